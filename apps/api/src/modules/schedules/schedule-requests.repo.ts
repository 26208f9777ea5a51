import type { Database } from '@hris/db';
import type { TRequestStatus, TWorkScheduleDefinition } from '@hris/contracts';
import { containsPattern, type SqlParams } from '../../lib/sql';

// Employees' schedule requests: the approval request (status, who, when) joined with what was asked,
// which lives in the audit row written when the request started (see schedule-requests.service.ts).

export type ScheduleRequestRow = {
  id: number;
  approval_request_id: number;
  status: TRequestStatus;
  title: string;
  created_at: string;
  updated_at: string;
  personnel: { id: number; idno: string | null; fullname: string; department: string | null };
  schedule_id: number;
  schedule_name: string | null;
  schedule_kind: string | null;
  effective_from: string;
  reason: string;
};

export type ScheduleRequestDetail = ScheduleRequestRow & { definition: TWorkScheduleDefinition | null };

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
export async function listRequests(db: Database, params: SqlParams, f: RequestFilter): Promise<{ rows: ScheduleRequestRow[]; total: number }> {
  let where = `${FROM} AND (${f.scopeSql})`;
  if (f.status) where += ` AND r.status = ${params.add(f.status)}`;
  if (f.term) {
    const like = params.add(containsPattern(f.term));
    where += ` AND (lower(concat_ws(' ', p.first_name, p.middle_name, p.last_name)) LIKE ${like} OR lower(coalesce(p.idno, '')) LIKE ${like} OR lower(coalesce(ws.name, '')) LIKE ${like})`;
  }
  const total = (await db.$client.query(`SELECT count(*)::int AS n ${where}`, params.values)).rows[0].n as number;
  const limit = params.add(f.perPage);
  const offset = params.add((f.page - 1) * f.perPage);
  const { rows } = await db.$client.query(`SELECT ${COLUMNS} ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`, params.values);
  return { rows, total };
}

export async function findRequest(db: Database, id: number): Promise<ScheduleRequestDetail | null> {
  const { rows } = await db.$client.query(`SELECT ${COLUMNS}, ws.definition ${FROM} AND r.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Points the approval request at its page (see requestSchedule). */
export async function setLink(db: Database, approvalRequestId: number, link: string) {
  await db.$client.query(`UPDATE approval_requests SET link = $2 WHERE id = $1 AND request_type = 'work_schedule'`, [approvalRequestId, link]);
}
