import type { Queryable } from '@hris/db';
import { execute, query } from '../../lib/query';

// The bulk import's queries: each batch runs in its own unit of work (withTransaction), on the `tx` it is given.

/** Rows per INSERT: big enough that the round trips do not count, small enough for the parameter text. */
export const ROWS_PER_INSERT = 25_000;

/** Which of the ids are personnel (one query for the whole call). */
export async function existingPersonnel(db: Queryable, ids: number[]): Promise<Set<number>> {
  const rows = await query<{ id: number }>(db, `SELECT id FROM personnel WHERE id = ANY($1::int[])`, [ids]);
  return new Set(rows.map((r) => r.id));
}

/** Every personnel id (a few thousand integers): the bulk import checks its lines against them as it reads. */
export async function allPersonnelIds(db: Queryable): Promise<Set<number>> {
  const rows = await query<{ id: number }>(db, `SELECT id FROM personnel`);
  return new Set(rows.map((r) => r.id));
}

/**
 * Stores one batch of punches (of existing personnel) in one statement; one already stored (or sent twice)
 * is stored once. Answers how many were new. Instants travel as epoch milliseconds: PostgreSQL reads a
 * number several times faster than timestamp text, and the caller has parsed every timestamp already.
 * A device export file names the device its punches came from.
 */
export async function insertPunches(
  db: Queryable,
  personnelIds: number[],
  instantsMs: number[],
  createdByUserId: number,
  deviceId: number | null = null,
): Promise<number> {
  return execute(
    db,
    `INSERT INTO attendance_logs (personnel_id, logged_at, source, created_by_user_id, device_id)
     SELECT u.personnel_id, to_timestamp(u.ms / 1000.0), 'upload', $3, $4 FROM unnest($1::int[], $2::float8[]) AS u(personnel_id, ms)
     ON CONFLICT (personnel_id, logged_at) DO NOTHING`,
    [personnelIds, instantsMs, createdByUserId, deviceId],
  );
}

/**
 * insertPunches without ON CONFLICT: punches already stored are left out by a lookup instead, which spares
 * PostgreSQL the speculative insertion ON CONFLICT makes on every row. The batch's punches must be distinct;
 * a punch stored by someone else in the meantime makes it fail with a unique violation (23505), and the
 * caller then stores the batch with insertPunches.
 */
export async function insertNewPunches(db: Queryable, personnelIds: number[], instantsMs: number[], createdByUserId: number): Promise<number> {
  return execute(
    db,
    `INSERT INTO attendance_logs (personnel_id, logged_at, source, created_by_user_id)
     SELECT u.personnel_id, u.at, 'upload', $3
       FROM (SELECT personnel_id, to_timestamp(ms / 1000.0) AS at FROM unnest($1::int[], $2::float8[]) AS x(personnel_id, ms)) AS u
      WHERE NOT EXISTS (SELECT 1 FROM attendance_logs l WHERE l.personnel_id = u.personnel_id AND l.logged_at = u.at)`,
    [personnelIds, instantsMs, createdByUserId],
  );
}

/** Stores the punches in batches of ROWS_PER_INSERT (see insertPunches). */
export async function insertPunchBatches(
  db: Queryable,
  personnelIds: number[],
  instantsMs: number[],
  createdByUserId: number,
  deviceId: number | null = null,
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < personnelIds.length; start += ROWS_PER_INSERT) {
    inserted += await insertPunches(
      db,
      personnelIds.slice(start, start + ROWS_PER_INSERT),
      instantsMs.slice(start, start + ROWS_PER_INSERT),
      createdByUserId,
      deviceId,
    );
  }
  return inserted;
}
