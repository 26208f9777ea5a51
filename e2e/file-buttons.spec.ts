import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, screenshot, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { waitForToast } from './support/ui';

// The buttons that ask the server for a file (components/busy-button.tsx: every PDF, Excel and export button of the
// pages) as their users meet them on a slow or refusing server: busy from the click until the answer, so a second
// click sends nothing, then ready again — with the file, or with the server's reason in a toast.

describeE2E('buttons that fetch a file', () => {
  let browser: Browser;
  let staffToken: string;
  let hrToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [staffToken, hrToken] = await Promise.all([signInThroughApi(ACCOUNTS.staff), signInThroughApi(ACCOUNTS.hr)]);
  });
  afterAll(async () => browser?.close());

  it('the PDS "Excel" button is busy while the file is made, sends one request for two clicks, and saves the workbook', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'file-buttons-busy-failure')));
    // The server's answer is held until the button has been looked at.
    let asked = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/personnels/*/pds/excel**', async (route: Route) => {
      asked += 1;
      await released;
      await route.continue();
    });
    await page.goto('/account/profile');
    const button = page.getByRole('button', { name: 'Excel', exact: true });
    await button.waitFor();
    const download = page.waitForEvent('download');
    await button.click();
    await expect.poll(() => button.getAttribute('data-loading')).toBe('true');
    expect(await button.isDisabled()).toBe(true);
    // A second click on the busy button sends nothing.
    await button.click({ force: true });
    await screenshot(page, 'file-buttons-busy', { fullPage: false });
    release();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    await expect.poll(() => button.getAttribute('data-loading')).toBe(null);
    expect(await button.isDisabled()).toBe(false);
    expect(asked).toBe(1);
  });

  it('a refused export says why in a toast, the button is ready again, and the next click saves the file', async () => {
    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'file-buttons-refused-failure')));
    // The list's own limit (personnel.service: at most 20,000 rows) is far above the demo's; the server's refusal of
    // that shape (SPEC.md §8) is answered here once.
    const MESSAGE = 'The export is limited to 20,000 rows: narrow the filters.';
    let refused = false;
    await page.route('**/api/personnels/export**', async (route: Route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: MESSAGE, error: MESSAGE }) });
    });
    await page.goto('/personnels');
    const button = page.getByRole('button', { name: 'Export to Excel', exact: true });
    await button.click();
    await waitForToast(page, MESSAGE);
    await expect.poll(() => button.getAttribute('data-loading')).toBe(null);
    expect(await button.isDisabled()).toBe(false);
    await screenshot(page, 'file-buttons-refused', { fullPage: false });
    const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  });
});
