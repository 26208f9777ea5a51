import type pg from 'pg';
import type { Database } from '@hris/db';

// The file import's queries besides those it shares with the bulk import (attendance-bulk.repo).

export type PersonRef = { id: number; idno: string | null; fullname: string };

/** The personnel each employee number stands for (the idno of the personnel record). */
export async function personnelByIdno(client: pg.PoolClient, idnos: string[]): Promise<Map<string, number>> {
  const { rows } = await client.query(`SELECT idno, min(id) AS id FROM personnel WHERE idno = ANY($1::text[]) GROUP BY idno`, [idnos]);
  return new Map(rows.map((r) => [r.idno as string, r.id as number]));
}

/**
 * The positions (from 0) of the punches already stored: an import counts them as duplicates, and a
 * preview leaves them out of what it will store.
 */
export async function storedPunchIndexes(client: pg.PoolClient, personnelIds: number[], instants: Date[]): Promise<Set<number>> {
  const { rows } = await client.query(
    `SELECT u.idx - 1 AS idx FROM unnest($1::int[], $2::timestamptz[]) WITH ORDINALITY AS u(personnel_id, logged_at, idx)
      WHERE EXISTS (SELECT 1 FROM attendance_logs l WHERE l.personnel_id = u.personnel_id AND l.logged_at = u.logged_at)`,
    [personnelIds, instants],
  );
  return new Set(rows.map((r) => Number(r.idx)));
}

/** Name and employee number of the people a preview shows. */
export async function personRefs(db: Database, ids: number[]): Promise<Map<number, PersonRef>> {
  const { rows } = await db.$client.query(`SELECT id, idno, concat_ws(' ', first_name, last_name) AS fullname FROM personnel WHERE id = ANY($1::int[])`, [ids]);
  return new Map(rows.map((r) => [r.id as number, r as PersonRef]));
}
