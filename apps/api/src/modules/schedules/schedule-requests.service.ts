import type { RequestHandler } from '../../lib/module';
import type { TRequestStatus, TScheduleRequestAnswer, TScheduleRequestBody, TScheduleRequestList, TScheduleRequestSaved } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { startRequest } from '../approvals';
import type { RequestRow } from '../approvals';
import type { Outcome } from '../approvals';
import { notify } from '../notifications';
import { maySeeRequestOf, scopeOfPerson, type RequestScope } from '../approvals';
import { SqlParams } from '../../lib/sql';
import { assign, MANAGE_SCHEDULES } from './schedules.service';
import * as repo from './schedules.repo';
import { longDate } from '../../lib/words';
import * as requestsRepo from './schedule-requests.repo';

// An employee asks for a work schedule; it goes through the work_schedule approval chain (department
// head, then HR) and becomes a personnel_schedules row only when approved.
//
// Where the request's values live: there is no table for pending schedule requests and this issue adds
// no migration, and a pending personnel_schedules row would already change the DTR. So the requested
// {personnel_id, schedule_id, effective_from, reason} are written once, when the request starts, as the
// `after` of an audit_log row (entity 'work_schedule_request', entity_id = the approval request's id,
// action 'request'). onDecided and "my requests" read them back from there; audit rows are never edited.

export async function requestSchedule(deps: Deps, actor: Actor, body: TScheduleRequestBody): Promise<TScheduleRequestSaved> {
  if (!actor.personnelId)
    throw AppError.validation('schedule_id', 'Your account has no personnel record; ask the HR office to link one before requesting a schedule.');
  const schedule = await repo.findSchedule(deps.db, body.schedule_id);
  if (!schedule) throw AppError.validation('schedule_id', 'The selected schedule is invalid.');
  const request = await startRequest(deps, {
    type: 'work_schedule',
    requesterUserId: actor.userId,
    subjectId: actor.personnelId,
    title: `Work schedule "${schedule.name}" from ${longDate(body.effective_from)}`,
    link: '/account/work-schedules',
  });
  // The request's own page is only known once it has an id; requester, head and HR all open it there.
  await requestsRepo.setLink(deps.db, request.id, `/account/work-schedules/${request.id}`);
  const values: repo.RequestedSchedule = {
    personnel_id: actor.personnelId,
    schedule_id: schedule.id,
    effective_from: body.effective_from,
    reason: body.reason,
  };
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'request',
    entity: 'work_schedule_request',
    entityId: request.id,
    after: values,
    ip: actor.ip,
  });
  return {
    message: 'Your request has been sent to your department head.',
    request: { id: request.id, status: request.status, title: request.title, ...values },
  };
}

export type TScheduleRequestQuery = { scope: RequestScope; status?: TRequestStatus; term?: string; page: number; per_page: number };

/** Schedule requests the caller may list: their own, their department's (head or OIC), or all (eDATS admin). */
export async function listRequests(deps: Deps, actor: Actor, q: TScheduleRequestQuery): Promise<TScheduleRequestList> {
  const params = new SqlParams();
  const scopeSql = await scopeOfPerson(deps, actor, q, MANAGE_SCHEDULES, params, { entity: 'work_schedule_request', what: 'work schedule requests' });
  const { rows, total } = await requestsRepo.listRequests(deps.db, params, { scopeSql, status: q.status, term: q.term, page: q.page, perPage: q.per_page });
  return { requests: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

/** One request with the schedule asked for; 404 unless it is the caller's, their department's or they are the eDATS admin. */
export async function getRequest(deps: Deps, actor: Actor, id: number): Promise<TScheduleRequestAnswer> {
  const request = await requestsRepo.findRequest(deps.db, id);
  if (!request || !(await maySeeRequestOf(deps.db, actor, request.personnel.id, MANAGE_SCHEDULES)))
    throw AppError.notFound('The work schedule request was not found.');
  return { request };
}

/** Approved: the schedule is assigned from the requested date. A refusal to assign is told, not thrown (the chain has decided). */
async function onDecided(deps: Deps, request: RequestRow, outcome: Outcome) {
  if (outcome !== 'approved') return;
  const values = await repo.requestedValues(deps.db, request.id);
  if (!values) return;
  const to = { personnelId: values.personnel_id };
  try {
    const assignment = await assign(deps, { actorUserId: null }, values.personnel_id, {
      schedule_id: values.schedule_id,
      effective_from: values.effective_from,
    });
    await notify(deps, to, {
      title: 'Your work schedule is set',
      description: `${assignment.schedule_name} applies to you from ${assignment.effective_from}.`,
      link: '/account/work-schedules',
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await writeAudit(deps.db, {
      actorUserId: null,
      action: 'assign_failed',
      entity: 'work_schedule_request',
      entityId: request.id,
      after: { reason: err.message },
    });
    await notify(deps, to, {
      title: 'Your approved work schedule could not be set',
      description: `${request.title}: ${err.message} Ask the HR office to assign it.`,
      link: '/account/work-schedules',
    });
  }
}
export const scheduleRequestHandler: RequestHandler = { onDecided };
