import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fillCredentials, launchBrowser, newContext, signInThroughUi } from './support/browser';
import { waitForSignInCode } from './support/outbox';
import { ACCOUNTS, describeE2E } from './support/env';

describeE2E('sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs staff in with the e-mailed code, lands on the memoranda, and shows who they are on the dashboard', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughUi(page, ACCOUNTS.staff);
    // SPEC.md §2: / redirects to /memorandum_circular.
    expect(new URL(page.url()).pathname).toBe('/memorandum_circular');
    await page.getByRole('heading', { name: 'Memorandum Circular' }).waitFor();
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('who-you-are').getByText('Juan Bautista').waitFor();
    expect(await page.getByTestId('who-you-are').innerText()).toContain('Administrative Assistant II');
    expect(await page.getByTestId('user-menu').innerText()).toContain('Juan Bautista');
    await context.close();
  });

  it('shows the error for a wrong code and stays on the code step', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await fillCredentials(page, ACCOUNTS.head);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('input[name="code"]').fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByText('The code is invalid or has expired.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('returns to the page asked for after signing in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/notifications');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/notifications');
    await fillCredentials(page, ACCOUNTS.hr);
    const since = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('input[name="code"]').fill(await waitForSignInCode(ACCOUNTS.hr, since));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL('**/notifications');
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await context.close();
  });
});
