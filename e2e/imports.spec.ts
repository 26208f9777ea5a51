import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { getJson, signInThroughApi } from './support/api';
import { launchBrowser, newContext, screenshot, settle, signedInContext, signInThroughUi } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { waitForMail } from './support/outbox';
import { chooseIn } from './support/ui';

// Issue 41, day one: admin@ imports a masterlist of 50 people kept in Excel. The office column has a header of its own
// ("Dept."), chosen by hand; three rows have problems (an office misspelt, a birth date that could be day or month
// first, a salary grade of 34), nothing is imported until they are corrected; the corrected file is imported with an
// account for each, and one of the 50 sets a password from the invitation and signs in.

const PEOPLE = 50;
const SURNAMES = ['Dizon', 'Pascual', 'Salazar', 'Manalo', 'Ocampo', 'Lacson', 'Tolentino', 'Gatchalian', 'Soriano', 'Valdez'];

async function masterlist(offices: string[], { withProblems }: { withProblems: boolean }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Plantilla 2026');
  sheet.addRow(['Employee No.', 'Surname', 'First Name', 'Sex', 'Birthdate', 'Dept.', 'Step', 'SG', 'E-mail']);
  for (let i = 0; i < PEOPLE; i++) {
    const bad = withProblems ? i : -1;
    sheet.addRow([
      `E2E-IMP-${String(i + 1).padStart(3, '0')}`,
      SURNAMES[i % SURNAMES.length],
      `Ana ${i + 1}`,
      i % 2 ? 'M' : 'F',
      bad === 11 ? '03/06/1990' : new Date(Date.UTC(1980 + (i % 20), i % 12, 10)),
      bad === 4 ? 'Colege of Enginering' : offices[i % offices.length],
      1 + (i % 3),
      bad === 27 ? 34 : '',
      `e2e.import.${i + 1}@university.test`,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

describeE2E('moving in from spreadsheets', () => {
  let browser: Browser;
  let token: string;
  let offices: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await signInThroughApi(ACCOUNTS.admin);
    const { departments } = await getJson<{ departments: { fullname: string; campus_id: number; is_active: boolean }[] }>(
      '/api/departments?per_page=200',
      token,
    );
    offices = departments.filter((d) => d.campus_id === 1 && d.is_active).map((d) => d.fullname);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('admin@ imports 50 people, is shown the three bad rows, corrects them and imports with invitations', async () => {
    const context = await signedInContext(browser, token);
    const page = await context.newPage();
    await page.goto('/personnels/imports');
    await page.getByRole('heading', { name: 'Import from spreadsheets' }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'masterlist.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await masterlist(offices, { withProblems: true }),
    });
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    // "Dept." is no header the product knows: the page asks for the office's column before reading the rows.
    await page.getByText('Choose the column for Office').waitFor();
    await chooseIn(page, page.getByRole('combobox', { name: /^Office/ }), 'Dept.');
    const table = page.getByRole('table', { name: 'What each row will do' });
    await table.waitFor();
    await page.getByText('3 rows with problems').waitFor();
    await table.getByText(/No office is named "Colege of Enginering"\. Did you mean "College of Engineering"/).waitFor();
    await table.getByText(/could be 3 June 1990 or 6 March 1990/).waitFor();
    await table.getByText('The salary grade 34 is outside 1–33.').waitFor();
    expect(await page.getByRole('button', { name: /^Import 47 rows/ }).isDisabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'imports-problems');

    // The corrected file: the mapping chosen is kept for it, so the rows are read at once.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'masterlist-corrected.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await masterlist(offices, { withProblems: false }),
    });
    await page.getByRole('checkbox', { name: /Make an account for each new person/ }).check();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByText('0 rows with problems').waitFor();
    const since = Date.now();
    // The rows are checked at once; the write runs as a job: its bar, then the notification with the result (issue 42).
    // Fifty rows take a moment, so every bar the page shows is noted as it appears rather than waited for.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { barsSeen: string[] }).barsSeen = seen;
      new MutationObserver(() => {
        document
          .querySelectorAll('[role="progressbar"]')
          .forEach((bar) => seen.push(`${bar.getAttribute('aria-label')} | ${bar.closest('[role="status"]')?.textContent ?? ''}`));
      }).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Import 50 rows' }).click();
    // The page's bar turns into the result (or the reason it failed), which the bell then holds.
    const ended = page.getByText(/^Importing the rows: (done|not finished)$/).first();
    await ended.waitFor({ timeout: 60_000 });
    await screenshot(page, 'imports-job-ended', { fullPage: false });
    expect(await ended.textContent()).toBe('Importing the rows: done');
    await page.getByText('Personnel masterlist: 50 created and 0 updated from masterlist-corrected.xlsx.').first().waitFor();
    const bars = await page.evaluate(() => (window as unknown as { barsSeen: string[] }).barsSeen);
    expect(bars).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Importing the rows: [\d,]+ of 50 rows \| .*You may leave this page: you will be notified when it is done\.$/),
      ]),
    );
    await page.getByRole('table', { name: 'Imports made' }).getByText('masterlist-corrected.xlsx').waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByTestId('notification-dropdown').getByText('Importing the rows: done').first().waitFor();
    await page.keyboard.press('Escape');
    await settle(page);
    await screenshot(page, 'imports-done');
    await context.close();

    // One of the fifty sets a password from the invitation and signs in (password, then the e-mailed code).
    const email = 'e2e.import.7@university.test';
    const mail = await waitForMail(email, since - 60_000);
    const invite = /\/verify_token\?token=([A-Za-z0-9._~%-]+)&invite=1/.exec(mail)?.[1];
    expect(invite, 'the invitation holds a /verify_token link').toBeTruthy();
    const own = await newContext(browser);
    const newcomer = await own.newPage();
    await newcomer.goto(`/verify_token?token=${invite}&invite=1`);
    const password = 'Carabao-Mango-Tarlac-41';
    await newcomer.locator('input[name="password"]').fill(password);
    await newcomer.locator('input[name="password_confirmation"]').fill(password);
    await newcomer.getByRole('button', { name: 'Save new password' }).click();
    await newcomer.getByRole('link', { name: 'Go to sign in' }).click();
    await newcomer.waitForURL('**/login');
    await signInThroughUi(newcomer, email, password);
    await newcomer.goto('/dashboard');
    await newcomer.getByText(/Ana 7/).first().waitFor();
    await own.close();
  }, 240_000);
});
