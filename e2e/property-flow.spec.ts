import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TDashboard, TPropertyItemSaved } from '@hris/contracts';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { expectNoSeriousViolations } from './support/axe';
import { dialog, pick, waitForToast } from './support/ui';

// Property in fewer steps (issue 42 item 9). admin@ ticks two items of its own in the register and presses
// "Issue property": the form opens with both chosen, so nothing is searched again; after issuing, the ticks are gone.
// Ticking an issued item beside one in stock, Transfer says why it cannot take them instead of staying grey.
// staff@ follows the dashboard's "Property to acknowledge" to My property's Summary, acknowledges there, and the
// dashboard's count goes down.

describeE2E('property in fewer steps', () => {
  let browser: Browser;
  let adminToken: string;
  let staffToken: string;
  const stamp = Date.now() % 1_000_000;
  const name = (letter: string) => `E2E flow ${stamp} ${letter}`;
  const numbers: Record<string, string> = {};
  const toAcknowledge = async () =>
    (await getJson<TDashboard>('/api/dashboard', staffToken)).tasks.find((t) => t.kind === 'property_to_acknowledge')?.count ?? 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    [adminToken, staffToken] = await Promise.all([signInThroughApi(ACCOUNTS.admin), signInThroughApi(ACCOUNTS.staff)]);
    // Three laptops of its own (PPE, on a PAR): two to issue, one to stay in stock.
    for (const letter of ['A', 'B', 'C']) {
      const saved = await postJson<TPropertyItemSaved>(
        '/api/property/items',
        { description: name(letter), unit_cost: 7_250_000, date_acquired: '2026-09-14', unit: 'unit', condition: 'serviceable' },
        adminToken,
      );
      numbers[letter] = saved.item.property_number;
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('admin@ issues the ticked items without searching for them again; the ticks go, and Transfer says why it cannot', async () => {
    const page = await (await signedInContext(browser, adminToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'property-flow-register-failure')));
    await page.goto('/property/register');
    await page.getByPlaceholder('Search number, description, serial, holder…').fill(`E2E flow ${stamp}`);
    const row = (letter: string) => page.getByRole('row').filter({ hasText: name(letter) });
    await row('C').waitFor();
    await page.getByRole('checkbox', { name: `Choose ${numbers.A}` }).check();
    await page.getByRole('checkbox', { name: `Choose ${numbers.B}` }).check();

    await page.getByRole('button', { name: 'Issue property' }).click();
    const issue = dialog(page, 'Issue property');
    // Both ticked items are chosen already, and only they.
    const chosen = issue.locator('.mantine-Pill-label');
    await expect.poll(() => chosen.allInnerTexts()).toHaveLength(2);
    const labels = (await chosen.allInnerTexts()).join(' | ');
    expect(labels).toContain(numbers.A);
    expect(labels).toContain(numbers.B);
    await pick(page, issue.getByRole('combobox', { name: 'Employee' }), 'Bautista', /Juan Bautista/);
    await settle(page);
    await screenshot(page, 'property-flow-issue-form', { fullPage: false });
    await issue.getByRole('button', { name: 'Issue', exact: true }).click();
    await waitForToast(page, /PAR-\d{4}-\d{4} has been issued to Juan Bautista/);
    await expect.poll(() => row('A').innerText()).toContain('Juan Bautista');
    // The ticks went with the issue.
    await expect.poll(() => page.getByRole('region', { name: 'Chosen items' }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: `Choose ${numbers.A}` }).isChecked()).toBe(false);

    // An issued item and one in stock: Transfer is grey, and says why.
    await page.getByRole('checkbox', { name: `Choose ${numbers.A}` }).check();
    await page.getByRole('checkbox', { name: `Choose ${numbers.C}` }).check();
    const chosenBar = page.getByRole('region', { name: 'Chosen items' });
    expect(await chosenBar.getByRole('button', { name: 'Transfer' }).isDisabled()).toBe(true);
    await chosenBar.getByText('Transfer and Return take issued items held by one employee; 1 of the ticked is in stock.').waitFor();
    await settle(page);
    await screenshot(page, 'property-flow-reasons', { fullPage: false });
    await expectNoSeriousViolations(page, '/property/register (ticked)');
  });

  it('staff@ follows the dashboard to the Summary, acknowledges there, and the count goes down', async () => {
    const before = await toAcknowledge();
    expect(before).toBeGreaterThan(0);
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'property-flow-mine-failure')));
    await page.goto('/dashboard');
    await page.getByTestId('task-property_to_acknowledge').click();
    await page.waitForURL(/\/my\/mrs/);
    expect(await page.getByRole('tab', { name: 'Summary' }).getAttribute('aria-selected')).toBe('true');
    const waiting = page.getByRole('table', { name: 'Waiting for your acknowledgement' }).getByRole('row').filter({ hasText: numbers.A });
    await settle(page);
    await screenshot(page, 'property-flow-summary', { fullPage: false });
    await expectNoSeriousViolations(page, '/my/mrs/summary (to acknowledge)');
    await waiting.getByRole('button', { name: 'Acknowledge' }).click();
    await dialog(page, 'Acknowledge receipt').getByRole('button', { name: 'Acknowledge receipt' }).click();
    await waitForToast(page, /You acknowledged the receipt of PAR-/);
    await expect.poll(() => waiting.count()).toBe(0);
    expect(await toAcknowledge()).toBe(before - 1);
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('task-property_to_acknowledge').getByTestId('task-count').innerText()).toBe(String(before - 1));
  });
});
