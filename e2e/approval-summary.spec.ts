import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { isComputableHoliday } from '@hris/contracts';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, PHONE, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, waitForToast } from './support/ui';

// Issue 17: the approval drawer shows the request's details and the person's balances, and HR sees the leave
// credits (CS Form No. 6, 7.A) before certifying, not after.

type Credit = { total_earned: number; less_this_application: number; balance: number };
type Certification = { as_of: string; vl: Credit; sl: Credit; certified_by: string | null };
type Summary = { summary: { facts: { label: string; value: string }[]; balances: { label: string; value: string }[]; certification: Certification | null } };

const DAY = 86_400_000;
const manilaDate = (msAhead: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + msAhead));
const isWorkingDay = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()) && !isComputableHoliday(date);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
// Letters only (names refuse digits): the time, written in letters, keeps the person unique on the shared server.
const unique = () => [...String(Date.now() % 1_000_000)].map((d) => 'abcdefghij'[Number(d)]).join('');
// Longer than the drawer is wide, with a word no line can hold: it must wrap, not overflow.
const WHERE =
  'Barangay Poblacion, Sagada, Mountain Province: SagadaBontocBesaoTadianSabanganBaukoBesaoSagadaBontoc, to care for my grandmother after her operation';

/** The drawer's content scrolls no wider than the drawer: long text wrapped. */
async function fitsSideways(drawer: Locator): Promise<boolean> {
  return drawer.locator('.mantine-Drawer-body').evaluate((body) => body.scrollWidth <= body.clientWidth + 1);
}

/** The row of the 7.A table: "Total earned", "Less this application", "Balance" with the VL and SL figures. */
async function certificationRow(table: Locator, label: string): Promise<string[]> {
  return table.getByRole('row').filter({ hasText: label }).first().getByRole('cell').allTextContents();
}

describeE2E('approval drawer summary', () => {
  let browser: Browser;
  let hrToken: string;
  let headToken: string;
  let adminToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [hrToken, headToken, adminToken] = await Promise.all([signInThroughApi(ACCOUNTS.hr), signInThroughApi(ACCOUNTS.head), signInThroughApi(ACCOUNTS.admin)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('HR opens a leave waiting for certification and sees the details, the balances and the 7.A figures above "Certify"', async () => {
    // An employee of CAS of this spec's own (the demo staff's leave belongs to the leave specs), with credits carried over.
    const { departments } = await getJson<{ departments: { id: number; acronym: string }[] }>('/api/departments?term=Arts&per_page=50', hrToken);
    const cas = departments.find((d) => d.acronym === 'CAS')!;
    const lastName = `Summary ${unique()}`;
    const { personnel } = await postJson<{ personnel: { id: number } }>(
      '/api/personnels',
      { first_name: 'Rosario', last_name: lastName, campus_id: 1, department_id: cas.id },
      hrToken,
    );
    await postJson(
      '/api/users',
      { name: `Rosario ${lastName}`, email: `summary-${Date.now()}@hris.test`, role_ids: [], personnel_id: personnel.id },
      adminToken,
    );
    const endOfLastMonth = addDays(`${manilaDate(0).slice(0, 7)}-01`, -1);
    await postJson(`/api/leave/${personnel.id}/opening-balance`, { as_of: endOfLastMonth, vl: 31.25, sl: 18.5 }, hrToken);

    // HR files 2 days of vacation leave for her, the head of CAS recommends it: it waits for HR's certification.
    const { leave_types: types } = await getJson<{ leave_types: { id: number; code: string }[] }>('/api/leave/types', hrToken);
    const vl = types.find((t) => t.code === 'VL')!;
    let body: Record<string, unknown> | null = null;
    for (let ahead = 8; ahead < 60 && !body; ahead++) {
      const first = manilaDate(ahead * DAY);
      const second = addDays(first, 1);
      if (!isWorkingDay(first) || !isWorkingDay(second)) continue;
      const candidate = {
        personnel_id: personnel.id,
        leave_type_id: vl.id,
        date_from: first,
        date_to: second,
        details: { location: 'philippines', location_detail: WHERE },
      };
      const { preview } = await postJson<{ preview: { working_days: number; issues: unknown[] } }>('/api/leave/applications/preview', candidate, hrToken);
      if (preview.working_days === 2 && preview.issues.length === 0) body = candidate;
    }
    expect(body).not.toBeNull();
    const filed = await postJson<{ leave_application: { id: number; approval_request_id: number } }>('/api/leave/applications', body, hrToken);
    const { id, approval_request_id: requestId } = filed.leave_application;
    await postJson(`/api/approval-requests/${requestId}/act`, { action: 'approve' }, headToken);
    const expected = (await getJson<Summary>(`/api/approval-requests/${requestId}/summary`, hrToken)).summary.certification!;
    expect(expected.vl.less_this_application).toBe(2);

    // The drawer, as HR opens it from the bell's link.
    const page: Page = await (await signedInContext(browser, hrToken)).newPage();
    await page.goto(`/approvals?id=${requestId}`);
    const drawer = dialog(page, 'Approval request');
    const details = drawer.getByRole('table', { name: 'Details' });
    await details.getByRole('row').filter({ hasText: 'Leave type' }).filter({ hasText: 'Vacation Leave' }).waitFor();
    await details.getByRole('row').filter({ hasText: 'Working days' }).filter({ hasText: '2 days' }).waitFor();
    await details.getByText(WHERE, { exact: false }).waitFor();
    const balances = drawer.getByRole('table', { name: 'Balances today' });
    await balances.getByRole('row').filter({ hasText: 'Vacation leave' }).waitFor();
    await balances.getByRole('row').filter({ hasText: 'Sick leave' }).waitFor();

    // 7.A before certifying: the figures approval will store, above the decision box.
    const table = drawer.getByRole('table', { name: 'Certification of leave credits' });
    await table.waitFor();
    expect(await certificationRow(table, 'Total earned')).toEqual(['Total earned', expected.vl.total_earned.toFixed(3), expected.sl.total_earned.toFixed(3)]);
    expect(await certificationRow(table, 'Less this application')).toEqual(['Less this application', '2.000', '0.000']);
    expect(await certificationRow(table, 'Balance')).toEqual(['Balance', expected.vl.balance.toFixed(3), expected.sl.balance.toFixed(3)]);
    await drawer.getByText(/^Certification of leave credits as of [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();
    const certify = drawer.getByRole('button', { name: 'Certify', exact: true });
    await certify.waitFor();
    const [tableBox, buttonBox] = await Promise.all([table.boundingBox(), certify.boundingBox()]);
    expect(tableBox!.y + tableBox!.height).toBeLessThan(buttonBox!.y);
    expect(await fitsSideways(drawer)).toBe(true);
    await settle(page);
    await screenshot(page, 'approval-summary-drawer', { fullPage: false });
    await table.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'approval-summary-drawer-certification', { fullPage: false });

    // On a phone: the same, wrapped to the width.
    const phone = await (await signedInContext(browser, hrToken, PHONE)).newPage();
    await phone.goto(`/approvals?id=${requestId}`);
    const phoneDrawer = dialog(phone, 'Approval request');
    await phoneDrawer.getByRole('table', { name: 'Certification of leave credits' }).waitFor();
    await phoneDrawer.getByRole('table', { name: 'Details' }).getByText(WHERE, { exact: false }).waitFor();
    expect(await fitsSideways(phoneDrawer)).toBe(true);
    await settle(phone);
    await screenshot(phone, 'approval-summary-drawer-phone', { fullPage: false });
    await phoneDrawer.getByRole('table', { name: 'Certification of leave credits' }).scrollIntoViewIfNeeded();
    await settle(phone);
    await screenshot(phone, 'approval-summary-drawer-phone-certification', { fullPage: false });
    await phone.context().close();

    // HR certifies: what is stored is what the drawer showed.
    await certify.click();
    await waitForToast(page, 'Certified; the request moved to the next step.');
    const stored = (await getJson<{ leave_application: { certification: Certification } }>(`/api/leave/applications/${id}`, hrToken)).leave_application
      .certification;
    expect({ ...stored, certified_by: null }).toEqual(expected);
    expect(stored.certified_by).toBe('Jose Reyes');
    await page.context().close();
  });
});
