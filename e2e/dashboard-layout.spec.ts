import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TDashboard, TMeResponse, TVaccinationAnswer, TVaccineBrand } from '@hris/contracts';
import { getJson, postJson, signInThroughApi } from './support/api';
import { DESKTOP, launchBrowser, PHONE, screenshot, settle, signedInContext, type Viewport } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { findingsOf } from './support/axe';

// Issue 42, items 14, 19 and 20: the pages people land on hold still while their data arrives (the layout shift is
// measured in the page, as Lighthouse measures it), the status badges show their whole word on a phone and on a
// desktop, and the health officer's dashboard counts the vaccination records waiting for them.

const NURSE = 'nurse@hris.test';
const CLS_LIMIT = 0.1;

/** Sums the page's layout shifts not caused by input, from the first paint on (PerformanceObserver, buffered). */
async function layoutShiftOfHardLoad(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'load' });
  await settle(page);
  // Late answers (notifications, counts) land after networkidle on a busy machine: give them time to move things.
  await page.waitForTimeout(1500);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** Every badge label on the page that shows less than its whole text (cut with an ellipsis). */
function truncatedBadges(page: Page): Promise<string[]> {
  return page
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) =>
      labels.filter((l) => l.getClientRects().length > 0 && l.scrollWidth > l.clientWidth).map((l) => `${l.textContent} (${l.scrollWidth}>${l.clientWidth})`),
    );
}

describeE2E('the dashboard lands right and holds still', () => {
  let browser: Browser;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    browser = await launchBrowser();
    for (const email of [ACCOUNTS.staff, ACCOUNTS.hr, ACCOUNTS.admin, ACCOUNTS.head, NURSE]) tokens[email] = await signInThroughApi(email);
    // Records of its own: head@ records a dose (no other spec reads his vaccination) for nurse@ to verify; admin@ sends
    // two test requests through the payroll's chain as hr@'s (its steps are the accounting office's and the President's,
    // not a department head's) and hr@ withdraws them: hr@'s dashboard lists them, "Cancelled"; no queue keeps them.
    const head = tokens[ACCOUNTS.head]!;
    const headRecord = await getJson<TVaccinationAnswer>('/api/covid/vaccination', head);
    if (headRecord.record.doses.length === 0 && !headRecord.record.verified_at) {
      const { brands } = await getJson<{ brands: TVaccineBrand[] }>('/api/covid/brands', head);
      const brand = brands.find((b) => b.is_active)!;
      await postJson('/api/covid/vaccination/doses', { brand_id: brand.id, dose_number: 1, given_on: '2021-08-02', place: 'City Health Office' }, head);
    }
    const admin = tokens[ACCOUNTS.admin]!;
    const { approval_chains } = await getJson<{ approval_chains: { id: number; request_type: string }[] }>('/api/approval-chains', admin);
    const payrollChain = approval_chains.find((c) => c.request_type === 'payroll')!;
    const hr = tokens[ACCOUNTS.hr]!;
    const hrUser = (await getJson<TMeResponse>('/api/users/me', hr)).user;
    for (let i = 0; i < 2; i++) {
      const { request } = await postJson<{ request: { id: number } }>(`/api/approval-chains/${payrollChain.id}/test`, { requester_user_id: hrUser.id }, admin);
      await postJson(`/api/approval-requests/${request.id}/cancel`, {}, hr);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  const measure = async (email: string, path: string, viewport: Viewport) => {
    const context = await signedInContext(browser, tokens[email]!, viewport);
    const page = await context.newPage();
    const cls = await layoutShiftOfHardLoad(page, path);
    await screenshot(page, `layout-${email.split('@')[0]}-${path.replaceAll('/', '_') || 'home'}-${viewport.width}`, { fullPage: false });
    await context.close();
    return cls;
  };

  it('does not move the landing page, the dashboard or the feedback list as their data arrives (CLS < 0.1)', async () => {
    const shifts: Record<string, number> = {};
    for (const email of [ACCOUNTS.staff, ACCOUNTS.hr]) {
      for (const path of ['/', '/dashboard']) {
        for (const viewport of [DESKTOP, PHONE]) shifts[`${email} ${path} ${viewport.width}`] = await measure(email, path, viewport);
      }
    }
    // The feedback list is the administrators' (FEEDBACK): the admin and the health officer's landing page.
    for (const viewport of [DESKTOP, PHONE]) shifts[`admin /feedback/list ${viewport.width}`] = await measure(ACCOUNTS.admin, '/feedback/list', viewport);
    for (const viewport of [DESKTOP, PHONE]) shifts[`nurse /dashboard ${viewport.width}`] = await measure(NURSE, '/dashboard', viewport);
    const moving = Object.entries(shifts).filter(([, cls]) => cls >= CLS_LIMIT);
    expect(moving, JSON.stringify(shifts, null, 1)).toEqual([]);
  }, 300_000);

  it('shows every status badge whole, at 390 px and at 1280 px', { timeout: 180_000 }, async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      for (const [email, path] of [
        [ACCOUNTS.hr, '/dashboard'],
        [ACCOUNTS.staff, '/dashboard'],
        [ACCOUNTS.hr, '/dts'],
      ] as const) {
        const context = await signedInContext(browser, tokens[email]!, viewport);
        const page = await context.newPage();
        await page.goto(path);
        await settle(page);
        if (email === ACCOUNTS.hr && path === '/dashboard') {
          await page.getByTestId('my-requests').getByText('Cancelled').first().waitFor();
          await screenshot(page, `badges-hr-dashboard-${viewport.width}`);
        }
        expect(await truncatedBadges(page), `${email} ${path} at ${viewport.width} px`).toEqual([]);
        await context.close();
      }
    }
  });

  it('counts for the health officer the vaccination records to verify, linking to the records', async () => {
    const expected = (await getJson<TDashboard>('/api/dashboard', tokens[NURSE]!)).tasks.find((t) => t.kind === 'vaccinations_to_verify');
    expect(expected?.count).toBeGreaterThan(0);
    const context = await signedInContext(browser, tokens[NURSE]!);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const card = page.getByTestId('task-vaccinations_to_verify');
    await card.waitFor();
    expect(await card.getByTestId('task-count').innerText()).toBe(String(expected!.count));
    expect(await card.innerText()).toContain('Vaccination records to verify');
    await card.click();
    await page.waitForURL('**/covid/report');
    await page.getByRole('heading', { name: 'COVID vaccination records' }).waitFor();
    await context.close();
  });

  it('shows on the landing page, beside the memoranda, what waits for the user', async () => {
    const context = await signedInContext(browser, tokens[NURSE]!);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL('**/memorandum_circular');
    const waiting = page.getByTestId('waiting-beside-memoranda');
    await waiting.getByRole('link', { name: /Vaccination records to verify/ }).waitFor();
    await waiting.getByRole('link', { name: /Vaccination records to verify/ }).click();
    await page.waitForURL('**/covid/report');
    await context.close();
  });

  it(
    'gives axe nothing to say of the landing page, the dashboard, the plantilla and an approval request opened in its drawer',
    { timeout: 180_000 },
    async () => {
      const mine = (await getJson<TDashboard>('/api/dashboard', tokens[ACCOUNTS.hr]!)).my_requests[0]!;
      const findings: string[] = [];
      for (const [email, path, ready] of [
        [NURSE, '/memorandum_circular', 'waiting-beside-memoranda'],
        [ACCOUNTS.hr, '/dashboard', 'my-requests'],
        [ACCOUNTS.hr, '/plantilla/personnels', null],
        [ACCOUNTS.hr, `/approvals?tab=mine&id=${mine.id}`, null],
      ] as const) {
        const context = await signedInContext(browser, tokens[email]!);
        const page = await context.newPage();
        await page.goto(path);
        if (ready) await page.getByTestId(ready).waitFor();
        if (path === '/plantilla/personnels') await page.getByRole('region', { name: 'University total' }).waitFor();
        if (path.includes('id=')) await page.getByRole('dialog', { name: 'Approval request' }).waitFor();
        await settle(page);
        findings.push(...(await findingsOf(page)).map((f) => `${path}: ${f}`));
        await context.close();
      }
      expect(findings).toEqual([]);
    },
  );
});
