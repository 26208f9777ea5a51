import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { execute, query } from '../../../lib/query';

// The salary schedule's cells an import writes (issue 41), and who read a cell: a paid payroll, an issued NOSA or NOSI.

const int = z.number().int();
const ZCell = z.object({ id: int, grade: int, step: int, effective_date: z.string(), amount: int, tranche: z.string().nullable() });
export type CellOnFile = z.infer<typeof ZCell>;
export type NewCell = Omit<CellOnFile, 'id'>;

export function cellsOnFile(db: Queryable): Promise<CellOnFile[]> {
  return query(db, ZCell, `SELECT id, grade, step, effective_date::text, amount, tranche FROM salary_schedule ORDER BY effective_date, grade, step`);
}

/** A cell, in force for its grade and step from its day until (not including) the next schedule's for them. */
export type InForce = { grade: number; step: number; from: string; until: string };

const ZReader = z.object({ grade: int, step: int, from: z.string(), what: z.string() });

/**
 * For each cell given, the first record that read it while in force: a paid payroll's line at its grade and step in a
 * month it was in force, or a NOSA or NOSI issued at them taking effect then. `since`: only those paid or issued after.
 */
export async function readersOf(db: Queryable, cells: InForce[], since: string | null): Promise<Map<string, string>> {
  if (!cells.length) return new Map();
  const rows = await query(
    db,
    ZReader,
    `WITH k AS (SELECT * FROM unnest($1::int[], $2::int[], $3::date[], $4::date[]) AS k(grade, step, d_from, d_until)),
     readers AS (
       SELECT k.grade, k.step, k.d_from, 'the paid payroll of ' || r.month AS what, r.month AS ord
         FROM k JOIN payroll_lines l ON l.grade = k.grade AND l.step = k.step
         JOIN payroll_runs r ON r.id = l.run_id AND r.status = 'paid'
        WHERE (r.month || '-01')::date < k.d_until AND (r.month || '-01')::date + interval '1 month' > k.d_from
          AND ($5::timestamptz IS NULL OR r.paid_at > $5::timestamptz + interval '1 second')
       UNION ALL
       SELECT k.grade, k.step, k.d_from, 'a NOSA issued effective ' || n.effective_date, n.effective_date::text
         FROM k JOIN salary_adjustment_notices n ON n.salary_grade = k.grade AND n.salary_step = k.step AND n.status <> 'prepared'
        WHERE n.effective_date >= k.d_from AND n.effective_date < k.d_until
          AND ($5::timestamptz IS NULL OR n.issued_at > $5::timestamptz + interval '1 second')
       UNION ALL
       SELECT k.grade, k.step, k.d_from, 'a NOSI issued effective ' || s.effective_date, s.effective_date::text
         FROM k JOIN step_increment_notices s ON s.salary_grade = k.grade AND s.step_to = k.step
        WHERE s.effective_date >= k.d_from AND s.effective_date < k.d_until
          AND ($5::timestamptz IS NULL OR s.issued_at > $5::timestamptz + interval '1 second')
     )
     SELECT DISTINCT ON (grade, step, d_from) grade, step, d_from::text AS "from", what FROM readers ORDER BY grade, step, d_from, ord`,
    [cells.map((c) => c.grade), cells.map((c) => c.step), cells.map((c) => c.from), cells.map((c) => c.until), since],
  );
  return new Map(rows.map((r) => [cellKey(r.grade, r.step, r.from), r.what]));
}

export const cellKey = (grade: number, step: number, from: string) => `${grade}|${step}|${from}`;

/** The new cells in one statement; answers their ids. */
export async function insertCells(tx: Queryable, rows: NewCell[]): Promise<number[]> {
  if (!rows.length) return [];
  const made = await query<{ id: number }>(
    tx,
    `INSERT INTO salary_schedule (grade, step, effective_date, amount, tranche)
     SELECT * FROM unnest($1::int[], $2::int[], $3::date[], $4::int[], $5::text[]) RETURNING id`,
    [rows.map((r) => r.grade), rows.map((r) => r.step), rows.map((r) => r.effective_date), rows.map((r) => r.amount), rows.map((r) => r.tranche)],
  );
  return made.map((m) => m.id);
}

export async function setAmounts(tx: Queryable, rows: { id: number; amount: number; tranche: string | null }[]): Promise<void> {
  if (!rows.length) return;
  await execute(
    tx,
    `UPDATE salary_schedule s SET amount = u.amount, tranche = u.tranche FROM unnest($1::int[], $2::int[], $3::text[]) AS u(id, amount, tranche) WHERE s.id = u.id`,
    [rows.map((r) => r.id), rows.map((r) => r.amount), rows.map((r) => r.tranche)],
  );
}

export function cellsById(db: Queryable, ids: number[]): Promise<CellOnFile[]> {
  return query(db, ZCell, `SELECT id, grade, step, effective_date::text, amount, tranche FROM salary_schedule WHERE id = ANY($1::int[])`, [ids]);
}

/** A schedule of `dates` corrected by hand after the import (the correction's audit row), answering its date. */
export async function correctedSince(db: Queryable, dates: string[], since: string): Promise<string | null> {
  if (!dates.length) return null;
  const rows = await query<{ entity_id: string }>(
    db,
    `SELECT entity_id FROM audit_log WHERE entity = 'salary_schedule' AND action = 'update' AND entity_id = ANY($1::text[])
        AND created_at > $2::timestamptz + interval '1 second' ORDER BY created_at LIMIT 1`,
    [dates, since],
  );
  return rows[0]?.entity_id ?? null;
}

export async function deleteCells(tx: Queryable, ids: number[]): Promise<void> {
  await execute(tx, `DELETE FROM salary_schedule WHERE id = ANY($1::int[])`, [ids]);
}
