import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TMemorandumList, TMemorandumReport, TMeResponse } from '@hris/contracts';
import { getJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { expectNoSeriousViolations } from './support/axe';
import { dialog, waitForToast } from './support/ui';

// Memorandum circulars (issue 24) as their users go through them: hr@ issues a memorandum with its PDF to everyone;
// staff@ lands on / → /memorandum_circular, sees it marked new, opens it (the PDF shown) and acknowledges it; hr@ sees
// staff@ as acknowledged in the readers per office.

/** A small real one-page PDF with a line of text. */
function memoPdf(): Buffer {
  const text = 'BT /F1 18 Tf 72 720 Td (Memorandum Circular: office hours in December) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describeE2E('memoranda', () => {
  let browser: Browser;
  let hrToken: string;
  let staffToken: string;
  const number = `MC No. ${Date.now() % 100000}, s. 2026`;
  const title = 'Office hours in December';
  beforeAll(async () => {
    browser = await launchBrowser();
    [hrToken, staffToken] = await Promise.all([signInThroughApi(ACCOUNTS.hr), signInThroughApi(ACCOUNTS.staff)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('hr@ issues a memorandum with its PDF to everyone', async () => {
    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'memoranda-issue-failure')));
    await page.goto('/memorandum_circular');
    await page.getByRole('button', { name: 'Issue a memorandum' }).click();
    const form = dialog(page, 'Issue a memorandum');
    // Issued without its PDF: the form says what is missing.
    await form.getByRole('textbox', { name: 'Number' }).fill(number);
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Subject' }).fill('From 1 December, offices open at 7:00 and close at 16:00.');
    await form.getByRole('button', { name: 'Issue' }).click();
    await form.getByText("Attach the memorandum's PDF.").waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'MC office hours.pdf', mimeType: 'application/pdf', buffer: memoPdf() });
    await settle(page);
    await screenshot(page, 'memoranda-issue-form');
    await form.getByRole('button', { name: 'Issue' }).click();
    await waitForToast(page, `${number} has been issued.`);
    await page.waitForURL(/\/memorandum_circular\/\d+$/);
    await page.getByRole('heading', { name: number }).waitFor();
  });

  it('staff@ lands on / → /memorandum_circular, sees it new, opens it and acknowledges it', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'memoranda-staff-failure')));
    await page.goto('/');
    await page.waitForURL('**/memorandum_circular');
    const row = page.getByRole('row').filter({ hasText: number });
    await row.waitFor();
    expect(await row.innerText()).toContain('New');
    await settle(page);
    await screenshot(page, 'memoranda-list');
    await row.click();
    await page.waitForURL(/\/memorandum_circular\/\d+$/);
    await page.locator('iframe[title^="The memorandum"]').waitFor();
    await page.getByRole('button', { name: 'I have read this' }).click();
    await waitForToast(page, `You have acknowledged ${number}.`);
    await page.getByText('You acknowledged having read this memorandum').waitFor();
    await expectNoSeriousViolations(page, '/memorandum_circular/:id');
    await settle(page);
    await screenshot(page, 'memoranda-acknowledged', { fullPage: false });
    const mine = await getJson<TMemorandumList>(`/api/memoranda?term=${encodeURIComponent(number)}`, staffToken);
    expect(mine.memoranda[0]!.acknowledged_at).not.toBeNull();
    // Back on the list, it is no longer new.
    await page.goto('/memorandum_circular');
    await row.waitFor();
    expect(await row.innerText()).not.toContain('New');
  });

  it('hr@ sees staff@ as acknowledged among the readers', async () => {
    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'memoranda-readers-failure')));
    await page.goto('/memorandum_circular');
    await page.getByText('All issued', { exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: number });
    await row.click();
    await page.waitForURL(/\/memorandum_circular\/\d+$/);
    const id = page.url().split('/').pop()!;
    const me = await getJson<TMeResponse>('/api/users/me', staffToken);
    // The readers' list on the page, filtered to the acknowledged: staff@ is there with the time.
    await page.getByRole('textbox', { name: 'Search by name…' }).fill(me.user.name);
    await page
      .getByRole('textbox', { name: 'Status' })
      .or(page.getByRole('combobox', { name: 'Status' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Acknowledged', exact: true }).click();
    const reader = page.getByRole('table', { name: 'Readers' }).getByRole('row').filter({ hasText: me.user.name });
    await reader.waitFor();
    const readers = await getJson<TMemorandumReport>(`/api/memoranda/${id}/readers?status=acknowledged`, hrToken);
    expect(readers.people.find((p) => p.name === me.user.name)?.acknowledged_at).toBeTruthy();
    await page.getByRole('textbox', { name: 'Search by name…' }).fill('');
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await screenshot(page, 'memoranda-readers');
  });
});
