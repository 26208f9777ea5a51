import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { getJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, pick, waitForToast } from './support/ui';

type Me = { user: { personnel: { id: number; fullname: string } } };

const manilaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());

describeE2E('work schedules', () => {
  let browser: Browser;
  let hrToken: string;
  let headToken: string;
  let staffToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [hrToken, headToken, staffToken] = await Promise.all([signInThroughApi(ACCOUNTS.hr), signInThroughApi(ACCOUNTS.head), signInThroughApi(ACCOUNTS.staff)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('HR adds a flexible schedule and a holiday; staff asks for the schedule; the head recommends, HR approves, and it is the staff’s schedule', async () => {
    const scheduleName = 'Flexible time 7:00–9:30';
    const today = manilaToday();
    const staff = (await getJson<Me>('/api/users/me', staffToken)).user.personnel;

    // HR: a flexible schedule, through the editor (the fixed week first, as the editor opens).
    const hr = await (await signedInContext(browser, hrToken)).newPage();
    await hr.goto('/edats/work-schedules');
    await hr.getByRole('heading', { name: 'Work schedules' }).waitFor();
    await hr.getByRole('table', { name: 'Work schedules' }).getByText('Default', { exact: true }).waitFor();
    await settle(hr);
    await screenshot(hr, 'schedules-admin-list');
    await hr.getByRole('button', { name: 'Add schedule' }).click();
    await hr.waitForURL('**/edats/Add/workSchedule');
    const editor = dialog(hr, 'Add work schedule');
    await editor.getByLabel('Saturday', { exact: true }).check();
    await editor.getByLabel('Saturday afternoon in').fill('');
    await editor.getByLabel('Saturday afternoon out').fill('');
    await editor.getByText('44 hours a week').waitFor();
    await settle(hr);
    await screenshot(hr, 'schedules-editor-fixed', { fullPage: false });
    await editor.getByLabel(/^Name/).fill(scheduleName);
    await editor.getByText('Flexible time', { exact: true }).click();
    await editor.getByLabel(/^Arrive from/).fill('07:00');
    await editor.getByLabel(/^Arrive until/).fill('09:30');
    await editor.getByText('40 hours a week').waitFor();
    await settle(hr);
    await screenshot(hr, 'schedules-editor-flexible', { fullPage: false });
    await editor.getByRole('button', { name: 'Save' }).click();
    await waitForToast(hr, 'The work schedule has been saved.');
    await hr.waitForURL('**/edats/work-schedules?tab=schedules');
    await hr.getByRole('table', { name: 'Work schedules' }).getByText(scheduleName).waitFor();
    await hr.getByRole('table', { name: 'Work schedules' }).getByText('Monday to Friday, arrive 7:00 AM – 9:30 AM, 8 hours a day').waitFor();

    // HR: a holiday of this year.
    await hr.getByRole('tab', { name: 'Holidays' }).click();
    await hr.getByRole('button', { name: 'Add holiday' }).click();
    await hr.waitForURL('**/edats/holidays/add');
    const holidayForm = dialog(hr, 'Add holiday');
    await holidayForm.getByLabel(/^Name/).fill('University Foundation Day');
    await holidayForm.getByLabel(/^Date/).fill(`${today.slice(0, 4)}-12-15`);
    await holidayForm.getByText('Morning only', { exact: true }).click();
    await holidayForm.getByRole('button', { name: 'Save' }).click();
    await waitForToast(hr, 'The holiday has been saved.');
    const holidays = hr.getByRole('table', { name: 'Holidays' });
    await holidays.getByRole('row').filter({ hasText: 'University Foundation Day' }).getByText('Morning only').waitFor();
    await settle(hr);
    await screenshot(hr, 'schedules-admin-holidays');

    // Staff asks for it from today.
    const staffPage = await (await signedInContext(browser, staffToken)).newPage();
    await staffPage.goto('/account/work-schedules');
    await staffPage
      .getByRole('button', { name: 'Request a schedule' })
      .or(staffPage.getByRole('link', { name: 'Request a schedule' }))
      .click();
    await staffPage.waitForURL('**/account/work-schedules/new');
    await pick(staffPage, staffPage.getByRole('combobox', { name: 'Schedule' }), 'Flex', scheduleName);
    await staffPage.getByText('Any time from 7:00 AM to 9:30 AM').waitFor();
    await staffPage.getByLabel(/^Effective from/).fill(today);
    await staffPage.getByRole('button', { name: 'Send request' }).click();
    // Refused without a reason, nothing sent.
    await staffPage.getByText('The reason field is required.').waitFor();
    await staffPage.getByLabel(/^Reason/).fill('I bring my child to school at 7:30 every morning.');
    await settle(staffPage);
    await screenshot(staffPage, 'schedules-request-form');
    await staffPage.getByRole('button', { name: 'Send request' }).click();
    await waitForToast(staffPage, 'Your request has been sent to your department head.');
    await staffPage.waitForURL(/\/account\/work-schedules\/\d+$/);
    const requestId = Number(staffPage.url().split('/').pop());
    await staffPage.getByRole('button', { name: 'Cancel request' }).waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'schedules-my-request');

    // The head of CAS recommends it from the department's list.
    const head = await (await signedInContext(browser, headToken)).newPage();
    await head.goto('/department/edats/work-schedules');
    const deptRow = head.getByRole('table', { name: 'Work schedule requests' }).getByRole('row').filter({ hasText: staff.fullname });
    await deptRow.first().waitFor();
    await settle(head);
    await screenshot(head, 'schedules-department-requests');
    await deptRow.first().click();
    await head.waitForURL(`**/department/edats/work-schedules/${requestId}`);
    await head.getByText('I bring my child to school at 7:30 every morning.').waitFor();
    await head.getByRole('button', { name: 'Recommend', exact: true }).click();
    await waitForToast(head, /approv|recommend|forward/i);

    // HR approves it from the Requests tab.
    await hr.getByRole('tab', { name: 'Requests' }).click();
    const hrRow = hr.getByRole('table', { name: 'Work schedule requests' }).getByRole('row').filter({ hasText: staff.fullname });
    await hrRow.first().waitFor();
    await hrRow.first().click();
    const drawer = dialog(hr, 'Work schedule request');
    await drawer.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    await settle(hr);
    await screenshot(hr, 'schedules-admin-request-drawer', { fullPage: false });
    await drawer.getByRole('button', { name: 'Approve', exact: true }).click();
    await waitForToast(hr, /approv/i);

    const request = await getJson<{ request: { status: string } }>(`/api/work-schedules/requests/${requestId}`, staffToken);
    expect(request.request.status).toBe('approved');

    // Staff's page now shows the schedule as today's, with its hours a week.
    await staffPage.goto('/account/work-schedules');
    await staffPage.getByRole('heading', { name: scheduleName }).waitFor();
    await staffPage.getByText('40 hours a week').first().waitFor();
    await staffPage.getByRole('table', { name: 'Work schedule requests' }).getByText('Approved').waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'schedules-my-schedule');

    // HR sees who follows the schedule now.
    await hr.goto('/edats/work-schedules');
    await hr.getByRole('table', { name: 'Work schedules' }).getByRole('row').filter({ hasText: scheduleName }).click();
    const assignees = dialog(hr, scheduleName);
    await assignees.getByRole('table', { name: 'Assigned personnel' }).getByText(staff.fullname).waitFor();
    await settle(hr);
    await screenshot(hr, 'schedules-admin-assignees', { fullPage: false });
    await assignees.getByRole('button', { name: 'Assign to an employee' }).click();
    await hr.waitForURL(/\/edats\/work-schedules\/form\?schedule=\d+$/);
    const assign = dialog(hr, 'Assign a work schedule');
    await expect(assign.getByRole('combobox', { name: 'Work schedule' }).inputValue()).resolves.toBe(scheduleName);
    await assign.getByRole('button', { name: 'Assign' }).click();
    await assign.getByText('Choose the employee.').waitFor();
    await assign.getByRole('button', { name: 'Cancel' }).click();

    // A work suspension on the HR officer's campus from 1:00 PM.
    await hr.getByRole('tab', { name: 'Work suspensions' }).click();
    await hr.getByRole('button', { name: 'Suspend work' }).click();
    await hr.waitForURL(/\/edats\/suspension\/\d+\/add$/);
    const suspend = dialog(hr, 'Suspend work');
    await suspend.getByLabel(/^Date/).fill(today);
    await suspend.getByLabel(/^Suspended from/).fill('13:00');
    await suspend.getByLabel(/^Reason/).fill('Typhoon signal no. 2, per the memorandum of the Office of the President');
    await suspend.getByRole('button', { name: 'Save' }).click();
    await waitForToast(hr, 'The work suspension has been saved.');
    await hr.getByRole('table', { name: 'Work suspensions' }).getByText('1:00 PM').waitFor();
    await settle(hr);
    await screenshot(hr, 'schedules-admin-suspensions');
  }, 120_000);
});
