import type { Queryable } from '@hris/db';
import { query } from '../../../lib/query';

// The names rows are matched against, read once per file: campuses, offices, positions, appointment statuses.

export type Named = { id: number; names: string[]; label: string };

export async function campuses(db: Queryable): Promise<Named[]> {
  const rows = await query<{ id: number; name: string; acronym: string }>(db, `SELECT id, name, acronym FROM campuses ORDER BY id`);
  return rows.map((r) => ({ id: r.id, names: [r.name, r.acronym], label: r.name }));
}

export type Office = Named & { campus_id: number; is_active: boolean };

export async function offices(db: Queryable): Promise<Office[]> {
  const rows = await query<{ id: number; fullname: string; acronym: string; campus_id: number; is_active: boolean }>(
    db,
    `SELECT id, fullname, acronym, campus_id, is_active FROM departments ORDER BY id`,
  );
  return rows.map((r) => ({ id: r.id, names: [r.fullname, r.acronym], label: r.fullname, campus_id: r.campus_id, is_active: r.is_active }));
}

export type Position = Named & { salary_grade: number | null };

export async function positions(db: Queryable): Promise<Position[]> {
  const rows = await query<{ id: number; name: string; salary_grade: number | null }>(db, `SELECT id, name, salary_grade FROM positions ORDER BY id`);
  return rows.map((r) => ({ id: r.id, names: [r.name], label: r.name, salary_grade: r.salary_grade }));
}

export async function appointmentStatuses(db: Queryable): Promise<Named[]> {
  const rows = await query<{ id: number; name: string }>(db, `SELECT id, name FROM appointment_statuses ORDER BY id`);
  return rows.map((r) => ({ id: r.id, names: [r.name], label: r.name }));
}
