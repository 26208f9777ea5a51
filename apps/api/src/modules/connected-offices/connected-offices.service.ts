import { withTransaction } from '@hris/db';
import type {
  TConnectedOffice,
  TConnectedOfficesAnswer,
  TOfficeConnectionBody,
  TOfficeConnectionList,
  TOfficeConnectionSaved,
  TMessage,
} from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import type { DecidedRequest, Outcome, RequestHandler } from '../../lib/module';
import { cancelRequest, mirrorStatus, startRequest } from '../approvals';
import { notify } from '../notifications';
import * as repo from './connected-offices.repo';

// The connected office (SPEC.md §2 /account/connectedoffice, issue 24). The offices a person belongs to come from the
// records as they stand (their department, its units, the offices they head, stand in for or keep the DTRs of); a
// connection to any other office is asked for with a reason and decided through the chain `office_connection` by THAT
// office's head or OIC (startRequest's departmentId), never by the requester's own head. An approved connection lasts
// until the person or the office's head ends it.

const LINK = '/account/connectedoffice';

const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

function why(row: repo.OfficeTieRow): string {
  switch (row.tie) {
    case 'own':
      return 'Your office';
    case 'unit':
      return 'Unit under your office';
    case 'head':
      return 'Head';
    case 'oic':
      return 'Officer-in-charge';
    case 'dtr_clerk':
      return 'DTR clerk';
    case 'connected':
      return row.since ? `Connected since ${longDate(row.since)}${row.approved_by ? ` (approved by ${row.approved_by})` : ''}` : 'Connected';
  }
}

const present = (row: repo.OfficeTieRow): TConnectedOffice => ({
  office: { id: row.id, fullname: row.fullname, acronym: row.acronym },
  tie: row.tie,
  why: why(row),
  connection_id: row.connection_id,
});

function mustBeEmployee(actor: Actor): number {
  if (!actor.personnelId) throw AppError.forbidden('Only an employee with a personnel record belongs to offices.');
  return actor.personnelId;
}

/** The caller's offices, each with why, and their requests to be connected. */
export async function mine(deps: Deps, actor: Actor): Promise<TConnectedOfficesAnswer> {
  if (!actor.personnelId) return { offices: [], requests: [] };
  const [offices, requests] = await Promise.all([repo.officesOf(deps.db, actor.personnelId), repo.requestsOf(deps.db, actor.personnelId)]);
  return { offices: offices.map(present), requests };
}

/** The offices a person acts for through approved connections (document tracking's "offices I act for"…). */
export function connectedOfficeIds(db: Deps['db'], personnelId: number): Promise<number[]> {
  return repo.connectedOfficeIds(db, personnelId);
}

/** Asks to be connected to another office: the office's head (or OIC) decides. */
export async function requestConnection(deps: Deps, actor: Actor, body: TOfficeConnectionBody): Promise<TOfficeConnectionSaved> {
  const me = mustBeEmployee(actor);
  const office = await repo.findOffice(deps.db, body.department_id);
  if (!office) throw AppError.validation('department_id', 'The selected office is invalid.');
  if (!office.is_active) throw AppError.validation('department_id', `${office.fullname} is inactive: choose an active office.`);
  const tie = (await repo.officesOf(deps.db, me)).find((o) => o.id === office.id);
  if (tie) throw AppError.validation('department_id', `You already belong to ${office.fullname} (${why(tie)}).`);
  if ((await repo.openConnection(deps.db, me, office.id)) === 'pending')
    throw AppError.validation('department_id', `You have already asked to be connected to ${office.fullname}; it waits for its head.`);
  if ((await repo.deciderIds(deps.db, office.id, me)).length === 0)
    throw AppError.validation(
      'department_id',
      `${office.fullname} has no head to decide on your request. Ask the HR office to name its head or officer-in-charge.`,
    );
  const id = await withTransaction(deps.db, async (tx) => {
    const rowId = await repo.insertConnection(tx, { personnelId: me, departmentId: office.id, reason: body.reason, now: deps.clock.now() });
    const request = await startRequest(
      deps,
      {
        type: 'office_connection',
        requesterUserId: actor.userId,
        subjectId: rowId,
        title: `Connection to ${office.fullname}`,
        link: LINK,
        departmentId: office.id,
      },
      tx,
    );
    await repo.linkRequest(tx, rowId, request.id);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'create',
      entity: 'office_connections',
      entityId: rowId,
      after: { department_id: office.id, reason: body.reason, approval_request_id: request.id },
      ip: actor.ip,
    });
    return rowId;
  });
  const connection = (await repo.findConnection(deps.db, id))!;
  return { message: `Your request to be connected to ${office.fullname} has been sent to its head.`, connection };
}

async function mustFindOwn(deps: Deps, actor: Actor, id: number) {
  const row = await repo.findConnection(deps.db, id);
  if (!row || row.personnel_id !== actor.personnelId) throw AppError.notFound('The request was not found.');
  return row;
}

/** The employee withdraws a request nobody has decided yet (the chain's cancel: the head is told it waits no more). */
export async function cancel(deps: Deps, actor: Actor, id: number): Promise<TMessage> {
  const row = await mustFindOwn(deps, actor, id);
  if (row.status !== 'pending' || !row.approval_request_id) throw AppError.validation('status', `This request is already ${row.status}.`);
  await cancelRequest(deps, actor, row.approval_request_id);
  return { message: `Your request to be connected to ${row.office.fullname} has been cancelled.` };
}

/** The employee, or the office's head or OIC, ends an approved connection today; the other side is told. */
export async function end(deps: Deps, actor: Actor, id: number): Promise<TOfficeConnectionSaved> {
  const row = await repo.findConnection(deps.db, id);
  const own = row !== null && row.personnel_id === actor.personnelId;
  const head = row !== null && !own && actor.personnelId !== null && (await repo.decidesFor(deps.db, row.office.id, actor.personnelId, row.personnel_id));
  if (!row || (!own && !head)) throw AppError.notFound('The connection was not found.');
  if (row.status !== 'approved') throw AppError.validation('status', `This connection is ${row.status}: only an approved connection can be ended.`);
  await withTransaction(deps.db, async (tx) => {
    if (!(await repo.endConnection(tx, id, deps.clock.today(), deps.clock.now())))
      throw AppError.validation('status', 'Someone ended this connection a moment ago. Reload to see it.');
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'end',
      entity: 'office_connections',
      entityId: id,
      before: { status: 'approved' },
      after: { status: 'ended', ended_on: deps.clock.today() },
      ip: actor.ip,
    });
    const notice = own
      ? {
          to: await repo.deciderUserIds(tx, row.office.id, row.personnel_id),
          title: 'A connection to your office ended',
          description: `${row.person.fullname} is no longer connected to ${row.office.fullname}.`,
        }
      : {
          to: [await repo.userIdOfPerson(tx, row.personnel_id)],
          title: 'Your connection to an office ended',
          description: `The head of ${row.office.fullname} ended your connection to the office.`,
        };
    for (const userId of notice.to) {
      if (userId === null || userId === actor.userId) continue;
      await notify(deps, { userId }, { title: notice.title, description: notice.description, link: LINK, byUserId: actor.userId }, tx);
    }
  });
  const after = (await repo.findConnection(deps.db, id))!;
  return { message: `The connection to ${row.office.fullname} has ended.`, connection: after };
}

/** The people connected to (or asking to be connected to) the offices the caller heads or stands in for; the read is audited. */
export async function people(deps: Deps, actor: Actor): Promise<TOfficeConnectionList> {
  if (!actor.personnelId) return { connections: [] };
  const connections = await repo.connectionsToOfficesOf(deps.db, actor.personnelId);
  if (connections.length)
    await auditPersonalRead(deps, actor, {
      personnelIds: connections.map((c) => c.person.id),
      entity: 'office_connections',
      what: 'People connected to the offices you head',
    });
  return { connections };
}

/** How the chain's decision ends the request: the row mirrors it (the chain already told the employee). */
export const officeConnectionHandler: RequestHandler = {
  async onDecided(deps: Deps, request: DecidedRequest, outcome: Outcome) {
    await mirrorStatus(deps.db, 'office_connections', request.id, outcome);
  },
  async describe(deps: Deps, request: DecidedRequest) {
    const row = request.subject_id ? await repo.findConnection(deps.db, request.subject_id) : null;
    if (!row) return { facts: [], balances: [], certification: null };
    return {
      facts: [
        { label: 'Office asked for', value: row.office.fullname },
        { label: "The employee's office", value: row.person.office ?? '—' },
        { label: 'Reason', value: row.reason },
      ],
      balances: [],
      certification: null,
    };
  },
};
