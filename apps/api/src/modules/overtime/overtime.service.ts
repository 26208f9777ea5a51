import type { RequestHandler } from '../../lib/module';
import type {
  TAttendanceRequestQuery,
  TMakeupClassBody,
  TOvertimeAnswer,
  TOvertimeBody,
  TOvertimeList,
  TOvertimeRequest,
  TOvertimeSaved,
  TRequestSummary,
  TRequestType,
} from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { SqlParams } from '../../lib/sql';
import { toMinutes } from '../../domain/manila-time';
import { roundHours } from '../../domain/coc';
import { clockTime, hours, line, longDate } from '../../lib/words';
import { maySeeRequestOf, mirrorStatus, scopeOfPerson, fileRequestWithRow, type RequestScope } from '../approvals';
import { creditOvertime } from './credits.service';
import * as repo from './overtime.repo';

// Overtime and faculty make-up classes (SPEC.md §2 My Account overtime, eDATS overtime, Department
// head overtime, /faculty/edats). Overtime goes head → HR and, once served, earns compensatory
// overtime credits; a make-up class goes head → the VPAA's office and earns nothing (it replaces a class).

/** The attendance office sees and recomputes everyone's overtime. */
export const OVERTIME_OFFICE = ['EDATSADMIN'] as const;
/** The VPAA's office sees every make-up class (and so does the attendance office). */
export const MAKEUP_OFFICE = ['EDATSADMIN', 'EDATSOVPAA'] as const;
/** Overtime authorised after the fact is common, but not for days long gone. */
export const OVERTIME_FILING_WINDOW_DAYS = 30;
export const OVERTIME_MAX_MINUTES = 16 * 60;
const NOT_FOUND = 'The overtime request was not found.';

export type OvertimeKind = 'overtime' | 'makeup';
const officeOf = (kind: OvertimeKind | undefined) => (kind === 'makeup' ? MAKEUP_OFFICE : OVERTIME_OFFICE);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function present(row: repo.OvertimeRow): TOvertimeRequest {
  return {
    id: row.id,
    personnel: { id: row.personnel_id, idno: row.idno, fullname: row.fullname, department: row.department },
    kind: row.kind,
    date: row.date,
    start_time: row.start_time,
    end_time: row.end_time,
    purpose: row.purpose,
    details: row.details,
    status: row.status,
    approval_request_id: row.approval_request_id,
    served_minutes: row.served_minutes,
    served_hours: row.served_minutes == null ? null : Math.round((row.served_minutes / 60) * 100) / 100,
    served_computed_at: row.served_computed_at,
    credit: row.credit,
    created_at: row.created_at,
  };
}

/** The date and hours rules both kinds share; refusals name the field the form shows them on. */
async function refuseImpossible(deps: Deps, personnelId: number, body: { date: string; start_time: string; end_time: string }) {
  const today = deps.clock.today();
  if (daysBetween(body.date, today) > OVERTIME_FILING_WINDOW_DAYS)
    throw AppError.validation('date', `The date must not be more than ${OVERTIME_FILING_WINDOW_DAYS} days ago.`);
  if (toMinutes(body.end_time) - toMinutes(body.start_time) > OVERTIME_MAX_MINUTES)
    throw AppError.validation('end_time', 'The overtime must not be longer than 16 hours.');
  const clash = await repo.overlapping(deps.db, personnelId, body.date, body.start_time, body.end_time);
  if (clash) {
    const what = clash.kind === 'makeup' ? 'make-up class' : 'overtime';
    throw AppError.validation('start_time', `This overlaps your ${clash.status} ${what} of that day from ${clash.start_time} to ${clash.end_time}.`);
  }
}

/** Inserts the row, starts its chain and links them; when the chain cannot start, the row goes too. */
async function file(deps: Deps, actor: Actor, values: Omit<repo.NewOvertime, 'personnelId'>, type: TRequestType, title: string) {
  if (!actor.personnelId) throw AppError.validation('date', 'Your account has no personnel record; ask the HR office to link one before filing.');
  await refuseImpossible(deps, actor.personnelId, { date: values.date, start_time: values.startTime, end_time: values.endTime });
  const personnelId = actor.personnelId;
  const { rowId: id } = await fileRequestWithRow(
    deps,
    'overtime_requests',
    (tx) => repo.insert(tx, { personnelId, ...values }),
    (id) => ({ type, requesterUserId: actor.userId, title, link: `/account/overtime/${id}` }),
  );
  const row = (await repo.find(deps.db, id))!;
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'create',
    entity: 'overtime_request',
    entityId: id,
    after: { kind: values.kind, date: values.date, start_time: values.startTime, end_time: values.endTime, purpose: values.purpose, details: values.details },
    ip: actor.ip,
  });
  return row;
}

/** Files overtime for one day (department head, then HR). */
export async function fileOvertime(deps: Deps, actor: Actor, body: TOvertimeBody): Promise<TOvertimeSaved> {
  const row = await file(
    deps,
    actor,
    { kind: 'overtime', date: body.date, startTime: body.start_time, endTime: body.end_time, purpose: body.purpose, details: null },
    'overtime',
    `Overtime on ${body.date}, ${body.start_time}–${body.end_time}`,
  );
  return { message: 'Your overtime request has been sent to your department head.', overtime_request: present(row) };
}

/** Files a make-up class (department head, then the VPAA's office). */
export async function fileMakeupClass(deps: Deps, actor: Actor, body: TMakeupClassBody): Promise<TOvertimeSaved> {
  const details = { subject: body.subject, section: body.section, room: body.room ?? '', date_missed: body.date_missed };
  const row = await file(
    deps,
    actor,
    { kind: 'makeup', date: body.date, startTime: body.start_time, endTime: body.end_time, purpose: body.purpose, details },
    'makeup_class',
    `Make-up class ${body.subject} ${body.section} on ${body.date}`,
  );
  return { message: 'Your make-up class request has been sent to your department head.', overtime_request: present(row) };
}

/** Mine, the departments I head, or everyone's (the attendance office; the VPAA's office for make-up classes). */
export async function listRequests(
  deps: Deps,
  actor: Actor,
  scope: RequestScope,
  q: TAttendanceRequestQuery & { kind?: OvertimeKind },
): Promise<TOvertimeList> {
  const params = new SqlParams();
  const sql = await scopeOfPerson(deps, actor, { ...q, scope }, officeOf(q.kind), params, { entity: 'overtime_request', what: 'overtime and make-up classes' });
  const { rows, total } = await repo.list(deps.db, { sql, params }, { ...q, term: q.term && q.term.length > 2 ? q.term : undefined });
  return { overtime_requests: rows.map(present), meta: { page: q.page, per_page: q.per_page, total } };
}

/** One request, to whoever may see it (404 otherwise: no probing). */
export async function mustSee(deps: Deps, actor: Actor, id: number) {
  const row = await repo.find(deps.db, id);
  if (!row || !(await maySeeRequestOf(deps.db, actor, row.personnel_id, officeOf(row.kind)))) throw AppError.notFound(NOT_FOUND);
  return row;
}

export async function getRequest(deps: Deps, actor: Actor, id: number): Promise<TOvertimeAnswer> {
  return { overtime_request: present(await mustSee(deps, actor, id)) };
}

/** HR recomputes the served time (punches may have arrived late); the one credit row is rewritten. */
export async function recompute(deps: Deps, actor: Actor, id: number): Promise<TOvertimeSaved> {
  const row = await repo.find(deps.db, id);
  if (!row) throw AppError.notFound(NOT_FOUND);
  if (row.kind !== 'overtime') throw AppError.validation('id', 'Make-up classes earn no compensatory overtime credits.');
  if (row.status !== 'approved') throw AppError.validation('id', 'Only approved overtime earns credits.');
  if (row.date >= deps.clock.today()) throw AppError.validation('id', 'The served time is worked out once the day has passed.');
  const before = { served_minutes: row.served_minutes, hours: row.credit?.hours ?? null };
  const after = await creditOvertime(deps, row);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'recompute', entity: 'overtime_request', entityId: id, before, after, ip: actor.ip });
  return {
    message: `Served ${(after.served_minutes / 60).toFixed(2)} hours; ${after.hours.toFixed(2)} hours of COC credited.`,
    overtime_request: present((await repo.find(deps.db, id))!),
  };
}

async function onDecided(deps: Deps, request: { id: number }, outcome: string) {
  await mirrorStatus(deps.db, 'overtime_requests', request.id, outcome);
  if (outcome !== 'approved') return;
  const row = await repo.findByApprovalRequest(deps.db, request.id);
  // A day still to come is credited by the hourly job once it has passed.
  if (row?.kind === 'overtime' && row.date < deps.clock.today()) await creditOvertime(deps, row);
}
/** The approval drawer's summary: the day, the hours and the work; overtime shows the COC the person holds today. */
async function describe(deps: Deps, request: { id: number }): Promise<TRequestSummary> {
  const row = await repo.findByApprovalRequest(deps.db, request.id);
  if (!row) return { facts: [], balances: [], certification: null };
  const minutes = toMinutes(row.end_time) - toMinutes(row.start_time);
  const d = row.details ?? {};
  const facts = [
    ...line('Employee', row.fullname),
    ...line('Department', row.department),
    ...line('Date', longDate(row.date)),
    ...line('Hours', `${clockTime(row.start_time)} to ${clockTime(row.end_time)} (${hours(minutes / 60)})`),
    ...line(row.kind === 'makeup' ? 'Class to make up' : 'Work to be done', row.purpose),
    ...line('Subject', d.subject),
    ...line('Section', d.section),
    ...line('Room', d.room),
    ...line('Date of the missed class', d.date_missed ? longDate(d.date_missed) : null),
    ...(row.served_minutes === null ? [] : line('Served', hours(row.served_minutes / 60))),
  ];
  if (row.kind === 'makeup') return { facts, balances: [], certification: null };
  const balance = roundHours(await repo.balanceOf(deps.db, row.personnel_id, deps.clock.today()));
  return { facts, balances: line('COC', hours(balance)), certification: null };
}
export const overtimeRequestHandler: RequestHandler = { onDecided, describe };
