import type { z } from 'zod';
import {
  ZForcedLeaveSchedule,
  ZServiceCreditEntry,
  type TForcedLeaveList,
  type TServiceCredits,
  type ZForcedLeaveDecisionBody,
  type ZForcedLeaveQuery,
  type TForcedLeaveScheduleBody,
  type TServiceCreditBody,
} from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { hasAnyView, type Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { execute, query, queryOne } from '../../lib/query';
import { personRefSql, SqlParams } from '../../lib/sql';
import { FORCED_LEAVE_DAYS, FORCED_LEAVE_THRESHOLD } from '../../domain/leave-ledger';
import { isoWeekday } from '../../domain/manila-time';
import { notify } from '../notifications';
import { maySeeRequestOf, scopeCondition } from '../approvals';
import { currentBalances, LEAVE_OFFICE, mustSeeLeaveOf, refreshPeople } from './ledger.service';

// Forced (mandatory) leave schedules and faculty service credits: the two ledgers beside the leave card.

const SCHEDULE_SELECT = `
  SELECT s.id, s.personnel_id, s.year, s.dates, s.status, s.remarks, s.decided_at, s.created_at,
         coalesce(b.vl, 0)::float8 AS vl_balance, greatest(0, ${FORCED_LEAVE_DAYS} - coalesce(b.forced_leave_remaining, ${FORCED_LEAVE_DAYS}))::float8 AS taken_this_year,
         ${personRefSql()} AS personnel
    FROM forced_leave_schedules s JOIN personnel p ON p.id = s.personnel_id
    LEFT JOIN departments d ON d.id = p.department_id LEFT JOIN leave_balances b ON b.personnel_id = p.id`;

export async function listSchedules(deps: Deps, actor: Actor, q: z.infer<typeof ZForcedLeaveQuery>): Promise<TForcedLeaveList> {
  const params = new SqlParams();
  const where = [scopeCondition(actor, q.scope, LEAVE_OFFICE, params)];
  where.push(`s.year = ${params.add(q.year ?? Number(deps.clock.today().slice(0, 4)))}`);
  if (q.personnel_id) where.push(`s.personnel_id = ${params.add(q.personnel_id)}`);
  if (q.department_id) where.push(`p.department_id = ${params.add(q.department_id)}`);
  const rows = await query(deps.db, ZForcedLeaveSchedule, `${SCHEDULE_SELECT} WHERE ${where.join(' AND ')} ORDER BY lower(p.last_name), p.id`, params.values);
  const eligible = q.scope === 'mine' && actor.personnelId ? (await currentBalances(deps, actor.personnelId)).vl >= FORCED_LEAVE_THRESHOLD : undefined;
  return { schedules: rows, eligible };
}

/** The employee's 5 days for the year: working days of that year, only for someone with 10 or more days of VL. */
export async function scheduleForcedLeave(deps: Deps, actor: Actor, body: TForcedLeaveScheduleBody) {
  const personnelId = body.personnel_id ?? actor.personnelId;
  if (!personnelId) throw AppError.validation('personnel_id', 'Your account has no personnel record.');
  if (personnelId !== actor.personnelId && !hasAnyView(actor, LEAVE_OFFICE))
    throw AppError.validation('personnel_id', 'You may only schedule your own forced leave.');
  const dates = [...new Set(body.dates)].sort();
  if (dates.length !== FORCED_LEAVE_DAYS) throw AppError.validation('dates', `Choose ${FORCED_LEAVE_DAYS} different days.`);
  if (dates.some((d) => !d.startsWith(`${body.year}-`))) throw AppError.validation('dates', `Every day must fall in ${body.year}.`);
  if (dates.some((d) => ['6', '7'].includes(isoWeekday(d)))) throw AppError.validation('dates', 'Choose working days, not Saturdays or Sundays.');
  if (dates[0]! < deps.clock.today()) throw AppError.validation('dates', 'The days must not be in the past.');
  const balances = await currentBalances(deps, personnelId);
  if (balances.vl < FORCED_LEAVE_THRESHOLD)
    throw AppError.validation(
      'dates',
      `Forced leave is for those with ${FORCED_LEAVE_THRESHOLD} or more days of vacation leave; the balance is ${balances.vl.toFixed(3)}.`,
    );
  const existing = await queryOne<{ id: number; status: string }>(
    deps.db,
    `SELECT id, status FROM forced_leave_schedules WHERE personnel_id = $1 AND year = $2`,
    [personnelId, body.year],
  );
  if (existing && existing.status !== 'pending') throw AppError.validation('dates', `The ${body.year} schedule is already ${existing.status}.`);
  const saved = await queryOne<{ id: number }>(
    deps.db,
    `INSERT INTO forced_leave_schedules (personnel_id, year, dates, status) VALUES ($1, $2, $3, 'pending')
     ON CONFLICT (personnel_id, year) DO UPDATE SET dates = EXCLUDED.dates RETURNING id`,
    [personnelId, body.year, JSON.stringify(dates)],
  );
  const id = saved!.id;
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: existing ? 'update' : 'create',
    entity: 'forced_leave_schedule',
    entityId: id,
    after: { year: body.year, dates },
    ip: actor.ip,
  });
  await notifyHead(deps, personnelId, body.year);
  return { message: 'Your forced leave schedule has been sent to your head.', schedule: (await scheduleById(deps, id))! };
}

async function notifyHead(deps: Deps, personnelId: number, year: number) {
  const heads = await query<{ id: number }>(
    deps.db,
    `SELECT u.id FROM personnel p JOIN departments d ON d.id = p.department_id JOIN users u ON u.personnel_id IN (d.head_personnel_id, d.oic_personnel_id)
      WHERE p.id = $1 AND u.personnel_id <> p.id`,
    [personnelId],
  );
  for (const r of heads)
    await notify(
      deps,
      { userId: r.id },
      { title: 'Forced leave schedule to approve', description: `A ${year} forced leave schedule waits for you.`, link: '/department/edats/Leave?tab=forced' },
    );
}

async function scheduleById(deps: Deps, id: number) {
  return queryOne(deps.db, ZForcedLeaveSchedule, `${SCHEDULE_SELECT} WHERE s.id = $1`, [id]);
}

/** The head (or OIC, or the leave office) approves the schedule or cancels it for the needs of the service. */
export async function decideSchedule(deps: Deps, actor: Actor, id: number, body: z.infer<typeof ZForcedLeaveDecisionBody>) {
  const schedule = await scheduleById(deps, id);
  const mayDecide = schedule && schedule.personnel_id !== actor.personnelId && (await maySeeRequestOf(deps.db, actor, schedule.personnel_id, LEAVE_OFFICE));
  if (!schedule || !mayDecide) throw AppError.notFound('The forced leave schedule was not found.');
  if (schedule.status === 'cancelled') throw AppError.validation('action', 'This schedule was already cancelled.');
  const status = body.action === 'approve' ? 'approved' : 'cancelled';
  await execute(deps.db, `UPDATE forced_leave_schedules SET status = $2, remarks = $3, decided_by_user_id = $4, decided_at = $5 WHERE id = $1`, [
    id,
    status,
    body.remarks ?? null,
    actor.userId,
    deps.clock.now(),
  ]);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: status,
    entity: 'forced_leave_schedule',
    entityId: id,
    before: { status: schedule.status },
    after: { status, remarks: body.remarks },
    ip: actor.ip,
  });
  await notify(
    deps,
    { personnelId: schedule.personnel_id },
    {
      title: status === 'approved' ? 'Forced leave schedule approved' : 'Forced leave cancelled for the needs of the service',
      description:
        status === 'approved'
          ? `Your ${schedule.year} forced leave days were approved; file them as forced leave.`
          : `Your ${schedule.year} forced leave was cancelled: ${body.remarks}. These days are not forfeited.`,
      link: `/account/force-leave-schedule/${schedule.personnel_id}/${schedule.year}/0/employee`,
    },
  );
  await refreshPeople(deps, [schedule.personnel_id]);
  return {
    message: status === 'approved' ? 'The schedule has been approved.' : 'The forced leave has been cancelled for the needs of the service.',
    schedule: (await scheduleById(deps, id))!,
  };
}

// Faculty service credits.

export async function serviceCreditsOf(deps: Deps, actor: Actor, personnelId: number | undefined): Promise<TServiceCredits> {
  const id = personnelId ?? actor.personnelId;
  if (!id) return { entries: [], balance: 0 };
  await mustSeeLeaveOf(deps, actor, id);
  const rows = await query(
    deps.db,
    ZServiceCreditEntry,
    `SELECT id, entry_kind, days::float8 AS days, entry_date::text, reference, remarks, leave_application_id FROM service_credits WHERE personnel_id = $1 ORDER BY entry_date, id`,
    [id],
  );
  const balance = rows.reduce((s, r) => s + (r.entry_kind === 'earned' ? r.days : -r.days), 0);
  return { entries: rows, balance: Math.round(balance * 1000) / 1000 };
}

export async function grantServiceCredits(deps: Deps, actor: Actor, body: TServiceCreditBody) {
  const person = await queryOne<{ employment_kind: string }>(deps.db, `SELECT employment_kind FROM personnel WHERE id = $1`, [body.personnel_id]);
  if (!person) throw AppError.validation('personnel_id', 'The personnel record was not found.');
  if (person.employment_kind !== 'faculty') throw AppError.validation('personnel_id', 'Service credits are for faculty on the teachers’ schedule.');
  if (body.earned_on > deps.clock.today()) throw AppError.validation('earned_on', 'The date earned must not be in the future.');
  const entry = await queryOne(
    deps.db,
    ZServiceCreditEntry,
    `INSERT INTO service_credits (personnel_id, entry_kind, days, entry_date, reference, remarks, created_by_user_id) VALUES ($1, 'earned', $2, $3, $4, $5, $6)
     RETURNING id, entry_kind, days::float8 AS days, entry_date::text, reference, remarks, leave_application_id`,
    [body.personnel_id, body.days, body.earned_on, body.reference, body.remarks ?? null, actor.userId],
  );
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'service_credit', entityId: entry!.id, after: body, ip: actor.ip });
  await refreshPeople(deps, [body.personnel_id]);
  return { message: 'The service credits have been recorded.', entry: entry! };
}
