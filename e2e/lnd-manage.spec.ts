import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TDevelopmentPlanList, TRecommendationList } from '@hris/contracts';
import { getJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, pick, waitForToast } from './support/ui';

// Learning and development's administration and recommendations (issue 22) as their users go through them: hr@ sets
// an office's L&D budget and adds an intervention type; head@ recommends staff@ for mentoring; staff@ adds it to a
// plan (the form opens with it as an item) and sends the plan; head@ approves it with a change on the plan's page.

async function chooseOption(page: Page, field: ReturnType<Page['getByRole']>, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describeE2E('learning and development: manage and recommendations', () => {
  let browser: Browser;
  let staffToken: string;
  let headToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [staffToken, headToken] = await Promise.all([signInThroughApi(ACCOUNTS.staff), signInThroughApi(ACCOUNTS.head)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('hr@ sets an office’s L&D budget for the year and adds an intervention type', async () => {
    const page = await (await signedInContext(browser, await signInThroughApi(ACCOUNTS.hr))).newPage();
    onTestFailed(async () => void (await screenshot(page, 'lnd-manage-failure')));
    await page.goto('/lnd/manage/admin');
    await page.getByRole('tab', { name: 'Year and budget' }).click();
    await page.getByRole('button', { name: 'Set a budget line' }).click();
    const form = dialog(page, /L&D budget/);
    await pick(page, form.getByRole('combobox', { name: 'Office' }), 'Accounting', /Accounting/);
    await chooseOption(page, form.getByRole('combobox', { name: 'Fund' }), '164 · Internally Generated Income');
    await form.getByLabel('Amount (pesos)').fill('75,000.00');
    await form.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, /L&D budget of ACCTG \(fund 164\) has been saved/);
    await page.getByRole('table', { name: 'L&D budget per office and fund' }).getByText('75,000.00').waitFor();
    await settle(page);
    await screenshot(page, 'lnd-manage-budget');

    await page.getByRole('tab', { name: 'Intervention types' }).click();
    await page.getByRole('button', { name: 'Add an intervention type' }).click();
    const type = dialog(page, 'Add an intervention type');
    await type.getByLabel('Code').fill('immersion');
    await type.getByLabel('Name').fill('Industry immersion');
    await type.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, /Industry immersion/);
    await page.getByRole('tab', { name: 'Competencies' }).click();
    await page.getByRole('table', { name: 'Competency library' }).getByText('Exemplifying Integrity').waitFor();
    await settle(page);
    await screenshot(page, 'lnd-manage-competencies');
    await page.context().close();
  });

  it('a refused budget line says under each field what is missing, and a message goes as soon as its field is corrected', async () => {
    const page = await (await signedInContext(browser, await signInThroughApi(ACCOUNTS.hr))).newPage();
    onTestFailed(async () => void (await screenshot(page, 'lnd-budget-refused-failure')));
    await page.goto('/lnd/manage/admin');
    await page.getByRole('tab', { name: 'Year and budget' }).click();
    await page.getByRole('button', { name: 'Set a budget line' }).click();
    const form = dialog(page, /L&D budget/);
    await form.getByRole('button', { name: 'Save' }).click();
    // Every field the contract refuses, at once, before anything is sent.
    for (const message of ['Choose the office.', 'Choose the fund.', 'The amount is required.']) await form.getByText(message).waitFor();
    await settle(page);
    await screenshot(page, 'lnd-budget-refused', { fullPage: false });
    await form.getByLabel('Amount (pesos)').fill('12,500.00');
    await expect.poll(async () => await form.getByText('The amount is required.').count()).toBe(0);
    await form.getByText('Choose the office.').waitFor();
    await form.getByText('Choose the fund.').waitFor();
    await form.getByLabel('Amount (pesos)').fill('12,500.005');
    await form.getByText('The amount has at most two decimals (centavos).').waitFor();
    await settle(page);
    await screenshot(page, 'lnd-budget-corrected', { fullPage: false });
    await page.context().close();
  });

  it('head@ recommends staff@ for mentoring; staff@ adds it to a new plan and sends it', async () => {
    const head = await (await signedInContext(browser, headToken)).newPage();
    onTestFailed(async () => void (await screenshot(head, 'lnd-recommend-failure')));
    await head.goto('/lnd/recommendations');
    await head.getByRole('button', { name: 'Recommend' }).click();
    const form = dialog(head, 'Recommend an intervention');
    await pick(head, form.getByRole('combobox', { name: 'Employee' }), 'Bautista', /Juan/);
    await chooseOption(head, form.getByRole('combobox', { name: 'Competency' }), 'Interpersonal Skills');
    await chooseOption(head, form.getByRole('combobox', { name: 'Intervention' }), 'Mentoring');
    await form.getByLabel('Title').fill('Front desk mentoring');
    await form.getByLabel('Why').fill('Clients at the front desk asked for clearer answers.');
    await form.getByRole('button', { name: 'Recommend' }).click();
    await waitForToast(head, /has been told of the recommendation/);
    await head.context().close();

    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'lnd-take-up-failure')));
    await page.goto('/lnd/recommendations');
    const table = page.getByRole('table', { name: 'Recommendations for you' });
    await table.getByText('Mentoring: Front desk mentoring').waitFor();
    await settle(page);
    await screenshot(page, 'lnd-recommendations');
    await table.getByRole('button', { name: 'Add to my plan' }).first().click();
    await page.waitForURL(/create-plan/);
    const items = page.getByRole('group', { name: /^Item \d+$/ });
    const taken = items.last();
    await expect.poll(async () => await taken.getByRole('textbox', { name: 'Title or description' }).inputValue()).toBe('Front desk mentoring');
    const year = new Date().getFullYear() + 1;
    const count = await items.count();
    for (let i = 0; i < count; i += 1) await items.nth(i).getByLabel('Target date').fill(`${year}-09-30`);
    await page.getByRole('button', { name: 'Save plan' }).click();
    await waitForToast(page, /has been saved/);
    const { recommendations } = await getJson<TRecommendationList>('/api/lnd/recommendations?scope=mine', staffToken);
    expect(recommendations.find((r) => r.intervention === 'Front desk mentoring')?.status).toBe('added');
    const { plans } = await getJson<TDevelopmentPlanList>('/api/lnd/development-plans?scope=mine', staffToken);
    const plan = plans.find((p) => p.items.some((i) => i.intervention === 'Front desk mentoring'))!;
    await page.goto('/lnd/development-plan');
    const card = page.getByRole('article', { name: new RegExp(`Development plan ${plan.period_from}`) }).filter({ hasText: 'Front desk mentoring' });
    await card.getByRole('button', { name: 'Send for review' }).click();
    await dialog(page, 'Send for review').getByRole('button', { name: 'Send for review' }).click();
    await waitForToast(page, /sent to your head/);
    await page.context().close();

    const reviewer = await (await signedInContext(browser, headToken)).newPage();
    onTestFailed(async () => void (await screenshot(reviewer, 'lnd-approve-changes-failure')));
    await reviewer.goto(`/lnd/development-plan/${plan.id}`);
    await reviewer.getByRole('switch', { name: /Approve with changes/ }).check({ force: true });
    const last = reviewer.getByRole('group', { name: /^Item \d+$/ }).last();
    await chooseOption(reviewer, last.getByRole('combobox', { name: 'Target level' }), '3 · Advanced');
    await reviewer.getByRole('textbox', { name: 'Remarks' }).fill('Aim for advanced: you lead the front desk.');
    await settle(reviewer);
    await screenshot(reviewer, 'lnd-approve-with-changes');
    await reviewer.getByRole('button', { name: 'Recommend', exact: true }).click();
    await waitForToast(reviewer, /moved to the next step/);
    await reviewer.context().close();
    const after = await getJson<{ plan: TDevelopmentPlanList['plans'][number] }>(`/api/lnd/development-plans/${plan.id}`, staffToken);
    expect(after.plan.items.find((i) => i.intervention === 'Front desk mentoring')?.target_level).toBe(3);
  });
});
