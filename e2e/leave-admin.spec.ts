import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { isComputableHoliday } from '@hris/contracts';
import { getJson, postJson, signInThroughApi } from './support/api';
import { ARTIFACTS_DIR, launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, BASE_URL, describeE2E } from './support/env';
import { dialog, pick, rowAction, waitForToast } from './support/ui';

type Me = { user: { personnel: { id: number; fullname: string } } };
type LeaveType = { id: number; code: string; name: string };
type Preview = { preview: { working_days: number; issues: { field: string; message: string }[] } };
type Balances = { balances: { vl: number; sl: number; service_credits: number } };
type Ledger = { opening: { as_of: string; vl: number; sl: number } | null; person: { idno: string } };

const DAY = 86_400_000;
const manilaDate = (msAhead: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + msAhead));
/** A weekday that is not one of the holidays seeded in every database (the law's fixed and computed ones). */
const isWorkingDay = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()) && !isComputableHoliday(date);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** The last day of last month (Manila): the date of an opening balance carried over from the old cards. */
const endOfLastMonth = () => addDays(`${manilaDate(0).slice(0, 7)}-01`, -1);
const three = (n: number) => Number(n).toFixed(3);

/** A small but real PDF (the server reads the bytes, not the name). */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Waits until the page has settled, then saves e2e/artifacts/leave-admin-<name>.png. */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await settle(page);
  await screenshot(page, `leave-admin-${name}`, { fullPage });
}

describeE2E('leave: the HR leave office (eDATS)', () => {
  let browser: Browser;
  let hrToken: string;
  let staffToken: string;
  let headToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [hrToken, staffToken, headToken] = await Promise.all([signInThroughApi(ACCOUNTS.hr), signInThroughApi(ACCOUNTS.staff), signInThroughApi(ACCOUNTS.head)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('HR sets an opening balance, imports a CSV with a bad row, files leave for staff, exports the summary and grants service credits', async () => {
    const staff = (await getJson<Me>('/api/users/me', staffToken)).user.personnel;
    const head = (await getJson<Me>('/api/users/me', headToken)).user.personnel;
    const headIdno = (await getJson<Ledger>(`/api/leave/${head.id}/ledger`, hrToken)).person.idno;
    const types = (await getJson<{ leave_types: LeaveType[] }>('/api/leave/types', hrToken)).leave_types;
    const vl = types.find((t) => t.code === 'VL')!;
    const sl = types.find((t) => t.code === 'SL')!;
    // The Dean teaches: as faculty she earns service credits.
    await postJson(`/api/personnels/${head.id}`, { employment_kind: 'faculty' }, hrToken, 'PUT');

    const hr = await (await signedInContext(browser, hrToken)).newPage();

    // eDATS → Leave opens the submitted applications.
    await hr.goto('/edats/HR/leaves');
    await hr.waitForURL('**/edats/HR/leaves/submitted-leave');
    await hr.getByRole('tab', { name: 'Submitted leave', selected: true }).waitFor();
    await shot(hr, 'submitted-empty');

    // The balance summary: HR sets Juan's opening balance carried over from the old card.
    await hr.getByRole('tab', { name: 'Balance summary' }).click();
    await hr.waitForURL('**/edats/HR/leaves/leavesBalanceSummary');
    await hr.getByRole('table', { name: 'Leave balances' }).getByRole('row').filter({ hasText: staff.fullname }).waitFor();
    await shot(hr, 'balance-summary');
    await rowAction(hr, staff.fullname, 'Opening balance');
    const opening = dialog(hr, 'Opening balance');
    await opening.getByText(/^Recorded:/).waitFor();
    await opening.getByLabel(/^As of/).fill(endOfLastMonth());
    await opening.getByLabel(/^Vacation leave/).fill('');
    await opening.getByRole('button', { name: 'Save' }).click();
    await opening.getByText('The vacation leave field is required.').waitFor();
    await opening.getByLabel(/^Vacation leave/).fill('20.5');
    await opening.getByLabel(/^Sick leave/).fill('18.25');
    await shot(hr, 'opening-balance', false);
    await opening.getByRole('button', { name: 'Save' }).click();
    await waitForToast(hr, 'The opening balance has been saved.');
    await opening.waitFor({ state: 'hidden' });
    const saved = await getJson<Ledger>(`/api/leave/${staff.id}/ledger`, hrToken);
    expect(saved.opening).toEqual({ as_of: endOfLastMonth(), vl: 20.5, sl: 18.25 });
    const staffBalances = (await getJson<Balances>(`/api/leave/${staff.id}/balances`, hrToken)).balances;
    await hr
      .getByRole('table', { name: 'Leave balances' })
      .getByRole('row')
      .filter({ hasText: staff.fullname })
      .filter({ hasText: three(staffBalances.vl) })
      .waitFor();

    // A CSV of two rows: the Dean's is imported, the unknown employee number is listed with why.
    await hr.getByRole('button', { name: 'Import opening balances' }).click();
    const importing = dialog(hr, 'Import opening balances');
    // A file that is not CSV text: the server's message goes under the file, and goes once another file is chosen.
    const notText = 'The file must be a CSV text file (UTF-8).';
    await importing
      .locator('input[type="file"]')
      .setInputFiles({ name: 'scanned-card.csv', mimeType: 'text/csv', buffer: Buffer.from([0x49, 0x00, 0xff, 0xfe]) });
    await importing.getByRole('button', { name: 'Import' }).click();
    await importing.getByText(notText).waitFor();
    const csv = `idno,as_of,vl,sl\n${headIdno},${endOfLastMonth()},30.125,25\n2099-9999,${endOfLastMonth()},1,1\n`;
    await importing.locator('input[type="file"]').setInputFiles({ name: 'opening-balances.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importing.getByText(notText).waitFor({ state: 'detached' });
    await importing.getByRole('button', { name: 'Import' }).click();
    const result = importing.getByRole('region', { name: 'Import result' });
    await result.getByText('1 imported, 1 not imported.').waitFor();
    const rejected = result.getByRole('table', { name: 'Rows not imported' }).getByRole('row').filter({ hasText: '2099-9999' });
    await rejected.filter({ hasText: 'No personnel has this employee number.' }).waitFor();
    expect(await rejected.getByRole('cell').first().textContent()).toBe('3');
    await shot(hr, 'import-opening-balances', false);
    // The footer's Close (the dialog's × is named Close too).
    await importing.locator('button', { hasText: 'Close' }).click();
    expect((await getJson<Ledger>(`/api/leave/${head.id}/ledger`, hrToken)).opening).toEqual({ as_of: endOfLastMonth(), vl: 30.125, sl: 25 });

    // The summary as an Excel workbook.
    const [download] = await Promise.all([hr.waitForEvent('download'), hr.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leave-balances-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = fs.readFileSync(await download.path());
    expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(workbook.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
    fs.copyFileSync(await download.path(), path.join(ARTIFACTS_DIR, 'leave-admin-balances.xlsx'));

    // HR files 2 days of vacation leave for Juan: the first pair of weekdays his schedule counts as 2 working days.
    let dates: [string, string] | null = null;
    for (let ahead = 8; ahead < 60 && !dates; ahead++) {
      const first = manilaDate(ahead * DAY);
      const second = addDays(first, 1);
      if (!isWorkingDay(first) || !isWorkingDay(second)) continue;
      const body = {
        personnel_id: staff.id,
        leave_type_id: vl.id,
        date_from: first,
        date_to: second,
        details: { location: 'philippines', location_detail: 'Baguio City' },
      };
      const { preview } = await postJson<Preview>('/api/leave/applications/preview', body, hrToken);
      if (preview.working_days === 2 && preview.issues.length === 0) dates = [first, second];
    }
    expect(dates).not.toBeNull();
    await hr.goto(`/edats/addLeaveAdmin/${staff.id}`);
    await hr.getByText(staff.fullname).first().waitFor();
    await pick(hr, hr.getByRole('combobox', { name: 'Type of leave' }), 'Vaca', 'Vacation Leave');
    await hr.getByLabel(/^From/).fill(dates![0]);
    await hr.getByLabel(/^To/).fill(dates![1]);
    await hr.getByRole('radio', { name: 'Within the Philippines' }).check();
    await hr.getByLabel('Where', { exact: true }).fill('Baguio City');
    await shot(hr, 'file-for-staff');
    await hr.getByRole('button', { name: 'File the leave' }).click();
    await hr.waitForURL(/\/edats\/HR\/leaves\/submitted-leave\/\d+$/);
    const vlId = Number(hr.url().split('/').pop());
    await hr.getByText('Filed by').first().waitFor();
    await shot(hr, 'filed-application');

    // It is in the submitted leave, marked as filed by the office.
    await hr.goto('/edats/HR/leaves/submitted-leave');
    const filed = hr.getByRole('table', { name: 'Submitted leave' }).getByRole('row').filter({ hasText: staff.fullname }).filter({ hasText: 'Vacation Leave' });
    await filed.filter({ hasText: /Filed by/ }).waitFor();
    await shot(hr, 'submitted');
    await filed.first().click();
    await hr.waitForURL(`**/edats/HR/leaves/submitted-leave/${vlId}`);

    // A sick leave with its medical certificate, from the form with the type chosen; the attachment page shows it.
    const sickDay = (() => {
      // From eight days back: the travel spec, on the same server, gives staff an official business trip on the first working day three or more days back.
      for (let back = 8; ; back++) if (isWorkingDay(manilaDate(-back * DAY))) return manilaDate(-back * DAY);
    })();
    await hr.goto(`/edats/LeaveAdminForm/${staff.id}/${encodeURIComponent(sl.name)}/${sl.id}`);
    await hr.getByRole('radio', { name: 'Out-patient' }).waitFor();
    await hr.getByLabel(/^From/).fill(sickDay);
    await hr.getByLabel(/^To/).fill(sickDay);
    await hr.getByRole('radio', { name: 'Out-patient' }).check();
    await hr.getByLabel(/^Illness/).fill('Acute gastroenteritis');
    await hr.locator('input[type="file"]').setInputFiles({ name: 'medical-certificate.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    await shot(hr, 'file-sick-leave');
    await hr.getByRole('button', { name: 'File the leave' }).click();
    await hr.waitForURL(/\/edats\/HR\/leaves\/submitted-leave\/\d+$/);
    const slId = Number(hr.url().split('/').pop());
    await hr.goto(`/edats/LeaveAttachment/${slId}`);
    await hr.getByText('Attachment: medical-certificate.pdf').waitFor();
    await hr.getByRole('link', { name: 'Open in a new tab' }).waitFor();
    const stored = await fetch(`${BASE_URL}/api/leave/applications/${slId}/attachment`, { headers: { authorization: `Bearer ${hrToken}` } });
    expect(Buffer.from(await stored.arrayBuffer()).equals(SMALL_PDF)).toBe(true);
    await shot(hr, 'attachment');

    // Service credits: refused for staff (under the picker), granted to the Dean, then in her ledger.
    await hr.goto('/edats/ServiceCredits');
    await hr.getByRole('table', { name: 'Leave balances' }).getByRole('row').filter({ hasText: head.fullname }).waitFor();
    await shot(hr, 'service-credits');
    await hr.getByRole('button', { name: 'Grant service credits' }).click();
    const grant = dialog(hr, 'Grant service credits');
    await pick(hr, grant.getByRole('combobox', { name: /^Faculty member/ }), 'Bautista', staff.fullname);
    await grant.getByLabel(/^Days/).fill('3');
    await grant.getByLabel(/^Date earned/).fill(endOfLastMonth());
    await grant.getByLabel(/^Special order or reference/).fill('SO No. 45, s. 2026');
    await grant.getByLabel(/^Remarks/).fill('Enrolment duty during the semestral break');
    await grant.getByRole('button', { name: 'Grant' }).click();
    await grant.getByText('Service credits are for faculty on the teachers’ schedule.').waitFor();
    await grant.getByText('Remarks', { exact: true }).click(); // the refused picker took the focus, and opened its list
    await shot(hr, 'grant-refused', false);
    await pick(hr, grant.getByRole('combobox', { name: /^Faculty member/ }), 'Dela Cruz', head.fullname);
    await grant.getByRole('button', { name: 'Grant' }).click();
    await waitForToast(hr, 'The service credits have been recorded.');
    await grant.waitFor({ state: 'hidden' });
    await hr.getByRole('table', { name: 'Leave balances' }).getByRole('row').filter({ hasText: head.fullname }).filter({ hasText: '3.000' }).waitFor();
    await rowAction(hr, head.fullname, 'Service credit ledger');
    const ledger = dialog(hr, 'Service credits');
    await ledger.getByText('Balance: 3.000 days').waitFor();
    await ledger.getByText('SO No. 45, s. 2026').waitFor();
    await shot(hr, 'service-credit-ledger', false);
    expect((await getJson<Balances>(`/api/leave/${head.id}/balances`, hrToken)).balances.service_credits).toBe(3);
  });

  it('HR opens CTO, CDO and the leave reports', async () => {
    const staff = (await getJson<Me>('/api/users/me', staffToken)).user.personnel;
    const types = (await getJson<{ leave_types: LeaveType[] }>('/api/leave/types', hrToken)).leave_types;
    const vl = types.find((t) => t.code === 'VL')!;
    const hr = await (await signedInContext(browser, hrToken)).newPage();

    await hr.goto('/edats/CTO');
    await hr.getByRole('table', { name: 'CTO applications' }).waitFor();
    await shot(hr, 'cto');
    await hr.getByRole('tab', { name: 'COC balances' }).click();
    const row = hr.getByRole('table', { name: 'Leave balances' }).getByRole('row').filter({ hasText: staff.fullname });
    await row.getByRole('button', { name: 'COC ledger' }).click();
    await dialog(hr, 'Compensatory overtime credits')
      .getByText(/^COC balance: \d+\.\d\d hours$/)
      .waitFor();
    await shot(hr, 'coc-ledger', false);

    await hr.goto('/edats/CDO');
    await hr.getByRole('table', { name: 'CDO applications' }).waitFor();
    await shot(hr, 'cdo');

    await hr.goto('/edats/leaveApplication');
    await hr.getByRole('table', { name: 'Leave applications' }).getByRole('row').filter({ hasText: staff.fullname }).first().waitFor();
    await shot(hr, 'report-applications');

    await hr.goto('/edats/personnelLeaveStatus');
    await pick(hr, hr.getByRole('combobox', { name: /^Employee/ }), 'Bautista', staff.fullname);
    await hr.getByRole('row').filter({ hasText: 'Vacation Leave' }).waitFor();
    await shot(hr, 'report-status');

    await hr.goto('/edats/ForceLeave');
    await hr.getByRole('table', { name: 'Employees who must take forced leave' }).waitFor();
    await shot(hr, 'report-forced-leave');

    await hr.goto('/edats/LeaveRecord');
    await pick(hr, hr.getByRole('combobox', { name: /^Employee/ }), 'Bautista', staff.fullname);
    await hr.getByRole('table', { name: 'Leave ledger' }).waitFor();
    await shot(hr, 'leave-record');

    await hr.goto('/edats/personnelLeaveRecord');
    await hr.getByRole('combobox', { name: /^Employee/ }).waitFor();
    await shot(hr, 'personnel-leave-record');

    await hr.goto(`/edats/leave/${staff.id}/${vl.id}/${encodeURIComponent(vl.name)}/summary`);
    await hr
      .getByRole('table', { name: `${vl.name} applications` })
      .getByRole('row')
      .nth(1)
      .waitFor();
    await shot(hr, 'person-summary');

    await hr.goto(`/edats/leave/${staff.id}/${vl.id}/balance`);
    await hr.locator('[data-balance="vl"]').waitFor();
    await shot(hr, 'person-balance');

    await hr.goto(`/edats/leave/${staff.id}/${vl.id}/2026-0004/leaveRecord`);
    await hr.getByRole('table', { name: 'Leave ledger' }).waitFor();
    await shot(hr, 'person-leave-record');
  });
});
