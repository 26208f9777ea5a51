import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TMyFeedback } from '@hris/contracts';
import { getJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { pick, waitForToast } from './support/ui';

// Feedback (issue 24) as its users go through it: staff@ rates the Leave module 2 of 5 with a screenshot; admin@ finds
// it on /feedback/list (with the averages of the demo's twelve months drawn), opens its details, sees the screenshot
// and answers it as resolved; staff@ sees the answer under My feedback.

/** A real 480×270 PNG (a page with a title bar and a red box where the balance is cut off), built byte by byte. */
function smallPng(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = table[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const [w, h] = [480, 270];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((w * 3 + 1) * h, 255);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const at = y * (w * 3 + 1) + 1 + x * 3;
      if (y < 36) raw.set([128, 24, 40], at);
      else if (y >= 90 && y < 110 && x >= 40 && x < 300) raw.set([210, 210, 210], at);
      else if (y >= 140 && y < 200 && x >= 40 && x < 440 && (y < 143 || y >= 197 || x < 43 || x >= 437)) raw.set([210, 30, 30], at);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describeE2E('feedback', () => {
  let browser: Browser;
  let adminToken: string;
  let staffToken: string;
  const text = `E2E: the leave balance is cut off on the form (${Date.now()})`;
  const answer = 'Fixed: the balance now shows in full.';
  beforeAll(async () => {
    browser = await launchBrowser();
    [adminToken, staffToken] = await Promise.all([signInThroughApi(ACCOUNTS.admin), signInThroughApi(ACCOUNTS.staff)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('staff@ sends feedback on Leave with a rating and a screenshot', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'feedback-send-failure')));
    await page.goto('/feedback');
    await pick(
      page,
      page
        .getByRole('combobox', { name: 'Module' })
        .or(page.getByRole('textbox', { name: 'Module' }))
        .first(),
      'Leav',
      'Leave',
    );
    // Sent without a text: the form says what is missing.
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('The feedback field is required.').waitFor();
    await page.getByRole('radio', { name: '2 stars' }).press('Space');
    await page.getByRole('textbox', { name: 'Feedback' }).fill(text);
    await page.locator('input[type="file"]').setInputFiles({ name: 'leave-form.png', mimeType: 'image/png', buffer: smallPng() });
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await waitForToast(page, /your feedback on Leave has been sent/);
    const card = page.getByTestId('my-feedback').filter({ hasText: text });
    await expect.poll(() => card.innerText()).toContain('New');
    await settle(page);
    await screenshot(page, 'feedback-send');
    const mine = await getJson<TMyFeedback>('/api/feedback/mine', staffToken);
    expect(mine.feedback.find((f) => f.text === text)).toMatchObject({ rating: 2, screenshot_name: 'leave-form.png', status: 'new' });
  });

  it('admin@ finds it on the list (with the averages chart), opens the details and answers it', async () => {
    const page = await (await signedInContext(browser, adminToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'feedback-admin-failure')));
    await page.goto('/feedback/list');
    await page.getByTestId('feedback-chart').waitFor();
    expect(await page.getByTestId('feedback-chart-row').count()).toBeGreaterThan(3);
    const row = page.getByRole('row').filter({ hasText: text });
    await row.waitFor();
    await settle(page);
    await screenshot(page, 'feedback-list');
    await row.click();
    await page.waitForURL(/\/feedback\/details\/\d+$/);
    await page.getByTestId('feedback-text').filter({ hasText: text }).waitFor();
    await page.getByRole('img', { name: 'Screenshot: leave-form.png' }).waitFor();
    await page.getByRole('textbox', { name: 'Answer' }).fill(answer);
    await page.getByText('Resolved', { exact: true }).last().click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await screenshot(page, 'feedback-details');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await waitForToast(page, /The answer has been sent to/);
    await page.getByText(/Answered by/).waitFor();

    await page.goto('/feedback/modules');
    await page.getByRole('row').filter({ hasText: 'Daily Time Record' }).waitFor();
    await settle(page);
    await screenshot(page, 'feedback-modules', { fullPage: false });
  });

  it('staff@ sees the answer under My feedback', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'feedback-answered-failure')));
    await page.goto('/feedback');
    const card = page.getByTestId('my-feedback').filter({ hasText: text });
    await expect.poll(() => card.innerText()).toContain(answer);
    expect(await card.innerText()).toContain('Resolved');
    await settle(page);
    await screenshot(page, 'feedback-answered', { fullPage: false });
  });
});
