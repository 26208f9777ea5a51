import type { RequestHandler } from '../../lib/module';
import { ZHiringRequest, type THiringRequest, type THiringRequestBody, type TRequestSummary } from '@hris/contracts';
import { z } from 'zod';
import { query, queryOne } from '../../lib/query';
import { mustFindVacantItem } from '../plantilla';
import { AppError } from '../../lib/app-error';
import { hasAnyView, type Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { SqlParams } from '../../lib/sql';
import { line } from '../../lib/words';
import type { RequestRow } from '../approvals';
import type { Outcome } from '../approvals';
import { mirrorStatus, fileRequestWithRow, type RequestScope } from '../approvals';

// Requests to hire: a head asks to fill a vacant plantilla item or a new position, through the one
// approval chain ('request_to_hire'); an approved request becomes a job post.

/** The recruitment office sees every request. */
export const RECRUITMENT_OFFICE = ['RSP'] as const;
const NOT_FOUND = 'The request to hire was not found.';

const SELECT = `
  SELECT h.id, h.kind, h.plantilla_item_no, h.slots, h.employment_kind, h.justification, h.status, h.approval_request_id, h.created_at, h.updated_at,
         json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) AS department,
         json_build_object('id', pos.id, 'name', pos.name, 'salary_grade', pos.salary_grade) AS position,
         CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name) END AS requested_by,
         CASE WHEN r.status = 'pending' THEN r.steps->(r.current_step - 1)->>'label' END AS waiting_for,
         (SELECT j.id FROM job_posts j WHERE j.hiring_request_id = h.id ORDER BY j.id DESC LIMIT 1) AS job_post_id
    FROM hiring_requests h
    JOIN departments d ON d.id = h.department_id
    JOIN positions pos ON pos.id = h.position_id
    LEFT JOIN users u ON u.id = h.requested_by_user_id
    LEFT JOIN approval_requests r ON r.id = h.approval_request_id`;

/** The departments a head (or OIC) answers for. */
async function headedDepartments(deps: Deps, actor: Actor): Promise<number[]> {
  if (!actor.personnelId) return [];
  const rows = await query<{ id: number }>(deps.db, `SELECT id FROM departments WHERE $1 IN (head_personnel_id, oic_personnel_id)`, [actor.personnelId]);
  return rows.map((r) => r.id);
}

export async function fileRequest(deps: Deps, actor: Actor, body: THiringRequestBody) {
  const headed = await headedDepartments(deps, actor);
  if (!hasAnyView(actor, RECRUITMENT_OFFICE) && !headed.includes(body.department_id)) {
    throw AppError.validation('department_id', 'You may ask to hire only for the department you head.');
  }
  const position = await queryOne<{ id: number }>(deps.db, `SELECT id FROM positions WHERE id = $1`, [body.position_id]);
  if (!position) throw AppError.validation('position_id', 'Choose a position from the list.');
  if (body.kind === 'vacant' && body.plantilla_item_no) {
    await mustFindVacantItem(deps.db, body.plantilla_item_no, { positionId: body.position_id, departmentId: body.department_id, field: 'plantilla_item_no' });
  }
  const { rowId: id } = await fileRequestWithRow(
    deps,
    'hiring_requests',
    async (tx) => {
      const inserted = await queryOne<{ id: number }>(
        tx,
        `INSERT INTO hiring_requests (department_id, position_id, kind, plantilla_item_no, slots, employment_kind, justification, requested_by_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [body.department_id, body.position_id, body.kind, body.plantilla_item_no ?? null, body.slots, body.employment_kind, body.justification, actor.userId],
      );
      return inserted!.id;
    },
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
  return queryOne(deps.db, ZHiringRequest, `${SELECT} WHERE h.id = $1`, [id]);
}

/** Requests in a scope: the caller's own, their departments', or every one (the recruitment office). */
export async function listRequests(deps: Deps, actor: Actor, q: { scope: RequestScope; status?: string; page: number; per_page: number }) {
  const params = new SqlParams();
  const where: string[] = [];
  if (q.scope === 'mine') where.push(`h.requested_by_user_id = ${params.add(actor.userId)}`);
  else if (q.scope === 'department') where.push(`h.department_id = ANY(${params.add(await headedDepartments(deps, actor))}::int[])`);
  else if (!hasAnyView(actor, RECRUITMENT_OFFICE)) throw AppError.forbidden('Only the recruitment office sees every request to hire.');
  if (q.status) where.push(`h.status = ${params.add(q.status)}`);
  const rows = await query(
    deps.db,
    ZHiringRequest.extend({ __total: z.number().int() }),
    `SELECT x.*, count(*) OVER ()::int AS __total FROM (${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}) x
      ORDER BY x.created_at DESC, x.id DESC LIMIT ${params.add(q.per_page)} OFFSET ${params.add((q.page - 1) * q.per_page)}`,
    params.values,
  );
  return { hiring_requests: rows.map(({ __total: _t, ...r }) => r), meta: { page: q.page, per_page: q.per_page, total: rows[0]?.__total ?? 0 } };
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
  const h = await queryOne(deps.db, ZHiringRequest, `${SELECT} WHERE h.approval_request_id = $1`, [request.id]);
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
