import type { createDatabase } from '@hris/db';

// The COVID bench's data (bench-server --covid): 5,000 employees in 100 offices over the campuses, with their doses as
// a university's would be: by the person's number, 40% two doses of a two-dose brand and a booster, 20% two doses, 10%
// Janssen (one dose), 10% one dose of two (partially), 10% medically exempt, 10% none; half the records verified.
// About 9,000 doses over 2021–2023. Set-based (generate_series), so it takes a second or two.

export type CovidBenchData = { employees: number; offices: number; doses: number; seedSeconds: number };

const EMPLOYEES = 5_000;
const OFFICES = 100;

export async function seedCovid(db: ReturnType<typeof createDatabase>): Promise<CovidBenchData> {
  const started = performance.now();
  const q = (sql: string, params: unknown[] = []) => db.$client.query(sql, params);
  const { rows: campuses } = await q(`SELECT id FROM campuses ORDER BY id`);
  await q(
    `INSERT INTO departments (fullname, acronym, campus_id)
     SELECT 'Vaccination Bench Office ' || n, 'VBO' || n, (ARRAY[${campuses.map((c: { id: number }) => c.id).join(',')}])[1 + n % ${campuses.length}]
       FROM generate_series(1, $1) n`,
    [OFFICES],
  );
  await q(
    `INSERT INTO personnel (first_name, last_name, campus_id, department_id, employment_kind)
     SELECT 'Bench', 'Vaccinee ' || n, d.campus_id, d.id, 'staff'
       FROM generate_series(1, $1) n JOIN departments d ON d.acronym = 'VBO' || (1 + (n - 1) / 50)`,
    [EMPLOYEES],
  );
  await q(`
    WITH people AS (SELECT id, id % 10 AS k, id % 9 AS spread FROM personnel WHERE last_name LIKE 'Vaccinee %'),
    b AS (SELECT (SELECT id FROM vaccine_brands WHERE name = 'Pfizer-BioNTech') AS pfizer, (SELECT id FROM vaccine_brands WHERE name = 'Moderna') AS moderna,
                 (SELECT id FROM vaccine_brands WHERE name = 'Janssen (Johnson & Johnson)') AS janssen)
    INSERT INTO vaccination_doses (personnel_id, brand_id, dose_number, is_booster, given_on, place)
    SELECT id, CASE WHEN k % 2 = 0 THEN b.pfizer ELSE b.moderna END, n, false, date '2021-03-15' + spread * 31 + (n - 1) * 28, 'Bench site' FROM people, b, generate_series(1, 2) n WHERE k < 6
    UNION ALL SELECT id, b.moderna, 1, true, date '2022-01-10' + spread * 40, 'Bench clinic' FROM people, b WHERE k < 4
    UNION ALL SELECT id, b.janssen, 1, false, date '2021-07-01' + spread * 20, 'Bench site' FROM people, b WHERE k = 6
    UNION ALL SELECT id, b.pfizer, 1, false, date '2021-10-01' + spread * 15, 'Bench site' FROM people, b WHERE k = 7`);
  await q(`
    INSERT INTO vaccination_records (personnel_id, medically_exempt, exemption_reason, verified_at)
    SELECT id, id % 10 = 8, CASE WHEN id % 10 = 8 THEN 'Bench exemption' END, CASE WHEN id % 2 = 0 THEN now() END
      FROM personnel WHERE last_name LIKE 'Vaccinee %'`);
  await q(`ANALYZE personnel; ANALYZE vaccination_doses; ANALYZE vaccination_records`);
  const { rows } = await q(`SELECT count(*)::int AS n FROM vaccination_doses`);
  return { employees: EMPLOYEES, offices: OFFICES, doses: rows[0].n as number, seedSeconds: (performance.now() - started) / 1000 };
}
