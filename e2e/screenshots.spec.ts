import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { DESKTOP, fillCredentials, launchBrowser, newContext, PHONE, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';

// Screenshots of every page, saved to e2e/artifacts/ for review.
describeE2E('screenshots', () => {
  let browser: Browser;
  let staffToken: string;
  let adminToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    staffToken = await signInThroughApi(ACCOUNTS.staff);
    adminToken = await signInThroughApi(ACCOUNTS.admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('login and two-factor step', async () => {
    for (const [viewport, suffix] of [
      [DESKTOP, ''],
      [PHONE, '-390'],
    ] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await settle(page);
      await screenshot(page, `login${suffix}`);
      await fillCredentials(page, ACCOUNTS.hr);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('input[name="code"]').waitFor();
      await settle(page);
      await screenshot(page, `two-factor${suffix}`);
      await context.close();
    }
  });

  it('dashboard at 1280 and 390 px, and the drawer on a phone', async () => {
    const desktop = await signedInContext(browser, staffToken, DESKTOP);
    const page = await desktop.newPage();
    await page.goto('/dashboard');
    await page.getByTestId('who-you-are').waitFor();
    await settle(page);
    await screenshot(page, 'dashboard-1280');
    await desktop.close();

    const phone = await signedInContext(browser, staffToken, PHONE);
    const mobile = await phone.newPage();
    await mobile.goto('/dashboard');
    await mobile.getByTestId('who-you-are').waitFor();
    await settle(mobile);
    await screenshot(mobile, 'dashboard-390');
    await mobile.getByRole('button', { name: 'Show navigation' }).click();
    await mobile.getByRole('dialog').getByRole('navigation', { name: 'Modules' }).waitFor();
    await settle(mobile);
    await screenshot(mobile, 'dashboard-390-drawer', { fullPage: false });
    await phone.close();
  });

  it('admin dashboard, system settings, profile settings and notifications', async () => {
    const context = await signedInContext(browser, adminToken, DESKTOP);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByTestId('who-you-are').waitFor();
    await settle(page);
    await screenshot(page, 'dashboard-admin-1280');
    await page.goto('/settings/system');
    await page.getByText('Send an announcement').waitFor();
    await settle(page);
    await screenshot(page, 'system-settings');
    await page.goto('/profile/account/settings');
    await page.getByText('Change password', { exact: true }).first().waitFor();
    await settle(page);
    await screenshot(page, 'profile-settings');
    await page.goto('/notifications');
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await settle(page);
    await screenshot(page, 'notifications');
    await context.close();
  });

  it('404 and 503 pages', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await settle(page);
    await screenshot(page, 'not-found');
    await page.goto('/503');
    await page.getByRole('heading', { name: 'Under maintenance' }).waitFor();
    await settle(page);
    await screenshot(page, 'maintenance');
    await context.close();
  });
});
