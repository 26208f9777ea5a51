import type { createDatabase } from '@hris/db';

// The L&D reports bench's data (bench-server --lnd), for the current year in Manila:
// - 5,000 active employees in 100 bench offices over the campuses, each with PDS part I and 10 trainings in PDS part
//   VII (50,000 entries), their start dates spread over the last five years (about a fifth in this year), 4 to 40 hours;
// - a development plan for this year each (60% approved, 15% submitted, 10% drafts, 10% returned, 5% disapproved) and
//   an approved one for last year for half of them, 3 items each (74,000 items), target dates spread over the year, a
//   third of those due by now done, funds asked on most; the submitted plans with their approval request, half of
//   them at the L&D committee's step;
// - the year's L&D budget for every office on two funds, and 200 scholars, some of whom left before their obligation.
// Set-based (generate_series), so it takes seconds.

export type LndBenchData = { year: number; employees: number; offices: number; trainings: number; plans: number; items: number; seedSeconds: number };

const EMPLOYEES = 5_000;
const OFFICES = 100;
const TRAININGS_EACH = 10;

export async function seedLndReports(db: ReturnType<typeof createDatabase>): Promise<LndBenchData> {
  const started = performance.now();
  const q = (sql: string, params: unknown[] = []) => db.$client.query(sql, params);
  const year = Number(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 4));
  const { rows: campuses } = await q(`SELECT id FROM campuses ORDER BY id`);
  await q(
    `INSERT INTO departments (fullname, acronym, campus_id)
     SELECT 'L&D Bench Office ' || n, 'LBO' || n, (ARRAY[${campuses.map((c) => c.id).join(',')}])[1 + n % ${campuses.length}]
       FROM generate_series(1, $1) n`,
    [OFFICES],
  );
  await q(
    `INSERT INTO personnel (first_name, last_name, campus_id, department_id, employment_kind)
     SELECT 'Bench', 'Learner ' || n, d.campus_id, d.id, CASE WHEN n % 3 = 0 THEN 'faculty' ELSE 'staff' END
       FROM generate_series(1, $1) n JOIN departments d ON d.acronym = 'LBO' || (1 + n % ${OFFICES})`,
    [EMPLOYEES],
  );
  await q(`CREATE TEMP TABLE bench_learners AS
    SELECT p.id, row_number() OVER (ORDER BY p.id)::int AS n, p.employment_kind FROM personnel p WHERE p.last_name LIKE 'Learner %'`);
  await q(`INSERT INTO pds_entries (personnel_id, section, data)
    SELECT id, 'personal', jsonb_build_object('sex', CASE WHEN n % 2 = 0 THEN 'female' ELSE 'male' END) FROM bench_learners`);
  // The trainings: start dates over the last five years, ending a day to a week later.
  await q(
    `INSERT INTO pds_entries (personnel_id, section, data)
     SELECT b.id, 'training', jsonb_build_object(
              'title', 'Bench training ' || k, 'date_from', to_char(s.d, 'YYYY-MM-DD'), 'date_to', to_char(s.d + (k % 7), 'YYYY-MM-DD'),
              'hours', 4 + (b.n * 7 + k * 13) % 37, 'ld_type', (ARRAY['managerial','supervisory','technical','foundation'])[1 + k % 4],
              'conducted_by', 'Civil Service Institute')
       FROM bench_learners b CROSS JOIN generate_series(1, $1) k
       CROSS JOIN LATERAL (SELECT make_date($2, 1, 1) + ((b.n * 37 + k * 173) % 1795) AS d) s`,
    [TRAININGS_EACH, year - 4],
  );
  // This year's plans, and last year's approved ones for half.
  await q(
    `INSERT INTO development_plans (personnel_id, kind, period_from, period_to, status)
     SELECT id, CASE WHEN employment_kind = 'faculty' THEN 'faculty' ELSE 'administrative' END, $1, $1,
            CASE WHEN n % 20 < 12 THEN 'approved' WHEN n % 20 < 15 THEN 'submitted' WHEN n % 20 < 17 THEN 'draft' WHEN n % 20 < 19 THEN 'returned' ELSE 'disapproved' END
       FROM bench_learners
     UNION ALL
     SELECT id, CASE WHEN employment_kind = 'faculty' THEN 'faculty' ELSE 'administrative' END, $1 - 1, $1 - 1, 'approved' FROM bench_learners WHERE n % 2 = 0`,
    [year],
  );
  const { rows: competencies } = await q(`SELECT id FROM competencies ORDER BY id`);
  const { rows: types } = await q(`SELECT code FROM intervention_types ORDER BY position, code`);
  await q(
    `INSERT INTO development_plan_items (plan_id, competency_id, current_level, target_level, intervention_type, target_date, support_funds, status, done_at, position)
     SELECT pl.id, (ARRAY[${competencies.map((c) => c.id).join(',')}])[1 + (pl.id * 3 + k) % ${competencies.length}], 1, 2 + k % 3,
            (ARRAY[${types.map((t) => `'${t.code}'`).join(',')}])[1 + (pl.id + k) % ${types.length}], t.target,
            CASE WHEN (pl.id + k) % 4 = 0 THEN 0 ELSE 100000 * (1 + (pl.id * k) % 50) END,
            CASE WHEN pl.status = 'approved' AND t.target <= current_date AND (pl.id + k) % 3 = 0 THEN 'done' ELSE 'planned' END,
            CASE WHEN pl.status = 'approved' AND t.target <= current_date AND (pl.id + k) % 3 = 0 THEN t.target::timestamptz + interval '2 days' END, k
       FROM development_plans pl JOIN bench_learners b ON b.id = pl.personnel_id CROSS JOIN generate_series(1, 3) k
       CROSS JOIN LATERAL (SELECT make_date(pl.period_from, 1, 1) + ((pl.id * 41 + k * 97) % 365) AS target) t`,
  );
  // The submitted plans' requests: half at the L&D committee's step (3), the others at the head's (1).
  await q(
    `WITH ch AS (SELECT request_type, min(id) AS chain_id FROM approval_chains WHERE request_type LIKE 'development_plan_%' GROUP BY request_type),
          u AS (SELECT min(id) AS user_id FROM users),
          made AS (
            INSERT INTO approval_requests (request_type, subject_id, title, requester_user_id, requester_personnel_id, department_id, chain_id, steps, current_step)
            SELECT 'development_plan_' || pl.kind, pl.id, 'Development plan ' || pl.period_from, u.user_id, pl.personnel_id, p.department_id, ch.chain_id,
                   jsonb_build_array(
                     jsonb_build_object('position', 1, 'actor_kind', 'department_head', 'role_id', NULL, 'personnel_id', NULL, 'label', 'Head'),
                     jsonb_build_object('position', 2, 'actor_kind', 'role', 'role_id', (SELECT id FROM roles WHERE name = 'Department Personnel Committee'),
                                        'personnel_id', NULL, 'label', 'Department personnel committee'),
                     jsonb_build_object('position', 3, 'actor_kind', 'role',
                                        'role_id', (SELECT id FROM roles WHERE name = CASE pl.kind WHEN 'faculty' THEN 'Faculty L&D Committee' ELSE 'Administrative L&D Committee' END),
                                        'personnel_id', NULL, 'label', 'Approved by the L&D committee')),
                   CASE WHEN pl.id % 2 = 0 THEN 3 ELSE 1 END
              FROM development_plans pl JOIN personnel p ON p.id = pl.personnel_id JOIN ch ON ch.request_type = 'development_plan_' || pl.kind CROSS JOIN u
             WHERE pl.status = 'submitted' AND p.last_name LIKE 'Learner %'
            RETURNING id, subject_id)
     UPDATE development_plans pl SET approval_request_id = made.id FROM made WHERE made.subject_id = pl.id`,
  );
  // The year's budget: every office on two funds.
  await q(`INSERT INTO ld_years (year) VALUES ($1) ON CONFLICT DO NOTHING`, [year]);
  await q(`INSERT INTO fund_sources (code, name) VALUES ('LND-GAA', 'General Appropriations (L&D)'), ('LND-STF', 'Special Trust Fund (L&D)')`);
  await q(
    `INSERT INTO ld_budgets (year, department_id, fund_source_id, amount)
     SELECT $1, d.id, f.id, CASE f.code WHEN 'LND-GAA' THEN 50000000 ELSE 20000000 END
       FROM departments d CROSS JOIN fund_sources f WHERE d.acronym LIKE 'LBO%' AND f.code IN ('LND-GAA', 'LND-STF')`,
    [year],
  );
  // 200 scholars: studies ended over the last four years, obligations of two years; one in ten left early.
  const { rows: program } = await q(
    `INSERT INTO scholarship_programs (name, "grant", duration_months, obligation_months) VALUES ('Bench graduate study', 30000000, 24, 24) RETURNING id`,
  );
  await q(
    `INSERT INTO scholarship_applications (program_id, personnel_id, school, degree, status, study_status, study_start, study_end, obligation_end)
     SELECT $1, id, 'State University Graduate School', 'Master of Public Administration', 'approved',
            CASE WHEN n % 5 = 0 THEN 'ongoing' ELSE 'completed' END, make_date($2 - 3, 6, 1) + n % 700, make_date($2 - 1, 5, 31) + n % 700,
            make_date($2 + 1, 5, 31) + n % 700
       FROM bench_learners WHERE n % 25 = 0`,
    [program[0].id, year],
  );
  await q(
    `INSERT INTO separations (personnel_id, cause, effective_date, status)
     SELECT personnel_id, 'resignation', make_date($1, 3, 1), 'completed' FROM scholarship_applications a JOIN bench_learners b ON b.id = a.personnel_id WHERE b.n % 250 = 0`,
    [year],
  );
  await q(`ANALYZE`);
  const count = async (sql: string) => Number((await q(sql)).rows[0].n);
  return {
    year,
    employees: EMPLOYEES,
    offices: OFFICES,
    trainings: await count(`SELECT count(*) AS n FROM pds_entries WHERE section = 'training'`),
    plans: await count(`SELECT count(*) AS n FROM development_plans`),
    items: await count(`SELECT count(*) AS n FROM development_plan_items`),
    seedSeconds: (performance.now() - started) / 1000,
  };
}
