import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, newContext, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';

// Issue 38, item 7: the web during a moment's database outage. The server's own answer then (503, Retry-After and the
// words below: apps/api/test/database-outage.test.ts takes the database away for real) is played here by Playwright
// for one request, the shared e2e server's database staying up for the other specs. The page shows one notice, keeps
// what was typed, never goes to the maintenance page, and a page's GET is sent again by itself.

const BRIEF_OUTAGE = 'The system is briefly unavailable. Please try again in a moment.';
const TOAST = '.mantine-Notification-root';
const outage = (route: Route) =>
  route.fulfill({
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '1' },
    body: JSON.stringify({ message: BRIEF_OUTAGE, error: BRIEF_OUTAGE }),
  });

describeE2E('a brief outage', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a form sent during it: one notice, the form keeps what was typed, and sending it again works', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(ACCOUNTS.staff);
    await page.locator('input[name="password"]').fill('Demo#2026');
    let refused = 0;
    await page.route('**/api/authenticate/login', (route) => (refused++ === 0 ? outage(route) : route.continue()));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator(TOAST).filter({ hasText: BRIEF_OUTAGE }).waitFor();
    await page.waitForTimeout(1_500); // room for a second toast or a redirect, were there one
    expect(await page.locator(TOAST).allInnerTexts()).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.locator('input[name="email"]').inputValue()).toBe(ACCOUNTS.staff);
    expect(await page.locator('input[name="password"]').inputValue()).toBe('Demo#2026');
    expect(refused).toBe(1); // a POST is never sent again by itself
    await screenshot(page, 'brief-outage-sign-in', { fullPage: false });

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('input[name="code"]').waitFor();
    expect(refused).toBe(2);
    await context.close();
  });

  it('a page’s GET during it is sent again after Retry-After, and the page draws what the server then sends', async () => {
    const token = await signInThroughApi(ACCOUNTS.staff);
    const context = await signedInContext(browser, token);
    const page = await context.newPage();
    const answers: number[] = [];
    await page.route('**/api/memoranda?**', async (route) => {
      if (answers.length === 0) {
        answers.push(503);
        return outage(route);
      }
      const response = await route.fetch();
      answers.push(response.status());
      return route.fulfill({ response });
    });
    await page.goto('/memorandum_circular');
    await page.locator(TOAST).filter({ hasText: BRIEF_OUTAGE }).waitFor();
    await page.getByRole('heading', { name: 'Memorandum Circular' }).waitFor();
    await expect.poll(() => answers, { timeout: 10_000 }).toEqual([503, 200]);
    await settle(page);
    expect(new URL(page.url()).pathname).toBe('/memorandum_circular');
    expect(await page.locator(TOAST).filter({ hasText: BRIEF_OUTAGE }).count()).toBeLessThanOrEqual(1);
    await screenshot(page, 'brief-outage-retried-list', { fullPage: false });
    await context.close();
  });
});
