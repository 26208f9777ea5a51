import { AGE_BRACKETS, EDUCATION_LEVELS, type TDemographicGroup, type TEmploymentKind } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { query } from '../../lib/query';
import { SqlParams } from '../../lib/sql';

/** `today` (Manila, YYYY-MM-DD, from the clock) is the day ages are counted on. */
export type DemographicFilter = { campusId?: number; departmentId?: number; kind?: TEmploymentKind; today: string };

// The PDS holds sex, birth date and civil status in its "personal" section and the schools in
// "educbackground" rows (pds_entries.data, jsonb). Values that are not what the PDS form allows
// count as not stated rather than as a group of their own.
const PERSONAL = `LEFT JOIN LATERAL (SELECT e.data FROM pds_entries e WHERE e.personnel_id = p.id AND e.section = 'personal' ORDER BY e.id LIMIT 1) pd ON true`;
const BIRTH_DATE = `CASE WHEN pd.data->>'birth_date' ~ '^\\d{4}-\\d{2}-\\d{2}$' THEN (pd.data->>'birth_date')::date END`;
/** Ages on `today` (the placeholder of the clock's day). */
const AGE = (today: string) => `${PERSONAL} LEFT JOIN LATERAL (SELECT date_part('year', age(${today}::date, ${BIRTH_DATE})) AS years) ag ON true`;
const BRACKET = `CASE ${AGE_BRACKETS.map((b) => (b.to === null ? `WHEN ag.years >= ${b.from}` : `WHEN ag.years <= ${b.to}`) + ` THEN '${b.key}'`).join(' ')} END`;

const LEVELS = `ARRAY[${EDUCATION_LEVELS.map((l) => `'${l}'`).join(', ')}]::text[]`;

/** The SQL that gives one person's group key (text), or NULL when not stated. */
const KEY_OF: Record<TDemographicGroup, { from?: string | ((today: string) => string); key: string }> = {
  sex: { from: PERSONAL, key: `CASE WHEN pd.data->>'sex' IN ('male', 'female') THEN pd.data->>'sex' END` },
  age_bracket: { from: AGE, key: BRACKET },
  civil_status: { from: PERSONAL, key: `pd.data->>'civil_status_id'` },
  employment_kind: { key: `p.employment_kind` },
  campus: { key: `p.campus_id::text` },
  department: { key: `p.department_id::text` },
  appointment_status: { key: `p.appointment_status_id::text` },
  // The highest level of the schools listed, by the order of CS Form 212 section III.
  education: {
    key: `(SELECT (${LEVELS})[max(array_position(${LEVELS}, e.data->>'level'))]
             FROM pds_entries e WHERE e.personnel_id = p.id AND e.section = 'educbackground')`,
  },
};

/** Active personnel matching the filters, counted by group key (a NULL key: not stated). */
export async function countBy(db: Queryable, group: TDemographicGroup, f: DemographicFilter): Promise<{ key: string | null; count: number }[]> {
  const sql = new SqlParams();
  const where = ['p.is_active'];
  if (f.campusId) where.push(`p.campus_id = ${sql.add(f.campusId)}`);
  if (f.departmentId) where.push(`p.department_id = ${sql.add(f.departmentId)}`);
  if (f.kind) where.push(`p.employment_kind = ${sql.add(f.kind)}`);
  const { from = '', key } = KEY_OF[group];
  const joins = typeof from === 'function' ? from(sql.add(f.today)) : from;
  return query<{ key: string | null; count: number }>(
    db,
    `SELECT k.key, count(*)::int AS count FROM (SELECT ${key} AS key FROM personnel p ${joins} WHERE ${where.join(' AND ')}) k GROUP BY k.key`,
    sql.values,
  );
}

/** The named categories of a reference table, in their table's order: id (as text) and label. */
export async function categories(
  db: Queryable,
  table: 'civil_statuses' | 'campuses' | 'departments' | 'appointment_statuses',
): Promise<{ key: string; label: string }[]> {
  const label = table === 'departments' ? `fullname || ' (' || acronym || ')'` : 'name';
  return query<{ key: string; label: string }>(db, `SELECT id::text AS key, ${label} AS label FROM ${table} ORDER BY id`);
}
