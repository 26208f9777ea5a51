import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TPayrollRunSaved } from '@hris/contracts';
import { computeRunThroughApi, getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';

// Issue 40 as its users see it: hr@ finds the General Payroll (PDF, Excel) on a computed run's register and a
// deduction's ledger on the deductions page; staff@ finds his loans under his payslips.

describeE2E('general payroll', () => {
  let browser: Browser;
  let hrToken: string;
  let staffToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [hrToken, staffToken] = await Promise.all([signInThroughApi(ACCOUNTS.hr), signInThroughApi(ACCOUNTS.staff)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("offers the General Payroll on a computed run's register", async () => {
    const { departments } = await getJson<{ departments: { id: number; acronym: string }[] }>('/api/departments?term=Arts', hrToken);
    const cas = departments.find((d) => d.acronym === 'CAS')!;
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1);
    const month = next.toISOString().slice(0, 7);
    const { run } = await postJson<TPayrollRunSaved>('/api/payroll/runs', { month, kind: 'regular', department_id: cas.id }, hrToken);
    await computeRunThroughApi(run.id, hrToken);
    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'general-payroll-failure')));
    await page.goto(`/payroll/runs/${run.id}`);
    await page.getByRole('button', { name: 'General Payroll (PDF), the GAM’s Appendix 33' }).waitFor();
    await page.getByRole('button', { name: 'General Payroll (Excel)' }).waitFor();
    await settle(page);
    await screenshot(page, 'general-payroll-run');
  });

  it('shows a deduction’s ledger on the deductions page, and staff@ his loans', async () => {
    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'general-payroll-ledger-failure')));
    await page.goto('/payroll/deductions');
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Ledger' }).click();
    await page
      .getByRole('dialog', { name: 'Ledger' })
      .getByText(/a month · original balance/)
      .waitFor();
    await settle(page);
    await screenshot(page, 'general-payroll-ledger');

    const mine = await (await signedInContext(browser, staffToken)).newPage();
    await mine.goto('/account/payroll/payslip');
    await mine.getByRole('heading', { name: 'My loans' }).waitFor();
    // Each loan is a button named by what it shows (its label first), which opens its ledger.
    await mine.getByRole('region', { name: 'My loans' }).getByRole('button').first().click();
    await mine
      .getByRole('dialog', { name: 'Ledger' })
      .getByText(/a month · original balance/)
      .waitFor();
    await settle(mine);
    await screenshot(mine, 'general-payroll-my-loans');
    expect(await mine.getByRole('dialog', { name: 'Ledger' }).isVisible()).toBe(true);
  });
});
