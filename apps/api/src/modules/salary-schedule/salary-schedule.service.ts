import type { TSalaryAmount, TSalarySchedule, TSalaryScheduleBody, TSalaryScheduleCorrection, TSalaryScheduleSaved, TScheduleRef } from '@hris/contracts';
import { salarySchedule, withTransaction } from '@hris/db';
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

/**
 * Corrects cells of a schedule already in place. POST refuses a date that has a schedule (a tranche is
 * never silently replaced), so this is how the HR office fixes a seeded figure found wrong against the
 * DBM circular, or adds one a seeded tranche lacks (2027's SG 33). One transaction: the cells change,
 * every step of each grade touched must still rise, and the audit keeps each figure before and after
 * with the reason; anything refused leaves the schedule as it was.
 */
export async function correctSchedule(deps: Deps, actor: Actor, effectiveDate: string, body: TSalaryScheduleCorrection): Promise<TSalaryScheduleSaved> {
  const schedule = await queryOne<{ tranche: string | null }>(
    deps.db,
    `SELECT max(tranche) AS tranche FROM salary_schedule WHERE effective_date = $1 HAVING count(*) > 0`,
    [effectiveDate],
  );
  if (!schedule) throw AppError.notFound(`No salary schedule takes effect on ${effectiveDate}.`);
  const changes = await withTransaction(deps.db, async (tx) => {
    const before = await query<AmountRow>(tx, `SELECT grade, step, amount FROM salary_schedule WHERE effective_date = $1 FOR UPDATE`, [effectiveDate]);
    const old = new Map(before.map((r) => [`${r.grade}-${r.step}`, r.amount]));
    const made = body.cells.map((c) => ({ ...c, before: old.get(`${c.grade}-${c.step}`) ?? null })).filter((c) => c.before !== c.amount);
    for (const c of made)
      await query(
        tx,
        `INSERT INTO salary_schedule (grade, step, amount, effective_date, tranche) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (grade, step, effective_date) DO UPDATE SET amount = EXCLUDED.amount`,
        [c.grade, c.step, c.amount, effectiveDate, schedule.tranche],
      );
    const grades = [...new Set(made.map((c) => c.grade))];
    const rows = await query<AmountRow>(
      tx,
      `SELECT grade, step, amount FROM salary_schedule WHERE effective_date = $1 AND grade = ANY($2) ORDER BY grade, step`,
      [effectiveDate, grades],
    );
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
