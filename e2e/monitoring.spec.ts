import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { getJson, postJson, signInThroughApi } from './support/api';
import { ARTIFACTS_DIR, launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, BASE_URL, describeE2E } from './support/env';

const manilaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
const lastMonth = () => {
  const [y, m] = manilaToday().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
};

describeE2E('attendance monitoring', () => {
  let browser: Browser;
  let hrToken: string;
  let headToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    hrToken = await signInThroughApi(ACCOUNTS.hr);
    headToken = await signInThroughApi(ACCOUNTS.head);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the daily attendance shows a punch posted while the page is open, without reloading', async () => {
    const { departments } = await getJson<{ departments: { id: number; acronym: string }[] }>('/api/departments?term=Arts&per_page=50', hrToken);
    const cas = departments.find((d) => d.acronym === 'CAS')!;
    // Names take letters only: the time, written in letters, keeps it unique on the shared server.
    const newcomer = `Monitored ${[...String(Date.now() % 1_000_000)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
    const { personnel } = await postJson<{ personnel: { id: number } }>(
      '/api/personnels',
      { first_name: 'Lorna', last_name: newcomer, campus_id: 1, department_id: cas.id },
      hrToken,
    );
    const newcomerId = personnel.id;
    const page = await (await signedInContext(browser, hrToken)).newPage();
    await page.goto('/edats');
    await page.waitForURL('**/edats/daily-attendance');
    await page.getByRole('heading', { name: 'Daily attendance' }).waitFor();
    await page.getByText('Live', { exact: true }).waitFor({ timeout: 15_000 });

    // The college's people: an employee of its own, who has not punched today (other specs punch the demo staff).
    await page.getByRole('table', { name: 'Departments' }).getByRole('row').filter({ hasText: 'College of Arts and Sciences' }).click();
    const drawer = page.getByRole('dialog', { name: 'College of Arts and Sciences' });
    const juan = drawer.getByRole('row').filter({ hasText: newcomer });
    await juan.waitFor();
    await expect(juan.textContent()).resolves.not.toMatch(/Present|Late/);
    await settle(page);
    await screenshot(page, 'monitoring-daily-before', { fullPage: false });

    // A punch arrives (the mobile app's API) while the page stays open.
    const at = new Date(Date.now() - 30_000).toISOString();
    await postJson('/api/attendance/logs', { logs: [{ personnel_id: newcomerId, timestamp: at }] }, hrToken);
    await juan.getByText(/^(Present|Late)$/).waitFor({ timeout: 5_000 });
    const time = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', hour: 'numeric', minute: '2-digit' }).format(new Date(at));
    await expect(juan.textContent()).resolves.toContain(time);
    await settle(page);
    await screenshot(page, 'monitoring-daily-live', { fullPage: false });
    await page.keyboard.press('Escape');
    await settle(page);
    await screenshot(page, 'monitoring-daily');
  });

  it('the head sees their department month by month', async () => {
    const page = await (await signedInContext(browser, headToken)).newPage();
    await page.goto('/department/statistic');
    await page.getByRole('heading', { name: 'Department monitoring' }).waitFor();
    await page.getByRole('img', { name: 'Times late per month' }).waitFor();
    await page.getByRole('table', { name: 'People of the department' }).getByRole('row').filter({ hasText: 'Juan Bautista' }).waitFor();
    await settle(page);
    await screenshot(page, 'monitoring-department-statistics');
  });

  it('the monthly report shows on screen, downloads as Excel and prints', async () => {
    const page = await (await signedInContext(browser, hrToken)).newPage();
    await page.goto('/edats/reports');
    await page.getByRole('heading', { name: 'Monthly absences and undertime' }).waitFor();
    await screenshot(page, 'monitoring-monthly-report-empty');
    await page.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option').nth(1).click(); // last month: a whole month of workdays
    const department = page.getByRole('combobox', { name: 'Department' }).or(page.getByRole('textbox', { name: 'Department' }));
    await department.click();
    await department.fill('Arts and');
    await page.getByRole('option', { name: /College of Arts and Sciences/ }).click();
    const table = page.getByRole('table', { name: 'Monthly absences and undertime' });
    await table.getByRole('row').filter({ hasText: 'Juan Bautista' }).waitFor();
    await settle(page);
    await screenshot(page, 'monitoring-monthly-report');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^absences-undertime-department-\d+-\d{4}-\d{2}\.xlsx$/);
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');

    // The printed report, looked at as an image.
    const cas = (await getJson<{ departments: { id: number; acronym: string }[] }>('/api/departments?term=CAS', hrToken)).departments.find(
      (d) => d.acronym === 'CAS',
    )!;
    const answer = await fetch(`${BASE_URL}/api/attendance/reports/monthly.pdf?month=${lastMonth()}&department_id=${cas.id}`, {
      headers: { authorization: `Bearer ${hrToken}` },
    });
    expect(answer.headers.get('content-type')).toContain('application/pdf');
    const file = path.join(ARTIFACTS_DIR, 'monitoring-monthly-report.pdf');
    fs.writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, path.join(ARTIFACTS_DIR, 'monitoring-monthly-report-pdf')]);
  });
});
