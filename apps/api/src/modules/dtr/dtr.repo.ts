import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZDtrPersonnel, ZWorkScheduleDefinition, type TWorkScheduleDefinition } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { fullnameSql } from '../../lib/sql';

// Everything one month's daily time records are computed from: the people, their punches, schedules,
// holidays and suspensions. Each loader takes several people at once so a department's forms cost the
// same few queries as one person's. Every row is checked by its schema under the tests (lib/query.ts).

const int = z.number().int();
const ZPart = z.enum(['whole', 'am', 'pm']);
/** A time of day as HH:MM (to_char), or null. */
const ZClock = z.string().nullable();

/** A person as the DTR computation reads them; the answer shows the ZDtrPersonnel part. */
const ZDtrPerson = ZDtrPersonnel.extend({
  campus_id: z.number().int(),
  department_id: z.number().int().nullable(),
  /** The date of appointment: days before it are not in service (nothing charged). */
  appointed: z.string().nullable(),
});
export type DtrPerson = z.infer<typeof ZDtrPerson>;

const PERSON_SELECT = `
  SELECT p.id, p.idno,
         concat_ws(' ', p.first_name, CASE WHEN coalesce(p.middle_name, '') = '' THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension) AS fullname,
         d.fullname AS department, pos.name AS position, p.campus_id, p.department_id, p.date_original_appointment::text AS appointed
    FROM personnel p
    LEFT JOIN departments d ON d.id = p.department_id
    LEFT JOIN positions pos ON pos.id = p.position_id`;

export async function personOf(db: Queryable, personnelId: number): Promise<DtrPerson | null> {
  return queryOne(db, ZDtrPerson, `${PERSON_SELECT} WHERE p.id = $1`, [personnelId]);
}

/** Several people at once, by surname (those that do not exist are left out). */
export async function peopleOf(db: Queryable, personnelIds: number[]): Promise<DtrPerson[]> {
  return query(db, ZDtrPerson, `${PERSON_SELECT} WHERE p.id = ANY($1::int[]) ORDER BY lower(p.last_name), lower(p.first_name), p.id`, [personnelIds]);
}

/** The active people of a department, by surname, for the department's forms. */
export async function activePeopleOf(db: Queryable, departmentId: number): Promise<DtrPerson[]> {
  return query(db, ZDtrPerson, `${PERSON_SELECT} WHERE p.department_id = $1 AND p.is_active ORDER BY lower(p.last_name), lower(p.first_name), p.id`, [
    departmentId,
  ]);
}

/**
 * Whether `approverId` heads the person's department: its head or officer-in-charge, or the nearest head up
 * the tree when the unit has none (the same approver the request chains use, hris_department_approvers).
 */
export async function headsPersonOf(db: Queryable, approverId: number, personnelId: number): Promise<boolean> {
  const found = await execute(
    db,
    `SELECT 1 FROM personnel p JOIN departments d ON d.id = p.department_id
      WHERE p.id = $2
        AND ($1 IN (d.head_personnel_id, d.oic_personnel_id) OR $1 = ANY(hris_department_approvers(d.id, p.id)))`,
    [approverId, personnelId],
  );
  return found > 0;
}

/**
 * Every punch of the people within [from, to), by person, as epoch seconds in no particular order (the
 * day's computation sorts): one query for the whole month. PostgreSQL folds each person's punches into
 * one text, so a campus's month (600,000 punches) crosses as a few thousand rows instead of 600,000 —
 * reading rows, not the numbers, is what costs in the driver. Seconds suffice: the DTR counts minutes.
 */
export async function punchesOf(db: Queryable, personnelIds: number[], from: Date, to: Date): Promise<Map<number, number[]>> {
  const rows = await query(
    db,
    z.object({ personnel_id: int, seconds: z.string() }),
    `SELECT personnel_id, string_agg(date_part('epoch', logged_at)::bigint::text, ',') AS seconds FROM attendance_logs
      WHERE personnel_id = ANY($1::int[]) AND logged_at >= $2 AND logged_at < $3
      GROUP BY personnel_id`,
    [personnelIds, from, to],
  );
  const by = new Map<number, number[]>();
  for (const r of rows) by.set(r.personnel_id, r.seconds.split(',').map(Number));
  return by;
}

const ZAssignedSchedule = z.object({ personnel_id: int, effective_from: z.string(), effective_to: z.string().nullable(), definition: ZWorkScheduleDefinition });
export type AssignedSchedule = z.infer<typeof ZAssignedSchedule>;

/** The schedules assigned to the people that touch [firstDay, lastDay], latest start first (it wins on overlap). */
export async function schedulesOf(db: Queryable, personnelIds: number[], firstDay: string, lastDay: string): Promise<AssignedSchedule[]> {
  return query(
    db,
    ZAssignedSchedule,
    `SELECT ps.personnel_id, ps.effective_from::text, ps.effective_to::text, ws.definition
       FROM personnel_schedules ps JOIN work_schedules ws ON ws.id = ps.schedule_id
      WHERE ps.personnel_id = ANY($1::int[]) AND ps.effective_from <= $3::date AND (ps.effective_to IS NULL OR ps.effective_to >= $2::date)
      ORDER BY ps.effective_from DESC, ps.id DESC`,
    [personnelIds, firstDay, lastDay],
  );
}

export async function defaultSchedule(db: Queryable): Promise<TWorkScheduleDefinition | null> {
  const row = await queryOne(
    db,
    z.object({ definition: ZWorkScheduleDefinition }),
    `SELECT definition FROM work_schedules WHERE is_default ORDER BY id LIMIT 1`,
  );
  return row?.definition ?? null;
}

/** National holidays (no campus) and those of the campuses, within the dates. */
export async function holidaysOf(
  db: Queryable,
  campusIds: number[],
  firstDay: string,
  lastDay: string,
): Promise<{ date: string; name: string; part: 'whole' | 'am' | 'pm'; campus_id: number | null }[]> {
  return query(
    db,
    z.object({ date: z.string(), name: z.string(), part: ZPart, campus_id: int.nullable() }),
    `SELECT date::text, name, part, campus_id FROM holidays
      WHERE date BETWEEN $2::date AND $3::date AND (campus_id IS NULL OR campus_id = ANY($1::int[]))
      ORDER BY date, id`,
    [campusIds, firstDay, lastDay],
  );
}

export async function suspensionsOf(
  db: Queryable,
  campusIds: number[],
  firstDay: string,
  lastDay: string,
): Promise<{ date: string; campus_id: number; from_time: string }[]> {
  return query(
    db,
    z.object({ date: z.string(), campus_id: int, from_time: z.string() }),
    `SELECT date::text, campus_id, to_char(from_time, 'HH24:MI') AS from_time FROM work_suspensions
      WHERE campus_id = ANY($1::int[]) AND date BETWEEN $2::date AND $3::date
      ORDER BY date, from_time`,
    [campusIds, firstDay, lastDay],
  );
}

const ZApprovedAppeal = z.object({ personnel_id: int, date: z.string(), am_in: ZClock, am_out: ZClock, pm_in: ZClock, pm_out: ZClock });
export type ApprovedAppeal = z.infer<typeof ZApprovedAppeal>;

/** Approved time-log appeals of the people within the dates, oldest first (a later appeal overrides). */
export async function approvedAppealsOf(db: Queryable, personnelIds: number[], firstDay: string, lastDay: string): Promise<ApprovedAppeal[]> {
  return query(
    db,
    ZApprovedAppeal,
    `SELECT personnel_id, date::text, to_char(am_in, 'HH24:MI') AS am_in, to_char(am_out, 'HH24:MI') AS am_out,
            to_char(pm_in, 'HH24:MI') AS pm_in, to_char(pm_out, 'HH24:MI') AS pm_out
       FROM time_log_appeals
      WHERE personnel_id = ANY($1::int[]) AND date BETWEEN $2::date AND $3::date AND status = 'approved'
      ORDER BY date, id`,
    [personnelIds, firstDay, lastDay],
  );
}

const ZApprovedTravel = z.object({
  personnel_id: int,
  date_from: z.string(),
  date_to: z.string(),
  time_from: ZClock,
  time_to: ZClock,
  destination: z.string(),
});
export type ApprovedTravel = z.infer<typeof ZApprovedTravel>;

/** Approved official business travel of the people that touches the dates. */
export async function approvedTravelsOf(db: Queryable, personnelIds: number[], firstDay: string, lastDay: string): Promise<ApprovedTravel[]> {
  return query(
    db,
    ZApprovedTravel,
    `SELECT personnel_id, date_from::text, date_to::text, to_char(time_from, 'HH24:MI') AS time_from, to_char(time_to, 'HH24:MI') AS time_to, destination
       FROM official_business_travels
      WHERE personnel_id = ANY($1::int[]) AND date_from <= $3::date AND date_to >= $2::date AND status = 'approved'
      ORDER BY date_from, id`,
    [personnelIds, firstDay, lastDay],
  );
}

const ZApprovedLeave = z.object({ personnel_id: int, dates: z.array(z.string()), part: ZPart, name: z.string(), code: z.string() });
export type ApprovedLeave = z.infer<typeof ZApprovedLeave>;

/** Approved leave of the people on the dates it counted (a leave's `dates` are its working days as filed). */
export async function approvedLeaveOf(db: Queryable, personnelIds: number[], firstDay: string, lastDay: string): Promise<ApprovedLeave[]> {
  return query(
    db,
    ZApprovedLeave,
    `SELECT a.personnel_id, a.dates, a.part, t.name, t.code
       FROM leave_applications a JOIN leave_types t ON t.id = a.leave_type_id
      WHERE a.personnel_id = ANY($1::int[]) AND a.date_from <= $3::date AND a.date_to >= $2::date AND a.status = 'approved'
      ORDER BY a.date_from, a.id`,
    [personnelIds, firstDay, lastDay],
  );
}

/** A department with the people who keep its records (head, officer-in-charge, DTR clerk): who may print its forms. */
const ZDepartmentKeepers = z.object({
  id: int,
  fullname: z.string(),
  acronym: z.string(),
  head_personnel_id: int.nullable(),
  oic_personnel_id: int.nullable(),
  dtr_clerk_personnel_id: int.nullable(),
});
export type DepartmentKeepers = z.infer<typeof ZDepartmentKeepers>;

export async function departmentKeepersOf(db: Queryable, departmentId: number): Promise<DepartmentKeepers | null> {
  return queryOne(
    db,
    ZDepartmentKeepers,
    `SELECT id, fullname, acronym, head_personnel_id, oic_personnel_id, dtr_clerk_personnel_id FROM departments WHERE id = $1`,
    [departmentId],
  );
}

/** Who besides the person and HR reads their DTR: their department's clerk, and (for faculty) the VPAA office. */
export async function dtrReadersOf(db: Queryable, personnelId: number): Promise<{ dtr_clerk_personnel_id: number | null; employment_kind: string } | null> {
  return queryOne(
    db,
    z.object({ dtr_clerk_personnel_id: int.nullable(), employment_kind: z.string() }),
    `SELECT d.dtr_clerk_personnel_id, p.employment_kind FROM personnel p LEFT JOIN departments d ON d.id = p.department_id WHERE p.id = $1`,
    [personnelId],
  );
}

const ZInCharge = z.object({ personnel_id: z.number().int(), name: z.string() });

/**
 * Who signs "In Charge" on each person's CS Form 48, verifying the office hours: the head of the person's office (its
 * OIC while there is no head); for the head themself, the head (or OIC) of the office above. People with nobody are left out.
 */
export async function inChargeOf(db: Queryable, personnelIds: number[]): Promise<Map<number, string>> {
  const rows = await query(
    db,
    ZInCharge,
    `SELECT p.id AS personnel_id, ${fullnameSql('s')} AS name
       FROM personnel p
       JOIN departments d ON d.id = p.department_id
       LEFT JOIN departments up ON up.id = d.parent_id
       JOIN personnel s ON s.id = CASE
              WHEN coalesce(d.head_personnel_id, d.oic_personnel_id) IS DISTINCT FROM p.id THEN coalesce(d.head_personnel_id, d.oic_personnel_id)
              ELSE coalesce(up.head_personnel_id, up.oic_personnel_id)
            END
      WHERE p.id = ANY($1::int[])`,
    [personnelIds],
  );
  return new Map(rows.map((r) => [r.personnel_id, r.name]));
}
