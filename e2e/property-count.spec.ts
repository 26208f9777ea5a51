import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TCountAnswer, TCountDifferences } from '@hris/contracts';
import { getJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, pick, waitForToast } from './support/ui';

// The physical count of property (issue 23) as the supply and property office goes through it: admin@ (who holds
// PROPERTYACCOUNT) goes from the register to the counts, opens a count of staff@'s office (CAS: the demo's PAR and ICS
// of staff@, head@'s PAR), marks one item found in another condition, one not found, one found as on the books, and
// sees the differences on screen.

describeE2E('physical count of property', () => {
  let browser: Browser;
  let adminToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await signInThroughApi(ACCOUNTS.admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('admin@ counts staff@’s office, marks the lines, sees the differences, and is told why it cannot close yet', async () => {
    const page = await (await signedInContext(browser, adminToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'property-count-failure')));
    await page.goto('/property/register');
    await page.getByRole('link', { name: 'Physical count' }).first().click();
    await page.waitForURL('**/property/counts');
    await page.getByRole('button', { name: 'New count' }).click();
    const form = dialog(page, 'New physical count');
    await pick(page, form.getByRole('combobox', { name: 'Office' }), 'Arts and', /College of Arts and Sciences/);
    await form.getByRole('button', { name: 'Open the count' }).click();
    await waitForToast(page, /The count of College of Arts and Sciences has been opened: \d+ items to count/);
    await page.waitForURL(/\/property\/counts\/\d+$/);
    const id = Number(/counts\/(\d+)$/.exec(page.url())![1]);

    const answer = await getJson<TCountAnswer>(`/api/property/counts/${id}?per_page=100`, adminToken);
    expect(answer.count.counts.total).toBeGreaterThanOrEqual(4);
    const [first, second, third] = answer.lines.map((l) => l.item.property_number);
    // The first found, but for repair (the condition select saves it found); the second not found; the third as on the books.
    await page.getByRole('combobox', { name: `${first} condition` }).selectOption('for_repair');
    await expect.poll(() => page.getByRole('button', { name: `${first} found` }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: `${second} not found` }).click();
    await expect.poll(() => page.getByRole('button', { name: `${second} not found` }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('textbox', { name: `${second} remarks` }).fill('Lent to the library');
    // The keyboard: F on the third row marks it found.
    await page.getByRole('button', { name: `${third} found` }).focus();
    await page.keyboard.press('f');
    await expect.poll(() => page.getByRole('button', { name: `${third} found` }).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => (await getJson<TCountAnswer>(`/api/property/counts/${id}`, adminToken)).count.counts)
      .toMatchObject({ found: 2, not_found: 1 });
    await expect
      .poll(async () => (await getJson<TCountAnswer>(`/api/property/counts/${id}?state=not_found`, adminToken)).lines[0]?.remarks)
      .toBe('Lent to the library');
    await settle(page);
    await screenshot(page, 'property-count', { fullPage: false });

    await page.getByRole('button', { name: 'Differences' }).click();
    const differences = dialog(page, 'Differences from the books');
    await differences.getByRole('table', { name: 'Items not found' }).getByText(second!).waitFor();
    await differences.getByRole('table', { name: 'Items in another condition' }).getByText(first!).waitFor();
    await settle(page);
    await screenshot(page, 'property-count-differences', { fullPage: false });
    const answered = await getJson<TCountDifferences>(`/api/property/counts/${id}/differences`, adminToken);
    expect(answered.not_found.map((l) => l.item.property_number)).toEqual([second]);
    expect(answered.condition_changed.map((l) => [l.item.property_number, l.condition])).toEqual([[first, 'for_repair']]);

    await differences.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('link', { name: 'All counts' }).click();
    await page
      .getByRole('table', { name: 'Physical counts' })
      .getByText(/^3 of \d+ counted/)
      .waitFor();
    await settle(page);
    await screenshot(page, 'property-counts', { fullPage: false });

    // Closing while items are uncounted is refused under the choice that would allow it, and the message goes once it is ticked.
    await page.goto(`/property/counts/${id}`);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    const closing = dialog(page, 'Close the count');
    await closing.getByRole('button', { name: 'Close the count' }).click();
    const refusal = /items? (is|are) not counted yet/;
    await closing.getByText(refusal).waitFor();
    const asNotFound = closing.getByRole('checkbox', { name: /uncounted items? as not found/ });
    expect(await closing.locator('.mantine-Checkbox-error').textContent()).toMatch(refusal);
    await settle(page);
    await screenshot(page, 'property-count-close-refused', { fullPage: false });
    await asNotFound.check();
    await expect.poll(() => closing.getByText(refusal).count()).toBe(0);
    await closing.getByRole('button', { name: 'Cancel' }).click();
    await closing.waitFor({ state: 'hidden' });
    expect((await getJson<TCountAnswer>(`/api/property/counts/${id}`, adminToken)).count.status).toBe('open');
  });
});
