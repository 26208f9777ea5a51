import { z } from 'zod';
import type { Queryable } from '@hris/db';
import {
  ZPlantillaPersonnelRow,
  ZReportCount,
  type TPlantillaPersonnelQuery,
  type TPlantillaPersonnelRow,
  type TPlantillaReportQuery,
  type TPlantillaTotals,
} from '@hris/contracts';
import { query } from '../../lib/query';
import { containsPattern, fullnameSql, prepared, SqlParams } from '../../lib/sql';

// The plantilla of personnel (PSIPOP): every item with its incumbent, the salaries read from the schedule in
// force on the day asked, and the report's counts. Only reads; items change in plantilla.repo.ts.

/** Each grade and step's monthly salary (centavos) in force on the day of the placeholder given. */
const SCHEDULE = (day: string) =>
  `SELECT DISTINCT ON (grade, step) grade, step, amount FROM salary_schedule WHERE effective_date <= ${day}::date ORDER BY grade, step, effective_date DESC`;

/**
 * The incumbent's actual salary: what they hold on the day by the one rule the payroll reads (salary_held_on,
 * migration 0035), the item's grade at the step held; the day is the query's first parameter ($1).
 */
const HELD = `LEFT JOIN LATERAL salary_held_on(p.id, $1::date) sb ON p.id IS NOT NULL`;

/** The PDS "personal" row (sex, birth date, TIN) of the person aliased p. */
const PERSONAL = `LEFT JOIN LATERAL (SELECT e.data FROM pds_entries e WHERE e.personnel_id = p.id AND e.section = 'personal' ORDER BY e.id LIMIT 1) pd ON true`;
const SEX = `CASE WHEN pd.data->>'sex' IN ('male', 'female') THEN pd.data->>'sex' END`;

/** The WHERE of the list, its export and its totals (items i, offices d, incumbents p). */
function filterOf(q: Omit<TPlantillaPersonnelQuery, 'page' | 'per_page'>, params: SqlParams): string {
  const where: string[] = [];
  if (q.campus_id) where.push(`d.campus_id = ${params.add(q.campus_id)}`);
  if (q.department_id) where.push(`i.department_id = ${params.add(q.department_id)}`);
  if (q.level_id) where.push(`i.level_id = ${params.add(q.level_id)}`);
  if (q.coverage_id) where.push(`i.coverage_id = ${params.add(q.coverage_id)}`);
  if (q.status) where.push(`i.status = ${params.add(q.status)}`);
  if (q.salary_grade) where.push(`i.salary_grade = ${params.add(q.salary_grade)}`);
  if (q.appointment_status_id) where.push(`p.appointment_status_id = ${params.add(q.appointment_status_id)}`);
  if (q.sex) {
    where.push(`EXISTS (SELECT 1 FROM pds_entries e WHERE e.personnel_id = p.id AND e.section = 'personal' AND e.data->>'sex' = ${params.add(q.sex)})`);
  }
  if (q.term) {
    const term = params.add(containsPattern(q.term));
    where.push(`(lower(i.item_no) LIKE ${term} OR lower(po.name) LIKE ${term} OR lower(${fullnameSql('p')}) LIKE ${term})`);
  }
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

const FROM = `
  FROM plantilla_items i
  JOIN departments d ON d.id = i.department_id
  JOIN positions po ON po.id = i.position_id
  LEFT JOIN personnel p ON p.id = i.incumbent_personnel_id`;

/** The PSIPOP's order: campus, office, then the items from the highest grade down, then the item number. */
const ORDER = `ORDER BY c.name, d.fullname, i.salary_grade DESC, i.item_no`;

/** A page of PSIPOP lines (`limit` null: all of them, for the export and the PDF). */
export async function lines(
  db: Queryable,
  q: Omit<TPlantillaPersonnelQuery, 'page' | 'per_page'>,
  today: string,
  page: { limit: number; offset: number } | null,
): Promise<TPlantillaPersonnelRow[]> {
  const params = new SqlParams();
  const day = params.add(today);
  const filter = filterOf(q, params);
  const paging = page ? `LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}` : '';
  // The page is chosen first on the narrow join; the PDS and the salaries are read for its lines only.
  const text = `
    WITH chosen AS (
      SELECT i.id ${FROM} JOIN campuses c ON c.id = d.campus_id ${filter} ${ORDER} ${paging}
    ), sched AS (${SCHEDULE(day)})
    SELECT i.id AS item_id, i.item_no,
           json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) AS office,
           json_build_object('id', c.id, 'name', c.name) AS campus,
           po.name AS position, l.name AS level, cv.name AS fund,
           i.salary_grade::int, i.salary_step::int,
           (sa.amount * 12)::bigint AS authorized_annual,
           CASE WHEN p.id IS NULL THEN NULL ELSE (sb.monthly * 12)::bigint END AS actual_annual,
           i.status,
           CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object(
             'personnel_id', p.id, 'idno', p.idno, 'last_name', p.last_name, 'first_name', p.first_name,
             'middle_name', p.middle_name, 'name_extension', p.name_extension, 'fullname', ${fullnameSql('p')},
             'sex', ${SEX},
             'birth_date', CASE WHEN pd.data->>'birth_date' ~ '^\\d{4}-\\d{2}-\\d{2}$' THEN pd.data->>'birth_date' END,
             'tin', NULLIF(pd.data->>'tin_no', ''),
             'date_original_appointment', to_char(p.date_original_appointment, 'YYYY-MM-DD'),
             'date_last_promotion', to_char(p.date_last_promotion, 'YYYY-MM-DD'),
             'appointment_status', ast.name,
             'eligibility', el.names,
             'salary_step', p.salary_step) END AS incumbent
      FROM chosen ch
      JOIN plantilla_items i ON i.id = ch.id
      JOIN departments d ON d.id = i.department_id
      JOIN campuses c ON c.id = d.campus_id
      JOIN positions po ON po.id = i.position_id
      LEFT JOIN plantilla_levels l ON l.id = i.level_id
      LEFT JOIN plantilla_coverages cv ON cv.id = i.coverage_id
      LEFT JOIN personnel p ON p.id = i.incumbent_personnel_id
      LEFT JOIN appointment_statuses ast ON ast.id = p.appointment_status_id
      LEFT JOIN sched sa ON sa.grade = i.salary_grade AND sa.step = i.salary_step
      ${HELD}
      ${PERSONAL}
      LEFT JOIN LATERAL (
        SELECT string_agg(e.data->>'name', '; ' ORDER BY e.id) AS names
          FROM pds_entries e WHERE e.personnel_id = p.id AND e.section = 'eligibility'
      ) el ON true
     ${ORDER}`;
  return query(db, ZPlantillaPersonnelRow, prepared(text, params.values));
}

const ZOfficeTotals = z.object({
  office: z.object({ id: z.number().int(), fullname: z.string(), acronym: z.string() }),
  items: z.number().int(),
  filled: z.number().int(),
  vacant: z.number().int(),
  authorized_annual: z.number().int(),
  actual_annual: z.number().int(),
});

/** Items, filled, vacant and the annual salaries, per office, of everything the filters match. */
export async function officeTotals(
  db: Queryable,
  q: Omit<TPlantillaPersonnelQuery, 'page' | 'per_page'>,
  today: string,
): Promise<(TPlantillaTotals & { office: { id: number; fullname: string; acronym: string } })[]> {
  const params = new SqlParams();
  const day = params.add(today);
  const filter = filterOf(q, params);
  const text = `
    WITH sched AS (${SCHEDULE(day)})
    SELECT json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) AS office,
           count(*)::int AS items,
           count(*) FILTER (WHERE i.status = 'filled')::int AS filled,
           count(*) FILTER (WHERE i.status = 'vacant')::int AS vacant,
           coalesce(sum(sa.amount * 12), 0)::bigint AS authorized_annual,
           coalesce(sum(sb.monthly * 12) FILTER (WHERE p.id IS NOT NULL), 0)::bigint AS actual_annual
      ${FROM}
      JOIN campuses c ON c.id = d.campus_id
      LEFT JOIN sched sa ON sa.grade = i.salary_grade AND sa.step = i.salary_step
      ${HELD}
     ${filter}
     GROUP BY c.name, d.id
     ORDER BY c.name, d.fullname`;
  return query(db, ZOfficeTotals, prepared(text, params.values));
}

// ——— The report ———

const ZCountRow = ZReportCount.extend({ office_id: z.number().int().nullable(), campus_id: z.number().int().nullable() });
export type CountRow = z.infer<typeof ZCountRow>;

/**
 * Filled items counted by one dimension, per office (office_id, campus_id set) — the report adds them up.
 * `key` is the value of the list's filter; 'none' for not stated.
 */
export async function filledCounts(
  db: Queryable,
  dimension: 'appointment_status' | 'level' | 'sex' | 'salary_grade',
  f: TPlantillaReportQuery,
): Promise<CountRow[]> {
  const params = new SqlParams();
  const where = [`i.status = 'filled'`];
  if (f.campus_id) where.push(`d.campus_id = ${params.add(f.campus_id)}`);
  if (f.department_id) where.push(`i.department_id = ${params.add(f.department_id)}`);
  const dims = {
    appointment_status: {
      from: `LEFT JOIN appointment_statuses ast ON ast.id = p.appointment_status_id`,
      key: `coalesce(ast.id::text, 'none')`,
      label: `coalesce(ast.name, 'Not stated')`,
    },
    level: { from: `LEFT JOIN plantilla_levels l ON l.id = i.level_id`, key: `coalesce(l.id::text, 'none')`, label: `coalesce(l.name, 'Not stated')` },
    sex: { from: PERSONAL, key: `coalesce(${SEX}, 'none')`, label: `coalesce(initcap(${SEX}), 'Not stated')` },
    salary_grade: { from: '', key: `i.salary_grade::text`, label: `'SG ' || i.salary_grade` },
  }[dimension];
  const text = `
    SELECT ${dims.key} AS key, ${dims.label} AS label, count(*)::int AS count, d.id AS office_id, d.campus_id
      ${FROM} ${dims.from}
     WHERE ${where.join(' AND ')}
     GROUP BY 1, 2, d.id, d.campus_id`;
  return query(db, ZCountRow, prepared(text, params.values));
}

const ZOfficeCount = z.object({
  office: z.object({ id: z.number().int(), fullname: z.string(), acronym: z.string() }),
  campus: z.object({ id: z.number().int(), name: z.string() }),
  filled: z.number().int(),
  vacant: z.number().int(),
});

/** Filled and vacant items per office, with its campus. */
export async function officeCounts(db: Queryable, f: TPlantillaReportQuery): Promise<z.infer<typeof ZOfficeCount>[]> {
  const params = new SqlParams();
  const where: string[] = [];
  if (f.campus_id) where.push(`d.campus_id = ${params.add(f.campus_id)}`);
  if (f.department_id) where.push(`i.department_id = ${params.add(f.department_id)}`);
  const text = `
    SELECT json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) AS office,
           json_build_object('id', c.id, 'name', c.name) AS campus,
           count(*) FILTER (WHERE i.status = 'filled')::int AS filled,
           count(*) FILTER (WHERE i.status = 'vacant')::int AS vacant
      FROM plantilla_items i JOIN departments d ON d.id = i.department_id JOIN campuses c ON c.id = d.campus_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     GROUP BY c.id, d.id
     ORDER BY c.name, d.fullname`;
  return query(db, ZOfficeCount, prepared(text, params.values));
}
