import type { createDatabase } from '@hris/db';

// The plantilla bench's data (bench-server --plantilla): 5,000 plantilla items in 100 offices over the campuses, 94% filled,
// each incumbent with the PDS facts the PSIPOP prints (sex, birth date, TIN, an eligibility), an appointment status and a
// step; the day they took the item (their three years' start) spread over the last three years, so about one in 36 falls due each
// month; some leave without pay on the leave cards and some Unsatisfactory ratings to delay them; and three tranches
// after every schedule the HRIS holds (2031, 2032, 2033: each cell ₱500 above the one before), one applied per run.
// Set-based (generate_series), so it takes seconds.

export type PlantillaBenchData = { items: number; filled: number; offices: number; tranches: string[] };

const ITEMS = 5_000;
const OFFICES = 100;
const FILLED_SHARE = 0.94;
export const BENCH_TRANCHES = ['2031-01-01', '2032-01-01', '2033-01-01'];

export async function seedPlantilla(db: ReturnType<typeof createDatabase>): Promise<PlantillaBenchData> {
  const q = (sql: string, params: unknown[] = []) => db.$client.query(sql, params);
  const { rows: campuses } = await q(`SELECT id FROM campuses ORDER BY id`);
  await q(
    `INSERT INTO departments (fullname, acronym, campus_id)
     SELECT 'Bench Office ' || n, 'BO' || n, (ARRAY[${campuses.map((c) => c.id).join(',')}])[1 + n % ${campuses.length}]
       FROM generate_series(1, $1) n`,
    [OFFICES],
  );
  const { rows: positions } = await q(`SELECT id, coalesce(salary_grade, 1) AS grade FROM positions ORDER BY id LIMIT 40`);
  const { rows: statuses } = await q(`SELECT id FROM appointment_statuses ORDER BY id LIMIT 4`);
  await q(`CREATE TEMP TABLE bench_items AS
    SELECT n, (SELECT id FROM departments WHERE acronym = 'BO' || (1 + n % ${OFFICES})) AS department_id,
           (ARRAY[${positions.map((p) => p.id).join(',')}])[1 + n % ${positions.length}] AS position_id,
           (ARRAY[${positions.map((p) => p.grade).join(',')}])[1 + n % ${positions.length}] AS grade,
           (n % 100) < ${Math.round(FILLED_SHARE * 100)} AS filled
      FROM generate_series(1, ${ITEMS}) n`);
  // The incumbents: their three years counted from the day they took the item, spread over the last three years.
  await q(`ALTER TABLE bench_items ADD COLUMN personnel_id int, ADD COLUMN filled_on date`);
  await q(`UPDATE bench_items SET filled_on = current_date - n % 1095 WHERE filled`);
  await q(
    `WITH made AS (
       INSERT INTO personnel (first_name, last_name, campus_id, department_id, position_id, salary_step, appointment_status_id)
       SELECT 'Bench', 'Incumbent ' || b.n, d.campus_id, b.department_id, b.position_id, 1 + b.n % 7, (ARRAY[${statuses.map((s) => s.id).join(',')}])[1 + b.n % ${statuses.length}]
         FROM bench_items b JOIN departments d ON d.id = b.department_id WHERE b.filled
       RETURNING id, last_name)
     UPDATE bench_items b SET personnel_id = made.id FROM made WHERE made.last_name = 'Incumbent ' || b.n`,
  );
  await q(
    `INSERT INTO plantilla_items (item_no, position_id, department_id, salary_grade, level_id, coverage_id, status, incumbent_personnel_id, filled_on)
     SELECT 'BENCH-' || n, position_id, department_id, grade, (SELECT min(id) FROM plantilla_levels), (SELECT min(id) FROM plantilla_coverages),
            CASE WHEN filled THEN 'filled' ELSE 'vacant' END, personnel_id, filled_on
       FROM bench_items`,
  );
  await q(
    `INSERT INTO pds_entries (personnel_id, section, data)
     SELECT personnel_id, 'personal', jsonb_build_object('sex', CASE WHEN n % 2 = 0 THEN 'female' ELSE 'male' END,
            'birth_date', to_char(date '1970-01-01' + n * 3, 'YYYY-MM-DD'), 'tin_no', lpad(n::text, 9, '0'))
       FROM bench_items WHERE filled`,
  );
  await q(
    `INSERT INTO pds_entries (personnel_id, section, data)
     SELECT personnel_id, 'eligibility', jsonb_build_object('name', 'Career Service Professional', 'rating', 82.5) FROM bench_items WHERE filled`,
  );
  // Leave without pay on one card in twenty, an Unsatisfactory rating on one in fifty: the due list's delays.
  await q(
    `INSERT INTO leave_ledger_months (personnel_id, period, particulars, vl_earned, vl_deducted, vl_balance, sl_earned, sl_deducted, sl_balance, lwop_days)
     SELECT personnel_id, to_char(filled_on + interval '400 days', 'YYYY-MM'), 'Bench', 1.25, 0, 0, 1.25, 0, 0, 12 FROM bench_items WHERE filled AND n % 20 = 0
     UNION ALL
     SELECT personnel_id, to_char(filled_on + interval '500 days', 'YYYY-MM'), 'Bench', 1.25, 0, 0, 1.25, 0, 0, 9 FROM bench_items WHERE filled AND n % 20 = 0`,
  );
  await q(
    `INSERT INTO performance_ratings (personnel_id, period_from, period_to, adjective)
     SELECT personnel_id, date_trunc('year', filled_on + interval '1 year')::date, (date_trunc('year', filled_on + interval '1 year') + interval '6 months' - interval '1 day')::date, 'Unsatisfactory'
       FROM bench_items WHERE filled AND n % 50 = 0`,
  );
  for (const [i, date] of BENCH_TRANCHES.entries()) {
    await q(
      // Each cell ₱500 above the latest figure of its grade and step (the seeded 2027 tranche has no SG 33 yet).
      `INSERT INTO salary_schedule (grade, step, amount, effective_date, tranche)
       SELECT DISTINCT ON (grade, step) grade, step, amount + 50000, $1::date, $2 FROM salary_schedule ORDER BY grade, step, effective_date DESC`,
      [date, `Bench tranche ${i + 1}`],
    );
  }
  const { rows } = await q(`SELECT count(*)::int AS items, count(*) FILTER (WHERE status = 'filled')::int AS filled FROM plantilla_items`);
  await q(`DROP TABLE bench_items`);
  await q(`ANALYZE`);
  return { items: rows[0].items, filled: rows[0].filled, offices: OFFICES, tranches: BENCH_TRANCHES };
}
