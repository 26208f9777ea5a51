import type { TSalaryAmount, TSalarySchedule, TSalaryScheduleBody, TSalaryScheduleSaved, TScheduleRef } from '@hris/contracts';
import { salarySchedule } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { query, queryOne } from '../../lib/query';

// The salary schedule is dated data (CSC-RULES.md): each tranche is a full grade × step table
// with the day it takes effect; the one in force on a day is the latest that started by then.

type AmountRow = { grade: number; step: number; amount: number };

/** The schedule in force on a date (today by default), grade by grade, with the list of all schedules. */
export async function scheduleOn(deps: Deps, date = deps.clock.today()): Promise<TSalarySchedule> {
  const schedules = await query<TScheduleRef>(
    deps.db,
    `SELECT effective_date::text, max(tranche) AS tranche FROM salary_schedule GROUP BY effective_date ORDER BY effective_date DESC`,
  );
  const inForce = schedules.find((s) => s.effective_date <= date);
  if (!inForce) return { effective_date: null, tranche: null, salary_grades: [], schedules };
  const rows = await query<AmountRow>(deps.db, `SELECT grade, step, amount FROM salary_schedule WHERE effective_date = $1 ORDER BY grade, step`, [
    inForce.effective_date,
  ]);
  const grades = new Map<number, { step: number; amount: number }[]>();
  for (const r of rows) grades.set(r.grade, [...(grades.get(r.grade) ?? []), { step: r.step, amount: r.amount }]);
  return {
    effective_date: inForce.effective_date,
    tranche: inForce.tranche,
    salary_grades: [...grades].map(([grade, steps]) => ({ grade, steps })),
    schedules,
  };
}

/** The monthly salary (centavos) for a grade and step on a date (today by default). */
export async function amountOn(deps: Deps, grade: number, step: number, date = deps.clock.today()): Promise<TSalaryAmount> {
  const row = await queryOne<{ amount: number; effective_date: string }>(
    deps.db,
    `SELECT amount, effective_date::text FROM salary_schedule WHERE grade = $1 AND step = $2 AND effective_date <= $3 ORDER BY effective_date DESC LIMIT 1`,
    [grade, step, date],
  );
  if (!row) throw AppError.notFound(`No salary is scheduled for grade ${grade}, step ${step} on ${date}.`);
  return { grade, step, amount: row.amount, effective_date: row.effective_date };
}

/** Adds a new tranche; a date that already has a schedule is refused rather than silently replaced. */
export async function addSchedule(deps: Deps, actor: Actor, body: TSalaryScheduleBody): Promise<TSalaryScheduleSaved> {
  const taken = await queryOne<{ one: number }>(deps.db, `SELECT 1 AS one FROM salary_schedule WHERE effective_date = $1 LIMIT 1`, [body.effective_date]);
  if (taken) throw AppError.validation('effective_date', 'A salary schedule already takes effect on this date.');
  // One statement: the whole table lands or none of it does.
  await deps.db
    .insert(salarySchedule)
    .values(
      body.grades.flatMap((g) =>
        g.steps.map((amount, i) => ({ grade: g.grade, step: i + 1, amount, effectiveDate: body.effective_date, tranche: body.tranche })),
      ),
    );
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'create',
    entity: 'salary_schedule',
    entityId: body.effective_date,
    after: { tranche: body.tranche },
    ip: actor.ip,
  });
  return { message: 'The salary schedule has been saved.', ...(await scheduleOn(deps, body.effective_date)) };
}
