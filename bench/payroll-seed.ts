import type { createDatabase } from '@hris/db';

// The payroll bench's data (bench-server --payroll), for the month paid: the calendar month before the server's
// clock (Manila), so the job order workers' DTR month is complete.
// - 5,000 regular employees: the incumbents of 5,000 plantilla items in 100 bench offices over the campuses, positions
//   with salary grades, steps 1 to 8, appointed years ago; one in fifteen with days without pay on the month's leave
//   card, one in fifty with a step increment taking effect mid-month; union dues for half of them, a loan with a
//   balance for a third, a cooperative loan big enough to meet the minimum take-home pay for one in twenty-five; the
//   TIN on the PDS. DTRs submitted for 90 of the 100 offices (the run confirms the rest missing).
// - 5,000 job order workers in one office (a job order run names its office: one run covers them all), a daily rate
//   each, and a full month of punches (4 a working day, some arriving late or leaving early, a day missed now and
//   then): the JO run reads their DTR totals. The office's DTRs submitted.
// - For the year's special payroll (issue 40, the year-end bonus and cash gift: four months of service from 1 January
//   to 31 October): one in forty of the incumbents appointed on 16 August of the year (less than four months: a share
//   of the cash gift only), another one in forty without pay from January to August on the leave card (two months of
//   service left: the same), and 200 more people separated this year, still on their items' rolls, not in the monthly
//   runs: 100 who left on 16 March (two and a half months: nothing, each listed with the reason) and 100 on 1 August
//   (seven months: 80% of the bonus and the cash gift). `payYear` then makes the year's other runs paid.
// Set-based (generate_series), so it takes seconds.

export type PayrollBenchData = {
  month: string;
  regular: number;
  offices: number;
  jobOrder: number;
  jobOrderOfficeId: number;
  punches: number;
  lwop: number;
  deductions: number;
  seedSeconds: number;
  /** The year-end bonus's people, as the rule gives them (issue 40). */
  yearEnd: { year: number; recentlyHired: number; withoutPayMostOfYear: number; separatedWithShare: number; separatedTooEarly: number };
};

const REGULAR = 5_000;
const OFFICES = 100;
const JOB_ORDER = 5_000;
const SEPARATED = 200;

const FIRST = ['Maria', 'Jose', 'Juan', 'Ana', 'Rosario', 'Antonio', 'Teresita', 'Ramon', 'Lourdes', 'Eduardo', 'Corazon', 'Fernando', 'Josefina'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Castillo', 'Flores', 'Villanueva', 'Ramos'];
const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;

/** The month before the current one in Manila (YYYY-MM). */
export function monthPaid(now = new Date()): string {
  const manila = new Date(now.getTime() + 8 * 3_600_000);
  const d = new Date(Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

export async function seedPayroll(db: ReturnType<typeof createDatabase>): Promise<PayrollBenchData> {
  const started = performance.now();
  const q = (sql: string, params: unknown[] = []) => db.$client.query(sql, params);
  const month = monthPaid();
  const first = `${month}-01`;
  const year = Number(month.slice(0, 4));
  const { rows: campuses } = await q(`SELECT id FROM campuses ORDER BY id`);

  // ── The regular employees: plantilla incumbents ──
  await q(
    `INSERT INTO departments (fullname, acronym, campus_id)
     SELECT 'Payroll Bench Office ' || n, 'PBO' || n, (ARRAY[${campuses.map((c) => c.id).join(',')}])[1 + n % ${campuses.length}]
       FROM generate_series(1, $1) n`,
    [OFFICES],
  );
  const { rows: positions } = await q(`SELECT id, salary_grade AS grade FROM positions WHERE salary_grade IS NOT NULL ORDER BY id LIMIT 40`);
  const { rows: statuses } = await q(`SELECT id FROM appointment_statuses ORDER BY id LIMIT 4`);
  await q(`CREATE TEMP TABLE bench_regular AS
    SELECT n, (SELECT id FROM departments WHERE acronym = 'PBO' || (1 + n % ${OFFICES})) AS department_id,
           (ARRAY[${positions.map((p) => p.id).join(',')}])[1 + n % ${positions.length}] AS position_id,
           (ARRAY[${positions.map((p) => p.grade).join(',')}])[1 + n % ${positions.length}] AS grade,
           1 + (n / 7) % 8 AS step,
           CASE WHEN n % 40 = 5 THEN date '${year}-08-16' ELSE date '${first}' - 400 - n % 9000 END AS appointed, NULL::int AS personnel_id
      FROM generate_series(1, ${REGULAR}) n`);
  await q(
    `WITH made AS (
       INSERT INTO personnel (idno, first_name, last_name, campus_id, department_id, position_id, salary_step, appointment_status_id,
                              employment_kind, date_original_appointment)
       SELECT 'PB-' || lpad(b.n::text, 6, '0'), (${arr(FIRST)})[1 + b.n % ${FIRST.length}], (${arr(LAST)})[1 + (b.n / 13) % ${LAST.length}] || ' ' || b.n,
              d.campus_id, b.department_id, b.position_id, b.step, (ARRAY[${statuses.map((s) => s.id).join(',')}])[1 + b.n % ${statuses.length}],
              CASE WHEN b.n % 3 = 0 THEN 'faculty' ELSE 'staff' END, b.appointed
         FROM bench_regular b JOIN departments d ON d.id = b.department_id
       RETURNING id, idno)
     UPDATE bench_regular b SET personnel_id = made.id FROM made WHERE made.idno = 'PB-' || lpad(b.n::text, 6, '0')`,
  );
  await q(
    `INSERT INTO plantilla_items (item_no, position_id, department_id, salary_grade, salary_step, level_id, coverage_id, status, incumbent_personnel_id, filled_on)
     SELECT 'PAYROLL-BENCH-' || n, position_id, department_id, grade, step, (SELECT min(id) FROM plantilla_levels), (SELECT min(id) FROM plantilla_coverages),
            'filled', personnel_id, appointed
       FROM bench_regular`,
  );
  await q(
    `INSERT INTO pds_entries (personnel_id, section, data)
     SELECT personnel_id, 'personal', jsonb_build_object('sex', CASE WHEN n % 2 = 0 THEN 'female' ELSE 'male' END,
            'birth_date', to_char(date '1965-01-01' + n * 3, 'YYYY-MM-DD'), 'tin_no', lpad((100000000 + n)::text, 9, '0'))
       FROM bench_regular`,
  );
  // The leave card of the month paid: days without pay for one in fifteen (half a day to five days).
  const lwop = await q(
    `INSERT INTO leave_ledger_months (personnel_id, period, particulars, vl_earned, vl_deducted, vl_balance, sl_earned, sl_deducted, sl_balance, lwop_days)
     SELECT personnel_id, $1, 'Bench', 1.25, 0, 0, 1.25, 0, 0, 0.5 * (1 + n % 10) FROM bench_regular WHERE n % 15 = 0`,
    [month],
  );
  // Without pay from January to August (every working day of each month) for one in forty.
  const withoutPay = await q(
    `INSERT INTO leave_ledger_months (personnel_id, period, particulars, vl_earned, vl_deducted, vl_balance, sl_earned, sl_deducted, sl_balance, lwop_days)
     SELECT personnel_id, to_char(make_date($1, m, 1), 'YYYY-MM'), 'Bench', 0, 0, 0, 0, 0, 0, 22
       FROM bench_regular CROSS JOIN generate_series(1, 8) m WHERE n % 40 = 25`,
    [year],
  );
  // Separated this year: off the monthly runs (not active), their items still theirs (the salary before leaving).
  await q(
    `WITH made AS (
       INSERT INTO personnel (idno, first_name, last_name, campus_id, department_id, position_id, salary_step, employment_kind,
                              date_original_appointment, is_active)
       SELECT 'PS-' || lpad(n::text, 6, '0'), (${arr(FIRST)})[1 + n % ${FIRST.length}], 'Separated ' || n, d.campus_id, d.id, $2::int, 3, 'staff',
              date '${first}' - 2000 - n, false
         FROM generate_series(1, $1) n JOIN departments d ON d.acronym = 'PBO' || (1 + n % ${OFFICES})
       RETURNING id, idno, department_id, date_original_appointment)
     , items AS (
       INSERT INTO plantilla_items (item_no, position_id, department_id, salary_grade, salary_step, level_id, coverage_id, status, incumbent_personnel_id, filled_on)
       SELECT 'PAYROLL-BENCH-' || idno, $2::int, department_id, $3::int, 3, (SELECT min(id) FROM plantilla_levels), (SELECT min(id) FROM plantilla_coverages),
              'filled', id, date_original_appointment FROM made)
     INSERT INTO separations (personnel_id, cause, effective_date, status)
     SELECT id, 'resignation', CASE WHEN substr(idno, 4)::int <= $1 / 2 THEN make_date($4, 3, 16) ELSE make_date($4, 8, 1) END, 'completed' FROM made`,
    [SEPARATED, positions[0].id, positions[0].grade, year],
  );
  // A step increment taking effect on the 16th of the month paid for one in fifty below step 8 (the month prorated).
  await q(
    `INSERT INTO step_increment_notices (personnel_id, position_title, department_id, salary_grade, step_from, step_to, previous_monthly, new_monthly,
                                         due_date, effective_date, status)
     SELECT b.personnel_id, pos.name, b.department_id, b.grade, b.step, b.step + 1, 0, 0, $1::date + 15, $1::date + 15, 'issued'
       FROM bench_regular b JOIN positions pos ON pos.id = b.position_id WHERE b.n % 50 = 0 AND b.step < 8`,
    [first],
  );
  // The deductions HR keeps: union dues for half, a GSIS loan with a balance for a third (one in nine nearly paid
  // off), a cooperative loan for one in twenty-five that the minimum take-home pay cuts short.
  const deductions = await q(
    `INSERT INTO person_deductions (personnel_id, code, label, monthly, start_month, end_month, balance, priority)
     SELECT personnel_id, 'UNION', 'Union dues', 10000, to_char($1::date - interval '2 years', 'YYYY-MM'), NULL, NULL, 90 FROM bench_regular WHERE n % 2 = 0
     UNION ALL
     SELECT personnel_id, 'GSIS-CL', 'GSIS consolidated loan', 150000 + (n % 20) * 25000, to_char($1::date - interval '1 year', 'YYYY-MM'),
            to_char($1::date + interval '2 years', 'YYYY-MM'), CASE WHEN n % 9 = 0 THEN 80000 ELSE 5000000 + n * 100 END, 20
       FROM bench_regular WHERE n % 3 = 0
     UNION ALL
     SELECT personnel_id, 'COOP', 'Cooperative loan', 4000000, to_char($1::date - interval '3 months', 'YYYY-MM'), NULL, 20000000, 50
       FROM bench_regular WHERE n % 25 = 0`,
    [first],
  );
  // The DTRs of the month paid, submitted for 90 of the 100 offices.
  await q(
    `INSERT INTO dtr_submissions (department_id, month, status)
     SELECT id, $1, 'submitted' FROM departments WHERE acronym LIKE 'PBO%' AND substr(acronym, 4)::int % 10 <> 0`,
    [month],
  );

  // ── The job order workers: one office (a job order run names its office), a daily rate each, a month of punches ──
  const { rows: made } = await q(`INSERT INTO departments (fullname, acronym, campus_id) VALUES ('Payroll Bench Job Order Pool', 'PBJO', $1) RETURNING id`, [
    campuses[0].id,
  ]);
  const joOffice = made[0].id as number;
  await q(
    `INSERT INTO personnel (idno, first_name, last_name, campus_id, department_id, employment_kind, date_original_appointment)
     SELECT 'PJ-' || lpad(n::text, 6, '0'), (${arr(FIRST)})[1 + n % ${FIRST.length}], (${arr(LAST)})[1 + (n / 13) % ${LAST.length}] || ' ' || n, $2, $3,
            'job_order', date '${first}' - 60 - n % 700
       FROM generate_series(1, $1) n`,
    [JOB_ORDER, campuses[0].id, joOffice],
  );
  await q(
    `INSERT INTO pay_profiles (personnel_id, daily_rate, sworn_declaration)
     SELECT id, 50000 + (id % 7) * 5000, id % 2 = 0 FROM personnel WHERE idno LIKE 'PJ-%'`,
  );
  // Four punches each working day (Manila time): arriving 07:40 to 08:16 (some late), lunch, back, leaving 16:50 to
  // 17:19 (some early); a day missed without leave now and then.
  const punches = await q(
    `INSERT INTO attendance_logs (personnel_id, logged_at, source)
     SELECT p.id, (d + make_interval(mins => m.minutes + CASE m.k WHEN 1 THEN (p.id * 31 + extract(day FROM d)::int) % 37
                                                              WHEN 4 THEN (p.id * 17 + extract(day FROM d)::int) % 30 - 10
                                                              ELSE (p.id + extract(day FROM d)::int) % 9 END)) AT TIME ZONE 'Asia/Manila', 'device'
       FROM personnel p
      CROSS JOIN generate_series($1::timestamp, $1::timestamp + interval '1 month' - interval '1 day', interval '1 day') d
      CROSS JOIN (VALUES (1, 460), (2, 720), (3, 770), (4, 1020)) AS m(k, minutes)
      WHERE p.idno LIKE 'PJ-%' AND extract(isodow FROM d) < 6 AND (p.id + extract(day FROM d)::int) % 23 <> 0`,
    [first],
  );
  await q(`INSERT INTO dtr_submissions (department_id, month, status) VALUES ($1, $2, 'submitted')`, [joOffice, month]);
  // The leave cards as the hourly refresh leaves them by payday: computed today (so the refresh at the server's start
  // does not recompute 10,000 cards from their beginning while the bench measures, nor rewrite the month's LWOP above),
  // no credits left for those with days without pay; the punches' stale marks taken.
  await q(
    `INSERT INTO leave_balances (personnel_id, vl, sl, spl, forced_leave_remaining, coc_hours, service_credits)
     SELECT p.id, CASE WHEN l.lwop_days > 0 THEN 0 ELSE 5 + p.id % 30 END, CASE WHEN l.lwop_days > 0 THEN 0 ELSE 10 + p.id % 40 END, 3, 5, 0, 0
       FROM personnel p LEFT JOIN leave_ledger_months l ON l.personnel_id = p.id AND l.period = $1
      WHERE p.idno LIKE 'PB-%' OR p.idno LIKE 'PJ-%'`,
    [month],
  );
  await q(`DELETE FROM leave_stale_months`);
  await q(`DROP TABLE bench_regular`);
  await q(`ANALYZE`);
  return {
    month,
    regular: REGULAR,
    offices: OFFICES,
    jobOrder: JOB_ORDER,
    jobOrderOfficeId: joOffice,
    punches: punches.rowCount ?? 0,
    lwop: lwop.rowCount ?? 0,
    deductions: deductions.rowCount ?? 0,
    yearEnd: {
      year,
      recentlyHired: Math.floor((REGULAR + 35) / 40),
      withoutPayMostOfYear: (withoutPay.rowCount ?? 0) / 8,
      separatedWithShare: SEPARATED / 2,
      separatedTooEarly: SEPARATED / 2,
    },
    seedSeconds: (performance.now() - started) / 1000,
  };
}

/**
 * The year's runs paid, for the BIR's alphalist (bench/payroll.ts measure 3): the runs the bench computed set paid in
 * SQL (as paying them through the API would, less the loans' balances and the payslips' notices, which the alphalist
 * does not read), and January to `before` (exclusive) as copies of `model`'s lines, each a paid regular run.
 * Answers the runs made.
 */
export async function payYear(db: ReturnType<typeof createDatabase>, opts: { model: number; before?: string; paid: number[] }): Promise<number> {
  const q = (sql: string, params: unknown[] = []) => db.$client.query(sql, params);
  const { rows: months } = opts.before
    ? await q(`SELECT to_char(m, 'YYYY-MM') AS month FROM generate_series(date_trunc('year', $1::date), $1::date - interval '1 month', interval '1 month') m`, [
        `${opts.before}-01`,
      ])
    : { rows: [] };
  for (const { month } of months) {
    const { rows } = await q(
      `INSERT INTO payroll_runs (month, kind, status, prepared_by_user_id, computed_at)
       SELECT $1, 'regular', 'computed', prepared_by_user_id, now() FROM payroll_runs WHERE id = $2 RETURNING id`,
      [month, opts.model],
    );
    await q(
      `INSERT INTO payroll_lines (run_id, personnel_id, department_id, fund, position, grade, step, basic, pera, gross, lwop, gsis, philhealth, pagibig, tax,
                                  other_deductions, net, payslip)
       SELECT $1, personnel_id, department_id, fund, position, grade, step, basic, pera, gross, lwop, gsis, philhealth, pagibig, tax, other_deductions, net,
              payslip
         FROM payroll_lines WHERE run_id = $2`,
      [rows[0].id, opts.model],
    );
    opts.paid.push(rows[0].id);
  }
  await q(`UPDATE payroll_runs SET status = 'paid', paid_at = now() WHERE id = ANY($1::int[]) AND status <> 'paid'`, [opts.paid]);
  await q(`ANALYZE payroll_lines`);
  return months.length;
}
