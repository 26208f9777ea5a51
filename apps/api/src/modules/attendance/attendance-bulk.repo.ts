import type pg from 'pg';
import type { Database } from '@hris/db';

// The bulk import's queries: everything of one call runs on one connection, in one transaction.

/** Rows per INSERT: big enough that the round trips do not count, small enough for the parameter text. */
export const ROWS_PER_INSERT = 25_000;

/** Which of the ids are personnel (one query for the whole call). */
export async function existingPersonnel(client: pg.PoolClient, ids: number[]): Promise<Set<number>> {
  const { rows } = await client.query(`SELECT id FROM personnel WHERE id = ANY($1::int[])`, [ids]);
  return new Set(rows.map((r) => r.id as number));
}

/**
 * Stores one batch of punches in one statement; one already stored (or sent twice) is stored once, and a
 * punch of a person who does not exist is left out (the caller reports those lines). Answers how many were
 * new. Timestamps go as the text received (already checked) to spare the conversions; a device export file
 * names the device its punches came from.
 */
export async function insertPunches(client: pg.PoolClient, personnelIds: number[], timestamps: string[], createdByUserId: number, deviceId: number | null = null): Promise<number> {
  const res = await client.query(
    `INSERT INTO attendance_logs (personnel_id, logged_at, source, created_by_user_id, device_id)
     SELECT u.personnel_id, u.logged_at, 'upload', $3, $4 FROM unnest($1::int[], $2::timestamptz[]) AS u(personnel_id, logged_at)
      WHERE EXISTS (SELECT 1 FROM personnel p WHERE p.id = u.personnel_id)
     ON CONFLICT (personnel_id, logged_at) DO NOTHING`,
    [personnelIds, timestamps, createdByUserId, deviceId],
  );
  return res.rowCount ?? 0;
}

/** Stores the punches in batches of ROWS_PER_INSERT (see insertPunches). */
export async function insertPunchBatches(client: pg.PoolClient, personnelIds: number[], timestamps: string[], createdByUserId: number, deviceId: number | null = null): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < personnelIds.length; start += ROWS_PER_INSERT) {
    inserted += await insertPunches(client, personnelIds.slice(start, start + ROWS_PER_INSERT), timestamps.slice(start, start + ROWS_PER_INSERT), createdByUserId, deviceId);
  }
  return inserted;
}

/** Runs `work` in one transaction on one pooled connection. */
export async function inTransaction<T>(db: Database, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
