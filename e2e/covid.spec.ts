import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TCovidAnalytics } from '@hris/contracts';
import { getJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { expectNoSeriousViolations } from './support/axe';
import { waitForToast } from './support/ui';

// COVID vaccination (issue 24) as its users go through it: staff@ opens /covid (→ /covid/vaccination), is refused a
// dose dated tomorrow with the field's message and keeps what he typed, records two doses of Pfizer and uploads a card
// (an image made here); nurse@, the health officer, opens the analytics and the chart counts him: CAS (head@ and
// staff@) is 50% fully vaccinated, and the month chart has his two doses.

const NURSE = 'nurse@hris.test';
const manilaDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });

describeE2E('covid', () => {
  let browser: Browser;
  let staffToken: string;
  let nurseToken: string;
  // What the analytics said before staff@'s doses: other specs may add people or doses, so the spec counts the change.
  let before: TCovidAnalytics;
  const first = manilaDay(-60);
  const second = manilaDay(-30);
  beforeAll(async () => {
    browser = await launchBrowser();
    [staffToken, nurseToken] = await Promise.all([signInThroughApi(ACCOUNTS.staff), signInThroughApi(NURSE)]);
    before = await getJson<TCovidAnalytics>('/api/covid/analytics', nurseToken);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('staff@ records two doses (a future date refused, nothing typed lost) and uploads his card', async () => {
    const page = await (await signedInContext(browser, staffToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'covid-staff-failure')));
    await page.goto('/covid');
    await page.waitForURL('**/covid/vaccination');
    await page.getByTestId('covid-status').getByText('Not vaccinated').waitFor();
    const form = page.locator('form[aria-label="Record a dose"]');
    await form.getByLabel('Vaccine brand').click();
    await page.getByRole('option', { name: 'Pfizer-BioNTech' }).click();
    await form.getByLabel('Vaccination date').fill(manilaDay(1));
    await form.getByLabel('Place').fill('Makati City Health Office');
    await form.getByRole('button', { name: 'Record the dose' }).click();
    await form.getByText('The vaccination date must not be in the future.').waitFor();
    expect(await form.getByLabel('Place').inputValue()).toBe('Makati City Health Office');
    await screenshot(page, 'covid-dose-refused');

    await form.getByLabel('Vaccination date').fill(first);
    await form.getByRole('button', { name: 'Record the dose' }).click();
    await waitForToast(page, 'Dose 1 has been recorded.');
    await page.getByTestId('covid-status').getByText('Partially vaccinated').waitFor();

    // The form comes back with the brand kept and dose 2 next.
    expect(await form.getByLabel('Dose number').inputValue()).toBe('2');
    await form.getByLabel('Vaccination date').fill(second);
    await form.getByLabel('Place').fill('Makati City Health Office');
    await form.getByRole('button', { name: 'Record the dose' }).click();
    await waitForToast(page, 'Dose 2 has been recorded.');
    await page.getByTestId('covid-status').getByText('Fully vaccinated').waitFor();
    expect(await page.getByTestId('covid-dose').count()).toBe(2);

    // The card: an image made here (a picture of the page itself), through the one upload check.
    const card = await page.screenshot({ clip: { x: 0, y: 0, width: 400, height: 250 } });
    await page.locator('input[type="file"]').setInputFiles({ name: 'vaccination card.png', mimeType: 'image/png', buffer: card });
    await page.getByRole('button', { name: 'Upload the card' }).click();
    await waitForToast(page, 'Your vaccination card has been uploaded.');
    await page.getByText('Uploaded: vaccination card.png').waitFor();
    await settle(page);
    await screenshot(page, 'covid-vaccination');
    await expectNoSeriousViolations(page, '/covid/vaccination');
  });

  it('nurse@ opens the analytics and the chart counts staff@', async () => {
    const analytics = await getJson<TCovidAnalytics>('/api/covid/analytics', nurseToken);
    const cas = analytics.offices.find((o) => o.acronym === 'CAS')!;
    const casBefore = before.offices.find((o) => o.acronym === 'CAS')!;
    // staff@ is fully vaccinated now; CAS has the same people.
    expect(cas.total).toBe(casBefore.total);
    expect(cas.fully_vaccinated).toBe(casBefore.fully_vaccinated! + 1);
    const page = await (await signedInContext(browser, nurseToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'covid-analytics-failure')));
    await page.goto('/covid/analytics');
    const row = page.getByTestId('covid-office-chart-row').filter({ hasText: 'CAS' });
    await row.waitFor();
    const share = cas.total ? Math.round((cas.fully_vaccinated! / cas.total) * 100) : 0;
    expect(await row.textContent()).toContain(`${share}% fully (${cas.fully_vaccinated}/${cas.total})`);
    const months = page.getByTestId('covid-doses-month');
    const counted = await months.evaluateAll((gs) => gs.map((g) => g.querySelector('title')?.textContent ?? ''));
    const month = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const primaryIn = (iso: string) => counted.filter((t) => t.startsWith(`${month(iso)}:`)).map((t) => Number(/: (\d+) primary/.exec(t)?.[1] ?? 0))[0] ?? 0;
    // The chart shows the API's months; staff@'s two doses added two primary doses to them.
    const primaryBefore = (iso: string) => before.doses_by_month.find((m) => m.month === iso.slice(0, 7))?.primary ?? 0;
    const months2 = first.slice(0, 7) === second.slice(0, 7) ? [first] : [first, second];
    const shown = months2.reduce((n, iso) => n + primaryIn(iso), 0);
    expect(shown - months2.reduce((n, iso) => n + primaryBefore(iso), 0)).toBe(2);
    await settle(page);
    await screenshot(page, 'covid-analytics');
    await expectNoSeriousViolations(page, '/covid/analytics');
    for (const path of ['/covid/report', '/covid/settings']) {
      await page.goto(path);
      await settle(page);
      await screenshot(page, `covid-${path.split('/')[2]}`);
    }
  });

  it('head@ sees the office counts without any count under 5 (issue 37: a small count could point at a person)', async () => {
    const headToken = await signInThroughApi(ACCOUNTS.head);
    const page = await (await signedInContext(browser, headToken)).newPage();
    onTestFailed(async () => void (await screenshot(page, 'covid-head-failure')));
    await page.goto('/covid/personnel');
    const cas = page.getByRole('region', { name: 'College of Arts and Sciences' });
    await cas.getByTestId('covid-count').first().waitFor();
    // The office's people are few: staff@, the one fully vaccinated (his doses above), is not counted as 1, and
    // the page shows each withheld count as "fewer than 5", the employees counted as they are.
    const counted = await getJson<{ offices: ({ acronym: string; total: number } & Record<string, number | null>)[] }>('/api/covid/offices', headToken);
    const office = counted.offices.find((o) => o.acronym === 'CAS')!;
    expect(office.fully_vaccinated).toBeNull();
    const withheld = ['fully_vaccinated', 'boosted', 'partially', 'exempt', 'none', 'verified'].filter((k) => office[k] === null).length;
    expect(withheld).toBeGreaterThanOrEqual(2);
    await expect.poll(() => cas.getByText('fewer than 5', { exact: true }).count()).toBe(withheld);
    expect(await cas.getByTestId('covid-count').first().textContent()).toContain(String(office.total));
    await cas.getByTestId('covid-withheld-note').waitFor();
    await screenshot(page, 'covid-head-offices');
    await expectNoSeriousViolations(page, '/covid/personnel');
  });
});
