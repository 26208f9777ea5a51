import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { getJson, postJson, signInThroughApi } from './support/api';
import { ARTIFACTS_DIR, launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, BASE_URL, describeE2E } from './support/env';
import { pick } from './support/ui';

type Day = { date: string; am_in: string | null; late_minutes: number; absent_days: number };
type Dtr = { days: Day[]; totals: { late_minutes: number; absent_days: number; times_late: number } };

const manilaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
const punches = (personnelId: number, date: string, times: string[]) => times.map((t) => ({ personnel_id: personnelId, timestamp: `${date}T${t}:00+08:00` }));

describeE2E('daily time record', () => {
  let browser: Browser;
  let hrToken: string;
  let staffToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    hrToken = await signInThroughApi(ACCOUNTS.hr);
    staffToken = await signInThroughApi(ACCOUNTS.staff);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('punches become a DTR the employee reads by month and by day, and prints as CS Form 48', async () => {
    const me = await getJson<{ user: { personnel: { id: number; fullname: string } } }>('/api/users/me', staffToken);
    const staff = me.user.personnel;
    const today = manilaToday();
    // A whole day's absence on a past weekday: a working day (no holiday) with no punch yet. In the first days of a
    // month there are not two before today: last month's are used then.
    const freeDays = async (month: string) =>
      (await getJson<{ dtr: Dtr }>(`/api/dtr/${staff.id}?month=${month}`, hrToken)).dtr.days.filter(
        (d) => d.date < today && isWeekday(d.date) && !d.am_in && d.absent_days === 1,
      );
    const thisMonth = today.slice(0, 7);
    const lastMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);
    const month = (await freeDays(thisMonth)).length >= 2 ? thisMonth : lastMonth;
    const free = await freeDays(month);
    expect(free.length, 'two free working days').toBeGreaterThanOrEqual(2);
    const monthLabel = new Intl.DateTimeFormat('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
    const [onTime, late] = [free[0]!.date, free[1]!.date];

    await postJson(
      '/api/attendance/logs',
      { logs: [...punches(staff.id, onTime, ['07:52', '12:02', '12:56', '17:04']), ...punches(staff.id, late, ['08:15', '12:01', '12:58', '17:03'])] },
      hrToken,
    );
    const after = (await getJson<{ dtr: Dtr }>(`/api/dtr/${staff.id}?month=${month}`, hrToken)).dtr;
    expect(after.days.find((d) => d.date === onTime)!.late_minutes).toBe(0);
    expect(after.days.find((d) => d.date === late)!.late_minutes).toBe(15);

    // The employee's month: the late day shows 15 minutes, the totals agree with the record.
    const page = await (await signedInContext(browser, staffToken)).newPage();
    await page.goto('/account');
    await page.waitForURL('**/account/dtr');
    await page.getByRole('heading', { name: 'Daily Time Record' }).waitFor();
    if (month !== thisMonth) {
      await page.getByLabel('Month', { exact: true }).first().click();
      await page.getByRole('option', { name: monthLabel }).click();
    }
    const rowOf = (date: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: String(Number(date.slice(8))), exact: true }) });
    await rowOf(late).getByText('15 min').waitFor();
    await expect(rowOf(late).getAttribute('data-tone')).resolves.toBe('late');
    await expect(rowOf(onTime).getAttribute('data-tone')).resolves.toBe('normal');
    await expect(rowOf(onTime).textContent()).resolves.toContain('7:52');
    const totals = page.getByRole('region', { name: 'Totals of the month' });
    await totals.getByText(`${after.totals.late_minutes} min`, { exact: true }).first().waitFor();
    await totals.getByText(String(after.totals.times_late), { exact: true }).waitFor();
    expect(after.totals.late_minutes).toBeGreaterThanOrEqual(15);
    await settle(page);
    await screenshot(page, 'dtr-month');

    // The late day's own page: its times, the charge and the raw punches.
    await rowOf(late).getByRole('link').click();
    await page.waitForURL(`**/account/dtr/${late}`);
    const record = page.getByRole('region', { name: "The day's record" });
    await record.getByText('8:15', { exact: true }).waitFor();
    await record.getByText('15 min').waitFor();
    // The raw punches come in their own request: wait for them rather than count what is there yet.
    await expect.poll(() => page.getByRole('list', { name: 'Time logs of the day' }).getByRole('listitem').count()).toBe(4);
    // A wrong punch is appealed from the day itself (e2e/appeals.spec.ts follows the appeal through).
    await expect(page.getByRole('link', { name: 'File a time-log appeal' }).getAttribute('href')).resolves.toBe(`/account/time-log-appeals/new/${late}`);
    await settle(page);
    await screenshot(page, 'dtr-day');

    // HR's Employee DTR shows the same month for the chosen person.
    const hr = await (await signedInContext(browser, hrToken)).newPage();
    await hr.goto('/edats/dtr');
    await hr.getByRole('heading', { name: 'Employee DTR' }).waitFor();
    const surname = staff.fullname.split(/[ ,]+/).filter(Boolean)[0]!;
    await pick(hr, hr.getByRole('combobox', { name: 'Employee' }), surname.slice(0, 5), new RegExp(surname));
    if (month !== thisMonth) {
      await hr.getByLabel('Month', { exact: true }).first().click();
      await hr.getByRole('option', { name: monthLabel }).click();
    }
    await hr.getByRole('row').filter({ hasText: '15 min' }).first().waitFor();
    await settle(hr);
    await screenshot(hr, 'dtr-employee');

    // CS Form 48 as a PDF, fetched with the employee's token, first page as a picture.
    const answer = await fetch(`${BASE_URL}/api/dtr/${staff.id}/form48.pdf?month=${month}`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/pdf');
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, 'dtr-form48.pdf');
    fs.writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, path.join(ARTIFACTS_DIR, 'dtr-form48')]);
    expect(fs.existsSync(path.join(ARTIFACTS_DIR, 'dtr-form48.png'))).toBe(true);
  });
});
