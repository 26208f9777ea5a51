import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot, settle } from './support/browser';
import { postJson, signInThroughApi } from './support/api';
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

  it('e-mails a link that sets a new password of 12 characters or more', async () => {
    // An account of its own (the demo accounts keep their password for the other specs).
    const adminToken = await signInThroughApi(ACCOUNTS.admin);
    const email = `reset-${Date.now()}@hris.test`;
    await postJson('/api/users', { name: 'Rita Reyes', email, role_ids: [] }, adminToken);

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot_password');
    // The sign-in page's own e-mail input shares the name: wait for this page's form first.
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    // A mistyped address is refused under the input (the contract's check, on the one form mechanism) and the
    // message goes as the address is corrected.
    await page.locator('input[name="email"]').fill('rita.reyes');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const refused = page.getByText('The email must be a valid email address.');
    await refused.waitFor();
    await page.locator('input[name="email"]').fill(` ${email} `);
    await refused.waitFor({ state: 'detached' });
    const since = Date.now();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('alert').waitFor();
    await settle(page);
    await screenshot(page, 'forgot-password');

    const mail = await waitForMail(email, since);
    const resetToken = /\/verify_token\?token=([A-Za-z0-9._~%-]+)/.exec(mail)?.[1];
    expect(resetToken, 'the e-mail holds a /verify_token link').toBeTruthy();

    await page.goto(`/verify_token?token=${resetToken}`);
    // The demo password is too short for a password set through the product.
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('input[name="password_confirmation"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('The password must be at least 12 characters.').first().waitFor();
    const password = 'Mango-Season-Harvest-26';
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="password_confirmation"]').fill('Something#else-entirely');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('The password confirmation does not match.').waitFor();
    await settle(page);
    await screenshot(page, 'verify-token');

    await page.locator('input[name="password_confirmation"]').fill(password);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.waitForURL('**/login');
    await context.close();
    // The new password signs in (with the e-mailed code).
    expect(await signInThroughApi(email, password)).toBeTruthy();
  });
});
