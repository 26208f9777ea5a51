import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog } from './support/ui';

// Issue 36, item 6 "Leave in pesos": the monetization amount on the filing preview, and the terminal leave computation
// with Print and Add to payroll in the separation's drawer.

const manilaDate = (msAhead = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + msAhead));

describeE2E('leave in pesos', () => {
  let browser: Browser;
  let hrToken: string;
  let staffToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [hrToken, staffToken] = [await signInThroughApi(ACCOUNTS.hr), await signInThroughApi(ACCOUNTS.staff)];
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the monetization amount with its computation on the filing preview', async () => {
    const staffId = (await getJson<{ user: { personnel: { id: number } } }>('/api/users/me', staffToken)).user.personnel.id;
    await postJson(`/api/leave/${staffId}/opening-balance`, { as_of: manilaDate(-86_400_000), vl: 40, sl: 40 }, hrToken);
    const page = await (await signedInContext(browser, staffToken)).newPage();
    await page.goto('/account/leave-Application');
    await page.getByPlaceholder('Choose the type of leave').click();
    await page.getByRole('option', { name: 'Monetization of Leave Credits', exact: true }).click();
    await page.getByLabel(/^Days of vacation leave to monetize/).fill('12');
    const amount = page.getByRole('region', { name: 'Leave preview' }).getByLabel('Monetization amount');
    await amount.getByText(/12 days × ₱[\d,]+\.\d\d × 0\.0481927 = ₱[\d,]+\.\d\d/).waitFor();
    await settle(page);
    await screenshot(page, 'leave-pesos-monetization-preview');
  });

  it('shows the terminal leave computation with Print and Add to payroll on the separation', async () => {
    const departments = await getJson<{ departments: { id: number; acronym: string }[] }>('/api/departments?term=Arts', hrToken);
    const cas = departments.departments.find((d) => d.acronym === 'CAS')!;
    const created = await postJson<{ personnel: { id: number } }>(
      '/api/personnels',
      { first_name: 'Teodoro', last_name: 'Ramirez', campus_id: 1, department_id: cas.id },
      hrToken,
    );
    const id = created.personnel.id;
    await postJson(`/api/personnels/${id}/service-record`, { date_from: '2001-06-01', position_title: 'Professor I', annual_salary: 4_217_800 * 12 }, hrToken);
    await postJson(`/api/leave/${id}/opening-balance`, { as_of: manilaDate(-86_400_000), vl: 100, sl: 80 }, hrToken);
    const separation = await postJson<{ separation: { id: number } }>(
      '/api/separations',
      { personnel_id: id, cause: 'retirement', effective_date: manilaDate(30 * 86_400_000) },
      hrToken,
    );
    const page = await (await signedInContext(browser, hrToken)).newPage();
    await page.goto('/offboard');
    await page.getByRole('table', { name: 'Separations' }).getByRole('row').filter({ hasText: 'Teodoro Ramirez' }).click();
    const drawer = dialog(page, 'Clearance of Teodoro Ramirez');
    const panel = drawer.getByRole('region', { name: 'Terminal leave benefits' });
    // 42,178.00 × (100 + 80) × 0.0481927 = 365,880.91
    await panel.getByText('₱42,178.00 × (100 VL + 80 SL = 180 days) × 0.0481927 = ₱365,880.91').waitFor();
    await panel.getByRole('button', { name: 'Print' }).waitFor();
    await panel.getByRole('button', { name: 'Add to payroll' }).waitFor();
    await settle(page);
    await screenshot(page, 'leave-pesos-terminal-leave', { fullPage: false });
    // The specs share one database: records.spec starts from an empty list of separations.
    await postJson(`/api/separations/${separation.separation.id}/cancel`, {}, hrToken);
  });
});
