import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, removeFilePrompt } from '@hris/contracts';
import { getJson, signInThroughApi } from './support/api';
import { ARTIFACTS_DIR, launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, BASE_URL, describeE2E } from './support/env';
import { dialog, pick, waitForToast } from './support/ui';

type Me = { user: { personnel: { id: number; fullname: string } | null } };

/** A small but real PDF (the server reads the bytes, not the name). */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** One byte over the 3 MB limit of SPEC.md §5. */
const TOO_LARGE_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3_145_728 + 1 - 9, 0x20)]);

const PARTS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI'];

async function openPart(page: Page, part: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Parts of the PDS' })
    .getByRole('button', { name: new RegExp(`^${part}\\. `) })
    .click();
  await page.waitForURL(new RegExp(`part=${part}(&|$)`));
}

describeE2E('personal data sheet', () => {
  let browser: Browser;
  let staffToken: string;
  let hrToken: string;
  let personnelId: number;
  let staffName: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    staffToken = await signInThroughApi(ACCOUNTS.staff);
    hrToken = await signInThroughApi(ACCOUNTS.hr);
    const me = await getJson<Me>('/api/users/me', staffToken);
    personnelId = me.user.personnel!.id;
    staffName = me.user.personnel!.fullname;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the employee fills a training with its certificate and submits; HR sees the change and verifies; the PDS prints', async () => {
    const trainingTitle = `Records management seminar ${Date.now() % 100_000}`;
    const staffContext = await signedInContext(browser, staffToken);
    const page = await staffContext.newPage();
    await page.goto('/account/profile');
    await page.getByRole('heading', { name: 'Personal Data Sheet' }).waitFor();
    await page.getByTestId('pds-standing').waitFor();

    // Part I: names are the record's (read-only); the rest is the employee's.
    const personal = page.getByTestId('pds-section-personal');
    await personal.getByText('The HR office changes them', { exact: false }).waitFor();
    await personal.getByLabel(/^Date of birth/).fill('1990-06-15');
    await personal.getByLabel(/^Place of birth/).fill('Tacloban City, Leyte');
    await personal.getByLabel(/^Sex/).click();
    await page.getByRole('option', { name: 'Male', exact: true }).click();
    await personal.getByLabel('Mobile no.').fill('0917 123 4567');
    await personal.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, /saved/i);

    // Part VII: a training, with one PDF as proof.
    await openPart(page, 'VII');
    await page.getByTestId('pds-section-training').getByRole('button', { name: 'Add training' }).click();
    const form = dialog(page, 'Add training');
    await form.getByLabel(/^Title/).fill(trainingTitle);
    await form.getByLabel(/^From/).fill('2025-03-10');
    await form.getByLabel(/^To/).fill('2025-03-12');
    await form.getByLabel(/^Number of hours/).fill('24');
    await form.getByLabel(/^Type of L&D/).click();
    await page.getByRole('option', { name: 'Technical', exact: true }).click();
    await form.getByLabel(/^Conducted\/sponsored by/).fill('Civil Service Commission Regional Office VIII');
    await settle(page);
    await screenshot(page, 'pds-training-form', { fullPage: false });
    await form.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, /added/i);
    const table = page.getByRole('table', { name: /Learning and development/ });
    const row = table.getByRole('row').filter({ hasText: trainingTitle });
    await row.waitFor();

    await row.getByRole('button', { name: 'Documents (0)' }).click();
    const documents = dialog(page, 'Documents');
    await documents.getByText(MESSAGES.pdfHint).waitFor();
    const fileInput = documents.locator('input[type="file"]');
    // Saving with no file is refused (SPEC.md §8).
    await documents.getByRole('button', { name: 'Save document' }).click();
    await documents.getByText(MESSAGES.saveWithoutFile, { exact: true }).waitFor();
    // A file over 3 MB is refused before any upload.
    await fileInput.setInputFiles({ name: 'scanned-certificate.pdf', mimeType: 'application/pdf', buffer: TOO_LARGE_PDF });
    await documents.getByText(MESSAGES.fileTooLarge).waitFor();
    await settle(page);
    await screenshot(page, 'pds-documents-too-large', { fullPage: false });
    await fileInput.setInputFiles({ name: 'certificate-of-attendance.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    expect(await documents.getByText(MESSAGES.fileTooLarge).count()).toBe(0);
    await documents.getByRole('button', { name: 'Save document' }).click();
    await waitForToast(page, MESSAGES.fileAdded);
    await documents.getByTestId('pds-file').filter({ hasText: 'certificate-of-attendance.pdf' }).waitFor();
    // A wrong file is removed again, after SPEC.md §8's dialog.
    await fileInput.setInputFiles({ name: 'wrong-file.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    await documents.getByRole('button', { name: 'Save document' }).click();
    await documents.getByTestId('pds-file').filter({ hasText: 'wrong-file.pdf' }).waitFor();
    await settle(page);
    await screenshot(page, 'pds-documents', { fullPage: false });
    await documents.getByRole('button', { name: removeFilePrompt('wrong-file.pdf') }).click();
    const removal = dialog(page, removeFilePrompt('wrong-file.pdf'));
    await removal.getByText(MESSAGES.removeDialogIntro).waitFor();
    await removal.getByText(MESSAGES.removeDialogProceed).waitFor();
    await settle(page);
    await screenshot(page, 'pds-documents-remove', { fullPage: false });
    await removal.getByRole('button', { name: 'Remove', exact: true }).click();
    await waitForToast(page, MESSAGES.documentRemoved);
    await expect.poll(() => documents.getByTestId('pds-file').count()).toBe(1);
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: 'Documents (1)' }).waitFor();

    // Part III: a school from the university's list, and one typed because it is not there.
    await openPart(page, 'III');
    await page.getByRole('button', { name: 'Add school' }).click();
    const school = dialog(page, 'Add school');
    await school.getByLabel(/^Level/).click();
    await page.getByRole('option', { name: 'College', exact: true }).click();
    await pick(page, school.getByLabel(/^Name of school/), 'Bicol', 'Bicol University');
    await pick(page, school.getByLabel(/^Basic education\/degree\/course/), 'Ba', 'Bachelor of Public Administration');
    await school.getByLabel(/^Period of attendance from/).fill('2007');
    await school.getByLabel(/^Period of attendance to/).fill('2011');
    await school.getByLabel(/^Year graduated/).fill('2011');
    await settle(page);
    await screenshot(page, 'pds-school-form', { fullPage: false });
    await school.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, /added/i);
    await page.getByRole('button', { name: 'Add school' }).click();
    const typed = dialog(page, 'Add school');
    await typed.getByLabel(/^Level/).click();
    await page.getByRole('option', { name: 'Elementary', exact: true }).click();
    await typed.getByRole('button', { name: 'Not in the list? Type the name' }).first().click();
    await typed.getByLabel(/^Name of school/).fill('Palo Central School');
    await typed.getByRole('button', { name: 'Save' }).click();
    const schools = page.getByRole('table', { name: 'Educational background' });
    await schools.getByRole('row').filter({ hasText: 'Palo Central School' }).first().waitFor();
    await schools.getByRole('row').filter({ hasText: 'Bicol University' }).first().waitFor();

    // Every part of the editor, for a look.
    for (const part of PARTS) {
      await openPart(page, part);
      // A full-page shot of a scrolled page draws the sticky shell mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      await screenshot(page, `pds-part-${part}`);
    }

    // The changed parts are marked; the employee sends them to HR.
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await waitForToast(page, /submitted|sent/i);
    await page.getByTestId('pds-standing').getByText('Submitted — waiting for HR').waitFor();
    await settle(page);
    await screenshot(page, 'pds-submitted', { fullPage: false });

    // HR finds the submission with the training change and verifies it.
    const hrContext = await signedInContext(browser, hrToken);
    const hrPage = await hrContext.newPage();
    await hrPage.goto('/pds/checking');
    const submissions = hrPage.getByRole('table', { name: 'PDS submissions' });
    const submission = submissions.getByRole('row').filter({ hasText: staffName }).first();
    await submission.waitFor();
    await settle(hrPage);
    await screenshot(hrPage, 'pds-checking');
    await submission.click();
    const drawer = dialog(hrPage, 'PDS submission');
    const trainingChanges = drawer.getByTestId('changes-training');
    await trainingChanges.getByText(trainingTitle).first().waitFor();
    await settle(hrPage);
    await screenshot(hrPage, 'pds-checking-changes', { fullPage: false });
    // Returning needs remarks.
    await drawer.getByRole('button', { name: 'Return', exact: true }).click();
    await drawer.getByText('Say what the employee must correct.').waitFor();
    await drawer.getByRole('button', { name: 'Verify', exact: true }).click();
    await dialog(hrPage, 'Verify this PDS?').getByRole('button', { name: 'Verify', exact: true }).click();
    await waitForToast(hrPage, /verified/i);
    await hrContext.close();

    // The employee sees it verified.
    await page.reload();
    await page
      .getByTestId('pds-standing')
      .getByText(/^Verified on /)
      .waitFor();
    // Nothing changed since: nothing to submit.
    await page.getByTestId('pds-standing').getByText('Nothing has changed since HR last verified your PDS.').waitFor();
    expect(await page.getByRole('button', { name: 'Submit for verification' }).isDisabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'pds-verified', { fullPage: false });
    await staffContext.close();

    // The printed PDS (CS Form 212) carries the employee's name.
    const answer = await fetch(`${BASE_URL}/api/personnels/${personnelId}/pds/pdf`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/pdf');
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const pdfFile = path.join(ARTIFACTS_DIR, 'pds.pdf');
    fs.writeFileSync(pdfFile, Buffer.from(await answer.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdfFile, path.join(ARTIFACTS_DIR, 'pds-page1')]);
    expect(fs.existsSync(path.join(ARTIFACTS_DIR, 'pds-page1.png'))).toBe(true);
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', pdfFile, '-']).toString('utf8').toUpperCase();
    const { pds } = await getJson<{ pds: { personnel: { first_name: string; last_name: string } } }>(`/api/personnels/${personnelId}/pds`, staffToken);
    expect(text).toContain(pds.personnel.last_name.toUpperCase());
    expect(text).toContain(pds.personnel.first_name.toUpperCase());
  });
});
