import { z } from 'zod';
import { ZOfficePerformanceLine, ZOfficePerformanceRow, ZOfficePerson, ZSpmsPeriodOption } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';

// Office performance's SQL. The rollup is one statement over every office of the university: each office takes the
// approved IPCRs of its own people and of every unit under it (a recursive walk down parent_id), so 5,000 IPCRs roll up
// in a few hundred milliseconds (bench:spms) instead of a query per office.

/** Every office paired with itself and each unit below it (depth-capped: a parent_id loop must not run forever). */
const TREE = `tree(root_id, department_id, depth) AS (
    SELECT id, id, 0 FROM departments
    UNION ALL
    SELECT t.root_id, d.id, t.depth + 1 FROM tree t JOIN departments d ON d.parent_id = t.department_id WHERE t.depth < 12
  )`;

export async function periods(db: Queryable) {
  return query(db, ZSpmsPeriodOption, `SELECT id, year, semester, starts_on::text, ends_on::text FROM spms_periods ORDER BY year DESC, semester DESC`);
}

export async function period(db: Queryable, id: number) {
  return queryOne(db, ZSpmsPeriodOption, `SELECT id, year, semester, starts_on::text, ends_on::text FROM spms_periods WHERE id = $1`, [id]);
}

/**
 * Rolls every office up for the period in one INSERT … SELECT … GROUP BY … ON CONFLICT: the office's rating is the
 * mean of its people's final ratings rounded half up to three decimals (domain/spms.ts meanRating; numeric, so exact),
 * its adjective the scale row that range holds, and per MFO the mean of the targets' averages and the people rated
 * under it. Offices that no longer have anyone rated lose their stale row first. Answers how many offices it rolled up.
 */
export async function rollup(db: Queryable, periodId: number, userId: number, now: Date) {
  await execute(
    db,
    `WITH RECURSIVE ${TREE}
     DELETE FROM office_performance op WHERE op.period_id = $1 AND NOT EXISTS (
       SELECT 1 FROM tree t JOIN ipcrs i ON i.department_id = t.department_id AND i.period_id = $1 AND i.status = 'approved' AND i.final_rating IS NOT NULL
        WHERE t.root_id = op.department_id)`,
    [periodId],
  );
  const rows = await query<{ rated_people: number }>(
    db,
    `WITH RECURSIVE ${TREE},
     rated AS (
       SELECT t.root_id, i.id AS ipcr_id, i.personnel_id, i.final_rating
         FROM ipcrs i JOIN tree t ON t.department_id = i.department_id
        WHERE i.period_id = $1 AND i.status = 'approved' AND i.final_rating IS NOT NULL
     ),
     office AS (
       SELECT root_id, round(avg(final_rating), 3) AS rating, count(DISTINCT personnel_id)::int AS rated_people FROM rated GROUP BY root_id
     ),
     per_mfo AS (
       SELECT r.root_id, it.mfo_id, round(avg(it.average), 3) AS average, count(DISTINCT r.personnel_id)::int AS people, count(*)::int AS targets
         FROM rated r JOIN ipcr_targets it ON it.ipcr_id = r.ipcr_id
        GROUP BY r.root_id, it.mfo_id
     ),
     lines AS (
       SELECT pm.root_id, jsonb_agg(jsonb_build_object('mfo_id', pm.mfo_id, 'mfo', m.fullname, 'average', pm.average::text,
                'people', pm.people, 'targets', pm.targets) ORDER BY m.fullname, pm.mfo_id) AS lines
         FROM per_mfo pm JOIN univ_mfos m ON m.id = pm.mfo_id GROUP BY pm.root_id
     )
     INSERT INTO office_performance (period_id, department_id, kind, rating, adjective, rated_people, lines, computed_at, computed_by_user_id)
     SELECT $1, o.root_id, CASE WHEN d.parent_id IS NULL THEN 'opcr' ELSE 'dpcr' END, o.rating, s.adjective, o.rated_people,
            coalesce(l.lines, '[]'::jsonb), $3, $2
       FROM office o JOIN departments d ON d.id = o.root_id
       LEFT JOIN lines l ON l.root_id = o.root_id
       LEFT JOIN spms_rating_scale s ON o.rating BETWEEN s.min_average AND s.max_average
     ON CONFLICT (period_id, department_id) DO UPDATE SET kind = EXCLUDED.kind, rating = EXCLUDED.rating, adjective = EXCLUDED.adjective,
       rated_people = EXCLUDED.rated_people, lines = EXCLUDED.lines, computed_at = EXCLUDED.computed_at, computed_by_user_id = EXCLUDED.computed_by_user_id
     RETURNING rated_people`,
    [periodId, userId, now],
  );
  return rows.length;
}

/** How many people the period rated (approved IPCRs), for the toast. */
export async function ratedPeople(db: Queryable, periodId: number) {
  const row = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM ipcrs WHERE period_id = $1 AND status = 'approved' AND final_rating IS NOT NULL`,
    [periodId],
  );
  return row?.n ?? 0;
}

const ROW_COLUMNS = `d.id AS department_id, d.fullname AS office, d.acronym, c.name AS campus, d.parent_id, op.kind, op.rating::text, op.adjective,
  op.rated_people, op.computed_at::text`;

/** The period's offices as computed; `departmentIds` narrows them to those a head may see. */
export async function list(db: Queryable, periodId: number, departmentIds: number[] | null) {
  return query(
    db,
    ZOfficePerformanceRow,
    `SELECT ${ROW_COLUMNS}
       FROM office_performance op JOIN departments d ON d.id = op.department_id JOIN campuses c ON c.id = d.campus_id
      WHERE op.period_id = $1 AND ($2::int[] IS NULL OR op.department_id = ANY($2::int[]))
      ORDER BY c.name, coalesce(d.parent_id, d.id), d.parent_id NULLS FIRST, d.fullname`,
    [periodId, departmentIds],
  );
}

export async function one(db: Queryable, periodId: number, departmentId: number) {
  return queryOne(
    db,
    ZOfficePerformanceRow.extend({ head: z.string().nullable(), head_title: z.string().nullable(), lines: z.array(ZOfficePerformanceLine) }),
    `SELECT ${ROW_COLUMNS}, op.lines, d.head_title,
            nullif(trim(concat_ws(' ', h.first_name, h.middle_name, h.last_name, h.name_extension)), '') AS head
       FROM office_performance op JOIN departments d ON d.id = op.department_id JOIN campuses c ON c.id = d.campus_id
       LEFT JOIN personnel h ON h.id = coalesce(d.head_personnel_id, d.oic_personnel_id)
      WHERE op.period_id = $1 AND op.department_id = $2`,
    [periodId, departmentId],
  );
}

/** The people whose approved IPCRs the office's rollup took (its own and its units'), by name. */
export async function people(db: Queryable, periodId: number, departmentId: number) {
  return query(
    db,
    ZOfficePerson,
    `WITH RECURSIVE ${TREE}
     SELECT p.id AS personnel_id, concat_ws(', ', p.last_name, concat_ws(' ', p.first_name, p.middle_name)) AS fullname, d.acronym AS unit,
            i.final_rating::text, i.adjective
       FROM tree t JOIN ipcrs i ON i.department_id = t.department_id AND i.period_id = $1 AND i.status = 'approved' AND i.final_rating IS NOT NULL
       JOIN personnel p ON p.id = i.personnel_id JOIN departments d ON d.id = i.department_id
      WHERE t.root_id = $2
      ORDER BY p.last_name, p.first_name, p.id`,
    [periodId, departmentId],
  );
}

/** The success indicators the office's people committed to under each MFO (distinct, a few per MFO), for the form. */
export async function indicators(db: Queryable, periodId: number, departmentId: number, perMfo: number) {
  return query<{ mfo_id: number; indicator: string }>(
    db,
    `WITH RECURSIVE ${TREE},
     ind AS (
       SELECT it.mfo_id, it.indicator, count(*) AS n
         FROM tree t JOIN ipcrs i ON i.department_id = t.department_id AND i.period_id = $1 AND i.status = 'approved'
         JOIN ipcr_targets it ON it.ipcr_id = i.id
        WHERE t.root_id = $2 GROUP BY it.mfo_id, it.indicator
     )
     SELECT mfo_id, indicator FROM (SELECT *, row_number() OVER (PARTITION BY mfo_id ORDER BY n DESC, indicator) AS k FROM ind) x
      WHERE k <= $3 ORDER BY mfo_id, k`,
    [periodId, departmentId, perMfo],
  );
}

/** The offices a person heads or stands in for, with every unit under them. */
export async function officesHeadedBy(db: Queryable, personnelId: number) {
  const rows = await query<{ id: number }>(
    db,
    `WITH RECURSIVE ${TREE}
     SELECT DISTINCT t.department_id AS id FROM departments d JOIN tree t ON t.root_id = d.id
      WHERE d.head_personnel_id = $1 OR d.oic_personnel_id = $1`,
    [personnelId],
  );
  return rows.map((r) => r.id);
}
