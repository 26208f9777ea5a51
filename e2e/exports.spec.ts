import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import type { TPayrollRegister, TPayrollRemittances, TPayrollRunList, TPayrollRunSaved, TPropertyItemList } from '@hris/contracts';
import { computeRunThroughApi, getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { choose } from './support/ui';

// Issue 42, item 4, as the offices would open the files: hr@ saves the payroll register from a computed run's page and
// admin@ (who holds PROPERTYACCOUNT) the property register from its page; each is read back as a spreadsheet program
// reads it: pesos are numbers formatted #,##0.00 (Excel sums them), numbers like property numbers are text, the
// header row is frozen.

/** The file a click on `button` saves, read as a workbook. */
async function saved(page: Page, button: string): Promise<{ download: Download; sheet: ExcelJS.Worksheet }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return { download, sheet: book.worksheets[0]! };
}

const columnOf = (sheet: ExcelJS.Worksheet, header: string) => {
  let found = 0;
  sheet.getRow(1).eachCell((c, n) => {
    if (c.value === header) found = n;
  });
  expect(found, header).toBeGreaterThan(0);
  return found;
};

describeE2E('exports read back as spreadsheets', () => {
  let browser: Browser;
  let hrToken: string;
  let adminToken: string;
  let accountingToken: string;
  /** The run this spec opened itself (a fresh database), which it may take through the chain. */
  let ownRun: number | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
    [hrToken, adminToken, accountingToken] = await Promise.all([
      signInThroughApi(ACCOUNTS.hr),
      signInThroughApi(ACCOUNTS.admin),
      signInThroughApi(ACCOUNTS.accounting),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the payroll register from the run page: each amount a number in pesos, formatted #,##0.00', async () => {
    const { runs } = await getJson<TPayrollRunList>('/api/payroll/runs?per_page=100', hrToken);
    let run = runs.find((r) => r.totals.people > 0);
    if (!run) {
      // A fresh database (this spec alone): HR opens and computes a month of CAS as payroll.spec does.
      const { departments } = await getJson<{ departments: { id: number; acronym: string }[] }>('/api/departments?term=Arts', hrToken);
      const cas = departments.find((d) => d.acronym === 'CAS')!;
      const month = new Date().toISOString().slice(0, 7);
      ({ run } = await postJson<TPayrollRunSaved>('/api/payroll/runs', { month, kind: 'regular', department_id: cas.id }, hrToken));
      await computeRunThroughApi(run.id, hrToken);
      ownRun = run.id;
    }
    const register = await getJson<TPayrollRegister>(`/api/payroll/runs/${run.id}/register`, hrToken);
    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'exports-payroll-failure')));
    await page.goto(`/payroll/runs/${run.id}`);
    await settle(page);
    const { download, sheet } = await saved(page, 'Excel');
    expect(download.suggestedFilename()).toMatch(/^payroll-\d{4}-\d{2}-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(sheet.views[0]?.state).toBe('frozen');
    const net = sheet.getRow(2).getCell(columnOf(sheet, 'Net pay'));
    expect(typeof net.value).toBe('number');
    expect(net.numFmt).toBe('#,##0.00');
    const first = register.rows[0]!;
    expect(sheet.getRow(2).getCell(columnOf(sheet, 'Employee No.')).value).toBe(first.idno);
    expect(net.value).toBe(first.net / 100);
    const total = sheet.getRow(sheet.rowCount).getCell(columnOf(sheet, 'Net pay'));
    expect(total.value).toBe(register.total.net / 100);
    expect(total.numFmt).toBe('#,##0.00');
  });

  it("the month's remittances from their page: a sheet per agency, shares in pesos, formatted", async () => {
    const approved = async () =>
      (await getJson<TPayrollRunList>('/api/payroll/runs?per_page=100', hrToken)).runs.find((r) => r.status === 'approved' || r.status === 'paid');
    if (!(await approved()) && ownRun) {
      // A fresh database: the run opened above goes through the chain (accounting certifies, the approving official approves).
      const { run } = await postJson<TPayrollRunSaved>(`/api/payroll/runs/${ownRun}/submit`, {}, hrToken);
      for (const token of [accountingToken, adminToken]) await postJson(`/api/approval-requests/${run.approval_request_id}/act`, { action: 'approve' }, token);
    }
    const done = (await approved())!;
    expect(done).toBeTruthy();
    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'exports-remittances-failure')));
    await page.goto('/payroll/remittances');
    const label = new Date(`${done.month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    await choose(page, 'Month', label);
    await page.getByRole('tab', { name: 'GSIS' }).waitFor();
    await settle(page);
    await screenshot(page, 'exports-remittances');
    const remittances = await getJson<TPayrollRemittances>(`/api/payroll/remittances?month=${done.month}`, hrToken);
    const { download, sheet } = await saved(page, 'Export to Excel');
    expect(download.suggestedFilename()).toBe(`remittances-${done.month}.xlsx`);
    expect(sheet.name).toBe('GSIS');
    const total = sheet.getRow(sheet.rowCount).getCell(columnOf(sheet, 'Total'));
    expect(total.value).toBe(remittances.gsis.totals.total / 100);
    expect(total.numFmt).toBe('#,##0.00');
  });

  it('the property register from its page, with the search typed: unit cost in pesos, property numbers as text', async () => {
    const page = await (await signedInContext(browser, adminToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'exports-property-failure')));
    await page.goto('/property/register');
    await settle(page);
    await screenshot(page, 'exports-property-register');
    const { items } = await getJson<TPropertyItemList>('/api/property/items?per_page=100', adminToken);
    expect(items.length).toBeGreaterThan(0);
    const { download, sheet } = await saved(page, 'Export to Excel');
    expect(download.suggestedFilename()).toMatch(/^property-register-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(sheet.views[0]?.state).toBe('frozen');
    expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(items.length);
    const row = sheet.getRow(2);
    expect(row.getCell(columnOf(sheet, 'Property No.')).value).toBe(items[0]!.property_number);
    const cost = row.getCell(columnOf(sheet, 'Unit cost'));
    expect(cost.value).toBe(items[0]!.unit_cost / 100);
    expect(cost.numFmt).toBe('#,##0.00');
    expect(row.getCell(columnOf(sheet, 'Date acquired')).value).toBeInstanceOf(Date);

    // The search narrows the file as it narrows the list.
    const wanted = items[0]!.property_number;
    await page.getByRole('textbox', { name: /^Search number/ }).fill(wanted);
    await page.getByRole('row').filter({ hasText: wanted }).first().waitFor();
    await settle(page);
    const narrowed = await saved(page, 'Export to Excel');
    const numbers = narrowed.sheet.getColumn(columnOf(narrowed.sheet, 'Property No.')).values.slice(2);
    const matched = await getJson<TPropertyItemList>(`/api/property/items?per_page=100&term=${encodeURIComponent(wanted)}`, adminToken);
    expect(numbers).toEqual(matched.items.map((i) => i.property_number));
    expect(numbers).toContain(wanted);
  });
});
