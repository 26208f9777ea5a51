import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TPayrollRunOne, TPayrollRunSaved } from '@hris/contracts';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, waitForToast } from './support/ui';

// Issue 42, item 5, as HR lives it: the whole university's payroll is computed as a job. HR clicks Compute, sees the
// progress bar ("Computing the payroll: … of … people", "You may leave this page"), leaves the page at once, is told by
// the notification when it is done (wherever HR is), opens the run from the notification and finds it computed.

describeE2E('long work as jobs', () => {
  let browser: Browser;
  let hrToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    hrToken = await signInThroughApi(ACCOUNTS.hr);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('HR computes the payroll, sees the bar, leaves the page, is notified, and finds the run computed', async () => {
    // A month no other spec pays: a regular run for everyone, prepared ahead (a regular run may be a month ahead).
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1);
    const month = next.toISOString().slice(0, 7);
    const { run } = await postJson<TPayrollRunSaved>('/api/payroll/runs', { month, kind: 'regular' }, hrToken);

    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'long-work-failure')));
    await page.goto(`/payroll/runs/${run.id}`);
    await page.getByRole('button', { name: 'Compute', exact: true }).click();
    const compute = dialog(page, 'Compute the payroll');
    const anyway = compute.getByRole('button', { name: /anyway$/ });
    await compute.getByRole('button', { name: /^Compute( anyway)?$/ }).click();
    // The DTRs of next month are not submitted: the page asks once.
    if (await anyway.isVisible().catch(() => false)) await anyway.click();

    // The bar, as soon as the job is started: what it does, how far, and that the page may be left.
    const bar = page.getByRole('progressbar', { name: /^Computing the payroll: [\d,]+ of [\d,]+ people$/ });
    await bar.waitFor();
    await page.getByText('You may leave this page: you will be notified when it is done.').waitFor();
    await screenshot(page, 'long-work-progress', { fullPage: false });

    // HR leaves at once, for the list of runs; the notification finds HR there.
    await page.goto('/payroll/runs');
    await waitForToast(page, /has been computed: [\d,]+ people, net /);
    await screenshot(page, 'long-work-notified', { fullPage: false });

    // The bell holds it, with the link to the run.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByText('Computing the payroll: done').first().click();
    await page.waitForURL(new RegExp(`/payroll/runs/${run.id}$`));
    await page.getByText(/Computing the payroll: done/).first().waitFor();
    await page.getByRole('tab', { name: 'Register' }).waitFor();
    await settle(page);
    await screenshot(page, 'long-work-computed');
    const { run: computed, compute_job: job } = await getJson<TPayrollRunOne>(`/api/payroll/runs/${run.id}`, hrToken);
    expect(computed.status).toBe('computed');
    expect(job).toMatchObject({ status: 'done', done: computed.totals.people, total: computed.totals.people });
    await page.context().close();
  });
});
