import type { Database } from '@hris/db';

// Holidays and work suspensions: the days the DTR excuses in whole or in part.

export type HolidayRow = { id: number; date: string; name: string; campus_id: number | null; campus: string | null; part: 'whole' | 'am' | 'pm' };
export type HolidayValues = { date: string; name: string; campus_id: number | null; part: string };

const HOLIDAY_SELECT = `SELECT h.id, h.date::text, h.name, h.campus_id, c.name AS campus, h.part FROM holidays h LEFT JOIN campuses c ON c.id = h.campus_id`;

export async function holidaysOfYear(db: Database, year: number): Promise<HolidayRow[]> {
  return (await db.$client.query(`${HOLIDAY_SELECT} WHERE extract(year FROM h.date) = $1 ORDER BY h.date, h.campus_id NULLS FIRST, h.id`, [year])).rows;
}

export async function findHoliday(db: Database, id: number): Promise<HolidayRow | null> {
  return (await db.$client.query(`${HOLIDAY_SELECT} WHERE h.id = $1`, [id])).rows[0] ?? null;
}

/** One holiday per date and campus (national counts as its own "campus"). */
export async function holidayOn(db: Database, date: string, campusId: number | null, exceptId?: number): Promise<boolean> {
  const { rowCount } = await db.$client.query(
    `SELECT 1 FROM holidays WHERE date = $1::date AND campus_id IS NOT DISTINCT FROM $2::int AND id <> coalesce($3::int, 0)`,
    [date, campusId, exceptId ?? null],
  );
  return (rowCount ?? 0) > 0;
}

export async function insertHoliday(db: Database, v: HolidayValues): Promise<number> {
  return (await db.$client.query(`INSERT INTO holidays (date, name, campus_id, part) VALUES ($1, $2, $3, $4) RETURNING id`, [v.date, v.name, v.campus_id, v.part])).rows[0].id;
}

export async function updateHoliday(db: Database, id: number, v: HolidayValues) {
  await db.$client.query(`UPDATE holidays SET date = $2, name = $3, campus_id = $4, part = $5 WHERE id = $1`, [id, v.date, v.name, v.campus_id, v.part]);
}

export async function deleteHoliday(db: Database, id: number) {
  await db.$client.query(`DELETE FROM holidays WHERE id = $1`, [id]);
}

export type SuspensionRow = { id: number; campus_id: number; campus: string; date: string; from_time: string; reason: string };
export type SuspensionValues = { campus_id: number; date: string; from_time: string; reason: string };

const SUSPENSION_SELECT = `
  SELECT s.id, s.campus_id, c.name AS campus, s.date::text, to_char(s.from_time, 'HH24:MI') AS from_time, s.reason
    FROM work_suspensions s JOIN campuses c ON c.id = s.campus_id`;

export async function suspensionsOfMonth(db: Database, month: string): Promise<SuspensionRow[]> {
  return (await db.$client.query(`${SUSPENSION_SELECT} WHERE to_char(s.date, 'YYYY-MM') = $1 ORDER BY s.date, s.from_time, s.campus_id`, [month])).rows;
}

export async function findSuspension(db: Database, id: number): Promise<SuspensionRow | null> {
  return (await db.$client.query(`${SUSPENSION_SELECT} WHERE s.id = $1`, [id])).rows[0] ?? null;
}

export async function insertSuspension(db: Database, v: SuspensionValues): Promise<number> {
  return (await db.$client.query(`INSERT INTO work_suspensions (campus_id, date, from_time, reason) VALUES ($1, $2, $3, $4) RETURNING id`, [v.campus_id, v.date, v.from_time, v.reason])).rows[0].id;
}

export async function updateSuspension(db: Database, id: number, v: SuspensionValues) {
  await db.$client.query(`UPDATE work_suspensions SET campus_id = $2, date = $3, from_time = $4, reason = $5 WHERE id = $1`, [id, v.campus_id, v.date, v.from_time, v.reason]);
}

export async function deleteSuspension(db: Database, id: number) {
  await db.$client.query(`DELETE FROM work_suspensions WHERE id = $1`, [id]);
}
