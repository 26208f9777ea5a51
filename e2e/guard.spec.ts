import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { setMaintenance, signInThroughApi } from './support/api';
import { launchBrowser, PHONE, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';

describeE2E('route guard and layout behaviour', () => {
  let browser: Browser;
  let staffToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    staffToken = await signInThroughApi(ACCOUNTS.staff);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('logs out with "Verification failed, please login again" when the user cannot be loaded', async () => {
    const context = await signedInContext(browser, 'a-token-the-server-does-not-know');
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/dashboard');
    await page.getByText('Verification failed, please login again').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('hris.token'))).toBeNull();
    await context.close();
  });

  it('shows the maintenance page while maintenance mode is on, and returns when it is off', async () => {
    const adminToken = await signInThroughApi(ACCOUNTS.admin);
    const context = await signedInContext(browser, staffToken);
    const page = await context.newPage();
    await setMaintenance(adminToken, true);
    try {
      await page.goto('/dashboard');
      await page.waitForURL('**/503');
      await page.getByRole('heading', { name: 'Under maintenance' }).waitFor();
    } finally {
      await setMaintenance(adminToken, false);
    }
    // Back to the home page, /, which lands on the memoranda (SPEC.md §2).
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL('**/memorandum_circular');
    await page.getByRole('heading', { name: 'Memorandum Circular' }).waitFor();
    await context.close();
  });

  it('remembers that the sidebar was collapsed', async () => {
    const context = await signedInContext(browser, staffToken);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Hide navigation' }).click();
    await page.getByRole('button', { name: 'Show navigation' }).waitFor();
    await page.reload();
    await page.getByTestId('who-you-are').waitFor();
    await page.getByRole('button', { name: 'Show navigation' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('hris.sidebar.open'))).toBe('false');
    await page.getByRole('button', { name: 'Show navigation' }).click();
    await page.getByRole('button', { name: 'Hide navigation' }).waitFor();
    await context.close();
  });

  it('scrolls back to the top on every change of route', async () => {
    const context = await signedInContext(browser, staffToken, PHONE);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const shortcut = page.getByTestId('my-requests').getByRole('link', { name: 'All your requests' });
    await page.getByTestId('who-you-are').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await shortcut.click();
    await page.waitForURL('**/approvals');
    await page.getByRole('heading', { name: 'Approvals' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});
