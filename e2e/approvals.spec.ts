import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TApprovalChainList } from '@hris/contracts';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext, waitForRealtime } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, pick, waitForToast } from './support/ui';

type Request = { id: number; title: string; status: string };

/** Opens the bell and follows the newest notification whose text matches. */
async function openFromBell(page: Page, text: RegExp): Promise<void> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const item = page.getByTestId('notification-dropdown').getByRole('button', { name: text }).first();
  await item.waitFor();
  await item.click();
}

describeE2E('approval chains', () => {
  let browser: Browser;
  let adminToken: string;
  let headToken: string;
  let hrToken: string;
  let staffToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await signInThroughApi(ACCOUNTS.admin);
    headToken = await signInThroughApi(ACCOUNTS.head);
    hrToken = await signInThroughApi(ACCOUNTS.hr);
    staffToken = await signInThroughApi(ACCOUNTS.staff);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a two-step chain: the department head, then the HR office, approve; the requester hears of it', async () => {
    const chainName = `Two-step test ${Date.now() % 100_000}`;

    // The approvers and the requester are signed in and listening.
    const headContext = await signedInContext(browser, headToken);
    const headPage = await headContext.newPage();
    await headPage.goto('/dashboard');
    await waitForRealtime(headPage);
    const staffContext = await signedInContext(browser, staffToken);
    const staffPage = await staffContext.newPage();
    await staffPage.goto('/dashboard');
    await waitForRealtime(staffPage);

    // The administrator builds the chain in the settings.
    const adminContext = await signedInContext(browser, adminToken);
    const page = await adminContext.newPage();
    await page.goto('/settings/approval-request');
    await page.getByRole('heading', { name: 'Approval Requests' }).waitFor();
    await page.getByRole('button', { name: 'New chain' }).first().click();
    const editor = dialog(page, 'New approval chain');
    // A refused save shows each field's message; a corrected field's message goes at once, the others stay.
    await editor.getByRole('button', { name: 'Create chain' }).click();
    await editor.getByText('Choose a request type.').waitFor();
    await editor.getByText('The name field is required.').waitFor();
    await editor.getByTestId('chain-step-1').getByText('The step label field is required.').waitFor();
    await editor.getByLabel(/^Name/).fill(chainName);
    await editor.getByText('The name field is required.').waitFor({ state: 'detached' });
    expect(await editor.getByText('Choose a request type.').isVisible()).toBe(true);
    await editor.getByLabel('Request type').click();
    await page.getByRole('option').first().click();
    await editor.getByText('Choose a request type.').waitFor({ state: 'detached' });
    // Every request type has a university-wide chain already: this one is for the employee's college.
    await pick(page, editor.getByLabel('Department', { exact: true }), 'Arts and', /College of Arts and Sciences/);
    await editor.getByLabel('Label of step 1').fill('Recommending approval');
    await editor.getByTestId('chain-step-1').getByText('The step label field is required.').waitFor({ state: 'detached' });
    await editor.getByRole('button', { name: 'Add a step' }).click();
    const step2 = editor.getByTestId('chain-step-2');
    await step2.getByText('A role', { exact: true }).click();
    // A step's messages are keyed as the server keys them (steps.1.role_id) and go as that step is completed.
    await editor.getByRole('button', { name: 'Create chain' }).click();
    await step2.getByText('Choose the role that acts at this step.').waitFor();
    await step2.getByText('The step label field is required.').waitFor();
    await pick(page, step2.getByLabel('Role', { exact: true }), 'HR', 'HR Office');
    await step2.getByText('Choose the role that acts at this step.').waitFor({ state: 'detached' });
    expect(await step2.getByText('The step label field is required.').isVisible()).toBe(true);
    await editor.getByLabel('Label of step 2').fill('Approved');
    await step2.getByText('The step label field is required.').waitFor({ state: 'detached' });
    await settle(page);
    await screenshot(page, 'settings-approval-chain-editor', { fullPage: false });
    await editor.getByRole('button', { name: 'Create chain' }).click();
    await waitForToast(page, /saved|created/i);
    const card = page.getByTestId('approval-chain').filter({ hasText: chainName });
    await card.waitFor();
    await settle(page);
    await screenshot(page, 'settings-approval-chains');

    // A test request as if the employee had made it.
    await card.getByRole('button', { name: 'Send a test request' }).click();
    const test = dialog(page, 'Send a test request');
    await test.getByRole('button', { name: 'Send', exact: true }).click();
    await test.getByText('Choose who makes the request.').waitFor();
    await pick(page, test.getByLabel('Requester', { exact: true }), 'Bautista', /Juan Bautista/);
    await test.getByText('Choose who makes the request.').waitFor({ state: 'detached' });
    await test.getByRole('button', { name: 'Send', exact: true }).click();
    await test.getByText(/^Sent:/).waitFor();
    await adminContext.close();

    // Step 1: the head of CAS gets it in the bell, opens it and approves.
    await openFromBell(headPage, /waits for you/);
    await headPage.waitForURL(/\/approvals\?id=\d+/);
    const requestId = Number(new URL(headPage.url()).searchParams.get('id'));
    const headDrawer = dialog(headPage, 'Approval request');
    // The first step recommends; the last one approves.
    await headDrawer.getByRole('button', { name: 'Recommend', exact: true }).waitFor();
    // Returning needs a reason.
    await headDrawer.getByRole('button', { name: 'Return', exact: true }).click();
    await headDrawer.getByText('Say why, so the requester knows what to do.').waitFor();
    await settle(headPage);
    await screenshot(headPage, 'approvals-request-drawer', { fullPage: false });
    // The reason typed, the message goes.
    await headDrawer.getByRole('textbox', { name: 'Remarks' }).fill('The dates match the schedule.');
    await headDrawer.getByText('Say why, so the requester knows what to do.').waitFor({ state: 'detached' });
    await headDrawer.getByRole('button', { name: 'Recommend', exact: true }).click();
    await waitForToast(headPage, /approv|recommend/i);
    await headContext.close();

    // Step 2: the HR office finds it waiting in /approvals and approves.
    const hrContext = await signedInContext(browser, hrToken);
    const hrPage = await hrContext.newPage();
    await hrPage.goto('/approvals');
    const waiting = hrPage.getByRole('table', { name: 'Requests waiting for me' });
    const row = waiting.getByRole('row').filter({ hasText: 'Juan Bautista' }).first();
    await row.waitFor();
    await settle(hrPage);
    await screenshot(hrPage, 'approvals');
    await hrPage.goto(`/approvals?id=${requestId}`);
    const hrDrawer = dialog(hrPage, 'Approval request');
    await hrDrawer.getByText('Recommending approval').waitFor();
    await hrDrawer.getByRole('button', { name: 'Approve', exact: true }).click();
    await waitForToast(hrPage, /approv/i);
    await hrContext.close();

    // The requester is told, live, and the request reads approved.
    await staffPage.getByTestId('notification-count').waitFor();
    const mine = await getJson<{ requests: Request[] }>('/api/approval-requests/mine', staffToken);
    expect(mine.requests.find((r) => r.id === requestId)?.status).toBe('approved');
    await openFromBell(staffPage, /approved/i);
    await staffPage.waitForURL(/\/approvals\?id=\d+/);
    await dialog(staffPage, 'Approval request').getByText('Approved', { exact: true }).first().waitFor();
    await staffContext.close();

    // The college's chain goes back to the university's steps, so the specs after this one see the demo's chains. A
    // chain a finished request went through is edited, not deleted (the request keeps the steps it went through).
    const { approval_chains: chains } = await getJson<TApprovalChainList>('/api/approval-chains', adminToken);
    const made = chains.find((c) => c.name === chainName)!;
    const university = chains.find((c) => c.request_type === made.request_type && !c.department && !c.campus)!;
    await postJson(
      `/api/approval-chains/${made.id}`,
      {
        request_type: made.request_type,
        department_id: made.department!.id,
        name: `${chainName} (as the university's)`,
        steps: university.steps.map(({ actor_kind, role_id, personnel_id, label }) => ({ actor_kind, role_id, personnel_id, label })),
      },
      adminToken,
      'PUT',
    );
  });
});
