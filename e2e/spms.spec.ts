import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { expectNoSeriousViolations } from './support/axe';
import { choose, waitForToast } from './support/ui';

// SPMS (issue 24) as its users go through it: staff@ opens his IPCR for July–December 2026 (the demo's open period),
// sets two targets (the weights must add up to 100), commits to them, files his accomplishments and submits them;
// head@ finds it among her office's IPCRs, rates each target Q/E/T; the final rating shows to both.

describeE2E('spms', () => {
  let browser: Browser;
  let staffToken: string;
  let headToken: string;
  let adminToken: string;
  let ipcrPath = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    [staffToken, headToken, adminToken] = await Promise.all([
      signInThroughApi(ACCOUNTS.staff),
      signInThroughApi(ACCOUNTS.head),
      signInThroughApi(ACCOUNTS.admin),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
  /** A toast waited for, then closed: toasts sit over the forms' buttons at the bottom right. */
  const toast = async (page: Page, text: string) => {
    await waitForToast(page, text);
    for (const close of await page.locator('.mantine-Notification-root .mantine-Notification-closeButton').all()) await close.click().catch(() => undefined);
  };

  it('staff@ sets his IPCR targets, commits, files his accomplishments and submits them for rating', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'spms-staff-failure')));
    await page.goto('/spmis/ipcr');
    await page.getByRole('button', { name: 'Open my IPCR for July–December 2026' }).click();
    await toast(page, 'Your IPCR for July–December 2026 has been opened: set your targets.');
    await page.waitForURL(/\/spmis\/ipcr\/\d+$/);
    ipcrPath = new URL(page.url()).pathname;

    // Saved empty: each field of the target says what it needs; choosing the MFO takes its message away, the others stay.
    await page.getByRole('button', { name: 'Save targets' }).click();
    await page.getByText('Choose the MFO.').waitFor();
    await page.getByText('The output field is required.').waitFor();
    await screenshot(page, 'spms-targets-refused');
    await choose(page, 'MFO of target 1', 'Higher Education Services');
    await expect.poll(() => page.getByText('Choose the MFO.').count()).toBe(0);
    expect(await page.getByText('The output field is required.').count()).toBe(1);
    await screenshot(page, 'spms-targets-corrected');
    await choose(page, 'Success indicator from the list for target 1', /^Classes handled/);
    await expect.poll(() => textbox(page, 'Output of target 1').inputValue()).toBe('Classes handled');
    await textbox(page, 'Weight of target 1 (%)').fill('60');
    await page.getByRole('button', { name: 'Add a target' }).click();
    await choose(page, 'MFO of target 2', 'Research Services');
    await textbox(page, 'Output of target 2').fill('Research colloquium');
    await textbox(page, 'Success indicator of target 2 (targets + measures)').fill('1 colloquium paper presented by the end of the semester');
    await textbox(page, 'Weight of target 2 (%)').fill('30');
    await page.getByRole('button', { name: 'Save targets' }).click();
    // The weights add up to 90: refused, what was typed kept.
    await page.getByText('The weights must add up to 100 (they add up to 90).').waitFor();
    expect(await textbox(page, 'Output of target 2').inputValue()).toBe('Research colloquium');
    await textbox(page, 'Weight of target 2 (%)').fill('40');
    // Corrected, the message goes at once, before the next save.
    await expect.poll(() => page.getByText(/The weights must add up to 100/).count()).toBe(0);
    await page.getByRole('button', { name: 'Save targets' }).click();
    await toast(page, 'Your targets have been saved.');
    await settle(page);
    await screenshot(page, 'spms-targets');
    await page.getByRole('button', { name: 'Commit to these targets' }).click();
    await toast(page, 'Your targets are committed; your head has been told.');

    await textbox(page, 'Actual accomplishment of target 1').fill('All 5 classes held; syllabi submitted on 10 August.');
    await textbox(page, 'Actual accomplishment of target 2').fill('Paper on local dialects presented at the college colloquium.');
    await page.getByRole('button', { name: 'Submit for rating' }).click();
    await toast(page, 'Your IPCR has been sent to your head for rating.');
    await page.getByText('Rated by the immediate head').waitFor();
    await expectNoSeriousViolations(page, '/spmis/ipcr/:id');
    await screenshot(page, 'spms-submitted');
  });

  it('head@ rates the targets from her office’s IPCRs; the final rating shows', async () => {
    const page = await (await signedInContext(browser, headToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'spms-head-failure')));
    await page.goto('/spmis/office-ipcrs');
    const row = page.getByRole('row').filter({ hasText: 'Juan' });
    await row.waitFor();
    await expectNoSeriousViolations(page, '/spmis/office-ipcrs');
    await screenshot(page, 'spms-office-ipcrs');
    await row.click();
    await page.waitForURL((url) => url.pathname === ipcrPath);
    await page.getByRole('heading', { name: 'Rate the targets' }).waitFor();
    // Target 1 (60%): 5, 4, 5 → 4.667; target 2 (40%): 4, 4, 4 → 4.000; 2.8002 + 1.600 = 4.400 Very Satisfactory.
    for (const [name, value] of [
      ['Quality of target 1', '5'],
      ['Efficiency of target 1', '4'],
      ['Timeliness of target 1', '5'],
      ['Quality of target 2', '4'],
      ['Efficiency of target 2', '4'],
      ['Timeliness of target 2', '4'],
    ] as const) {
      await textbox(page, name).fill(value);
    }
    await expect.poll(() => textbox(page, 'Average of target 1').inputValue()).toBe('4.667');
    await screenshot(page, 'spms-rate');
    await page.getByRole('button', { name: 'Save ratings and approve' }).click();
    await page.getByText('Calibrated by the performance management team').waitFor();
    await expect.poll(() => page.getByTestId('final-rating').textContent()).toBe('4.400 Very Satisfactory');
    await screenshot(page, 'spms-rated');
  });

  it('staff@ sees his ratings and final rating', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    await page.goto(ipcrPath);
    await expect.poll(() => page.getByTestId('final-rating').textContent()).toBe('4.400 Very Satisfactory');
    await page.getByRole('table', { name: 'Targets and ratings' }).getByText('4.667').waitFor();
    await screenshot(page, 'spms-staff-rated');
  });

  it('admin@ keeps the periods: a period whose dates are out of order is refused with each field’s message, what was typed kept, each message gone once its field is corrected', async () => {
    const page = await (await signedInContext(browser, adminToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'spms-settings-failure')));
    await page.goto('/spmis/admin/settings');
    await page.getByRole('table', { name: 'Rating periods' }).getByText('July–December 2026 (open)').waitFor();
    await expectNoSeriousViolations(page, '/spmis/admin/settings');
    await screenshot(page, 'spms-settings');
    await page.getByRole('button', { name: 'Add a period' }).click();
    const form = page.getByRole('dialog', { name: 'Add a rating period' });
    await form.getByRole('textbox', { name: 'Year', exact: true }).fill('2028');
    for (const [label, value] of [
      ['Period starts', '2028-01-01'],
      ['Period ends', '2028-06-30'],
      ['Target setting from', '2028-01-01'],
      ['Target setting until', '2028-01-31'],
      ['Rating from', '2028-01-15'],
      ['Rating until', '2028-07-15'],
      ['Calibration from', '2028-07-16'],
      ['Calibration until', '2028-07-10'],
    ] as const) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    await form.getByRole('button', { name: 'Save period' }).click();
    await form.getByText('Rating must start on or after target setting ends.').waitFor();
    await form.getByText('Calibration must end on or after it starts.').waitFor();
    expect(await form.getByLabel('Rating from', { exact: true }).inputValue()).toBe('2028-01-15');
    await screenshot(page, 'spms-settings-period-refused', { fullPage: false });
    // Each message goes as soon as its field is corrected; the other stays until its own is.
    await form.getByLabel('Rating from', { exact: true }).fill('2028-07-01');
    await expect.poll(() => form.getByText('Rating must start on or after target setting ends.').count()).toBe(0);
    expect(await form.getByText('Calibration must end on or after it starts.').count()).toBe(1);
    await screenshot(page, 'spms-settings-period-corrected', { fullPage: false });
    await form.getByLabel('Calibration until', { exact: true }).fill('2028-07-31');
    await expect.poll(() => form.getByText('Calibration must end on or after it starts.').count()).toBe(0);
    await form.getByRole('button', { name: 'Save period' }).click();
    await toast(page, 'The period January–June 2028 has been added.');
  });
});
