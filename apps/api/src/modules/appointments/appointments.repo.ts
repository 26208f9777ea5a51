import { eq, sql } from 'drizzle-orm';
import { appointments, personnel, type Queryable } from '@hris/db';
import { ZAppointment, ZCurrentAppointmentRow, type TAppointment, type TCurrentAppointmentRow } from '@hris/contracts';
import { query, queryOne } from '../../lib/query';

const SELECT = `
  SELECT a.id, a.effective_date::text, a.salary_grade, a.salary_step, a.monthly_salary::float8 AS monthly_salary, a.remarks, a.created_at,
         CASE WHEN n.id IS NULL THEN NULL ELSE json_build_object('id', n.id, 'name', n.name) END AS nature,
         CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name) END AS appointment_status,
         CASE WHEN pos.id IS NULL THEN NULL ELSE json_build_object('id', pos.id, 'name', pos.name) END AS position,
         CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) END AS department,
         u.name AS created_by
    FROM appointments a
    LEFT JOIN appointment_natures n ON n.id = a.nature_id
    LEFT JOIN appointment_statuses s ON s.id = a.appointment_status_id
    LEFT JOIN positions pos ON pos.id = a.position_id
    LEFT JOIN departments d ON d.id = a.department_id
    LEFT JOIN users u ON u.id = a.created_by_user_id`;

/** Appointments of one person, newest first. */
export async function appointmentsOf(db: Queryable, personnelId: number): Promise<TAppointment[]> {
  return query(db, ZAppointment, `${SELECT} WHERE a.personnel_id = $1 ORDER BY a.effective_date DESC, a.id DESC`, [personnelId]);
}

export async function findAppointment(db: Queryable, id: number): Promise<TAppointment | null> {
  return queryOne(db, ZAppointment, `${SELECT} WHERE a.id = $1`, [id]);
}

/** Where the person stands now: the card at the top of the reclassification page. */
export async function currentOf(db: Queryable, personnelId: number): Promise<TCurrentAppointmentRow | null> {
  return queryOne(
    db,
    ZCurrentAppointmentRow,
    `SELECT p.id, p.idno, concat_ws(' ', p.first_name, CASE WHEN coalesce(p.middle_name, '') = '' THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension) AS fullname,
            p.campus_id, p.is_active, p.salary_step, p.date_original_appointment::text, p.date_last_promotion::text,
            CASE WHEN pos.id IS NULL THEN NULL ELSE json_build_object('id', pos.id, 'name', pos.name, 'salary_grade', pos.salary_grade) END AS position,
            CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name) END AS appointment_status,
            CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) END AS department
       FROM personnel p
       LEFT JOIN positions pos ON pos.id = p.position_id
       LEFT JOIN appointment_statuses s ON s.id = p.appointment_status_id
       LEFT JOIN departments d ON d.id = p.department_id
      WHERE p.id = $1`,
    [personnelId],
  );
}

export async function natureById(db: Queryable, id: number) {
  return queryOne<{ id: number; name: string }>(db, `SELECT id, name FROM appointment_natures WHERE id = $1`, [id]);
}
export async function statusById(db: Queryable, id: number) {
  return queryOne<{ id: number; name: string; for_reclass: boolean }>(db, `SELECT id, name, for_reclass FROM appointment_statuses WHERE id = $1`, [id]);
}
export async function positionById(db: Queryable, id: number) {
  return queryOne<{ id: number; name: string; salary_grade: number | null }>(db, `SELECT id, name, salary_grade FROM positions WHERE id = $1`, [id]);
}
export async function departmentById(db: Queryable, id: number) {
  return queryOne<{ id: number; fullname: string; campus_id: number }>(db, `SELECT id, fullname, campus_id FROM departments WHERE id = $1`, [id]);
}

export type NewAppointment = typeof appointments.$inferInsert;

export async function insertAppointment(tx: Queryable, values: NewAppointment): Promise<number> {
  const [row] = await tx.insert(appointments).values(values).returning({ id: appointments.id });
  return row!.id;
}

export async function updatePersonnel(tx: Queryable, personnelId: number, values: Partial<typeof personnel.$inferInsert>) {
  // updated_at is when the row was written: the database's time, like its DEFAULT now().
  await tx
    .update(personnel)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(personnel.id, personnelId));
}

/** The grade and salary an appointment pays, once salary_held_on has answered them in the appointment's transaction. */
export async function setAppointmentSalary(db: Queryable, id: number, grade: number, monthly: number) {
  await db.$client.query(`UPDATE appointments SET salary_grade = $2, monthly_salary = $3 WHERE id = $1`, [id, grade, monthly]);
}

/** The plantilla item a person holds now (its incumbent), if any. */
export async function itemHeldBy(db: Queryable, personnelId: number) {
  return queryOne<{ id: number; position_id: number; salary_grade: number }>(
    db,
    `SELECT id, position_id, salary_grade::int AS salary_grade FROM plantilla_items WHERE incumbent_personnel_id = $1 FOR UPDATE`,
    [personnelId],
  );
}

/** A reclassified item: its new position and that position's grade. */
export async function reclassifyItem(db: Queryable, itemId: number, positionId: number, grade: number) {
  await db.$client.query(`UPDATE plantilla_items SET position_id = $2, salary_grade = $3, updated_at = now() WHERE id = $1`, [itemId, positionId, grade]);
}
