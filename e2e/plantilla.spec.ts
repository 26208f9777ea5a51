import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, PHONE, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, pick, rowAction, waitForToast } from './support/ui';

// The HR office keeps the plantilla: it adds an item, finds it, and changes its step. Other specs
// add items on the same server, so every item number here carries this run's stamp.

type Named = { id: number; name: string };

describeE2E('plantilla items', () => {
  let browser: Browser;
  let hrToken: string;
  const stamp = Date.now() % 1_000_000;
  beforeAll(async () => {
    browser = await launchBrowser();
    hrToken = await signInThroughApi(ACCOUNTS.hr);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('HR adds an item, finds it by its number and changes its step', async () => {
    // Two more items of other offices, so the list shows more than the one added on the page.
    const { positions } = await getJson<{ positions: (Named & { salary_grade: number })[] }>('/api/positions?term=Officer&per_page=50', hrToken);
    const { departments } = await getJson<{ departments: { id: number; acronym: string }[] }>('/api/departments?term=Office&per_page=50', hrToken);
    const officer = positions.find((p) => p.name === 'Administrative Officer V')!;
    const hrmo = departments.find((d) => d.acronym === 'HRMO')!;
    const registrar = departments.find((d) => d.acronym === 'OUR')!;
    await postJson(
      '/api/plantilla/items',
      { item_no: `SU-HRMO-ADOF5-${stamp}`, position_id: officer.id, department_id: hrmo.id, salary_grade: 18, salary_step: 2 },
      hrToken,
    );
    await postJson(
      '/api/plantilla/items',
      { item_no: `SU-OUR-ADOF5-${stamp}`, position_id: officer.id, department_id: registrar.id, salary_grade: 18 },
      hrToken,
    );

    const context = await signedInContext(browser, hrToken);
    const page = await context.newPage();
    onTestFailed(async () => void (await screenshot(page, 'plantilla-failure')));
    await page.goto('/plantilla/items');
    const table = page.getByRole('table', { name: 'Plantilla items' });
    await table.getByText(`SU-HRMO-ADOF5-${stamp}`).waitFor();

    // A new item: the position brings its salary grade.
    const itemNo = `SU-CAS-ISA1-${stamp}`;
    await page.getByRole('button', { name: 'New item' }).click();
    const form = dialog(page, 'New plantilla item');
    await form.getByLabel('Item number').fill(itemNo);
    await pick(page, form.getByRole('combobox', { name: /^Position/ }), 'Information Systems', /^Information Systems Analyst I/);
    expect(await form.getByLabel('Salary grade').inputValue()).toBe('12');
    await pick(page, form.getByRole('combobox', { name: /^Office/ }), 'Arts and', /^College of Arts and Sciences/);
    await form.getByRole('combobox', { name: /^Level/ }).click();
    await page.getByRole('option', { name: 'Second Level' }).click();
    await form.getByRole('combobox', { name: /^Fund/ }).click();
    await page.getByRole('option', { name: /^Nationally Funded/ }).click();
    await settle(page);
    await screenshot(page, 'plantilla-item-form', { fullPage: false });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });

    // The same number again is refused under its input, and nothing is added.
    await page.getByRole('button', { name: 'New item' }).click();
    const again = dialog(page, 'New plantilla item');
    await again.getByLabel('Item number').fill(itemNo.toLowerCase());
    await pick(page, again.getByRole('combobox', { name: /^Position/ }), 'Information Systems', /^Information Systems Analyst I/);
    await pick(page, again.getByRole('combobox', { name: /^Office/ }), 'Arts and', /^College of Arts and Sciences/);
    await again.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => again.getByLabel('Item number').getAttribute('aria-invalid')).toBe('true');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'hidden' });

    // Found by its number: vacant, SG 12 step 1.
    await page.getByPlaceholder('Search item no., position or incumbent').fill(itemNo);
    const row = table.getByRole('row').filter({ hasText: itemNo });
    await row.waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2); // the header and the one item
    expect(await row.innerText()).toMatch(/Information Systems Analyst I[\s\S]*CAS[\s\S]*12-1[\s\S]*Second Level[\s\S]*Nationally Funded[\s\S]*Vacant/i);

    // Edit: step 3.
    await rowAction(page, itemNo, 'Edit');
    const edit = dialog(page, `Edit item ${itemNo}`);
    await edit.getByRole('combobox', { name: /^Step/ }).click();
    await page.getByRole('option', { name: '3', exact: true }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, /./);
    await edit.waitFor({ state: 'hidden' });
    await row.getByText('12-3').waitFor();
    const { plantilla_items } = await getJson<{ plantilla_items: { item_no: string; salary_step: number; status: string }[] }>(
      `/api/plantilla/items?term=${encodeURIComponent(itemNo)}`,
      hrToken,
    );
    expect(plantilla_items).toEqual([expect.objectContaining({ item_no: itemNo, salary_step: 3, status: 'vacant' })]);

    // The whole list: the demo employees hold the filled items.
    await page.getByPlaceholder('Search item no., position or incumbent').fill('');
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2);
    await table.getByText('Filled', { exact: true }).first().waitFor();
    await page.mouse.move(0, 0);
    await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached' }); // the saved toast, over the rows
    await settle(page);
    await screenshot(page, 'plantilla-items');

    // Vacant only: the items a request to hire may name.
    await page
      .locator('label')
      .filter({ hasText: /^Vacant$/ })
      .click(); // the status switch's segment
    await expect.poll(() => table.getByText('Filled', { exact: true }).count()).toBe(0);
    await table.getByText(itemNo).waitFor();
    await context.close();
  });

  it("a refused item's messages go one by one as each field is corrected, the pickers' too", async () => {
    const context = await signedInContext(browser, hrToken);
    const page = await context.newPage();
    onTestFailed(async () => void (await screenshot(page, 'plantilla-item-messages-failure')));
    await page.goto('/plantilla/items');
    await page.getByRole('button', { name: 'New item' }).click();
    const form = dialog(page, 'New plantilla item');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The item number field is required.').waitFor();
    await form.getByText('Choose the position.').waitFor();
    await form.getByText('Choose the office.').waitFor();
    await settle(page);
    await screenshot(page, 'plantilla-item-refused', { fullPage: false });

    // The position chosen (it brings its grade): its message goes, the office's stays until the office is chosen.
    await pick(page, form.getByRole('combobox', { name: /^Position/ }), 'Information Systems', /^Information Systems Analyst I/);
    await expect.poll(() => form.getByText('Choose the position.').count()).toBe(0);
    await form.getByText('Choose the office.').waitFor();
    await form.getByText('The item number field is required.').waitFor();
    await settle(page);
    await screenshot(page, 'plantilla-item-one-corrected', { fullPage: false });
    await pick(page, form.getByRole('combobox', { name: /^Office/ }), 'Arts and', /^College of Arts and Sciences/);
    await expect.poll(() => form.getByText('Choose the office.').count()).toBe(0);
    await form.getByLabel('Item number').fill(`SU-CAS-MSG-${stamp}`);
    await expect.poll(() => form.getByText('The item number field is required.').count()).toBe(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  it("HR's Excel and PDF of the plantilla of personnel are made as jobs: the bar or its end, Save the file, the bell", async () => {
    // Issue 42: every line of the university is read and drawn in the background; the page shows the asker's job.
    const { departments } = await getJson<{ departments: { id: number; acronym: string }[] }>('/api/departments?term=Arts&per_page=50', hrToken);
    const cas = departments.find((d) => d.acronym === 'CAS')!;
    const context = await signedInContext(browser, hrToken);
    const page = await context.newPage();
    onTestFailed(async () => void (await screenshot(page, 'plantilla-files-failure')));
    await page.goto(`/plantilla/personnels?department_id=${cas.id}`);
    await page.getByRole('table').first().waitFor();

    await page.getByRole('button', { name: 'Export Excel' }).click();
    const excel = page.getByRole('status').filter({ hasText: 'The plantilla of personnel (Excel)' });
    await excel.waitFor();
    expect(await excel.textContent()).toContain('Preparing the plantilla of personnel: done');
    await settle(page);
    await screenshot(page, 'plantilla-personnel-file', { fullPage: false });
    const [workbookFile] = await Promise.all([page.waitForEvent('download'), excel.getByRole('button', { name: 'Save the file' }).click()]);
    expect(workbookFile.suggestedFilename()).toMatch(/^plantilla-of-personnel-\d{4}-\d{2}-\d{2}-\d+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await workbookFile.path())!);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Office');
    const lines = Number(/: ([\d,]+) lines?\./.exec((await excel.textContent())!)![1]!.replace(/,/g, ''));
    expect(lines).toBeGreaterThan(0);
    expect(sheet.actualRowCount - 1).toBe(lines);

    await page.getByRole('button', { name: 'PDF', exact: true }).click();
    const pdf = page.getByRole('status').filter({ hasText: 'The plantilla of personnel (PDF)' });
    await pdf.waitFor();
    const [pdfFile] = await Promise.all([page.waitForEvent('download'), pdf.getByRole('button', { name: 'Save the file' }).click()]);
    expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
    expect(Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [(await pdfFile.path())!]).toString())![1])).toBeGreaterThanOrEqual(1);
    // The bell says so too, with the page's link.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByTestId('notification-dropdown').getByText('Preparing the plantilla of personnel: done').first().waitFor();
    await context.close();
  });

  it('the items on a phone', async () => {
    const context = await signedInContext(browser, hrToken, PHONE);
    const page = await context.newPage();
    await page.goto('/plantilla/items');
    await page.getByText(/^Showing/).waitFor();
    await settle(page);
    await screenshot(page, 'plantilla-items-390');
    await context.close();
  });
});
