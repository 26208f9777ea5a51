import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { postJson, signInThroughApi } from './support/api';
import { DESKTOP, launchBrowser, PHONE, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, rowAction } from './support/ui';

// Screenshots of the settings pages, saved to e2e/artifacts/ for review.
describeE2E('settings screenshots', () => {
  let browser: Browser;
  let adminToken: string;
  let headToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await signInThroughApi(ACCOUNTS.admin);
    headToken = await signInThroughApi(ACCOUNTS.head);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('salary grades and a new tranche', async () => {
    const context = await signedInContext(browser, adminToken, DESKTOP);
    const page = await context.newPage();
    await page.goto('/settings/salary_grades');
    await page.getByRole('table', { name: 'Salary schedule' }).getByText('SG 33').waitFor();
    await settle(page);
    await screenshot(page, 'settings-salary-grades');
    await page.getByRole('link', { name: 'Add a tranche' }).click();
    await page.getByLabel('Salary grade 1, step 1').waitFor();
    await settle(page);
    await screenshot(page, 'settings-salary-grades-new', { fullPage: false });
    await context.close();
  });

  it('departments, a department and the head pages', async () => {
    const context = await signedInContext(browser, adminToken, DESKTOP);
    const page = await context.newPage();
    await page.goto('/settings/departments');
    const table = page.getByRole('table', { name: 'Departments' });
    await table.getByText('College of Arts and Sciences').waitFor();
    await settle(page);
    await screenshot(page, 'settings-departments');
    await rowAction(page, 'College of Arts and Sciences', 'Details');
    await dialog(page, 'Department').getByText('Units', { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'settings-department-detail', { fullPage: false });
    await context.close();

    const phone = await signedInContext(browser, adminToken, PHONE);
    const mobile = await phone.newPage();
    await mobile.goto('/settings/departments');
    await mobile.getByRole('list', { name: 'Departments' }).getByText('College of Arts and Sciences').waitFor();
    await settle(mobile);
    await screenshot(mobile, 'settings-departments-390', { fullPage: false });
    await phone.close();

    const head = await signedInContext(browser, headToken, DESKTOP);
    const headPage = await head.newPage();
    await headPage.goto('/department_setting');
    await headPage.getByText('Officer-in-charge').first().waitFor();
    await settle(headPage);
    await screenshot(headPage, 'department-oic-head');
    await headPage.goto('/department/header/setting');
    await headPage.getByText('Office logo', { exact: true }).waitFor();
    await settle(headPage);
    await screenshot(headPage, 'department-header');
    await head.close();
  });

  it('audit trail and one entry', async () => {
    // A change to show: a country added, then renamed.
    const stamp = Date.now() % 100_000;
    const created = await postJson<{ data: { id: number } }>('/api/countries', { name: `Testland ${stamp}` }, adminToken);
    await postJson(`/api/countries/${created.data.id}`, { name: `Testland ${stamp} (renamed)` }, adminToken, 'PUT');

    const context = await signedInContext(browser, adminToken, DESKTOP);
    const page = await context.newPage();
    await page.goto('/settings/audit-trail');
    const table = page.getByRole('table', { name: 'Audit trail' });
    await table.getByRole('row').nth(1).waitFor();
    await settle(page);
    await screenshot(page, 'settings-audit-trail');
    await table.getByRole('row').filter({ hasText: 'Updated' }).first().click();
    await dialog(page, 'Audit entry')
      .getByText(/field|changed/i)
      .first()
      .waitFor();
    await settle(page);
    await screenshot(page, 'settings-audit-entry', { fullPage: false });
    await context.close();
  });

  it('applicant accounts', async () => {
    const context = await signedInContext(browser, adminToken, DESKTOP);
    const page = await context.newPage();
    await page.goto('/settings/accounts');
    await page.getByRole('table', { name: 'Applicant accounts' }).getByText(ACCOUNTS.applicant).waitFor();
    await settle(page);
    await screenshot(page, 'settings-applicant-accounts');
    await context.close();
  });
});
