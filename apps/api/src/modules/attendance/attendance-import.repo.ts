import type { Queryable } from '@hris/db';
import { query } from '../../lib/query';

// The file import's queries besides those it shares with the bulk import (attendance-bulk.repo).

export type PersonRef = { id: number; idno: string | null; fullname: string };

/** The personnel each employee number stands for (the idno of the personnel record). */
export async function personnelByIdno(db: Queryable, idnos: string[]): Promise<Map<string, number>> {
  const rows = await query<{ idno: string; id: number }>(db, `SELECT idno, min(id) AS id FROM personnel WHERE idno = ANY($1::text[]) GROUP BY idno`, [idnos]);
  return new Map(rows.map((r) => [r.idno, r.id]));
}

/**
 * The positions (from 0) of the punches already stored: an import counts them as duplicates, and a
 * preview leaves them out of what it will store.
 */
export async function storedPunchIndexes(db: Queryable, personnelIds: number[], instants: Date[]): Promise<Set<number>> {
  // WITH ORDINALITY counts in bigint: the driver reads it as a number.
  const rows = await query<{ idx: number }>(
    db,
    `SELECT u.idx - 1 AS idx FROM unnest($1::int[], $2::timestamptz[]) WITH ORDINALITY AS u(personnel_id, logged_at, idx)
      WHERE EXISTS (SELECT 1 FROM attendance_logs l WHERE l.personnel_id = u.personnel_id AND l.logged_at = u.logged_at)`,
    [personnelIds, instants],
  );
  return new Set(rows.map((r) => Number(r.idx)));
}

/** Name and employee number of the people a preview shows. */
export async function personRefs(db: Queryable, ids: number[]): Promise<Map<number, PersonRef>> {
  const rows = await query<PersonRef>(db, `SELECT id, idno, concat_ws(' ', first_name, last_name) AS fullname FROM personnel WHERE id = ANY($1::int[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}
