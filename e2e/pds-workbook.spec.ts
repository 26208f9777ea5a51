import fs from 'node:fs';
import JSZip from 'jszip';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { filledPdsWorkbook } from '../apps/api/test/support/pds-workbook';
import { getJson, signInThroughApi } from './support/api';
import { ARTIFACTS_DIR, launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { choose, dialog, waitForToast } from './support/ui';

type Me = { user: { personnel: { id: number } | null } };
type Sheet = {
  checking: { status: string };
  pds: {
    personnel: { first_name: string; last_name: string };
    workexp: { position_title: string }[];
    training: { title: string }[];
    personal: { birth_place: string | null } | null;
  };
};

// "Fill from my Excel PDS" (issue 41): the employee's own CS Form 212, built here as a person fills the CSC's workbook.

describeE2E('filling the PDS from the official Excel workbook', () => {
  let browser: Browser;
  let staffToken: string;
  let hrToken: string;
  let personnelId: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    staffToken = await signInThroughApi(ACCOUNTS.staff);
    hrToken = await signInThroughApi(ACCOUNTS.hr);
    personnelId = (await getJson<Me>('/api/users/me', staffToken)).user.personnel!.id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('staff previews his workbook section by section, drops one section and finds the kept ones filled', async () => {
    const before = await getJson<Sheet>(`/api/personnels/${personnelId}/pds`, staffToken);
    const trainingsBefore = before.pds.training.map((t) => t.title);
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, 'PDS-staff.xlsx');
    fs.writeFileSync(file, await filledPdsWorkbook({ edition: '2017' }));

    const context = await signedInContext(browser, staffToken);
    const page = await context.newPage();
    await page.goto('/account/profile');
    await page.getByRole('button', { name: 'Fill from my Excel PDS' }).click();
    const modal = dialog(page, 'Fill from my Excel PDS');
    await modal.getByRole('button', { name: 'Preview' }).click();
    await modal.getByText('Choose your PDS workbook (.xlsx).').waitFor();

    await modal.locator('input[type="file"]').setInputFiles(file);
    await modal.getByRole('button', { name: 'Preview' }).click();
    const work = modal.getByTestId('workbook-section-workexp');
    await work.getByText('2 entries will be added.').waitFor();
    await modal.getByText(/The workbook is in the name of JUAN SANTOS DELA CRUZ JR\./).waitFor();
    await settle(page);
    await screenshot(page, 'pds-workbook-preview-top', { fullPage: false });
    const training = modal.getByTestId('workbook-section-training');
    await training.getByRole('switch', { name: /Keep Learning and development/i }).uncheck({ force: true });
    await expect(training.getByText('Drop')).toBeTruthy();
    await settle(page);
    await screenshot(page, 'pds-workbook-preview', { fullPage: false });

    await modal.getByRole('button', { name: 'Fill my PDS' }).click();
    await waitForToast(page, /Your PDS has been filled from the workbook/);
    await modal.waitFor({ state: 'hidden' });

    const after = await getJson<Sheet>(`/api/personnels/${personnelId}/pds`, staffToken);
    expect(after.pds.workexp.map((w) => w.position_title)).toEqual(['Administrative Officer II', 'Programmer']);
    expect(after.pds.personal?.birth_place).toBe('Legazpi City, Albay');
    expect(after.pds.training.map((t) => t.title)).toEqual(trainingsBefore);
    await page.getByRole('navigation', { name: 'Parts of the PDS' }).getByRole('button', { name: /^V\. / }).click();
    await page.getByTestId('pds-section-workexp').getByText('Administrative Officer II').first().waitFor();

    // A corrected workbook: its first job starts a month later and lists one more, so that entry gives way.
    fs.writeFileSync(file, await filledPdsWorkbook({ edition: '2017', workStart: '01/03/2015', extraWorkRow: true }));
    await page.getByRole('button', { name: 'Fill from my Excel PDS' }).click();
    await modal.locator('input[type="file"]').setInputFiles(file);
    await modal.getByRole('button', { name: 'Preview' }).click();
    await work.getByText('1 entry will be removed (and the documents attached to it).').waitFor();
    await work.getByText('2 entries will be added.').waitFor();
    await modal.getByTestId('workbook-section-personal').waitFor({ state: 'detached' });
    await work.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'pds-workbook-preview-change', { fullPage: false });
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  it('HR imports a zip of PDS workbooks: each matched by name and date of birth, previewed, then sent to PDS checking', async () => {
    const { pds } = await getJson<Sheet>(`/api/personnels/${personnelId}/pds`, staffToken);
    const zip = new JSZip();
    // Staff's own workbook again, now under his name on the personnel list and his date of birth on file.
    zip.file('college/Staff.xlsx', await filledPdsWorkbook({ edition: '2025', surname: pds.personnel.last_name, firstName: pds.personnel.first_name }));
    zip.file('college/Nobody.xlsx', await filledPdsWorkbook({ edition: '2017', surname: 'NOBODY', firstName: 'KNOWN' }));
    const file = path.join(ARTIFACTS_DIR, 'PDS-college.zip');
    fs.writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer' }));

    const context = await signedInContext(browser, hrToken);
    const page = await context.newPage();
    await page.goto('/personnels/imports');
    await choose(page, 'What the file holds', 'PDS workbooks (zip)');
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Preview' }).click();
    const table = page.getByRole('table', { name: 'What each workbook will do' });
    await table.getByText(/No one on the personnel list is named Known Nobody/).waitFor();
    await page.getByRole('switch', { name: 'Only the workbooks with problems' }).uncheck({ force: true });
    await table.getByText('college/Staff.xlsx').waitFor();
    await settle(page);
    await screenshot(page, 'pds-workbooks-zip-preview');
    expect(await page.getByRole('button', { name: /^Import 1 PDS$/ }).isDisabled()).toBe(true);
    await context.close();

    const good = new JSZip();
    good.file('Staff.xlsx', await filledPdsWorkbook({ edition: '2025', surname: pds.personnel.last_name, firstName: pds.personnel.first_name }));
    fs.writeFileSync(file, await good.generateAsync({ type: 'nodebuffer' }));
    const again = await (await signedInContext(browser, hrToken)).newPage();
    await again.goto('/personnels/imports');
    await choose(again, 'What the file holds', 'PDS workbooks (zip)');
    await again.locator('input[type="file"]').setInputFiles(file);
    await again.getByRole('button', { name: 'Preview' }).click();
    await again.getByRole('button', { name: /^Import 1 PDS$/ }).click();
    await waitForToast(again, /1 PDS filled from PDS-college\.zip and sent to PDS checking/);
    await again.getByRole('table', { name: 'Imports made' }).getByText('PDS workbooks').first().waitFor();
    const after = await getJson<Sheet>(`/api/personnels/${personnelId}/pds`, staffToken);
    expect(after.checking.status).toBe('submitted');
    await again.context().close();
  });
});
