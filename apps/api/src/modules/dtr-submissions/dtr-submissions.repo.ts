import type { Database } from '@hris/db';

// The departments' monthly DTR submissions to HR, and who keeps a department's DTRs (its clerk,
// head or officer-in-charge).

export type SubmissionStatus = 'submitted' | 'received' | 'returned';

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
  SELECT s.id, s.department_id, s.month, s.status, s.submitted_at, s.remarks, s.reviewed_at,
         CASE WHEN su.id IS NULL THEN NULL ELSE json_build_object('id', su.id, 'name', su.name, 'personnel_id', su.personnel_id) END AS submitted_by,
         CASE WHEN ru.id IS NULL THEN NULL ELSE json_build_object('id', ru.id, 'name', ru.name) END AS reviewed_by
    FROM dtr_submissions s
    LEFT JOIN users su ON su.id = s.submitted_by_user_id
    LEFT JOIN users ru ON ru.id = s.reviewed_by_user_id`;

const DEPARTMENT_SELECT = `
  SELECT d.id, d.fullname, d.acronym, d.head_personnel_id, d.oic_personnel_id, d.dtr_clerk_personnel_id,
         json_build_object('id', c.id, 'name', c.name, 'acronym', c.acronym) AS campus
    FROM departments d JOIN campuses c ON c.id = d.campus_id`;

export async function departmentOf(db: Database, departmentId: number): Promise<KeptDepartment | null> {
  const { rows } = await db.$client.query(`${DEPARTMENT_SELECT} WHERE d.id = $1`, [departmentId]);
  return rows[0] ?? null;
}

/** The active departments whose clerk, head or officer-in-charge the person is. */
export async function departmentsKeptBy(db: Database, personnelId: number): Promise<KeptDepartment[]> {
  const { rows } = await db.$client.query(
    `${DEPARTMENT_SELECT} WHERE d.is_active AND $1 IN (d.dtr_clerk_personnel_id, d.head_personnel_id, d.oic_personnel_id) ORDER BY d.fullname, d.id`,
    [personnelId],
  );
  return rows;
}

/** The active people of a department (only its faculty when asked), by surname. */
export async function activePeopleIds(db: Database, departmentId: number, facultyOnly = false): Promise<number[]> {
  const { rows } = await db.$client.query(
    `SELECT id FROM personnel WHERE department_id = $1 AND is_active ${facultyOnly ? `AND employment_kind = 'faculty'` : ''}
      ORDER BY lower(last_name), lower(first_name), id`,
    [departmentId],
  );
  return rows.map((r) => r.id as number);
}

export async function submissionById(db: Database, id: number): Promise<Submission | null> {
  const { rows } = await db.$client.query(`${SUBMISSION_SELECT} WHERE s.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function submissionsOf(db: Database, departmentIds: number[], month: string): Promise<Submission[]> {
  const { rows } = await db.$client.query(`${SUBMISSION_SELECT} WHERE s.department_id = ANY($1::int[]) AND s.month = $2`, [departmentIds, month]);
  return rows;
}

/**
 * Hands the month's DTRs to HR: a new row, or a returned one submitted again. Answers null when the
 * month is already submitted or received; one statement, so two clerks clicking at once submit once.
 */
export async function submit(db: Database, input: { departmentId: number; month: string; userId: number; remarks: string | null }): Promise<number | null> {
  const { rows } = await db.$client.query(
    `INSERT INTO dtr_submissions (department_id, month, status, submitted_by_user_id, submitted_at, remarks)
     VALUES ($1, $2, 'submitted', $3, now(), $4)
     ON CONFLICT (department_id, month) DO UPDATE
        SET status = 'submitted', submitted_by_user_id = EXCLUDED.submitted_by_user_id, submitted_at = now(),
            remarks = EXCLUDED.remarks, reviewed_by_user_id = NULL, reviewed_at = NULL
      WHERE dtr_submissions.status = 'returned'
     RETURNING id`,
    [input.departmentId, input.month, input.userId, input.remarks],
  );
  return (rows[0]?.id as number | undefined) ?? null;
}

/**
 * HR receives or returns a submission still waiting; answers false when it was reviewed meanwhile.
 * Without remarks the clerk's note stays (the one remarks column holds the latest word).
 */
export async function review(db: Database, id: number, input: { status: 'received' | 'returned'; userId: number; remarks: string | null }): Promise<boolean> {
  const { rowCount } = await db.$client.query(
    `UPDATE dtr_submissions SET status = $2, reviewed_by_user_id = $3, reviewed_at = now(), remarks = coalesce($4, remarks)
      WHERE id = $1 AND status = 'submitted'`,
    [id, input.status, input.userId, input.remarks],
  );
  return (rowCount ?? 0) > 0;
}

export type DepartmentMonthRow = {
  id: number;
  fullname: string;
  acronym: string;
  campus: { id: number; name: string; acronym: string };
  submission: Submission | null;
};

/** Every active department (of a campus) with its submission of the month, if any. */
export async function departmentsWithSubmissions(db: Database, month: string, campusId?: number): Promise<DepartmentMonthRow[]> {
  const params: unknown[] = [month];
  const campusFilter = campusId ? `AND d.campus_id = $${params.push(campusId)}` : '';
  const { rows } = await db.$client.query(
    `SELECT d.id, d.fullname, d.acronym, json_build_object('id', c.id, 'name', c.name, 'acronym', c.acronym) AS campus,
            CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object(
              'id', s.id, 'department_id', s.department_id, 'month', s.month, 'status', s.status,
              'submitted_by', CASE WHEN su.id IS NULL THEN NULL ELSE json_build_object('id', su.id, 'name', su.name, 'personnel_id', su.personnel_id) END,
              'submitted_at', s.submitted_at, 'remarks', s.remarks,
              'reviewed_by', CASE WHEN ru.id IS NULL THEN NULL ELSE json_build_object('id', ru.id, 'name', ru.name) END,
              'reviewed_at', s.reviewed_at) END AS submission
       FROM departments d
       JOIN campuses c ON c.id = d.campus_id
       LEFT JOIN dtr_submissions s ON s.department_id = d.id AND s.month = $1
       LEFT JOIN users su ON su.id = s.submitted_by_user_id
       LEFT JOIN users ru ON ru.id = s.reviewed_by_user_id
      WHERE d.is_active ${campusFilter}
      ORDER BY d.campus_id, d.fullname, d.id`,
    params,
  );
  return rows;
}

/** Active users holding a view (EDATSADMIN: the attendance office), to tell them of a submission. */
export async function userIdsWithView(db: Database, view: string): Promise<number[]> {
  const { rows } = await db.$client.query(
    `SELECT DISTINCT u.id FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN role_views rv ON rv.role_id = ur.role_id
      WHERE rv.view = $1 AND u.is_active LIMIT 100`,
    [view],
  );
  return rows.map((r) => r.id as number);
}

/** What besides ownership lets someone read a person's DTR: their department's clerk, and whether they are faculty. */
export async function dtrReadersOf(db: Database, personnelId: number): Promise<{ dtr_clerk_personnel_id: number | null; employment_kind: string } | null> {
  const { rows } = await db.$client.query(
    `SELECT d.dtr_clerk_personnel_id, p.employment_kind FROM personnel p LEFT JOIN departments d ON d.id = p.department_id WHERE p.id = $1`,
    [personnelId],
  );
  return rows[0] ?? null;
}
