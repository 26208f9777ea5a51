import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import type { TDevelopmentPlanSaved, TLndDashboard } from '@hris/contracts';
import { getJson, postJson, setRole, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';

// The L&D secretariat's dashboard (issue 22): staff@'s plan for this year goes through its chain (head@, admin@ as
// the department personnel committee, hr@ seated on the L&D committee for it) over the API; admin@, who holds the L&D committees'
// roles, opens /lnd/committee-secretary/dashboard and sees the share with an approved plan per office as a chart,
// staff@'s office with its percent; then the reports page with its chart and table.

describeE2E('the L&D dashboard', () => {
  let browser: Browser;
  let adminToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const [staff, head, admin] = await Promise.all([signInThroughApi(ACCOUNTS.staff), signInThroughApi(ACCOUNTS.head), signInThroughApi(ACCOUNTS.admin)]);
    adminToken = admin;
    const year = new Date().getFullYear();
    const { competencies } = await getJson<{ competencies: { id: number }[] }>('/api/lnd/competencies', staff);
    const { plan } = await postJson<TDevelopmentPlanSaved>(
      '/api/lnd/development-plans',
      {
        period_from: year,
        period_to: year,
        items: [
          {
            competency_id: competencies[0]!.id,
            current_level: 1,
            target_level: 2,
            intervention_type: 'training',
            target_date: `${year}-12-31`,
            support_funds: 250_000,
          },
        ],
      },
      staff,
    );
    const sent = await postJson<TDevelopmentPlanSaved>(`/api/lnd/development-plans/${plan.id}/submit`, {}, staff);
    const requestId = sent.plan.approval_request_id!;
    // Nobody passes one request at two steps (issue 36): hr@, given a seat on the L&D committee for this, decides it.
    await setRole(admin, ACCOUNTS.hr, 'Administrative L&D Committee', true);
    try {
      const member = await signInThroughApi(ACCOUNTS.hr);
      for (const token of [head, admin, member]) await postJson(`/api/approval-requests/${requestId}/act`, { action: 'approve' }, token);
    } finally {
      await setRole(admin, ACCOUNTS.hr, 'Administrative L&D Committee', false);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('admin@ sees the share of employees with an approved plan per office, with its percent', async () => {
    const dashboard = await getJson<TLndDashboard>('/api/lnd/dashboard', adminToken);
    const office = dashboard.share.offices.find((o) => o.with_approved_plan > 0);
    expect(office, JSON.stringify(dashboard.share)).toBeDefined();
    const label = `${office!.office.fullname} (${office!.office.acronym})`;
    const percent = `${office!.percent.toFixed(1)}%`;

    const page = await (await signedInContext(browser, adminToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'lnd-dashboard-failure')));
    await page.goto('/lnd/committee-secretary/dashboard');
    const chart = page.getByRole('img', { name: /Employees with an approved plan for \d{4}, per office/ });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toContain(`${office!.office.fullname} (${office!.office.acronym}) ${office!.percent}%`);
    const bar = chart.locator('[data-testid="share-bar"]').filter({ hasText: label.slice(0, 30) });
    await expect.poll(() => bar.locator('text').last().textContent()).toBe(percent);
    await page.getByText('With an approved plan', { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'lnd-dashboard');

    await page.goto('/lnd/committee-secretary/reports?kind=completion');
    await page.getByRole('img', { name: /Items of approved plans done, per office/ }).waitFor();
    await page.getByRole('region', { name: 'Completion of plans per office' }).getByText(label).waitFor();
    await settle(page);
    await screenshot(page, 'lnd-reports');
    for (const kind of ['training-hours', 'interventions', 'scholars', 'budget-used']) {
      await page.goto(`/lnd/committee-secretary/reports?kind=${kind}`);
      await page.getByRole('region').first().waitFor();
      await settle(page);
      await screenshot(page, `lnd-reports-${kind}`);
    }
  });

  it("the secretariat's Excel and PDF of a report are made as jobs: the bar or its end, Save the file", async () => {
    // Issue 42: the report's kind and filters travel in the job; the page shows the asker's latest one.
    const page = await (await signedInContext(browser, adminToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'lnd-reports-files-failure')));
    await page.goto('/lnd/committee-secretary/reports?kind=completion');
    await page.getByRole('region', { name: 'Completion of plans per office' }).waitFor();
    await page.getByRole('button', { name: 'Excel', exact: true }).click();
    const excel = page.getByRole('status').filter({ hasText: /Completion of plans per office, \d{4} \(Excel\)/ });
    await excel.waitFor();
    expect(await excel.textContent()).toContain('Preparing the L&D report: done');
    await settle(page);
    await screenshot(page, 'lnd-reports-file', { fullPage: false });
    const [workbookFile] = await Promise.all([page.waitForEvent('download'), excel.getByRole('button', { name: 'Save the file' }).click()]);
    expect(workbookFile.suggestedFilename()).toMatch(/^lnd-completion-\d{4}-\d{4}-\d{2}-\d{2}-\d+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await workbookFile.path())!);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Office');
    const rows = Number(/: ([\d,]+) rows?\./.exec((await excel.textContent())!)![1]!.replace(/,/g, ''));
    // The offices' rows and the totals' row.
    expect(sheet.actualRowCount).toBe(rows + 2);

    await page.getByRole('button', { name: 'PDF', exact: true }).click();
    const pdf = page.getByRole('status').filter({ hasText: /Completion of plans per office, \d{4} \(PDF\)/ });
    await pdf.waitFor();
    const [pdfFile] = await Promise.all([page.waitForEvent('download'), pdf.getByRole('button', { name: 'Save the file' }).click()]);
    expect(Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [(await pdfFile.path())!]).toString())![1])).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });
});
