import { execFileSync } from 'node:child_process';
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
  let computedRun: TPayrollRunOne['run'] | null = null;
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

    // The bar, as soon as the job is started: what it does, how far, and that the page may be left. All three looked
    // for at once: the demo's university is four people, and the job may end a moment after the bar appears (a check
    // after another once found the words and then no bar: the end had replaced it).
    const doing = /^Computing the payroll: [\d,]+ of [\d,]+ people$/;
    await Promise.all([
      page.getByText(doing).first().waitFor(),
      page.getByRole('progressbar', { name: doing }).first().waitFor({ state: 'attached' }), // at 0 % it has no width
      page.getByText('You may leave this page: you will be notified when it is done.').first().waitFor(),
    ]);
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
    computedRun = computed;
    await page.context().close();
  });

  it("HR prints every payslip of the run as a job: the bar or its end on the page, the bell, and the file's pages", async () => {
    const run = computedRun!;
    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'long-work-payslips-failure')));
    await page.goto(`/payroll/runs/${run.id}`);
    await page.getByRole('button', { name: /^Payslips PDF/ }).click();
    // The bar while the pages are drawn, or at once its end with the file (a few people draw in a blink).
    const done = page.getByRole('status').filter({ hasText: 'Printing the payslips: done' });
    await done.waitFor();
    await settle(page);
    // Once it ended, the button asks for a new file again.
    await expect.poll(() => page.getByRole('button', { name: /^Payslips PDF/ }).isEnabled()).toBe(true);
    await screenshot(page, 'long-work-payslips', { fullPage: false });
    const download = page.waitForEvent('download');
    await done.getByRole('button', { name: 'Save the file' }).click();
    const file = await (await download).path();
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file!]).toString())![1]);
    expect(pages).toBe(run.totals.people);
    // The bell says so too, with the run's link.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByTestId('notification-dropdown').getByText('Printing the payslips: done').first().waitFor();
    const { payslips_job: job } = await getJson<TPayrollRunOne>(`/api/payroll/runs/${run.id}`, hrToken);
    expect(job).toMatchObject({ status: 'done', done: run.totals.people, total: run.totals.people, result: { has_file: true } });
    await page.context().close();
  });
});
