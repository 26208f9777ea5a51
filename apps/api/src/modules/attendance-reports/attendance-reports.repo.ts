import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZMonitoredDepartment, ZWorkScheduleDefinition, type TMonitoredDepartment, type TWorkScheduleDefinition } from '@hris/contracts';
import { query, queryOne } from '../../lib/query';

// The monitoring queries: who is counted where, their schedule of the day and their approved travel.
// The days themselves come from the DTR computation (dtr.service departmentMonth), never from here.
// Every row is checked by its schema under the tests (lib/query.ts), as the DTR's own are.

const int = z.number().int();
const ZIdOnly = z.object({ id: int });

export type Department = TMonitoredDepartment;
const ZCountedPerson = z.object({ id: int, department_id: int });
export type CountedPerson = z.infer<typeof ZCountedPerson>;

const DEPARTMENT_SELECT = `SELECT d.id, d.fullname, d.acronym, d.campus_id, c.name AS campus FROM departments d JOIN campuses c ON c.id = d.campus_id`;

export async function departmentOf(
  db: Queryable,
  id: number,
): Promise<(Department & { head_personnel_id: number | null; oic_personnel_id: number | null }) | null> {
  return queryOne(
    db,
    ZMonitoredDepartment.extend({ head_personnel_id: int.nullable(), oic_personnel_id: int.nullable() }),
    `SELECT d.id, d.fullname, d.acronym, d.campus_id, c.name AS campus, d.head_personnel_id, d.oic_personnel_id
       FROM departments d JOIN campuses c ON c.id = d.campus_id WHERE d.id = $1`,
    [id],
  );
}

export async function campusOf(db: Queryable, id: number): Promise<{ id: number; name: string } | null> {
  return queryOne(db, z.object({ id: int, name: z.string() }), `SELECT id, name FROM campuses WHERE id = $1`, [id]);
}

/** The active departments that have active people, of a campus or of the given ids, by name. */
export async function departmentsWithPeople(db: Queryable, scope: { campusId?: number; departmentIds?: number[] }): Promise<Department[]> {
  return query(
    db,
    ZMonitoredDepartment,
    `${DEPARTMENT_SELECT}
      WHERE d.is_active AND ($1::int IS NULL OR d.campus_id = $1) AND ($2::int[] IS NULL OR d.id = ANY($2::int[]))
        AND EXISTS (SELECT 1 FROM personnel p WHERE p.department_id = d.id AND p.is_active)
      ORDER BY lower(d.fullname), d.id`,
    [scope.campusId ?? null, scope.departmentIds ?? null],
  );
}

/** The active people of the departments: the ones attendance is counted for. */
export async function activePeopleOf(db: Queryable, departmentIds: number[]): Promise<CountedPerson[]> {
  return query(db, ZCountedPerson, `SELECT id, department_id FROM personnel WHERE is_active AND department_id = ANY($1::int[])`, [departmentIds]);
}

/** The active people of a campus, with or without a department. */
export async function activePeopleOfCampus(db: Queryable, campusId: number): Promise<{ id: number }[]> {
  return query(db, ZIdOnly, `SELECT id FROM personnel WHERE is_active AND campus_id = $1`, [campusId]);
}

/** The departments a person heads or stands in for as officer-in-charge. */
export async function departmentsHeadedBy(db: Queryable, personnelId: number): Promise<number[]> {
  const rows = await query(db, ZIdOnly, `SELECT id FROM departments WHERE $1 IN (head_personnel_id, oic_personnel_id) ORDER BY id`, [personnelId]);
  return rows.map((r) => r.id);
}

/** Each person's schedule on the date (those without one follow the default, answered as `fallback`). */
export async function schedulesOn(
  db: Queryable,
  personnelIds: number[],
  date: string,
): Promise<{ byPerson: Map<number, TWorkScheduleDefinition>; fallback: TWorkScheduleDefinition | null }> {
  const [assigned, fallback] = await Promise.all([
    query(
      db,
      z.object({ personnel_id: int, definition: ZWorkScheduleDefinition }),
      `SELECT DISTINCT ON (ps.personnel_id) ps.personnel_id, ws.definition
         FROM personnel_schedules ps JOIN work_schedules ws ON ws.id = ps.schedule_id
        WHERE ps.personnel_id = ANY($1::int[]) AND ps.effective_from <= $2::date AND (ps.effective_to IS NULL OR ps.effective_to >= $2::date)
        ORDER BY ps.personnel_id, ps.effective_from DESC, ps.id DESC`,
      [personnelIds, date],
    ),
    queryOne(db, z.object({ definition: ZWorkScheduleDefinition }), `SELECT definition FROM work_schedules WHERE is_default ORDER BY id LIMIT 1`),
  ]);
  return {
    byPerson: new Map(assigned.map((r) => [r.personnel_id, r.definition])),
    fallback: fallback?.definition ?? null,
  };
}

const ZApprovedTravel = z.object({ personnel_id: int, date_from: z.string(), date_to: z.string(), destination: z.string() });
export type ApprovedTravel = z.infer<typeof ZApprovedTravel>;

/** Approved official business travel of the people touching [firstDay, lastDay]. */
export async function approvedTravelsOf(db: Queryable, personnelIds: number[], firstDay: string, lastDay: string): Promise<ApprovedTravel[]> {
  return query(
    db,
    ZApprovedTravel,
    `SELECT personnel_id, date_from::text, date_to::text, destination FROM official_business_travels
      WHERE personnel_id = ANY($1::int[]) AND status = 'approved' AND date_from <= $3::date AND date_to >= $2::date`,
    [personnelIds, firstDay, lastDay],
  );
}

/**
 * The date each person's absences are counted from (2017 ORAOHRA Sec. 107(a)(1)): the date of original
 * appointment, or, where none is on record, the Manila date the record was created (nothing before it).
 */
export async function countedFromOf(db: Queryable, personnelIds: number[]): Promise<Map<number, string>> {
  const rows = await query(
    db,
    z.object({ id: int, counted_from: z.string() }),
    `SELECT id, COALESCE(date_original_appointment, (created_at AT TIME ZONE 'Asia/Manila')::date)::text AS counted_from
       FROM personnel WHERE id = ANY($1::int[])`,
    [personnelIds],
  );
  return new Map(rows.map((r) => [r.id, r.counted_from]));
}
