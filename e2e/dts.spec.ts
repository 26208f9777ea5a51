import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { ARTIFACTS_DIR, launchBrowser, newContext, screenshot, settle, signedInContext, waitForRealtime } from './support/browser';
import { ACCOUNTS, BASE_URL, describeE2E } from './support/env';
import { readQrCode } from './support/qr';
import { dialog, pick, waitForToast } from './support/ui';

// Document tracking (issue 19), as its users go through it: a staff member of the College of Arts and Sciences files
// a letter with a PDF, prints its routing slip (whose QR code is read back from the picture), and forwards it to the
// HR office; HR sees it arrive in Incoming without reloading, receives it, holds it with a reason and sends it back;
// the college receives it by scanning the slip's code into the search box; the staff member reads the history; a
// visitor tracks it without signing in; and HR opens the demo's overdue document from the bell.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describeE2E('document tracking', () => {
  let browser: Browser;
  let hrToken: string;
  let staffToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [hrToken, staffToken] = await Promise.all([signInThroughApi(ACCOUNTS.hr), signInThroughApi(ACCOUNTS.staff)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a letter goes from the college to the HR office and back, live, with its slip, its history and its public tracking page', async () => {
    const title = `Request for a certificate of employment (${Date.now()})`;

    // HR watches its Incoming view from the start.
    const hr = await (await signedInContext(browser, hrToken)).newPage();
    await hr.goto('/dts');
    await hr.getByRole('navigation', { name: 'Status views' }).waitFor();
    await waitForRealtime(hr);

    // Staff files the letter with a PDF.
    const staff = await (await signedInContext(browser, staffToken)).newPage();
    await staff.goto('/dts/add-document');
    await staff.getByRole('heading', { name: 'Add document' }).waitFor();
    await staff.getByRole('textbox', { name: 'Title' }).fill(title);
    await staff.getByRole('combobox', { name: 'Document type' }).click();
    await staff.getByRole('option', { name: 'Letter' }).click();
    await staff.locator('input[type="file"]').setInputFiles({ name: 'request-letter.pdf', mimeType: 'application/pdf', buffer: PDF });
    await staff.getByText('request-letter.pdf').waitFor();
    await settle(staff);
    await screenshot(staff, 'dts-add-document');
    await staff.getByRole('button', { name: 'File the document' }).click();
    await staff.waitForURL(/\/dts\/documents\/\d+$/);
    const id = Number(staff.url().split('/').pop());
    const trackingNumber = (
      await staff
        .getByText(/^\d{4}-CAS-\d{6}$/)
        .first()
        .innerText()
    ).trim();
    await staff.getByRole('button', { name: 'request-letter.pdf' }).or(staff.getByText('request-letter.pdf')).first().waitFor();
    await settle(staff);
    await screenshot(staff, 'dts-filed');

    // The routing slip opens from the page; its QR code, read from the printed picture, holds the tracking address.
    const [slipTab] = await Promise.all([staff.context().waitForEvent('page'), staff.getByRole('button', { name: 'Print routing slip' }).first().click()]);
    await slipTab.close();
    const slip = await fetch(`${BASE_URL}/api/dts/documents/${id}/slip`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(slip.status).toBe(200);
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const slipFile = path.join(ARTIFACTS_DIR, 'dts-routing-slip.pdf');
    fs.writeFileSync(slipFile, Buffer.from(await slip.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', slipFile, path.join(ARTIFACTS_DIR, 'dts-routing-slip')]);
    const scanned = readQrCode(slipFile);
    expect(scanned).toBe(`${new URL(scanned!).origin}/dts/track/${trackingNumber}`);

    // Staff forwards it to the HR office.
    await staff.getByRole('button', { name: 'Forward' }).click();
    const forward = dialog(staff, `Forward ${trackingNumber}`);
    await pick(staff, forward.getByRole('combobox', { name: 'Forward to' }), 'Human', /Human Resource Management Office/);
    await forward.getByLabel('Remarks').fill('For the certificate, please');
    await forward.getByRole('button', { name: 'Forward' }).click();
    await waitForToast(staff, 'The document has been forwarded to HRMO.');

    // It arrives in HR's Incoming without a reload; HR receives it in one click.
    const row = hr.getByRole('row').filter({ hasText: trackingNumber });
    await row.waitFor({ timeout: 15_000 });
    await settle(hr);
    await screenshot(hr, 'dts-hr-incoming-live');
    await row.getByRole('button', { name: 'Receive' }).click();
    await waitForToast(hr, 'The document has been received.');

    // HR holds it, saying why, then sends it back to the college.
    await hr.goto(`/dts/documents/${id}`);
    await hr.getByRole('button', { name: 'Hold' }).click();
    const hold = dialog(hr, `Hold: ${trackingNumber}`);
    await hold.getByRole('button', { name: 'Put on hold' }).click();
    await hold.getByText('Say why (the reason).').waitFor();
    await hold.getByLabel('Reason').fill('The service record is still being updated');
    await hold.getByRole('button', { name: 'Put on hold' }).click();
    await waitForToast(hr, 'The document is on hold.');
    await hr.getByRole('button', { name: 'Forward' }).click();
    const back = dialog(hr, `Forward ${trackingNumber}`);
    await pick(hr, back.getByRole('combobox', { name: 'Forward to' }), 'Arts', /College of Arts and Sciences/);
    await back.getByLabel('Remarks').fill('Certificate attached');
    await back.getByRole('button', { name: 'Forward' }).click();
    await waitForToast(hr, 'The document has been forwarded to CAS.');

    // The college receives it by scanning the slip: the scanner types what the QR code holds, then Enter.
    await staff.goto('/dts/incoming');
    await waitForRealtime(staff);
    const search = staff.getByRole('textbox', { name: /Scan or type a tracking number/ });
    await search.fill(scanned!);
    await search.press('Enter');
    await staff.getByText(`Received ${trackingNumber}`).waitFor();
    await settle(staff);
    await screenshot(staff, 'dts-received-by-scan');

    // The staff member reads where it went and why it waited.
    await staff.goto('/dts/my-documents');
    await staff.getByRole('row').filter({ hasText: trackingNumber }).first().click();
    await staff.waitForURL(`**/dts/documents/${id}`);
    await staff.getByText('The service record is still being updated').waitFor();
    await staff.getByText('Certificate attached').waitFor();
    await settle(staff);
    await screenshot(staff, 'dts-history');
    const answer = (await (await fetch(`${BASE_URL}/api/dts/documents/${id}`, { headers: { authorization: `Bearer ${staffToken}` } })).json()) as {
      log: { action: string }[];
    };
    expect(answer.log.map((l) => l.action)).toEqual(['filed', 'forwarded', 'received', 'held', 'forwarded', 'received']);

    // Anyone given the tracking number sees where it is, and nothing more, without signing in.
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`/dts/track/${trackingNumber}`);
    await visitor.getByText('College of Arts and Sciences').waitFor();
    await visitor.getByText('Received', { exact: true }).first().waitFor();
    expect(await visitor.getByText(title).count()).toBe(0);
    await settle(visitor);
    await screenshot(visitor, 'dts-public-track');
    await visitor.context().close();
    await staff.context().close();
    await hr.context().close();
  });

  it("HR is told of the demo's overdue letter in the bell and opens the step that made it late", async () => {
    const hr = await (await signedInContext(browser, hrToken)).newPage();
    await hr.goto('/dts/received');
    await hr.getByRole('row').filter({ hasText: 'Letter from GSIS' }).getByText('Overdue').first().waitFor();
    // The bell shows the latest few; by this spec HR has had many others, so the notice is found through "See all".
    await hr.getByRole('button', { name: /^Notifications/ }).click();
    await hr.getByTestId('notification-dropdown').getByRole('link', { name: 'See all' }).click();
    await hr.waitForURL('**/notifications');
    const notice = hr
      .locator('main')
      .getByText(/^Overdue document: \d{4}-HRMO-\d{6}$/)
      .first();
    await notice.waitFor();
    await notice.click();
    await hr.waitForURL(/\/dts\/overdue\/document\/\d+$/);
    await hr.getByText('Overdue at Human Resource Management Office (HRMO)').waitFor();
    await hr.getByText('Letter from GSIS on the updated premium contribution schedule').first().waitFor();
    await settle(hr);
    await screenshot(hr, 'dts-overdue');
    await hr.context().close();
  });
});
