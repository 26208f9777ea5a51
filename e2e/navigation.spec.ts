import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, newContext, signedInContext, signInThroughUi } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';

async function sidebarLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Modules' });
  await nav.waitFor();
  return (await nav.locator('a').allInnerTexts()).map((label) => label.trim());
}

describeE2E('navigation and route guard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows staff only the groups their views allow, and sends them to 404 for the others', async () => {
    const context = await signedInContext(browser, await signInThroughApi(ACCOUNTS.staff));
    const page = await context.newPage();
    await page.goto('/dashboard');
    const labels = await sidebarLabels(page);
    expect(labels).toContain('Dashboard');
    expect(labels).toContain('Account Settings');
    expect(labels).not.toContain('System');

    await page.goto('/settings/system');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('shows the admin the System module', async () => {
    const context = await signedInContext(browser, await signInThroughApi(ACCOUNTS.admin));
    const page = await context.newPage();
    await page.goto('/dashboard');
    expect(await sidebarLabels(page)).toContain('System');
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'System', exact: true }).click();
    await page.waitForURL('**/settings/system');
    await page.getByText('Maintenance mode', { exact: true }).waitFor();

    // A section's own address opens its preferred page among those the user may open (the shell hands the landing
    // the sidebar's pages: components/section-landing.tsx).
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/settings/admin/users');
    await context.close();
  });

  it('sends a section’s address to the first page of it the user may open, or to 404 when there is none', async () => {
    const context = await signedInContext(browser, await signInThroughApi(ACCOUNTS.staff));
    const page = await context.newPage();
    await page.goto('/lnd');
    await page.waitForURL((url) => url.pathname === '/lnd/development-plan');
    await page.goto('/payroll');
    await page.waitForURL('**/404');
    await context.close();
  });

  it('logs out to /login, after which a protected path asks to sign in again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughUi(page, ACCOUNTS.head);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // Logout reloads the app: wait for the fresh sign-in page before reading storage.
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('hris.token'))).toBeNull();

    await page.goto('/profile/account/settings');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/profile/account/settings');
    await context.close();
  });

  it('sends a signed-in staff user from /login and from / to the memoranda (SPEC.md §2)', async () => {
    const context = await signedInContext(browser, await signInThroughApi(ACCOUNTS.staff));
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForURL('**/memorandum_circular');
    await page.goto('/');
    await page.waitForURL('**/memorandum_circular');
    await page.getByRole('heading', { name: 'Memorandum Circular' }).waitFor();
    await context.close();
  });

  it('sends a signed-in applicant from /login and from / to the dashboard (they receive no memoranda)', async () => {
    const context = await signedInContext(browser, await signInThroughApi(ACCOUNTS.applicant));
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    // An applicant has no personnel record: the dashboard speaks of their applications.
    await page.getByTestId('my-applications').waitFor();
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    expect(await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Memorandum Circular' }).count()).toBe(0);
    await context.close();
  });

  it('shows "Page not found" with a link back to the login page for an unknown path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    const back = page.getByRole('link', { name: 'Back to login page' });
    await back.waitFor();
    await back.click();
    await page.waitForURL('**/login');
    await context.close();
  });
});
