import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { isComputableHoliday } from '@hris/contracts';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, BASE_URL, describeE2E } from './support/env';
import { expectNoSeriousViolations } from './support/axe';
import { waitForToast } from './support/ui';

type Me = { user: { personnel: { id: number; fullname: string } } };

/** The latest working day before today (Manila): overtime on it earns an hour per hour (a weekend or holiday earns 1.5). */
function lastWeekday(): string {
  for (let back = 1; ; back++) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() - back * 86_400_000));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && !isComputableHoliday(date)) return date;
  }
}

describeE2E('overtime and compensatory overtime credits', () => {
  let browser: Browser;
  let adminToken: string;
  let hrToken: string;
  let headToken: string;
  let staffToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [adminToken, hrToken, headToken, staffToken] = await Promise.all([
      signInThroughApi(ACCOUNTS.admin),
      signInThroughApi(ACCOUNTS.hr),
      signInThroughApi(ACCOUNTS.head),
      signInThroughApi(ACCOUNTS.staff),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('staff files overtime for a past day, the head recommends, HR approves, and the served time earns COC', async () => {
    const day = lastWeekday();
    const staff = (await getJson<Me>('/api/users/me', staffToken)).user.personnel;
    // No demo account holds the VPAA Office role that approves make-up classes: the administrator gives it
    // to the HR officer (nobody gives roles to themself).
    const hrUser = (await getJson<{ user: { id: number; roles: { id: number }[] } }>('/api/users/me', hrToken)).user;
    const { roles } = await getJson<{ roles: { id: number; name: string }[] }>('/api/roles?per_page=100', adminToken);
    const vpaaRole = roles.find((r) => r.name === 'VPAA Office')!;
    await postJson(`/api/users/${hrUser.id}`, { role_ids: [...hrUser.roles.map((r) => r.id), vpaaRole.id] }, adminToken, 'PUT');
    hrToken = await signInThroughApi(ACCOUNTS.hr);
    // The day's punches, as the biometric device would have sent them: in at 7:58, out at 7:10 PM.
    const punches = ['07:58', '19:10'].map((time) => ({ personnel_id: staff.id, timestamp: `${day}T${time}:00+08:00` }));
    await postJson('/api/attendance/logs', { logs: punches }, hrToken);

    // Staff files the overtime from My Account.
    const staffPage = await (await signedInContext(browser, staffToken)).newPage();
    await staffPage.goto('/account/overtime');
    await staffPage.getByText('COC balance: 0.00 hours').waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'overtime-my-empty');
    await staffPage.getByRole('link', { name: 'New' }).click();
    await staffPage.waitForURL('**/account/overtime/new');
    await staffPage.getByLabel(/^Date/).fill(day);
    await staffPage.getByLabel(/^From/).fill('17:00');
    await staffPage.getByLabel(/^To/).fill('19:00');
    await staffPage.getByLabel(/^Work to be done/).fill('Encode the grades of the first semester');
    await settle(staffPage);
    await screenshot(staffPage, 'overtime-new-form');
    await staffPage.getByRole('button', { name: 'Send request' }).click();
    await waitForToast(staffPage, 'Your overtime request has been sent to your department head.');
    await staffPage.waitForURL(/\/account\/overtime\/\d+$/);
    const id = Number(staffPage.url().split('/').pop());
    await staffPage.getByRole('button', { name: 'Cancel request' }).waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'overtime-my-request-pending');

    // A make-up class from the same form: the department head, then the VPAA's office, decide.
    const makeupPage = await staffPage.context().newPage();
    await makeupPage.goto('/account/overtime/new');
    await makeupPage.getByText('Request a make-up class').click();
    await makeupPage.getByLabel(/^Date of the make-up class/).fill(day);
    await makeupPage.getByLabel(/^From/).fill('06:00');
    await makeupPage.getByLabel(/^To/).fill('07:30');
    await makeupPage.getByLabel(/^Subject/).fill('Math 101');
    await makeupPage.getByLabel(/^Section/).fill('BSED 1-A');
    await makeupPage.getByLabel(/^Room/).fill('CAS 204');
    await makeupPage.getByLabel(/^Date of the class missed/).fill(day);
    await makeupPage.getByLabel(/^Reason/).fill('Classes were suspended for the typhoon.');
    await settle(makeupPage);
    await screenshot(makeupPage, 'overtime-new-makeup-form');
    await makeupPage.getByRole('button', { name: 'Send request' }).click();
    await waitForToast(makeupPage, 'Your make-up class request has been sent to your department head.');
    await makeupPage.waitForURL(/\/account\/overtime\/\d+$/);
    const makeupId = Number(makeupPage.url().split('/').pop());
    await makeupPage.close();

    // The VPAA's office (the HR officer now holds its role) sees the university's make-up classes.
    const vpaa = await (await signedInContext(browser, hrToken)).newPage();
    await vpaa.goto('/faculty/edats');
    await vpaa
      .getByRole('table', { name: 'Make-up class requests' })
      .getByText(/Math 101 BSED 1-A/)
      .waitFor();
    await settle(vpaa);
    await screenshot(vpaa, 'overtime-faculty-makeup-list');
    // The make-up class as the VPAA's office opens it.
    await vpaa.goto(`/faculty/edats/${makeupId}`);
    await vpaa.getByText('Classes were suspended for the typhoon.').first().waitFor();
    await settle(vpaa);
    await expectNoSeriousViolations(vpaa, '/faculty/edats/:id');

    // The head of CAS recommends it from the department's list.
    const head = await (await signedInContext(browser, headToken)).newPage();
    await head.goto('/department/edats/overtime');
    const deptRow = head
      .getByRole('table', { name: 'Overtime requests' })
      .getByRole('row')
      .filter({ hasText: staff.fullname })
      .filter({ hasText: 'Encode the grades' });
    await deptRow.first().waitFor();
    await settle(head);
    await screenshot(head, 'overtime-department-list');
    await deptRow.first().click();
    await head.waitForURL(`**/department/edats/overtime/${id}`);
    await head.getByText('Encode the grades of the first semester').waitFor();
    await settle(head);
    await screenshot(head, 'overtime-department-request');
    await head.getByRole('button', { name: 'Recommend', exact: true }).click();
    await waitForToast(head, /approv|recommend|next step/i);

    // HR approves it from eDATS → Overtime.
    const hr = await (await signedInContext(browser, hrToken)).newPage();
    await hr.goto('/edats/overtime');
    const hrRow = hr.getByRole('table', { name: 'Overtime requests' }).getByRole('row').filter({ hasText: staff.fullname });
    await hrRow.first().waitFor();
    await settle(hr);
    await screenshot(hr, 'overtime-edats-list');
    await hrRow.first().click();
    await hr.waitForURL(`**/edats/overtime/${id}`);
    await hr.getByRole('button', { name: 'Approve', exact: true }).click();
    await waitForToast(hr, /approved/i);
    // The day has passed: the served time is worked out at once, and HR may recompute it.
    await hr.getByRole('button', { name: 'Recompute served time' }).click();
    await waitForToast(hr, 'Served 2.00 hours; 2.00 hours of COC credited.');
    await settle(hr);
    await screenshot(hr, 'overtime-edats-request');

    const answer = await getJson<{ overtime_request: { status: string; served_minutes: number; credit: { hours: number } } }>(
      `/api/overtime/${id}`,
      staffToken,
    );
    expect(answer.overtime_request).toMatchObject({ status: 'approved', served_minutes: 120, credit: { hours: 2 } });

    // Staff sees the time served and the balance.
    await staffPage.goto(`/account/overtime/${id}`);
    await staffPage.getByText('2.00 hours').first().waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'overtime-my-request-approved');
    await staffPage.goto('/account/overtime');
    await staffPage.getByText('COC balance: 2.00 hours').waitFor();
    await staffPage.getByRole('table', { name: 'Overtime requests' }).getByText('2.00 hours served').waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'overtime-my-list');

    // The Certificate of COC Earned of that month is a PDF.
    const certificate = await fetch(`${BASE_URL}/api/overtime/credits/certificate.pdf?month=${day.slice(0, 7)}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(certificate.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await certificate.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
