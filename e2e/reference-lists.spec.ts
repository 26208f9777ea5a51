import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, PHONE, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog } from './support/ui';

describeE2E('reference lists', () => {
  let browser: Browser;
  let hrToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    hrToken = await signInThroughApi(ACCOUNTS.hr);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a duplicate name is refused under the input and nothing is added', async () => {
    const context = await signedInContext(browser, hrToken);
    const page = await context.newPage();
    await page.goto('/settings/positions');
    const table = page.getByRole('table', { name: 'Positions' });
    await table.getByText('Accountant I', { exact: true }).waitFor();
    const range = page.getByText(/^Showing \d+–\d+ of \d+$/);
    const before = await range.innerText();
    await settle(page);
    await screenshot(page, 'settings-reference-list');

    await page.getByRole('button', { name: 'Add position' }).click();
    const form = dialog(page, 'Add a position');
    await form.getByLabel('Position title').fill('Accountant I');
    await form.getByRole('button', { name: 'Save' }).click();
    const message = form.getByText('The position has already been taken.');
    await message.waitFor();
    expect(await form.getByLabel('Position title').getAttribute('aria-invalid')).toBe('true');
    await settle(page);
    await screenshot(page, 'settings-reference-list-duplicate', { fullPage: false });

    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.reload();
    await table.getByText('Accountant I', { exact: true }).waitFor();
    expect(await range.innerText()).toBe(before);
    // The search finds the one entry, not two.
    await page.getByPlaceholder('Search positions').fill('Accountant I');
    await page.waitForTimeout(400);
    expect(await table.getByText('Accountant I', { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('the lists on a phone', async () => {
    const context = await signedInContext(browser, hrToken, PHONE);
    const page = await context.newPage();
    await page.goto('/settings/lists/degrees');
    await page.getByRole('heading', { name: 'Degrees' }).waitFor();
    await page.getByText(/^Showing/).waitFor();
    await settle(page);
    await screenshot(page, 'settings-reference-list-390');
    await context.close();
  });
});
