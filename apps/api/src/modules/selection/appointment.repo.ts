import { and, eq, isNull, sql } from 'drizzle-orm';
import { jobApplications, pdsEntries, personnel, users, type Queryable } from '@hris/db';
import { ZRaiAppointment, type TRaiAppointment } from '@hris/contracts';
import { query, queryOne } from '../../lib/query';

// Selection and appointment: the application with its post and profile, the new employee's record
// made from the profile, and the month's appointments for the Report on Appointments Issued.

export type ApplicationForAppointment = {
  id: number;
  status: string;
  job_post_id: number;
  slots: number;
  applicant_user_id: number;
  user_personnel_id: number | null;
  email: string;
  user_name: string;
  snapshot: Record<string, unknown>;
  profile: Record<string, unknown> | null;
  post: {
    code: string;
    position_id: number;
    position: string;
    department_id: number;
    department: string;
    campus_id: number;
    salary_grade: number;
    monthly_salary: number;
    board: 'NAPB' | 'APB';
    plantilla_item_no: string | null;
  };
};

export async function findApplication(db: Queryable, id: number): Promise<ApplicationForAppointment | null> {
  return queryOne<ApplicationForAppointment>(
    db,
    `SELECT a.id, a.status, a.job_post_id, j.slots, a.applicant_user_id, u.personnel_id AS user_personnel_id, u.email, u.name AS user_name,
            a.profile_snapshot AS snapshot, to_jsonb(ap) AS profile,
            json_build_object('code', j.code, 'position_id', j.position_id, 'position', pos.name, 'department_id', j.department_id, 'department', d.fullname,
                              'campus_id', j.campus_id, 'salary_grade', j.salary_grade, 'monthly_salary', j.monthly_salary, 'board', j.board, 'plantilla_item_no', j.plantilla_item_no) AS post
       FROM job_applications a
       JOIN users u ON u.id = a.applicant_user_id
       JOIN job_posts j ON j.id = a.job_post_id
       JOIN positions pos ON pos.id = j.position_id
       JOIN departments d ON d.id = j.department_id
       LEFT JOIN applicant_profiles ap ON ap.user_id = a.applicant_user_id
      WHERE a.id = $1`,
    [id],
  );
}

/** How many of the post's slots are taken (selected or appointed). */
export async function takenSlots(db: Queryable, postId: number): Promise<number> {
  const row = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM job_applications WHERE job_post_id = $1 AND status IN ('selected', 'appointed')`,
    [postId],
  );
  return row!.n;
}

/** The post's applications still in the running (not yet decided, not withdrawn or disqualified). */
export async function stillInTheRunning(db: Queryable, postId: number): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    `SELECT id FROM job_applications WHERE job_post_id = $1 AND status IN ('submitted', 'qualified', 'interview', 'assessed') ORDER BY id`,
    [postId],
  );
  return rows.map((r) => r.id);
}

export async function insertPersonnel(tx: Queryable, values: typeof personnel.$inferInsert): Promise<number> {
  const [row] = await tx.insert(personnel).values(values).returning({ id: personnel.id });
  return row!.id;
}

export async function insertPdsEntries(tx: Queryable, personnelId: number, entries: { section: string; data: Record<string, unknown> }[]) {
  if (entries.length) await tx.insert(pdsEntries).values(entries.map((e) => ({ personnelId, section: e.section, data: e.data })));
}

/** The applicant's account becomes the employee's: linked to the record, with the Employee role beside the applicant one. */
export async function linkAccount(tx: Queryable, userId: number, personnelId: number): Promise<boolean> {
  const linked = await tx
    .update(users)
    .set({ personnelId, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.personnelId)))
    .returning({ id: users.id });
  if (!linked.length) return false;
  await tx.execute(sql`INSERT INTO user_roles (user_id, role_id) SELECT ${userId}, id FROM roles WHERE name = 'Employee' ON CONFLICT DO NOTHING`);
  return true;
}

/** Ties the appointment to the application; false when another appointment got there first. */
export async function setAppointment(tx: Queryable, applicationId: number, appointmentId: number): Promise<boolean> {
  const rows = await tx
    .update(jobApplications)
    .set({ appointmentId, updatedAt: sql`now()` })
    .where(and(eq(jobApplications.id, applicationId), isNull(jobApplications.appointmentId), eq(jobApplications.status, 'selected')))
    .returning({ id: jobApplications.id });
  return rows.length > 0;
}

/** Appointments issued (recorded) in a month, Manila time, with the post they came from when there was one. */
export async function issuedInMonth(db: Queryable, month: string): Promise<TRaiAppointment[]> {
  return query(
    db,
    ZRaiAppointment,
    `SELECT ap.id, to_char(ap.created_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD') AS date_issued, ap.effective_date::text,
            ap.salary_grade, ap.salary_step, ap.monthly_salary::float8 AS monthly_salary, (ap.monthly_salary * 12)::float8 AS annual_salary,
            json_build_object('id', p.id, 'idno', p.idno, 'first_name', p.first_name, 'middle_name', p.middle_name, 'last_name', p.last_name, 'name_extension', p.name_extension,
                              'fullname', concat_ws(' ', p.first_name, CASE WHEN coalesce(p.middle_name, '') = '' THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension)) AS personnel,
            CASE WHEN pos.id IS NULL THEN NULL ELSE json_build_object('id', pos.id, 'name', pos.name) END AS position,
            CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) END AS department,
            CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name) END AS appointment_status,
            CASE WHEN n.id IS NULL THEN NULL ELSE json_build_object('id', n.id, 'name', n.name) END AS nature,
            a.id AS application_id, COALESCE(pi.item_no, j.plantilla_item_no) AS plantilla_item_no,
            CASE WHEN j.id IS NULL THEN NULL ELSE json_build_object('id', j.id, 'code', j.code, 'publish_from', j.publish_from::text, 'closing_date', j.closing_date::text) END AS job_post
       FROM appointments ap
       JOIN personnel p ON p.id = ap.personnel_id
       LEFT JOIN positions pos ON pos.id = ap.position_id
       LEFT JOIN departments d ON d.id = ap.department_id
       LEFT JOIN appointment_statuses s ON s.id = ap.appointment_status_id
       LEFT JOIN appointment_natures n ON n.id = ap.nature_id
       LEFT JOIN job_applications a ON a.appointment_id = ap.id
       LEFT JOIN job_posts j ON j.id = a.job_post_id
       LEFT JOIN plantilla_items pi ON pi.id = ap.plantilla_item_id
      WHERE to_char(ap.created_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM') = $1
      ORDER BY ap.created_at, ap.id`,
    [month],
  );
}
