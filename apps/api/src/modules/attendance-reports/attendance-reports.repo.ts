import type { Database } from '@hris/db';
import type { TWorkScheduleDefinition } from '@hris/contracts';

// The monitoring queries: who is counted where, their schedule of the day and their approved travel.
// The days themselves come from the DTR computation (dtr.service departmentMonth), never from here.

export type Department = { id: number; fullname: string; acronym: string; campus_id: number; campus: string };
export type CountedPerson = { id: number; department_id: number };

const DEPARTMENT_SELECT = `SELECT d.id, d.fullname, d.acronym, d.campus_id, c.name AS campus FROM departments d JOIN campuses c ON c.id = d.campus_id`;

export async function departmentOf(db: Database, id: number): Promise<(Department & { head_personnel_id: number | null; oic_personnel_id: number | null }) | null> {
  const { rows } = await db.$client.query(
    `SELECT d.id, d.fullname, d.acronym, d.campus_id, c.name AS campus, d.head_personnel_id, d.oic_personnel_id
       FROM departments d JOIN campuses c ON c.id = d.campus_id WHERE d.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function campusOf(db: Database, id: number): Promise<{ id: number; name: string } | null> {
  return (await db.$client.query(`SELECT id, name FROM campuses WHERE id = $1`, [id])).rows[0] ?? null;
}

/** The active departments that have active people, of a campus or of the given ids, by name. */
export async function departmentsWithPeople(db: Database, scope: { campusId?: number; departmentIds?: number[] }): Promise<Department[]> {
  const { rows } = await db.$client.query(
    `${DEPARTMENT_SELECT}
      WHERE d.is_active AND ($1::int IS NULL OR d.campus_id = $1) AND ($2::int[] IS NULL OR d.id = ANY($2::int[]))
        AND EXISTS (SELECT 1 FROM personnel p WHERE p.department_id = d.id AND p.is_active)
      ORDER BY lower(d.fullname), d.id`,
    [scope.campusId ?? null, scope.departmentIds ?? null],
  );
  return rows;
}

/** The active people of the departments: the ones attendance is counted for. */
export async function activePeopleOf(db: Database, departmentIds: number[]): Promise<CountedPerson[]> {
  const { rows } = await db.$client.query(`SELECT id, department_id FROM personnel WHERE is_active AND department_id = ANY($1::int[])`, [departmentIds]);
  return rows;
}

/** The active people of a campus, with or without a department. */
export async function activePeopleOfCampus(db: Database, campusId: number): Promise<{ id: number }[]> {
  return (await db.$client.query(`SELECT id FROM personnel WHERE is_active AND campus_id = $1`, [campusId])).rows;
}

/** The departments a person heads or stands in for as officer-in-charge. */
export async function departmentsHeadedBy(db: Database, personnelId: number): Promise<number[]> {
  const { rows } = await db.$client.query(`SELECT id FROM departments WHERE $1 IN (head_personnel_id, oic_personnel_id) ORDER BY id`, [personnelId]);
  return rows.map((r) => r.id as number);
}

/** Each person's schedule on the date (those without one follow the default, answered as `fallback`). */
export async function schedulesOn(db: Database, personnelIds: number[], date: string): Promise<{ byPerson: Map<number, TWorkScheduleDefinition>; fallback: TWorkScheduleDefinition | null }> {
  const [assigned, fallback] = await Promise.all([
    db.$client.query(
      `SELECT DISTINCT ON (ps.personnel_id) ps.personnel_id, ws.definition
         FROM personnel_schedules ps JOIN work_schedules ws ON ws.id = ps.schedule_id
        WHERE ps.personnel_id = ANY($1::int[]) AND ps.effective_from <= $2::date AND (ps.effective_to IS NULL OR ps.effective_to >= $2::date)
        ORDER BY ps.personnel_id, ps.effective_from DESC, ps.id DESC`,
      [personnelIds, date],
    ),
    db.$client.query(`SELECT definition FROM work_schedules WHERE is_default ORDER BY id LIMIT 1`),
  ]);
  return {
    byPerson: new Map(assigned.rows.map((r) => [r.personnel_id as number, r.definition as TWorkScheduleDefinition])),
    fallback: fallback.rows[0]?.definition ?? null,
  };
}

export type ApprovedTravel = { personnel_id: number; date_from: string; date_to: string; destination: string };

/** Approved official business travel of the people touching [firstDay, lastDay]. */
export async function approvedTravelsOf(db: Database, personnelIds: number[], firstDay: string, lastDay: string): Promise<ApprovedTravel[]> {
  const { rows } = await db.$client.query(
    `SELECT personnel_id, date_from::text, date_to::text, destination FROM official_business_travels
      WHERE personnel_id = ANY($1::int[]) AND status = 'approved' AND date_from <= $3::date AND date_to >= $2::date`,
    [personnelIds, firstDay, lastDay],
  );
  return rows;
}

/**
 * The date each person's absences are counted from (2017 ORAOHRA Sec. 107(a)(1)): the date of original
 * appointment, or, where none is on record, the Manila date the record was created (nothing before it).
 */
export async function countedFromOf(db: Database, personnelIds: number[]): Promise<Map<number, string>> {
  const { rows } = await db.$client.query(
    `SELECT id, COALESCE(date_original_appointment, (created_at AT TIME ZONE 'Asia/Manila')::date)::text AS counted_from
       FROM personnel WHERE id = ANY($1::int[])`,
    [personnelIds],
  );
  return new Map(rows.map((r) => [r.id as number, r.counted_from as string]));
}
