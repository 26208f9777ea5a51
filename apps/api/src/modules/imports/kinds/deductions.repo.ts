import type { Queryable } from '@hris/db';
import { z } from 'zod';
import { execute, query } from '../../../lib/query';
import type { BatchRecord } from './kind';

// SQL of the deductions import (person_deductions, the loans and other deductions HR keeps per person, as payroll's
// deductions page keeps them): the kinds and the deductions on file, read once per file; the writes in one statement
// each way; the undo; and what "used" is.

export type DeductionType = { code: string; name: string };

export async function deductionTypes(db: Queryable): Promise<DeductionType[]> {
  return query<DeductionType>(db, `SELECT code, name FROM deduction_types ORDER BY code`);
}

/** The columns of a deduction the import writes, as the undo puts them back. */
export const DEDUCTION_COLUMNS = ['label', 'monthly', 'start_month', 'end_month', 'balance', 'priority', 'active'] as const;

const ZDeduction = z.object({
  id: z.number().int(),
  personnel_id: z.number().int(),
  code: z.string(),
  label: z.string(),
  monthly: z.number().int(),
  start_month: z.string(),
  end_month: z.string().nullable(),
  balance: z.number().int().nullable(),
  priority: z.number().int(),
  active: z.boolean(),
});
export type Deduction = z.infer<typeof ZDeduction>;

/** The active deductions on file (the ones a row may name by person and code). */
export async function activeDeductions(db: Queryable): Promise<Deduction[]> {
  return query(
    db,
    ZDeduction,
    `SELECT id, personnel_id, code, label, monthly::float8 AS monthly, start_month, end_month, balance::float8 AS balance, priority::int, active
       FROM person_deductions WHERE active ORDER BY id`,
  );
}

export type NewDeduction = Omit<Deduction, 'id' | 'active'>;

/** The deductions made, in one statement; answers their ids by person and code. */
export async function insertDeductions(tx: Queryable, rows: NewDeduction[]): Promise<Map<string, number>> {
  if (!rows.length) return new Map();
  const made = await query<{ id: number; key: string }>(
    tx,
    `INSERT INTO person_deductions (personnel_id, code, label, monthly, start_month, end_month, balance, priority, active)
     SELECT r.personnel_id, r.code, r.label, r.monthly, r.start_month, r.end_month, r.balance, r.priority, r.balance IS NULL OR r.balance > 0
       FROM unnest($1::int[], $2::varchar[], $3::varchar[], $4::bigint[], $5::char(7)[], $6::char(7)[], $7::bigint[], $8::smallint[])
            AS r(personnel_id, code, label, monthly, start_month, end_month, balance, priority)
     RETURNING id, personnel_id || ':' || code AS key`,
    [
      rows.map((r) => r.personnel_id),
      rows.map((r) => r.code),
      rows.map((r) => r.label),
      rows.map((r) => r.monthly),
      rows.map((r) => r.start_month),
      rows.map((r) => r.end_month),
      rows.map((r) => r.balance),
      rows.map((r) => r.priority),
    ],
  );
  return new Map(made.map((m) => [m.key, m.id]));
}

/** Sets deductions' columns (a newer figure from the file, or the undo putting one back). */
export async function setDeductions(tx: Queryable, rows: Omit<Deduction, 'personnel_id' | 'code'>[]): Promise<void> {
  if (!rows.length) return;
  await execute(
    tx,
    `UPDATE person_deductions d SET label = r.label, monthly = r.monthly, start_month = r.start_month, end_month = r.end_month,
            balance = r.balance, priority = r.priority, active = r.active
       FROM unnest($1::int[], $2::varchar[], $3::bigint[], $4::char(7)[], $5::char(7)[], $6::bigint[], $7::smallint[], $8::boolean[])
            AS r(id, label, monthly, start_month, end_month, balance, priority, active)
      WHERE d.id = r.id`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.label),
      rows.map((r) => r.monthly),
      rows.map((r) => r.start_month),
      rows.map((r) => r.end_month),
      rows.map((r) => r.balance),
      rows.map((r) => r.priority),
      rows.map((r) => r.active),
    ],
  );
}

/**
 * The first way one of the deductions is used since the import: a payroll run computed since (computed, reviewed,
 * approved or paid) deducted it; HR changed or stopped it on the deductions page; or a later import changed it.
 */
export async function firstUse(
  db: Queryable,
  ids: number[],
  since: string,
): Promise<{ name: string; label: string; how: 'payroll' | 'changed' | 'later' } | null> {
  if (!ids.length) return null;
  const rows = await query<{ name: string; label: string; how: 'payroll' | 'changed' | 'later' }>(
    db,
    `WITH used AS (
       SELECT (o->>'id')::int AS id, 'payroll' AS how, 1 AS rank
         FROM payroll_lines l JOIN payroll_runs r ON r.id = l.run_id, jsonb_array_elements(l.payslip->'deductions') o
        WHERE r.status <> 'draft' AND r.computed_at > $2::timestamptz AND jsonb_typeof(o->'id') = 'number' AND (o->>'id')::int = ANY($1::int[])
       UNION ALL
       SELECT a.entity_id::int, 'changed', 2 FROM audit_log a
        WHERE a.entity = 'person_deduction' AND a.entity_id = ANY($1::text[]) AND a.created_at > $2::timestamptz
       UNION ALL
       SELECT r.entity_id, 'later', 3 FROM import_batch_records r JOIN import_batches b ON b.id = r.batch_id AND b.undone_at IS NULL
        WHERE r.entity = 'person_deductions' AND r.entity_id = ANY($1::int[])
          -- the import's own time as it was handed over (to the millisecond): not itself
          AND date_trunc('milliseconds', b.created_at) > $2::timestamptz)
     SELECT upper(p.last_name) || ', ' || p.first_name || coalesce(' (' || p.idno || ')', '') AS name, d.label, u.how
       FROM used u JOIN person_deductions d ON d.id = u.id JOIN personnel p ON p.id = d.personnel_id
      ORDER BY u.rank, p.last_name, p.first_name LIMIT 1`,
    [ids, since],
  );
  return rows[0] ?? null;
}

/** Deductions made are deleted; those changed get their columns back. */
export async function undoDeductions(tx: Queryable, records: BatchRecord[]): Promise<void> {
  const mine = records.filter((r) => r.entity === 'person_deductions');
  await execute(tx, `DELETE FROM person_deductions WHERE id = ANY($1::int[])`, [mine.filter((r) => !r.before).map((r) => r.entityId)]);
  await setDeductions(
    tx,
    mine
      .filter((r) => r.before)
      .map((r) => {
        const b = r.before as Omit<Deduction, 'id' | 'personnel_id' | 'code'>;
        return { id: r.entityId, ...b };
      }),
  );
}
