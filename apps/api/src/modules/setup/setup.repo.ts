import type { Queryable } from '@hris/db';
import { query, queryOne } from '../../lib/query';

// The setup checklist's questions to the database as it stands: each one statement over whole tables, so the page and the
// dashboard card answer at once however many offices and people there are.

export async function campusesOf(db: Queryable): Promise<{ campuses: number; without_acronym: string[] }> {
  const row = await queryOne<{ campuses: number; without_acronym: string[] }>(
    db,
    `SELECT count(*)::int AS campuses, coalesce(array_agg(name ORDER BY id) FILTER (WHERE trim(acronym) = ''), '{}') AS without_acronym FROM campuses`,
  );
  return row ?? { campuses: 0, without_acronym: [] };
}

export async function employeeNumberPattern(db: Queryable): Promise<string | null> {
  const row = await queryOne<{ value: unknown }>(db, `SELECT value FROM system_settings WHERE key = 'idno_pattern'`);
  return typeof row?.value === 'string' ? row.value : null;
}

/** How many active people have an office at all: offices cannot be checked for heads before there are people in them. */
export async function activePeopleInOffices(db: Queryable): Promise<number> {
  const row = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM personnel WHERE is_active AND department_id IS NOT NULL`);
  return row?.n ?? 0;
}

/**
 * The active offices with active people where a "department head" step has nobody to act: no head or OIC with an active
 * account in the office or any office above it (the rule of hris_department_approvers, migration 0004, as a leave
 * application meets it).
 */
export async function officesWithoutHead(db: Queryable): Promise<{ fullname: string }[]> {
  return query<{ fullname: string }>(
    db,
    `SELECT d.fullname FROM departments d
      WHERE d.is_active
        AND EXISTS (SELECT 1 FROM personnel p WHERE p.department_id = d.id AND p.is_active)
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.is_active AND u.personnel_id = ANY(hris_department_approvers(d.id, NULL)))
      ORDER BY d.fullname`,
  );
}

/** Whether a default work schedule exists, and how many active people have none of their own on `today` when it does not. */
export async function schedulesOf(db: Queryable, today: string): Promise<{ has_default: boolean; without_schedule: number }> {
  const row = await queryOne<{ has_default: boolean; without_schedule: number }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM work_schedules WHERE is_default) AS has_default,
            (SELECT count(*)::int FROM personnel p WHERE p.is_active AND NOT EXISTS (
               SELECT 1 FROM personnel_schedules s WHERE s.personnel_id = p.id AND s.effective_from <= $1::date
                  AND (s.effective_to IS NULL OR s.effective_to >= $1::date))) AS without_schedule`,
    [today],
  );
  return row ?? { has_default: false, without_schedule: 0 };
}

/** The number of holidays entered for each of these years. */
export async function holidaysPerYear(db: Queryable, years: number[]): Promise<Map<number, number>> {
  const rows = await query<{ year: number; n: number }>(
    db,
    `SELECT y AS year, (SELECT count(*)::int FROM holidays h WHERE h.date >= make_date(y, 1, 1) AND h.date < make_date(y + 1, 1, 1)) AS n
       FROM unnest($1::int[]) AS y`,
    [years],
  );
  return new Map(rows.map((r) => [r.year, r.n]));
}

/** The biometric terminals and face kiosks in use, and how many of them were heard from since `since`. */
export async function devicesOf(db: Queryable, since: Date): Promise<{ registered: number; seen: number }> {
  const row = await queryOne<{ registered: number; seen: number }>(
    db,
    `SELECT (SELECT count(*)::int FROM biometric_devices WHERE is_active) + (SELECT count(*)::int FROM face_kiosks WHERE revoked_at IS NULL) AS registered,
            (SELECT count(*)::int FROM biometric_devices WHERE is_active AND last_seen_at >= $1)
              + (SELECT count(*)::int FROM face_kiosks WHERE revoked_at IS NULL AND last_used_at >= $1) AS seen`,
    [since],
  );
  return row ?? { registered: 0, seen: 0 };
}
