import type { createDatabase } from '@hris/db';

// bench:spms's data: 5,000 employees in 200 offices (50 at the top of their trees, each with 3 units), each with an
// approved IPCR for one period and 3 to 5 rated targets under the university's MFOs. Set-based SQL: a few statements.

export type SpmsBenchData = { periodId: number; employees: number; offices: number; targets: number; seedSeconds: number };

const TOP_OFFICES = 50;
const UNITS_PER_OFFICE = 3;
const EMPLOYEES = 5_000;

export async function seedSpms(db: ReturnType<typeof createDatabase>): Promise<SpmsBenchData> {
  const started = performance.now();
  const q = (sql: string, params: unknown[] = []) => db.$client.query(sql, params);
  const { rows: campuses } = await q(`SELECT id FROM campuses ORDER BY id`);
  const campusList = `ARRAY[${campuses.map((c) => Number(c.id)).join(',')}]`;
  await q(
    `INSERT INTO departments (fullname, acronym, campus_id)
     SELECT 'SPMS Bench Office ' || n, 'SBO' || n, (${campusList})[1 + n % ${campuses.length}] FROM generate_series(1, $1) n`,
    [TOP_OFFICES],
  );
  await q(
    `INSERT INTO departments (fullname, acronym, campus_id, parent_id)
     SELECT d.fullname || ', Unit ' || u, d.acronym || '-U' || u, d.campus_id, d.id FROM departments d CROSS JOIN generate_series(1, $1) u
      WHERE d.acronym LIKE 'SBO%'`,
    [UNITS_PER_OFFICE],
  );
  await q(`CREATE TEMP TABLE bench_offices AS SELECT id, row_number() OVER (ORDER BY id)::int - 1 AS k FROM departments WHERE acronym LIKE 'SBO%'`);
  const offices = Number((await q(`SELECT count(*) AS n FROM bench_offices`)).rows[0].n);
  await q(
    `INSERT INTO personnel (first_name, last_name, campus_id, department_id, employment_kind)
     SELECT 'Bench', 'Rated ' || n, d.campus_id, d.id, 'staff'
       FROM generate_series(1, $1) n JOIN bench_offices o ON o.k = n % $2 JOIN departments d ON d.id = o.id`,
    [EMPLOYEES, offices],
  );
  await q(`INSERT INTO univ_mfos (fullname) SELECT 'Bench MFO ' || n FROM generate_series(1, 6) n ON CONFLICT DO NOTHING`);
  const { rows: period } = await q(
    `INSERT INTO spms_periods (year, semester, starts_on, ends_on, targets_from, targets_until, rating_from, rating_until, calibration_from, calibration_until)
     VALUES (2026, 1, '2026-01-01', '2026-06-30', '2026-01-01', '2026-01-15', '2026-06-01', '2026-06-30', '2026-07-01', '2026-07-15')
     ON CONFLICT (year, semester) DO UPDATE SET year = EXCLUDED.year RETURNING id`,
  );
  const periodId = Number(period[0].id);
  // Final ratings spread over 1.500–4.999 so every adjective but Poor occurs; the adjective by the scale's data.
  await q(
    `INSERT INTO ipcrs (period_id, personnel_id, department_id, status, final_rating, adjective, approved_at)
     SELECT $1, p.id, p.department_id, 'approved', r.rating, s.adjective, now()
       FROM personnel p CROSS JOIN LATERAL (SELECT round(1.5 + ((p.id * 37) % 3500) / 1000.0, 3) AS rating) r
       JOIN spms_rating_scale s ON r.rating BETWEEN s.min_average AND s.max_average
      WHERE p.last_name LIKE 'Rated %'`,
    [periodId],
  );
  await q(`CREATE TEMP TABLE bench_mfos AS SELECT id, row_number() OVER (ORDER BY id)::int - 1 AS k FROM univ_mfos WHERE fullname LIKE 'Bench MFO %'`);
  await q(
    `INSERT INTO ipcr_targets (ipcr_id, mfo_id, output, indicator, weight, quality, efficiency, timeliness, average, position)
     SELECT i.id, m.id, 'Output ' || t, 'Success indicator ' || t || ' of MFO ' || m.k, round(100.0 / (3 + i.id % 3), 2) + CASE WHEN t = 1 THEN 100 - round(100.0 / (3 + i.id % 3), 2) * (3 + i.id % 3) ELSE 0 END,
            q.v, e.v, tm.v, round((q.v + e.v + tm.v) / 3.0, 3), t
       FROM ipcrs i JOIN personnel p ON p.id = i.personnel_id AND p.last_name LIKE 'Rated %'
       CROSS JOIN LATERAL generate_series(1, 3 + i.id % 3) t
       JOIN bench_mfos m ON m.k = (i.id + t) % 6
       CROSS JOIN LATERAL (SELECT 1 + (i.id + t) % 5 AS v) q
       CROSS JOIN LATERAL (SELECT 1 + (i.id * 3 + t) % 5 AS v) e
       CROSS JOIN LATERAL (SELECT 2 + (i.id + t * 7) % 4 AS v) tm
      WHERE i.period_id = $1`,
    [periodId],
  );
  await q(`ANALYZE`);
  const targets = Number((await q(`SELECT count(*) AS n FROM ipcr_targets t JOIN ipcrs i ON i.id = t.ipcr_id WHERE i.period_id = $1`, [periodId])).rows[0].n);
  return { periodId, employees: EMPLOYEES, offices, targets, seedSeconds: (performance.now() - started) / 1000 };
}
