import type { TSalaryScheduleBody } from '@hris/contracts';
import { salarySchedule } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';

// The salary schedule is dated data (CSC-RULES.md): each tranche is a full grade × step table
// with the day it takes effect; the one in force on a day is the latest that started by then.

const today = () => new Date().toISOString().slice(0, 10);

/** The schedule in force on a date (today by default), grade by grade, with the list of all schedules. */
export async function scheduleOn(deps: Deps, date = today()) {
  const { rows: schedules } = await deps.db.$client.query(
    `SELECT effective_date::text, max(tranche) AS tranche FROM salary_schedule GROUP BY effective_date ORDER BY effective_date DESC`,
  );
  const inForce = schedules.find((s) => s.effective_date <= date);
  if (!inForce) return { effective_date: null, tranche: null, salary_grades: [], schedules };
  const { rows } = await deps.db.$client.query(`SELECT grade, step, amount FROM salary_schedule WHERE effective_date = $1 ORDER BY grade, step`, [inForce.effective_date]);
  const grades = new Map<number, { step: number; amount: number }[]>();
  for (const r of rows) grades.set(r.grade, [...(grades.get(r.grade) ?? []), { step: r.step, amount: r.amount }]);
  return {
    effective_date: inForce.effective_date as string,
    tranche: inForce.tranche as string,
    salary_grades: [...grades].map(([grade, steps]) => ({ grade, steps })),
    schedules,
  };
}

/** The monthly salary (centavos) for a grade and step on a date. */
export async function amountOn(deps: Deps, grade: number, step: number, date = today()) {
  const { rows } = await deps.db.$client.query(
    `SELECT amount, effective_date::text FROM salary_schedule WHERE grade = $1 AND step = $2 AND effective_date <= $3 ORDER BY effective_date DESC LIMIT 1`,
    [grade, step, date],
  );
  if (!rows[0]) throw AppError.notFound(`No salary is scheduled for grade ${grade}, step ${step} on ${date}.`);
  return { grade, step, amount: rows[0].amount as number, effective_date: rows[0].effective_date as string };
}

/** Adds a new tranche; a date that already has a schedule is refused rather than silently replaced. */
export async function addSchedule(deps: Deps, actor: Actor, body: TSalaryScheduleBody) {
  const { rowCount } = await deps.db.$client.query(`SELECT 1 FROM salary_schedule WHERE effective_date = $1 LIMIT 1`, [body.effective_date]);
  if (rowCount) throw AppError.validation('effective_date', 'A salary schedule already takes effect on this date.');
  // One statement: the whole table lands or none of it does.
  await deps.db.insert(salarySchedule).values(
    body.grades.flatMap((g) => g.steps.map((amount, i) => ({ grade: g.grade, step: i + 1, amount, effectiveDate: body.effective_date, tranche: body.tranche }))),
  );
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'salary_schedule', entityId: body.effective_date, after: { tranche: body.tranche }, ip: actor.ip });
  return { message: 'The salary schedule has been saved.', ...(await scheduleOn(deps, body.effective_date)) };
}
