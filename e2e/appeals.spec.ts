import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { waitForToast } from './support/ui';

type Day = { date: string; am_in: string | null; am_out: string | null; pm_in: string | null; pm_out: string | null; absent_days: number };

const manilaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};
const daysAgo = (date: string, today: string) => (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000;

describeE2E('time-log appeals', () => {
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

  it('staff files an appeal, the head recommends, HR approves, and the DTR shows the corrected time', async () => {
    const me = await getJson<{ user: { personnel: { id: number } } }>('/api/users/me', staffToken);
    const staffId = me.user.personnel.id;
    // A working day of last month with no punch yet (this month's days are the DTR spec's), within the appeal window.
    const today = manilaToday();
    const month = previousMonth(today.slice(0, 7));
    const before = await getJson<{ dtr: { days: Day[] } }>(`/api/dtr/${staffId}?month=${month}`, hrToken);
    const day = before.dtr.days.filter((d) => isWeekday(d.date) && !d.am_in && !d.pm_out && d.absent_days === 1 && daysAgo(d.date, today) <= 55).pop()?.date;
    expect(day, 'a free working day last month').toBeTruthy();
    // The device caught the arrival and the departure, not the lunch punches.
    await postJson('/api/attendance/logs', { logs: ['07:56', '17:04'].map((t) => ({ personnel_id: staffId, timestamp: `${day}T${t}:00+08:00` })) }, hrToken);

    // The employee opens the day and files the appeal from it.
    const staff = await (await signedInContext(browser, staffToken)).newPage();
    await staff.goto(`/account/dtr/${day}`);
    const record = staff.getByRole('region', { name: "The day's record" });
    await record.getByText('7:56', { exact: true }).waitFor();
    await staff.getByRole('link', { name: 'File a time-log appeal' }).click();
    await staff.waitForURL(`**/account/time-log-appeals/new/${day}`);
    await staff.getByRole('heading', { name: 'File a time-log appeal' }).waitFor();
    await staff.getByText('No AM departure', { exact: false }).waitFor();
    await staff.getByLabel('AM out').fill('12:01');
    await staff.getByLabel('PM in').fill('12:58');
    await staff.getByLabel(/^Reason/).fill('The biometric device at the CAS lobby was offline at noon.');
    await settle(staff);
    await screenshot(staff, 'appeal-new');
    await staff.getByRole('button', { name: 'Send to my department head' }).click();
    await waitForToast(staff, 'Your appeal has been sent to your department head.');
    await staff.waitForURL(/\/account\/time-log-appeals\/\d+$/);
    const appealId = Number(staff.url().split('/').pop());
    await staff.getByText('Recommending approval').waitFor();
    await staff.getByRole('button', { name: 'Cancel request' }).waitFor();

    // The head finds it among the department's pending appeals and recommends it.
    const head = await (await signedInContext(browser, headToken)).newPage();
    await head.goto('/department/edats/time-log-appeals');
    await head.getByRole('heading', { name: 'Time-log appeals' }).waitFor();
    await settle(head);
    await screenshot(head, 'appeals-department');
    await head.getByText('The biometric device at the CAS lobby was offline at noon.').click();
    await head.waitForURL(`**/department/edats/time-log-appeals/${appealId}`);
    await head.getByRole('button', { name: 'Recommend', exact: true }).click();
    await waitForToast(head, 'Recommended; the request moved to the next step.');

    // HR approves it from the attendance office's list.
    const hr = await (await signedInContext(browser, hrToken)).newPage();
    await hr.goto(`/edats/time-log-appeals/${appealId}`);
    await hr.getByText('The DTR shows now').waitFor();
    await settle(hr);
    await screenshot(hr, 'appeal-hr');
    await hr.getByRole('button', { name: 'Approve', exact: true }).click();
    await waitForToast(hr, 'The request has been approved.');

    // The employee's DTR of the day now has the corrected times, and nothing is charged.
    await staff.goto(`/account/dtr/${day}`);
    await record.getByText('12:01', { exact: true }).waitFor();
    await record.getByText('12:58', { exact: true }).waitFor();
    await record.getByText(/Corrected by approved appeal/).waitFor();
    await settle(staff);
    await screenshot(staff, 'appeal-dtr-corrected');
    const after = (await getJson<{ dtr: { days: Day[] } }>(`/api/dtr/${staffId}?month=${month}`, staffToken)).dtr.days.find((d) => d.date === day)!;
    expect(after).toMatchObject({ am_in: '07:56', am_out: '12:01', pm_in: '12:58', pm_out: '17:04', absent_days: 0 });
  });
});
