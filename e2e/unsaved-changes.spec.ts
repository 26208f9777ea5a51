import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { getJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { publishJobPost } from './support/fixtures';
import { dialog, waitForToast } from './support/ui';

// Issue 17, "nothing typed is lost": each form that used to drop what was typed now asks before leaving
// (react-router's blocker; one guard for every form), "Stay" keeps the text, and a successful save never asks.

const LEAVE_PROMPT = 'Leave without saving?';
const manilaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function openPart(page: Page, part: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Parts of the PDS' })
    .getByRole('button', { name: new RegExp(`^${part}\\. `) })
    .click();
}

/** The confirm is shown; "Stay" closes it and leaves the page where it was. */
async function stay(page: Page): Promise<void> {
  const confirm = dialog(page, LEAVE_PROMPT);
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await confirm.waitFor({ state: 'hidden' });
}

describeE2E('nothing typed is lost', () => {
  let browser: Browser;
  let staffToken: string;
  let hrToken: string;
  let applicantToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [staffToken, hrToken, applicantToken] = await Promise.all([
      signInThroughApi(ACCOUNTS.staff),
      signInThroughApi(ACCOUNTS.hr),
      signInThroughApi(ACCOUNTS.applicant),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the PDS asks before another part or a sidebar link drops an edit; a height of 16.8 is refused with its range, not changed; a save does not ask', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    await page.goto('/account/profile?part=I');
    const personal = page.getByTestId('pds-section-personal');
    await personal.waitFor();
    const place = personal.getByLabel(/^Place of birth/);
    await place.fill('Tabaco City, Albay');

    // Another part of the PDS: asked, and "Stay" keeps the text on part I.
    await openPart(page, 'II');
    await settle(page);
    await screenshot(page, 'unsaved-changes-confirm', { fullPage: false });
    await stay(page);
    expect(page.url()).toContain('part=I');
    expect(await place.inputValue()).toBe('Tabaco City, Albay');

    // A sidebar link: asked as well.
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
    await stay(page);
    expect(new URL(page.url()).pathname).toBe('/account/profile');

    // A height typed as 16.8 stays 16.8 (not clamped to 2.5) and the save is refused with the range.
    const height = personal.getByLabel(/^Height/);
    await height.fill('16.8');
    await place.click();
    expect(await height.inputValue()).toBe('16.8');
    await personal.getByLabel(/^Date of birth/).fill('1990-06-15');
    await personal.getByLabel(/^Sex/).click();
    await page.getByRole('option', { name: 'Male', exact: true }).click();
    await personal.getByRole('button', { name: 'Save' }).click();
    await personal.getByText('The height must be between 0.5 and 2.5 metres.').waitFor();
    expect(await height.inputValue()).toBe('16.8');
    await settle(page);
    await screenshot(page, 'unsaved-changes-pds-height', { fullPage: false });

    // Corrected and saved: leaving asks nothing.
    await height.fill('1.68');
    await personal.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, /saved/i);
    await openPart(page, 'II');
    await page.waitForURL(/part=II(&|$)/);
    expect(await dialog(page, LEAVE_PROMPT).count()).toBe(0);
  });

  it('the time-log appeal keeps the corrected times when another day is chosen, and asks before it is left', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    const today = manilaToday();
    const first = addDays(today, -3);
    await page.goto(`/account/time-log-appeals/new/${first}`);
    await page.getByRole('heading', { name: 'File a time-log appeal' }).waitFor();
    await page.getByLabel('AM out').fill('12:01');
    await page.getByLabel('PM in').fill('12:58');
    await page.getByLabel(/^Reason/).fill('The device at the lobby was offline at noon.');

    await page.getByRole('textbox', { name: 'Day' }).fill(addDays(today, -4));
    expect(await page.getByLabel('AM out').inputValue()).toBe('12:01');
    expect(await page.getByLabel('PM in').inputValue()).toBe('12:58');

    await page.getByRole('link', { name: 'My appeals' }).click();
    await stay(page);
    expect(new URL(page.url()).pathname).toBe(`/account/time-log-appeals/new/${first}`);
    expect(await page.getByLabel(/^Reason/).inputValue()).toBe('The device at the lobby was offline at noon.');

    // "Leave" goes where the link pointed.
    await page.getByRole('link', { name: 'My appeals' }).click();
    await dialog(page, LEAVE_PROMPT).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/account/time-log-appeals');
  });

  it('"Edit my profile" from a job application asks before the chosen PDFs are dropped', async () => {
    const post = await publishJobPost(hrToken, { itemPrefix: 'SU-UNSAVED', documents: ['Letter of intent'] });
    const me = await getJson<{ user: { id: number } }>('/api/users/me', applicantToken);

    const page = await (await signedInContext(browser, applicantToken)).newPage();
    await page.goto(`/jobs/apply_now/${post.code}/applicant/${me.user.id}`);
    await page.getByRole('heading', { name: '2. Upload the documents' }).waitFor();
    await page
      .locator('input[type="file"][name="documents.0"]')
      .setInputFiles({ name: 'letter-of-intent.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    await page.getByText('letter-of-intent.pdf').first().waitFor();

    await page.getByRole('link', { name: 'Edit my profile' }).click();
    await stay(page);
    expect(new URL(page.url()).pathname).toBe(`/jobs/apply_now/${post.code}/applicant/${me.user.id}`);
    await page.getByText('letter-of-intent.pdf').first().waitFor();

    await page.getByRole('link', { name: 'Edit my profile' }).click();
    await dialog(page, LEAVE_PROMPT).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/jobs/profile');
  });
});
