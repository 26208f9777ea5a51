import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ALPHALIST_1604C_LAYOUT } from '../src/domain/bir';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { computeRun } from './support/payroll';
import { as, binary, departmentId, makeEmployee, personnelIdOf } from './support/records';
import { pdfPageCount, pdfText } from './support/files';
import { presentOnWeekdays } from './support/attendance';

// Issue 40, the BIR, through HTTP: November and December 2026 paid for the College of Arts and Sciences (one employee
// separated on 30 November between them); the 1601-C of a month equals its runs' sums; the alphalist's DAT file read
// back by the documented layout (ALPHALIST_1604C_LAYOUT), its control record equal to its details and to the runs; the
// separated employee among those separated, with the date and reason; the previous employer HR enters counted in the
// 2316; the 2316's text; every 2316 of the year in one PDF through the background batch; access and bad input.

let t: TestApp;
let hr: string;
let staff: string;
let head: string;
let accounting: string;
let admin: string;
let staffId: number;
let leaverId: number;
let cas: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const NOVEMBER = '2026-11';
const DECEMBER = '2026-12';
const pesos = (c: number) => (c / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** The DAT file's amounts: pesos with two decimals, read back to centavos. */
const cents = (v: string) => Math.round(Number(v) * 100);

async function payRun(month: string) {
  const opened = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month, kind: 'regular', department_id: cas });
  expect(opened.status).toBe(200);
  const id = opened.body.run.id as number;
  const computed = await computeRun(t, hr, id, { confirm_missing_dtr: true });
  expect(computed.status, computed.body.message).toBe(200);
  expect((await t.http.post(`/api/payroll/runs/${id}/submit`).set(as(hr))).status).toBe(200);
  const [{ approval_request_id: requestId }] = await query(`SELECT approval_request_id FROM payroll_runs WHERE id = $1`, [id]);
  for (const who of [accounting, admin])
    expect((await t.http.post(`/api/approval-requests/${requestId}/act`).set(as(who)).send({ action: 'approve' })).status).toBe(200);
  expect((await t.http.post(`/api/payroll/runs/${id}/paid`).set(as(hr))).status).toBe(200);
  return id;
}

/** The runs' own sums, straight from their lines, to hold the forms against. */
async function runSums(where: string, params: unknown[]) {
  const [s] = await query(
    // December's year-end adjustment refunds tax over-withheld as an earning line (tax_refund): no compensation, and
    // tax given back (its further withholding is already in the line's tax).
    `SELECT sum(l.gross - l.lwop - f.refund)::bigint AS compensation, sum(l.tax - f.refund)::bigint AS tax,
            sum(l.gsis + l.philhealth + l.pagibig)::bigint AS contributions,
            sum((l.payslip->>'taxable')::bigint)::bigint AS taxable, count(DISTINCT l.personnel_id)::int AS people
       FROM payroll_lines l JOIN payroll_runs r ON r.id = l.run_id
      CROSS JOIN LATERAL (SELECT coalesce(sum((x->>'amount')::bigint), 0) AS refund FROM jsonb_array_elements(l.payslip->'lines') x WHERE x->>'code' = 'tax_refund') f
      WHERE ${where}`,
    params,
  );
  return s as { compensation: number; tax: number; contributions: number; taxable: number; people: number };
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-12-20T09:00' });
  [hr, staff, head, accounting, admin] = (await Promise.all(
    ['hr@hris.test', 'staff@hris.test', 'head@hris.test', 'accounting@hris.test', 'admin@hris.test'].map((e) => signIn(t, e)),
  )) as [string, string, string, string, string];
  staffId = await personnelIdOf(t, 'staff@hris.test');
  cas = await departmentId(t, 'CAS');
  await query(`DELETE FROM person_deductions`);
  // staff@'s PDS: the TIN and the date of birth the 2316 prints (Part I).
  await query(`DELETE FROM pds_entries WHERE personnel_id = $1 AND section = 'personal'`, [staffId]);
  await query(`INSERT INTO pds_entries (personnel_id, section, data) VALUES ($1, 'personal', $2::jsonb)`, [
    staffId,
    JSON.stringify({ tin_no: '123-456-789', birth_date: '1990-04-15', residential_address: { city: 'Manila', zip_code: '1008' } }),
  ]);
  // Rosa Mendoza of CAS leaves on 30 November: paid in November, not in December.
  const { personnelId } = await makeEmployee(t, { first: 'Rosa', last: 'Mendoza', department: 'CAS' });
  leaverId = personnelId;
  const [{ id: positionId }] = await query(`INSERT INTO positions (name, kind, salary_grade) VALUES ('Clerk II', 'staff', 11) RETURNING id`);
  await query(`UPDATE personnel SET position_id = $2, salary_step = 1, date_original_appointment = '2020-01-02' WHERE id = $1`, [leaverId, positionId]);
  const [{ id: itemId }] = await query(
    `INSERT INTO plantilla_items (item_no, position_id, department_id, salary_grade, status, incumbent_personnel_id, filled_on)
     VALUES ('BIR-TEST-1', $1, $2, 11, 'filled', $3, '2020-01-02') RETURNING id`,
    [positionId, cas, leaverId],
  );
  await presentOnWeekdays(t, hr, leaverId, '2026-11-01', '2026-12-01');
  await payRun(NOVEMBER);
  await query(`INSERT INTO separations (personnel_id, cause, effective_date, status) VALUES ($1, 'resignation', '2026-11-30', 'completed')`, [leaverId]);
  await query(`UPDATE personnel SET is_active = false WHERE id = $1`, [leaverId]);
  await query(`UPDATE plantilla_items SET incumbent_personnel_id = NULL, status = 'vacant' WHERE id = $1`, [itemId]);
  await payRun(DECEMBER);
}, 120_000);
afterAll(async () => t?.close());

describe("the employer's data on the forms", () => {
  it('refuses a malformed TIN under its field, saves the data, and is PAYROLL’s alone', async () => {
    const bad = await t.http.put('/api/payroll/bir/employer').set(as(hr)).send({
      employer_tin: '12-34',
      employer_branch: '0000',
      employer_rdo: '028',
      employer_address: 'Sta. Mesa, Manila',
      employer_zip: '1016',
      employer_kind: 'main',
      bir_signatory_name: 'Ana Reyes',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.employer_tin).toEqual(["The employer's TIN is nine digits (000-000-000)."]);
    const body = {
      employer_tin: '000-111-222',
      employer_branch: '0000',
      employer_rdo: '028',
      employer_address: 'Sta. Mesa, Manila',
      employer_zip: '1016',
      employer_kind: 'main',
      bir_signatory_name: 'Ana Reyes',
      bir_signatory_title: 'Chief Accountant',
    };
    expect((await t.http.put('/api/payroll/bir/employer').set(as(staff)).send(body)).status).toBe(403);
    const saved = await t.http.put('/api/payroll/bir/employer').set(as(hr)).send(body);
    expect(saved.status).toBe(200);
    expect((await t.http.get('/api/payroll/bir/employer').set(as(hr))).body.employer).toMatchObject({ employer_tin: '000-111-222', employer_zip: '1016' });
  });
});

describe('BIR Form 1601-C', () => {
  it("equals the month's runs: compensation, contributions, taxable and tax withheld", async () => {
    const res = await t.http.get('/api/payroll/bir/1601c').query({ month: NOVEMBER }).set(as(hr));
    expect(res.status).toBe(200);
    const item = (n: string) => res.body.lines.find((l: { item: string }) => l.item === n).amount as number;
    const runs = await runSums(`r.month = $1 AND r.status IN ('approved', 'paid')`, [NOVEMBER]);
    expect(runs.tax).toBeGreaterThan(0);
    expect(res.body.people).toBe(runs.people);
    expect(item('14')).toBe(runs.compensation);
    expect(item('19')).toBe(runs.contributions);
    expect(item('22')).toBe(runs.taxable);
    expect(item('21')).toBe(runs.compensation - runs.taxable);
    expect(item('14') - item('21')).toBe(item('22'));
    expect(item('25')).toBe(runs.tax);
    expect(item('27')).toBe(runs.tax);

    const pdf = await binary(t.http.get('/api/payroll/bir/1601c/pdf').query({ month: NOVEMBER }).set(as(hr)));
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Monthly Remittance Return');
    expect(text).toContain(pesos(runs.compensation));
    expect(text).toContain(pesos(runs.tax));
    // Part I numbered as the January 2018 form: 1–5 on top, the TIN 6, the RDO 7, the ZIP 9A, the category 11.
    const flat = text.replace(/\s+/g, ' ');
    for (const box of [
      '3 Any Taxes Withheld?',
      '4 Number of Sheet/s Attached',
      '5 ATC',
      '6 Taxpayer Identification Number (TIN)',
      '7 RDO Code',
      '9A ZIP Code',
      '10 Contact Number',
      '12 Email Address',
    ])
      expect(flat).toContain(box);
  });

  it('refuses a malformed month with the reason, and anyone outside payroll', async () => {
    const bad = await t.http.get('/api/payroll/bir/1601c').query({ month: '2026-13' }).set(as(hr));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.month).toBeDefined();
    expect((await t.http.get('/api/payroll/bir/1601c').query({ month: NOVEMBER }).set(as(staff))).status).toBe(403);
  });
});

describe('the alphalist (BIR Form 1604-C)', () => {
  it('writes the DAT file the alphalist module imports: read back by its layout, the control record equals the details and the runs', async () => {
    const res = await t.http.get('/api/payroll/bir/alphalist/file').query({ year: '2026', format: 'dat' }).set(as(hr)).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('000111222000012312026' + '1604C.DAT');
    const records = String(res.text).split('\r\n').filter(Boolean);
    const split = (line: string) => line.split(',').map((v) => v.replace(/^"|"$/g, ''));
    const [header, ...rest] = records.map(split);
    expect(header).toEqual(['H1604C', '000111222', '0000', '12/31/2026']);
    const details = rest.filter((r) => r[0] === 'D1');
    const control = rest.find((r) => r[0] === 'C1')!;
    const layout = ALPHALIST_1604C_LAYOUT;
    for (const d of details) expect(d).toHaveLength(layout.schedule1.length);
    expect(control).toHaveLength(5 + layout.control1Sums.length);
    const field = (d: string[], name: (typeof layout.schedule1)[number]) => d[layout.schedule1.indexOf(name)]!;
    // The control record's every sum is the sum of its details.
    layout.control1Sums.forEach((name, i) => {
      expect(cents(control[5 + i]!), name).toBe(details.reduce((s, d) => s + cents(field(d, name)), 0));
    });
    // …and the details are the year's paid runs.
    const year = await runSums(`r.month LIKE '2026-%' AND r.status = 'paid'`, []);
    expect(details).toHaveLength(year.people);
    const total = (name: (typeof layout.control1Sums)[number]) => cents(control[5 + layout.control1Sums.indexOf(name)]!);
    expect(total('gross')).toBe(year.compensation);
    expect(total('taxable')).toBe(year.taxable);
    expect(total('actual_withheld')).toBe(year.tax);
    expect(total('contributions')).toBe(year.contributions);
    expect(total('gross')).toBe(total('non_taxable') + total('taxable'));
    // Sequence numbers run 1…n in alphabetical order; staff@'s TIN is written as nine digits.
    expect(details.map((d) => field(d, 'sequence'))).toEqual(details.map((_, i) => String(i + 1)));
    const juan = details.find((d) => field(d, 'tin') === '123456789')!;
    expect(field(juan, 'last_name')).toBe('BAUTISTA');
    expect(field(juan, 'employed_to')).toBe('12/31/2026');
    expect(field(juan, 'separation_reason')).toBe('NA');
  });

  it('lists the employee separated on 30 November among those separated, with the date and reason, on screen, in the DAT file and in Excel', async () => {
    const res = await t.http.get('/api/payroll/bir/alphalist').query({ year: '2026' }).set(as(hr));
    expect(res.status).toBe(200);
    const leaver = res.body.separated.find((r: { personnel_id: number }) => r.personnel_id === leaverId);
    expect(leaver).toMatchObject({ separated: true, employed_to: '2026-11-30', separation_reason: 'T' });
    expect(res.body.employed.map((r: { personnel_id: number }) => r.personnel_id)).not.toContain(leaverId);
    expect(res.body.employed.map((r: { personnel_id: number }) => r.personnel_id)).toContain(staffId);
    const [{ tax }] = await query(
      `SELECT sum(l.tax)::bigint AS tax FROM payroll_lines l JOIN payroll_runs r ON r.id = l.run_id WHERE l.personnel_id = $1 AND r.status = 'paid'`,
      [leaverId],
    );
    expect(leaver.actual_withheld).toBe(tax);
    expect(res.body.totals.people).toBe(res.body.employed.length + res.body.separated.length);

    const dat = await t.http.get('/api/payroll/bir/alphalist/file').query({ year: '2026' }).set(as(hr)).buffer(true);
    const line = String(dat.text)
      .split('\r\n')
      .find((l) => l.includes(`"${leaver.last_name.toUpperCase()}"`) && l.includes('11/30/2026'));
    expect(line).toBeDefined();
    expect(line!.split(',')[ALPHALIST_1604C_LAYOUT.schedule1.indexOf('separation_reason')]).toBe('T');

    const xlsx = await binary(t.http.get('/api/payroll/bir/alphalist/file').query({ year: '2026', format: 'xlsx' }).set(as(hr)));
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount - 1).toBe(res.body.totals.people);
    let gross = 0;
    sheet.eachRow((row, n) => {
      if (n > 1) gross += Math.round(Number(row.getCell(10).value) * 100);
    });
    expect(gross).toBe(res.body.totals.gross);
  });

  it('refuses a year that is not four digits, and anyone outside payroll', async () => {
    const bad = await t.http.get('/api/payroll/bir/alphalist').query({ year: 'abcd' }).set(as(hr));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.year).toEqual(['The year must be four digits (YYYY).']);
    expect((await t.http.get('/api/payroll/bir/alphalist/file').query({ year: 'abcd' }).set(as(hr))).status).toBe(422);
    expect((await t.http.get('/api/payroll/bir/alphalist').query({ year: '2026' }).set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/payroll/bir/alphalist/file').query({ year: '2026' }).set(as(head))).status).toBe(403);
  });
});

describe('BIR Form 2316 and previous employers', () => {
  it("takes a previous employer's figures from HR (refusing figures that do not add up) and counts them in the 2316", async () => {
    const entry = {
      personnel_id: staffId,
      year: '2026',
      tin: '444-555-666',
      name: 'Provincial Government of Laguna',
      address: 'Sta. Cruz, Laguna',
      zip_code: '4009',
      gross: 12_000_000,
      contributions: 1_000_000,
      taxable: 10_000_000,
      tax_withheld: 50_000,
    };
    const wrong = await t.http.post('/api/payroll/bir/previous-employers').set(as(hr)).send(entry);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.gross[0]).toContain('must equal');
    const saved = await t.http
      .post('/api/payroll/bir/previous-employers')
      .set(as(hr))
      .send({ ...entry, non_taxable_other: 1_000_000 });
    expect(saved.status).toBe(200);
    expect((await t.http.post('/api/payroll/bir/previous-employers').set(as(staff)).send(entry)).status).toBe(403);
    const list = await t.http.get('/api/payroll/bir/previous-employers').query({ year: '2026' }).set(as(hr));
    expect(list.body.previous_employers).toEqual([expect.objectContaining({ name: 'Provincial Government of Laguna', taxable: 10_000_000 })]);

    const own = await binary(t.http.get('/api/payroll/bir-2316/pdf').query({ personnel_id: staffId, year: '2026' }).set(as(staff)));
    expect(own.status).toBe(200);
    const text = await pdfText(own.body as Buffer);
    const [mine] = await query(
      `SELECT sum(l.gross - l.lwop)::bigint AS gross, sum((l.payslip->>'taxable')::bigint)::bigint AS taxable, sum(l.tax)::bigint AS tax
         FROM payroll_lines l JOIN payroll_runs r ON r.id = l.run_id WHERE l.personnel_id = $1 AND r.status = 'paid' AND r.month LIKE '2026-%'`,
      [staffId],
    );
    expect(text).toContain('Certificate of Compensation Payment/Tax Withheld');
    expect(text).toContain('123 - 456 - 789');
    expect(text).toContain('BAUTISTA, JUAN');
    expect(text).toContain('000 - 111 - 222 - 0000');
    expect(text).toContain('PROVINCIAL GOVERNMENT OF LAGUNA');
    // Item 19 (present gross), 21 (present taxable), 22 (previous taxable), 23 (their sum), 25A/25B (withheld).
    expect(text).toContain(pesos(mine.gross));
    expect(text).toContain(pesos(mine.taxable));
    expect(text).toContain(pesos(10_000_000));
    expect(text).toContain(pesos(mine.taxable + 10_000_000));
    expect(text).toContain(pesos(mine.tax + 50_000));
    expect(text).toContain('ANA REYES');
  });

  it("is the employee's own or PAYROLL's: another employee is answered not found", async () => {
    expect((await t.http.get('/api/payroll/bir-2316/pdf').query({ personnel_id: staffId, year: '2026' }).set(as(head))).status).toBe(404);
    expect((await t.http.get('/api/payroll/bir-2316/pdf').query({ personnel_id: leaverId, year: '2026' }).set(as(staff))).status).toBe(404);
    expect((await t.http.get('/api/payroll/bir-2316/pdf').query({ personnel_id: leaverId, year: '2026' }).set(as(hr))).status).toBe(200);
  });

  it('prints every 2316 of the year in one PDF in the background, the progress read back until done', async () => {
    expect((await t.http.post('/api/payroll/bir/2316-all').set(as(staff)).send({ year: '2026' })).status).toBe(403);
    expect((await t.http.post('/api/payroll/bir/2316-all').set(as(hr)).send({ year: 'abcd' })).status).toBe(422);
    const nothing = await t.http.post('/api/payroll/bir/2316-all').set(as(hr)).send({ year: '2025' });
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toBe('No payroll run of 2025 is paid yet: there is no 2316 to print.');

    const started = await t.http.post('/api/payroll/bir/2316-all').set(as(hr)).send({ year: '2026' });
    expect(started.status).toBe(200);
    expect(started.body.batch).toMatchObject({ status: 'running', done: 0 });
    const people = (await runSums(`r.month LIKE '2026-%' AND r.status = 'paid'`, [])).people;
    expect(started.body.batch.total).toBe(people);
    let batch = started.body.batch;
    for (let i = 0; i < 300 && batch.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      batch = (await t.http.get('/api/payroll/bir/2316-all').query({ year: '2026' }).set(as(hr))).body.batch;
    }
    expect(batch).toMatchObject({ status: 'done', done: people, total: people });
    const pdf = await binary(t.http.get(`/api/payroll/bir/2316-all/${batch.id}/pdf`).set(as(hr)));
    expect(pdf.status).toBe(200);
    expect(await pdfPageCount(pdf.body as Buffer)).toBe(people);
    expect(await pdfText(pdf.body as Buffer)).toContain('BAUTISTA, JUAN');
    expect((await t.http.get(`/api/payroll/bir/2316-all/${batch.id}/pdf`).set(as(staff))).status).toBe(403);
  });
});
