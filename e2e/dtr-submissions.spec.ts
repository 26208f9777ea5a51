import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, PHONE, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, pick, waitForToast } from './support/ui';

const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date()).slice(0, 7);
const label = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

describeE2E('DTR submission', () => {
  let browser: Browser;
  let adminToken: string;
  let hrToken: string;
  let staffToken: string;
  let headToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [adminToken, hrToken, staffToken, headToken] = [
      await signInThroughApi(ACCOUNTS.admin),
      await signInThroughApi(ACCOUNTS.hr),
      await signInThroughApi(ACCOUNTS.staff),
      await signInThroughApi(ACCOUNTS.head),
    ];
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('HR names the clerk; the clerk submits, the head returns it, the clerk submits again, the head certifies and HR receives it', async () => {
    // Before being named, the employee is told they keep no department's DTRs.
    const clerk = await (await signedInContext(browser, staffToken)).newPage();
    await clerk.goto('/clerk/dtr_list');
    await clerk.getByText('You are not the DTR clerk of a department').waitFor();

    // HR names Juan Bautista DTR clerk of CAS on Add OIC Head.
    const hr = await (await signedInContext(browser, hrToken)).newPage();
    await hr.goto('/department_setting');
    await hr.getByRole('heading', { name: 'Add OIC Head' }).waitFor();
    await pick(hr, hr.getByRole('combobox', { name: 'Department' }), 'Arts and', /College of Arts and Sciences/);
    await pick(hr, hr.getByRole('combobox', { name: 'DTR clerk' }), 'Bautista', /Juan Bautista/);
    await hr.getByRole('button', { name: 'Save' }).click();
    await waitForToast(hr, 'The head, officer-in-charge and DTR clerk have been saved.');
    await settle(hr);
    await screenshot(hr, 'dtr-submission-clerk-setting');

    // The clerk sees the department's month: everyone with their totals, and submits it.
    await clerk.reload();
    await clerk.getByText('College of Arts and Sciences', { exact: true }).waitFor();
    await clerk.getByText('You are its DTR clerk', { exact: false }).waitFor();
    const people = clerk.getByRole('table', { name: /DTRs of College of Arts and Sciences/ });
    await people.getByRole('link', { name: 'Juan Bautista' }).waitFor();
    await people.getByRole('link', { name: 'Ana Dela Cruz' }).waitFor();
    await settle(clerk);
    await screenshot(clerk, 'dtr-submission-clerk');
    await clerk.getByRole('button', { name: 'Submit DTRs' }).click();
    const submitting = dialog(clerk, 'Submit DTRs');
    await submitting.getByLabel('Remarks').fill('Complete; the signed copies follow by messenger.');
    await submitting.getByRole('button', { name: 'Submit', exact: true }).click();
    await waitForToast(clerk, `The DTRs of ${label} have been submitted. They now wait for the department head (Recommending approval).`);
    await clerk.getByText(/^Submitted by Juan Bautista on .* · Waiting for the department head \(Recommending approval\)$/).waitFor();
    await expect(clerk.getByRole('button', { name: 'Submit DTRs' }).isDisabled()).resolves.toBe(true);
    // The approval trail, and the clerk's own "Cancel request" while nobody has decided.
    await clerk.getByText('Recommending approval', { exact: true }).waitFor();
    await clerk.getByRole('button', { name: 'Cancel request' }).waitFor();
    await settle(clerk);
    await screenshot(clerk, 'dtr-submission-submitted');

    // HR sees it among every department, still with the head: nothing to decide yet.
    await hr.goto(`/edats/dtr-submission?month=${month}`);
    await hr.getByRole('heading', { name: 'DTR Submission' }).waitFor();
    const counts = hr.getByRole('region', { name: 'Submissions of the month' });
    await counts.getByText(/^1 of \d+ departments submitted$/).waitFor();
    const casRow = hr.getByRole('row').filter({ hasText: 'College of Arts and Sciences' });
    await casRow.getByText('Submitted by Juan Bautista', { exact: false }).waitFor();
    await casRow.getByText('with the department head').waitFor();
    await settle(hr);
    await screenshot(hr, 'dtr-submission-hr');
    await casRow.scrollIntoViewIfNeeded();
    await screenshot(hr, 'dtr-submission-hr-row', { fullPage: false });
    await casRow.getByRole('button', { name: 'Open' }).click();
    const drawerTitle = `DTRs of ${label} — CAS`;
    await dialog(hr, drawerTitle).getByText('Waiting for the department head (Recommending approval)').waitFor();
    await settle(hr);
    await screenshot(hr, 'dtr-submission-hr-drawer-waiting', { fullPage: false });
    await expect(dialog(hr, drawerTitle).getByRole('button', { name: 'Approve', exact: true }).count()).resolves.toBe(0);
    await hr.keyboard.press('Escape');

    // The head, who keeps the department's DTRs too, returns them with remarks in the approval panel.
    const head = await (await signedInContext(browser, headToken)).newPage();
    await head.goto(`/clerk/dtr_list?month=${month}`);
    await head.getByText('You head it', { exact: false }).waitFor();
    await head.getByRole('button', { name: 'Return', exact: true }).click();
    await head.getByText('Say why, so the requester knows what to do.').waitFor();
    await settle(head);
    await screenshot(head, 'dtr-submission-head', { fullPage: false });
    await head.getByLabel('Remarks').fill('Please add the signature of Dr. Santos on the 15th.');
    await head.getByRole('button', { name: 'Return', exact: true }).click();
    await waitForToast(head, 'The request has been returned to the requester.');

    // The clerk reads the head's remarks and submits again.
    await clerk.reload();
    await clerk.getByText('Returned by Ana Dela Cruz').first().waitFor();
    await clerk.getByText('Please add the signature of Dr. Santos on the 15th.').first().waitFor();
    await settle(clerk);
    await screenshot(clerk, 'dtr-submission-returned');
    await clerk.getByRole('button', { name: 'Submit again' }).click();
    await dialog(clerk, 'Submit again').getByRole('button', { name: 'Submit again' }).click();
    await waitForToast(clerk, `The DTRs of ${label} have been submitted. They now wait for the department head (Recommending approval).`);

    // The head certifies them (Recommending approval).
    await head.reload();
    await head.getByRole('button', { name: 'Recommend', exact: true }).click();
    await waitForToast(head, 'Recommended; the request moved to the next step.');

    // HR receives them in the drawer's approval panel.
    await hr.reload();
    await casRow.getByText('with HR Office').waitFor();
    await casRow.getByRole('button', { name: 'Open' }).click();
    const drawer = dialog(hr, drawerTitle);
    await drawer.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    await settle(hr);
    await screenshot(hr, 'dtr-submission-hr-drawer', { fullPage: false });
    await drawer.getByRole('button', { name: 'Approve', exact: true }).click();
    await waitForToast(hr, 'The request has been approved.');
    await casRow.getByText('Received', { exact: true }).waitFor();
    await hr.keyboard.press('Escape');
    // The month's list goes to Excel.
    const [download] = await Promise.all([hr.waitForEvent('download'), hr.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(download.suggestedFilename()).toBe(`dtr-submissions-${month}.xlsx`);
    // The filter shows only the received ones.
    await hr
      .locator('label')
      .filter({ hasText: /^Received$/ })
      .click();
    await hr.getByRole('row').filter({ hasText: 'College of Business and Accountancy' }).waitFor({ state: 'detached' });
    await settle(hr);
    await screenshot(hr, 'dtr-submission-hr-received');
    await clerk.reload();
    await clerk.getByText(/Received by Jose Reyes on/).waitFor();
    // The trail of the second submission: certified by the head, received by HR.
    await clerk.getByText('Approved by Jose Reyes').waitFor();
    await settle(clerk);
    await screenshot(clerk, 'dtr-submission-received');

    const mine = await getJson<{ departments: { status: string }[] }>(`/api/dtr-submissions/mine?month=${month}`, staffToken);
    expect(mine.departments.map((d) => d.status)).toEqual(['received']);

    // On a phone the people become cards.
    const phone = await (await signedInContext(browser, staffToken, PHONE)).newPage();
    await phone.goto(`/clerk/dtr_list?month=${month}`);
    await phone
      .getByRole('list', { name: /DTRs of College of Arts and Sciences/ })
      .getByRole('link', { name: 'Juan Bautista' })
      .waitFor();
    await settle(phone);
    await screenshot(phone, 'dtr-submission-clerk-phone');

    // The clerk opens a colleague's DTR from the list.
    await clerk.getByRole('link', { name: 'Ana Dela Cruz' }).click();
    await clerk.waitForURL(/\/clerk\/dtr_list\/\d+\?month=/);
    await clerk.getByRole('heading', { name: 'Ana Dela Cruz' }).waitFor();
    await clerk.getByRole('region', { name: 'Totals of the month' }).waitFor();
  });

  it("the VPAA office's Faculty DTR lists a college's faculty members and opens their record", async () => {
    const me = await getJson<{ user: { personnel: { id: number } } }>('/api/users/me', await signInThroughApi(ACCOUNTS.head));
    await postJson(`/api/personnels/${me.user.personnel.id}`, { employment_kind: 'faculty' }, hrToken, 'PUT');

    const page = await (await signedInContext(browser, adminToken)).newPage();
    await page.goto('/manage/dtr');
    await page.getByRole('heading', { name: 'Faculty DTR' }).waitFor();
    await page.getByText('Choose a college', { exact: true }).waitFor();
    await pick(page, page.getByRole('combobox', { name: 'College' }), 'Arts and', /College of Arts and Sciences/);
    const table = page.getByRole('table', { name: /Faculty DTRs of/ });
    await table.getByRole('link', { name: 'Ana Dela Cruz' }).waitFor();
    await expect(table.getByRole('link', { name: 'Juan Bautista' }).count()).resolves.toBe(0);
    await settle(page);
    await screenshot(page, 'dtr-submission-faculty');
    await table.getByRole('link', { name: 'Ana Dela Cruz' }).click();
    await page.getByRole('heading', { name: 'Ana Dela Cruz' }).waitFor();
    await page.getByRole('table', { name: 'Daily time record of Ana Dela Cruz' }).waitFor();
    await settle(page);
    await screenshot(page, 'dtr-submission-faculty-person');
  });
});
