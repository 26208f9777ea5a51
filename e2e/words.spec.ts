import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog } from './support/ui';

// Issue 42 items 7 and 8, as users meet them: a negative unit cost is told what is wrong (not "required"), and a DTS
// title shows its limit as it is typed and is never cut. (The leave days' "2 days" is seen in approval-summary.spec
// and leave.spec, which file the application it needs.)

describeE2E('numbers and texts in the users’ words', () => {
  let browser: Browser;
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    [adminToken, staffToken] = await Promise.all([signInThroughApi(ACCOUNTS.admin), signInThroughApi(ACCOUNTS.staff)]);
  });
  afterAll(async () => browser?.close());

  it('a negative unit cost on the property form says it must be more than zero', async () => {
    const page = await (await signedInContext(browser, adminToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'words-unit-cost-failure')));
    await page.goto('/property/register');
    await page.getByRole('button', { name: 'Add item' }).click();
    const form = dialog(page, 'Add an item to the register');
    await form.getByRole('textbox', { name: 'Description' }).fill('Laptop computer');
    await form.getByRole('textbox', { name: /^Unit cost/ }).fill('-500');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The unit cost must be more than zero.').waitFor();
    expect(await form.getByText(/unit cost field is required/).count()).toBe(0);
    await settle(page);
    await screenshot(page, 'words-unit-cost', { fullPage: false });
  });

  it('the DTS title shows its limit as it is typed, and a longer one is kept and refused in words', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'words-dts-title-failure')));
    await page.goto('/dts/add-document');
    await page.getByRole('heading', { name: 'Add document' }).waitFor();
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.fill('Request for a travel order');
    await page.getByText('26 / 300').waitFor();
    await title.fill('x'.repeat(2000));
    // Nothing cut: all 2,000 characters are there, the counter says so, and saving says what is wrong.
    expect((await title.inputValue()).length).toBe(2000);
    await page.getByText('2,000 / 300').waitFor();
    await settle(page);
    await screenshot(page, 'words-dts-title', { fullPage: false });
    await page.getByRole('button', { name: 'File the document' }).click();
    await page
      .getByText(/The title (may not|must not) be longer than 300 characters\./)
      .first()
      .waitFor();
  });
});
