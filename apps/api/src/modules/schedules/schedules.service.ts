import type {
  TMessage,
  TPersonSchedules,
  TScheduleAssigned,
  TScheduleAssignees,
  TScheduleAssignment,
  TScheduleAssignmentBody,
  TScheduleOptions,
  TWorkScheduleBody,
  TWorkScheduleList,
  TWorkScheduleSaved,
} from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { hasAnyView, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { headsPersonOf } from '../dtr';
import * as repo from './schedules.repo';

// Work schedules (eDATS admin) and who follows which from when. The DTR reads the same rows.

export const MANAGE_SCHEDULES = ['EDATSADMIN'] as const;
const PERSON_NOT_FOUND = 'The personnel record was not found.';

async function mustFind(deps: Deps, id: number) {
  const row = await repo.findSchedule(deps.db, id);
  if (!row) throw AppError.notFound('The work schedule was not found.');
  return row;
}

export async function listSchedules(deps: Deps): Promise<TWorkScheduleList> {
  return { work_schedules: await repo.listSchedules(deps.db) };
}

/** What an employee may ask for: every schedule with its hours, no counts (the list itself is the eDATS admin's). */
export async function scheduleOptions(deps: Deps): Promise<TScheduleOptions> {
  const rows = await repo.listSchedules(deps.db);
  return { work_schedules: rows.map(({ id, name, kind, definition, is_default }) => ({ id, name, kind, definition, is_default })) };
}

/** The people a schedule is assigned to, for the editor's "Assigned personnel". */
export async function assigneesOf(deps: Deps, id: number): Promise<TScheduleAssignees> {
  await mustFind(deps, id);
  return { assignments: await repo.assignmentsOfSchedule(deps.db, id) };
}

export async function createSchedule(deps: Deps, actor: Actor, body: TWorkScheduleBody): Promise<TWorkScheduleSaved> {
  if (await repo.nameTaken(deps.db, body.name)) throw AppError.validation('name', 'The name has already been taken.');
  const id = await repo.insertSchedule(deps.db, body);
  if (body.is_default) await repo.makeDefault(deps.db, id);
  const after = await mustFind(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'work_schedules', entityId: id, after, ip: actor.ip });
  return { message: 'The work schedule has been saved.', work_schedule: after };
}

export async function updateSchedule(deps: Deps, actor: Actor, id: number, body: TWorkScheduleBody): Promise<TWorkScheduleSaved> {
  const before = await mustFind(deps, id);
  if (await repo.nameTaken(deps.db, body.name, id)) throw AppError.validation('name', 'The name has already been taken.');
  // Unsetting the flag would leave nobody's fallback: the default moves only by making another one the default.
  if (before.is_default && body.is_default === false)
    throw AppError.validation('is_default', 'This is the default schedule; make another schedule the default instead.');
  await repo.updateSchedule(deps.db, id, body);
  if (body.is_default && !before.is_default) await repo.makeDefault(deps.db, id);
  const after = await mustFind(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'work_schedules', entityId: id, before, after, ip: actor.ip });
  return { message: 'The work schedule has been updated.', work_schedule: after };
}

export async function deleteSchedule(deps: Deps, actor: Actor, id: number): Promise<TMessage> {
  const before = await mustFind(deps, id);
  if (before.is_default) throw AppError.validation('id', 'The default schedule cannot be deleted; make another schedule the default first.');
  if (before.assigned > 0) {
    throw AppError.validation(
      'id',
      `This schedule cannot be deleted: it is assigned to personnel (${before.assigned} ${before.assigned === 1 ? 'assignment' : 'assignments'}), and past daily time records depend on it.`,
    );
  }
  await repo.deleteSchedule(deps.db, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'work_schedules', entityId: id, before, ip: actor.ip });
  return { message: 'The work schedule has been deleted.' };
}

/** A person's assignments, newest first, and the schedule that applies today (the default when none does). */
export async function assignmentsOf(deps: Deps, actor: Actor, personnelId: number): Promise<TPersonSchedules> {
  const allowed =
    actor.personnelId === personnelId ||
    hasAnyView(actor, MANAGE_SCHEDULES) ||
    (actor.personnelId !== null && (await headsPersonOf(deps.db, actor.personnelId, personnelId)));
  if (!allowed || !(await repo.personnelExists(deps.db, personnelId))) throw AppError.notFound(PERSON_NOT_FOUND);
  const today = deps.clock.today();
  const assignments = await repo.assignmentsOf(deps.db, personnelId);
  const current = assignments.find((a) => a.effective_from <= today && (a.effective_to === null || a.effective_to >= today));
  const fallback = current ? null : (await repo.listSchedules(deps.db)).find((s) => s.is_default);
  const applies_today = current
    ? { schedule_id: current.schedule_id, name: current.schedule_name, kind: current.kind, assignment_id: current.id, is_default: false }
    : fallback
      ? { schedule_id: fallback.id, name: fallback.name, kind: fallback.kind, assignment_id: null, is_default: true }
      : null;
  return { assignments, applies_today };
}

/**
 * Gives a person a schedule from a date. An open assignment that began earlier is closed the day before;
 * one left open from a later date would swallow this one, so that is refused with the date to fix.
 * Shared by HR's assignment and an approved employee request (actorUserId null then: the chain decided).
 */
export async function assign(
  deps: Deps,
  by: { actorUserId: number | null; ip?: string },
  personnelId: number,
  body: TScheduleAssignmentBody,
): Promise<TScheduleAssignment> {
  if (!(await repo.personnelExists(deps.db, personnelId))) throw AppError.notFound(PERSON_NOT_FOUND);
  if (!(await repo.findSchedule(deps.db, body.schedule_id))) throw AppError.validation('schedule_id', 'The selected schedule is invalid.');
  const to = body.effective_to ?? null;
  const later = (await repo.openFrom(deps.db, personnelId, body.effective_from)).find((a) => to === null || a.effective_from <= to);
  if (later) {
    throw AppError.validation(
      'effective_from',
      `An open assignment (${later.schedule_name}) already starts on ${later.effective_from}; give this one an end date before then, or close that one first.`,
    );
  }
  const closed = await repo.closeOpenBefore(deps.db, personnelId, body.effective_from);
  const id = await repo.insertAssignment(deps.db, { personnelId, scheduleId: body.schedule_id, from: body.effective_from, to });
  const after = await repo.findAssignment(deps.db, id);
  await writeAudit(deps.db, {
    actorUserId: by.actorUserId,
    action: 'create',
    entity: 'personnel_schedules',
    entityId: id,
    before: closed.length ? { closed } : null,
    after,
    ip: by.ip,
  });
  return after!;
}

export async function assignSchedule(deps: Deps, actor: Actor, personnelId: number, body: TScheduleAssignmentBody): Promise<TScheduleAssigned> {
  const assignment = await assign(deps, { actorUserId: actor.userId, ip: actor.ip }, personnelId, body);
  return { message: 'The work schedule has been assigned.', assignment };
}
