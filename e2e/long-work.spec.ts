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
    // Next month's DTRs are not submitted yet: the page asks to compute anyway, listing the offices.
    await compute.getByRole('button', { name: run.missing_dtr.length > 0 ? 'Compute anyway' : 'Compute', exact: true }).click();

    // The bar, as soon as the job is started: what it does, how far, and that the page may be left.
    await page.getByText(/^Computing the payroll: [\d,]+ of [\d,]+ people$/).waitFor();
    expect(await page.getByRole('progressbar', { name: /^Computing the payroll: [\d,]+ of [\d,]+ people$/ }).count()).toBeGreaterThan(0);
    await page.getByText('You may leave this page: you will be notified when it is done.').first().waitFor();
    await screenshot(page, 'long-work-progress', { fullPage: false });

    // HR leaves at once, for the list of runs (inside the app, as a user does); the notification finds HR wherever HR
    // is. (The demo's whole university is a few people: the job may end before the click, and the pop-up then shows
    // on the run page and stays through the move.)
    await page.getByRole('link', { name: 'Back to the runs' }).click();
    await page.getByRole('heading', { name: 'Payroll runs', level: 1 }).waitFor();
    await waitForToast(page, /has been computed: [\d,]+ people, net /);
    await screenshot(page, 'long-work-notified', { fullPage: false });

    // The bell holds it, with the link to the run.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByTestId('notification-dropdown').getByText('Computing the payroll: done').first().click();
    await page.getByRole('heading', { name: run.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/payroll/runs/${run.id}`);
    await page
      .getByText(/Computing the payroll: done/)
      .first()
      .waitFor();
    await page.getByRole('tab', { name: 'Register' }).waitFor();
    await settle(page);
    await screenshot(page, 'long-work-computed');
    const { run: computed, compute_job: job } = await getJson<TPayrollRunOne>(`/api/payroll/runs/${run.id}`, hrToken);
    expect(computed.status).toBe('computed');
    expect(job).toMatchObject({ status: 'done', done: computed.totals.people, total: computed.totals.people });
    await page.context().close();
  });
});
