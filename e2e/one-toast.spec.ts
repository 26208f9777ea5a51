import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext, waitForRealtime } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog } from './support/ui';

// One toast per event (ARCHITECTURE.md, "Who shows a toast"): a typical action shows exactly one toast, and a live
// notification the action sends to the actor (the next step of what they approved is theirs too) goes to the bell
// without a second one. Each count waits long enough for a second toast (the API client's, the socket's) to arrive.

const TOAST = '.mantine-Notification-root';
/** Longer than the socket's push after the answer, far shorter than a toast's 4 s on screen. */
const SECOND_TOAST_WINDOW_MS = 1_500;

/** The toasts on screen once the first with this text has shown and any second one had time to follow. */
async function toastsAfter(page: Page, text: string | RegExp): Promise<string[]> {
  await page.locator(TOAST).filter({ hasText: text }).first().waitFor();
  await page.waitForTimeout(SECOND_TOAST_WINDOW_MS);
  return (await page.locator(TOAST).allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

async function closeToasts(page: Page): Promise<void> {
  for (const close of await page.locator(`${TOAST} .mantine-Notification-closeButton`).all()) await close.click().catch(() => undefined);
  await page.locator(TOAST).first().waitFor({ state: 'detached' });
}

describeE2E('one toast per event', () => {
  let browser: Browser;
  let hrToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    hrToken = await signInThroughApi(ACCOUNTS.hr);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a saved form shows one toast; a save refused with a 422 shows its message once, under the field, and no toast', async () => {
    const context = await signedInContext(browser, hrToken);
    const page = await context.newPage();
    await page.goto('/settings/positions');
    await page.getByRole('table', { name: 'Positions' }).getByText('Accountant I', { exact: true }).waitFor();

    const title = `Records Officer ${Date.now() % 100_000}`;
    await page.getByRole('button', { name: 'Add position' }).click();
    let form = dialog(page, 'Add a position');
    await form.getByLabel('Position title').fill(title);
    await form.getByRole('button', { name: 'Save' }).click();
    const saved = await toastsAfter(page, /saved|added|created/i);
    expect(saved, saved.join(' | ')).toHaveLength(1);
    await closeToasts(page);

    // The same title again: the server refuses it (422); the form says why under the input, and nothing else does.
    await page.getByRole('button', { name: 'Add position' }).click();
    form = dialog(page, 'Add a position');
    await form.getByLabel('Position title').fill(title);
    await form.getByRole('button', { name: 'Save' }).click();
    const refusal = 'The position has already been taken.';
    await form.getByText(refusal).waitFor();
    await page.waitForTimeout(SECOND_TOAST_WINDOW_MS);
    expect(await page.locator(TOAST).count()).toBe(0);
    expect(await page.getByText(refusal).count()).toBe(1);
    await settle(page);
    await screenshot(page, 'one-toast-refused-save', { fullPage: false });
    await context.close();
  });

  it('approving a step shows one toast; the next step\'s "waits for you" goes to its holder\'s bell, never to whoever acted', async () => {
    const adminToken = await signInThroughApi(ACCOUNTS.admin);
    const staffToken = await signInThroughApi(ACCOUNTS.staff);
    const { roles } = await getJson<{ roles: { id: number; name: string }[] }>('/api/roles?per_page=100', adminToken);
    const hrRole = roles.find((r) => r.name === 'HR Office')!;
    const president = roles.find((r) => r.name === 'Office of the President')!;
    expect(hrRole).toBeDefined();
    expect(president).toBeDefined();
    const staff = await getJson<{ user: { id: number } }>('/api/users/me', staffToken);
    // A department none of the demo accounts belongs to, so the chain changes no other spec's requests.
    const { departments } = await getJson<{ departments: { id: number; acronym: string | null }[] }>('/api/departments?per_page=100', adminToken);
    const elsewhere = departments.filter((d) => d.acronym && !['CAS', 'HRMO'].includes(d.acronym)).at(-1)!;
    const chain = await postJson<{ approval_chain: { id: number } }>(
      '/api/approval-chains',
      {
        request_type: 'leave',
        department_id: elsewhere.id,
        name: `HR then the President ${Date.now() % 100_000}`,
        steps: [
          { actor_kind: 'role', role_id: hrRole.id, label: 'Checked' },
          { actor_kind: 'role', role_id: president.id, label: 'Approved' },
        ],
      },
      adminToken,
    );
    const sent = await postJson<{ request: { id: number } }>(
      `/api/approval-chains/${chain.approval_chain.id}/test`,
      { requester_user_id: staff.user.id },
      adminToken,
    );

    const context = await signedInContext(browser, hrToken);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await waitForRealtime(page);
    const hrBefore = await getJson<{ notifications: { status: number | null }[] }>('/api/notifications', hrToken);
    const adminBefore = await getJson<{ notifications: { status: number | null }[] }>('/api/notifications', adminToken);
    await page.goto(`/approvals?id=${sent.request.id}`);
    await waitForRealtime(page);
    const drawer = dialog(page, 'Approval request');
    await drawer.getByRole('button', { name: 'Recommend', exact: true }).click();
    const first = await toastsAfter(page, /next step|approved/i);
    expect(first, first.join(' | ')).toHaveLength(1);
    await settle(page);
    await screenshot(page, 'one-toast-approved', { fullPage: false });
    // The next step's "waits for you" is in its holder's bell; whoever acted on this step is not told (nobody acts twice).
    const hrAfter = await getJson<{ notifications: { title: string }[] }>('/api/notifications', hrToken);
    expect(hrAfter.notifications.length).toBe(hrBefore.notifications.length);
    const adminAfter = await getJson<{ notifications: { title: string }[] }>('/api/notifications', adminToken);
    expect(adminAfter.notifications.length).toBe(adminBefore.notifications.length + 1);
    expect(adminAfter.notifications[0]!.title).toMatch(/waits for you/);
    await closeToasts(page);
    await context.close();

    // The last step, by the President: approving ends the request (the requester is told, not the approver): one toast.
    const adminContext = await signedInContext(browser, adminToken);
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/approvals?id=${sent.request.id}`);
    await waitForRealtime(adminPage);
    await dialog(adminPage, 'Approval request').getByRole('button', { name: 'Approve', exact: true }).click();
    const last = await toastsAfter(adminPage, /approved/i);
    expect(last, last.join(' | ')).toHaveLength(1);
    await adminContext.close();
  });
});
