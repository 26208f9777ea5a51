import { afterAll, beforeAll, expect, it, onTestFailed, onTestFinished } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TAttendedList, TDevelopmentPlanList } from '@hris/contracts';
import { getJson, setRole, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, waitForToast } from './support/ui';

// Learning and development (issue 22) as its users go through it: staff@ makes a development plan with two items and
// sends it; head@ reviews it, admin@ (the department personnel committee) recommends it and hr@, given a seat on the
// L&D committee for the spec (nobody passes one request at two steps, issue 36), approves it, each in Approvals; staff@ records a training attended with its certificate; hr@ verifies it, and it is in staff@'s PDS.

const PDF = Buffer.from(
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
);

async function chooseOption(page: Page, field: ReturnType<Page['getByRole']>, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describeE2E('learning and development', () => {
  let browser: Browser;
  let staffToken: string;
  let hrToken: string;
  let staffPersonnelId: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    [staffToken, hrToken] = await Promise.all([signInThroughApi(ACCOUNTS.staff), signInThroughApi(ACCOUNTS.hr)]);
    staffPersonnelId = (await getJson<{ user: { personnel: { id: number } } }>('/api/users/me', staffToken)).user.personnel.id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('staff@ makes a plan with two items and sends it for review', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'lnd-plan-failure')));
    await page.goto('/lnd/development-plan');
    await page.getByRole('button', { name: 'New plan' }).click();
    await page.waitForURL(/create-plan/);
    const year = new Date().getFullYear() + 1;
    const first = page.getByRole('group', { name: 'Item 1' });
    await chooseOption(page, first.getByRole('combobox', { name: 'Competency' }), 'Exemplifying Integrity');
    await first.getByRole('textbox', { name: 'Title or description' }).fill('Ethics in public service seminar');
    await first.getByLabel('Target date').fill(`${year}-03-31`);
    await first.getByLabel('Funds asked (pesos)').fill('3,500.00');
    await page.getByRole('button', { name: 'Add an item' }).click();
    const second = page.getByRole('group', { name: 'Item 2' });
    await chooseOption(page, second.getByRole('combobox', { name: 'Competency' }), 'Planning and Organizing');
    await chooseOption(page, second.getByRole('combobox', { name: 'Intervention' }), 'Coaching');
    await second.getByLabel('Target date').fill(`${year}-06-30`);
    await settle(page);
    await screenshot(page, 'lnd-plan-form');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await waitForToast(page, /saved as a draft/);
    await page.waitForURL(/\/lnd\/development-plan$/);
    const card = page.getByRole('article', { name: `Development plan ${year}` });
    await card.getByText('Planning and Organizing').waitFor();
    await card.getByRole('button', { name: 'Send for review' }).click();
    await dialog(page, 'Send for review').getByRole('button', { name: 'Send for review' }).click();
    await waitForToast(page, /sent to your head/);
    await settle(page);
    await screenshot(page, 'lnd-my-plans');
    await page.context().close();
  });

  it('head@ reviews it, then the committees approve it, in Approvals', async () => {
    const { plans } = await getJson<TDevelopmentPlanList>('/api/lnd/development-plans?scope=mine', staffToken);
    const requestId = plans[0]!.approval_request_id!;
    const adminToken = await signInThroughApi(ACCOUNTS.admin);
    await setRole(adminToken, ACCOUNTS.hr, 'Administrative L&D Committee', true);
    onTestFinished(() => setRole(adminToken, ACCOUNTS.hr, 'Administrative L&D Committee', false));
    for (const [account, verb] of [
      [ACCOUNTS.head, 'Recommend'],
      [ACCOUNTS.admin, 'Recommend'],
      [ACCOUNTS.hr, 'Approve'],
    ] as const) {
      const page = await (await signedInContext(browser, await signInThroughApi(account))).newPage();
      onTestFailed(async () => void (await screenshot(page, `lnd-review-${verb}-failure`)));
      await page.goto(`/approvals?id=${requestId}`);
      const drawer = dialog(page, 'Approval request');
      await drawer.getByText('Item 2').first().waitFor();
      if (account === ACCOUNTS.head) {
        await settle(page);
        await screenshot(page, 'lnd-review-drawer', { fullPage: false });
      }
      await drawer.getByRole('button', { name: verb, exact: true }).click();
      await waitForToast(page, /recommended|approved/i);
      await page.context().close();
    }
    const after = await getJson<TDevelopmentPlanList>('/api/lnd/development-plans?scope=mine', staffToken);
    expect(after.plans[0]!.status).toBe('approved');
  });

  it('staff@ records the training attended with its certificate; hr@ verifies it into the PDS', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'lnd-attended-failure')));
    await page.goto('/lnd/development-plan');
    await page.getByRole('button', { name: 'Record a training' }).click();
    const form = dialog(page, 'Record a training attended');
    await chooseOption(page, form.getByRole('combobox', { name: 'For the plan item' }), `${new Date().getFullYear() + 1}: Exemplifying Integrity`);
    await form.getByLabel('Title of the training').fill('Ethics in public service seminar');
    const day = new Date(Date.now() + 8 * 3_600_000 - 7 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('From').fill(day);
    await form.getByLabel('To').fill(day);
    await form.getByLabel('Hours').fill('8');
    await form.getByLabel('Conducted/sponsored by').fill('Civil Service Commission');
    await form.locator('input[type="file"]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, /has been recorded/);
    await page.getByRole('table', { name: 'Trainings attended' }).getByText('Waiting for HR').waitFor();
    await page.context().close();

    const hr = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(hr, 'lnd-verify-failure')));
    await hr.goto('/lnd/manage/admin');
    await hr.getByRole('button', { name: 'Verify Ethics in public service seminar of Juan Bautista' }).waitFor();
    await settle(hr);
    await screenshot(hr, 'lnd-verify');
    await hr.getByRole('button', { name: 'Verify Ethics in public service seminar of Juan Bautista' }).click();
    await waitForToast(hr, /added to the PDS/);
    await hr.context().close();

    const { attendances } = await getJson<TAttendedList>('/api/lnd/attended?scope=mine', staffToken);
    expect(attendances[0]!.status).toBe('verified');
    const pds = await getJson<{ pds: { training: { title: string; hours: number }[] } }>(`/api/personnels/${staffPersonnelId}/pds`, staffToken);
    expect(pds.pds.training).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Ethics in public service seminar', hours: 8 })]));
    const plans = await getJson<TDevelopmentPlanList>('/api/lnd/development-plans?scope=mine', staffToken);
    expect(plans.plans[0]!.items[0]!.status).toBe('done');
  });
});
