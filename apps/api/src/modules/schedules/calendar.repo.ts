import type { Queryable } from '@hris/db';
import { ZHoliday, ZWorkSuspension, type THoliday, type TWorkSuspension } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

// Holidays and work suspensions: the days the DTR excuses in whole or in part.

export type HolidayRow = THoliday;
export type HolidayValues = { date: string; name: string; campus_id: number | null; part: string };

const HOLIDAY_SELECT = `SELECT h.id, h.date::text, h.name, h.campus_id, c.name AS campus, h.part FROM holidays h LEFT JOIN campuses c ON c.id = h.campus_id`;

export async function holidaysOfYear(db: Queryable, year: number): Promise<HolidayRow[]> {
  return query(db, ZHoliday, `${HOLIDAY_SELECT} WHERE extract(year FROM h.date) = $1 ORDER BY h.date, h.campus_id NULLS FIRST, h.id`, [year]);
}

export async function findHoliday(db: Queryable, id: number): Promise<HolidayRow | null> {
  return queryOne(db, ZHoliday, `${HOLIDAY_SELECT} WHERE h.id = $1`, [id]);
}

/** One holiday per date and campus (national counts as its own "campus"). */
export async function holidayOn(db: Queryable, date: string, campusId: number | null, exceptId?: number): Promise<boolean> {
  const found = await execute(db, `SELECT 1 FROM holidays WHERE date = $1::date AND campus_id IS NOT DISTINCT FROM $2::int AND id <> coalesce($3::int, 0)`, [
    date,
    campusId,
    exceptId ?? null,
  ]);
  return found > 0;
}

export async function insertHoliday(db: Queryable, v: HolidayValues): Promise<number> {
  const row = await queryOne<{ id: number }>(db, `INSERT INTO holidays (date, name, campus_id, part) VALUES ($1, $2, $3, $4) RETURNING id`, [
    v.date,
    v.name,
    v.campus_id,
    v.part,
  ]);
  return row!.id;
}

export async function updateHoliday(db: Queryable, id: number, v: HolidayValues) {
  await execute(db, `UPDATE holidays SET date = $2, name = $3, campus_id = $4, part = $5 WHERE id = $1`, [id, v.date, v.name, v.campus_id, v.part]);
}

export async function deleteHoliday(db: Queryable, id: number) {
  await execute(db, `DELETE FROM holidays WHERE id = $1`, [id]);
}

export type SuspensionRow = TWorkSuspension;
export type SuspensionValues = { campus_id: number; date: string; from_time: string; reason: string };

const SUSPENSION_SELECT = `
  SELECT s.id, s.campus_id, c.name AS campus, s.date::text, to_char(s.from_time, 'HH24:MI') AS from_time, s.reason
    FROM work_suspensions s JOIN campuses c ON c.id = s.campus_id`;

export async function suspensionsOfMonth(db: Queryable, month: string): Promise<SuspensionRow[]> {
  return query(db, ZWorkSuspension, `${SUSPENSION_SELECT} WHERE to_char(s.date, 'YYYY-MM') = $1 ORDER BY s.date, s.from_time, s.campus_id`, [month]);
}

export async function findSuspension(db: Queryable, id: number): Promise<SuspensionRow | null> {
  return queryOne(db, ZWorkSuspension, `${SUSPENSION_SELECT} WHERE s.id = $1`, [id]);
}

export async function insertSuspension(db: Queryable, v: SuspensionValues): Promise<number> {
  const row = await queryOne<{ id: number }>(db, `INSERT INTO work_suspensions (campus_id, date, from_time, reason) VALUES ($1, $2, $3, $4) RETURNING id`, [
    v.campus_id,
    v.date,
    v.from_time,
    v.reason,
  ]);
  return row!.id;
}

export async function updateSuspension(db: Queryable, id: number, v: SuspensionValues) {
  await execute(db, `UPDATE work_suspensions SET campus_id = $2, date = $3, from_time = $4, reason = $5 WHERE id = $1`, [
    id,
    v.campus_id,
    v.date,
    v.from_time,
    v.reason,
  ]);
}

export async function deleteSuspension(db: Queryable, id: number) {
  await execute(db, `DELETE FROM work_suspensions WHERE id = $1`, [id]);
}
