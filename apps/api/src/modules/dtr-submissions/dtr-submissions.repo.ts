import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';

// The departments' monthly DTR submissions to HR, and who keeps a department's DTRs (its clerk,
// head or officer-in-charge).

export type SubmissionStatus = 'submitted' | 'received' | 'returned';

/** The step of the approval chain a submitted month waits at (from the request's own snapshot of its chain). */
export type WaitingStep = { position: number; of: number; label: string; actor_kind: 'department_head' | 'role' | 'person'; actor_name: string | null };

export type Submission = {
  id: number;
  department_id: number;
  month: string;
  status: SubmissionStatus;
  submitted_by: { id: number; name: string; personnel_id: number | null } | null;
  submitted_at: string;
  remarks: string | null;
  reviewed_by: { id: number; name: string } | null;
  reviewed_at: string | null;
  review_remarks: string | null;
  approval_request_id: number | null;
  waiting_for: WaitingStep | null;
};

/** The row's own columns, to put a resubmitted month back as it was when its request cannot start. */
export type SubmissionColumns = {
  id: number;
  status: SubmissionStatus;
  submitted_by_user_id: number | null;
  submitted_at: string;
  remarks: string | null;
  reviewed_by_user_id: number | null;
  reviewed_at: string | null;
  review_remarks: string | null;
  approval_request_id: number | null;
};

export type KeptDepartment = {
  id: number;
  fullname: string;
  acronym: string;
  campus: { id: number; name: string; acronym: string };
  head_personnel_id: number | null;
  oic_personnel_id: number | null;
  dtr_clerk_personnel_id: number | null;
};

const SUBMISSION_SELECT = `
  SELECT s.id, s.department_id, s.month, s.status, s.submitted_at, s.remarks, s.reviewed_at, s.review_remarks, s.approval_request_id,
         CASE WHEN su.id IS NULL THEN NULL ELSE json_build_object('id', su.id, 'name', su.name, 'personnel_id', su.personnel_id) END AS submitted_by,
         CASE WHEN ru.id IS NULL THEN NULL ELSE json_build_object('id', ru.id, 'name', ru.name) END AS reviewed_by,
         CASE WHEN s.status = 'submitted' AND r.status = 'pending' THEN json_build_object(
           'position', r.current_step, 'of', jsonb_array_length(r.steps), 'label', r.steps->(r.current_step - 1)->>'label',
           'actor_kind', r.steps->(r.current_step - 1)->>'actor_kind', 'actor_name', r.steps->(r.current_step - 1)->>'actor_name') END AS waiting_for
    FROM dtr_submissions s
    LEFT JOIN users su ON su.id = s.submitted_by_user_id
    LEFT JOIN users ru ON ru.id = s.reviewed_by_user_id
    LEFT JOIN approval_requests r ON r.id = s.approval_request_id`;

const DEPARTMENT_SELECT = `
  SELECT d.id, d.fullname, d.acronym, d.head_personnel_id, d.oic_personnel_id, d.dtr_clerk_personnel_id,
         json_build_object('id', c.id, 'name', c.name, 'acronym', c.acronym) AS campus
    FROM departments d JOIN campuses c ON c.id = d.campus_id`;

export async function departmentOf(db: Queryable, departmentId: number): Promise<KeptDepartment | null> {
  return queryOne<KeptDepartment>(db, `${DEPARTMENT_SELECT} WHERE d.id = $1`, [departmentId]);
}

/** The active departments whose clerk, head or officer-in-charge the person is. */
export async function departmentsKeptBy(db: Queryable, personnelId: number): Promise<KeptDepartment[]> {
  return query<KeptDepartment>(
    db,
    `${DEPARTMENT_SELECT} WHERE d.is_active AND $1 IN (d.dtr_clerk_personnel_id, d.head_personnel_id, d.oic_personnel_id) ORDER BY d.fullname, d.id`,
    [personnelId],
  );
}

/** The active people of a department (only its faculty when asked), by surname. */
export async function activePeopleIds(db: Queryable, departmentId: number, facultyOnly = false): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    `SELECT id FROM personnel WHERE department_id = $1 AND is_active ${facultyOnly ? `AND employment_kind = 'faculty'` : ''}
      ORDER BY lower(last_name), lower(first_name), id`,
    [departmentId],
  );
  return rows.map((r) => r.id);
}

export async function submissionById(db: Queryable, id: number): Promise<Submission | null> {
  return queryOne<Submission>(db, `${SUBMISSION_SELECT} WHERE s.id = $1`, [id]);
}

export async function submissionsOf(db: Queryable, departmentIds: number[], month: string): Promise<Submission[]> {
  return query<Submission>(db, `${SUBMISSION_SELECT} WHERE s.department_id = ANY($1::int[]) AND s.month = $2`, [departmentIds, month]);
}

/**
 * Hands the month's DTRs on: a new row, or a returned one submitted again (HR's earlier word is
 * cleared). Answers null when the month is already submitted or received; one statement, so two
 * clerks clicking at once submit once. The approval request is linked right after (setApprovalRequest).
 */
export async function submit(db: Queryable, input: { departmentId: number; month: string; userId: number; remarks: string | null }): Promise<number | null> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO dtr_submissions (department_id, month, status, submitted_by_user_id, submitted_at, remarks)
     VALUES ($1, $2, 'submitted', $3, now(), $4)
     ON CONFLICT (department_id, month) DO UPDATE
        SET status = 'submitted', submitted_by_user_id = EXCLUDED.submitted_by_user_id, submitted_at = now(), remarks = EXCLUDED.remarks,
            reviewed_by_user_id = NULL, reviewed_at = NULL, review_remarks = NULL, approval_request_id = NULL
      WHERE dtr_submissions.status = 'returned'
     RETURNING id`,
    [input.departmentId, input.month, input.userId, input.remarks],
  );
  return row?.id ?? null;
}

export async function setApprovalRequest(db: Queryable, id: number, requestId: number) {
  await execute(db, `UPDATE dtr_submissions SET approval_request_id = $2 WHERE id = $1`, [id, requestId]);
}

export async function submissionOfRequest(db: Queryable, requestId: number): Promise<Submission | null> {
  return queryOne<Submission>(db, `${SUBMISSION_SELECT} WHERE s.approval_request_id = $1`, [requestId]);
}

/** The chain's last word on a request: who decided (or withdrew) it, when, and their remarks. */
export async function lastActionOf(db: Queryable, requestId: number): Promise<{ actor_user_id: number; remarks: string | null; created_at: string } | null> {
  return queryOne<{ actor_user_id: number; remarks: string | null; created_at: string }>(
    db,
    `SELECT actor_user_id, remarks, created_at FROM approval_actions WHERE request_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [requestId],
  );
}

/** The chain decided a submitted month: received, or back with the department with the decider's remarks. */
export async function decide(
  db: Queryable,
  requestId: number,
  input: { status: 'received' | 'returned'; userId: number; at: string; remarks: string | null },
): Promise<boolean> {
  const touched = await execute(
    db,
    `UPDATE dtr_submissions SET status = $2, reviewed_by_user_id = $3, reviewed_at = $4, review_remarks = $5
      WHERE approval_request_id = $1 AND status = 'submitted'`,
    [requestId, input.status, input.userId, input.at, input.remarks],
  );
  return touched > 0;
}

/** A withdrawn submission leaves nothing behind: the month is "Not submitted" again and may be submitted anew. */
export async function removeWithdrawn(db: Queryable, requestId: number): Promise<boolean> {
  return (await execute(db, `DELETE FROM dtr_submissions WHERE approval_request_id = $1 AND status = 'submitted'`, [requestId])) > 0;
}

/** How many people (besides the person) may act on a "department head" step of the person's own request. */
export async function certifierCount(db: Queryable, personnelId: number): Promise<number> {
  const row = await queryOne<{ n: number }>(db, `SELECT cardinality(hris_department_approvers(department_id, id))::int AS n FROM personnel WHERE id = $1`, [
    personnelId,
  ]);
  return row?.n ?? 0;
}

export type DepartmentMonthRow = {
  id: number;
  fullname: string;
  acronym: string;
  campus: { id: number; name: string; acronym: string };
  submission: Submission | null;
};

/** Every active department (of a campus) with its submission of the month, if any. */
export async function departmentsWithSubmissions(db: Queryable, month: string, campusId?: number): Promise<DepartmentMonthRow[]> {
  const params: unknown[] = [];
  const campusFilter = campusId ? `AND d.campus_id = $${params.push(campusId)}` : '';
  const rows = await query<Omit<DepartmentMonthRow, 'submission'>>(
    db,
    `SELECT d.id, d.fullname, d.acronym, json_build_object('id', c.id, 'name', c.name, 'acronym', c.acronym) AS campus
       FROM departments d JOIN campuses c ON c.id = d.campus_id
      WHERE d.is_active ${campusFilter}
      ORDER BY d.campus_id, d.fullname, d.id`,
    params,
  );
  const submissions = await submissionsOf(
    db,
    rows.map((r) => r.id),
    month,
  );
  return rows.map((row) => ({ ...row, submission: submissions.find((s) => s.department_id === row.id) ?? null }));
}

/** What besides ownership lets someone read a person's DTR: their department's clerk, and whether they are faculty. */
export async function dtrReadersOf(db: Queryable, personnelId: number): Promise<{ dtr_clerk_personnel_id: number | null; employment_kind: string } | null> {
  return queryOne<{ dtr_clerk_personnel_id: number | null; employment_kind: string }>(
    db,
    `SELECT d.dtr_clerk_personnel_id, p.employment_kind FROM personnel p LEFT JOIN departments d ON d.id = p.department_id WHERE p.id = $1`,
    [personnelId],
  );
}
