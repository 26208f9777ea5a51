import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { getJson, postJson, signInThroughApi } from './support/api';
import { PHONE, launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { publishJobPost, type PublishedJobPost } from './support/fixtures';
import { waitForToast } from './support/ui';

// Issue 17: an employee who applies for a post starts from their verified PDS instead of typing it again.
// The staff account's PDS is filled through the API; the spec opens a posted job as the employee, sees it
// said to be not verified yet, has HR verify it, sees it prefilled with that day, adds only the documents, and submits.

const PDF = (label: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
const DOCUMENTS = ['Letter of intent addressed to the University President', 'Certificate of eligibility / rating or licence'];

type Me = { user: { id: number; personnel: { id: number } | null } };

describeE2E('applying for a post from the PDS', () => {
  let browser: Browser;
  let hrToken: string;
  let staffToken: string;
  let post: PublishedJobPost;
  let me: Me['user'];
  const stamp = Date.now() % 1_000_000;
  const school = `Eastern Visayas State University ${stamp}`;
  const trainingTitle = `Public Service Ethics ${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    [hrToken, staffToken] = [await signInThroughApi(ACCOUNTS.hr), await signInThroughApi(ACCOUNTS.staff)];
    post = await publishJobPost(hrToken, { itemPrefix: 'SU-PDS-ADA4', documents: DOCUMENTS });
    me = (await getJson<Me>('/api/users/me', staffToken)).user;
    const pds = `/api/personnels/${me.personnel!.id}`;
    // The employee's PDS: part I, a school and a training (HR verifies it during the test).
    await postJson(
      `${pds}/personal`,
      {
        birth_date: '1991-02-20',
        birth_place: 'Tacloban City, Leyte',
        sex: 'male',
        citizenship: 'filipino',
        residential_address: { barangay: 'San Jose', city: 'Tacloban City', province: 'Leyte', zip_code: '6500' },
        mobile_no: '0917 555 0199',
      },
      staffToken,
      'PUT',
    );
    await postJson(
      `${pds}/educbackground`,
      { level: 'college', school_name: school, course: 'BS Public Administration', period_from: '2008', period_to: '2012', year_graduated: '2012' },
      staffToken,
    );
    await postJson(
      `${pds}/training`,
      { title: trainingTitle, date_from: '2025-02-03', date_to: '2025-02-05', hours: 24, ld_type: 'foundation', conducted_by: 'Civil Service Commission' },
      staffToken,
    );
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens the post from Apply Now as the employee and waits for the PDS data on its form. */
  async function openPost(page: Page, shot?: string): Promise<void> {
    await page.goto('/jobs/apply_now');
    await page.getByText(/^From your Personal Data Sheet \(verified on /).waitFor();
    if (shot) {
      await settle(page);
      await screenshot(page, shot, { fullPage: false });
    }
    await page.getByTestId('job-post-card').filter({ hasText: post.plantilla_item_no }).getByRole('link', { name: 'Apply' }).click();
    await page.waitForURL(`**/jobs/apply_now/${post.code}/applicant/${me.id}`);
    await page.getByRole('heading', { name: '1. Your data, from your Personal Data Sheet' }).waitFor();
  }

  it('a staff member opens a posted job, sees their verified PDS prefilled, adds the documents and submits', async () => {
    const context = await signedInContext(browser, staffToken);
    const page = await context.newPage();

    // Before HR has verified it, the page says so plainly: apply with it as it stands, or open the PDS.
    await page.goto(`/jobs/apply_now/${post.code}/applicant/${me.id}`);
    await page.getByRole('heading', { name: '1. Your data, from your Personal Data Sheet' }).waitFor();
    const unverified = page.getByRole('alert').filter({ hasText: 'Your Personal Data Sheet has not been verified by HR yet' });
    await unverified.waitFor();
    expect(await unverified.getByRole('link', { name: 'Open my PDS' }).getAttribute('href')).toBe('/account/profile');
    await page.getByRole('table', { name: 'Educational background' }).getByText(school).waitFor();
    expect(await page.getByRole('button', { name: 'Submit my application' }).isEnabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'apply-from-pds-unverified', { fullPage: false });

    // The employee sends the PDS; HR verifies it.
    const sent = await postJson<{ checking: { last_submission: { id: number } } }>(`/api/personnels/${me.personnel!.id}/pds/submit`, {}, staffToken);
    await postJson(`/api/pds/checking/${sent.checking.last_submission.id}/verify`, {}, hrToken);

    await openPost(page, 'apply-from-pds-apply-now');
    await page.getByText(/^From your Personal Data Sheet \(verified on [A-Z][a-z]+ \d{1,2}, \d{4}\)$/).waitFor();
    await page.getByRole('table', { name: 'Educational background' }).getByText(school).waitFor();
    await page
      .getByRole('table', { name: /^Learning and development interventions/ })
      .getByText(trainingTitle)
      .waitFor();
    await page.getByText('0917 555 0199').waitFor();
    expect(await page.getByRole('link', { name: 'View my PDS' }).getAttribute('href')).toBe('/account/profile');
    // The applicant profile's fields are not asked of an employee.
    expect(await page.getByRole('link', { name: 'Edit my profile' }).count()).toBe(0);
    await settle(page);
    await screenshot(page, 'apply-from-pds');

    // The same page on a phone.
    const phone = await (await signedInContext(browser, staffToken, PHONE)).newPage();
    await openPost(phone);
    await phone.getByRole('table', { name: 'Educational background' }).getByText(school).waitFor();
    await settle(phone);
    await screenshot(phone, 'apply-from-pds-phone');
    await phone.context().close();

    // Only the documents are added; the confirmation names the PDS.
    await page.getByRole('button', { name: 'Submit my application' }).click();
    await page.getByText('Confirm that your Personal Data Sheet is true and up to date.').waitFor();
    for (const [index, requirement] of DOCUMENTS.entries())
      await page
        .locator(`input[type="file"][name="documents.${index}"]`)
        .setInputFiles({ name: `document-${index + 1}.pdf`, mimeType: 'application/pdf', buffer: PDF(requirement) });
    await page.getByLabel(/I confirm that my Personal Data Sheet and these documents/).check();
    await page.getByRole('button', { name: 'Submit my application' }).click();
    await page.waitForURL('**/account/application/status');
    await waitForToast(page, `Your application for ${post.position.name} has been received.`);
    await page.getByTestId('my-application').filter({ hasText: post.position.name }).getByText('Received').first().waitFor();

    // The application keeps the PDS the server copied, with where it came from.
    const { applications } = await getJson<{ applications: { id: number; applicant: { id: number } }[] }>(`/api/applications?job_post_id=${post.id}`, hrToken);
    const mine = applications.find((a) => a.applicant.id === me.id)!;
    const { application } = await getJson<{
      application: { profile: { source?: { kind: string; verified_at: string | null }; sections: Record<string, { school_name?: string }[]> } };
    }>(`/api/applications/${mine.id}`, hrToken);
    expect(application.profile.source).toMatchObject({ kind: 'pds', verified_at: expect.any(String) });
    expect(application.profile.sections.educbackground!.map((e) => e.school_name)).toContain(school);
    await context.close();

    // HR reads the application with where its data came from.
    const hrPage = await (await signedInContext(browser, hrToken)).newPage();
    await hrPage.goto(`/rsp/job/${post.id}/applicant/${me.id}/profile/${mine.id}`);
    await hrPage
      .getByTestId('profile-source')
      .getByText(/^From the employee's Personal Data Sheet, as HR verified it on /)
      .waitFor();
    await hrPage.getByRole('table', { name: 'Educational background' }).getByText(school).waitFor();
    await settle(hrPage);
    await screenshot(hrPage, 'apply-from-pds-hr-view');
    await hrPage.context().close();
  });
});
