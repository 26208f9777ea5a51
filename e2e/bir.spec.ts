import fs from 'node:fs';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TAlphalist, TBir1601c, TBirBatch, TPayrollRun, TPayrollRunSaved, TPreviousEmployer } from '@hris/contracts';
import { computeRunThroughApi, getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { choose, dialog, pick, waitForToast } from './support/ui';

// The BIR page (issue 40) as HR goes through it: Payroll → BIR, the employer's data the forms print, last month's
// 1601-C figures (as the API computes them from the paid runs), the year's alphalist DAT (its header record), a previous employer for staff@ (Juan Bautista) listed under his name, and every 2316 of the year printed in
// the background until the progress says done. The forms need a paid run: the spec pays last month's of CAS first.

/** Last month (Manila): payroll.spec pays this month of CAS and general-payroll.spec computes the next, so it is free. */
const MONTH = (() => {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 2, 1)).toISOString().slice(0, 7);
})();
const MONTH_LABEL = new Date(`${MONTH}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const YEAR = MONTH.slice(0, 4);
/** An input by its whole label: a required one's accessible name ends with Mantine's " *". */
const named = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/**
 * A paid run of MONTH, as the BIR's forms need: last month's of CAS taken through the chain over the API (prepared,
 * computed, sent, certified by accounting@, approved by admin@, paid), unless one is paid already.
 */
async function ensurePaidRun(hrToken: string): Promise<void> {
  const { runs } = await getJson<{ runs: TPayrollRun[] }>(`/api/payroll/runs?month=${MONTH}&status=paid`, hrToken);
  if (runs.length > 0) return;
  const { departments } = await getJson<{ departments: { id: number; acronym: string }[] }>('/api/departments?term=Arts', hrToken);
  const cas = departments.find((d) => d.acronym === 'CAS')!;
  const { run } = await postJson<TPayrollRunSaved>('/api/payroll/runs', { month: MONTH, kind: 'regular', department_id: cas.id }, hrToken);
  await computeRunThroughApi(run.id, hrToken);
  const { run: sent } = await postJson<TPayrollRunSaved>(`/api/payroll/runs/${run.id}/submit`, {}, hrToken);
  for (const account of [ACCOUNTS.accounting, ACCOUNTS.admin])
    await postJson(`/api/approval-requests/${sent.approval_request_id}/act`, { action: 'approve' }, await signInThroughApi(account));
  await postJson(`/api/payroll/runs/${run.id}/paid`, {}, hrToken);
}
/** Centavos as the page's columns of figures print them: 3_002_400 → "30,024.00". */
const figure = (centavos: number) =>
  `${centavos < 0 ? '-' : ''}${Math.floor(Math.abs(centavos) / 100).toLocaleString('en-PH')}.${String(Math.abs(centavos) % 100).padStart(2, '0')}`;

describeE2E('bir', () => {
  let browser: Browser;
  let hrToken: string;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    hrToken = await signInThroughApi(ACCOUNTS.hr);
    await ensurePaidRun(hrToken);
    page = await (await signedInContext(browser, hrToken)).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("HR opens Payroll → BIR and enters the employer's data the forms print", async () => {
    onTestFailed(async () => void (await screenshot(page, 'bir-employer-failure')));
    await page.goto('/payroll');
    await page.getByRole('link', { name: /BIR/ }).first().click();
    await page.waitForURL(/\/payroll\/bir$/);
    await page.getByRole('heading', { name: 'The employer on the forms' }).waitFor();
    await page.getByRole('textbox', { name: named('TIN') }).fill('123-456-789');
    await page.getByRole('textbox', { name: named('Branch code') }).fill('0000');
    await page.getByRole('textbox', { name: named('RDO code') }).fill('1O1');
    await page.getByRole('textbox', { name: named('Registered address') }).fill('Andrews Campus, Caritan, Tuguegarao City, Cagayan');
    await page.getByRole('textbox', { name: named('ZIP code') }).fill('3500');
    await page.getByRole('textbox', { name: named('Authorized agent') }).fill('Maria Santos');
    await page.getByRole('textbox', { name: named("Authorized agent's title") }).fill('Chief Administrative Officer, HRMO');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // A letter in the RDO code is refused under its field, as the API would.
    await page.getByText('The RDO code is three digits (and a letter, as 028A).').waitFor();
    await page.getByRole('textbox', { name: named('RDO code') }).fill('015');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(page, "The employer's data on the BIR forms has been saved.");
    const { employer } = await getJson<{ employer: { employer_tin: string; employer_rdo: string } }>('/api/payroll/bir/employer', hrToken);
    expect(employer.employer_tin.replace(/-/g, '')).toBe('123456789');
    expect(employer.employer_rdo).toBe('015');
  });

  it("shows the month's 1601-C figures as computed from the month's paid runs", async () => {
    onTestFailed(async () => void (await screenshot(page, 'bir-1601c-failure')));
    const form = await getJson<TBir1601c>(`/api/payroll/bir/1601c?month=${MONTH}`, hrToken);
    await choose(page, 'Month', MONTH_LABEL);
    const table = page.getByRole('table', { name: '1601-C Part II' });
    await page.getByText(`From ${form.runs.length} approved and paid run(s), ${form.people} people.`).waitFor();
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(form.lines.length);
    for (const [i, line] of form.lines.entries()) {
      const cells = rows.nth(i).getByRole('cell');
      expect(await cells.nth(0).innerText()).toBe(line.item);
      expect(await cells.nth(1).innerText()).toBe(line.label);
      expect((await cells.nth(2).innerText()).trim()).toBe(figure(line.amount));
    }
    // The paid run of CAS is there, with its people and some compensation.
    expect(form.runs.length).toBeGreaterThan(0);
    expect(form.people).toBeGreaterThan(0);
    expect(form.lines.some((l) => l.amount > 0)).toBe(true);
  });

  it("downloads the year's alphalist DAT, whose header record names the employer and the year", async () => {
    onTestFailed(async () => void (await screenshot(page, 'bir-alphalist-failure')));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'DAT file' }).click()]);
    const file = await download.path();
    const lines = fs.readFileSync(file, 'latin1').split('\r\n');
    expect(lines[0]).toBe(`H1604C,123456789,0000,12/31/${YEAR}`);
    const alphalist = await getJson<TAlphalist>(`/api/payroll/bir/alphalist?year=${YEAR}`, hrToken);
    expect(download.suggestedFilename()).toBe(alphalist.file_name);
    // One detail record per employee with a TIN, and the control record when there is any.
    // One D1 record per employee of the year, then the control record.
    const people = new Set([...alphalist.employed, ...alphalist.separated, ...alphalist.minimum_wage_earners].map((r) => r.personnel_id));
    expect(people.size).toBeGreaterThan(0);
    expect(lines.filter((l) => l.startsWith('D1,1604C,123456789,0000,')).length).toBe(people.size);
    expect(lines.some((l) => l.startsWith('C1,1604C,123456789,0000,'))).toBe(true);
  });

  it('adds a previous employer for staff@ and sees it listed under his name (a wrong sum refused under the gross)', async () => {
    onTestFailed(async () => void (await screenshot(page, 'bir-previous-employer-failure')));
    const panel = page.locator('.mantine-Paper-root').filter({ has: page.getByRole('heading', { name: `Previous employers, ${YEAR}` }) });
    await pick(page, panel.getByRole('combobox', { name: 'Employee' }), 'Bautista', /Juan Bautista.*Arts and Sciences/);
    await panel.getByRole('button', { name: 'Add previous employer' }).click();
    const modal = dialog(page, `Add a previous employer (${YEAR})`);
    await expect(modal.getByRole('combobox', { name: 'Employee' }).inputValue()).resolves.toBe('Juan Bautista');
    await modal.getByRole('textbox', { name: named('Employer’s name') }).fill('Cagayan Valley Trading Corp.');
    await modal.getByRole('textbox', { name: named('Employer’s TIN') }).fill('987-654-321-0000');
    await modal.getByRole('textbox', { name: named('Registered address') }).fill('Maharlika Highway, Tuguegarao City');
    await modal.getByRole('textbox', { name: named('ZIP code') }).fill('3500');
    await modal.getByRole('textbox', { name: named('Gross compensation') }).fill('60,000.00');
    await modal.getByRole('textbox', { name: named('Taxable compensation') }).fill('50,000.00');
    await modal.getByRole('textbox', { name: named('Tax withheld') }).fill('1,250.00');
    await modal.getByRole('button', { name: 'Add previous employer' }).click();
    await modal.getByText(/The gross compensation must equal the non-taxable parts/).waitFor();
    await modal.getByRole('textbox', { name: named('Non-taxable 13th month pay and other benefits') }).fill('10,000');
    await modal.getByRole('button', { name: 'Add previous employer' }).click();
    await waitForToast(page, /Cagayan Valley Trading Corp\. has been entered as Juan Bautista's previous employer/);
    const row = panel.getByRole('row').filter({ hasText: 'Cagayan Valley Trading Corp.' });
    await row.waitFor();
    expect(await row.innerText()).toContain('60,000.00');
    expect(await row.innerText()).toContain('1,250.00');
    const { previous_employers } = await getJson<{ previous_employers: TPreviousEmployer[] }>(`/api/payroll/bir/previous-employers?year=${YEAR}`, hrToken);
    const saved = previous_employers.find((p) => p.name === 'Cagayan Valley Trading Corp.');
    expect(saved).toMatchObject({ fullname: 'Juan Bautista', gross: 6_000_000, non_taxable_benefits: 1_000_000, taxable: 5_000_000, tax_withheld: 125_000 });
    await settle(page);
    await screenshot(page, 'bir-page');
  });

  it('prints every 2316 of the year and waits for the progress to finish', async () => {
    onTestFailed(async () => void (await screenshot(page, 'bir-2316-failure')));
    const panel = page.locator('.mantine-Paper-root').filter({ has: page.getByRole('heading', { name: `Every BIR Form 2316 of ${YEAR}` }) });
    await panel.getByRole('button', { name: 'Print every 2316' }).click();
    await panel.getByText('done', { exact: true }).waitFor({ timeout: 60_000 });
    const { batch } = await getJson<{ batch: TBirBatch | null }>(`/api/payroll/bir/2316-all?year=${YEAR}`, hrToken);
    expect(batch?.status).toBe('done');
    expect(batch?.done).toBe(batch?.total);
    await panel.getByText(`${batch!.done} of ${batch!.total} employees`).waitFor();
    await panel.getByRole('button', { name: /All 2316s/ }).waitFor();
  });
});
