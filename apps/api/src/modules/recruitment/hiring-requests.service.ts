import type { RequestHandler } from '../../lib/module';
import type { THiringRequest, THiringRequestBody, TRequestSummary } from '@hris/contracts';
import { mustFindVacantItem } from '../plantilla';
import { AppError } from '../../lib/app-error';
import { hasAnyView, type Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { line } from '../../lib/words';
import type { RequestRow } from '../approvals';
import type { Outcome } from '../approvals';
import { mirrorStatus, fileRequestWithRow, type RequestScope } from '../approvals';
import * as repo from './hiring-requests.repo';

// Requests to hire: a head asks to fill a vacant plantilla item or a new position, through the one
// approval chain ('request_to_hire'); an approved request becomes a job post.

/** The recruitment office sees every request. */
export const RECRUITMENT_OFFICE = ['RSP'] as const;
const NOT_FOUND = 'The request to hire was not found.';

/** The departments a head (or OIC) answers for. */
async function headedDepartments(deps: Deps, actor: Actor): Promise<number[]> {
  if (!actor.personnelId) return [];
  return repo.headedDepartments(deps.db, actor.personnelId);
}

export async function fileRequest(deps: Deps, actor: Actor, body: THiringRequestBody) {
  const headed = await headedDepartments(deps, actor);
  if (!hasAnyView(actor, RECRUITMENT_OFFICE) && !headed.includes(body.department_id)) {
    throw AppError.validation('department_id', 'You may ask to hire only for the department you head.');
  }
  if (!(await repo.positionExists(deps.db, body.position_id))) throw AppError.validation('position_id', 'Choose a position from the list.');
  if (body.kind === 'vacant' && body.plantilla_item_no) {
    await mustFindVacantItem(deps.db, body.plantilla_item_no, { positionId: body.position_id, departmentId: body.department_id, field: 'plantilla_item_no' });
  }
  const { rowId: id } = await fileRequestWithRow(
    deps,
    'hiring_requests',
    (tx) => repo.insertRequest(tx, body, actor.userId),
    (id) => ({
      type: 'request_to_hire',
      requesterUserId: actor.userId,
      title: `Request to hire (${body.slots} slot${body.slots > 1 ? 's' : ''})`,
      link: `/rsp/request_to_hire/${id}`,
    }),
  );
  const row = await findById(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'hiring_request', entityId: id, after: row, ip: actor.ip });
  return { message: `Your request to hire has been sent${row?.waiting_for ? ` for "${row.waiting_for}"` : ''}.`, hiring_request: row! };
}

async function findById(deps: Deps, id: number): Promise<THiringRequest | null> {
  return repo.findById(deps.db, id);
}

/** Requests in a scope: the caller's own, their departments', or every one (the recruitment office). */
export async function listRequests(deps: Deps, actor: Actor, q: { scope: RequestScope; status?: string; page: number; per_page: number }) {
  let scope: repo.HiringScope = 'all';
  if (q.scope === 'mine') scope = { requestedBy: actor.userId };
  else if (q.scope === 'department') scope = { departmentIds: await headedDepartments(deps, actor) };
  else if (!hasAnyView(actor, RECRUITMENT_OFFICE)) throw AppError.forbidden('Only the recruitment office sees every request to hire.');
  const { rows, total } = await repo.requestsPage(deps.db, { scope, status: q.status, page: q.page, perPage: q.per_page });
  return { hiring_requests: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

/** One request: to its requester, the head of its department, or the recruitment office. */
export async function getRequest(deps: Deps, actor: Actor, id: number) {
  const row = await findById(deps, id);
  const mine =
    row &&
    (row.requested_by?.id === actor.userId || hasAnyView(actor, RECRUITMENT_OFFICE) || (await headedDepartments(deps, actor)).includes(row.department.id));
  if (!mine) throw AppError.notFound(NOT_FOUND);
  return { hiring_request: row };
}

async function onDecided(deps: Deps, request: RequestRow, outcome: Outcome) {
  const id = await mirrorStatus(deps.db, 'hiring_requests', request.id, outcome);
  if (id !== null)
    await writeAudit(deps.db, {
      actorUserId: null,
      action: outcome,
      entity: 'hiring_request',
      entityId: id,
      after: { status: outcome, approval_request_id: request.id },
    });
}
/** The approval drawer's summary: which position, how many, and why. */
async function describe(deps: Deps, request: RequestRow): Promise<TRequestSummary> {
  const h = await repo.findByApprovalRequest(deps.db, request.id);
  if (!h) return { facts: [], balances: [], certification: null };
  return {
    facts: [
      ...line('Department', h.department.fullname),
      ...line('Position', `${h.position.name}${h.position.salary_grade ? `, SG ${h.position.salary_grade}` : ''}`),
      ...line('Kind', h.kind === 'vacant' ? 'A vacant plantilla item' : 'A new position'),
      ...line('Plantilla item', h.plantilla_item_no),
      ...line('Slots', h.slots),
      ...line('Employment', h.employment_kind === 'faculty' ? 'Faculty' : 'Staff'),
      ...line('Justification', h.justification),
      ...line('Requested by', h.requested_by?.name ?? null),
    ],
    balances: [],
    certification: null,
  };
}
export const hiringRequestHandler: RequestHandler = { onDecided, describe };
