import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { waitForToast } from './support/ui';

/** A surname no one else has (names take letters only). */
function uniqueSurname(): string {
  const letters = String(Date.now() % 1_000_000)
    .split('')
    .map((digit) => 'abcdefghij'[Number(digit)])
    .join('');
  return `Magbanua${letters}`;
}

describeE2E('personnel records', () => {
  let browser: Browser;
  let hrToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    hrToken = await signInThroughApi(ACCOUNTS.hr);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('HR starts a record with only the names and the campus, finds it with a filter, opens it and exports the list', async () => {
    const surname = uniqueSurname();
    const context = await signedInContext(browser, hrToken);
    const page = await context.newPage();

    await page.goto('/personnels');
    await page.getByRole('heading', { name: 'Personnels' }).waitFor();
    await page.getByRole('table', { name: 'Personnels' }).getByRole('row').nth(1).waitFor();
    await settle(page);
    await screenshot(page, 'personnel-list');

    // A new record: the names and the campus are enough; the employee number is generated.
    await page.getByRole('button', { name: 'New personnel' }).click();
    await page.waitForURL('**/personnels/new');
    await page.getByText('Leave empty for the next number', { exact: false }).first().waitFor();
    await page.getByLabel(/^First name/).fill('Rosalinda');
    await page.getByLabel(/^Last name/).fill(surname);
    await page.getByRole('combobox', { name: /^Campus/ }).click();
    await page.getByRole('option').nth(1).click();
    await settle(page);
    await screenshot(page, 'personnel-new');
    await page.getByRole('button', { name: 'Save record' }).click();
    await waitForToast(page, /saved/i);
    await page.waitForURL(/\/personnels\/\d+$/);
    const recordUrl = page.url();
    await page.getByRole('heading', { name: `Rosalinda ${surname}` }).waitFor();
    await page.getByText(new RegExp(`Employee No\\. ${new Date().getFullYear()}-\\d{4}`)).waitFor();
    await settle(page);
    await screenshot(page, 'personnel-record');

    // The list finds it by name within the campus it was put on; the filters stay in the address.
    await page.goto('/personnels');
    await page.getByRole('textbox', { name: 'Search name or employee no.' }).fill(surname.toLowerCase());
    await page.getByRole('combobox', { name: 'Campus', exact: true }).click();
    await page.getByRole('option').nth(1).click();
    await page.waitForURL(/term=.*campus=|campus=.*term=/);
    const table = page.getByRole('table', { name: 'Personnels' });
    const row = table.getByRole('row').filter({ hasText: `Rosalinda ${surname}` });
    await row.waitFor();
    // The header and the one match (the previous answer stays on screen while the filtered one loads).
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await page.reload();
    await row.waitFor();

    // The export gives an .xlsx of what the filters match.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personnel-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');

    // Opening the row opens the record; its PDS is a tab of it.
    await row.click();
    await page.waitForURL(recordUrl);
    await page.getByRole('tab', { name: 'Personal Data Sheet' }).click();
    await page.waitForURL(/tab=pds/);
    await page.getByRole('navigation', { name: 'Parts of the PDS' }).waitFor();
    await settle(page);
    await screenshot(page, 'personnel-record-pds');

    // Job orders are the same list, fixed to that kind.
    await page.goto('/joborders/list');
    await page.getByRole('heading', { name: 'Job orders' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Employment kind' }).count()).toBe(0);

    // Demographics: by sex, then by age.
    await page.goto('/demographic/options');
    await page.getByRole('heading', { name: 'Demographics' }).waitFor();
    await page.getByRole('list', { name: 'Active personnel by sex' }).waitFor();
    await settle(page);
    await screenshot(page, 'personnel-demographics');
    await page.getByText('Age', { exact: true }).click();
    await page.waitForURL('**/demographic/options/age_bracket');
    await page
      .getByRole('list', { name: 'Active personnel by age' })
      .getByRole('listitem', { name: /^Under 30/ })
      .waitFor();
    await page.getByText('Campus', { exact: true }).first().click();
    await page.waitForURL('**/demographic/options/campus');
    await settle(page);
    await screenshot(page, 'personnel-demographics-campus');
    await context.close();
  });
});
