import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot, settle } from './support/browser';
import { ACCOUNTS, DEMO_PASSWORD, describeE2E } from './support/env';
import { waitForMail } from './support/outbox';

describeE2E('forgotten password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('e-mails a link that sets a new password', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot_password');
    // The sign-in page's own e-mail input shares the name: wait for this page's form first.
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await page.locator('input[name="email"]').fill(` ${ACCOUNTS.applicant} `);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('alert').waitFor();
    await settle(page);
    await screenshot(page, 'forgot-password');

    const mail = await waitForMail(ACCOUNTS.applicant, since);
    const resetToken = /\/verify_token\?token=([A-Za-z0-9._~%-]+)/.exec(mail)?.[1];
    expect(resetToken, 'the e-mail holds a /verify_token link').toBeTruthy();

    await page.goto(`/verify_token?token=${resetToken}`);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('input[name="password_confirmation"]').fill('Something#else1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('The password confirmation does not match.').waitFor();
    await settle(page);
    await screenshot(page, 'verify-token');

    // The same demo password again, so that the other specs can still sign in.
    await page.locator('input[name="password_confirmation"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });
});
