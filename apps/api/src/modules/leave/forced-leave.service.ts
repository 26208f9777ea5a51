import type { z } from 'zod';
import {
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
import { FORCED_LEAVE_DAYS, FORCED_LEAVE_THRESHOLD } from '../../domain/leave-ledger';
import { isoWeekday } from '../../domain/manila-time';
import { notify } from '../notifications';
import { maySeeRequestOf, scopeCondition } from '../approvals';
import { currentBalances, LEAVE_OFFICE, mustSeeLeaveOf, refreshPeople } from './ledger.service';
import * as repo from './forced-leave.repo';

// Forced (mandatory) leave schedules and faculty service credits: the two ledgers beside the leave card.

export async function listSchedules(deps: Deps, actor: Actor, q: z.infer<typeof ZForcedLeaveQuery>): Promise<TForcedLeaveList> {
  const rows = await repo.schedulesOf(deps.db, (params) => scopeCondition(actor, q.scope, LEAVE_OFFICE, params), {
    year: q.year ?? Number(deps.clock.today().slice(0, 4)),
    personnelId: q.personnel_id,
    departmentId: q.department_id,
  });
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
  const existing = await repo.scheduleOfYear(deps.db, personnelId, body.year);
  if (existing && existing.status !== 'pending') throw AppError.validation('dates', `The ${body.year} schedule is already ${existing.status}.`);
  const id = await repo.saveSchedule(deps.db, personnelId, body.year, dates);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: existing ? 'update' : 'create',
    entity: 'forced_leave_schedule',
    entityId: id,
    after: { year: body.year, dates },
    ip: actor.ip,
  });
  await notifyHead(deps, personnelId, body.year);
  return { message: 'Your forced leave schedule has been sent to your head.', schedule: (await repo.scheduleById(deps.db, id))! };
}

async function notifyHead(deps: Deps, personnelId: number, year: number) {
  for (const userId of await repo.headAccountsOf(deps.db, personnelId))
    await notify(
      deps,
      { userId },
      { title: 'Forced leave schedule to approve', description: `A ${year} forced leave schedule waits for you.`, link: '/department/edats/Leave?tab=forced' },
    );
}

/** The head (or OIC, or the leave office) approves the schedule or cancels it for the needs of the service. */
export async function decideSchedule(deps: Deps, actor: Actor, id: number, body: z.infer<typeof ZForcedLeaveDecisionBody>) {
  const schedule = await repo.scheduleById(deps.db, id);
  const mayDecide = schedule && schedule.personnel_id !== actor.personnelId && (await maySeeRequestOf(deps.db, actor, schedule.personnel_id, LEAVE_OFFICE));
  if (!schedule || !mayDecide) throw AppError.notFound('The forced leave schedule was not found.');
  if (schedule.status === 'cancelled') throw AppError.validation('action', 'This schedule was already cancelled.');
  const status = body.action === 'approve' ? 'approved' : 'cancelled';
  await repo.decideSchedule(deps.db, id, { status, remarks: body.remarks ?? null, byUserId: actor.userId, at: deps.clock.now() });
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
    schedule: (await repo.scheduleById(deps.db, id))!,
  };
}

// Faculty service credits.

export async function serviceCreditsOf(deps: Deps, actor: Actor, personnelId: number | undefined): Promise<TServiceCredits> {
  const id = personnelId ?? actor.personnelId;
  if (!id) return { entries: [], balance: 0 };
  await mustSeeLeaveOf(deps, actor, id);
  const rows = await repo.serviceCreditsOf(deps.db, id);
  const balance = rows.reduce((s, r) => s + (r.entry_kind === 'earned' ? r.days : -r.days), 0);
  return { entries: rows, balance: Math.round(balance * 1000) / 1000 };
}

export async function grantServiceCredits(deps: Deps, actor: Actor, body: TServiceCreditBody) {
  const kind = await repo.employmentKindOf(deps.db, body.personnel_id);
  if (!kind) throw AppError.validation('personnel_id', 'The personnel record was not found.');
  if (kind !== 'faculty') throw AppError.validation('personnel_id', 'Service credits are for faculty on the teachers’ schedule.');
  if (body.earned_on > deps.clock.today()) throw AppError.validation('earned_on', 'The date earned must not be in the future.');
  const entry = await repo.insertEarnedCredits(deps.db, {
    personnelId: body.personnel_id,
    days: body.days,
    earnedOn: body.earned_on,
    reference: body.reference,
    remarks: body.remarks ?? null,
    byUserId: actor.userId,
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'service_credit', entityId: entry.id, after: body, ip: actor.ip });
  await refreshPeople(deps, [body.personnel_id]);
  return { message: 'The service credits have been recorded.', entry };
}
