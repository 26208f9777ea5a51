import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { computeRun } from './support/payroll';
import { as, binary, departmentId, personnelIdOf } from './support/records';
import { formAmounts, ledgerBalances, sheetsOf, sumAmounts } from '../src/domain/general-payroll';
import { pesos } from '../src/lib/pdf';

// Issue 40: the General Payroll in the GAM's form (COA Circular 2015-007, Appendix 33) read back as the accounting
// office reads it (the PDF's text through pdftotext, the workbook through exceljs) against the run's register; and the
// ledger of a loan over two paid runs, one of which could not take it (the minimum take-home pay).

describe('the General Payroll and the ledger, as pure rules', () => {
  const c = {
    basic: 3_000_000,
    pera: 200_000,
    gross: 3_450_000,
    lwop: 10_000,
    gsis: 270_000,
    philhealth: 75_000,
    pagibig: 20_000,
    tax: 100_000,
    other_deductions: 50_000,
    net: 2_925_000,
  };

  it('derives the other compensation and the total deductions so each side adds up', () => {
    const a = formAmounts(c);
    expect(a.other_earnings).toBe(250_000);
    expect(a.total_deductions).toBe(10_000 + 270_000 + 75_000 + 20_000 + 100_000 + 50_000);
    expect(a.gross - a.total_deductions).toBe(a.net);
    expect(sumAmounts([a, a])).toMatchObject({ gross: 6_900_000, net: 5_850_000, other_earnings: 500_000 });
    // A special payroll: only its earning lines, tax and net.
    expect(
      formAmounts({ ...c, basic: 0, pera: 0, gross: 3_000_000, lwop: 0, gsis: 0, philhealth: 0, pagibig: 0, other_deductions: 0, tax: 0, net: 3_000_000 }),
    ).toMatchObject({
      other_earnings: 3_000_000,
      total_deductions: 0,
    });
  });

  it('fills sheets and keeps room on the last for the grand total and the boxes', () => {
    const n = (k: number) => Array.from({ length: k }, (_, i) => i);
    expect(sheetsOf(n(0), 14, 6).map((s) => s.length)).toEqual([0]);
    expect(sheetsOf(n(5), 14, 6).map((s) => s.length)).toEqual([5]);
    expect(sheetsOf(n(6), 14, 6).map((s) => s.length)).toEqual([6]);
    // Seven do not leave room for the boxes on one sheet: they go on a sheet of their own.
    expect(sheetsOf(n(7), 14, 6).map((s) => s.length)).toEqual([7, 0]);
    expect(sheetsOf(n(14), 14, 6).map((s) => s.length)).toEqual([14, 0]);
    expect(sheetsOf(n(20), 14, 6).map((s) => s.length)).toEqual([14, 6]);
    expect(sheetsOf(n(21), 14, 6).map((s) => s.length)).toEqual([14, 7, 0]);
    expect(sheetsOf(n(8), 4, 4).map((s) => s.length)).toEqual([4, 4]);
    expect(sheetsOf(n(20), 14, 6).flat()).toEqual(n(20));
    expect(() => sheetsOf(n(3), 4, 5)).toThrow(RangeError);
  });

  it('reconstructs the original balance and the balance after each run', () => {
    const { original, rows } = ledgerBalances(150_000, [
      { due: 100_000, taken: 100_000, shortfall: 0 },
      { due: 100_000, taken: 0, shortfall: 100_000 },
    ]);
    expect(original).toBe(250_000);
    expect(rows.map((r) => r.balance_after)).toEqual([150_000, 150_000]);
    expect(ledgerBalances(null, [{ due: 10_000, taken: 10_000, shortfall: 0 }]).rows[0]!.balance_after).toBeNull();
  });
});

let t: TestApp;
let hr: string;
let staff: string;
let head: string;
let accounting: string;
let admin: string;
let staffId: number;
let cas: number;
const OCTOBER = '2026-10';
const NOVEMBER = '2026-11';
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

type Row = { personnel_id: number; fullname: string; net: number; gross: number };
type Total = { gross: number; net: number; gsis: number; tax: number };

/** The PDF's text as pdftotext reads it: laid out as printed (a row's cells on one line), or in reading order (a box's words). */
function pdfText(bytes: Buffer, layout = true): string {
  const file = join(mkdtempSync(join(tmpdir(), 'gp-')), 'gp.pdf');
  writeFileSync(file, bytes);
  return execFileSync('/usr/bin/pdftotext', [...(layout ? ['-layout'] : []), file, '-']).toString();
}

async function approveAndPay(runId: number) {
  expect((await t.http.post(`/api/payroll/runs/${runId}/submit`).set(as(hr))).status).toBe(200);
  const [{ approval_request_id: requestId }] = await query(`SELECT approval_request_id FROM payroll_runs WHERE id = $1`, [runId]);
  expect((await t.http.post(`/api/approval-requests/${requestId}/act`).set(as(accounting)).send({ action: 'approve' })).status).toBe(200);
  expect((await t.http.post(`/api/approval-requests/${requestId}/act`).set(as(admin)).send({ action: 'approve' })).status).toBe(200);
  expect((await t.http.post(`/api/payroll/runs/${runId}/paid`).set(as(hr))).status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T09:00' });
  [hr, staff, head, accounting, admin] = (await Promise.all(
    ['hr@hris.test', 'staff@hris.test', 'head@hris.test', 'accounting@hris.test', 'admin@hris.test'].map((e) => signIn(t, e)),
  )) as [string, string, string, string, string];
  staffId = await personnelIdOf(t, 'staff@hris.test');
  cas = await departmentId(t, 'CAS');
  await query(`DELETE FROM person_deductions`);
});
afterAll(async () => t.close());

describe('the General Payroll of a run', () => {
  let october: number;
  let loanId: number;

  it('refuses a draft with the reason, reading and writing nothing', async () => {
    const loan = await t.http.post('/api/payroll/deductions').set(as(hr)).send({
      personnel_id: staffId,
      code: 'GSIS-CL',
      label: 'GSIS consolidated loan',
      monthly: 100_000,
      start_month: OCTOBER,
      balance: 250_000,
      priority: 20,
    });
    expect(loan.status).toBe(200);
    loanId = loan.body.deduction.id;
    october = (await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: OCTOBER, kind: 'regular', department_id: cas })).body.run.id;
    const reads = async () => (await query(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'payroll_register'`))[0].n;
    const before = await reads();
    const res = await t.http.get(`/api/payroll/runs/${october}/files/general-payroll`).set(as(hr));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: 'The General Payroll is prepared from a computed run: this run is a draft, compute it first.',
      errors: { status: [expect.any(String)] },
    });
    expect(await reads()).toBe(before);
    expect((await t.http.get(`/api/payroll/runs/999999/files/general-payroll`).set(as(hr))).status).toBe(404);
    expect((await t.http.get(`/api/payroll/runs/${october}/files/general-payroll`).query({ format: 'doc' }).set(as(hr))).status).toBe(422);
  });

  it("prints every person, the register's totals and boxes A–E from a computed run, before any approval", async () => {
    expect((await computeRun(t, hr, october, { confirm_missing_dtr: true })).status).toBe(200);
    const reg = (await t.http.get(`/api/payroll/runs/${october}/register`).set(as(hr))).body as { rows: Row[]; total: Total };
    expect(reg.rows.length).toBeGreaterThanOrEqual(2);
    const res = await binary(t.http.get(`/api/payroll/runs/${october}/files/general-payroll`).set(as(hr)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.body as Buffer);
    const words = pdfText(res.body as Buffer, false).replace(/\s+/g, ' ');
    for (const r of reg.rows) expect(text).toContain(r.fullname);
    for (const phrase of [
      'GENERAL PAYROLL',
      'For the period October 1–31, 2026',
      'Fund Cluster: 01 – Regular Agency Fund',
      'We acknowledge receipt of cash shown opposite our name as full compensation for services rendered for the period covered.',
      'CERTIFIED: Services duly rendered as stated.',
      'CERTIFIED: Supporting documents complete and proper; and cash available in the amount of',
      'APPROVED for payment:',
      'CERTIFIED: Each employee whose name appears above has been paid the amount as indicated opposite his/her name.',
      'ORS/BURS No.',
      'JEV No.',
      'Sheet 1 of 1 Sheets',
      'Net Amount Due',
      'Signature of Recipient',
    ]) {
      expect(words).toContain(phrase);
    }
    const grand = text.split('\n').find((l) => l.includes('GRAND TOTAL'))!;
    expect(grand).toContain(pesos(reg.total.gross));
    expect(grand).toContain(pesos(reg.total.net));
    expect(grand).toContain(pesos(reg.total.gsis));
    expect(grand).toContain(pesos(reg.total.gross - reg.total.net));
    // Boxes B and C name the amount; before the chain the settings' signatories sign.
    expect(words).toContain(`cash available in the amount of ₱${pesos(reg.total.net)}`);
    expect(words).toContain(`APPROVED for payment: ₱${pesos(reg.total.net)}`);
    expect(text).toContain('ROSARIO M. GARCIA, CPA');
    expect(text).toContain('PEDRO C. RAMOS');
    expect((await t.http.get(`/api/payroll/runs/${october}/files/general-payroll`).set(as(staff))).status).toBe(403);
  });

  it('gives the same columns and totals in Excel, as numbers', async () => {
    const reg = (await t.http.get(`/api/payroll/runs/${october}/register`).set(as(hr))).body as { rows: Row[]; total: Total };
    const res = await binary(t.http.get(`/api/payroll/runs/${october}/files/general-payroll`).query({ format: 'xlsx' }).set(as(hr)));
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual([
      'Serial No.',
      'Name',
      'Position',
      'Employee No.',
      'Monthly salary (basic)',
      'PERA',
      'Other compensation',
      'Gross Amount Earned',
      'Absences without pay',
      'GSIS',
      'PhilHealth',
      'Pag-IBIG',
      'Withholding tax',
      'Loans and others',
      'Total Deductions',
      'Net Amount Due',
    ]);
    const col = (h: string) => headers.indexOf(h) + 1;
    expect(sheet.rowCount).toBe(reg.rows.length + 2);
    const people = Array.from({ length: reg.rows.length }, (_, i) => sheet.getRow(i + 2));
    expect(people.map((r) => r.getCell(col('Name')).value)).toEqual(reg.rows.map((r) => r.fullname));
    const sumOf = (h: string) => Math.round(people.reduce((s, r) => s + (r.getCell(col(h)).value as number), 0) * 100);
    expect(sumOf('Net Amount Due')).toBe(reg.total.net);
    expect(sumOf('Gross Amount Earned')).toBe(reg.total.gross);
    const last = sheet.getRow(sheet.rowCount);
    expect(String(last.getCell(col('Name')).value)).toBe(`GRAND TOTAL (${reg.rows.length})`);
    expect(last.getCell(col('Net Amount Due')).value).toBe(reg.total.net / 100);
    expect(last.getCell(col('Withholding tax')).value).toBe(reg.total.tax / 100);
    expect(Math.round((last.getCell(col('Total Deductions')).value as number) * 100)).toBe(reg.total.gross - reg.total.net);
  });

  it("signs box B with the accountant who certified the run once the chain has acted, and the loan's ledger runs over two paid runs", async () => {
    await approveAndPay(october);
    const [{ name: accountant }] = await query(`SELECT name FROM users WHERE email = 'accounting@hris.test'`);
    const text = pdfText((await binary(t.http.get(`/api/payroll/runs/${october}/files/general-payroll`).set(as(hr)))).body as Buffer);
    expect(text).toContain(String(accountant).toUpperCase());
    expect(text).not.toContain('ROSARIO M. GARCIA, CPA');
    // The day each acted, under boxes B and C.
    expect(text.match(/\d{2}\/\d{2}\/\d{4}/g)).toHaveLength(2);

    // November: a cooperative loan put first takes everything above the minimum take-home pay, so the GSIS loan is skipped.
    const coop = await t.http
      .post('/api/payroll/deductions')
      .set(as(hr))
      .send({ personnel_id: staffId, code: 'COOP', label: 'Cooperative loan', monthly: 10_000_000, start_month: NOVEMBER, end_month: NOVEMBER, priority: 1 });
    expect(coop.status).toBe(200);
    const november = (await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: NOVEMBER, kind: 'regular', department_id: cas })).body.run.id;
    expect((await computeRun(t, hr, november, { confirm_missing_dtr: true })).status).toBe(200);
    await approveAndPay(november);

    const res = await t.http.get(`/api/payroll/deductions/${loanId}/ledger`).set(as(hr));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      deduction: { id: loanId, personnel_id: staffId, code: 'GSIS-CL', monthly: 100_000 },
      original_balance: 250_000,
      current_balance: 150_000,
      total_taken: 100_000,
      total_shortfall: 100_000,
    });
    expect(res.body.rows).toEqual([
      expect.objectContaining({ run_id: october, month: OCTOBER, due: 100_000, taken: 100_000, shortfall: 0, balance_after: 150_000 }),
      expect.objectContaining({ run_id: november, month: NOVEMBER, due: 100_000, taken: 0, shortfall: 100_000, balance_after: 150_000 }),
    ]);
    expect(await query(`SELECT 1 FROM audit_log WHERE entity = 'person_deduction' AND action = 'read' AND entity_id = $1`, [String(loanId)])).toHaveLength(1);

    const pdf = await binary(t.http.get(`/api/payroll/deductions/${loanId}/ledger/file`).set(as(hr)));
    expect(pdf.status).toBe(200);
    const ledgerText = pdfText(pdf.body as Buffer).replace(/\s+/g, ' ');
    expect(ledgerText).toContain('Original balance 2,500.00');
    expect(ledgerText).toContain('Current balance 1,500.00');
    const xlsx = await binary(t.http.get(`/api/payroll/deductions/${loanId}/ledger/file`).query({ format: 'xlsx' }).set(as(hr)));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([OCTOBER, expect.stringContaining('October 2026'), 1000, 1000, 0, 1500]);
    expect((sheet.getRow(3).values as unknown[]).slice(3)).toEqual([1000, 0, 1000, 1500]);
  });

  it('lets the employee read their own ledger and loans, and no one else’s', async () => {
    const reads = async () =>
      (await query(`SELECT 1 FROM audit_log WHERE entity = 'person_deduction' AND action = 'read' AND entity_id = $1`, [String(loanId)])).length;
    const before = await reads();
    const own = await t.http.get(`/api/payroll/deductions/${loanId}/ledger`).set(as(staff));
    expect(own.status).toBe(200);
    expect(own.body.rows).toHaveLength(2);
    // One's own ledger is not another person's data: no read is audited.
    expect(await reads()).toBe(before);
    expect((await binary(t.http.get(`/api/payroll/deductions/${loanId}/ledger/file`).set(as(staff)))).status).toBe(200);
    const mine = await t.http.get('/api/payroll/deductions/mine').set(as(staff));
    expect(mine.body.loans).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: loanId, code: 'GSIS-CL', balance: 150_000 }), expect.objectContaining({ code: 'COOP' })]),
    );
    const other = await t.http.get(`/api/payroll/deductions/${loanId}/ledger`).set(as(head));
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('The deduction was not found.');
    expect((await t.http.get(`/api/payroll/deductions/${loanId}/ledger/file`).set(as(head))).status).toBe(404);
    expect((await t.http.get('/api/payroll/deductions/mine').set(as(head))).body.loans).toEqual([]);
  });
});
