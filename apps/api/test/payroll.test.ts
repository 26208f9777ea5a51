import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { pdfFontNames, pdfPageCount, pdfText } from './support/files';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, departmentId, makeEmployee, personnelIdOf } from './support/records';
import { approveThroughChain as approveRun, computeRun, waitForJob } from './support/payroll';
import { presentOnWeekdays } from './support/attendance';

// Issue 21 through HTTP: a month's payroll for the College of Arts and Sciences opened, computed (asking first when
// DTRs are missing), sent through the chain (HR files, accounting certifies, the approving official approves; the
// preparer acts on no step), paid and locked; the payslip preview equals the run's line; the employee's payslips
// and PDF; the register on screen, in Excel and PDF; deductions down to the minimum take-home pay with the
// shortfall reported and the balance falling when paid; an adjustment correcting a locked run in a later one; the
// differences; the remittances; job order workers by the DTR; fund sources with their ceilings; access and bad input.

let t: TestApp;
let hr: string;
let staff: string;
let head: string;
let accounting: string;
let admin: string;
let staffId: number;
let hrId: number;
let cas: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
/** October 2026, paid in November: the third tranche of EO 64 is in force all month. */
const OCTOBER = '2026-10';
const NOVEMBER = '2026-11';
let october: number;

type Line = { label: string; amount: number; code: string };

const approveThroughChain = (runId: number) => approveRun(t, runId, { preparer: hr, accounting, approver: admin });

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T09:00' });
  [hr, staff, head, accounting, admin] = (await Promise.all(
    ['hr@hris.test', 'staff@hris.test', 'head@hris.test', 'accounting@hris.test', 'admin@hris.test'].map((e) => signIn(t, e)),
  )) as [string, string, string, string, string];
  [staffId, hrId] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'hr@hris.test')]);
  cas = await departmentId(t, 'CAS');
  // The demo's deductions of staff@ start in the month the template was seeded: these tests keep their own.
  await query(`DELETE FROM person_deductions`);
});
afterAll(async () => t.close());

describe('the payslip preview', () => {
  it("computes staff@'s October line by line from the schedule in force, to PAYROLL only, and audits the read", async () => {
    const res = await t.http.get('/api/payroll/payslip-preview').query({ personnel_id: staffId, month: OCTOBER }).set(as(hr));
    expect(res.status).toBe(200);
    const p = res.body.payslip;
    const [{ amount }] = await query(
      `SELECT s.amount FROM salary_schedule s JOIN positions pos ON pos.salary_grade = s.grade JOIN personnel p ON p.position_id = pos.id AND p.salary_step = s.step
        WHERE p.id = $1 AND s.effective_date <= '2026-10-01' ORDER BY s.effective_date DESC LIMIT 1`,
      [staffId],
    );
    expect(p.basic).toBe(Number(amount));
    expect(p.pera).toBe(200_000);
    expect(p.gsis).toBe(Math.round(p.basic * 0.09));
    expect(p.pagibig).toBe(20_000);
    expect(p.philhealth).toBe(Math.round(Math.min(Math.max(p.basic, 1_000_000), 10_000_000) * 0.025));
    // The lines add up to the net; the totals to the same.
    expect(p.lines.reduce((s: number, l: Line) => s + l.amount, 0)).toBe(p.net);
    expect(p.gross - p.lwop - p.gsis - p.philhealth - p.pagibig - p.tax - p.other_deductions).toBe(p.net);
    expect(p.halves.fifteenth + p.halves.thirtieth).toBe(p.net);
    expect(p.lines.map((l: Line) => l.code)).toEqual(['basic', 'pera', 'gsis', 'philhealth', 'pagibig', 'tax']);
    expect(await query(`SELECT 1 FROM audit_log WHERE entity = 'payslip' AND action = 'read' AND after->>'personnel_id' = $1`, [String(staffId)])).toHaveLength(
      1,
    );

    expect((await t.http.get('/api/payroll/payslip-preview').query({ personnel_id: staffId, month: OCTOBER }).set(as(staff))).status).toBe(403);
    const bad = await t.http.get('/api/payroll/payslip-preview').query({ personnel_id: staffId, month: '2026-13' }).set(as(hr));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.month).toBeDefined();
  });
});

describe('a month run through its states', () => {
  it('opens a CAS run, asks to confirm the missing DTRs, computes, and refuses the chain before it is computed', async () => {
    const opened = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: OCTOBER, kind: 'regular', department_id: cas });
    expect(opened.status).toBe(200);
    october = opened.body.run.id;
    expect(opened.body.run).toMatchObject({ status: 'draft', department: { acronym: 'CAS' }, totals: { people: 0 } });
    expect(opened.body.run.missing_dtr).toEqual([expect.objectContaining({ department_id: cas, people: expect.any(Number) })]);
    expect((await t.http.post(`/api/payroll/runs/${october}/submit`).set(as(hr))).body.message).toBe('Compute the run before sending it for approval.');

    const unconfirmed = await computeRun(t, hr, october);
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors.confirm_missing_dtr[0]).toContain('College of Arts and Sciences');
    expect((await query(`SELECT count(*)::int AS n FROM payroll_lines WHERE run_id = $1`, [october]))[0].n).toBe(0);

    const computed = await computeRun(t, hr, october, { confirm_missing_dtr: true });
    expect(computed.status).toBe(200);
    const [{ n }] = await query(
      `SELECT count(*)::int AS n FROM plantilla_items i JOIN personnel p ON p.id = i.incumbent_personnel_id WHERE p.department_id = $1`,
      [cas],
    );
    expect(computed.body.run).toMatchObject({ status: 'computed', totals: { people: n } });
    expect(n).toBeGreaterThanOrEqual(2);
  });

  it("holds staff@'s line equal to the preview, and a register whose totals add up, on screen, in Excel and PDF", async () => {
    const preview = (await t.http.get('/api/payroll/payslip-preview').query({ personnel_id: staffId, month: OCTOBER }).set(as(hr))).body.payslip;
    const reg = await t.http.get(`/api/payroll/runs/${october}/register`).set(as(hr));
    expect(reg.status).toBe(200);
    const row = reg.body.rows.find((r: { personnel_id: number }) => r.personnel_id === staffId);
    expect(row).toMatchObject({ basic: preview.basic, net: preview.net, tax: preview.tax, office: 'CAS', lines: preview.lines });
    const sum = (k: string) => reg.body.rows.reduce((s: number, r: Record<string, number>) => s + r[k]!, 0);
    expect(reg.body.total).toMatchObject({ people: reg.body.rows.length, gross: sum('gross'), net: sum('net'), gsis: sum('gsis') });
    expect(reg.body.offices).toEqual([expect.objectContaining({ name: 'CAS', net: sum('net') })]);
    expect(reg.body.run.totals.net).toBe(sum('net'));

    const xlsx = await binary(t.http.get(`/api/payroll/runs/${october}/register/export`).set(as(hr)));
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Name');
    const last = sheet.getRow(sheet.rowCount);
    expect(String(last.getCell(2).value)).toContain('GRAND TOTAL');
    expect(last.getCell(17).value).toBe(sum('net') / 100);

    const pdf = await binary(t.http.get(`/api/payroll/runs/${october}/register/pdf`).set(as(hr)));
    expect(pdf.status).toBe(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.http.get(`/api/payroll/runs/${october}/register`).set(as(staff))).status).toBe(403);
  });

  it('prints every payslip of the run in one PDF as a job: its bar, its file to the asker alone, the read audited', async () => {
    const draft = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: NOVEMBER, kind: 'regular', department_id: cas });
    const refused = await t.http.post(`/api/payroll/runs/${draft.body.run.id}/payslips/pdf`).set(as(hr));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.run[0]).toBe('The run has no payslips yet: compute it first.');
    expect((await t.http.delete(`/api/payroll/runs/${draft.body.run.id}`).set(as(hr))).status).toBe(200);

    const people = (await t.http.get(`/api/payroll/runs/${october}`).set(as(hr))).body.run.totals.people as number;
    const started = await t.http.post(`/api/payroll/runs/${october}/payslips/pdf`).set(as(hr));
    expect(started.status).toBe(202);
    expect(started.body.job).toMatchObject({ kind: 'payroll-payslips', subject_id: october, total: people });
    const job = await waitForJob(t, hr, started.body.job.id);
    expect(job.error).toBeNull();
    expect(job).toMatchObject({ status: 'done', done: people, total: people, result: { has_file: true, link: `/payroll/runs/${october}` } });
    // The run page finds the asker's job again, with its file; the bell says it is ready.
    expect((await t.http.get(`/api/payroll/runs/${october}`).set(as(hr))).body.payslips_job).toMatchObject({ id: job.id, status: 'done' });
    expect((await t.http.get(`/api/payroll/runs/${october}`).set(as(accounting))).body.payslips_job ?? null).toBeNull();

    const file = await binary(t.http.get(`/api/background-jobs/mine/${job.id}/file`).set(as(hr)));
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain(`payslips-${OCTOBER}-${october}-${job.id}.pdf`);
    expect(await pdfPageCount(file.body as Buffer)).toBe(people);
    expect(await pdfText(file.body as Buffer)).toContain('CERTIFIED CORRECT');
    // Another's job and its file are not found.
    expect((await t.http.get(`/api/background-jobs/mine/${job.id}/file`).set(as(accounting))).status).toBe(404);
    const [audited] = await query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'read' AND entity = 'payslip' AND entity_id = $1::text AND actor_user_id = (SELECT id FROM users WHERE email = 'hr@hris.test')`,
      [october],
    );
    expect(audited.n).toBeGreaterThanOrEqual(1);
  });

  it('goes through the chain (accounting, then the approving official), is paid and locked; staff@ gets the payslip', async () => {
    expect((await t.http.post(`/api/payroll/runs/${october}/paid`).set(as(hr))).status).toBe(422);
    const sent = await t.http.post(`/api/payroll/runs/${october}/submit`).set(as(hr));
    expect(sent.status).toBe(200);
    expect(sent.body.run.status).toBe('reviewed');
    // While in the chain it cannot be recomputed.
    expect((await computeRun(t, hr, october, { confirm_missing_dtr: true })).status).toBe(422);
    const summary = await t.http.get(`/api/approval-requests/${sent.body.run.approval_request_id}/summary`).set(as(accounting));
    expect(summary.body.summary.facts).toEqual(expect.arrayContaining([{ label: 'Net pay', value: expect.any(String) }]));
    await approveThroughChain(october);
    expect((await t.http.get(`/api/payroll/runs/${october}`).set(as(hr))).body.run.status).toBe('approved');

    expect((await t.http.get('/api/payroll/payslips/mine').set(as(staff))).body.payslips).toEqual([]);
    const paid = await t.http.post(`/api/payroll/runs/${october}/paid`).set(as(hr));
    expect(paid.status).toBe(200);
    expect(paid.body.run.status).toBe('paid');

    const mine = await t.http.get('/api/payroll/payslips/mine').set(as(staff));
    expect(mine.body.payslips).toHaveLength(1);
    expect(mine.body.payslips[0]).toMatchObject({ month: OCTOBER, kind: 'regular' });
    // The page prints the certification its PDF carries, by the accountant of the settings.
    expect(mine.body.certified_by).toEqual({ name: 'ROSARIO M. GARCIA, CPA', title: 'Chief Accountant' });
    const [note] = await query(
      `SELECT n.title, n.description FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'staff@hris.test' AND n.title = 'Your payslip is ready'`,
    );
    expect(note.description).toContain('October 2026');
    const slip = await binary(t.http.get(`/api/payroll/payslips/${mine.body.payslips[0].id}/pdf`).set(as(staff)));
    expect(slip.status).toBe(200);
    expect(slip.headers['content-disposition']).toContain('payslip-2026-10-Juan-Bautista.pdf');
    // The payslip's totals in pesos with their sign, and the General Payroll's certification under them.
    const slipText = await pdfText(slip.body as Buffer);
    expect(slipText).toMatch(/NET PAY\s+₱\d{1,3}(,\d{3})*\.\d{2}/);
    expect(slipText).toContain('CERTIFIED CORRECT: the amounts above are those of the General Payroll for October 2026');
    expect(pdfFontNames(slip.body as Buffer).every((f) => /^[A-Z]{6}\+Arimo-/.test(f))).toBe(true);
    expect((await t.http.get(`/api/payroll/payslips/${mine.body.payslips[0].id}/pdf`).set(as(head))).status).toBe(404);

    // Locked: refused with the reason, and the database refuses any write to it.
    const again = await computeRun(t, hr, october, { confirm_missing_dtr: true });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('The run is paid and locked: correct it with an adjustment in a later run.');
    expect((await t.http.delete(`/api/payroll/runs/${october}`).set(as(hr))).status).toBe(422);
    await expect(query(`UPDATE payroll_lines SET net = 0 WHERE run_id = $1`, [october])).rejects.toThrow(/locked/);
  });
});

describe('deductions, adjustments, differences, remittances', () => {
  let november: number;
  it('takes a loan down to the minimum take-home pay, reports the shortfall, and lowers the balance when paid', async () => {
    expect(
      (
        await t.http
          .post('/api/payroll/deductions')
          .set(as(hr))
          .send({ personnel_id: hrId, code: 'GSIS-CL', label: 'GSIS loan', monthly: 100, start_month: NOVEMBER })
      ).status,
    ).toBe(403);
    const backwards = await t.http
      .post('/api/payroll/deductions')
      .set(as(hr))
      .send({ personnel_id: staffId, code: 'COOP', label: 'Cooperative loan', monthly: 100_000, start_month: NOVEMBER, end_month: OCTOBER });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.end_month).toEqual(['The deduction must not end before it starts.']);
    const dues = await t.http
      .post('/api/payroll/deductions')
      .set(as(hr))
      .send({ personnel_id: staffId, code: 'UNION', label: 'Union dues', monthly: 10_000, start_month: NOVEMBER, priority: 10 });
    expect(dues.status).toBe(200);
    const loan = await t.http.post('/api/payroll/deductions').set(as(hr)).send({
      personnel_id: staffId,
      code: 'GSIS-CL',
      label: 'GSIS consolidated loan',
      monthly: 5_000_000,
      start_month: NOVEMBER,
      balance: 9_000_000,
      priority: 20,
    });
    expect(loan.status).toBe(200);

    november = (await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: NOVEMBER, kind: 'regular', department_id: cas })).body.run.id;
    // An adjustment: October's PERA was short by 500.00 (it corrects the locked run, paid in this one).
    const adj = await t.http
      .post(`/api/payroll/runs/${november}/adjustments`)
      .set(as(hr))
      .send({ personnel_id: staffId, corrects_run_id: october, label: 'PERA underpaid', amount: 50_000 });
    expect(adj.status).toBe(200);
    expect(adj.body.adjustment).toMatchObject({ corrects_run_id: october, amount: 50_000 });
    // And one taken back: head@'s October was overpaid by 300.00 (a deduction of this run, not a loan with a balance).
    const back = await t.http
      .post(`/api/payroll/runs/${november}/adjustments`)
      .set(as(hr))
      .send({ personnel_id: await personnelIdOf(t, 'head@hris.test'), corrects_run_id: october, label: 'Overpaid allowance', amount: -30_000 });
    expect(back.status).toBe(200);
    expect(
      (
        await t.http
          .post(`/api/payroll/runs/${november}/adjustments`)
          .set(as(hr))
          .send({ personnel_id: staffId, corrects_run_id: november, label: 'x', amount: 1 })
      ).status,
    ).toBe(422);

    expect((await computeRun(t, hr, november, { confirm_missing_dtr: true })).status).toBe(200);
    const reg = (await t.http.get(`/api/payroll/runs/${november}/register`).set(as(hr))).body;
    const row = reg.rows.find((r: { personnel_id: number }) => r.personnel_id === staffId);
    expect(row.lines).toEqual(
      expect.arrayContaining([{ code: 'adjustment', label: `PERA underpaid (corrects Payroll ${OCTOBER} #${october})`, amount: 50_000 }]),
    );
    expect(row.lines).toEqual(expect.arrayContaining([{ code: 'UNION', label: 'Union dues', amount: -10_000 }]));
    // The loan takes what is left above 5,000.00, and the rest is reported.
    expect(row.net).toBe(500_000);
    expect(row.not_taken).toEqual([expect.objectContaining({ code: 'GSIS-CL', due: 5_000_000, shortfall: expect.any(Number) })]);
    expect(row.not_taken[0].taken + row.not_taken[0].shortfall).toBe(5_000_000);
    expect(reg.run.short_deductions).toBe(1);

    const diff = (await t.http.get(`/api/payroll/runs/${november}/differences`).set(as(hr))).body;
    expect(diff.previous_run_id).toBe(october);
    const mine = diff.differences.find((d: { personnel_id: number }) => d.personnel_id === staffId);
    expect(mine.reasons).toEqual(expect.arrayContaining([expect.stringMatching(/^Other deductions 0\.00 → /)]));

    await t.http.post(`/api/payroll/runs/${november}/submit`).set(as(hr));
    await approveThroughChain(november);
    expect((await t.http.post(`/api/payroll/runs/${november}/paid`).set(as(hr))).status).toBe(200);
    const [after] = await query(`SELECT balance FROM person_deductions WHERE id = $1`, [loan.body.deduction.id]);
    expect(Number(after.balance)).toBe(9_000_000 - row.not_taken[0].taken);
  });

  it("sums the month's remittances per person with the employer's shares", async () => {
    const res = await t.http.get('/api/payroll/remittances').query({ month: OCTOBER }).set(as(hr));
    expect(res.status).toBe(200);
    const reg = (await t.http.get(`/api/payroll/runs/${october}/register`).set(as(hr))).body;
    expect(res.body.gsis.totals.employee).toBe(reg.total.gsis);
    const staffGsis = res.body.gsis.rows.find((r: { personnel_id: number }) => r.personnel_id === staffId);
    expect(staffGsis.employer).toBe(Math.round(staffGsis.base * 0.12));
    expect(res.body.pagibig.totals).toMatchObject({ employee: reg.total.pagibig, employer: reg.total.pagibig });
    expect(res.body.bir.totals.employee).toBe(reg.total.tax);
    // The EC premium: 1% of the basic salary, at most 100.00 a member, the government's alone.
    expect(res.body.ec.rows.length).toBe(res.body.gsis.rows.length);
    for (const r of res.body.ec.rows) expect(r.employer).toBe(Math.min(Math.round(r.base * 0.01), 10_000));
    expect(res.body.ec.totals.employee).toBe(0);
    expect((await t.http.get('/api/payroll/remittances').query({ month: OCTOBER }).set(as(staff))).status).toBe(403);
  });

  it("prints BIR Form 2316 from the year's paid runs, to the employee and to PAYROLL", async () => {
    const own = await binary(t.http.get('/api/payroll/bir-2316/pdf').query({ personnel_id: staffId, year: '2026' }).set(as(staff)));
    expect(own.status).toBe(200);
    expect((own.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.http.get('/api/payroll/bir-2316/pdf').query({ personnel_id: staffId, year: '2026' }).set(as(head))).status).toBe(404);
    expect((await t.http.get('/api/payroll/bir-2316/pdf').query({ personnel_id: staffId, year: '2026' }).set(as(hr))).status).toBe(200);
  });
});

describe('job order workers and fund sources', () => {
  it('pays a job order worker the daily rate for the days served less tardiness, 3% withheld with the sworn declaration', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Rico', last: 'Jimenez', department: 'CAS' });
    await query(`UPDATE personnel SET employment_kind = 'job_order' WHERE id = $1`, [personnelId]);
    const noRate = await t.http.put(`/api/payroll/pay-profiles/${personnelId}`).set(as(hr)).send({ sworn_declaration: true });
    expect(noRate.body.errors.daily_rate).toEqual(['A job order worker is paid a daily rate: enter it.']);
    expect((await t.http.put(`/api/payroll/pay-profiles/${personnelId}`).set(as(hr)).send({ daily_rate: 80_000, sworn_declaration: true })).status).toBe(200);
    // Present every weekday of November up to the 25th, except the 3rd and the 4th.
    await presentOnWeekdays(t, hr, personnelId, '2026-11-01', '2026-11-25', ['2026-11-03', '2026-11-04']);
    const run = (await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: NOVEMBER, kind: 'job_order', department_id: cas })).body.run;
    const computed = await computeRun(t, hr, run.id, { confirm_missing_dtr: true });
    expect(computed.status).toBe(200);
    const row = (await t.http.get(`/api/payroll/runs/${run.id}/register`).set(as(hr))).body.rows.find(
      (r: { personnel_id: number }) => r.personnel_id === personnelId,
    );
    const [{ n: holidays }] = await query(
      `SELECT count(*)::int AS n FROM holidays WHERE date BETWEEN '2026-11-01' AND '2026-11-24' AND extract(isodow FROM date) < 6 AND part = 'whole'`,
    );
    // Weekdays from 2 to 24 November: 17; the two days away are absences.
    const served = 17 - Number(holidays) - 2;
    expect(row.lines[0]).toEqual({ code: 'basic', label: `Services ${served} days × 800.00`, amount: served * 80_000 });
    expect(row.gsis + row.philhealth + row.pagibig).toBe(0);
    expect(row.tax).toBe(Math.round(served * 80_000 * 0.03));
  });

  it('keeps fund sources with their ceilings and casual charges, refusing an end before the start', async () => {
    const bad = await t.http
      .post('/api/payroll/fund-sources')
      .set(as(hr))
      .send({ code: 'PRJ-1', name: 'Research project', start_date: '2026-12-01', end_date: '2026-01-01' });
    expect(bad.status).toBe(422);
    // Fund 164 is seeded: a second with its code is refused.
    const twice = await t.http.post('/api/payroll/fund-sources').set(as(hr)).send({ code: '164', name: 'Another income' });
    expect(twice.status).toBe(422);
    const fund = await t.http
      .post('/api/payroll/fund-sources')
      .set(as(hr))
      .send({ code: 'RD-2026', name: 'Rice research project', start_date: '2026-06-01', end_date: '2027-05-31', monthly_ceiling: 1_000_000 });
    expect(fund.status).toBe(200);
    const { personnelId } = await makeEmployee(t, { first: 'Lorna', last: 'Casimiro', department: 'CAS' });
    await query(`UPDATE personnel SET employment_kind = 'casual', position_id = (SELECT id FROM positions WHERE salary_grade = 3 LIMIT 1) WHERE id = $1`, [
      personnelId,
    ]);
    await t.http.put(`/api/payroll/pay-profiles/${personnelId}`).set(as(hr)).send({ fund_source_id: fund.body.fund_source.id });
    await presentOnWeekdays(t, hr, personnelId, '2026-11-01', '2026-11-25');
    const run = (await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: NOVEMBER, kind: 'casual', fund_source_id: fund.body.fund_source.id })).body
      .run;
    const computed = await computeRun(t, hr, run.id, { confirm_missing_dtr: true });
    expect(computed.status).toBe(200);
    expect(computed.body.run.totals.people).toBe(1);
    expect(computed.body.run.warnings).toEqual([
      expect.stringMatching(/^RD-2026 Rice research project: November 2026 costs .* over its ceiling of 10,000\.00/),
    ]);
    const list = await t.http.get('/api/payroll/fund-sources').query({ month: NOVEMBER }).set(as(hr));
    expect(list.body.fund_sources.find((f: { code: string }) => f.code === 'RD-2026')).toMatchObject({ casuals: 1, over_ceiling: true });
  });
});

describe('bad input and the rate tables', () => {
  it("pays the grade of the plantilla item held, even when the item's position has no default grade (issue 36)", async () => {
    // Before issue 36 the run read the position's default grade and refused this person; the grade paid is the item's.
    const { personnelId } = await makeEmployee(t, { first: 'Nilo', last: 'Gradeless', department: 'CAS' });
    const [{ id: positionId }] = await query(`INSERT INTO positions (name, kind) VALUES ('Ungraded Aide', 'staff') RETURNING id`);
    await query(`UPDATE personnel SET position_id = $2, salary_step = 1 WHERE id = $1`, [personnelId, positionId]);
    const [{ id: itemId }] = await query(
      `INSERT INTO plantilla_items (item_no, position_id, department_id, salary_grade, status, incumbent_personnel_id)
       VALUES ('SU-CAS-UNGR-1-2026', $1, $2, 1, 'filled', $3) RETURNING id`,
      [positionId, cas, personnelId],
    );
    const run = (await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2026-09', kind: 'regular', department_id: cas })).body.run;
    const computed = await computeRun(t, hr, run.id, { confirm_missing_dtr: true });
    expect(computed.status).toBe(200);
    const [line] = await query(
      `SELECT grade::int AS grade, step::int AS step, basic::float8 AS basic FROM payroll_lines WHERE run_id = $1 AND personnel_id = $2`,
      [run.id, personnelId],
    );
    const [sg1] = await query(
      `SELECT amount::float8 AS amount FROM salary_schedule WHERE grade = 1 AND step = 1 AND effective_date <= '2026-09-30' ORDER BY effective_date DESC LIMIT 1`,
    );
    expect(line).toMatchObject({ grade: 1, step: 1, basic: sg1.amount });
    await query(`DELETE FROM plantilla_items WHERE id = $1`, [itemId]);
    expect((await t.http.delete(`/api/payroll/runs/${run.id}`).set(as(hr))).status).toBe(200);
  });

  it('refuses a month too far ahead, a casual run without its fund, and text with NUL', async () => {
    const ahead = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2027-01', kind: 'regular' });
    expect(ahead.body.errors.month).toEqual(['A regular payroll may be prepared at most a month ahead.']);
    const noFund = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: NOVEMBER, kind: 'casual' });
    expect(noFund.body.errors.fund_source_id).toEqual(['Choose the fund source the casuals are charged to.']);
    const nul = await t.http
      .post('/api/payroll/deductions')
      .set(as(hr))
      .send({ personnel_id: staffId, code: 'COOP', label: 'Coop\u0000loan', monthly: 100, start_month: NOVEMBER });
    expect(nul.status).toBe(422);
    expect((await t.http.get('/api/payroll/runs/99999999999').set(as(hr))).status).toBe(422);
  });

  it('lists the seeded tables and takes a new one on its own date only, its data checked', async () => {
    const list = (await t.http.get('/api/payroll/tables').set(as(hr))).body.tables;
    expect(list.map((x: { kind: string; effective_date: string }) => `${x.kind} ${x.effective_date}`)).toEqual(
      expect.arrayContaining(['contributions 2025-01-01', 'tax 2023-01-01', 'job_order_withholding 2023-01-01', 'settings 2025-01-01']),
    );
    const settings = list.find((x: { kind: string }) => x.kind === 'settings');
    const twice = await t.http
      .post('/api/payroll/tables')
      .set(as(hr))
      .send({ kind: 'settings', effective_date: '2025-01-01', source: 'Again', data: settings.data });
    expect(twice.body.errors.effective_date).toBeDefined();
    const broken = await t.http
      .post('/api/payroll/tables')
      .set(as(hr))
      .send({ kind: 'settings', effective_date: '2027-01-01', source: 'A circular', data: { pera: -1 } });
    expect(broken.status).toBe(422);
    const saved = await t.http
      .post('/api/payroll/tables')
      .set(as(hr))
      .send({ kind: 'settings', effective_date: '2027-01-01', source: 'A circular raising PERA', data: { ...settings.data, pera: 300_000 } });
    expect(saved.status).toBe(200);
    expect((await t.http.post('/api/payroll/tables').set(as(staff)).send({})).status).toBe(403);
  });
});

describe('the payroll settings', () => {
  it('pays in two halves by default, or once a month when HR says so', async () => {
    expect((await t.http.get('/api/payroll/settings').set(as(hr))).body).toEqual({ twice_a_month: true });
    const once = await t.http.put('/api/payroll/settings').set(as(hr)).send({ twice_a_month: false });
    expect(once.status).toBe(200);
    const preview = await t.http.get('/api/payroll/payslip-preview').query({ personnel_id: staffId, month: OCTOBER }).set(as(hr));
    expect(preview.body.payslip.halves).toBeNull();
    await t.http.put('/api/payroll/settings').set(as(hr)).send({ twice_a_month: true });
    expect((await t.http.put('/api/payroll/settings').set(as(staff)).send({ twice_a_month: false })).status).toBe(403);
  });
});

describe('the rate tables on a new install', () => {
  it('are there for the first computation even before the start job has put them', async () => {
    await query(`DELETE FROM payroll_tables WHERE kind = 'tax'`);
    const res = await t.http.get('/api/payroll/payslip-preview').query({ personnel_id: staffId, month: OCTOBER }).set(as(hr));
    expect(res.status).toBe(200);
    expect((await query(`SELECT count(*)::int AS n FROM payroll_tables WHERE kind = 'tax'`))[0].n).toBe(1);
  });
});
