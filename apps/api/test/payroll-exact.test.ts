import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { computeRun, waitForJob } from './support/payroll';
import { as, departmentId, makeEmployee } from './support/records';
import { presentOnWeekdays } from './support/attendance';

// Issue 36 through HTTP: the salary a person holds is ONE answer (salary_held_on) that the payroll's preview and run,
// the payslip, the NOSA of a tranche, the appointment's service-record line and the plantilla of personnel all read,
// so an item graded above its position's default is paid and printed at the item's grade everywhere; and a run and
// its preview read the leave card as it stands at that moment, never as it stood when somebody last opened it.

let t: TestApp;
let hr: string;
let cas: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
/** October 2026: 22 weekdays (the 1st is a Thursday), the third tranche of EO 64 in force all month. */
const OCTOBER = '2026-10';
const amountOf = async (grade: number, step: number, on: string) =>
  Number(
    (
      await query(`SELECT amount FROM salary_schedule WHERE grade = $1 AND step = $2 AND effective_date <= $3::date ORDER BY effective_date DESC LIMIT 1`, [
        grade,
        step,
        on,
      ])
    )[0].amount,
  );
const preview = async (personnelId: number) =>
  await t.http.get('/api/payroll/payslip-preview').query({ personnel_id: personnelId, month: OCTOBER }).set(as(hr));

/**
 * A CAS employee at step 1 since 2 January 2020, in a new position whose default grade is `positionGrade`, holding a
 * new plantilla item graded `itemGrade`: answers the ids.
 */
async function incumbent(first: string, last: string, position: string, positionGrade: number, itemNo: string, itemGrade: number) {
  const { personnelId } = await makeEmployee(t, { first, last, department: 'CAS' });
  const [{ id: positionId }] = await query(`INSERT INTO positions (name, kind, salary_grade) VALUES ($1, 'staff', $2) RETURNING id`, [position, positionGrade]);
  await query(`UPDATE personnel SET position_id = $2, salary_step = 1, date_original_appointment = '2020-01-02' WHERE id = $1`, [personnelId, positionId]);
  const [{ id: itemId }] = await query(
    `INSERT INTO plantilla_items (item_no, position_id, department_id, salary_grade, status, incumbent_personnel_id, filled_on)
     VALUES ($1, $2, $3, $4, 'filled', $5, '2020-01-02') RETURNING id`,
    [itemNo, positionId, cas, itemGrade, personnelId],
  );
  return { personnelId, positionId, itemId: itemId as number };
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T09:00' });
  hr = await signIn(t, 'hr@hris.test');
  cas = await departmentId(t, 'CAS');
  // Every weekday a working day: the seeded holidays move with the year.
  await query(`DELETE FROM holidays`);
  await query(`DELETE FROM person_deductions`);
});
afterAll(async () => t.close());

describe('the grade paid is the plantilla item’s, read by every module from one function', () => {
  it('an item at SG 14 of a position whose default is SG 10: preview, run, payslip, appointment, service record, NOSA and PSIPOP agree', async () => {
    const { personnelId, positionId, itemId } = await incumbent('Ramon', 'Itemgrade', 'Records Officer (test item grade)', 10, 'SU-CAS-RO1-14-2020', 14);
    await presentOnWeekdays(t, hr, personnelId, '2026-10-01', '2026-11-01');
    const sg14 = await amountOf(14, 1, '2026-10-31');
    const sg10 = await amountOf(10, 1, '2026-10-31');
    expect(sg14).toBeGreaterThan(sg10);

    // The preview: SG 14, never the position's SG 10 (before issue 36 it paid sg10).
    const p = await preview(personnelId);
    expect(p.status).toBe(200);
    expect(p.body.payslip.basic).toBe(sg14);
    expect(p.body.payslip.lines[0]).toMatchObject({ code: 'basic', label: 'Basic salary, SG 14 step 1', amount: sg14 });

    // The run: the same line, at SG 14.
    const run = (await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: OCTOBER, kind: 'regular', department_id: cas })).body.run;
    expect((await computeRun(t, hr, run.id, { confirm_missing_dtr: true })).status).toBe(200);
    const [line] = await query(
      `SELECT grade::int AS grade, step::int AS step, basic::float8 AS basic, net::float8 AS net FROM payroll_lines WHERE run_id = $1 AND personnel_id = $2`,
      [run.id, personnelId],
    );
    expect(line).toEqual({ grade: 14, step: 1, basic: sg14, net: p.body.payslip.net });
    expect((await t.http.delete(`/api/payroll/runs/${run.id}`).set(as(hr))).status).toBe(200);

    // The NOSA of the 2026 tranche: SG 14, from 2025's SG 14 to 2026's.
    // Applying a tranche is a job (issue 42 item 5): 202, then its end.
    const applied = await t.http.post('/api/salary-tranches/2026-01-01/apply').set(as(hr));
    expect(applied.status).toBe(202);
    expect(await waitForJob(t, hr, applied.body.job.id, 120_000)).toMatchObject({ status: 'done' });
    const [nosa] = await query(
      `SELECT salary_grade::int AS grade, salary_step::int AS step, previous_monthly::float8 AS previous, new_monthly::float8 AS next
         FROM salary_adjustment_notices WHERE personnel_id = $1 AND effective_date = '2026-01-01'`,
      [personnelId],
    );
    expect(nosa).toEqual({ grade: 14, step: 1, previous: await amountOf(14, 1, '2025-12-31'), next: await amountOf(14, 1, '2026-01-01') });

    // The plantilla of personnel: the incumbent's actual salary is SG 14's (the authorized one too).
    const psipop = await t.http.get('/api/plantilla/personnels').query({ term: 'Itemgrade' }).set(as(hr));
    expect(psipop.status).toBe(200);
    const row = psipop.body.items.find((r: { item_id: number }) => r.item_id === itemId);
    expect(row).toMatchObject({ salary_grade: 14, actual_annual: (await amountOf(14, 1, '2026-11-25')) * 12 });

    // A reappointment at step 2 from 16 October: the appointment and its service-record line carry the item's SG 14
    // (step 2), not the position's SG 10, and October is paid in two parts.
    const natures = Object.fromEntries((await query(`SELECT name, id FROM appointment_natures`)).map((r) => [r.name, r.id]));
    const statuses = Object.fromEntries((await query(`SELECT name, id FROM appointment_statuses`)).map((r) => [r.name, r.id]));
    const appointed = await t.http.post(`/api/personnels/${personnelId}/appointments`).set(as(hr)).send({
      nature_id: natures.Reappointment,
      appointment_status_id: statuses.Permanent,
      position_id: positionId,
      salary_step: 2,
      effective_date: '2026-10-16',
      remarks: 'Reappointed',
    });
    expect(appointed.status).toBe(200);
    const sg14s2 = await amountOf(14, 2, '2026-10-16');
    expect(appointed.body.appointment).toMatchObject({ salary_grade: 14, salary_step: 2, monthly_salary: sg14s2 });
    const [srLine] = await query(`SELECT annual_salary::float8 AS annual FROM service_record_lines WHERE appointment_id = $1`, [appointed.body.appointment.id]);
    expect(srLine.annual).toBe(sg14s2 * 12);
    // October: 1–15 at step 1, 16–31 at step 2, each part by calendar days (the appointment's day splits the month).
    const split = await preview(personnelId);
    expect(split.body.payslip.lines.filter((l: { code: string }) => l.code === 'basic').map((l: { label: string }) => l.label)).toEqual([
      expect.stringMatching(/^Basic salary 1–15 October 2026: 15\/31 of .* \(SG 14 step 1\)$/),
      expect.stringMatching(/^Basic salary 16–31 October 2026: 16\/31 of .* \(SG 14 step 2\)$/),
    ]);
    expect(split.body.payslip.basic).toBe(Math.round((sg14 * 15) / 31) + Math.round((sg14s2 * 16) / 31));
  });
});

describe('days without pay read from the leave card as it stands now', () => {
  it('17 of 22 days absent with no credits, the card never opened: the first preview and the run both charge 17 days of LWOP', async () => {
    const { personnelId } = await incumbent('Dolores', 'Absentia', 'Clerk (test LWOP)', 11, 'SU-CAS-CLK2-1-2020', 11);
    // No credits carried over at the end of September, and present on the first 5 weekdays of October only.
    expect((await t.http.post(`/api/leave/${personnelId}/opening-balance`).set(as(hr)).send({ as_of: '2026-09-30', vl: 0, sl: 0 })).status).toBe(200);
    await presentOnWeekdays(t, hr, personnelId, '2026-10-01', '2026-10-08');
    // Nobody opened the card since the punches: October's month on it is stale (computed before them, or not at all).
    const stored = await query(`SELECT lwop_days::float8 AS lwop FROM leave_ledger_months WHERE personnel_id = $1 AND period = $2`, [personnelId, OCTOBER]);
    expect(stored[0]?.lwop ?? 0).not.toBe(17);

    // 1, 2, 5, 6, 7 October present: 22 − 5 = 17 days absent, none paid (no credits; October's own 1.25 is earned
    // on the 31st and cannot pay its earlier days). SG 11 step 1: LWOP 17 × monthly ÷ 22; PERA 2,000.00 × 5 ÷ 22.
    const sg11 = await amountOf(11, 1, '2026-10-31');
    const first = await preview(personnelId);
    expect(first.status).toBe(200);
    expect(first.body.payslip.lwop).toBe(Math.round((17 * sg11) / 22));
    expect(first.body.payslip.lines.find((l: { code: string }) => l.code === 'lwop').label).toMatch(/^LWOP 17 days × /);
    expect(first.body.payslip.pera).toBe(Math.round((200_000 * 5) / 22));

    // The run computed now charges the same, and its line equals the preview.
    const run = (await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: OCTOBER, kind: 'regular', department_id: cas })).body.run;
    expect((await computeRun(t, hr, run.id, { confirm_missing_dtr: true })).status).toBe(200);
    const [line] = await query(
      `SELECT lwop::float8 AS lwop, pera::float8 AS pera, net::float8 AS net FROM payroll_lines WHERE run_id = $1 AND personnel_id = $2`,
      [run.id, personnelId],
    );
    expect(line).toEqual({ lwop: first.body.payslip.lwop, pera: first.body.payslip.pera, net: first.body.payslip.net });

    // A late punch (an appeal approved, say) for 8 October: the recompute counts it at once, 16 days.
    await presentOnWeekdays(t, hr, personnelId, '2026-10-08', '2026-10-09');
    expect((await computeRun(t, hr, run.id, { confirm_missing_dtr: true })).status).toBe(200);
    const [again] = await query(`SELECT lwop::float8 AS lwop FROM payroll_lines WHERE run_id = $1 AND personnel_id = $2`, [run.id, personnelId]);
    expect(again.lwop).toBe(Math.round((16 * sg11) / 22));
  });
});

describe('deductions excluded from taxable compensation', () => {
  it('union dues lower the taxable compensation and the tax, on the preview and BIR 2316’s line 34; a payroll officer can change the type', async () => {
    const { personnelId } = await incumbent('Union', 'Member', 'Officer (test union dues)', 18, 'SU-CAS-AO4-1-2020', 18);
    await presentOnWeekdays(t, hr, personnelId, '2026-10-01', '2026-11-01');
    const without = (await preview(personnelId)).body.payslip;
    const dues = await t.http
      .post('/api/payroll/deductions')
      .set(as(hr))
      .send({ personnel_id: personnelId, code: 'UNION', label: 'Union dues', monthly: 20_000, start_month: OCTOBER, priority: 10 });
    expect(dues.status).toBe(200);
    expect(dues.body.deduction.tax_excluded).toBe(true);
    const withDues = (await preview(personnelId)).body.payslip;
    // SG 18 is in the 20% bracket: 200.00 less taxable, 40.00 less tax.
    expect(withDues.taxable).toBe(without.taxable - 20_000);
    expect(without.tax - withDues.tax).toBe(4_000);
    expect(withDues.tax_excluded).toBe(20_000);

    // The payroll officer says union dues are not excluded (a wrong setting, corrected back): the tax follows.
    const types = await t.http.get('/api/payroll/deduction-types').set(as(hr));
    expect(types.body.deduction_types.find((d: { code: string }) => d.code === 'UNION')).toMatchObject({ tax_excluded: true });
    const changed = await t.http.put('/api/payroll/deduction-types/UNION').set(as(hr)).send({ name: 'Union dues', tax_excluded: false, legal_basis: null });
    expect(changed.status).toBe(200);
    expect((await preview(personnelId)).body.payslip.tax).toBe(without.tax);
    const back = await t.http
      .put('/api/payroll/deduction-types/UNION')
      .set(as(hr))
      .send({ name: 'Union dues', tax_excluded: true, legal_basis: 'NIRC Sec. 32(B)(7)(f)' });
    expect(back.body.message).toBe('Union dues (UNION) has been saved: excluded from taxable compensation.');
    expect((await t.http.put('/api/payroll/deduction-types/union dues').set(as(hr)).send({ name: 'x', tax_excluded: true })).status).toBe(422);
    expect((await t.http.get('/api/payroll/deduction-types').set(as(await signIn(t, 'staff@hris.test')))).status).toBe(403);
  });
});
