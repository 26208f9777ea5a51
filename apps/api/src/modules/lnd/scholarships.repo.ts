import type { Queryable } from '@hris/db';
import type { TScholarshipProgramBody } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { personRefSql } from '../../lib/sql';

// The SQL of scholarships (issue 22): programs, applications with the scholar's study and obligation, the committee's
// votes, the terms' grades; and the two facts read from other modules' tables: committee membership and separations.

const PERSON = personRefSql();

// ── Programs ──
export type ProgramRow = {
  id: number;
  name: string;
  description: string | null;
  grant: number;
  duration_months: number;
  obligation_months: number;
  slots: number | null;
  taken: number;
  open: boolean;
  open_to: 'everyone' | 'faculty' | 'non_teaching';
  degree_required: 'bachelor' | 'master' | null;
  min_years_service: number | null;
  max_age: number | null;
  decision_rule: 'majority' | 'two_thirds';
  created_at: string;
};
const PROGRAM_SELECT = `
  SELECT sp.id, sp.name, sp.description, sp.grant, sp.duration_months::int, sp.obligation_months::int, sp.slots::int,
         (SELECT count(*)::int FROM scholarship_applications a WHERE a.program_id = sp.id AND a.status = 'approved') AS taken, sp.open,
         sp.open_to, sp.degree_required, sp.min_years_service::int, sp.max_age::int, sp.decision_rule, sp.created_at
    FROM scholarship_programs sp`;

export function programs(q: Queryable, openOnly: boolean) {
  return query<ProgramRow>(q, `${PROGRAM_SELECT} ${openOnly ? 'WHERE sp.open' : ''} ORDER BY sp.open DESC, sp.name`);
}
export function programById(q: Queryable, id: number, forUpdate = false) {
  return queryOne<ProgramRow>(q, `${PROGRAM_SELECT} WHERE sp.id = $1${forUpdate ? ' FOR UPDATE OF sp' : ''}`, [id]);
}
type ProgramValues = Omit<TScholarshipProgramBody, 'obligation_months'> & { obligation_months: number };
const conditionValues = (p: ProgramValues) => [p.open_to, p.degree_required ?? null, p.min_years_service ?? null, p.max_age ?? null, p.decision_rule];
export async function insertProgram(q: Queryable, p: ProgramValues) {
  const row = await queryOne<{ id: number }>(
    q,
    `INSERT INTO scholarship_programs (name, description, "grant", duration_months, obligation_months, slots, open,
                                       open_to, degree_required, min_years_service, max_age, decision_rule)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [p.name, p.description, p.grant, p.duration_months, p.obligation_months, p.slots ?? null, p.open, ...conditionValues(p)],
  );
  return row!.id;
}
export function updateProgram(q: Queryable, id: number, p: ProgramValues) {
  return execute(
    q,
    `UPDATE scholarship_programs SET name = $2, description = $3, "grant" = $4, duration_months = $5, obligation_months = $6, slots = $7, open = $8,
            open_to = $9, degree_required = $10, min_years_service = $11, max_age = $12, decision_rule = $13
      WHERE id = $1`,
    [id, p.name, p.description, p.grant, p.duration_months, p.obligation_months, p.slots ?? null, p.open, ...conditionValues(p)],
  );
}
export async function programNameTaken(q: Queryable, name: string, exceptId: number | null) {
  const row = await queryOne<{ id: number }>(q, `SELECT id FROM scholarship_programs WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2`, [
    name,
    exceptId,
  ]);
  return row !== null;
}

// ── Applications ──
export type ApplicationRow = {
  id: number;
  program: { id: number; name: string; grant: number; duration_months: number; obligation_months: number; decision_rule: 'majority' | 'two_thirds' };
  personnel_id: number;
  personnel: { id: number; idno: string | null; fullname: string; department: { id: number; fullname: string; acronym: string } | null };
  school: string;
  degree: string;
  statement: string | null;
  status: 'submitted' | 'approved' | 'returned' | 'disapproved' | 'withdrawn';
  approval_request_id: number | null;
  study_status: 'ongoing' | 'completed' | 'terminated' | null;
  study_start: string | null;
  study_end: string | null;
  obligation_end: string | null;
  /** The earliest separation recorded for the person (not cancelled). */
  separation_date: string | null;
  created_at: string;
  decided_at: string | null;
};
const APPLICATION_FROM = `
    FROM scholarship_applications a JOIN scholarship_programs sp ON sp.id = a.program_id
    JOIN personnel p ON p.id = a.personnel_id LEFT JOIN departments d ON d.id = p.department_id`;
const APPLICATION_SELECT = `
  SELECT a.id, json_build_object('id', sp.id, 'name', sp.name, 'grant', sp.grant, 'duration_months', sp.duration_months,
           'obligation_months', sp.obligation_months, 'decision_rule', sp.decision_rule) AS program,
         a.personnel_id, ${PERSON} AS personnel, a.school, a.degree, a.statement, a.status, a.approval_request_id, a.study_status,
         a.study_start::text, a.study_end::text, a.obligation_end::text,
         (SELECT min(s.effective_date)::text FROM separations s WHERE s.personnel_id = a.personnel_id AND s.status <> 'cancelled') AS separation_date,
         a.created_at, a.decided_at
  ${APPLICATION_FROM}`;

export function applicationById(q: Queryable, id: number, forUpdate = false) {
  return queryOne<ApplicationRow>(q, `${APPLICATION_SELECT} WHERE a.id = $1${forUpdate ? ' FOR UPDATE OF a' : ''}`, [id]);
}
export function applicationByRequest(q: Queryable, requestId: number) {
  return queryOne<ApplicationRow>(q, `${APPLICATION_SELECT} WHERE a.approval_request_id = $1`, [requestId]);
}

/** Applications by scope: one person's, the offices a head heads (not the head's own), or everyone's. */
export async function listApplications(q: Queryable, f: { personnelId?: number; headPersonnelId?: number; status?: string; page: number; perPage: number }) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.personnelId) where.push(`a.personnel_id = $${params.push(f.personnelId)}`);
  if (f.headPersonnelId) where.push(`d.head_personnel_id = $${params.push(f.headPersonnelId)} AND a.personnel_id <> d.head_personnel_id`);
  if (f.status) where.push(`a.status = $${params.push(f.status)}`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, total] = await Promise.all([
    query<ApplicationRow>(
      q,
      `${APPLICATION_SELECT} ${clause} ORDER BY a.created_at DESC, a.id DESC LIMIT ${f.perPage} OFFSET ${(f.page - 1) * f.perPage}`,
      params,
    ),
    queryOne<{ n: number }>(q, `SELECT count(*)::int AS n ${APPLICATION_FROM} ${clause}`, params),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The person's earlier applications, for the obligation check (locked: two applications at once are one after another). */
export function pastOf(q: Queryable, personnelId: number) {
  return query<{ program_id: number; program: string; status: string; study_status: string | null; obligation_end: string | null }>(
    q,
    `SELECT a.program_id, sp.name AS program, a.status, a.study_status, a.obligation_end::text
       FROM scholarship_applications a JOIN scholarship_programs sp ON sp.id = a.program_id
      WHERE a.personnel_id = $1 ORDER BY a.obligation_end DESC NULLS FIRST, a.id DESC`,
    [personnelId],
  );
}
/** What a program's conditions are checked against: the person's kind of work, position and first appointment. */
export function applicantOf(q: Queryable, personnelId: number) {
  return queryOne<{ faculty: boolean; position: string | null; appointed: string | null }>(
    q,
    `SELECT p.employment_kind = 'faculty' AS faculty, pos.name AS position, p.date_original_appointment::text AS appointed
       FROM personnel p LEFT JOIN positions pos ON pos.id = p.position_id WHERE p.id = $1`,
    [personnelId],
  );
}

/** Takes the person's row lock: one application of theirs at a time. */
export function lockPerson(q: Queryable, personnelId: number) {
  return execute(q, `SELECT 1 FROM personnel WHERE id = $1 FOR UPDATE`, [personnelId]);
}

export async function insertApplication(
  q: Queryable,
  a: { programId: number; personnelId: number; school: string; degree: string; statement: string | null; studyStart: string | null },
) {
  const row = await queryOne<{ id: number }>(
    q,
    `INSERT INTO scholarship_applications (program_id, personnel_id, school, degree, statement, study_start) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [a.programId, a.personnelId, a.school, a.degree, a.statement, a.studyStart],
  );
  return row!.id;
}
export function linkRequest(q: Queryable, id: number, requestId: number) {
  return execute(q, `UPDATE scholarship_applications SET approval_request_id = $2 WHERE id = $1`, [id, requestId]);
}
export function setStatus(q: Queryable, id: number, status: string) {
  return execute(q, `UPDATE scholarship_applications SET status = $2, decided_at = now() WHERE id = $1`, [id, status]);
}
export function startStudy(q: Queryable, id: number, s: { studyStart: string; studyEnd: string; obligationEnd: string }) {
  return execute(
    q,
    `UPDATE scholarship_applications SET status = 'approved', decided_at = now(), study_status = 'ongoing', study_start = $2, study_end = $3, obligation_end = $4
      WHERE id = $1`,
    [id, s.studyStart, s.studyEnd, s.obligationEnd],
  );
}

/** The study's end as the committee records it, and the obligation's last day that follows from it. */
export function endStudy(q: Queryable, id: number, s: { studyStatus: string; studyEnd: string; obligationEnd: string }) {
  return execute(q, `UPDATE scholarship_applications SET study_status = $2, study_end = $3, obligation_end = $4 WHERE id = $1`, [
    id,
    s.studyStatus,
    s.studyEnd,
    s.obligationEnd,
  ]);
}

// ── The committee's deliberation ──
export type VoteRow = {
  application_id: number;
  user: { id: number; name: string };
  vote: 'approve' | 'disapprove' | 'abstain';
  remarks: string | null;
  created_at: string;
};
export function votesOf(q: Queryable, applicationIds: number[]) {
  return query<VoteRow>(
    q,
    `SELECT v.application_id, json_build_object('id', u.id, 'name', u.name) AS user, v.vote, v.remarks, v.created_at
       FROM scholarship_votes v JOIN users u ON u.id = v.user_id WHERE v.application_id = ANY($1::int[]) ORDER BY v.created_at, v.id`,
    [applicationIds],
  );
}
export async function isCommitteeMember(q: Queryable, userId: number) {
  return (
    (await queryOne<{ ok: boolean }>(q, `SELECT true AS ok FROM ld_committee_members WHERE committee = 'scholarship' AND user_id = $1`, [userId])) !== null
  );
}
/** The personnel records of the committee's members whose accounts are active (who may vote; null for an account without one). */
export async function committeeMembers(q: Queryable) {
  const rows = await query<{ personnel_id: number | null }>(
    q,
    `SELECT u.personnel_id FROM ld_committee_members m JOIN users u ON u.id = m.user_id WHERE m.committee = 'scholarship' AND u.is_active`,
  );
  return rows.map((r) => r.personnel_id);
}
/** One vote per member, changed in place while the application is undecided. */
export function upsertVote(q: Queryable, v: { applicationId: number; userId: number; vote: string; remarks: string | null }) {
  return execute(
    q,
    `INSERT INTO scholarship_votes (application_id, user_id, vote, remarks) VALUES ($1, $2, $3, $4)
     ON CONFLICT (application_id, user_id) DO UPDATE SET vote = EXCLUDED.vote, remarks = EXCLUDED.remarks, created_at = now()`,
    [v.applicationId, v.userId, v.vote, v.remarks],
  );
}

// ── Terms ──
export type TermRow = {
  id: number;
  application_id: number;
  school_year: string;
  term: string;
  average: string | null;
  remarks: string | null;
  file_key: string;
  file_name: string;
  created_at: string;
};
export function termsOf(q: Queryable, applicationIds: number[]) {
  return query<TermRow>(
    q,
    `SELECT id, application_id, school_year, term, average, remarks, file_key, file_name, created_at FROM scholarship_terms
      WHERE application_id = ANY($1::int[]) ORDER BY school_year, created_at, id`,
    [applicationIds],
  );
}
export function termById(q: Queryable, id: number) {
  return queryOne<TermRow>(
    q,
    `SELECT id, application_id, school_year, term, average, remarks, file_key, file_name, created_at FROM scholarship_terms WHERE id = $1`,
    [id],
  );
}
export async function termExists(q: Queryable, applicationId: number, schoolYear: string, term: string) {
  return (
    (await queryOne<{ ok: boolean }>(q, `SELECT true AS ok FROM scholarship_terms WHERE application_id = $1 AND school_year = $2 AND lower(term) = lower($3)`, [
      applicationId,
      schoolYear,
      term,
    ])) !== null
  );
}
export async function insertTerm(
  q: Queryable,
  t: {
    applicationId: number;
    schoolYear: string;
    term: string;
    average: string | null;
    remarks: string | null;
    fileKey: string;
    fileName: string;
    userId: number;
  },
) {
  const row = await queryOne<{ id: number }>(
    q,
    `INSERT INTO scholarship_terms (application_id, school_year, term, average, remarks, file_key, file_name, uploaded_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [t.applicationId, t.schoolYear, t.term, t.average, t.remarks, t.fileKey, t.fileName, t.userId],
  );
  return row!.id;
}
