import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { savePdf } from './support/pdf';
import { ACCOUNTS, describeE2E } from './support/env';
import { choose, dialog, pick, waitForToast } from './support/ui';

type Coe = { id: number; status: string; approval_request_id: number; purpose: string };

const manilaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());

describeE2E('records built on the personnel file', () => {
  let browser: Browser;
  let hrToken: string;
  let headToken: string;
  let staffToken: string;
  let staffId: number;
  const contexts: BrowserContext[] = [];
  const pageFor = async (token: string) => {
    const context = await signedInContext(browser, token);
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    [hrToken, headToken, staffToken] = [await signInThroughApi(ACCOUNTS.hr), await signInThroughApi(ACCOUNTS.head), await signInThroughApi(ACCOUNTS.staff)];
    staffId = (await getJson<{ user: { personnel: { id: number } } }>('/api/users/me', staffToken)).user.personnel.id;
    await postJson(`/api/personnels/${staffId}`, { date_original_appointment: '2021-01-04' }, hrToken, 'PUT');
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('HR keeps the service record and reclassifies an employee', async () => {
    const page = await pageFor(hrToken);
    await page.goto(`/personnels/${staffId}/service_record`);
    await page.getByText('No service recorded yet').waitFor();
    await page.getByRole('button', { name: 'Generate from PDS' }).waitFor();
    await page.getByRole('button', { name: 'Add line' }).click();
    const form = dialog(page, 'Add service-record line');
    await form.getByLabel(/^From/).fill('2021-01-04');
    await form.getByLabel(/^To/).fill('2020-12-01');
    await form.getByLabel(/^Designation/).fill('Administrative Assistant II');
    await form.getByLabel(/^Status/).fill('Temporary');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The end date cannot be before the start date.').waitFor();
    await form.getByLabel(/^To/).fill('');
    await form.getByLabel(/^Salary/).fill('246408');
    await form.getByLabel(/^Station/).fill('College of Arts and Sciences');
    await form.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, 'The service-record line has been added.');
    await page.getByRole('table', { name: 'Service record' }).getByText('01/04/2021 – Present').waitFor();

    await page.goto(`/personnels/${staffId}/reclassification-reappoint`);
    await page.getByText('Current appointment').waitFor();
    const newAppointment = page.getByRole('form', { name: 'New reclassification or reappointment' });
    await pick(page, newAppointment.getByLabel(/^Position/), 'Administrative Assistant', /^Administrative Assistant III/);
    await choose(page, 'Status of appointment', 'Permanent');
    await choose(page, 'Salary step', 'Step 2');
    await newAppointment.getByLabel(/^Effective date/).fill('2024-07-01');
    await newAppointment.getByRole('button', { name: 'Record reclassification' }).click();
    await waitForToast(page, 'The reclassification has been recorded and the service record updated.');
    await page.getByRole('table', { name: 'Appointment history' }).getByText('Reclassification').waitFor();
    await page.getByText('₱22,404.00').first().waitFor();
    await settle(page);
    await screenshot(page, 'records-reclassification');

    await page.goto(`/personnels/${staffId}/service_record`);
    const table = page.getByRole('table', { name: 'Service record' });
    await table.getByText('01/04/2021 – 06/30/2024').waitFor();
    await table.getByText('07/01/2024 – Present').waitFor();
    await settle(page);
    await screenshot(page, 'records-service-record');
    await savePdf(`/api/personnels/${staffId}/service-record/pdf`, hrToken, 'records-service-record');
  });

  it('staff requests a COE, the head and HR approve it at /approvals, HR issues it and staff downloads it', async () => {
    const staffPage = await pageFor(staffToken);
    await staffPage.goto('/coe');
    await staffPage.getByText('You have not requested a certificate').waitFor();
    await staffPage.getByRole('button', { name: 'Request a certificate' }).click();
    const form = dialog(staffPage, 'Request a certificate of employment');
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('The purpose field is required.').waitFor();
    await form.getByLabel(/^Purpose/).fill('a housing loan with Pag-IBIG');
    await form.getByLabel('With compensation').check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await waitForToast(staffPage, /Your request has been sent/);
    const mine = staffPage.getByRole('table', { name: 'My certificate requests' });
    await mine.getByText('Waiting for: Recommending approval').waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'records-coe-staff-pending');

    for (const [token, step] of [
      [headToken, 'head'],
      [hrToken, 'hr'],
    ] as const) {
      const page = await pageFor(token);
      await page.goto('/approvals');
      await page.getByRole('table', { name: 'Requests waiting for me' }).getByRole('row').filter({ hasText: 'housing loan' }).first().click();
      const drawer = dialog(page, 'Approval request');
      // The head's step comes before the last: it recommends; HR's approves.
      await drawer.getByRole('button', { name: step === 'head' ? 'Recommend' : 'Approve', exact: true }).click();
      await waitForToast(page, step === 'head' ? /Recommended/ : /approved/i);
      if (step === 'hr') await page.context().close();
    }

    const hrPage = await pageFor(hrToken);
    await hrPage.goto('/coe');
    const queue = hrPage.getByRole('table', { name: 'Certificate requests to issue' });
    const row = queue.getByRole('row').filter({ hasText: 'Juan Bautista' });
    await row.waitFor();
    await settle(hrPage);
    await screenshot(hrPage, 'records-coe-queue');
    await row.getByRole('button', { name: 'Issue' }).click();
    await dialog(hrPage, 'Issue certificate of employment').getByRole('button', { name: 'Issue' }).click();
    await waitForToast(hrPage, 'The certificate has been issued.');
    await hrPage.getByRole('tab', { name: 'Issued' }).click();
    await queue.getByRole('row').filter({ hasText: 'Juan Bautista' }).getByRole('button', { name: 'Download' }).waitFor();

    await staffPage.reload();
    const issuedRow = mine.getByRole('row').filter({ hasText: 'housing loan' });
    await issuedRow.getByText('Issued').waitFor();
    const [tab] = await Promise.all([staffPage.context().waitForEvent('page'), issuedRow.getByRole('button', { name: 'Download' }).click()]);
    await tab.waitForURL(/^blob:/);
    await settle(staffPage);
    await screenshot(staffPage, 'records-coe-staff-issued');
    const coe = (await getJson<{ coe_requests: Coe[] }>('/api/coe', staffToken)).coe_requests[0]!;
    expect(coe.status).toBe('issued');
    const pdf = await savePdf(`/api/coe/${coe.id}/pdf`, staffToken, 'records-coe');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('HR offboards a person and clears the checklist; the record is deactivated on the effective date', async () => {
    const departments = await getJson<{ departments: { id: number; acronym: string }[] }>('/api/departments?term=Arts', hrToken);
    const cas = departments.departments.find((d) => d.acronym === 'CAS')!;
    await postJson('/api/personnels', { first_name: 'Corazon', last_name: 'Villareal', campus_id: 1, department_id: cas.id }, hrToken);

    const page = await pageFor(hrToken);
    await page.goto('/offboard');
    await page.getByText('No one is clearing').waitFor();
    await page.getByRole('button', { name: 'New separation' }).click();
    const form = dialog(page, 'New separation');
    await pick(page, form.getByLabel(/^Employee/), 'Villareal', /Corazon Villareal/);
    await choose(page, 'Cause', 'Retirement');
    await form.getByLabel(/^Effective date/).fill(manilaToday());
    await settle(page);
    await screenshot(page, 'records-offboard-new', { fullPage: false });
    await form.getByRole('button', { name: 'Record separation' }).click();
    await waitForToast(page, 'The separation has been recorded and the clearance started.');

    const row = page.getByRole('table', { name: 'Separations' }).getByRole('row').filter({ hasText: 'Corazon Villareal' });
    await row.getByText('Account deactivated').waitFor();
    await row.click();
    const drawer = dialog(page, 'Clearance of Corazon Villareal');
    // Corazon holds no property: the property line is cleared by the register itself.
    await drawer.getByText('1 of 6 offices cleared', { exact: false }).waitFor();
    await drawer
      .getByTestId('clearance-Supply and Property Office')
      .getByText(/Holds no property/)
      .waitFor();
    for (const office of ['Department Head', 'Accounting Office', 'Cashier', 'Library']) {
      await drawer.getByRole('button', { name: `Clear ${office}` }).click();
      await drawer
        .getByTestId(`clearance-${office}`)
        .getByText(/^Cleared by/)
        .waitFor();
    }
    await settle(page);
    await screenshot(page, 'records-offboard-clearance', { fullPage: false });
    await drawer.getByRole('button', { name: 'Clear Human Resource Management Office' }).click();
    await waitForToast(page, /the separation is complete/);
    await drawer.getByText('Completed').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Completed', { exact: true }).click();
    await page.getByRole('table', { name: 'Separations' }).getByText('Corazon Villareal').waitFor();
    await settle(page);
    await screenshot(page, 'records-offboard');
  });
});
