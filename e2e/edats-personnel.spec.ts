import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TPayrollRunOne } from '@hris/contracts';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { pick } from './support/ui';

// Issue 42 items 11 and 6, as HR, a head and the payroll officer meet them: HR opens one employee's eDATS from Employee
// DTR and goes through its tabs (DTR, time logs, leave, requests), each item opening the office's own page, and the
// deep links land on the tab, the month and the day; a head opens the new-plan page from the plans of their office; the
// payroll run's page shows the DTRs not submitted once, collapsed with their count.

const DAY = 86_400_000;
const manilaDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * DAY).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

describeE2E("one employee's eDATS, the L&D new-plan page and the payroll's DTRs not submitted", () => {
  let browser: Browser;
  let hrToken: string;
  let staffToken: string;
  let headToken: string;
  let staffId: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    [hrToken, staffToken, headToken] = await Promise.all([signInThroughApi(ACCOUNTS.hr), signInThroughApi(ACCOUNTS.staff), signInThroughApi(ACCOUNTS.head)]);
    staffId = (await getJson<{ user: { personnel: { id: number } } }>('/api/users/me', staffToken)).user.personnel.id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('HR opens Juan Bautista’s eDATS from Employee DTR: the DTR, time logs, leave and requests tabs, each item opening its page', async () => {
    // A travel of his own, so the requests tab has a row to open.
    const travelDay = Array.from({ length: 20 }, (_, i) => manilaDay(i + 45)).find(isWeekday)!;
    const { travel } = await postJson<{ travel: { id: number } }>(
      '/api/official-business',
      {
        destination: 'Commission on Audit Regional Office',
        purpose: 'Hand in the liquidation report (eDATS page check)',
        date_from: travelDay,
        date_to: travelDay,
      },
      staffToken,
    );
    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'edats-personnel-failure')));

    await page.goto('/edats/dtr');
    await pick(page, page.getByRole('combobox', { name: 'Employee' }), 'Bautista', /Juan Bautista/);
    await page.getByRole('link', { name: /All of Juan Bautista’s eDATS/ }).click();
    await page.waitForURL(new RegExp(`/edats/personnel/${staffId}/dtr/\\d{4}-\\d{2}$`));
    await page.getByRole('heading', { name: "Employee's eDATS", level: 1 }).waitFor();
    await page.getByText('Juan Bautista', { exact: true }).first().waitFor();
    expect(await page.getByRole('tab', { name: 'Daily time record' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('region', { name: 'Totals of the month' }).waitFor();
    await settle(page);
    await screenshot(page, 'edats-personnel-dtr');

    await page.getByRole('tab', { name: 'Time logs' }).click();
    await page.waitForURL(new RegExp(`/edats/personnel/${staffId}/logs$`));
    await page.getByRole('table', { name: 'Time logs of the month' }).or(page.getByText('No time log received')).first().waitFor();

    await page.getByRole('tab', { name: 'Leave' }).click();
    await page.waitForURL(new RegExp(`/edats/personnel/${staffId}/leave$`));
    await page.getByRole('heading', { name: 'Leave applications' }).waitFor();
    await page.getByRole('combobox', { name: 'Year' }).waitFor();
    await settle(page);
    await screenshot(page, 'edats-personnel-leave');

    await page.getByRole('tab', { name: 'Requests' }).click();
    await page.waitForURL(new RegExp(`/edats/personnel/${staffId}/requests$`));
    const row = page.getByRole('row').filter({ hasText: 'Commission on Audit Regional Office' });
    await row.first().waitFor();
    await settle(page);
    await screenshot(page, 'edats-personnel-requests');
    await row.first().click();
    await page.waitForURL(new RegExp(`/edats/obt/${travel.id}$`));

    // Deep links: a kind of request, and a day of the DTR with its punches.
    await page.goto(`/edats/personnel/${staffId}/requests/overtime`);
    expect(await page.getByRole('tab', { name: 'Requests' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('radio', { name: 'Overtime' }).and(page.locator(':checked')).waitFor({ state: 'attached' });
    const day = Array.from({ length: 10 }, (_, i) => manilaDay(-(i + 1))).find(isWeekday)!;
    await page.goto(`/edats/personnel/${staffId}/dtr/${day.slice(0, 7)}/${day}`);
    await page.getByRole('heading', { name: `Time logs of ${longDate(day)}` }).waitFor();
    await settle(page);
    await screenshot(page, 'edats-personnel-day');
  });

  it('an employee is refused the page (it is the eDATS office’s)', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    await page.goto(`/edats/personnel/${staffId}/dtr`);
    await expect.poll(async () => page.getByRole('heading', { name: "Employee's eDATS" }).count(), { timeout: 5_000 }).toBe(0);
  });

  it('a head opens the new-plan page from the plans of their office, and Cancel brings them back', async () => {
    const page = await (await signedInContext(browser, headToken)).newPage();
    await page.goto('/lnd/development-plan/review-plan');
    await page.getByRole('link', { name: 'New development plan' }).click();
    await page.waitForURL(/\/lnd\/development-plan\/review-plan\/new$/);
    await page.getByRole('heading', { name: 'New development plan', level: 1 }).waitFor();
    await page.getByLabel('Breadcrumb').getByText('Plans of my office').waitFor();
    await page.getByRole('combobox', { name: 'Competency' }).first().waitFor();
    await settle(page);
    await screenshot(page, 'edats-personnel-lnd-new-plan');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/lnd\/development-plan\/review-plan$/);
  });

  it('the payroll run shows the DTRs not submitted once, collapsed with their count', async () => {
    // A university-wide draft of a month long past (no spec pays it): every office's DTRs are missing.
    const month = manilaDay(-550).slice(0, 7);
    const runs = (await getJson<{ runs: { id: number; kind: string }[] }>(`/api/payroll/runs?month=${month}`, hrToken)).runs;
    const existing = runs.find((r) => r.kind === 'regular');
    const runId = existing?.id ?? (await postJson<{ run: { id: number } }>('/api/payroll/runs', { month, kind: 'regular' }, hrToken)).run.id;
    const { run } = await getJson<TPayrollRunOne>(`/api/payroll/runs/${runId}`, hrToken);
    const count = run.missing_dtr.length;
    expect(count).toBeGreaterThan(1);

    const page = await (await signedInContext(browser, hrToken)).newPage();
    await page.goto(`/payroll/runs/${runId}`);
    const toggle = page.getByRole('button', { name: new RegExp(`DTRs of .* not submitted: ${count} offices`) });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText(run.missing_dtr[0]!.name, { exact: false }).count()).toBe(0);
    await settle(page);
    await screenshot(page, 'edats-personnel-payroll-collapsed', { fullPage: false });
    await toggle.click();
    expect(
      await page
        .getByRole('list', { name: /DTRs of .* not submitted/ })
        .getByRole('listitem')
        .count(),
    ).toBe(count);

    // The compute dialog gives the count with its own expander, not the list again.
    await page.getByRole('button', { name: 'Compute', exact: true }).click();
    const dialogToggle = page.getByRole('dialog').getByRole('button', { name: new RegExp(`Offices with DTRs of .* missing: ${count} offices`) });
    await dialogToggle.waitFor();
    expect(await dialogToggle.getAttribute('aria-expanded')).toBe('false');
    await settle(page);
    await screenshot(page, 'edats-personnel-payroll-dialog', { fullPage: false });
  });
});
