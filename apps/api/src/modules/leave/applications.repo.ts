import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZLeaveApplicationRow, ZLeaveType, type TLeaveApplicationRow, type TLeaveCertification, type TLeaveType } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, NAME_SEARCH, fullnameSql, SqlParams } from '../../lib/sql';

// Leave applications with their person and type. "p" is the personnel alias the request scopes
// (approvals/request-rows.ts) and the name search are written for.

const SELECT = `
  SELECT a.id, a.personnel_id, a.date_from::text, a.date_to::text, a.part, a.working_days::float8 AS working_days, a.dates, a.half_days, a.hours::float8 AS hours, a.details,
         a.commutation, a.emergency, a.attachment_key, a.attachment_name, a.days_with_pay::float8 AS days_with_pay, a.days_without_pay::float8 AS days_without_pay, a.certification,
         a.status, a.approval_request_id, a.created_at, a.updated_at,
         CASE WHEN a.attachment_key IS NULL THEN NULL ELSE json_build_object('name', a.attachment_name) END AS attachment,
         json_build_object('id', t.id, 'code', t.code, 'name', t.name, 'charged_to', t.charged_to) AS leave_type,
         CASE WHEN r.status = 'pending' THEN r.steps->(r.current_step - 1)->>'label' END AS waiting_for,
         CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object('id', f.id, 'name', f.name) END AS filed_by,
         json_build_object('id', p.id, 'idno', p.idno, 'fullname', ${fullnameSql('p')}, 'employment_kind', p.employment_kind,
           'department', CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) END) AS personnel
    FROM leave_applications a
    JOIN leave_types t ON t.id = a.leave_type_id
    JOIN personnel p ON p.id = a.personnel_id
    LEFT JOIN departments d ON d.id = p.department_id
    LEFT JOIN approval_requests r ON r.id = a.approval_request_id
    LEFT JOIN users f ON f.id = a.filed_by_user_id`;

export type LeaveApplicationRow = TLeaveApplicationRow;

/** HR's certification of leave credits (CS Form No. 6, 7.A), as of the day HR acted. */
export type Certification = TLeaveCertification;

export type ApplicationFilter = {
  status?: string;
  month?: string;
  year?: number;
  term?: string;
  departmentId?: number;
  leaveTypeId?: number;
  typeCode?: string;
};

function whereOf(scopeSql: string, f: ApplicationFilter, q: SqlParams): string {
  const where = [scopeSql];
  if (f.status) where.push(`a.status = ${q.add(f.status)}`);
  if (f.month) {
    const first = q.add(`${f.month}-01`);
    where.push(`a.date_from < (${first}::date + interval '1 month') AND a.date_to >= ${first}::date`);
  }
  if (f.year) where.push(`(extract(year FROM a.date_from) = ${q.add(f.year)} OR extract(year FROM a.date_to) = ${q.add(f.year)})`);
  if (f.departmentId) where.push(`p.department_id = ${q.add(f.departmentId)}`);
  if (f.leaveTypeId) where.push(`a.leave_type_id = ${q.add(f.leaveTypeId)}`);
  if (f.typeCode) where.push(`lower(t.code) = lower(${q.add(f.typeCode)})`);
  if (f.term) {
    const like = q.add(containsPattern(f.term));
    where.push(`(${NAME_SEARCH} LIKE ${like} OR lower(coalesce(p.idno, '')) LIKE ${like} OR lower(t.name) LIKE ${like})`);
  }
  return `WHERE ${where.join(' AND ')}`;
}

export async function list(db: Queryable, scopeSql: string, q: SqlParams, f: ApplicationFilter & { page: number; perPage: number }) {
  const whereSql = whereOf(scopeSql, f, q);
  const rows = await query(
    db,
    ZLeaveApplicationRow.extend({ __total: z.number() }),
    `SELECT x.*, count(*) OVER ()::int AS __total FROM (${SELECT} ${whereSql}) x
      ORDER BY x.date_from DESC, x.id DESC LIMIT ${q.add(f.perPage)} OFFSET ${q.add((f.page - 1) * f.perPage)}`,
    q.values,
  );
  return { rows: rows.map(({ __total: _t, ...r }) => r), total: rows[0]?.__total ?? 0 };
}

export async function findById(db: Queryable, id: number): Promise<LeaveApplicationRow | null> {
  return queryOne(db, ZLeaveApplicationRow, `${SELECT} WHERE a.id = $1`, [id]);
}

export async function findByApprovalRequest(db: Queryable, approvalRequestId: number): Promise<LeaveApplicationRow | null> {
  return queryOne(db, ZLeaveApplicationRow, `${SELECT} WHERE a.approval_request_id = $1`, [approvalRequestId]);
}

export type LeaveTypeRow = TLeaveType;

const LEAVE_TYPE_SELECT = `SELECT id, code, name, legal_basis, max_days, unit, with_pay, charged_to, file_ahead_days FROM leave_types`;

export async function leaveTypes(db: Queryable): Promise<LeaveTypeRow[]> {
  return query(db, ZLeaveType, `${LEAVE_TYPE_SELECT} ORDER BY id`);
}

export async function leaveType(db: Queryable, id: number): Promise<LeaveTypeRow | null> {
  return queryOne(db, ZLeaveType, `${LEAVE_TYPE_SELECT} WHERE id = $1`, [id]);
}

/** What the rules need of the person: their sex from the PDS (part I) and the kind of employment. */
export async function applicantOf(
  db: Queryable,
  personnelId: number,
): Promise<{ id: number; sex: 'male' | 'female' | null; employment_kind: string; fullname: string } | null> {
  const row = await queryOne(
    db,
    z.object({ id: z.number().int(), employment_kind: z.string(), fullname: z.string(), sex: z.string().nullable() }),
    `SELECT p.id, p.employment_kind, ${fullnameSql('p')} AS fullname,
            (SELECT e.data->>'sex' FROM pds_entries e WHERE e.personnel_id = p.id AND e.section = 'personal' LIMIT 1) AS sex
       FROM personnel p WHERE p.id = $1`,
    [personnelId],
  );
  if (!row) return null;
  return { ...row, sex: row.sex === 'male' || row.sex === 'female' ? row.sex : null };
}

/** A pending or approved leave of the person on any of the dates (half days of the same date in other halves do not clash). */
export async function overlapping(db: Queryable, personnelId: number, dates: string[], part: string, exceptId: number | null = null) {
  return queryOne(
    db,
    z.object({ id: z.number().int(), date_from: z.string(), date_to: z.string(), status: z.string(), name: z.string() }),
    `SELECT a.id, a.date_from::text, a.date_to::text, a.status, t.name FROM leave_applications a JOIN leave_types t ON t.id = a.leave_type_id
      WHERE a.personnel_id = $1 AND a.status IN ('pending', 'approved') AND a.id IS DISTINCT FROM $4
        AND a.dates ?| $2::text[] AND NOT (a.part <> 'whole' AND $3 <> 'whole' AND a.part <> $3)
      ORDER BY a.date_from LIMIT 1`,
    [personnelId, dates, part, exceptId],
  );
}

/** Days of a kind already approved or pending in a year (the per-year limits: SPL, solo parent…). */
export async function takenInYear(db: Queryable, personnelId: number, leaveTypeId: number, year: number): Promise<number> {
  const row = await queryOne(
    db,
    z.object({ days: z.number() }),
    `SELECT coalesce(sum(working_days), 0)::float8 AS days FROM leave_applications
      WHERE personnel_id = $1 AND leave_type_id = $2 AND status IN ('pending', 'approved') AND extract(year FROM date_from) = $3`,
    [personnelId, leaveTypeId, year],
  );
  return row?.days ?? 0;
}

export type NewApplication = {
  personnelId: number;
  leaveTypeId: number;
  dateFrom: string;
  dateTo: string;
  part: string;
  workingDays: number;
  dates: string[];
  halfDays: string[];
  hours: number | null;
  details: Record<string, unknown>;
  commutation: boolean;
  emergency: boolean;
  attachmentKey: string | null;
  attachmentName: string | null;
  daysWithPay: number;
  daysWithoutPay: number;
  filedByUserId: number | null;
};

export async function insert(db: Queryable, v: NewApplication): Promise<number> {
  const row = await queryOne(
    db,
    z.object({ id: z.number().int() }),
    `INSERT INTO leave_applications (personnel_id, leave_type_id, date_from, date_to, part, working_days, dates, hours, details, commutation, emergency,
       attachment_key, attachment_name, days_with_pay, days_without_pay, filed_by_user_id, half_days, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'pending') RETURNING id`,
    [
      v.personnelId,
      v.leaveTypeId,
      v.dateFrom,
      v.dateTo,
      v.part,
      v.workingDays,
      JSON.stringify(v.dates),
      v.hours,
      JSON.stringify(v.details),
      v.commutation,
      v.emergency,
      v.attachmentKey,
      v.attachmentName,
      v.daysWithPay,
      v.daysWithoutPay,
      v.filedByUserId,
      JSON.stringify(v.halfDays),
    ],
  );
  return row!.id;
}

export async function setDecision(db: Queryable, id: number, daysWithPay: number, daysWithoutPay: number) {
  await execute(db, `UPDATE leave_applications SET days_with_pay = $2, days_without_pay = $3, updated_at = now() WHERE id = $1`, [
    id,
    daysWithPay,
    daysWithoutPay,
  ]);
}

export async function setCertification(db: Queryable, id: number, certification: Certification) {
  await execute(db, `UPDATE leave_applications SET certification = $2, updated_at = now() WHERE id = $1`, [id, JSON.stringify(certification)]);
}

/** CTO: the hours used, taken from the person's compensatory overtime credits (one row per application). */
export async function recordCtoUse(db: Queryable, v: { personnelId: number; applicationId: number; hours: number; date: string }) {
  await execute(
    db,
    `INSERT INTO compensatory_credits (personnel_id, entry_kind, hours, entry_date, leave_application_id, remarks)
     SELECT $1, 'used', $3, $4, $2, 'Compensatory time-off' WHERE NOT EXISTS (SELECT 1 FROM compensatory_credits WHERE leave_application_id = $2)`,
    [v.personnelId, v.applicationId, -Math.abs(v.hours), v.date],
  );
}

/** CDO: the days used from the faculty member's service credits. */
export async function recordServiceCreditUse(db: Queryable, v: { personnelId: number; applicationId: number; days: number; date: string }) {
  await execute(
    db,
    `INSERT INTO service_credits (personnel_id, entry_kind, days, entry_date, leave_application_id, remarks)
     VALUES ($1, 'used', $3, $4, $2, 'Compensatory day-off') ON CONFLICT DO NOTHING`,
    [v.personnelId, v.applicationId, v.days, v.date],
  );
}

/** The person's sign-in account (the first active one): who hears of their leave. */
export async function activeAccountOf(db: Queryable, personnelId: number): Promise<number | null> {
  const user = await queryOne(db, z.object({ id: z.number().int() }), `SELECT id FROM users WHERE personnel_id = $1 AND is_active ORDER BY id LIMIT 1`, [
    personnelId,
  ]);
  return user?.id ?? null;
}

/** The name of an account (who certified the credits). */
export async function accountName(db: Queryable, userId: number): Promise<string | null> {
  const user = await queryOne(db, z.object({ name: z.string() }), `SELECT name FROM users WHERE id = $1`, [userId]);
  return user?.name ?? null;
}

/** The applicant as CS Form No. 6 prints them: name, position, and the salary held on the day the application was filed. */
const ZApplicantFacts = z.object({
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  name_extension: z.string().nullable(),
  position: z.string().nullable(),
  salary: z.number().nullable(),
});
export type ApplicantFacts = z.infer<typeof ZApplicantFacts>;

export async function applicantFactsOf(db: Queryable, personnelId: number, filedAt: string): Promise<ApplicantFacts | null> {
  return queryOne(
    db,
    ZApplicantFacts,
    `SELECT p.last_name, p.first_name, p.middle_name, p.name_extension, pos.name AS position,
            -- The salary held on the day the application was filed (salary_held_on: the item's grade at the step held;
            -- a later tranche may already be entered).
            (SELECT h.monthly FROM salary_held_on(p.id, ($2::timestamptz AT TIME ZONE 'Asia/Manila')::date) h) AS salary
       FROM personnel p LEFT JOIN positions pos ON pos.id = p.position_id WHERE p.id = $1`,
    [personnelId, filedAt],
  );
}
