import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { filledPdsWorkbook } from '../apps/api/test/support/pds-workbook';
import { getJson, signInThroughApi } from './support/api';
import { ARTIFACTS_DIR, launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, waitForToast } from './support/ui';

type Me = { user: { personnel: { id: number } | null } };
type Sheet = { pds: { workexp: { position_title: string }[]; training: { title: string }[]; personal: { birth_place: string | null } | null } };

// "Fill from my Excel PDS" (issue 41): the employee's own CS Form 212, built here as a person fills the CSC's workbook.

describeE2E('filling the PDS from the official Excel workbook', () => {
  let browser: Browser;
  let staffToken: string;
  let personnelId: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    staffToken = await signInThroughApi(ACCOUNTS.staff);
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
    await context.close();
  });
});
