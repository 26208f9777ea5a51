import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';

// Issue 41, the first administrator's checklist: admin@ sees on the dashboard how far setup is, follows the card to the
// first thing missing (the university's profile: the demo data leaves the name, address, TIN and logo unset), fills it,
// and the setup page shows the item done.

describeE2E('setting up the system', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await signInThroughApi(ACCOUNTS.admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("admin@ follows the dashboard's card to the university's profile, fills it, and sees it done", async () => {
    const context = await signedInContext(browser, token);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const card = page.getByText(/Setting up the system: \d+ of \d+ done/);
    await card.waitFor();
    const doneAtFirst = Number(/: (\d+) of/.exec(await card.innerText())![1]);
    expect(await page.getByTestId('setup-card').innerText()).toContain("Next: The university's profile.");
    await settle(page);
    await screenshot(page, 'setup-dashboard-card');
    await page.getByTestId('setup-card').getByRole('link', { name: 'See the checklist' }).click();
    await page.getByRole('heading', { name: 'Set up the system' }).waitFor();
    const profileItem = page.locator('.mantine-Card-root', { hasText: "The university's profile" });
    await expect.poll(() => profileItem.innerText()).toMatch(/to do/i);
    await screenshot(page, 'setup-page-before');
    await profileItem.getByRole('link', { name: 'Fix it' }).click();

    await page.getByRole('heading', { name: 'University profile' }).waitFor();
    await page.getByLabel('Name').fill('Tarlac Northern State University');
    await page.getByLabel('Address').fill('Rizal Avenue, Tarlac City 2300');
    await page.getByLabel('TIN').fill('123-456-789');
    await page.getByLabel('RDO code').fill('017');
    await page.getByLabel("Bank's agency code").fill('TNSU-01');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText("The university's profile has been saved.").waitFor();
    // A real PNG for the logo: a picture of the page itself, which the upload check decodes and re-encodes.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 64, height: 64 } });
    await page.getByLabel('University logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByText("The university's logo has been saved.").waitFor();
    await page.getByRole('img', { name: "The university's logo" }).waitFor();
    await screenshot(page, 'university-profile');

    // Back to the dashboard inside the app, no reload: its card has counted the profile and names the next item.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /^Dashboard/ })
      .click();
    await expect.poll(() => page.getByTestId('setup-card').innerText()).toContain(`Setting up the system: ${doneAtFirst + 1} of`);
    expect(await page.getByTestId('setup-card').innerText()).not.toContain("The university's profile");

    await page.goto('/settings/setup');
    await expect.poll(() => profileItem.innerText()).toMatch(/\bdone\b/i);
    expect(await profileItem.innerText()).toContain('TIN 123-456-789');
    await screenshot(page, 'setup-page-after');
    await context.close();
  });
});
