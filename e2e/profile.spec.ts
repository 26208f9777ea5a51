import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext, PHONE } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';

// A 48×48 maroon square, so that the new photo is visible in the screenshots.
const MAROON_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAOklEQVR42u3OQQ0AAAgEoKtkCFNa1hbOBxsByFS/EiEhISEhISEhISEhISEhISEhISEhISEhISGhOwuezpmId0KZzgAAAABJRU5ErkJggg==',
  'base64',
);

function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

describeE2E('account settings', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await signInThroughApi(ACCOUNTS.hr);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/profile/account leads to the settings page; the mobile number is saved', async () => {
    const context = await signedInContext(browser, token);
    const page = await context.newPage();
    await page.goto('/profile/account');
    await page.waitForURL('**/profile/account/settings');
    const mobile = page.locator('input[name="mobile_no"]');
    await mobile.fill('0917 555 0101');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Your details have been saved.').waitFor();
    await page.reload();
    await page.locator('input[name="mobile_no"]').waitFor();
    expect(await page.locator('input[name="mobile_no"]').inputValue()).toBe('0917 555 0101');
    await context.close();
  });

  it('shows a wrong current password under its input, not as a toast', async () => {
    const context = await signedInContext(browser, token);
    const page = await context.newPage();
    await page.goto('/profile/account/settings');
    await page.locator('input[name="current_password"]').fill('not-my-password1');
    await page.locator('input[name="password"]').fill('NewPass#2027');
    await page.locator('input[name="password_confirmation"]').fill('NewPass#2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is incorrect.').waitFor();
    expect(await toast(page, 'The current password is incorrect.').count()).toBe(0);
    await context.close();
  });

  it('checks a photo before uploading it, then uploads a valid one', async () => {
    const context = await signedInContext(browser, token);
    const page = await context.newPage();
    await page.goto('/profile/account/settings');
    const fileInput = page.locator('input[type="file"]');

    await fileInput.setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await toast(page, 'The file type you uploaded is not allowed.').waitFor();

    await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await toast(page, 'The file you uploaded exceeds the file size limit.').waitFor();

    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: MAROON_PNG });
    await toast(page, 'Your photo has been updated.').waitFor();
    // The top bar's avatar now points to the stored picture.
    await page.getByTestId('user-menu').locator('img[src*="/api/files/"]').waitFor();
    await context.close();
  });

  it('looks right on a phone', async () => {
    const context = await signedInContext(browser, token, PHONE);
    const page = await context.newPage();
    await page.goto('/profile/account/settings');
    await page.getByRole('button', { name: 'Change password' }).waitFor();
    await settle(page);
    await screenshot(page, 'profile-settings-390');
    await context.close();
  });
});
