import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { IMPORT_KINDS, LND_REPORT_KIND_VALUES, REMITTANCE_AGENCIES } from '@hris/contracts';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { pdfBytes } from './support/files';
import { approveThroughChain, computeRun } from './support/payroll';
import { as, binary, departmentId, personnelIdOf } from './support/records';
import { fileOfJob } from './support/jobs';

// Issue 42, item 4: every .xlsx the product writes, downloaded over HTTP and read back with exceljs as a spreadsheet
// program reads it: pesos are numbers in pesos formatted #,##0.00 (a column Excel can sum), dates are date cells,
// employee numbers, TINs and item numbers are text (their leading zeros kept), the header row bold and frozen with
// filters.

let t: TestApp;
let hr: string;
let nurse: string;
let cas: number;
let run: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T09:00' });
  [hr, nurse] = (await Promise.all(['hr@hris.test', 'nurse@hris.test'].map((e) => signIn(t, e)))) as [string, string];
  cas = await departmentId(t, 'CAS');
  const opened = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2026-10', kind: 'regular', department_id: cas });
  run = opened.body.run.id;
  expect((await computeRun(t, hr, run, { confirm_missing_dtr: true })).status).toBe(200);
});
afterAll(async () => t.close());

async function download(path: string, token = hr, q: Record<string, string | number> = {}) {
  const res = await binary(t.http.get(path).query(q).set(as(token)));
  expect(res.status, `${path}: ${String(res.body).slice(0, 200)}`).toBe(200);
  return workbookOf(res);
}

/** A workbook made as a job (issue 42: the plantilla's, the L&D reports'): asked for, followed, its file read. */
async function downloadFromJob(path: string, token = hr, body: Record<string, string | number> = {}) {
  return workbookOf((await fileOfJob(t, token, path, body)).file);
}

async function workbookOf(res: Response) {
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.body as unknown as ArrayBuffer);
  return book;
}

type Kinds = { pesos?: string[]; dates?: string[]; texts?: string[] };

/** The column of a header (1-based), the header row being `row`. */
function columnOf(sheet: ExcelJS.Worksheet, header: string, row: number) {
  let found = 0;
  sheet.getRow(row).eachCell((c, n) => {
    if (c.value === header) found = n;
  });
  expect(found, `column "${header}" of ${sheet.name}`).toBeGreaterThan(0);
  return found;
}

/**
 * The rules every list sheet keeps; answers how many filled cells each named column had, so that a test can insist
 * the columns it cares about were not all empty.
 */
function checkSheet(sheet: ExcelJS.Worksheet, kinds: Kinds, headerRow = 1) {
  expect(sheet.views[0]?.state, `${sheet.name} frozen`).toBe('frozen');
  expect((sheet.views[0] as { ySplit?: number }).ySplit).toBe(headerRow);
  expect(sheet.getRow(headerRow).font?.bold ?? sheet.getRow(headerRow).getCell(1).font?.bold, `${sheet.name} header bold`).toBe(true);
  expect(sheet.autoFilter, `${sheet.name} filters`).toBeTruthy();
  const filled: Record<string, number> = {};
  const each = (header: string, check: (cell: ExcelJS.Cell) => void) => {
    const col = columnOf(sheet, header, headerRow);
    filled[header] = 0;
    // The column keeps its format for rows typed in later too.
    for (let r = headerRow + 1; r <= sheet.rowCount; r++) {
      const cell = sheet.getRow(r).getCell(col);
      if (cell.value === null || cell.value === undefined || cell.value === '') continue;
      filled[header]++;
      check(cell);
    }
  };
  for (const h of kinds.pesos ?? [])
    each(h, (cell) => {
      expect(typeof cell.value, `${sheet.name} "${h}" ${cell.address}`).toBe('number');
      expect(cell.numFmt, `${sheet.name} "${h}" ${cell.address}`).toBe('#,##0.00');
    });
  for (const h of kinds.dates ?? [])
    each(h, (cell) => {
      expect(cell.value, `${sheet.name} "${h}" ${cell.address}`).toBeInstanceOf(Date);
      expect(cell.numFmt, `${sheet.name} "${h}" ${cell.address}`).toMatch(/^mm\/dd\/yyyy/);
    });
  for (const h of kinds.texts ?? [])
    each(h, (cell) => {
      expect(typeof cell.value, `${sheet.name} "${h}" ${cell.address}`).toBe('string');
      expect(cell.numFmt, `${sheet.name} "${h}" ${cell.address}`).toBe('@');
    });
  return filled;
}

const rowWhere = (sheet: ExcelJS.Worksheet, col: number, value: unknown) => {
  for (let r = 2; r <= sheet.rowCount; r++) if (sheet.getRow(r).getCell(col).value === value) return sheet.getRow(r);
  throw new Error(`no row with ${String(value)} in ${sheet.name}`);
};

describe('the payroll workbooks', () => {
  it('the register: each amount in pesos, formatted, equal to the register on screen; employee numbers as text', async () => {
    const reg = (await t.http.get(`/api/payroll/runs/${run}/register`).set(as(hr))).body;
    const sheet = (await download(`/api/payroll/runs/${run}/register/export`)).worksheets[0]!;
    const pesos = ['Basic salary', 'PERA', 'Gross', 'GSIS', 'PhilHealth', 'Pag-IBIG', 'Withholding tax', 'Net pay', '15th', '30th'];
    const filled = checkSheet(sheet, { pesos, texts: ['Employee No.', 'Name'] });
    expect(filled['Net pay']).toBe(reg.rows.length + reg.offices.length + 1);
    const someone = reg.rows.find((r: { idno: string | null }) => r.idno)!;
    const line = rowWhere(sheet, columnOf(sheet, 'Employee No.', 1), someone.idno);
    expect(line.getCell(columnOf(sheet, 'Net pay', 1)).value).toBe(someone.net / 100);
    expect(line.getCell(columnOf(sheet, 'Basic salary', 1)).value).toBe(someone.basic / 100);
    const total = sheet.getRow(sheet.rowCount);
    expect(total.font?.bold).toBe(true);
    expect(total.getCell(columnOf(sheet, 'Net pay', 1)).value).toBe(reg.total.net / 100);
  });

  it("the General Payroll and a loan's ledger: amounts in pesos, formatted", async () => {
    const reg = (await t.http.get(`/api/payroll/runs/${run}/register`).set(as(hr))).body;
    const gp = (await download(`/api/payroll/runs/${run}/files/general-payroll`, hr, { format: 'xlsx' })).worksheets[0]!;
    const filled = checkSheet(gp, { pesos: ['Gross Amount Earned', 'Total Deductions', 'Net Amount Due'], texts: ['Employee No.', 'Name'] });
    expect(filled['Net Amount Due']).toBe(reg.rows.length + 1);
    expect(gp.getRow(gp.rowCount).getCell(columnOf(gp, 'Net Amount Due', 1)).value).toBe(reg.total.net / 100);

    const [deduction] = await query(`SELECT id FROM person_deductions ORDER BY id LIMIT 1`);
    const ledger = (await download(`/api/payroll/deductions/${deduction.id}/ledger/file`, hr, { format: 'xlsx' })).worksheets[0]!;
    checkSheet(ledger, { pesos: ['Due', 'Taken', 'Not taken', 'Balance after'], texts: ['Month', 'Payroll run'] });
  });
});

describe("the month's remittances", () => {
  it('one sheet per agency: employee numbers as text, the base and the shares in pesos, totals equal to the page', async () => {
    const [accounting, admin] = await Promise.all([signIn(t, 'accounting@hris.test'), signIn(t, 'admin@hris.test')]);
    expect((await t.http.post(`/api/payroll/runs/${run}/submit`).set(as(hr))).status).toBe(200);
    await approveThroughChain(t, run, { preparer: hr, accounting, approver: admin });
    const page = (await t.http.get('/api/payroll/remittances').query({ month: '2026-10' }).set(as(hr))).body;
    expect(page.gsis.rows.length).toBeGreaterThan(0);

    const book = await download('/api/payroll/remittances/export', hr, { month: '2026-10' });
    expect(book.worksheets.map((w) => w.name)).toEqual(REMITTANCE_AGENCIES.map((a) => a.tab));
    REMITTANCE_AGENCIES.forEach((agency, i) => {
      const sheet = book.worksheets[i]!;
      // The columns in the page's words: GSIS's personal and government shares, the BIR's tax withheld.
      const pesos = [agency.base, agency.employee, ...(agency.employer ? [agency.employer] : []), 'Total'];
      const filled = checkSheet(sheet, { pesos, texts: ['Employee No.', 'Name'] });
      expect(filled.Total).toBe(page[agency.key].rows.length + 1);
      const total = sheet.getRow(sheet.rowCount);
      expect(total.getCell(columnOf(sheet, 'Total', 1)).value).toBe(page[agency.key].totals.total / 100);
      expect(total.getCell(columnOf(sheet, agency.employee, 1)).value).toBe(page[agency.key].totals.employee / 100);
    });
    const [audit] = await query(`SELECT after FROM audit_log WHERE entity = 'payroll_remittance' ORDER BY id DESC LIMIT 1`);
    expect(audit.after.personnel_ids.length).toBeGreaterThan(0);
    const staff = await signIn(t, 'staff@hris.test');
    expect((await t.http.get('/api/payroll/remittances/export').query({ month: '2026-10' }).set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/payroll/remittances/export').query({ month: '2026-13' }).set(as(hr))).status).toBe(422);
  });

  it('the BIR alphalist: TINs as text, compensation in pesos, the employment dates as dates', async () => {
    // The run above, approved and now paid, makes the year's compensation.
    expect((await t.http.post(`/api/payroll/runs/${run}/paid`).set(as(hr))).status).toBe(200);
    const sheet = (await download('/api/payroll/bir/alphalist/file', hr, { year: 2026, format: 'xlsx' })).worksheets[0]!;
    const filled = checkSheet(sheet, { pesos: ['Gross compensation', 'Tax due', 'Actual withheld'], dates: ['Employed from', 'Employed to'], texts: ['TIN'] });
    expect(filled['Gross compensation']).toBeGreaterThan(0);
    expect(filled['Employed from']).toBeGreaterThan(0);
    const tin = sheet.getColumn(columnOf(sheet, 'TIN', 1));
    expect(tin.numFmt).toBe('@');
  });
});

describe('the plantilla, personnel and leave workbooks', () => {
  it("the PSIPOP: the annual salaries in pesos equal to the list's, item numbers and TINs as text, dates as dates", async () => {
    // An incumbent whose PDS gives a birthday and a TIN that starts with a zero, and who has an original appointment.
    const [{ id }] = await query(
      `SELECT p.id FROM plantilla_items i JOIN personnel p ON p.id = i.incumbent_personnel_id WHERE p.department_id = $1 ORDER BY p.id LIMIT 1`,
      [cas],
    );
    await query(`DELETE FROM pds_entries WHERE personnel_id = $1 AND section = 'personal'`, [id]);
    await query(`INSERT INTO pds_entries (personnel_id, section, data) VALUES ($1, 'personal', $2)`, [
      id,
      { birth_date: '1990-04-05', tin_no: '012345678000' },
    ]);
    await query(`UPDATE personnel SET date_original_appointment = '2015-06-01' WHERE id = $1`, [id]);
    const list = (await t.http.get('/api/plantilla/personnels').query({ department_id: cas, per_page: 999 }).set(as(hr))).body;
    const sheet = (await downloadFromJob('/api/plantilla/personnels/export', hr, { department_id: cas })).worksheets[0]!;
    const filled = checkSheet(sheet, {
      pesos: ['Authorized Annual Salary', 'Actual Annual Salary'],
      dates: ['Date of Birth', 'Date of Original Appointment'],
      texts: ['Item Number', 'TIN'],
    });
    expect(filled['Authorized Annual Salary']).toBeGreaterThan(0);
    expect(filled['Date of Birth']).toBeGreaterThan(0);
    expect(filled['Item Number']).toBeGreaterThan(0);
    const item = list.items.find((r: { incumbent: { personnel_id: number } | null }) => r.incumbent?.personnel_id === id);
    const line = rowWhere(sheet, columnOf(sheet, 'Item Number', 1), item.item_no);
    expect(line.getCell(columnOf(sheet, 'Authorized Annual Salary', 1)).value).toBe(item.authorized_annual / 100);
    expect(line.getCell(columnOf(sheet, 'TIN', 1)).value).toBe('012345678000');
    expect(line.getCell(columnOf(sheet, 'Date of Birth', 1)).value).toEqual(new Date('1990-04-05T00:00:00Z'));
    expect(line.getCell(columnOf(sheet, 'Date of Original Appointment', 1)).value).toEqual(new Date('2015-06-01T00:00:00Z'));
  });

  it('the personnel list and the leave balances: employee numbers as text, dates as dates, leave credits to three decimals', async () => {
    const people = (await download('/api/personnels/export')).worksheets[0]!;
    const filled = checkSheet(people, { dates: ['Date of original appointment'], texts: ['Employee No.', 'Last name'] });
    expect(filled['Employee No.']).toBeGreaterThan(0);
    expect(filled['Date of original appointment']).toBeGreaterThan(0);

    const balances = (await download('/api/leave/balances/export')).worksheets[0]!;
    checkSheet(balances, { texts: ['Employee No.', 'Name'] }, 3);
    const vl = balances.getRow(4).getCell(columnOf(balances, 'Vacation leave', 3));
    expect(typeof vl.value).toBe('number');
    expect(vl.numFmt).toBe('0.000');
  });
});

describe('the attendance, travel and document workbooks', () => {
  it("the month's absences report, the DTR submissions and the official business: numbers and dates as such", async () => {
    const report = (await download('/api/attendance/reports/monthly.xlsx', hr, { month: '2026-10', department_id: cas })).worksheets[0]!;
    expect(checkSheet(report, { texts: ['Employee No.', 'Name'] }, 4)['Employee No.']).toBeGreaterThan(0);

    const submissions = (await download('/api/dtr-submissions/export', hr, { month: '2026-11', campus_id: 1 })).worksheets[0]!;
    checkSheet(submissions, { dates: ['Submitted on', 'Reviewed on'], texts: ['Department', 'Acronym'] });

    const staff = await signIn(t, 'staff@hris.test');
    const ob = { destination: 'CHED Regional Office', purpose: 'Submit the compliance report', date_from: '2026-11-20', date_to: '2026-11-20' };
    expect((await t.http.post('/api/official-business').set(as(staff)).send(ob)).status).toBe(200);
    const travel = (await download('/api/official-business/export')).worksheets[0]!;
    const filled = checkSheet(travel, { dates: ['From', 'To', 'Filed'], texts: ['Employee No.', 'Destination'] });
    expect(filled.From).toBeGreaterThan(0);
    const line = rowWhere(travel, columnOf(travel, 'Destination', 1), 'CHED Regional Office');
    expect(line.getCell(columnOf(travel, 'From', 1)).value).toEqual(new Date('2026-11-20T00:00:00Z'));
  });

  it("the documents' list: tracking numbers as text, the times in Manila's wall-clock time", async () => {
    const [{ id: letter }] = await query(`SELECT id FROM dts_document_types WHERE name = 'Letter'`);
    const hrmo = await departmentId(t, 'HRMO');
    const filed = await t.http.post('/api/dts/documents').set(as(hr)).send({ title: 'Request for records', document_type_id: letter, office_id: hrmo });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const docs = (await t.http.get('/api/dts/documents').query({ view: 'touched' }).set(as(hr))).body;
    const sheet = (await download('/api/dts/documents/export', hr, { view: 'touched' })).worksheets[0]!;
    const filled = checkSheet(sheet, { dates: ['Since', 'Due', 'Filed'], texts: ['Tracking No.', 'Title'] });
    expect(filled.Filed).toBeGreaterThan(0);
    const doc = docs.documents[0];
    const line = rowWhere(sheet, columnOf(sheet, 'Tracking No.', 1), doc.tracking_number);
    // Excel has no time zones: the cell reads as Manila's clock on the page does (UTC+8).
    expect((line.getCell(columnOf(sheet, 'Filed', 1)).value as Date).getTime()).toBe(Date.parse(doc.filed_at) + 8 * 3_600_000);
  });
});

describe('the other workbooks', () => {
  it("the memorandum's readers, the COVID report and every L&D report", async () => {
    const staff = await signIn(t, 'staff@hris.test');
    const pdf = await t.http.post('/api/upload').set(as(hr)).attach('file', pdfBytes(), 'memo.pdf');
    const memo = await t.http
      .post('/api/memoranda')
      .set(as(hr))
      .send({ issued_on: '2026-11-25', title: 'A memorandum', number: 'MC 42', audience: 'everyone', file_path: pdf.body.path });
    expect(memo.status, JSON.stringify(memo.body)).toBe(200);
    const id = memo.body.memorandum.id as number;
    expect((await t.http.get(`/api/memoranda/${id}`).set(as(staff))).status).toBe(200);
    const readers = (await download(`/api/memoranda/${id}/readers/export`)).worksheets[0]!;
    expect(checkSheet(readers, { dates: ['Read at', 'Acknowledged at'], texts: ['Name', 'Office'] })['Read at']).toBe(1);

    const covid = await download('/api/covid/report.xlsx', nurse);
    checkSheet(covid.getWorksheet('Counts')!, { texts: ['Office'] });
    checkSheet(covid.getWorksheet('Employees')!, { dates: ['Verified on'], texts: ['Name'] });

    for (const kind of LND_REPORT_KIND_VALUES) {
      const book = await downloadFromJob(`/api/lnd/reports/${kind}/export`, hr, { year: 2026 });
      for (const sheet of book.worksheets) {
        checkSheet(sheet, {});
        // Each money column: pesos, formatted.
        sheet.getRow(1).eachCell((c) => {
          if (/budget|cost|amount|peso/i.test(String(c.value))) checkSheet(sheet, { pesos: [String(c.value)] });
        });
      }
    }
  });

  it("every import's template: each column text, so that employee numbers keep their zeros", async () => {
    for (const kind of IMPORT_KINDS) {
      const book = await download(`/api/imports/${kind}/template`);
      const sheet = book.worksheets[0]!;
      checkSheet(sheet, {});
      sheet.getRow(1).eachCell((_c, n) => expect(sheet.getColumn(n).numFmt, `${kind} column ${n}`).toBe('@'));
    }
  });
});

describe('the property register', () => {
  it('exports what the register shows with the same search and filters: pesos, dates, numbers as written; audited', async () => {
    const officer = await signIn(t, 'admin@hris.test');
    const added = await t.http
      .post('/api/property/items')
      .set(as(officer))
      .send({ description: 'Exportable laptop', unit_cost: 4_500_050, date_acquired: '2026-10-15', unit: 'unit', serial_number: '000123' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    const one = (await download('/api/property/items/export', officer, { term: 'Exportable' })).worksheets[0]!;
    const filled = checkSheet(one, { pesos: ['Unit cost'], dates: ['Date acquired', 'Held since'], texts: ['Property No.', 'Serial No.'] });
    expect(filled['Unit cost']).toBe(1);
    const line = one.getRow(2);
    expect(line.getCell(columnOf(one, 'Property No.', 1)).value).toBe(added.body.item.property_number);
    expect(line.getCell(columnOf(one, 'Serial No.', 1)).value).toBe('000123');
    expect(line.getCell(columnOf(one, 'Unit cost', 1)).value).toBe(45_000.5);
    expect(line.getCell(columnOf(one, 'Date acquired', 1)).value).toEqual(new Date('2026-10-15T00:00:00Z'));

    const staffId = await personnelIdOf(t, 'staff@hris.test');
    const issue = await t.http
      .post('/api/property/issues')
      .set(as(officer))
      .send({ personnel_id: staffId, item_ids: [added.body.item.id], fund_cluster: '01 Regular Agency Fund' });
    expect(issue.status, JSON.stringify(issue.body)).toBe(200);

    // The issued items, as the register lists them, with their accountable officers; the export names them in the audit.
    const listed = (await t.http.get('/api/property/items').query({ status: 'issued', per_page: 100 }).set(as(officer))).body;
    expect(listed.items.length).toBeGreaterThan(0);
    const issued = (await download('/api/property/items/export', officer, { status: 'issued' })).worksheets[0]!;
    checkSheet(issued, { pesos: ['Unit cost'], dates: ['Held since'], texts: ['Accountable officer', 'Document'] });
    const numbers = issued.getColumn(columnOf(issued, 'Property No.', 1)).values.slice(2);
    expect(numbers).toEqual(listed.items.map((i: { property_number: string }) => i.property_number));
    const [audit] = await query(`SELECT after FROM audit_log WHERE entity = 'property_export' ORDER BY id DESC LIMIT 1`);
    expect(audit.after.personnel_ids).toEqual(expect.arrayContaining(listed.items.map((i: { holder: { id: number } }) => i.holder.id)));

    const staff = await signIn(t, 'staff@hris.test');
    expect((await t.http.get('/api/property/items/export').set(as(staff))).status).toBe(403);
    const bad = await t.http.get('/api/property/items/export').query({ status: 'lost' }).set(as(officer));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status).toBeDefined();
  });
});
