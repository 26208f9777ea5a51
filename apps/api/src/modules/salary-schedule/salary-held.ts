import type { Queryable } from '@hris/db';
import * as repo from './salary-schedule.repo';
import type { HeldFrom, SalaryHeld } from './salary-schedule.repo';

// The salary a person holds on a date (issue 36; CSC-RULES.md, "Pay, positions and appointments"): the grade of the
// plantilla item held that day, the step held that day and the schedule's monthly salary for them. The answer is
// the database function `salaries_held` (migration 0035; `salary_held_on` for one person and day), so that a
// set-based statement can join it and no module keeps its own copy of the rule: the payroll and its preview, the
// NOSA of a tranche, the appointment and its service-record line, the plantilla of personnel, the certificate of
// employment, CS Form No. 6 and leave pay all read it, here or in their SQL.

export type { SalaryHeld, HeldFrom } from './salary-schedule.repo';

/** What each person holds on the day (one row a person; the people are given by id). */
export function salaryHeldOn(q: Queryable, personnelIds: readonly number[], on: string): Promise<SalaryHeld[]> {
  return repo.salariesHeld(q, personnelIds, on);
}

/**
 * What each person holds from `from` (or their first day in service, when later) to `to`: the first day, then
 * every day an appointment or a step increment takes effect in between. A new salary schedule taking effect in
 * between is not a change of what is held (the grade and step stay): the caller prices each day by the schedule
 * in force on it. Two statements: the days, then every (person, day) answered at once by salaries_held.
 */
export async function salaryHeldDuring(q: Queryable, personnelIds: readonly number[], from: string, to: string): Promise<HeldFrom[]> {
  const days = await repo.daysHeldMayChange(q, personnelIds, from, to);
  if (!days.length) return [];
  return repo.gradesHeldOn(q, days);
}
