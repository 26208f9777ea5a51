import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { MESSAGES } from '@hris/contracts';
import { signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, pick } from './support/ui';

// No silent refusals (issue 42 item 12): what the server refuses is shown where the user looks. staff@ records a
// training with a "certificate" that is not a PDF: the server's message shows under the file input and the modal stays
// open. staff@ asks to be connected to its own office: "You already belong to …" shows in view, the office list closed
// over nothing. hr@'s position form gets a refusal keyed to a field it has no input for: shown at the top. All three
// forms are left unsaved, so no demo data changes.

/** Whether the element is inside the window, not scrolled off nor hidden. */
async function inViewport(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = locator.page().viewportSize();
  return !!box && !!size && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

/** Whether the element is what the browser finds at its own centre: nothing (an open dropdown) lies over it. */
async function notCovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
}

describeE2E('no silent refusals', () => {
  let browser: Browser;
  let staffToken: string;
  let hrToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    staffToken = await signInThroughApi(ACCOUNTS.staff);
    hrToken = await signInThroughApi(ACCOUNTS.hr);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a certificate the server refuses: its message shows under the file input, and the modal stays open', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'refusals-lnd-failure')));
    await page.goto('/lnd/development-plan');
    await page.getByRole('button', { name: 'Record a training' }).click();
    const form = dialog(page, 'Record a training attended');
    await form.getByLabel('Title of the training').fill('Records management seminar');
    const day = new Date(Date.now() + 8 * 3_600_000 - 7 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('From').fill(day);
    await form.getByLabel('To').fill(day);
    await form.getByLabel('Hours').fill('8');
    await form.getByLabel('Conducted/sponsored by').fill('National Archives');
    // Named and typed as a PDF, so the page's own check lets it through; the server reads the bytes.
    await form.locator('input[type="file"]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all') });
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/upload') && r.status() === 422);
    await form.getByRole('button', { name: 'Save' }).click();
    await refused;
    const fileInput = form.getByRole('button', { name: /Certificate \(PDF\)/ });
    const message = form.getByText(MESSAGES.fileTypeNotAllowed);
    await message.waitFor();
    // Under the file input: its own error, named by the input.
    expect(await fileInput.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await fileInput.getAttribute('aria-describedby')) ?? '';
    expect(describedBy).toContain((await message.getAttribute('id')) ?? 'no id');
    expect(await form.isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'refusals-lnd-certificate', { fullPage: false });
  });

  it('"You already belong to …" shows in view, with the office list closed', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'refusals-office-failure')));
    await page.goto('/account/connectedoffice');
    await page.getByRole('button', { name: 'Request connection' }).click();
    const form = dialog(page, 'Request a connection to an office');
    await pick(page, form.getByPlaceholder('Type an office name'), 'Arts and', /College of Arts and Sciences/);
    await form.getByRole('textbox', { name: 'Reason' }).fill('I teach in the college');
    await form.getByRole('button', { name: 'Send request' }).click();
    const message = form.getByText(/^You already belong to College of Arts and Sciences/);
    await message.waitFor();
    await settle(page);
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await inViewport(message)).toBe(true);
    expect(await notCovered(message)).toBe(true);
    await screenshot(page, 'refusals-connected-office', { fullPage: false });
  });

  /**
   * The modal's safety net (components/form-modal.tsx, useUnshownMessages): a refusal keyed by a field the form has no
   * input for is shown at the top of the form, not lost. The product's natural case, an adjustment added to a run that
   * was sent for approval meanwhile (payroll.service.ts mustBeOpen refuses it under `status`, and the modal has no such
   * input), needs a paid run to correct, which a fresh database has not and which this spec will not make (marking a
   * run paid reduces balances other specs read). So Playwright's page.route answers the one save of HR's "Add a
   * position" with a 422 of the contract's shape (SPEC.md §8: message, error, errors by field) keyed `code`, which the
   * form has no input for; nothing is saved.
   */
  it('a refusal keyed to a field the modal has no input for shows at the top of the form, in an alert, and the typed values stay', async () => {
    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'refusals-unshown-failure')));
    const MESSAGE = 'The position code is already given to Administrative Aide IV.';
    await page.route('**/api/positions', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: MESSAGE, error: MESSAGE, errors: { code: [MESSAGE] } }),
      });
    });
    await page.goto('/settings/positions');
    await page.getByRole('button', { name: 'Add position' }).click();
    const form = dialog(page, 'Add a position');
    await form.getByLabel(/^Position title/).fill('Records Officer III');
    await form.getByLabel(/^Salary grade/).fill('18');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/positions') && r.status() === 422);
    await form.getByRole('button', { name: 'Save' }).click();
    await refused;
    const alert = form.getByRole('alert').filter({ hasText: MESSAGE });
    await alert.waitFor();
    // Once, at the top: above the first input, and no input claims it.
    expect(await form.getByText(MESSAGE).count()).toBe(1);
    const alertBox = (await alert.boundingBox())!;
    const titleBox = (await form.getByLabel(/^Position title/).boundingBox())!;
    expect(alertBox.y).toBeLessThan(titleBox.y);
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);
    // The modal stays open with what was typed.
    expect(await form.getByLabel(/^Position title/).inputValue()).toBe('Records Officer III');
    expect(await form.getByLabel(/^Salary grade/).inputValue()).toBe('18');
    await settle(page);
    await screenshot(page, 'refusals-unshown-field', { fullPage: false });
  });
});
