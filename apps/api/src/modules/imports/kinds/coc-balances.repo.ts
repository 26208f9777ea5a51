import type { Queryable } from '@hris/db';
import { z } from 'zod';
import { execute, query } from '../../../lib/query';
import type { BatchRecord } from './kind';

// SQL of the COC balances import: the compensatory overtime credit ledger (compensatory_credits) of the people a file
// names, read once; the carried-over earnings written in one statement each way; the undo; and what "used" is.

/** What the old system's balance becomes: an earning with no overtime request behind it, marked so in its remarks. */
export const CARRIED_OVER = 'Carried over from the old system (import)';

const ZEntry = z.object({
  id: z.number().int(),
  personnel_id: z.number().int(),
  entry_kind: z.string(),
  hours: z.number(),
  entry_date: z.string(),
  expires_on: z.string().nullable(),
  carried_over: z.boolean(),
  remarks: z.string().nullable(),
});
export type Entry = z.infer<typeof ZEntry>;

/** Every ledger entry of the people (earned, used, expired): the balance cap is checked against them. */
export async function ledgersOf(db: Queryable, ids: number[]): Promise<Entry[]> {
  if (!ids.length) return [];
  return query(
    db,
    ZEntry,
    `SELECT id, personnel_id, entry_kind, hours::float8 AS hours, entry_date::text, expires_on::text, remarks,
            (entry_kind = 'earned' AND overtime_request_id IS NULL AND leave_application_id IS NULL) AS carried_over
       FROM compensatory_credits WHERE personnel_id = ANY($1::int[])`,
    [ids],
  );
}

export type Lot = { personnel_id: number; hours: number; entry_date: string; expires_on: string };

/** The carried-over earnings made, in one statement; answers their ids by person and date earned. */
export async function insertLots(tx: Queryable, lots: Lot[]): Promise<Map<string, number>> {
  if (!lots.length) return new Map();
  const rows = await query<{ id: number; key: string }>(
    tx,
    `INSERT INTO compensatory_credits (personnel_id, entry_kind, hours, entry_date, expires_on, remarks)
     SELECT r.personnel_id, 'earned', r.hours, r.entry_date, r.expires_on, $5
       FROM unnest($1::int[], $2::numeric[], $3::date[], $4::date[]) AS r(personnel_id, hours, entry_date, expires_on)
     RETURNING id, personnel_id || ':' || entry_date::text AS key`,
    [lots.map((l) => l.personnel_id), lots.map((l) => l.hours), lots.map((l) => l.entry_date), lots.map((l) => l.expires_on), CARRIED_OVER],
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** Sets the hours, expiry and remarks of carried-over earnings (a newer balance, or the undo putting one back). */
export async function setLots(tx: Queryable, lots: { id: number; hours: number; expires_on: string | null; remarks: string | null }[]): Promise<void> {
  if (!lots.length) return;
  await execute(
    tx,
    `UPDATE compensatory_credits c SET hours = r.hours, expires_on = r.expires_on, remarks = r.remarks
       FROM unnest($1::int[], $2::numeric[], $3::date[], $4::text[]) AS r(id, hours, expires_on, remarks) WHERE c.id = r.id`,
    [lots.map((l) => l.id), lots.map((l) => l.hours), lots.map((l) => l.expires_on), lots.map((l) => l.remarks)],
  );
}

export async function deleteLots(tx: Queryable, ids: number[]): Promise<void> {
  await execute(tx, `DELETE FROM compensatory_credits WHERE id = ANY($1::int[])`, [ids]);
}

/**
 * The first way the imported hours are used since the import: compensatory time-off filed by or for one of the people
 * (a CTO application, or time-off taken from their COC), or an earning the batch wrote changed by a later import.
 */
export async function firstUse(db: Queryable, lotIds: number[], since: string): Promise<{ name: string; how: 'cto' | 'later' } | null> {
  if (!lotIds.length) return null;
  const rows = await query<{ name: string; how: 'cto' | 'later' }>(
    db,
    `WITH lots AS (SELECT id, personnel_id FROM compensatory_credits WHERE id = ANY($1::int[])),
          used AS (
            SELECT a.personnel_id, 'cto' AS how FROM leave_applications a JOIN leave_types t ON t.id = a.leave_type_id
             WHERE a.personnel_id IN (SELECT personnel_id FROM lots) AND t.charged_to = 'COC' AND a.created_at > $2::timestamptz
            UNION ALL
            SELECT c.personnel_id, 'cto' FROM compensatory_credits c
             WHERE c.personnel_id IN (SELECT personnel_id FROM lots) AND c.entry_kind = 'used' AND c.created_at > $2::timestamptz
            UNION ALL
            SELECT l.personnel_id, 'later' FROM lots l
              JOIN import_batch_records r ON r.entity = 'compensatory_credits' AND r.entity_id = l.id
              JOIN import_batches b ON b.id = r.batch_id AND b.undone_at IS NULL
                                     -- the import's own time as it was handed over (to the millisecond): not itself
                                     AND date_trunc('milliseconds', b.created_at) > $2::timestamptz)
     SELECT upper(p.last_name) || ', ' || p.first_name || coalesce(' (' || p.idno || ')', '') AS name, u.how
       FROM used u JOIN personnel p ON p.id = u.personnel_id
      ORDER BY u.how, p.last_name, p.first_name LIMIT 1`,
    [lotIds, since],
  );
  return rows[0] ?? null;
}

/** Earnings made are deleted; those changed get their hours, expiry and remarks back. */
export async function undoLots(tx: Queryable, records: BatchRecord[]): Promise<void> {
  const mine = records.filter((r) => r.entity === 'compensatory_credits');
  await deleteLots(
    tx,
    mine.filter((r) => !r.before).map((r) => r.entityId),
  );
  await setLots(
    tx,
    mine
      .filter((r) => r.before)
      .map((r) => ({
        id: r.entityId,
        hours: Number(r.before!.hours),
        expires_on: (r.before!.expires_on as string | null) ?? null,
        remarks: (r.before!.remarks as string | null) ?? null,
      })),
  );
}
