import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TScholarshipApplicationList } from '@hris/contracts';
import { getJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, waitForToast } from './support/ui';

// Scholarships (issue 22) as their users go through them: staff@ applies to the demo's Master's degree (local);
// head@ recommends it in Approvals; admin@, who chairs the scholarship committee, records a vote on the committee's
// page and then decides in Approvals; staff@ sees the scholarship approved with the service owed until its last day.

describeE2E('scholarships', () => {
  let browser: Browser;
  let staffToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    staffToken = await signInThroughApi(ACCOUNTS.staff);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('staff@ applies to an open program', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'scholarship-apply-failure')));
    await page.goto('/lnd/scholarships');
    await page.getByRole('article', { name: "Program Master's degree (local)" }).getByRole('button', { name: 'Apply' }).click();
    const form = dialog(page, 'Apply for a scholarship');
    await form.getByRole('textbox', { name: 'School' }).fill('University of the Philippines Los Baños');
    await form.getByRole('textbox', { name: 'Degree' }).fill('Master of Public Administration');
    await form.getByRole('button', { name: 'Send to my head' }).click();
    await waitForToast(page, /sent to your head/);
    await page.getByRole('article', { name: "Scholarship application: Master's degree (local)" }).getByText('Under review').waitFor();
    await page.context().close();
  });

  it('head@ recommends it; admin@ votes on the committee’s page, then decides in Approvals', async () => {
    const { applications } = await getJson<TScholarshipApplicationList>('/api/lnd/scholarship-applications?scope=mine', staffToken);
    const requestId = applications[0]!.approval_request_id!;

    const head = await (await signedInContext(browser, await signInThroughApi(ACCOUNTS.head))).newPage();
    onTestFailed(async () => void (await screenshot(head, 'scholarship-head-failure')));
    await head.goto(`/approvals?id=${requestId}`);
    const headDrawer = dialog(head, 'Approval request');
    await headDrawer.getByText("Master's degree (local)").first().waitFor();
    await headDrawer.getByRole('button', { name: 'Recommend', exact: true }).click();
    await waitForToast(head, /recommended/i);
    await head.context().close();

    const admin = await (await signedInContext(browser, await signInThroughApi(ACCOUNTS.admin))).newPage();
    onTestFailed(async () => void (await screenshot(admin, 'scholarship-committee-failure')));
    await admin.goto('/lnd/committee-secretary/scholarship-committee-management');
    const card = admin.getByRole('article', { name: "Scholarship application: Master's degree (local) of Juan Bautista" });
    await card.getByRole('textbox', { name: 'My remarks' }).fill('Aligned with the office’s development plan.');
    await card.getByRole('button', { name: 'Record my vote' }).click();
    await waitForToast(admin, /Your vote \(approve\) has been recorded/);
    await card.getByText('Committee votes: 1 approve, 0 disapprove, 0 abstain').waitFor();
    await settle(admin);
    await screenshot(admin, 'scholarship-committee');

    await admin.goto(`/approvals?id=${requestId}`);
    const drawer = dialog(admin, 'Approval request');
    await drawer.getByText('1 approve, 0 disapprove, 0 abstain').waitFor();
    await drawer.getByRole('button', { name: 'Approve', exact: true }).click();
    await waitForToast(admin, /approved/i);
    await admin.context().close();
  });

  it('staff@ sees the scholarship approved, with the service owed until the obligation’s last day', async () => {
    const { applications } = await getJson<TScholarshipApplicationList>('/api/lnd/scholarship-applications?scope=mine', staffToken);
    expect(applications[0]).toMatchObject({ status: 'approved', study_status: 'ongoing' });
    expect(applications[0]!.obligation_end).not.toBeNull();
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'scholarship-approved-failure')));
    await page.goto('/lnd/scholarships');
    const card = page.getByRole('article', { name: "Scholarship application: Master's degree (local)" });
    await card.getByText('Approved').waitFor();
    await card.getByText(/service owed until/).waitFor();
    await card.getByRole('button', { name: 'Report grades' }).waitFor();
    await settle(page);
    await screenshot(page, 'scholarship-approved');
    await page.context().close();
  });
});
