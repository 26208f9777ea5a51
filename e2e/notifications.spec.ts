import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sendAnnouncement, signInThroughApi } from './support/api';
import { launchBrowser, newContext, screenshot, signInThroughUi, waitForRealtime } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';

describeE2E('live notifications', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('raises the bell badge and pops up a new notification; opening the bell resets the badge', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughUi(page, ACCOUNTS.staff);
    await waitForRealtime(page);
    const badge = page.getByTestId('notification-count');
    // Earlier specs may have left the staff unread notices (an approved leave…): the badge counts them too.
    await page.waitForTimeout(500);
    const unreadBefore = (await badge.count()) ? Number((await badge.innerText()).trim()) : 0;

    const title = `Payslip ready ${Date.now()}`;
    const adminToken = await signInThroughApi(ACCOUNTS.admin);
    await sendAnnouncement(adminToken, {
      user_email: ACCOUNTS.staff,
      title,
      description: 'Your payslip for the first half of the month is ready.',
      link: '/notifications',
    });

    await expect.poll(async () => ((await badge.count()) ? (await badge.innerText()).trim() : '0')).toBe(String(unreadBefore + 1));
    // No desktop permission in the test browser: the pop-up is an on-screen message.
    await page.locator('.mantine-Notification-root').getByText(title).waitFor();
    await screenshot(page, 'notification-arrived', { fullPage: false });

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const dropdown = page.getByTestId('notification-dropdown');
    await dropdown.getByText(title).waitFor();
    await badge.waitFor({ state: 'detached' });
    await page.waitForTimeout(300); // let the dropdown finish fading in
    await screenshot(page, 'notification-bell-open', { fullPage: false });

    // The dropdown's "See all" leads to the full list.
    await dropdown.getByRole('link', { name: 'See all' }).click();
    await page.waitForURL('**/notifications');
    await page.locator('main').getByText(title).waitFor();
    await context.close();
  });
});
