import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TScholarshipApplicationList } from '@hris/contracts';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, waitForToast } from './support/ui';

// Scholarships (issues 22 and 42) as their users go through them: staff@, an Administrative Assistant, is refused the
// faculty's doctorate with each condition not met named; staff@ applies to the demo's Master's degree (local); head@
// recommends it in Approvals; admin@, who chairs the scholarship committee of three, records a vote on the committee's
// page (one vote decides nothing: the page says 2 of 3 must approve); the accountant's vote makes the majority; admin@
// decides in Approvals; staff@ sees the scholarship approved with the service owed until its last day.

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

  it('staff@ is refused the faculty’s doctorate, told each condition not met', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'scholarship-refused-failure')));
    await page.goto('/lnd/scholarships');
    const program = page.getByRole('article', { name: 'Program Doctorate (local)' });
    await program.getByText('For faculty · A master’s degree before it').waitFor();
    await settle(page);
    await screenshot(page, 'scholarship-programs');
    await program.getByRole('button', { name: 'Apply' }).click();
    const form = dialog(page, 'Apply for a scholarship');
    await form.getByRole('textbox', { name: 'School' }).fill('University of the Philippines Diliman');
    await form.getByRole('textbox', { name: 'Degree' }).fill('Doctor of Philosophy');
    await form.getByRole('button', { name: 'Send to my head' }).click();
    // staff@'s position as the earlier specs left it (a NOSI or a promotion may have moved it): Administrative Assistant II or III.
    await form.getByText(/^This program is for faculty; you hold Administrative Assistant I{2,3}\.$/).waitFor();
    await form.getByText(/^This program asks for a master’s degree before it; your PDS lists /).waitFor();
    await settle(page);
    await screenshot(page, 'scholarship-refused');
    await page.context().close();
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

    const adminToken = await signInThroughApi(ACCOUNTS.admin);
    const accountingToken = await signInThroughApi(ACCOUNTS.accounting);
    const admin = await (await signedInContext(browser, adminToken)).newPage();
    onTestFailed(async () => void (await screenshot(admin, 'scholarship-committee-failure')));
    await admin.goto('/lnd/committee-secretary/scholarship-committee-management');
    const card = admin.getByRole('article', { name: "Scholarship application: Master's degree (local) of Juan Bautista" });
    await card.getByRole('textbox', { name: 'My remarks' }).fill('Aligned with the office’s development plan.');
    await card.getByRole('button', { name: 'Record my vote' }).click();
    await waitForToast(admin, /Your vote \(approve\) has been recorded/);
    await card.getByText('Committee votes: 1 approve, 0 disapprove, 0 abstain').waitFor();
    // One vote of the committee's three decides nothing: the page says how many must approve.
    await card.getByText('2 of the committee’s 3 members must approve (a majority of the members): not decided yet').waitFor();
    await settle(admin);
    await screenshot(admin, 'scholarship-committee');
    // A second member, the accountant, votes to approve: the majority decides.
    const waiting = await getJson<TScholarshipApplicationList>('/api/lnd/scholarship-applications?scope=all&status=submitted', adminToken);
    const applicationId = waiting.applications.find((a) => a.approval_request_id === requestId)!.id;
    await postJson(`/api/lnd/scholarship-applications/${applicationId}/votes`, { vote: 'approve', remarks: 'Funds are available.' }, accountingToken);
    await admin.reload();
    await card.getByText('Committee votes: 2 approve, 0 disapprove, 0 abstain').waitFor();
    await card.getByText(/must approve \(a majority of the members\): the votes approve it/).waitFor();

    await admin.goto(`/approvals?id=${requestId}`);
    const drawer = dialog(admin, 'Approval request');
    await drawer.getByText('2 approve, 0 disapprove, 0 abstain').waitFor();
    await drawer.getByText('2 of the committee’s 3 members approve (a majority of the members): the votes approve it').waitFor();
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

  it('admin@ sees each program’s conditions and sets them in the program’s form', async () => {
    const page = await (await signedInContext(browser, await signInThroughApi(ACCOUNTS.admin))).newPage();
    onTestFailed(async () => void (await screenshot(page, 'scholarship-program-form-failure')));
    await page.goto('/lnd/committee-secretary/scholarship-committee-management');
    await page.getByRole('tab', { name: 'Programs' }).click();
    const row = page.getByRole('row', { name: /Doctorate \(local\)/ });
    await row.getByText('For faculty · A master’s degree before it · Decided by a majority of the committee’s members').waitFor();
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = dialog(page, 'Change the program');
    await expect(form.getByRole('combobox', { name: 'Open to', exact: true }).inputValue()).resolves.toBe('Faculty');
    await expect(form.getByRole('combobox', { name: 'Degree held before it', exact: true }).inputValue()).resolves.toBe('A master’s degree');
    await settle(page);
    await screenshot(page, 'scholarship-program-form');
    await page.context().close();
  });
});
