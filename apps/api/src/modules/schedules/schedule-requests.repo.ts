import type { Queryable } from '@hris/db';
import { ZScheduleRequest, ZScheduleRequestDetail, type TRequestStatus, type TScheduleRequest, type TScheduleRequestDetail } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, type SqlParams } from '../../lib/sql';

// Employees' schedule requests: the approval request (status, who, when) joined with what was asked,
// which lives in the audit row written when the request started (see schedule-requests.service.ts).

export type ScheduleRequestRow = TScheduleRequest;

export type ScheduleRequestDetail = TScheduleRequestDetail;

const FROM = `
  FROM approval_requests r
  JOIN audit_log a ON a.entity = 'work_schedule_request' AND a.action = 'request' AND a.entity_id = r.id::text
  JOIN personnel p ON p.id = (a.after->>'personnel_id')::int
  LEFT JOIN departments d ON d.id = p.department_id
  LEFT JOIN work_schedules ws ON ws.id = (a.after->>'schedule_id')::int
 WHERE r.request_type = 'work_schedule'`;

const COLUMNS = `
  r.id, r.id AS approval_request_id, r.status, r.title, r.created_at, r.updated_at,
  json_build_object(
    'id', p.id, 'idno', p.idno, 'department', d.fullname,
    'fullname', concat_ws(' ', p.first_name, CASE WHEN coalesce(p.middle_name, '') = '' THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension)
  ) AS personnel,
  (a.after->>'schedule_id')::int AS schedule_id, ws.name AS schedule_name, ws.kind AS schedule_kind,
  a.after->>'effective_from' AS effective_from, a.after->>'reason' AS reason`;

export type RequestFilter = { scopeSql: string; status?: TRequestStatus; term?: string; page: number; perPage: number };

/** One page of requests, newest first, under a scope condition already written on the personnel alias `p`. */
export async function listRequests(db: Queryable, params: SqlParams, f: RequestFilter): Promise<{ rows: ScheduleRequestRow[]; total: number }> {
  let where = `${FROM} AND (${f.scopeSql})`;
  if (f.status) where += ` AND r.status = ${params.add(f.status)}`;
  if (f.term) {
    const like = params.add(containsPattern(f.term));
    where += ` AND (lower(concat_ws(' ', p.first_name, p.middle_name, p.last_name)) LIKE ${like} OR lower(coalesce(p.idno, '')) LIKE ${like} OR lower(coalesce(ws.name, '')) LIKE ${like})`;
  }
  const total = (await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n ${where}`, params.values))?.n ?? 0;
  const limit = params.add(f.perPage);
  const offset = params.add((f.page - 1) * f.perPage);
  const rows = await query(
    db,
    ZScheduleRequest,
    `SELECT ${COLUMNS} ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  return { rows, total };
}

export async function findRequest(db: Queryable, id: number): Promise<ScheduleRequestDetail | null> {
  return queryOne(db, ZScheduleRequestDetail, `SELECT ${COLUMNS}, ws.definition ${FROM} AND r.id = $1`, [id]);
}

/** Points the approval request at its page (see requestSchedule). */
export async function setLink(db: Queryable, approvalRequestId: number, link: string) {
  await execute(db, `UPDATE approval_requests SET link = $2 WHERE id = $1 AND request_type = 'work_schedule'`, [approvalRequestId, link]);
}
