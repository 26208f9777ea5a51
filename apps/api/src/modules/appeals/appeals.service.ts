import type { RequestHandler } from '../../lib/module';
import type { TAppeal, TAppealAnswer, TAppealList, TAppealSaved, TAttendanceRequestQuery, TRequestSummary, TTimeLogAppealBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { signedFileUrl } from '../../lib/signed-files';
import { SqlParams } from '../../lib/sql';
import { claimUpload } from '../../lib/uploads';
import { clockTime, line, longDate } from '../../lib/words';
import { maySeeRequestOf, mirrorStatus, scopeOfPerson, fileRequestWithRow, type RequestScope } from '../approvals';
import { departmentMonth } from '../dtr';
import * as repo from './appeals.repo';

// Time-log appeals (SPEC.md §2 My Account time-log-appeals): an employee asks that a day's missing or
// wrong punch be corrected. The department head recommends and HR approves through the approval
// chain; only then does the DTR take the corrected times (dtr.repo reads approved appeals).

/** The attendance office reads and acts on everyone's appeals. */
export const APPEAL_OFFICE = ['EDATSADMIN'] as const;
/** How far back an appeal may go: the DTRs of older months have long been submitted and paid. */
export const APPEAL_WINDOW_DAYS = 60;
const LINK_SECONDS = 600;
const NOT_FOUND = 'The time-log appeal was not found.';

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function present(deps: Deps, row: repo.AppealRow): TAppeal {
  return {
    id: row.id,
    personnel: { id: row.personnel_id, idno: row.idno, fullname: row.fullname, department: row.department },
    date: row.date,
    am_in: row.am_in,
    am_out: row.am_out,
    pm_in: row.pm_in,
    pm_out: row.pm_out,
    reason: row.reason,
    attachment_url: row.attachment_key ? signedFileUrl(deps, row.attachment_key, { ttlSeconds: LINK_SECONDS }) : null,
    status: row.status,
    approval_request_id: row.approval_request_id,
    created_at: row.created_at,
  };
}

export async function fileAppeal(deps: Deps, actor: Actor, body: TTimeLogAppealBody): Promise<TAppealSaved> {
  if (!actor.personnelId) throw AppError.validation('date', 'Your account has no personnel record; ask the HR office to link one before filing an appeal.');
  const today = deps.clock.today();
  if (body.date > today) throw AppError.validation('date', 'The date must not be in the future: appeal a day that has passed.');
  if (daysBetween(body.date, today) > APPEAL_WINDOW_DAYS)
    throw AppError.validation('date', `An appeal must be filed within ${APPEAL_WINDOW_DAYS} days of the day.`);
  if (await repo.pendingOn(deps.db, actor.personnelId, body.date))
    throw AppError.validation('date', 'You already have a pending appeal for this day; wait for it to be decided or cancel it.');

  let attachmentKey: string | null = null;
  if (body.attachment_path) {
    const upload = await claimUpload(deps.db, body.attachment_path, actor.userId);
    if (!upload) throw AppError.validation('attachment_path', 'The uploaded file was not found; upload it again.');
    attachmentKey = upload.storage_key;
  }
  const personnelId = actor.personnelId;
  const { rowId: id } = await fileRequestWithRow(
    deps,
    'time_log_appeals',
    (tx) => repo.insert(tx, { personnelId, ...body, attachmentKey }),
    (id) => ({
      type: 'time_log_appeal',
      requesterUserId: actor.userId,
      title: `Time-log appeal for ${longDate(body.date)}`,
      link: `/account/time-log-appeals/${id}`,
    }),
  );
  const row = (await repo.find(deps.db, id))!;
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'create',
    entity: 'time_log_appeal',
    entityId: id,
    after: { ...body, attachment_path: attachmentKey },
    ip: actor.ip,
  });
  return { message: 'Your appeal has been sent to your department head.', appeal: present(deps, row) };
}

export async function listAppeals(deps: Deps, actor: Actor, scope: RequestScope, q: TAttendanceRequestQuery): Promise<TAppealList> {
  const params = new SqlParams();
  const sql = await scopeOfPerson(deps, actor, { ...q, scope }, APPEAL_OFFICE, params, { entity: 'time_log_appeal', what: 'time-log appeals' });
  const { rows, total } = await repo.list(deps.db, { sql, params }, q);
  return { appeals: rows.map((r) => present(deps, r)), meta: { page: q.page, per_page: q.per_page, total } };
}

/** One appeal with the day as the DTR shows it now, for the head and HR to compare. */
export async function getAppeal(deps: Deps, actor: Actor, id: number): Promise<TAppealAnswer> {
  const row = await repo.find(deps.db, id);
  if (!row || !(await maySeeRequestOf(deps.db, actor, row.personnel_id, APPEAL_OFFICE))) throw AppError.notFound(NOT_FOUND);
  const [dtr] = await departmentMonth(deps, [row.personnel_id], row.date.slice(0, 7));
  const day = dtr?.days.find((d) => d.date === row.date) ?? null;
  return { appeal: { ...present(deps, row), dtr_day: day } };
}

const times = (t: { am_in: string | null; am_out: string | null; pm_in: string | null; pm_out: string | null }) =>
  [
    ['AM in', t.am_in],
    ['AM out', t.am_out],
    ['PM in', t.pm_in],
    ['PM out', t.pm_out],
  ]
    .map(([label, hhmm]) => `${label} ${hhmm ? clockTime(hhmm) : '—'}`)
    .join(', ');

/** The approval drawer's summary: the day as the DTR shows it now beside the times asked for, and why. */
async function describe(deps: Deps, request: { id: number }): Promise<TRequestSummary> {
  const row = await repo.findByApprovalRequest(deps.db, request.id);
  if (!row) return { facts: [], balances: [], certification: null };
  const [dtr] = await departmentMonth(deps, [row.personnel_id], row.date.slice(0, 7));
  const day = dtr?.days.find((d) => d.date === row.date) ?? null;
  return {
    facts: [
      ...line('Employee', row.fullname),
      ...line('Department', row.department),
      ...line('Day', longDate(row.date)),
      ...line('Recorded now', day ? times(day) : null),
      ...line('Corrected times', times(row)),
      ...line('Reason', row.reason),
      ...line('Attachment', row.attachment_key ? 'Attached' : null),
    ],
    balances: [],
    certification: null,
  };
}

/** How a time-log appeal ends (registered by app.ts through the module's index). */
export const appealRequestHandler: RequestHandler = {
  // The DTR reads approved appeals from the table, so mirroring the status is the whole effect.
  onDecided: async (deps, request, outcome) => {
    await mirrorStatus(deps.db, 'time_log_appeals', request.id, outcome);
  },
  describe,
};
