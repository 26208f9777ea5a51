import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, newContext, screenshot, settle, signedInContext, signInThroughUi } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, pick, rowAction, waitForToast } from './support/ui';

describeE2E('roles and users', () => {
  let browser: Browser;
  let adminToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await signInThroughApi(ACCOUNTS.admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a new role given to a signed-in employee shows its modules on their next page load', async () => {
    // The employee is signed in before the change.
    const staffContext = await newContext(browser);
    const staffPage = await staffContext.newPage();
    await signInThroughUi(staffPage, ACCOUNTS.staff);
    const staffNav = staffPage.getByRole('navigation', { name: 'Modules' });
    await staffNav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await staffNav.getByRole('link', { name: 'Reference lists' }).count()).toBe(0);

    const roleName = `Records Clerk ${Date.now() % 100_000}`;
    const admin = await signedInContext(browser, adminToken);
    const page = await admin.newPage();

    // The administrator creates the role with GENERALSETTINGS.
    await page.goto('/settings/admin/roles');
    await page.getByRole('button', { name: 'New role' }).click();
    const roleForm = dialog(page, 'New role');
    await roleForm.getByLabel('Role name').fill(roleName);
    await roleForm.getByRole('checkbox', { name: 'GENERALSETTINGS', exact: true }).check();
    await roleForm.getByLabel('Role name').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'settings-role-modal', { fullPage: false });
    await roleForm.getByRole('button', { name: 'Create role' }).click();
    await waitForToast(page, /saved|created/i);
    await page.getByRole('table', { name: 'Roles' }).getByText(roleName).waitFor();

    // …and gives it to the employee, keeping the roles they have.
    await page.goto('/settings/admin/users');
    const table = page.getByRole('table', { name: 'Users' });
    // The list pages by name: earlier specs add accounts (the imports' fifty), so the administrator is found by search.
    await page.getByPlaceholder('Search by name or e-mail').fill(ACCOUNTS.admin);
    await table.getByText(ACCOUNTS.admin).waitFor();
    await settle(page);
    await screenshot(page, 'settings-users');
    await page.getByPlaceholder('Search by name or e-mail').fill('Bautista');
    await table.getByText(ACCOUNTS.staff).waitFor();
    await rowAction(page, 'Juan Bautista', 'Edit');
    const userForm = dialog(page, /Edit user/);
    await pick(page, userForm.getByLabel('Roles', { exact: true }), 'Records', roleName);
    await page.keyboard.press('Escape'); // closes the role list, not the modal
    await userForm.getByRole('button', { name: 'Save changes' }).click();
    await waitForToast(page, /updated|saved/i);
    await table.getByText(roleName).waitFor();
    await admin.close();

    // The employee's next page load brings the new views: the Settings section with the lists.
    await staffPage.reload();
    const link = staffNav.getByRole('link', { name: 'Reference lists' });
    await link.waitFor();
    await link.click();
    await staffPage.waitForURL('**/settings/positions');
    await staffPage.getByRole('heading', { name: 'Positions' }).waitFor();
    // /settings opens the first settings page they may see (they have no users page).
    await staffPage.goto('/settings');
    await staffPage.waitForURL('**/settings/positions');
    await staffContext.close();
  });
});
