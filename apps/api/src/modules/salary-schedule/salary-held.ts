import type { Queryable } from '@hris/db';
import { query } from '../../lib/query';

// The salary a person holds on a date (issue 36; CSC-RULES.md, "Pay, positions and appointments"): the grade of the
// plantilla item held that day, the step held that day and the schedule's monthly salary for them. The answer is
// the database function `salaries_held` (migration 0035; `salary_held_on` for one person and day), so that a
// set-based statement can join it and no module keeps its own copy of the rule: the payroll and its preview, the
// NOSA of a tranche, the appointment and its service-record line, the plantilla of personnel, the certificate of
// employment, CS Form No. 6 and leave pay all read it, here or in their SQL.

export type SalaryHeld = {
  personnel_id: number;
  plantilla_item_id: number | null;
  /** Null when neither an item nor a position gives the person a grade. */
  salary_grade: number | null;
  salary_step: number | null;
  /** Centavos a month; null when the schedule has no row for the grade and step on that day. */
  monthly: number | null;
  /** The day the schedule that gives `monthly` took effect. */
  schedule_date: string | null;
};

const COLUMNS = `h.personnel_id, h.plantilla_item_id, h.salary_grade, h.salary_step, h.monthly::float8 AS monthly, h.schedule_date::text AS schedule_date`;

/** What each person holds on the day (one row a person; the people are given by id). */
export function salaryHeldOn(q: Queryable, personnelIds: readonly number[], on: string): Promise<SalaryHeld[]> {
  return query<SalaryHeld>(
    q,
    `SELECT ${COLUMNS} FROM salaries_held($1::int[], array_fill($2::date, ARRAY[cardinality($1::int[])])) h ORDER BY h.personnel_id`,
    [[...personnelIds], on],
  );
}

/** One grade and step held from a day until the next row of the same person (the payroll's `PositionHeld`). */
export type HeldFrom = { personnel_id: number; from: string; salary_grade: number | null; salary_step: number | null };

/**
 * What each person holds from `from` (or their first day in service, when later) to `to`: the first day, then
 * every day an appointment or a step increment takes effect in between. A new salary schedule taking effect in
 * between is not a change of what is held (the grade and step stay): the caller prices each day by the schedule
 * in force on it. Two statements: the days, then every (person, day) answered at once by salaries_held.
 */
export async function salaryHeldDuring(q: Queryable, personnelIds: readonly number[], from: string, to: string): Promise<HeldFrom[]> {
  const days = await query<{ personnel_id: number; d: string }>(
    q,
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
  if (!days.length) return [];
  return query<HeldFrom>(
    q,
    `SELECT h.personnel_id, h.on_day::text AS "from", h.salary_grade, h.salary_step
       FROM salaries_held($1::int[], $2::date[]) h ORDER BY h.personnel_id, h.on_day`,
    [days.map((d) => d.personnel_id), days.map((d) => d.d)],
  );
}
