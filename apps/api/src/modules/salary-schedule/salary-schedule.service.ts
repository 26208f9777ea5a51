import type { TSalaryAmount, TSalarySchedule, TSalaryScheduleBody, TSalaryScheduleCorrection, TSalaryScheduleSaved } from '@hris/contracts';
import { withTransaction } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import * as repo from './salary-schedule.repo';

// The salary schedule is dated data (CSC-RULES.md): each tranche is a full grade × step table
// with the day it takes effect; the one in force on a day is the latest that started by then.

/** The schedule in force on a date (today by default), grade by grade, with the list of all schedules. */
export async function scheduleOn(deps: Deps, date = deps.clock.today()): Promise<TSalarySchedule> {
  const schedules = await repo.schedules(deps.db);
  const inForce = schedules.find((s) => s.effective_date <= date);
  if (!inForce) return { effective_date: null, tranche: null, salary_grades: [], schedules };
  const rows = await repo.amountsOf(deps.db, inForce.effective_date);
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
  const row = await repo.amountOn(deps.db, grade, step, date);
  if (!row) throw AppError.notFound(`No salary is scheduled for grade ${grade}, step ${step} on ${date}.`);
  return { grade, step, amount: row.amount, effective_date: row.effective_date };
}

/** Adds a new tranche; a date that already has a schedule is refused rather than silently replaced. */
export async function addSchedule(deps: Deps, actor: Actor, body: TSalaryScheduleBody): Promise<TSalaryScheduleSaved> {
  if (await repo.scheduleTakingEffect(deps.db, body.effective_date))
    throw AppError.validation('effective_date', 'A salary schedule already takes effect on this date.');
  await repo.insertSchedule(deps.db, body);
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

/**
 * Corrects cells of a schedule already in place. POST refuses a date that has a schedule (a tranche is
 * never silently replaced), so this is how the HR office fixes a seeded figure found wrong against the
 * DBM circular, or adds one a seeded tranche lacks (2027's SG 33). One transaction: the cells change,
 * every step of each grade touched must still rise, and the audit keeps each figure before and after
 * with the reason; anything refused leaves the schedule as it was.
 */
export async function correctSchedule(deps: Deps, actor: Actor, effectiveDate: string, body: TSalaryScheduleCorrection): Promise<TSalaryScheduleSaved> {
  const schedule = await repo.scheduleTakingEffect(deps.db, effectiveDate);
  if (!schedule) throw AppError.notFound(`No salary schedule takes effect on ${effectiveDate}.`);
  const changes = await withTransaction(deps.db, async (tx) => {
    const before = await repo.lockAmountsOf(tx, effectiveDate);
    const old = new Map(before.map((r) => [`${r.grade}-${r.step}`, r.amount]));
    const made = body.cells.map((c) => ({ ...c, before: old.get(`${c.grade}-${c.step}`) ?? null })).filter((c) => c.before !== c.amount);
    for (const c of made) await repo.saveCell(tx, effectiveDate, schedule.tranche, c);
    const grades = [...new Set(made.map((c) => c.grade))];
    const rows = await repo.amountsOf(tx, effectiveDate, grades);
    const falling = grades.find((g) => {
      const steps = rows.filter((r) => r.grade === g);
      return steps.some((r, i) => i > 0 && r.amount <= steps[i - 1]!.amount);
    });
    if (falling !== undefined) throw AppError.validation('cells', `The steps of salary grade ${falling} must increase.`);
    if (made.length > 0)
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: 'update',
        entity: 'salary_schedule',
        entityId: effectiveDate,
        before: { cells: made.map((c) => ({ grade: c.grade, step: c.step, amount: c.before })) },
        after: { reason: body.reason, cells: made.map((c) => ({ grade: c.grade, step: c.step, amount: c.amount })) },
        ip: actor.ip,
      });
    return made.length;
  });
  const message =
    changes === 0
      ? 'Nothing changed: every amount was already as given.'
      : `The salary schedule has been corrected (${changes} cell${changes === 1 ? '' : 's'}).`;
  return { message, ...(await scheduleOn(deps, effectiveDate)) };
}
