import type { Queryable } from '@hris/db';
import {
  ZScheduleAssignee,
  ZScheduleAssignment,
  ZWorkSchedule,
  type TScheduleAssignee,
  type TScheduleAssignment,
  type TWorkSchedule,
  type TWorkScheduleDefinition,
} from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

// Work schedules and who follows which from when. Raw SQL like the DTR that reads the same tables.

export type ScheduleRow = TWorkSchedule;
export type ScheduleValues = { name: string; kind: string; definition: TWorkScheduleDefinition };

const SCHEDULE_SELECT = `
  SELECT ws.id, ws.name, ws.kind, ws.definition, ws.is_default,
         (SELECT count(*)::int FROM personnel_schedules ps WHERE ps.schedule_id = ws.id) AS assigned
    FROM work_schedules ws`;

export async function listSchedules(db: Queryable): Promise<ScheduleRow[]> {
  return query(db, ZWorkSchedule, `${SCHEDULE_SELECT} ORDER BY ws.is_default DESC, lower(ws.name), ws.id`);
}

export async function findSchedule(db: Queryable, id: number): Promise<ScheduleRow | null> {
  return queryOne(db, ZWorkSchedule, `${SCHEDULE_SELECT} WHERE ws.id = $1`, [id]);
}

export async function insertSchedule(db: Queryable, v: ScheduleValues): Promise<number> {
  const row = await queryOne<{ id: number }>(db, `INSERT INTO work_schedules (name, kind, definition) VALUES ($1, $2, $3) RETURNING id`, [
    v.name,
    v.kind,
    JSON.stringify(v.definition),
  ]);
  return row!.id;
}

export async function updateSchedule(db: Queryable, id: number, v: ScheduleValues) {
  await execute(db, `UPDATE work_schedules SET name = $2, kind = $3, definition = $4, updated_at = now() WHERE id = $1`, [
    id,
    v.name,
    v.kind,
    JSON.stringify(v.definition),
  ]);
}

/** One statement, so there is never a moment with no default or two of them. */
export async function makeDefault(db: Queryable, id: number) {
  await execute(db, `UPDATE work_schedules SET is_default = (id = $1), updated_at = now() WHERE is_default OR id = $1`, [id]);
}

export async function deleteSchedule(db: Queryable, id: number) {
  await execute(db, `DELETE FROM work_schedules WHERE id = $1`, [id]);
}

export async function nameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  return (await execute(db, `SELECT 1 FROM work_schedules WHERE lower(name) = lower($1) AND id <> coalesce($2::int, 0)`, [name, exceptId ?? null])) > 0;
}

export type AssignmentRow = TScheduleAssignment;

const ASSIGNMENT_SELECT = `
  SELECT ps.id, ps.personnel_id, ps.schedule_id, ws.name AS schedule_name, ws.kind, ps.effective_from::text, ps.effective_to::text, ps.created_at
    FROM personnel_schedules ps JOIN work_schedules ws ON ws.id = ps.schedule_id`;

/** Newest first; on overlapping dates the latest start wins, as in the DTR. */
export async function assignmentsOf(db: Queryable, personnelId: number): Promise<AssignmentRow[]> {
  return query(db, ZScheduleAssignment, `${ASSIGNMENT_SELECT} WHERE ps.personnel_id = $1 ORDER BY ps.effective_from DESC, ps.id DESC`, [personnelId]);
}

export type ScheduleAssigneeRow = TScheduleAssignee;

/** Who follows a schedule (now, before or from a later date), the latest start first. */
export async function assignmentsOfSchedule(db: Queryable, scheduleId: number): Promise<ScheduleAssigneeRow[]> {
  return query(
    db,
    ZScheduleAssignee,
    `SELECT a.*, json_build_object(
              'id', p.id, 'idno', p.idno, 'department', d.fullname,
              'fullname', concat_ws(' ', p.first_name, CASE WHEN coalesce(p.middle_name, '') = '' THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension)
            ) AS personnel
       FROM (${ASSIGNMENT_SELECT} WHERE ps.schedule_id = $1) a
       JOIN personnel p ON p.id = a.personnel_id
       LEFT JOIN departments d ON d.id = p.department_id
      ORDER BY a.effective_from DESC, a.id DESC`,
    [scheduleId],
  );
}

export async function findAssignment(db: Queryable, id: number): Promise<AssignmentRow | null> {
  return queryOne(db, ZScheduleAssignment, `${ASSIGNMENT_SELECT} WHERE ps.id = $1`, [id]);
}

/** Open assignments that start on or after a date (they cannot be closed the day before it). */
export async function openFrom(db: Queryable, personnelId: number, from: string): Promise<AssignmentRow[]> {
  return query(
    db,
    ZScheduleAssignment,
    `${ASSIGNMENT_SELECT} WHERE ps.personnel_id = $1 AND ps.effective_to IS NULL AND ps.effective_from >= $2::date ORDER BY ps.effective_from`,
    [personnelId, from],
  );
}

/** Closes the open assignments that began before `from` on the day before it; answers what was closed. */
export async function closeOpenBefore(db: Queryable, personnelId: number, from: string): Promise<{ id: number; effective_to: string }[]> {
  return query<{ id: number; effective_to: string }>(
    db,
    `UPDATE personnel_schedules SET effective_to = $2::date - 1
      WHERE personnel_id = $1 AND effective_to IS NULL AND effective_from < $2::date
      RETURNING id, effective_to::text`,
    [personnelId, from],
  );
}

export async function insertAssignment(db: Queryable, v: { personnelId: number; scheduleId: number; from: string; to: string | null }): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO personnel_schedules (personnel_id, schedule_id, effective_from, effective_to) VALUES ($1, $2, $3, $4) RETURNING id`,
    [v.personnelId, v.scheduleId, v.from, v.to],
  );
  return row!.id;
}

export async function personnelExists(db: Queryable, id: number): Promise<boolean> {
  return (await execute(db, `SELECT 1 FROM personnel WHERE id = $1`, [id])) > 0;
}

/** What an employee asked for, kept in the audit row written when the request started (see schedule-requests.service.ts). */
export type RequestedSchedule = { personnel_id: number; schedule_id: number; effective_from: string; reason: string };

export async function requestedValues(db: Queryable, approvalRequestId: number): Promise<RequestedSchedule | null> {
  const row = await queryOne<{ after: RequestedSchedule | null }>(
    db,
    `SELECT after FROM audit_log WHERE entity = 'work_schedule_request' AND entity_id = $1 AND action = 'request' ORDER BY id LIMIT 1`,
    [String(approvalRequestId)],
  );
  return row?.after ?? null;
}
