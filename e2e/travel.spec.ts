import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { isComputableHoliday } from '@hris/contracts';
import { getJson, signInThroughApi } from './support/api';
import { launchBrowser, PHONE, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, BASE_URL, describeE2E } from './support/env';
import { dialog, waitForToast } from './support/ui';

type Me = { user: { personnel: { id: number; fullname: string } } };

const manilaDate = (msAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() - msAgo));

/**
 * A working day (not a seeded holiday) at least three days back (Manila), well within the 30 days a travel may still be
 * filed, that nothing else has touched: no punch, and absent (no leave, travel or appeal covers it). The appeals and DTR specs take free days of this and
 * last month before this spec in the same lane, and in the first days of a month their day can be this one.
 */
async function pastWeekday(staffId: number, token: string): Promise<string> {
  const months = new Map<string, { date: string; am_in: string | null; pm_out: string | null; absent_days: number }[]>();
  for (let back = 3; back <= 25; back++) {
    const date = manilaDate(back * 86_400_000);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday < 1 || weekday > 5 || isComputableHoliday(date)) continue;
    const month = date.slice(0, 7);
    if (!months.has(month)) months.set(month, (await getJson<{ dtr: { days: never[] } }>(`/api/dtr/${staffId}?month=${month}`, token)).dtr.days);
    const record = months.get(month)!.find((d) => d.date === date);
    if (record && !record.am_in && !record.pm_out && record.absent_days === 1) return date;
  }
  throw new Error('no untouched working day in the last 25 days');
}

const monthLabel = (date: string) =>
  new Intl.DateTimeFormat('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

describeE2E('official business travel', () => {
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

  it('staff files a travel for a past weekday, the head recommends, HR approves, and the DTR shows the day as official business', async () => {
    const staff = (await getJson<Me>('/api/users/me', staffToken)).user.personnel;
    const day = await pastWeekday(staff.id, staffToken);

    // Staff files it from My Account → Official Business Travel.
    const staffPage = await (await signedInContext(browser, staffToken)).newPage();
    await staffPage.goto('/account/ob');
    // Other specs may have filed travels of staff@ already (edats-personnel.spec): this one is found by its destination.
    await staffPage.getByRole('button', { name: 'New travel' }).waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'travel-my-empty');
    await staffPage.getByRole('button', { name: 'New travel' }).click();
    const form = dialog(staffPage, 'File an official business travel');
    await form.getByLabel(/^Destination/).fill('CHED Regional Office II, Tuguegarao City');
    await form.getByLabel(/^Purpose/).fill('Submit the program compliance report of BS Biology');
    await form.getByLabel(/^From/).fill(day);
    await form.getByLabel(/^To/).fill(day);
    // A wrong pair of times is refused under the field, and nothing is sent.
    await form.getByRole('switch', { name: 'Part of each day only' }).click();
    await form.getByLabel(/^Departure/).fill('15:00');
    await form.getByLabel(/^Return/).fill('13:00');
    await form.getByRole('button', { name: 'Send to my head' }).click();
    await form.getByText('The return time must be after the departure time.').waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'travel-new-form-refused', { fullPage: false });
    await form.getByRole('switch', { name: 'Part of each day only' }).click();
    await form.getByRole('button', { name: 'Send to my head' }).click();
    await waitForToast(staffPage, 'Your travel has been sent for "Recommending approval".');
    const myRow = staffPage.getByRole('table', { name: 'Official Business Travel' }).getByRole('row').filter({ hasText: 'Tuguegarao' });
    await myRow.first().waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'travel-my-list');
    await myRow.first().click();
    await staffPage.waitForURL(/\/account\/ob\/\d+$/);
    const id = Number(staffPage.url().split('/').pop());
    await staffPage.getByRole('button', { name: 'Cancel request' }).waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'travel-my-pending');

    // The head of CAS recommends it from the department's list.
    const head = await (await signedInContext(browser, headToken)).newPage();
    await head.goto('/department/edats/ob');
    const deptRow = head
      .getByRole('table', { name: 'Official business travel' })
      .getByRole('row')
      .filter({ hasText: staff.fullname })
      .filter({ hasText: 'Tuguegarao' });
    await deptRow.first().waitFor();
    await settle(head);
    await screenshot(head, 'travel-department-list');
    await deptRow.first().click();
    await head.waitForURL(`**/department/edats/ob/${id}`);
    await head.getByText('Submit the program compliance report of BS Biology').first().waitFor();
    await settle(head);
    await screenshot(head, 'travel-department-travel');
    await head.getByRole('button', { name: 'Recommend', exact: true }).click();
    await waitForToast(head, /next step/i);

    // HR approves it from eDATS → Official business travel.
    const hr = await (await signedInContext(browser, hrToken)).newPage();
    await hr.goto('/edats/obt');
    const hrRow = hr
      .getByRole('table', { name: 'Official business travel' })
      .getByRole('row')
      .filter({ hasText: staff.fullname })
      .filter({ hasText: 'Tuguegarao' });
    await hrRow.first().waitFor();
    await settle(hr);
    await screenshot(hr, 'travel-edats-list');
    await hrRow.first().click();
    await hr.waitForURL(`**/edats/obt/${id}`);
    await hr.getByRole('button', { name: 'Approve', exact: true }).click();
    await waitForToast(hr, 'The request has been approved.');
    await hr.getByRole('button', { name: 'Print travel order' }).waitFor();
    await settle(hr);
    await screenshot(hr, 'travel-edats-approved');

    const answer = await getJson<{ travel: { status: string } }>(`/api/official-business/${id}`, staffToken);
    expect(answer.travel.status).toBe('approved');
    const order = await fetch(`${BASE_URL}/api/official-business/${id}/pdf`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(order.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await order.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const sheet = await fetch(`${BASE_URL}/api/official-business/export?status=approved`, { headers: { authorization: `Bearer ${hrToken}` } });
    expect(sheet.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    // The staff member's DTR counts the day: no absence, the official business remark.
    await staffPage.goto('/account/dtr');
    if (day.slice(0, 7) !== manilaDate(0).slice(0, 7)) {
      await staffPage.getByLabel('Month', { exact: true }).first().click();
      await staffPage.getByRole('option', { name: monthLabel(day) }).click();
    }
    const remark = staffPage.getByText('Official business: CHED Regional Office II, Tuguegarao City');
    await remark.first().waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'travel-dtr-official-business');
    const dtr = await getJson<{ dtr: { days: { date: string; absent_days: number; remarks: string | null }[] } }>(
      `/api/dtr/${staff.id}?month=${day.slice(0, 7)}`,
      staffToken,
    );
    expect(dtr.dtr.days.find((d) => d.date === day)).toMatchObject({ absent_days: 0, remarks: 'Official business: CHED Regional Office II, Tuguegarao City' });

    // The travel's own page once approved, as the traveller sees it.
    await staffPage.goto(`/account/ob/${id}`);
    await staffPage.getByRole('button', { name: 'Print travel order' }).waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'travel-my-approved');

    // On a phone the list's rows are cards.
    const phone = await (await signedInContext(browser, staffToken, PHONE)).newPage();
    await phone.goto('/account/ob');
    await phone.getByRole('list', { name: 'Official Business Travel' }).getByText('CHED Regional Office II, Tuguegarao City').waitFor();
    await settle(phone);
    await screenshot(phone, 'travel-my-list-phone');
  });
});
