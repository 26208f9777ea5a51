import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TMyPayslips, TPayrollRunOne } from '@hris/contracts';
import { getJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, pick, waitForToast } from './support/ui';

// A special payroll (issue 40) as its users go through it: hr@ opens the year-end bonus and cash gift of the College of
// Arts and Sciences, computes it (the people left out listed with the reason), and sends it for approval; accounting@
// certifies it and admin@ approves it in Approvals; hr@ marks it paid; staff@ finds it beside his monthly payslips.
// (Named after payroll.spec.ts, which counts staff@'s payslips, so that it runs after it.)

describeE2E('special payroll', () => {
  let browser: Browser;
  let hrToken: string;
  let staffToken: string;
  let runId: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    [hrToken, staffToken] = await Promise.all([signInThroughApi(ACCOUNTS.hr), signInThroughApi(ACCOUNTS.staff)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('HR opens the year-end bonus of CAS, computes it and sends it for approval', async () => {
    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'special-payroll-failure')));
    await page.goto('/payroll/runs');
    await page.getByRole('button', { name: 'New run' }).click();
    const form = dialog(page, 'New payroll run');
    await form.getByRole('combobox', { name: 'Who the run pays' }).click();
    await page.getByRole('option', { name: 'Year-end bonus and cash gift' }).click();
    await form.getByText('One office').click();
    await pick(page, form.getByRole('combobox', { name: 'Office' }), 'Arts', /College of Arts and Sciences/);
    await form.getByRole('button', { name: 'Create run' }).click();
    // The bonus is released from 15 November: the month this runs in is November or December (the run's month defaults
    // to the current one); earlier in the year the form says so under the month.
    await page.waitForURL(/\/payroll\/runs\/\d+$/);
    runId = Number(page.url().split('/').pop());

    await page.getByRole('button', { name: 'Compute', exact: true }).click();
    await dialog(page, 'Compute the payroll').getByRole('button', { name: 'Compute', exact: true }).click();
    await waitForToast(page, /has been computed/);
    await page.getByRole('cell', { name: 'Juan Bautista' }).first().waitFor();
    const { run } = await getJson<TPayrollRunOne>(`/api/payroll/runs/${runId}`, hrToken);
    expect(run).toMatchObject({ kind: 'year_end_bonus', status: 'computed' });
    if (run.exclusions.length) await page.getByRole('list', { name: 'Left out of this run' }).getByText(run.exclusions[0]!.reason).waitFor();
    // The register shows the benefit in its own column, not the monthly run's basic and PERA at 0.00.
    const register = page.getByRole('table', { name: /^General payroll:/ });
    await register.getByRole('columnheader', { name: 'Year-end bonus and cash gift' }).waitFor();
    expect(await register.getByRole('columnheader', { name: 'Basic' }).count()).toBe(0);
    await settle(page);
    await screenshot(page, 'special-payroll-run');

    await page.getByRole('button', { name: 'Send for approval' }).click();
    await dialog(page, 'Send for approval').getByRole('button', { name: 'Send for approval' }).click();
    await waitForToast(page, /sent for approval/);
    await page.context().close();
  });

  it('accounting certifies it and admin approves it; HR marks it paid', async () => {
    const { run } = await getJson<TPayrollRunOne>(`/api/payroll/runs/${runId}`, hrToken);
    for (const [account, verb] of [
      [ACCOUNTS.accounting, 'Certify'],
      [ACCOUNTS.admin, 'Approve'],
    ] as const) {
      const page = await (await signedInContext(browser, await signInThroughApi(account))).newPage();
      onTestFailed(async () => void (await screenshot(page, `special-payroll-${verb}-failure`)));
      await page.goto(`/approvals?id=${run.approval_request_id}`);
      const drawer = dialog(page, 'Approval request');
      await drawer.getByRole('button', { name: verb, exact: true }).click();
      await waitForToast(page, /certified|approved/i);
      await page.context().close();
    }
    const hr = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(hr, 'special-payroll-paid-failure')));
    await hr.goto(`/payroll/runs/${runId}`);
    await hr.getByRole('button', { name: 'Mark paid' }).click();
    await dialog(hr, 'Mark as paid').getByRole('button', { name: 'Mark paid' }).click();
    await waitForToast(hr, /paid and locked/);
    await hr.context().close();
  });

  it('HR names the positions entitled to RATA on the rate tables page, a level without its amount refused first', async () => {
    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'special-payroll-rata-failure')));
    await page.goto('/payroll/tables');
    await page.getByRole('button', { name: /^New table: RATA/ }).click();
    const form = dialog(page, 'New rate table');
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    await form.getByLabel('Takes effect on').fill(nextYear);
    await form.getByLabel('Source').fill('GAA General Provisions (e2e)');
    // The seeded levels are there to start from; the last, Chief of Division, gets a position.
    const levels = form.getByRole('table', { name: 'RATA levels' });
    const rows = await levels.getByRole('row').count();
    const last = rows - 1;
    await form.getByRole('textbox', { name: `RA, level ${last}` }).fill('');
    const positions = form.getByLabel(`Positions entitled, level ${last}`);
    await positions.fill('College Dean');
    await positions.press('Enter');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Write the amount.').waitFor();
    await form.getByRole('textbox', { name: `RA, level ${last}` }).fill('4,500.00');
    await settle(page);
    await screenshot(page, 'special-payroll-rata-levels', { fullPage: false });
    await form.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, /have been saved/);
    const { tables } = await getJson<{
      tables: { kind: string; effective_date: string; data: { levels?: { level: string; ra: number; positions: string[] }[] } }[];
    }>('/api/payroll/tables', hrToken);
    const saved = tables.find((t) => t.kind === 'rata' && t.effective_date === nextYear)!;
    expect(saved.data.levels!.at(-1)).toMatchObject({ level: 'Chief of Division', ra: 450_000, positions: ['College Dean'] });
    await page.context().close();
  });

  it('staff@ opens his year-end bonus payslip beside the monthly ones', async () => {
    const { payslips } = await getJson<TMyPayslips>('/api/payroll/payslips/mine', staffToken);
    const slip = payslips.find((p) => p.run_id === runId)!;
    expect(slip).toMatchObject({ kind: 'year_end_bonus' });
    expect(slip.lines.map((l) => l.code)).toEqual(['year_end_bonus', 'cash_gift', 'tax']);
    expect(slip.lines.reduce((s, l) => s + l.amount, 0)).toBe(slip.net);
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'special-payroll-payslip-failure')));
    await page.goto('/account/payroll/payslip');
    await page.getByText('Year-end bonus and cash gift').first().click();
    await page
      .getByText(/Cash gift \d{4}/)
      .first()
      .waitFor();
    await settle(page);
    await screenshot(page, 'special-payroll-my-payslip');
    await page.context().close();
  });
});
