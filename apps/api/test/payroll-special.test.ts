import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, departmentId, makeEmployee, personnelIdOf } from './support/records';
import { approveThroughChain as approveRun, computeRun } from './support/payroll';
import { annualTax, TRAIN_2023_ANNUAL } from '../src/domain/payroll-year';
import { presentOnWeekdays } from './support/attendance';

// Issue 40 through HTTP: the special payrolls on the monthly run's states and chain. The year-end bonus and cash gift
// of the College of Arts and Sciences (staff@ in full, a September hire's share of the cash gift, a September
// separation's shares of both, a job order worker not considered, one with no service left out with the reason),
// approved by accounting and the approving official, paid, and on staff@'s payslips; the yearly exemption of 90,000.00
// counted across the year's runs, crossed by the run that exceeds it; December's year-end adjustment; RATA by the days
// of actual work in the monthly run; the refusals (the PEI of a year the tables lack,
// a bonus before its release, a second run for the same people, an ineligible preview, an adjustment in a special run).

let t: TestApp;
let hr: string;
let staff: string;
let accounting: string;
let admin: string;
let staffId: number;
let cas: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
type Line = { code: string; label: string; amount: number };

const approveThroughChain = (runId: number) => approveRun(t, runId, { preparer: hr, accounting, approver: admin });

/** The monthly salary held on a day (the database's own answer). */
async function salaryOn(personnelId: number, day: string): Promise<number> {
  const [row] = await query(`SELECT monthly::float8 AS monthly FROM salary_held_on($1, $2::date)`, [personnelId, day]);
  return Number(row.monthly);
}

let hire: number;
let leaver: number;
let nobody: number;
let jobOrder: number;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-20T09:00' });
  [hr, staff, accounting, admin] = (await Promise.all(
    ['hr@hris.test', 'staff@hris.test', 'accounting@hris.test', 'admin@hris.test'].map((e) => signIn(t, e)),
  )) as [string, string, string, string];
  staffId = await personnelIdOf(t, 'staff@hris.test');
  cas = await departmentId(t, 'CAS');
  const [{ position_id: positionId, salary_step: step }] = await query(`SELECT position_id, salary_step FROM personnel WHERE id = $1`, [staffId]);
  // Hired on 1 September 2026: two months in service on 31 October, the cash gift's 30% and no bonus.
  hire = (await makeEmployee(t, { first: 'Nina', last: 'Newhire', department: 'CAS' })).personnelId;
  await query(`UPDATE personnel SET date_original_appointment = '2026-09-01', position_id = $2, salary_step = $3 WHERE id = $1`, [hire, positionId, step]);
  // In service since 2015, resigned effective 15 September 2026: 8 months 14 days from 1 January, 90% of both.
  leaver = (await makeEmployee(t, { first: 'Leo', last: 'Leaver', department: 'CAS' })).personnelId;
  await query(`UPDATE personnel SET date_original_appointment = '2015-06-01', position_id = $2, salary_step = $3, is_active = false WHERE id = $1`, [
    leaver,
    positionId,
    step,
  ]);
  await query(`INSERT INTO separations (personnel_id, cause, effective_date, status) VALUES ($1, 'resignation', '2026-09-15', 'completed')`, [leaver]);
  // No service record and no appointment date: left out, with the reason.
  nobody = (await makeEmployee(t, { first: 'Nora', last: 'Norecord', department: 'CAS' })).personnelId;
  jobOrder = (await makeEmployee(t, { first: 'Jo', last: 'Order', department: 'CAS' })).personnelId;
  await query(`UPDATE personnel SET employment_kind = 'job_order', date_original_appointment = '2020-01-01' WHERE id = $1`, [jobOrder]);
});
afterAll(async () => t.close());

let yeb: number;

describe('the year-end bonus and cash gift of CAS', () => {
  it('refuses what cannot be paid, and writes nothing', async () => {
    const runs = Number((await query(`SELECT count(*)::int AS n FROM payroll_runs`))[0].n);
    const pei = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2026-12', kind: 'pei', department_id: cas });
    expect(pei.status).toBe(422);
    expect(pei.body.errors.kind[0]).toContain('No PEI for FY 2026');
    const early = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2026-04', kind: 'mid_year_bonus', department_id: cas });
    expect(early.status).toBe(422);
    expect(early.body.errors.month[0]).toBe('The mid-year bonus is released not before 15 May 2026.');
    expect((await t.http.post('/api/payroll/runs').set(as(staff)).send({ month: '2026-11', kind: 'year_end_bonus', department_id: cas })).status).toBe(403);
    expect(Number((await query(`SELECT count(*)::int AS n FROM payroll_runs`))[0].n)).toBe(runs);
  });

  it('computes each person by the rule, and lists everyone left out with the reason', async () => {
    const opened = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2026-11', kind: 'year_end_bonus', department_id: cas });
    expect(opened.status).toBe(200);
    yeb = opened.body.run.id;
    expect(opened.body.run).toMatchObject({ kind: 'year_end_bonus', status: 'draft', title: 'Year-end bonus and cash gift 2026, November 2026: CAS' });

    const again = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2026-12', kind: 'year_end_bonus' });
    expect(again.status).toBe(422);
    expect(again.body.errors.kind[0]).toContain(`Run #${yeb}`);

    const computed = await computeRun(t, hr, yeb);
    expect(computed.status).toBe(200);
    const reg = (await t.http.get(`/api/payroll/runs/${yeb}/register`).set(as(hr))).body;
    const row = (id: number) => reg.rows.find((r: { personnel_id: number }) => r.personnel_id === id);

    const basic = await salaryOn(staffId, '2026-10-31');
    expect(basic).toBeGreaterThan(0);
    const mine = row(staffId);
    expect(mine.lines.map((l: Line) => [l.code, l.amount])).toEqual([
      ['year_end_bonus', basic],
      ['cash_gift', 500_000],
      ['tax', 0],
    ]);
    expect(mine).toMatchObject({ gross: basic + 500_000, net: basic + 500_000, tax: 0, basic: 0, gsis: 0 });

    // Two months from 1 September: 30% of the cash gift (BC 2016-4 item 6.3), no bonus.
    expect(row(hire).lines.map((l: Line) => [l.code, l.amount])).toEqual([
      ['cash_gift', 150_000],
      ['tax', 0],
    ]);
    // Left on 14 September: 8 months 14 days from 1 January, 90% of the salary before leaving and of the cash gift.
    const before = await salaryOn(leaver, '2026-09-14');
    const leaverLines = row(leaver).lines;
    expect(leaverLines[0]).toMatchObject({ code: 'year_end_bonus', amount: Math.round(before * 0.9) });
    expect(leaverLines[0].label).toContain('before leaving on 14 September 2026');
    expect(leaverLines[1]).toMatchObject({ code: 'cash_gift', amount: 450_000 });

    expect(row(jobOrder)).toBeUndefined();
    expect(row(nobody)).toBeUndefined();
    expect(computed.body.run.exclusions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ personnel_id: nobody, fullname: expect.stringContaining('Norecord'), reason: expect.stringContaining('No service record') }),
      ]),
    );
    expect(computed.body.run.exclusions.some((e: { personnel_id: number }) => e.personnel_id === jobOrder)).toBe(false);
  });

  it('previews the same payslip, and refuses the ineligible with the reason', async () => {
    const preview = await t.http.get('/api/payroll/payslip-preview').query({ personnel_id: staffId, month: '2026-11', kind: 'year_end_bonus' }).set(as(hr));
    expect(preview.status).toBe(200);
    const reg = (await t.http.get(`/api/payroll/runs/${yeb}/register`).set(as(hr))).body;
    const mine = reg.rows.find((r: { personnel_id: number }) => r.personnel_id === staffId);
    // The run's own line is not counted against the exemption of a preview of the same kind… the run is not paid yet.
    expect(preview.body.payslip.lines.slice(0, 2)).toEqual(mine.lines.slice(0, 2));
    expect(preview.body.payslip.benefits).toMatchObject({ paid: mine.gross });
    const no = await t.http.get('/api/payroll/payslip-preview').query({ personnel_id: nobody, month: '2026-11', kind: 'year_end_bonus' }).set(as(hr));
    expect(no.status).toBe(422);
    expect(no.body.errors.personnel_id[0]).toContain('No service record');
  });

  it('refuses an adjustment: a special payroll pays its benefit alone', async () => {
    const res = await t.http
      .post(`/api/payroll/runs/${yeb}/adjustments`)
      .set(as(hr))
      .send({ personnel_id: staffId, corrects_run_id: yeb, label: 'Correction', amount: 10_000, taxable: true });
    expect(res.status).toBe(422);
  });

  it('goes through the chain, is paid, and is on staff@’s payslips', async () => {
    expect((await t.http.post(`/api/payroll/runs/${yeb}/submit`).set(as(hr))).status).toBe(200);
    await approveThroughChain(yeb);
    const paid = await t.http.post(`/api/payroll/runs/${yeb}/paid`).set(as(hr));
    expect(paid.status).toBe(200);
    const mine = (await t.http.get('/api/payroll/payslips/mine').set(as(staff))).body.payslips;
    const slip = mine.find((p: { run_id: number }) => p.run_id === yeb);
    expect(slip).toMatchObject({ kind: 'year_end_bonus', net: slip.gross });
    expect(slip.benefits.exempt_used_this_year).toBe(slip.gross);
  });
});

describe('the yearly exemption of 90,000.00 across the year’s runs', () => {
  it('counts the year’s earlier benefits and taxes the excess in the run that crosses it', async () => {
    // A uniform allowance of 120,000.00 this year (HR's table, for the test): with the year-end bonus already paid the
    // exemption is crossed here.
    const table = await t.http
      .post('/api/payroll/tables')
      .set(as(hr))
      .send({
        kind: 'clothing_allowance',
        effective_date: '2026-01-02',
        source: 'Test: an allowance large enough to cross the exemption',
        data: { amount: 12_000_000, releaseFrom: '04-01', minimumMonths: 6, daysPerMonth: 30 },
      });
    expect(table.status).toBe(200);
    const opened = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2026-11', kind: 'clothing_allowance', department_id: cas });
    expect(opened.status).toBe(200);
    const computed = await computeRun(t, hr, opened.body.run.id);
    expect(computed.status).toBe(200);
    const reg = (await t.http.get(`/api/payroll/runs/${opened.body.run.id}/register`).set(as(hr))).body;
    const mine = reg.rows.find((r: { personnel_id: number }) => r.personnel_id === staffId);
    const usedBefore = (
      await query(`SELECT sum((payslip->'benefits'->>'exempt')::bigint)::bigint AS s FROM payroll_lines WHERE run_id = $1 AND personnel_id = $2`, [
        yeb,
        staffId,
      ])
    )[0].s;
    const exemptLeft = 9_000_000 - Number(usedBefore);
    const slip = (await query(`SELECT payslip FROM payroll_lines WHERE run_id = $1 AND personnel_id = $2`, [opened.body.run.id, staffId]))[0].payslip;
    expect(slip.benefits).toEqual({ paid: 12_000_000, exempt: exemptLeft, taxable: 12_000_000 - exemptLeft, exempt_used_this_year: 9_000_000 });
    expect(mine.tax).toBeGreaterThan(0);
    expect(mine.net).toBe(12_000_000 - mine.tax);
    const taxLine = mine.lines.find((l: Line) => l.code === 'tax');
    expect(taxLine.label).toContain('over the exemption');
  });
});

describe('the year-end adjustment in December’s regular run', () => {
  it('settles the year’s tax by the annual table against what the year’s runs withheld', async () => {
    const opened = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2026-12', kind: 'regular', department_id: cas });
    expect(opened.status).toBe(200);
    const december = opened.body.run.id;
    expect((await computeRun(t, hr, december, { confirm_missing_dtr: true })).status).toBe(200);
    const [{ payslip }] = await query(`SELECT payslip FROM payroll_lines WHERE run_id = $1 AND personnel_id = $2`, [december, staffId]);
    const [{ taxable, withheld }] = await query(
      `SELECT sum((l.payslip->>'taxable')::bigint)::bigint AS taxable, sum(l.tax)::bigint AS withheld
         FROM payroll_lines l JOIN payroll_runs r ON r.id = l.run_id WHERE l.personnel_id = $1 AND r.id <> $2 AND r.status <> 'draft'`,
      [staffId, december],
    );
    const adjustment = payslip.lines.find((l: Line) => l.code === 'tax_adjustment' || l.code === 'tax_refund');
    expect(adjustment).toBeDefined();
    // December's own tax line (the monthly table) and the adjustment: together the year's tax by the annual table.
    const monthTax = -payslip.lines.find((l: Line) => l.code === 'tax').amount;
    const yearTaxable = Number(taxable) + payslip.taxable;
    const due = annualTax(yearTaxable, TRAIN_2023_ANNUAL).amount;
    const expected = due - (Number(withheld) + monthTax);
    expect(adjustment.code).toBe(expected < 0 ? 'tax_refund' : 'tax_adjustment');
    expect(Math.abs(adjustment.amount)).toBe(Math.abs(expected));
    expect(payslip.lines.reduce((n: number, l: Line) => n + l.amount, 0)).toBe(payslip.net);
    // The preview is the run's line.
    const preview = await t.http.get('/api/payroll/payslip-preview').query({ personnel_id: staffId, month: '2026-12' }).set(as(hr));
    expect(preview.body.payslip.lines).toEqual(payslip.lines);
  });
});

describe('RATA in the monthly run (NBC No. 548)', () => {
  it('pays an entitled position the previous month’s RA and TA by its days of actual work, not taxed', async () => {
    // For the test, staff@'s position is put at the Chief of Division level, 4,000.00 each of RA and TA.
    const [{ position }] = await query(`SELECT pos.name AS position FROM personnel p JOIN positions pos ON pos.id = p.position_id WHERE p.id = $1`, [staffId]);
    const table = await t.http
      .post('/api/payroll/tables')
      .set(as(hr))
      .send({
        kind: 'rata',
        effective_date: '2026-10-01',
        source: 'Test: the levels of the GAA, a position named',
        data: {
          levels: [{ level: 'Chief of Division', ra: 400_000, ta: 400_000, positions: [position] }],
          rows: [
            { fromDays: 1, share: 2500 },
            { fromDays: 6, share: 5000 },
            { fromDays: 12, share: 7500 },
            { fromDays: 17, share: 10_000 },
          ],
        },
      });
    expect(table.status).toBe(200);
    // 9 days of actual work in October 2026: 1–2, 5–9, 12–13 October (weekdays), 50% of each (6–11 days).
    await query(`DELETE FROM attendance_logs WHERE personnel_id = $1`, [staffId]);
    await presentOnWeekdays(t, hr, staffId, '2026-10-01', '2026-10-14');
    const preview = await t.http.get('/api/payroll/payslip-preview').query({ personnel_id: staffId, month: '2026-11' }).set(as(hr));
    expect(preview.status).toBe(200);
    const p = preview.body.payslip;
    expect(p.lines.filter((l: Line) => l.code.endsWith('_allowance'))).toEqual([
      {
        code: 'representation_allowance',
        label: 'Representation allowance: 50% of 4,000.00 for 9 days of actual work in October 2026 (Chief of Division)',
        amount: 200_000,
      },
      {
        code: 'transportation_allowance',
        label: 'Transportation allowance: 50% of 4,000.00 for 9 days of actual work in October 2026 (Chief of Division)',
        amount: 200_000,
      },
    ]);
    // Not taxable: the taxable compensation is the basic salary less the contributions and union dues, as without it.
    expect(p.taxable).toBe(p.basic - p.gsis - p.philhealth - p.pagibig - p.lwop - p.tax_excluded);
    // Someone whose position no level names is paid none.
    const head = await t.http
      .get('/api/payroll/payslip-preview')
      .query({ personnel_id: await personnelIdOf(t, 'head@hris.test'), month: '2026-11' })
      .set(as(hr));
    expect(head.body.payslip.lines.some((l: Line) => l.code.endsWith('_allowance'))).toBe(false);
  });
});

describe('the mid-year bonus and the PBB, by the ratings the SPMS holds', () => {
  /** An approved IPCR of staff@ for a rating period (made for the test when the demo has none). */
  async function rated(year: number, semester: number, startsOn: string, endsOn: string, finalRating: number) {
    await query(
      `INSERT INTO spms_periods (year, semester, starts_on, ends_on, targets_from, targets_until, rating_from, rating_until, calibration_from, calibration_until)
       VALUES ($1, $2, $3, $4, $3, $3, $4, $4, $4, $4) ON CONFLICT (year, semester) DO NOTHING`,
      [year, semester, startsOn, endsOn],
    );
    await query(
      `INSERT INTO ipcrs (period_id, personnel_id, department_id, status, final_rating)
       SELECT id, $3, $4, 'approved', $5 FROM spms_periods WHERE year = $1 AND semester = $2`,
      [year, semester, staffId, cas, finalRating],
    );
  }

  it('pays the mid-year bonus to the Satisfactory and better of the last period before 15 May, and leaves out the unrated', async () => {
    await rated(2025, 2, '2025-07-01', '2025-12-31', 3.6);
    const opened = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2026-05', kind: 'mid_year_bonus', department_id: cas });
    expect(opened.status).toBe(200);
    const computed = await computeRun(t, hr, opened.body.run.id);
    expect(computed.status).toBe(200);
    const [{ payslip }] = await query(`SELECT payslip FROM payroll_lines WHERE run_id = $1 AND personnel_id = $2`, [opened.body.run.id, staffId]);
    expect(payslip.lines[0]).toMatchObject({ code: 'mid_year_bonus', amount: await salaryOn(staffId, '2026-05-15') });
    expect(payslip.lines[0].label).toContain('rated Very Satisfactory');
    // head@ holds no approved IPCR: left out with the reason.
    const headId = await personnelIdOf(t, 'head@hris.test');
    expect(computed.body.run.exclusions.find((e: { personnel_id: number }) => e.personnel_id === headId).reason).toContain('No performance rating');
  });

  it('pays the PBB by the tier HR entered for the fiscal year, on the salary of 31 December', async () => {
    const missing = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2026-11', kind: 'pbb', department_id: cas });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.kind[0]).toContain('No PBB rates');
    const table = await t.http
      .post('/api/payroll/tables')
      .set(as(hr))
      .send({
        kind: 'pbb',
        effective_date: '2026-11-02',
        source: 'Test: the agency’s FY 2026 tiers',
        data: {
          fiscalYear: 2026,
          tiers: [
            { rating: 'Outstanding', share: 10_000 },
            { rating: 'Very Satisfactory', share: 6_500 },
          ],
        },
      });
    expect(table.status).toBe(200);
    // The defaults the agency did not enter: 31 December, nine months, the IATF's pro rata.
    expect(table.body.table.data).toMatchObject({ asOf: '12-31', fullMonths: 9, daysPerMonth: 30 });
    await rated(2026, 1, '2026-01-01', '2026-06-30', 4.6);
    await rated(2026, 2, '2026-07-01', '2026-12-31', 4.2);
    const opened = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2026-11', kind: 'pbb', department_id: cas });
    expect(opened.status).toBe(200);
    expect((await computeRun(t, hr, opened.body.run.id)).status).toBe(200);
    const [{ payslip }] = await query(`SELECT payslip FROM payroll_lines WHERE run_id = $1 AND personnel_id = $2`, [opened.body.run.id, staffId]);
    // The year's average 4.400 is Very Satisfactory: 65% of the salary held on 31 December 2026.
    const salary = await salaryOn(staffId, '2026-12-31');
    expect(payslip.lines[0]).toMatchObject({ code: 'pbb', amount: Math.round((salary * 6_500) / 10_000) });
    expect(payslip.lines[0].label).toContain('for Very Satisfactory');
  });
});
