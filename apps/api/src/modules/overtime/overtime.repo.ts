import type { Queryable } from '@hris/db';
import { ZCreditEntry, type TCreditEntry, type TOvertimeKind, type TOvertimeRequest, type TRequestStatus } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, SqlParams } from '../../lib/sql';
import { cocBalance } from '../../domain/coc';

// Overtime requests, make-up classes and the compensatory overtime credit (COC) ledger.

export type OvertimeRow = {
  id: number;
  personnel_id: number;
  idno: string | null;
  fullname: string;
  department: string | null;
  campus_id: number;
  kind: TOvertimeKind;
  date: string;
  start_time: string;
  end_time: string;
  purpose: string;
  details: TOvertimeRequest['details'];
  status: TRequestStatus;
  approval_request_id: number | null;
  served_minutes: number | null;
  served_computed_at: string | null;
  created_at: string;
  credit: { id: number; hours: number; expires_on: string | null; remarks: string | null } | null;
};

const FULLNAME = `concat_ws(' ', p.first_name, CASE WHEN coalesce(p.middle_name, '') = '' THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension)`;

const SELECT = `
  SELECT o.id, o.personnel_id, p.idno, ${FULLNAME} AS fullname, d.acronym AS department, p.campus_id, o.kind, o.date::text,
         to_char(o.start_time, 'HH24:MI') AS start_time, to_char(o.end_time, 'HH24:MI') AS end_time,
         o.purpose, o.details, o.status, o.approval_request_id, o.served_minutes, o.served_computed_at, o.created_at,
         (SELECT json_build_object('id', c.id, 'hours', c.hours::float8, 'expires_on', c.expires_on::text, 'remarks', c.remarks)
            FROM compensatory_credits c WHERE c.overtime_request_id = o.id) AS credit
    FROM overtime_requests o
    JOIN personnel p ON p.id = o.personnel_id
    LEFT JOIN departments d ON d.id = p.department_id`;

export type NewOvertime = {
  personnelId: number;
  kind: 'overtime' | 'makeup';
  date: string;
  startTime: string;
  endTime: string;
  purpose: string;
  details: Record<string, string> | null;
};

export async function insert(db: Queryable, v: NewOvertime): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO overtime_requests (personnel_id, kind, date, start_time, end_time, purpose, details) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [v.personnelId, v.kind, v.date, v.startTime, v.endTime, v.purpose, v.details],
  );
  return row!.id;
}

export async function find(db: Queryable, id: number): Promise<OvertimeRow | null> {
  return queryOne<OvertimeRow>(db, `${SELECT} WHERE o.id = $1`, [id]);
}

export async function findByApprovalRequest(db: Queryable, approvalRequestId: number): Promise<OvertimeRow | null> {
  return queryOne<OvertimeRow>(db, `${SELECT} WHERE o.approval_request_id = $1`, [approvalRequestId]);
}

/** A pending or approved request of the person that day whose hours overlap [start, end). */
export async function overlapping(db: Queryable, personnelId: number, date: string, start: string, end: string) {
  return queryOne<{ kind: TOvertimeKind; status: TRequestStatus; start_time: string; end_time: string }>(
    db,
    `SELECT o.kind, o.status, to_char(o.start_time, 'HH24:MI') AS start_time, to_char(o.end_time, 'HH24:MI') AS end_time
       FROM overtime_requests o
      WHERE o.personnel_id = $1 AND o.date = $2 AND o.status IN ('pending', 'approved') AND o.start_time < $4::time AND o.end_time > $3::time
      LIMIT 1`,
    [personnelId, date, start, end],
  );
}

export type ListFilter = {
  kind?: 'overtime' | 'makeup';
  status?: string;
  month?: string;
  department_id?: number;
  term?: string;
  page: number;
  per_page: number;
};

/** A page of requests within `scope` (an SQL condition on `p` built by scopeCondition), pending first. */
export async function list(db: Queryable, scope: { sql: string; params: SqlParams }, f: ListFilter): Promise<{ rows: OvertimeRow[]; total: number }> {
  const params = scope.params;
  const where = [scope.sql];
  if (f.kind) where.push(`o.kind = ${params.add(f.kind)}`);
  if (f.status) where.push(`o.status = ${params.add(f.status)}`);
  if (f.month) where.push(`to_char(o.date, 'YYYY-MM') = ${params.add(f.month)}`);
  if (f.department_id) where.push(`p.department_id = ${params.add(f.department_id)}`);
  if (f.term) {
    const like = params.add(containsPattern(f.term));
    where.push(`(lower(${FULLNAME}) LIKE ${like} OR lower(coalesce(p.idno, '')) LIKE ${like} OR lower(o.purpose) LIKE ${like})`);
  }
  const condition = where.join(' AND ');
  const count = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM overtime_requests o JOIN personnel p ON p.id = o.personnel_id WHERE ${condition}`,
    params.values,
  );
  const limit = params.add(f.per_page);
  const offset = params.add((f.page - 1) * f.per_page);
  const rows = await query<OvertimeRow>(
    db,
    `${SELECT} WHERE ${condition} ORDER BY (o.status = 'pending') DESC, o.date DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  return { rows, total: count?.n ?? 0 };
}

/** Approved overtime whose day has passed and whose served time was never worked out (the hourly job's work). */
export async function dueForCredit(db: Queryable, today: string): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    `SELECT id FROM overtime_requests WHERE kind = 'overtime' AND status = 'approved' AND served_computed_at IS NULL AND date < $1 ORDER BY date, id LIMIT 1000`,
    [today],
  );
  return rows.map((r) => r.id);
}

/** The person's punches of a Manila calendar day, as minutes after Manila midnight. */
export async function punchMinutesOn(db: Queryable, personnelId: number, date: string): Promise<number[]> {
  const rows = await query<{ minutes: number }>(
    db,
    `SELECT (extract(epoch FROM (logged_at AT TIME ZONE 'Asia/Manila')::time) / 60)::int AS minutes
       FROM attendance_logs
      WHERE personnel_id = $1 AND logged_at >= ($2::date)::timestamp AT TIME ZONE 'Asia/Manila' AND logged_at < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Manila'`,
    [personnelId, date],
  );
  return rows.map((r) => r.minutes);
}

/** Hours earned in the calendar month of `date`, leaving out one overtime's own credit (it is being recomputed). */
export async function earnedInMonth(db: Queryable, personnelId: number, date: string, exceptOvertimeId: number): Promise<number> {
  const row = await queryOne<{ hours: number }>(
    db,
    `SELECT coalesce(sum(hours), 0)::float8 AS hours FROM compensatory_credits
      WHERE personnel_id = $1 AND entry_kind = 'earned' AND date_trunc('month', entry_date) = date_trunc('month', $2::date)
        AND overtime_request_id IS DISTINCT FROM $3`,
    [personnelId, date, exceptOvertimeId],
  );
  return row?.hours ?? 0;
}

/**
 * The unexpired balance as of `today` (domain/coc.ts: time-off taken uses the oldest earnings first),
 * optionally leaving out one overtime's credit (it is being recomputed).
 */
export async function balanceOf(db: Queryable, personnelId: number, today: string, exceptOvertimeId: number | null = null): Promise<number> {
  const rows = await query<{ entry_kind: string; hours: number; entry_date: string; expires_on: string | null }>(
    db,
    `SELECT entry_kind, hours::float8 AS hours, entry_date::text, expires_on::text FROM compensatory_credits
      WHERE personnel_id = $1 AND ($2::int IS NULL OR overtime_request_id IS DISTINCT FROM $2)`,
    [personnelId, exceptOvertimeId],
  );
  return cocBalance(rows, today);
}

export async function setServed(db: Queryable, id: number, minutes: number) {
  await execute(db, `UPDATE overtime_requests SET served_minutes = $2, served_computed_at = now(), updated_at = now() WHERE id = $1`, [id, minutes]);
}

/** The overtime's one earning, written or rewritten (the unique index keeps it one row). */
export async function upsertCredit(
  db: Queryable,
  v: { personnelId: number; overtimeId: number; hours: number; date: string; expiresOn: string; remarks: string | null },
) {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO compensatory_credits (personnel_id, entry_kind, hours, entry_date, expires_on, overtime_request_id, remarks)
     VALUES ($1, 'earned', $2, $3, $4, $5, $6)
     ON CONFLICT (overtime_request_id) DO UPDATE SET hours = EXCLUDED.hours, entry_date = EXCLUDED.entry_date, expires_on = EXCLUDED.expires_on, remarks = EXCLUDED.remarks
     RETURNING id`,
    [v.personnelId, v.hours, v.date, v.expiresOn, v.overtimeId, v.remarks],
  );
  return row!.id;
}

export type CreditEntry = TCreditEntry;

/** The person's ledger, newest first (a month's entries only when `month` is given). */
export async function creditsOf(db: Queryable, personnelId: number, today: string, month?: string): Promise<CreditEntry[]> {
  return query(
    db,
    ZCreditEntry,
    `SELECT c.id, c.entry_kind, c.hours::float8 AS hours, c.entry_date::text, c.expires_on::text, (c.expires_on IS NOT NULL AND c.expires_on < $2) AS expired, c.remarks,
            CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('id', o.id, 'start_time', to_char(o.start_time, 'HH24:MI'), 'end_time', to_char(o.end_time, 'HH24:MI'),
              'purpose', o.purpose, 'served_minutes', o.served_minutes) END AS overtime
       FROM compensatory_credits c LEFT JOIN overtime_requests o ON o.id = c.overtime_request_id
      WHERE c.personnel_id = $1 AND ($3::text IS NULL OR to_char(c.entry_date, 'YYYY-MM') = $3)
      ORDER BY c.entry_date DESC, c.id DESC`,
    [personnelId, today, month ?? null],
  );
}

/** Name, position, office and campus of a person, for the printed forms. */
export type Person = { id: number; fullname: string; position: string | null; department: string | null; campus: string | null };

export async function personOf(db: Queryable, personnelId: number): Promise<Person | null> {
  return queryOne<Person>(
    db,
    `SELECT p.id, ${FULLNAME} AS fullname, pos.name AS position, d.fullname AS department, c.name AS campus
       FROM personnel p LEFT JOIN positions pos ON pos.id = p.position_id LEFT JOIN departments d ON d.id = p.department_id LEFT JOIN campuses c ON c.id = p.campus_id
      WHERE p.id = $1`,
    [personnelId],
  );
}

/** Who acted on the request and when, for the authorization form's signature lines. */
export type Decision = { step: number; action: string; actor: string; created_at: string };

export async function decisionsOf(db: Queryable, approvalRequestId: number): Promise<Decision[]> {
  return query<Decision>(
    db,
    `SELECT a.step, a.action, u.name AS actor, a.created_at FROM approval_actions a JOIN users u ON u.id = a.actor_user_id WHERE a.request_id = $1 ORDER BY a.created_at`,
    [approvalRequestId],
  );
}
