import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { getJson, postJson, signInThroughApi } from './support/api';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog } from './support/ui';

// Issue 17, navigation by what each person does: the dashboard of each demo account, the sidebar's
// labels, the 404 with and without a session, Apply Now signed out, and the approval wording.

type Account = keyof typeof ACCOUNTS;
const ALL: Account[] = ['admin', 'hr', 'head', 'staff', 'applicant'];

async function sidebarLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Modules' });
  await nav.waitFor();
  return (await nav.locator('a').allInnerTexts()).map((label) => label.trim());
}

describeE2E('navigation by what each person does', () => {
  let browser: Browser;
  const tokens = {} as Record<Account, string>;
  beforeAll(async () => {
    browser = await launchBrowser();
    for (const account of ALL) tokens[account] = await signInThroughApi(ACCOUNTS[account]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows staff, head and HR what waits for them with counts as links, and their latest requests; no module cards', async () => {
    const expected: Record<'staff' | 'head' | 'hr', string[]> = {
      staff: ['task-approvals', 'task-property_to_acknowledge', 'task-memoranda_to_acknowledge', 'task-ipcr_to_open'],
      head: ['task-approvals', 'task-property_to_acknowledge', 'task-memoranda_to_acknowledge', 'task-ipcr_to_open'],
      hr: [
        'task-approvals',
        'task-property_to_acknowledge',
        'task-memoranda_to_acknowledge',
        'task-ipcr_to_open',
        'task-pds_checking',
        'task-trainings_to_verify',
        'task-applications_to_screen',
      ],
    };
    for (const account of ['staff', 'head', 'hr'] as const) {
      const context = await signedInContext(browser, tokens[account]);
      const page = await context.newPage();
      await page.goto('/dashboard');
      const waiting = page.getByTestId('waiting-for-you');
      await waiting.waitFor();
      const cards = await waiting.locator('[data-testid^="task-"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
      expect(cards.filter((id) => id !== 'task-count')).toEqual(expected[account]);
      await page.getByTestId('my-requests').waitFor();
      expect(await page.getByTestId('module-shortcuts').count()).toBe(0);
      // Each count is a link to where the work is done.
      const approvals = page.getByTestId('task-approvals');
      expect(await approvals.getAttribute('href')).toBe('/approvals');
      if (account === 'hr') {
        await page.getByTestId('task-pds_checking').click();
        await page.waitForURL('**/pds/checking');
      }
      await context.close();
    }
  });

  it('speaks to an applicant: their applications and the open posts, not an empty position and department', async () => {
    const context = await signedInContext(browser, tokens.applicant);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByTestId('my-applications').waitFor();
    await page.getByTestId('open-posts').waitFor();
    expect(await page.getByTestId('who-you-are').count()).toBe(0);
    expect(await page.getByTestId('waiting-for-you').count()).toBe(0);
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('Not assigned');
    expect(text).not.toMatch(/Position\s*Applicant/);
    expect(await sidebarLabels(page)).not.toContain('Approvals');
    await context.close();
  });

  it('dashboard of every demo account at 1280 and 390 px', async () => {
    for (const account of ALL) {
      for (const [viewport, width] of [
        [DESKTOP, 1280],
        [PHONE, 390],
      ] as const) {
        const context = await signedInContext(browser, tokens[account], viewport);
        const page = await context.newPage();
        await page.goto('/dashboard');
        await page.getByTestId(account === 'applicant' ? 'my-applications' : 'my-requests').waitFor();
        await settle(page);
        await screenshot(page, `dashboard-${account}-${width}`);
        await context.close();
      }
    }
  });

  it('names no page twice in the sidebar of any demo account', async () => {
    for (const account of ALL) {
      const context = await signedInContext(browser, tokens[account]);
      const page = await context.newPage();
      await page.goto('/dashboard');
      const labels = await sidebarLabels(page);
      const twice = labels.filter((label, index) => labels.findIndex((other) => other.toLowerCase() === label.toLowerCase()) !== index);
      expect(twice, account).toEqual([]);
      // Department pages only for who keeps a department: head@ heads CAS; staff@ heads none, and keeps the
      // department's DTRs only once another spec on the same server has named them its clerk.
      if (account === 'staff') {
        const me = await getJson<{ user: { department_duties: string[] } }>('/api/users/me', tokens.staff);
        if (me.user.department_duties.length === 0) expect(labels).not.toContain('Department Monitoring');
        if (me.user.department_duties.length === 0) expect(labels).not.toContain('DTR Submission');
      }
      if (account === 'head') expect(labels).toEqual(expect.arrayContaining(['Department Monitoring', 'DTR Submission']));
      await context.close();
    }
  });

  it('keeps the shell on the 404 and offers the dashboard when signed in; the login page when signed out', async () => {
    const context = await signedInContext(browser, tokens.staff);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('navigation', { name: 'Modules' }).waitFor();
    await settle(page);
    await screenshot(page, '404-signed-in');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();

    const visitor = await newContext(browser);
    const out = await visitor.newPage();
    await out.goto('/no/such/page');
    await out.waitForURL('**/404');
    await out.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await out.getByRole('navigation', { name: 'Modules' }).count()).toBe(0);
    await out.getByRole('link', { name: 'Back to login page' }).click();
    await out.waitForURL('**/login');
    await visitor.close();
  });

  it('opens Apply Now signed out: the open posts and a word to sign in or register', async () => {
    const visitor = await newContext(browser, PHONE);
    const page = await visitor.newPage();
    await page.goto('/jobs/apply_now');
    const prompt = page.getByTestId('sign-in-to-apply');
    await prompt.waitFor();
    expect(new URL(page.url()).pathname).toBe('/jobs/apply_now');
    await page.getByRole('heading', { name: 'Apply Now' }).waitFor();
    await settle(page);
    await screenshot(page, 'apply-now-signed-out-390');
    await prompt.getByRole('link', { name: 'Register' }).waitFor();
    await prompt.getByRole('link', { name: 'Sign in to apply' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/jobs/apply_now');
    await visitor.close();
  });

  it('says Recommend at the recommending step, and "Keep it" / "Cancel request" when cancelling', async () => {
    const me = await getJson<{ user: { id: number } }>('/api/users/me', tokens.staff);
    const chains = await getJson<{ approval_chains: { id: number; request_type: string; department: unknown; campus: unknown }[] }>(
      '/api/approval-chains',
      tokens.admin,
    );
    // The university-wide chain of certificates of employment: the department head recommends, then HR approves.
    const chain = chains.approval_chains.find((c) => c.request_type === 'coe_request' && c.department === null && c.campus === null)!;
    const sent = await postJson<{ request: { id: number } }>(`/api/approval-chains/${chain.id}/test`, { requester_user_id: me.user.id }, tokens.admin);

    const headContext = await signedInContext(browser, tokens.head);
    const headPage = await headContext.newPage();
    await headPage.goto(`/approvals?id=${sent.request.id}`);
    const drawer = dialog(headPage, 'Approval request');
    await drawer.getByRole('button', { name: 'Recommend', exact: true }).waitFor();
    expect(await drawer.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    await settle(headPage);
    await screenshot(headPage, 'approvals-drawer-recommend', { fullPage: false });
    await headContext.close();

    // The requester's own request page offers to cancel it; the dialog never says "Cancel" twice.
    const staffContext = await signedInContext(browser, tokens.staff);
    const staffPage = await staffContext.newPage();
    await staffPage.goto(`/approvals?id=${sent.request.id}`);
    await dialog(staffPage, 'Approval request').getByRole('button', { name: 'Cancel request' }).click();
    const ask = dialog(staffPage, 'Cancel this request?');
    await ask.waitFor();
    const buttons = (await ask.getByRole('button').allInnerTexts()).map((b) => b.trim()).filter(Boolean);
    expect(buttons).toEqual(expect.arrayContaining(['Keep it', 'Cancel request']));
    expect(buttons.filter((b) => /^cancel$/i.test(b))).toEqual([]);
    await settle(staffPage);
    await screenshot(staffPage, 'approvals-cancel-dialog', { fullPage: false });
    await ask.getByRole('button', { name: 'Cancel request' }).click();
    await ask.waitFor({ state: 'hidden' });
    // One toast for one event.
    await staffPage.locator('.mantine-Notification-root').filter({ hasText: 'The request has been cancelled.' }).first().waitFor();
    await staffPage.waitForTimeout(800);
    expect(await staffPage.locator('.mantine-Notification-root').filter({ hasText: 'cancelled' }).count()).toBe(1);
    await staffContext.close();
  });
});
