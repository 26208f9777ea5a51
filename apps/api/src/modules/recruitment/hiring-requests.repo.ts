import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZHiringRequest, type THiringRequest, type THiringRequestBody } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { SqlParams } from '../../lib/sql';

// Requests to hire, with their department, position, requester and the step they wait on.

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

/** The departments a person heads or is officer-in-charge of. */
export async function headedDepartments(db: Queryable, personnelId: number): Promise<number[]> {
  const rows = await query<{ id: number }>(db, `SELECT id FROM departments WHERE $1 IN (head_personnel_id, oic_personnel_id)`, [personnelId]);
  return rows.map((r) => r.id);
}

export async function positionExists(db: Queryable, positionId: number): Promise<boolean> {
  return (await execute(db, `SELECT 1 FROM positions WHERE id = $1`, [positionId])) > 0;
}

/** Files the request's own row (the approval request is started with it by the caller); answers its id. */
export async function insertRequest(tx: Queryable, body: THiringRequestBody, byUserId: number): Promise<number> {
  const inserted = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO hiring_requests (department_id, position_id, kind, plantilla_item_no, slots, employment_kind, justification, requested_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [body.department_id, body.position_id, body.kind, body.plantilla_item_no ?? null, body.slots, body.employment_kind, body.justification, byUserId],
  );
  return inserted!.id;
}

export async function findById(db: Queryable, id: number): Promise<THiringRequest | null> {
  return queryOne(db, ZHiringRequest, `${SELECT} WHERE h.id = $1`, [id]);
}

export async function findByApprovalRequest(db: Queryable, approvalRequestId: number): Promise<THiringRequest | null> {
  return queryOne(db, ZHiringRequest, `${SELECT} WHERE h.approval_request_id = $1`, [approvalRequestId]);
}

/** Whose requests a list shows: one requester's, those of some departments, or everyone's. */
export type HiringScope = { requestedBy: number } | { departmentIds: number[] } | 'all';

/** One page of requests, newest first, and how many match. */
export async function requestsPage(
  db: Queryable,
  f: { scope: HiringScope; status?: string; page: number; perPage: number },
): Promise<{ rows: THiringRequest[]; total: number }> {
  const params = new SqlParams();
  const where: string[] = [];
  if (f.scope !== 'all' && 'requestedBy' in f.scope) where.push(`h.requested_by_user_id = ${params.add(f.scope.requestedBy)}`);
  else if (f.scope !== 'all') where.push(`h.department_id = ANY(${params.add(f.scope.departmentIds)}::int[])`);
  if (f.status) where.push(`h.status = ${params.add(f.status)}`);
  const rows = await query(
    db,
    ZHiringRequest.extend({ __total: z.number().int() }),
    `SELECT x.*, count(*) OVER ()::int AS __total FROM (${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}) x
      ORDER BY x.created_at DESC, x.id DESC LIMIT ${params.add(f.perPage)} OFFSET ${params.add((f.page - 1) * f.perPage)}`,
    params.values,
  );
  return { rows: rows.map(({ __total: _t, ...r }) => r), total: rows[0]?.__total ?? 0 };
}

/** Where a request to hire stands (a job post is made from an approved one), or null when there is none. */
export async function statusOf(db: Queryable, id: number): Promise<string | null> {
  const row = await queryOne<{ status: string }>(db, `SELECT status FROM hiring_requests WHERE id = $1`, [id]);
  return row?.status ?? null;
}
