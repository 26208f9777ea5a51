import type { Queryable } from '@hris/db';
import { z } from 'zod';
import { execute, query } from '../../../lib/query';
import type { BatchRecord } from './kind';

// SQL of the opening leave balances import (leave_opening_balances, one a person): what is on file, read once per
// file; the balances written in one statement; the undo; and what "used" is.

const ZOpening = z.object({
  personnel_id: z.number().int(),
  as_of: z.string(),
  vl: z.number(),
  sl: z.number(),
  created_by_user_id: z.number().int().nullable(),
});
export type Opening = z.infer<typeof ZOpening>;

export async function openingBalances(db: Queryable): Promise<Map<number, Opening>> {
  const rows = await query(
    db,
    ZOpening,
    `SELECT personnel_id, as_of::text, vl::float8 AS vl, sl::float8 AS sl, created_by_user_id FROM leave_opening_balances`,
  );
  return new Map(rows.map((r) => [r.personnel_id, r]));
}

/** Sets (or replaces) the opening balances of many people in one statement, as leave's saveOpeningBalance does one. */
export async function saveOpeningBalances(tx: Queryable, rows: Omit<Opening, 'created_by_user_id'>[], userId: number): Promise<void> {
  if (!rows.length) return;
  await execute(
    tx,
    `INSERT INTO leave_opening_balances (personnel_id, as_of, vl, sl, created_by_user_id)
     SELECT r.personnel_id, r.as_of, r.vl, r.sl, $5 FROM unnest($1::int[], $2::date[], $3::numeric[], $4::numeric[]) AS r(personnel_id, as_of, vl, sl)
     ON CONFLICT (personnel_id) DO UPDATE SET as_of = EXCLUDED.as_of, vl = EXCLUDED.vl, sl = EXCLUDED.sl,
                                             created_by_user_id = EXCLUDED.created_by_user_id, updated_at = now()`,
    [rows.map((r) => r.personnel_id), rows.map((r) => r.as_of), rows.map((r) => r.vl), rows.map((r) => r.sl), userId],
  );
}

/**
 * The first way one of the people's opening balance is used since the import: leave charged to vacation or sick leave
 * filed for them (it is charged against the balance), or their opening balance set again (by hand or a later import).
 */
export async function firstUse(db: Queryable, ids: number[], since: string): Promise<{ name: string; how: 'leave' | 'changed' } | null> {
  if (!ids.length) return null;
  const rows = await query<{ name: string; how: 'leave' | 'changed' }>(
    db,
    `SELECT upper(p.last_name) || ', ' || p.first_name || coalesce(' (' || p.idno || ')', '') AS name, u.how
       FROM (SELECT a.personnel_id, 'leave' AS how, 1 AS rank
               FROM leave_applications a JOIN leave_types t ON t.id = a.leave_type_id
              WHERE a.personnel_id = ANY($1::int[]) AND a.created_at > $2::timestamptz AND t.charged_to IN ('VL', 'SL', 'VLSL')
             UNION ALL
             SELECT o.personnel_id, 'changed', 2 FROM leave_opening_balances o
              WHERE o.personnel_id = ANY($1::int[]) AND o.updated_at > $2::timestamptz + interval '1 second') u
       JOIN personnel p ON p.id = u.personnel_id
      ORDER BY u.rank, p.last_name, p.first_name LIMIT 1`,
    [ids, since],
  );
  return rows[0] ?? null;
}

/** Opening balances made are deleted; those replaced get their figures back. */
export async function undoOpenings(tx: Queryable, records: BatchRecord[]): Promise<void> {
  const mine = records.filter((r) => r.entity === 'leave_opening_balances');
  await execute(tx, `DELETE FROM leave_opening_balances WHERE personnel_id = ANY($1::int[])`, [mine.filter((r) => !r.before).map((r) => r.entityId)]);
  const back = mine.filter((r) => r.before);
  if (!back.length) return;
  await execute(
    tx,
    `UPDATE leave_opening_balances o SET as_of = r.as_of, vl = r.vl, sl = r.sl, created_by_user_id = r.by, updated_at = now()
       FROM unnest($1::int[], $2::date[], $3::numeric[], $4::numeric[], $5::int[]) AS r(personnel_id, as_of, vl, sl, by)
      WHERE o.personnel_id = r.personnel_id`,
    [
      back.map((r) => r.entityId),
      back.map((r) => r.before!.as_of),
      back.map((r) => r.before!.vl),
      back.map((r) => r.before!.sl),
      back.map((r) => r.before!.created_by_user_id ?? null),
    ],
  );
}
