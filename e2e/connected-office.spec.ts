import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TDepartmentList, TMeResponse } from '@hris/contracts';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { expectNoSeriousViolations } from './support/axe';
import { dialog, pick, waitForToast } from './support/ui';

// The connected office and the office header (issue 24) as their users go through them. No demo account heads an
// office other than CAS (head@), so the administrator first names hr@ head of the Graduate School (as the HR office
// does on /department_setting). staff@ (CAS) asks to be connected to the Graduate School; hr@, its head, approves it
// from the approvals page (not head@, staff's own head); staff@ then sees the office with why. head@ sets CAS's header
// and sees it in the live preview.

describeE2E('connected office and office header', () => {
  let browser: Browser;
  let adminToken: string;
  let hrToken: string;
  let staffToken: string;
  let headToken: string;
  const reason = `I keep the graduate school's thesis records (${Date.now() % 100000})`;
  beforeAll(async () => {
    browser = await launchBrowser();
    [adminToken, hrToken, staffToken, headToken] = await Promise.all([
      signInThroughApi(ACCOUNTS.admin),
      signInThroughApi(ACCOUNTS.hr),
      signInThroughApi(ACCOUNTS.staff),
      signInThroughApi(ACCOUNTS.head),
    ]);
    const gs = (await getJson<TDepartmentList>('/api/departments?term=Graduate%20School&per_page=5', adminToken)).departments.find((d) => d.acronym === 'GS')!;
    const hrPersonnel = (await getJson<TMeResponse>('/api/users/me', hrToken)).user.personnel?.id;
    expect(hrPersonnel).toBeTruthy();
    await postJson(`/api/departments/${gs.id}/heads`, { head_personnel_id: hrPersonnel, oic_personnel_id: null }, adminToken, 'PUT');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('staff@ asks to be connected to the Graduate School, with a reason', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'connected-office-request-failure')));
    await page.goto('/account/connectedoffice');
    await page.getByRole('table', { name: 'My offices' }).getByText('Your office', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Request connection' }).click();
    const form = dialog(page, 'Request a connection to an office');
    // Sent without a reason: the form says so and keeps the office chosen.
    await pick(page, form.getByPlaceholder('Type an office name'), 'Graduate', /Graduate School/);
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('The reason field is required.').waitFor();
    await form.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await settle(page);
    await screenshot(page, 'connected-office-request-form');
    await form.getByRole('button', { name: 'Send request' }).click();
    await waitForToast(page, 'Your request to be connected to Graduate School has been sent to its head.');
    const row = page.getByRole('table', { name: 'My requests' }).getByRole('row').filter({ hasText: reason });
    await row.getByText('Waiting for the head').waitFor();
    await expectNoSeriousViolations(page, '/account/connectedoffice');
  });

  it('hr@, head of the Graduate School, approves it; staff@ sees the office with why', async () => {
    const page = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'connected-office-approve-failure')));
    const waiting = await getJson<{ requests: { id: number; request_type: string }[] }>('/api/approval-requests/waiting', hrToken);
    const request = waiting.requests.find((r) => r.request_type === 'office_connection')!;
    expect(request).toBeTruthy();
    // Not staff's own head's to decide.
    const headWaiting = await getJson<{ requests: { id: number }[] }>('/api/approval-requests/waiting', headToken);
    expect(headWaiting.requests.map((r) => r.id)).not.toContain(request.id);
    await page.goto(`/approvals?id=${request.id}`);
    const drawer = dialog(page, 'Approval request');
    await drawer.getByText(reason).waitFor();
    await settle(page);
    await screenshot(page, 'connected-office-approval-drawer', { fullPage: false });
    await drawer.getByRole('button', { name: 'Approve', exact: true }).click();
    await waitForToast(page, 'The request has been approved.');

    const staff = await (await signedInContext(browser, staffToken)).newPage();
    await staff.goto('/account/connectedoffice');
    const line = staff.getByRole('table', { name: 'My offices' }).getByRole('row').filter({ hasText: 'Graduate School' });
    await line.getByText(/^Connected since [A-Z][a-z]+ \d{1,2}, \d{4} \(approved by Jose Reyes\)$/).waitFor();
    await settle(staff);
    await screenshot(staff, 'connected-office-connected');

    // hr@ sees him among the people connected to the office.
    await page.goto('/account/connectedoffice');
    await page.getByRole('tab', { name: 'People connected to my offices' }).click();
    await page.getByRole('table', { name: 'People connected to my offices' }).getByText('Juan Bautista').waitFor();
    await settle(page);
    await screenshot(page, 'connected-office-people');
  });

  it("head@ sets CAS's header and sees it in the preview", async () => {
    const page = await (await signedInContext(browser, headToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'office-header-failure')));
    await page.goto('/department/header/setting');
    await page.getByRole('tab', { name: 'Department Header' }).waitFor();
    const lines = ['Republic of the Philippines', 'State University', 'Main Campus', 'College of Arts and Sciences'];
    for (const [i, line] of lines.entries()) await page.getByRole('textbox', { name: `Name line ${i + 1}` }).fill(line);
    await page.getByRole('textbox', { name: 'Address' }).fill('Rizal Avenue, Tarlac City 2300');
    const preview = page.getByTestId('header-preview');
    await preview.getByText('College of Arts and Sciences').waitFor();
    await preview.getByText('Rizal Avenue, Tarlac City 2300').waitFor();
    await page.getByRole('button', { name: 'Save header' }).click();
    await waitForToast(page, 'The header of College of Arts and Sciences has been saved.');
    await settle(page);
    await screenshot(page, 'office-header-department');
    await expectNoSeriousViolations(page, '/department/header/setting');
    // A unit without its own lines prints CAS's.
    await page.getByRole('tab', { name: 'Unit Header' }).click();
    await page.getByText(/prints the header of College of Arts and Sciences/).waitFor();
    await settle(page);
    await screenshot(page, 'office-header-unit');
  });
});
