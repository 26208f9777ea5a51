import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { computeRun } from './support/payroll';
import { as, binary, departmentId, personnelIdOf } from './support/records';
import { presentOnWeekdays } from './support/attendance';
import { pdfText } from './support/files';
import { monetizationAmount, terminalLeaveAmount } from '../src/domain/leave-pay';
import { pesos } from '../src/domain/payroll';

// Issue 36, item 6 "Leave in pesos" through HTTP (CSC-RULES.md, "Leave in pesos"): staff@ monetizes 12 days of VL;
// the preview, the approval drawer and CS Form No. 6 show the amount (monthly salary held × 12 × 0.0481927); once
// approved it is an earning of staff@'s next regular payroll run, and paying that run marks it paid so the next run
// does not pay it again. Then staff@ retires: the separation's page computes the terminal leave benefits (highest
// monthly salary × VL and SL held × 0.0481927), prints them, puts them in payroll once, and the next run pays them.

let t: TestApp;
let hr: string;
let staff: string;
let head: string;
let accounting: string;
let admin: string;
let staffId: number;
let cas: number;
let applicationId: number;
let expected: { amount: number; words: string };
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
type Line = { code: string; label: string; amount: number };

async function salaryOfStaff(date: string): Promise<number> {
  const [{ amount }] = await query(
    `SELECT s.amount FROM salary_schedule s JOIN positions pos ON pos.salary_grade = s.grade JOIN personnel p ON p.position_id = pos.id AND p.salary_step = s.step
      WHERE p.id = $1 AND s.effective_date <= $2 ORDER BY s.effective_date DESC LIMIT 1`,
    [staffId, date],
  );
  return Number(amount);
}

/** A regular CAS run of the month: opened, computed, through the payroll chain, paid. Answers its id and staff@'s line. */
async function payCasRun(month: string) {
  const opened = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month, kind: 'regular', department_id: cas });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const id = opened.body.run.id as number;
  const computed = await computeRun(t, hr, id, { confirm_missing_dtr: true });
  expect(computed.status, JSON.stringify(computed.body)).toBe(200);
  const reg = await t.http.get(`/api/payroll/runs/${id}/register`).set(as(hr));
  const line = reg.body.rows.find((r: { personnel_id: number }) => r.personnel_id === staffId) as { lines: Line[]; gross: number; basic: number; pera: number };
  expect((await t.http.post(`/api/payroll/runs/${id}/submit`).set(as(hr))).status).toBe(200);
  const [{ approval_request_id: requestId }] = await query(`SELECT approval_request_id FROM payroll_runs WHERE id = $1`, [id]);
  for (const who of [accounting, admin])
    expect((await t.http.post(`/api/approval-requests/${requestId}/act`).set(as(who)).send({ action: 'approve' })).status).toBe(200);
  const paid = await t.http.post(`/api/payroll/runs/${id}/paid`).set(as(hr));
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { id, line };
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T09:00' });
  [hr, staff, head, accounting, admin] = (await Promise.all(
    ['hr@hris.test', 'staff@hris.test', 'head@hris.test', 'accounting@hris.test', 'admin@hris.test'].map((e) => signIn(t, e)),
  )) as [string, string, string, string, string];
  staffId = await personnelIdOf(t, 'staff@hris.test');
  cas = await departmentId(t, 'CAS');
  await query(`DELETE FROM person_deductions`);
  await query(`DELETE FROM holidays`);
  // 40 VL and 40 SL at the end of October, and every weekday of November served: nothing charged as absence.
  expect((await t.http.post(`/api/leave/${staffId}/opening-balance`).set(as(hr)).send({ as_of: '2026-10-31', vl: 40, sl: 40 })).status).toBe(200);
  await presentOnWeekdays(t, hr, staffId, '2026-11-01', '2026-11-25');
});
afterAll(async () => t.close());

describe('monetization in pesos', () => {
  it('shows 12 days × the monthly salary held today × 0.0481927 on the filing preview', async () => {
    const monthly = await salaryOfStaff('2026-11-25');
    expected = monetizationAmount(monthly, 12);
    const [{ id: typeId }] = await query(`SELECT id FROM leave_types WHERE code = 'MON'`);
    const body = { leave_type_id: typeId, date_from: '2026-11-25', date_to: '2026-11-25', days: 12, details: { other_purpose: 'monetization' } };
    const preview = await t.http.post('/api/leave/applications/preview').set(as(staff)).send(body);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.preview.issues).toEqual([]);
    expect(preview.body.preview.monetization).toEqual({ monthly_salary: monthly, days: 12, factor: 0.0481927, ...expected });
    expect(expected.words).toBe(`12 days × ₱${pesos(monthly)} × 0.0481927 = ₱${pesos(expected.amount)}`);

    const filed = await t.http.post('/api/leave/applications').set(as(staff)).send(body);
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    applicationId = filed.body.leave_application.id;
  });

  it('shows the amount in the approval drawer, is approved through the chain and left for the next regular run', async () => {
    const requestId = (await query(`SELECT approval_request_id FROM leave_applications WHERE id = $1`, [applicationId]))[0].approval_request_id;
    const summary = await t.http.get(`/api/approval-requests/${requestId}/summary`).set(as(head));
    expect(summary.status).toBe(200);
    expect(summary.body.summary.facts).toContainEqual({ label: 'Amount', value: expected.words });
    // The leave chain: the head recommends, HR certifies the credits, the head of agency (admin@) decides.
    for (const who of [head, hr, admin]) {
      const [{ status }] = await query(`SELECT status FROM leave_applications WHERE id = $1`, [applicationId]);
      if (status !== 'pending') break;
      expect((await t.http.post(`/api/approval-requests/${requestId}/act`).set(as(who)).send({ action: 'approve' })).status).toBe(200);
    }
    expect((await query(`SELECT status FROM leave_applications WHERE id = $1`, [applicationId]))[0].status).toBe('approved');
    const payments = await query(`SELECT kind, amount, words, taxable, paid_run_id FROM leave_payments WHERE leave_application_id = $1`, [applicationId]);
    expect(payments).toEqual([{ kind: 'monetization', amount: expected.amount, words: expected.words, taxable: false, paid_run_id: null }]);
  });

  it('prints the amount on CS Form No. 6', async () => {
    const pdf = await binary(t.http.get(`/api/leave/applications/${applicationId}/pdf`).set(as(hr)));
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain(`₱${pesos(expected.amount)}`);
  });

  it('is an earning of the preview and of the next regular run, paid once: the run after does not pay it again', async () => {
    const preview = (await t.http.get('/api/payroll/payslip-preview').query({ personnel_id: staffId, month: '2026-11' }).set(as(hr))).body.payslip;
    expect(preview.lines).toContainEqual({ code: 'leave_monetization', label: `Monetization of leave credits: ${expected.words}`, amount: expected.amount });

    const november = await payCasRun('2026-11');
    expect(november.line.lines).toContainEqual(expect.objectContaining({ code: 'leave_monetization', amount: expected.amount }));
    // Not taxable (a de minimis benefit of government employees): the gross grows by it, the taxable compensation does not.
    expect(november.line.gross).toBe(november.line.basic + november.line.pera + expected.amount);
    expect((await query(`SELECT paid_run_id FROM leave_payments WHERE leave_application_id = $1`, [applicationId]))[0].paid_run_id).toBe(november.id);
    // Once paid, the payment is locked like the run.
    await expect(query(`UPDATE leave_payments SET amount = 1 WHERE leave_application_id = $1`, [applicationId])).rejects.toThrow(/locked/);

    const december = (await t.http.get('/api/payroll/payslip-preview').query({ personnel_id: staffId, month: '2026-12' }).set(as(hr))).body.payslip;
    expect(december.lines.map((l: Line) => l.code)).not.toContain('leave_monetization');
  });
});

describe('terminal leave benefits on separation', () => {
  let separationId: number;
  it('computes the highest monthly salary × the VL and SL held × 0.0481927 on the separation', async () => {
    // staff@ once held a higher salary (service record: 99,999.00 a month): the highest received is that one.
    await query(
      `INSERT INTO service_record_lines (personnel_id, date_from, date_to, position_title, annual_salary) VALUES ($1, '2015-01-05', '2015-12-31', 'Detailed post', $2)`,
      [staffId, 9_999_900 * 12],
    );
    const sep = await t.http.post('/api/separations').set(as(hr)).send({ personnel_id: staffId, cause: 'retirement', effective_date: '2026-12-31' });
    expect(sep.status, JSON.stringify(sep.body)).toBe(200);
    separationId = sep.body.separation.id;
    expect((await t.http.get(`/api/separations/${separationId}/terminal-leave`).set(as(staff))).status).toBe(403);
    const res = await t.http.get(`/api/separations/${separationId}/terminal-leave`).set(as(hr));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const tl = res.body.terminal_leave;
    const balances = (await t.http.get(`/api/leave/${staffId}/balances`).set(as(hr))).body.balances;
    // 40 VL less the 12 monetized; 40 SL: held today, the separation being still to come.
    expect({ vl: tl.vl, sl: tl.sl }).toEqual({ vl: balances.vl, sl: balances.sl });
    expect(tl.vl).toBe(28);
    expect(tl.highest_salary).toEqual({ amount: 9_999_900, source: expect.stringContaining('service record') });
    const computed = terminalLeaveAmount(9_999_900, tl.vl, tl.sl);
    expect(tl.computation).toMatchObject({ monthly_salary: 9_999_900, days: 68, factor: 0.0481927, ...computed });
    // 99,999.00 × 68 = 6,799,932.00; × 0.0481927 = 327,707.0828964 → 327,707.08.
    expect(computed.amount).toBe(32_770_708);
    expect(tl.payment).toBeNull();
  });

  it('prints the computation', async () => {
    const pdf = await binary(t.http.get(`/api/separations/${separationId}/terminal-leave/pdf`).set(as(hr)));
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain('COMPUTATION OF TERMINAL LEAVE BENEFITS');
    expect(text).toContain('₱327,707.08');
    expect(text).toContain('0.0481927');
  });

  it('is put in payroll once, and the next regular run pays it', async () => {
    const added = await t.http.post(`/api/separations/${separationId}/terminal-leave/payroll`).set(as(hr));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.terminal_leave.payment).toMatchObject({ kind: 'terminal', amount: 32_770_708, paid_run_id: null });
    const again = await t.http.post(`/api/separations/${separationId}/terminal-leave/payroll`).set(as(hr));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('The terminal leave benefits are already in payroll.');

    const december = await payCasRun('2026-12');
    expect(december.line.lines).toContainEqual(expect.objectContaining({ code: 'terminal_leave', amount: 32_770_708 }));
    expect(december.line.lines.map((l) => l.code)).not.toContain('leave_monetization');
    const tl = (await t.http.get(`/api/separations/${separationId}/terminal-leave`).set(as(hr))).body.terminal_leave;
    expect(tl.payment.paid_run_id).toBe(december.id);
  });
});

describe('terminal leave without a salary on record', () => {
  it('shows nothing to pay, and refuses to put it in payroll', async () => {
    const [{ id: personnelId }] = await query(
      `INSERT INTO personnel (first_name, last_name, campus_id, department_id) VALUES ('Nilo', 'Walangsahod', 1, $1) RETURNING id`,
      [cas],
    );
    const sep = await t.http.post('/api/separations').set(as(hr)).send({ personnel_id: personnelId, cause: 'resignation', effective_date: '2026-12-15' });
    expect(sep.status, JSON.stringify(sep.body)).toBe(200);
    const id = sep.body.separation.id;
    const tl = (await t.http.get(`/api/separations/${id}/terminal-leave`).set(as(hr))).body.terminal_leave;
    expect(tl.highest_salary.amount).toBe(0);
    expect(tl.computation.amount).toBe(0);
    const refused = await t.http.post(`/api/separations/${id}/terminal-leave/payroll`).set(as(hr));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('No monthly salary is recorded for the employee: add the service record first.');
  });
});

describe('terminal leave after the separation took effect', () => {
  it('is paid by the next regular run as the final pay: the terminal leave alone, no salary, PERA nor contributions', async () => {
    // Separated on 31 October (the record made inactive, the item vacated), with 10 VL and 5 SL held and a salary on the
    // service record: the run of November pays the terminal leave, though the person is no longer an incumbent.
    const [{ id: personnelId }] = await query(
      `INSERT INTO personnel (first_name, last_name, campus_id, department_id, date_original_appointment) VALUES ('Rosa', 'Retirada', 1, $1, '2001-06-01') RETURNING id`,
      [cas],
    );
    await query(
      `INSERT INTO service_record_lines (personnel_id, date_from, date_to, position_title, annual_salary) VALUES ($1, '2001-06-01', '2026-10-31', 'Clerk', $2)`,
      [personnelId, 3_000_000 * 12],
    );
    expect((await t.http.post(`/api/leave/${personnelId}/opening-balance`).set(as(hr)).send({ as_of: '2026-09-30', vl: 10, sl: 5 })).status).toBe(200);
    await presentOnWeekdays(t, hr, personnelId, '2026-10-01', '2026-11-01');
    const sep = await t.http.post('/api/separations').set(as(hr)).send({ personnel_id: personnelId, cause: 'retirement', effective_date: '2026-10-31' });
    expect(sep.status, JSON.stringify(sep.body)).toBe(200);
    const added = await t.http.post(`/api/separations/${sep.body.separation.id}/terminal-leave/payroll`).set(as(hr));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const amount = added.body.terminal_leave.payment.amount as number;
    expect(amount).toBeGreaterThan(0);
    // The separation takes effect: the record inactive (as the offboarding job leaves it), no item held.
    await query(`UPDATE personnel SET is_active = false WHERE id = $1`, [personnelId]);

    const opened = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2026-11', kind: 'regular', department_id: cas });
    const runId = opened.body.run.id as number;
    const computed = await computeRun(t, hr, runId, { confirm_missing_dtr: true });
    expect(computed.status, JSON.stringify(computed.body)).toBe(200);
    const reg = await t.http.get(`/api/payroll/runs/${runId}/register`).set(as(hr));
    const row = reg.body.rows.find((r: { personnel_id: number }) => r.personnel_id === personnelId) as {
      lines: Line[];
      basic: number;
      pera: number;
      gsis: number;
      net: number;
    };
    expect(row.lines.map((l) => l.code)).toEqual(['terminal_leave', 'tax']);
    expect(row).toMatchObject({ basic: 0, pera: 0, gsis: 0, net: amount });
    expect((await t.http.delete(`/api/payroll/runs/${runId}`).set(as(hr))).status).toBe(200);
  });
});
