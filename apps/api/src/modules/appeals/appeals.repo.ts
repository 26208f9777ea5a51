import type { Queryable } from '@hris/db';
import { query, queryOne } from '../../lib/query';
import { containsPattern, fullnameSql, type SqlParams } from '../../lib/sql';
import type { TAttendanceRequestQuery, TRequestStatus } from '@hris/contracts';

export type AppealRow = {
  id: number;
  personnel_id: number;
  idno: string | null;
  fullname: string;
  department: string | null;
  date: string;
  am_in: string | null;
  am_out: string | null;
  pm_in: string | null;
  pm_out: string | null;
  reason: string;
  attachment_key: string | null;
  status: TRequestStatus;
  approval_request_id: number | null;
  created_at: string;
};

const SELECT = `
  SELECT a.id, a.personnel_id, p.idno, ${fullnameSql()} AS fullname, d.fullname AS department, a.date::text,
         to_char(a.am_in, 'HH24:MI') AS am_in, to_char(a.am_out, 'HH24:MI') AS am_out,
         to_char(a.pm_in, 'HH24:MI') AS pm_in, to_char(a.pm_out, 'HH24:MI') AS pm_out,
         a.reason, a.attachment_key, a.status, a.approval_request_id, a.created_at
    FROM time_log_appeals a
    JOIN personnel p ON p.id = a.personnel_id
    LEFT JOIN departments d ON d.id = p.department_id`;

export async function insert(
  db: Queryable,
  v: {
    personnelId: number;
    date: string;
    am_in?: string | null;
    am_out?: string | null;
    pm_in?: string | null;
    pm_out?: string | null;
    reason: string;
    attachmentKey: string | null;
  },
): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO time_log_appeals (personnel_id, date, am_in, am_out, pm_in, pm_out, reason, attachment_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [v.personnelId, v.date, v.am_in ?? null, v.am_out ?? null, v.pm_in ?? null, v.pm_out ?? null, v.reason, v.attachmentKey],
  );
  return row!.id;
}

export async function find(db: Queryable, id: number): Promise<AppealRow | null> {
  return queryOne<AppealRow>(db, `${SELECT} WHERE a.id = $1`, [id]);
}

export async function findByApprovalRequest(db: Queryable, approvalRequestId: number): Promise<AppealRow | null> {
  return queryOne<AppealRow>(db, `${SELECT} WHERE a.approval_request_id = $1`, [approvalRequestId]);
}

/** A pending appeal of the person for the day: one at a time, so the head is not asked twice. */
export async function pendingOn(db: Queryable, personnelId: number, date: string): Promise<boolean> {
  const rows = await query<{ found: number }>(db, `SELECT 1 AS found FROM time_log_appeals WHERE personnel_id = $1 AND date = $2 AND status = 'pending'`, [
    personnelId,
    date,
  ]);
  return rows.length > 0;
}

/** A page of appeals within `scope` (an SQL condition on `p` built by scopeCondition). */
export async function list(
  db: Queryable,
  scope: { sql: string; params: SqlParams },
  q: TAttendanceRequestQuery,
): Promise<{ rows: AppealRow[]; total: number }> {
  const params = scope.params;
  const where = [scope.sql];
  if (q.status) where.push(`a.status = ${params.add(q.status)}`);
  if (q.month) where.push(`to_char(a.date, 'YYYY-MM') = ${params.add(q.month)}`);
  if (q.department_id) where.push(`p.department_id = ${params.add(q.department_id)}`);
  if (q.term) {
    const like = params.add(containsPattern(q.term));
    where.push(`(lower(${fullnameSql()}) LIKE ${like} OR lower(p.idno) LIKE ${like})`);
  }
  const condition = where.join(' AND ');
  const count = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM time_log_appeals a JOIN personnel p ON p.id = a.personnel_id WHERE ${condition}`,
    params.values,
  );
  const limit = params.add(q.per_page);
  const offset = params.add((q.page - 1) * q.per_page);
  // Pending first (what waits for someone), then the newest.
  const rows = await query<AppealRow>(
    db,
    `${SELECT} WHERE ${condition} ORDER BY (a.status = 'pending') DESC, a.date DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  return { rows, total: count?.n ?? 0 };
}
