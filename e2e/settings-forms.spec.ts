import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { getJson, signInThroughApi } from './support/api';
import { launchBrowser, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { waitForMail } from './support/outbox';
import { dialog, rowAction, waitForToast } from './support/ui';

type Schedule = { effective_date: string; tranche: string; salary_grades: { grade: number; steps: { amount: number }[] }[] };

describeE2E('settings forms', () => {
  let browser: Browser;
  let adminToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await signInThroughApi(ACCOUNTS.admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a new user gets an invitation by e-mail', async () => {
    const email = `clerk${Date.now() % 100_000}@hris.test`;
    const context = await signedInContext(browser, adminToken);
    const page = await context.newPage();
    await page.goto('/settings/admin/users');
    await page.getByRole('button', { name: 'New user' }).click();
    const form = dialog(page, 'New user');
    await form.getByLabel(/^Name/).fill('Rosa Villanueva');
    await form.getByLabel(/^E-mail address/).fill(email);
    const since = Date.now();
    await form.getByRole('button', { name: 'Create and send invitation' }).click();
    await waitForToast(page, /invitation was sent/);
    await waitForMail(email, since);
    // The list pages by name and earlier specs add accounts: the new one is found by its address.
    await page.getByPlaceholder('Search by name or e-mail').fill(email);
    await page.getByRole('table', { name: 'Users' }).getByText(email).waitFor();
    await context.close();
  });

  it('an announcement: a missing field says so until it is filled in, an unknown address comes back under the e-mail', async () => {
    const context = await signedInContext(browser, adminToken);
    const page = await context.newPage();
    await page.goto('/settings/system');
    const send = page.getByRole('button', { name: 'Send announcement' });
    const card = page.locator('form').filter({ has: send });
    const email = card.getByRole('textbox', { name: /^Recipient's e-mail address/ });
    const title = card.getByRole('textbox', { name: /^Title/ });
    await send.click();
    await card.getByText('The e-mail address is required.').waitFor();
    await card.getByText('The title is required.').waitFor();
    await card.getByText('The message is required.').waitFor();
    // A corrected field's message goes at once; the others stay until theirs are.
    await title.fill('Payroll schedule');
    await card.getByText('The title is required.').waitFor({ state: 'detached' });
    expect(await card.getByText('The e-mail address is required.').isVisible()).toBe(true);
    expect(await card.getByText('The message is required.').isVisible()).toBe(true);
    await card.getByRole('textbox', { name: /^Message/ }).fill('The payroll for the second half of the month is released on the 30th.');
    await card.getByText('The message is required.').waitFor({ state: 'detached' });
    // The server knows no such account: its 422 goes under the e-mail, and goes when the address is changed.
    await email.fill('nobody-here@hris.test');
    await send.click();
    await card.getByText('No account uses this e-mail address.').waitFor();
    await email.fill(ACCOUNTS.staff);
    await card.getByText('No account uses this e-mail address.').waitFor({ state: 'detached' });
    await send.click();
    await waitForToast(page, `Announcement sent to ${ACCOUNTS.staff}.`);
    // Sent, the form starts over.
    await expect.poll(() => title.inputValue()).toBe('');
    await context.close();
  });

  it('a role still held by users is not deleted; the dialog says why', async () => {
    const context = await signedInContext(browser, adminToken);
    const page = await context.newPage();
    await page.goto('/settings/admin/roles');
    await page.getByRole('table', { name: 'Roles' }).getByText('HR Office', { exact: true }).waitFor();
    await rowAction(page, 'HR Office', 'Delete');
    const confirm = dialog(page, 'Delete role');
    await confirm.getByText('Remove HR Office ?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('alert').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('table', { name: 'Roles' }).getByText('HR Office', { exact: true }).waitFor();
    await context.close();
  });

  it('a tranche raised by 5 % from the schedule in force', async () => {
    const current = await getJson<Schedule>('/api/salary-grades', adminToken);
    const context = await signedInContext(browser, adminToken);
    const page = await context.newPage();
    await page.goto('/settings/salary_grades/new');
    await page.getByLabel('Salary grade 1, step 1').waitFor();
    await page.getByLabel(/^Effective date/).fill('2030-01-01');
    await page.getByLabel(/^Tranche/).fill('Test tranche, 5 % raise');

    // A step lower than the one before it is refused next to its row, before anything is sent.
    const amount = page.getByLabel('Salary grade 3, step 2');
    await amount.click();
    await amount.press('Control+A');
    await amount.pressSequentially('1');
    await page.getByRole('button', { name: 'Add the tranche' }).click();
    await page.getByText('The steps of salary grade 3 must increase.').waitFor();

    await page.getByLabel('Raise every amount of the schedule in force by').fill('5');
    await page.getByRole('button', { name: 'Apply the raise' }).click();
    await page.getByRole('button', { name: 'Add the tranche' }).click();
    await page.waitForURL('**/settings/salary_grades');
    const added = await getJson<Schedule>('/api/salary-grades?date=2030-01-01', adminToken);
    expect(added.tranche).toBe('Test tranche, 5 % raise');
    const before = current.salary_grades[0]!.steps[0]!.amount;
    expect(added.salary_grades[0]!.steps[0]!.amount).toBe(Math.round((before * 1.05) / 100) * 100);
    await context.close();
  });

  it('a renamed department keeps its old name in its history', async () => {
    const context = await signedInContext(browser, adminToken);
    const page = await context.newPage();
    await page.goto('/settings/departments');
    await page.getByPlaceholder('Search by name or acronym').fill('Budget');
    await page.getByRole('table', { name: 'Departments' }).getByText('Budget Office', { exact: true }).waitFor();
    await rowAction(page, 'Budget Office', 'Rename');
    const form = dialog(page, 'Rename department');
    await form.getByLabel(/^New name/).fill('Budget and Planning Office');
    await form.getByRole('button', { name: 'Rename' }).click();
    await waitForToast(page, /renamed/);
    await page.getByPlaceholder('Search by name or acronym').fill('Budget and');
    await rowAction(page, 'Budget and Planning Office', 'Details');
    await dialog(page, 'Department').getByText('Budget Office (BUDGET)').waitFor();
    await context.close();
  });
});
