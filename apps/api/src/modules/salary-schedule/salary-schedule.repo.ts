import { z } from 'zod';
import { salarySchedule, type Queryable } from '@hris/db';
import { ZSalaryScheduleRef, type TSalaryScheduleBody, type TScheduleRef } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

// The salary schedule's rows (a full grade × step table per tranche, with the day it takes effect) and the salary a
// person holds on a day (the database functions salary_held_on and salaries_held, migration 0035). Amounts are
// centavos; every row is checked by its schema under the tests (lib/query.ts).

const int = z.number().int();
const ZAmountRow = z.object({ grade: int, step: int, amount: int });
export type AmountRow = z.infer<typeof ZAmountRow>;

/** Every schedule (its date and tranche), newest first. */
export function schedules(db: Queryable): Promise<TScheduleRef[]> {
  return query(
    db,
    ZSalaryScheduleRef,
    `SELECT effective_date::text, max(tranche) AS tranche FROM salary_schedule GROUP BY effective_date ORDER BY effective_date DESC`,
  );
}

/** The cells of the schedule of a date, grade by grade (only `grades`, when given). */
export function amountsOf(db: Queryable, effectiveDate: string, grades?: number[]): Promise<AmountRow[]> {
  if (grades)
    return query(db, ZAmountRow, `SELECT grade, step, amount FROM salary_schedule WHERE effective_date = $1 AND grade = ANY($2) ORDER BY grade, step`, [
      effectiveDate,
      grades,
    ]);
  return query(db, ZAmountRow, `SELECT grade, step, amount FROM salary_schedule WHERE effective_date = $1 ORDER BY grade, step`, [effectiveDate]);
}

/** The cells of the schedule of a date, locked for the caller's transaction (a correction). */
export function lockAmountsOf(tx: Queryable, effectiveDate: string): Promise<AmountRow[]> {
  return query(tx, ZAmountRow, `SELECT grade, step, amount FROM salary_schedule WHERE effective_date = $1 FOR UPDATE`, [effectiveDate]);
}

/** The amount for a grade and step in force on a date, and the date its schedule took effect. */
export function amountOn(db: Queryable, grade: number, step: number, date: string) {
  return queryOne(
    db,
    z.object({ amount: int, effective_date: z.string() }),
    `SELECT amount, effective_date::text FROM salary_schedule WHERE grade = $1 AND step = $2 AND effective_date <= $3 ORDER BY effective_date DESC LIMIT 1`,
    [grade, step, date],
  );
}

/** The schedule taking effect on a date (its tranche), or null when none does. */
export function scheduleTakingEffect(db: Queryable, effectiveDate: string) {
  return queryOne(
    db,
    z.object({ tranche: z.string().nullable() }),
    `SELECT max(tranche) AS tranche FROM salary_schedule WHERE effective_date = $1 HAVING count(*) > 0`,
    [effectiveDate],
  );
}

/** A whole tranche in one statement: the table lands or none of it does. */
export async function insertSchedule(db: Queryable, body: TSalaryScheduleBody): Promise<void> {
  await db
    .insert(salarySchedule)
    .values(
      body.grades.flatMap((g) =>
        g.steps.map((amount, i) => ({ grade: g.grade, step: i + 1, amount, effectiveDate: body.effective_date, tranche: body.tranche })),
      ),
    );
}

/** One cell of a schedule set (added when the tranche lacked it). */
export async function saveCell(tx: Queryable, effectiveDate: string, tranche: string | null, c: AmountRow): Promise<void> {
  await execute(
    tx,
    `INSERT INTO salary_schedule (grade, step, amount, effective_date, tranche) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (grade, step, effective_date) DO UPDATE SET amount = EXCLUDED.amount`,
    [c.grade, c.step, c.amount, effectiveDate, tranche],
  );
}

const ZSalaryHeld = z.object({
  personnel_id: int,
  plantilla_item_id: int.nullable(),
  /** Null when neither an item nor a position gives the person a grade. */
  salary_grade: int.nullable(),
  salary_step: int.nullable(),
  /** Centavos a month; null when the schedule has no row for the grade and step on that day. */
  monthly: z.number().nullable(),
  /** The day the schedule that gives `monthly` took effect. */
  schedule_date: z.string().nullable(),
});
export type SalaryHeld = z.infer<typeof ZSalaryHeld>;

const HELD_COLUMNS = `h.personnel_id, h.plantilla_item_id, h.salary_grade, h.salary_step, h.monthly::float8 AS monthly, h.schedule_date::text AS schedule_date`;

/** What each person holds on the day (one row a person). */
export function salariesHeld(q: Queryable, personnelIds: readonly number[], on: string): Promise<SalaryHeld[]> {
  return query(
    q,
    ZSalaryHeld,
    `SELECT ${HELD_COLUMNS} FROM salaries_held($1::int[], array_fill($2::date, ARRAY[cardinality($1::int[])])) h ORDER BY h.personnel_id`,
    [[...personnelIds], on],
  );
}

/**
 * The days what each person holds may change between `from` (or their first day in service, when later) and `to`:
 * the first day, then every day an appointment or a step increment takes effect.
 */
export function daysHeldMayChange(q: Queryable, personnelIds: readonly number[], from: string, to: string) {
  return query(
    q,
    z.object({ personnel_id: int, d: z.string() }),
    `WITH people AS (
       SELECT p.id, greatest($2::date, coalesce(p.date_original_appointment, $2::date)) AS first_day
         FROM personnel p WHERE p.id = ANY($1::int[])
     )
     SELECT id AS personnel_id, first_day::text AS d FROM people
     UNION
     SELECT a.personnel_id, a.effective_date::text FROM appointments a JOIN people x ON x.id = a.personnel_id
      WHERE a.effective_date > x.first_day AND a.effective_date <= $3::date
     UNION
     SELECT n.personnel_id, n.effective_date::text FROM step_increment_notices n JOIN people x ON x.id = n.personnel_id
      WHERE n.effective_date > x.first_day AND n.effective_date <= $3::date`,
    [[...personnelIds], from, to],
  );
}

const ZHeldFrom = z.object({ personnel_id: int, from: z.string(), salary_grade: int.nullable(), salary_step: int.nullable() });
/** One grade and step held from a day until the next row of the same person (the payroll's `PositionHeld`). */
export type HeldFrom = z.infer<typeof ZHeldFrom>;

/** The grade and step each (person, day) holds, in one statement. */
export function gradesHeldOn(q: Queryable, days: { personnel_id: number; d: string }[]): Promise<HeldFrom[]> {
  return query(
    q,
    ZHeldFrom,
    `SELECT h.personnel_id, h.on_day::text AS "from", h.salary_grade, h.salary_step
       FROM salaries_held($1::int[], $2::date[]) h ORDER BY h.personnel_id, h.on_day`,
    [days.map((d) => d.personnel_id), days.map((d) => d.d)],
  );
}
