import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, newContext, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, BASE_URL, describeE2E } from './support/env';
import { waitForMail } from './support/outbox';
import { expectNoSeriousViolations } from './support/axe';
import { dialog, pick, rowAction, waitForToast } from './support/ui';

// Recruitment end to end: a head asks to hire, HR publishes the post, an applicant (made through the
// API: register, verify from the outbox, apply with PDFs) is screened, invited and accepts through the
// e-mailed link; two board members rate; the ranking shows; HR appoints and the personnel record appears.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const SCORES = { Education: 18, Training: 8, Experience: 15, Performance: 17, Potential: 12, Interview: 13 } as const;

type Me = { user: { id: number; personnel: { id: number } | null } };
type Post = { id: number; code: string; board: string; documents_required: string[] };

const manilaDate = (offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + offsetDays * 86_400_000));

async function upload(token: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), name);
  const answer = await fetch(`${BASE_URL}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const payload = (await answer.json()) as { path: string };
  if (!answer.ok) throw new Error(`POST /api/upload answered ${answer.status}: ${JSON.stringify(payload)}`);
  return payload.path;
}

/** Registers, verifies the e-mail from the outbox link, signs in, fills the profile and applies with a PDF for each document. */
async function applicantApplies(post: Post, email: string): Promise<{ token: string; applicationId: number }> {
  const since = Date.now();
  await postJson('/api/applicants/register', {
    email,
    password: 'Applicant#2026',
    password_confirmation: 'Applicant#2026',
    first_name: 'Liza',
    last_name: 'Magbanua',
    mobile_no: '09171234567',
  });
  const mail = await waitForMail(email, since);
  const verifyToken = /verify_email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(verifyToken).toBeTruthy();
  await postJson('/api/applicants/verify-email', { token: verifyToken });
  const token = await signInThroughApi(email, 'Applicant#2026');
  await postJson(
    '/api/applicants/me/profile',
    {
      first_name: 'Liza',
      last_name: 'Magbanua',
      sex: 'female',
      birth_date: '1996-04-12',
      mobile_no: '09171234567',
      address: 'Rizal St., Legazpi City',
      sections: {
        educbackground: [{ level: 'college', school_name: 'Bicol University', course: 'BS Office Administration', year_graduated: 2017 }],
        eligibility: [{ name: 'Career Service Professional', rating: '84.5', exam_date: '2018-08-05', exam_place: 'Legazpi City' }],
        workexp: [
          { date_from: '2018-01-02', date_to: '2024-12-31', position_title: 'Clerk', company_name: 'City Government of Legazpi', government_service: true },
        ],
        training: [
          {
            title: 'Records Management',
            date_from: '2022-03-01',
            date_to: '2022-03-03',
            hours: 24,
            ld_type: 'technical',
            conducted_by: 'CSC Regional Office V',
          },
        ],
      },
    },
    token,
    'PUT',
  );
  const documents = [];
  for (const [index, requirement] of post.documents_required.entries()) documents.push({ requirement, path: await upload(token, `document-${index + 1}.pdf`) });
  const { application } = await postJson<{ application: { id: number } }>('/api/applications', { job_post_id: post.id, documents }, token);
  return { token, applicationId: application.id };
}

/** The request moves through the chain: each step is acted on by whichever of these may act on it. */
async function approveThroughChain(requestId: number, tokens: string[]): Promise<void> {
  for (let step = 0; step < 4; step++) {
    const { hiring_request } = await getJson<{ hiring_request: { status: string } }>(`/api/hiring-requests/${requestId}`, tokens[0]!);
    if (hiring_request.status !== 'pending') return;
    const { hiring_request: row } = await getJson<{ hiring_request: { approval_request_id: number } }>(`/api/hiring-requests/${requestId}`, tokens[0]!);
    let acted = false;
    for (const token of tokens) {
      try {
        await postJson(`/api/approval-requests/${row.approval_request_id}/act`, { action: 'approve', remarks: 'Funded under the current plantilla.' }, token);
        acted = true;
        break;
      } catch {
        // not this person's step
      }
    }
    if (!acted) throw new Error('nobody could act on the request to hire');
  }
}

async function open(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await settle(page);
  await screenshot(page, name);
}

describeE2E('recruitment: request to hire, job post, screening, interview, assessment, appointment', () => {
  let browser: Browser;
  let adminToken: string;
  let hrToken: string;
  let headToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [adminToken, hrToken, headToken] = await Promise.all([signInThroughApi(ACCOUNTS.admin), signInThroughApi(ACCOUNTS.hr), signInThroughApi(ACCOUNTS.head)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('hires an applicant from the request to the personnel record', async () => {
    const [admin, hr] = await Promise.all([getJson<Me>('/api/users/me', adminToken), getJson<Me>('/api/users/me', hrToken)]);
    // The head asks; the chain of a request to hire starts at the HRMO (heads are the ones who ask).
    const { departments } = await getJson<{ departments: { id: number; acronym: string }[] }>('/api/departments?term=Arts&per_page=50', adminToken);
    const cas = departments.find((d) => d.acronym === 'CAS')!;
    // HR puts a vacant item on the plantilla for the head to ask for (its own number: the server is shared by every spec).
    const { positions } = await getJson<{ positions: { id: number; name: string }[] }>('/api/positions?term=Administrative%20Aide&per_page=10', hrToken);
    const aide = positions.find((p) => p.name === 'Administrative Aide IV')!;
    const itemNo = `CAS-ADA4-${Date.now() % 1_000_000}`;
    await postJson('/api/plantilla/items', { item_no: itemNo, position_id: aide.id, department_id: cas.id, salary_grade: 4 }, hrToken);

    // The head asks to hire.
    const headPage = await (await signedInContext(browser, headToken)).newPage();
    await headPage.goto('/rsp/request_to_hire');
    await headPage.getByRole('button', { name: 'New request' }).click();
    const form = dialog(headPage, 'New request to hire');
    await pick(headPage, form.getByRole('combobox', { name: /^Office/ }), 'Arts and', /^College of Arts and Sciences/);
    // Choosing the vacant item fills in its position.
    await pick(headPage, form.getByRole('combobox', { name: /^Plantilla item/ }), itemNo, new RegExp(`^${itemNo} — Administrative Aide IV`));
    expect(await form.getByRole('combobox', { name: /^Position/ }).inputValue()).toBe('Administrative Aide IV');
    await form.getByLabel('Justification').fill('The college office has one records clerk for 2,400 students since the last retirement.');
    await screenshot(headPage, 'rsp-request-to-hire-form');
    await form.getByRole('button', { name: 'Send request' }).click();
    await waitForToast(headPage, /request to hire has been sent/i);
    await headPage.waitForURL(/\/rsp\/request_to_hire\/\d+$/);
    const requestId = Number(headPage.url().split('/').pop());
    await headPage.getByRole('button', { name: 'Cancel request' }).waitFor();
    await settle(headPage);
    await screenshot(headPage, 'rsp-request-to-hire-pending');
    await expectNoSeriousViolations(headPage, '/rsp/request_to_hire/:id');
    await headPage.getByRole('link', { name: 'Requests to hire' }).first().click();
    await headPage.getByText('Administrative Aide IV').first().waitFor();
    await settle(headPage);
    await screenshot(headPage, 'rsp-requests-to-hire');

    await approveThroughChain(requestId, [hrToken, adminToken]);

    // HR makes the job post from the approved request and publishes it.
    const hrPage = await (await signedInContext(browser, hrToken)).newPage();
    onTestFailed(async () => void (await screenshot(hrPage, 'rsp-failure')));
    await hrPage.goto(`/rsp/request_to_hire/${requestId}`);
    await hrPage.getByRole('link', { name: 'Create job post' }).click();
    await hrPage.waitForURL(/\/rsp\/job_posts\/new\?request=/);
    await hrPage.getByLabel('Monthly salary (₱)').fill('16877');
    expect(await hrPage.getByRole('combobox', { name: /^Plantilla item/ }).inputValue()).toContain(itemNo);
    await hrPage.getByLabel('Education').fill('Completion of two years of college studies');
    await hrPage.getByLabel('Training').fill('None required');
    await hrPage.getByLabel('Experience').fill('None required');
    await hrPage.getByLabel('Eligibility').fill('Career Service Sub-Professional (first level)');
    await settle(hrPage);
    await screenshot(hrPage, 'rsp-job-post-form');
    await hrPage.getByRole('button', { name: 'Save draft' }).click();
    await hrPage.waitForURL('**/rsp/job_posts');
    const { job_posts } = await getJson<{ job_posts: Post[] }>('/api/job-posts?status=draft&per_page=50', hrToken);
    const draft = job_posts.find((p) => p.documents_required.length > 0)!;
    await rowAction(hrPage, `Administrative Aide IV (${draft.code})`, 'Publish');
    const publish = dialog(hrPage, /^Publish/);
    await publish.getByLabel('Publish from').fill(manilaDate());
    await publish.getByLabel('Closing date').fill(manilaDate(14));
    await publish.getByRole('button', { name: 'Publish' }).click();
    await hrPage.getByText('Published', { exact: true }).first().waitFor();
    await settle(hrPage);
    await screenshot(hrPage, 'rsp-job-posts');
    const post = (await getJson<{ job_post: Post }>(`/api/job-posts/${draft.id}`, hrToken)).job_post;

    // The board (NAPB for a staff post): the administrator chairs, HR is a member.
    const { boards } = await getJson<{ boards: { id: number; kind: string; campus: unknown; members: { user_id: number }[] }[] }>(
      '/api/selection-boards',
      hrToken,
    );
    const board = boards.find((b) => b.kind === post.board)!;
    for (const [user, role] of [
      [admin.user.id, 'chair'],
      [hr.user.id, 'member'],
    ] as const) {
      if (!board.members.some((m) => m.user_id === user)) await postJson(`/api/selection-boards/${board.id}/members`, { user_id: user, role }, hrToken);
    }
    await open(hrPage, '/rsp/committees', 'rsp-committees');

    // An applicant applies with a PDF for each required document.
    const email = `liza.magbanua.${Date.now()}@example.com`;
    const { applicationId } = await applicantApplies(post, email);

    // HR screens: the documents in the viewer, then qualified.
    await hrPage.goto(`/rsp/job_posts/${post.id}/list`);
    await hrPage.getByText('Liza Magbanua').first().click();
    await hrPage.waitForURL(new RegExp(`/rsp/job/${post.id}/applicant/\\d+/profile/${applicationId}$`));
    await hrPage.getByRole('button', { name: 'View' }).first().click();
    await hrPage.locator('iframe[src^="blob:"]').waitFor();
    await settle(hrPage);
    await screenshot(hrPage, 'rsp-document-viewer', { fullPage: false });
    await hrPage.keyboard.press('Escape');
    await settle(hrPage);
    await screenshot(hrPage, 'rsp-application');
    await expectNoSeriousViolations(hrPage, '/rsp/job/:rid/applicant/:id/profile/:rappid');
    await hrPage.getByRole('button', { name: 'Qualified', exact: true }).click();
    await dialog(hrPage, /^Qualified/)
      .getByRole('button', { name: 'Mark qualified' })
      .click();
    await waitForToast(hrPage, 'Marked qualified');

    // The interview: a slot tomorrow, the invitation, and the applicant's answer through the link.
    await hrPage.goto(`/rsp/job_posts/${post.id}/interview/schedule`);
    await hrPage.getByLabel('Date and time').fill(`${manilaDate(1)}T09:00`);
    await hrPage.getByLabel('Venue').fill('HRMO conference room, Administration Building');
    await hrPage.getByRole('button', { name: 'Add slot' }).click();
    await hrPage.getByRole('checkbox', { name: new RegExp('Liza Magbanua') }).check();
    await hrPage.getByRole('combobox', { name: /^Interview slot/ }).click();
    await hrPage.getByRole('option').first().click();
    const invitedAt = Date.now();
    await hrPage.getByRole('button', { name: 'Send invitations' }).click();
    await waitForToast(hrPage, /invit/i);
    const invitation = await waitForMail(email, invitedAt);
    const link = /schedule_response\?token=([^\s"<>]+)/.exec(invitation)?.[1];
    expect(link).toBeTruthy();
    const applicantPage = await (await newContext(browser)).newPage();
    onTestFailed(async () => void (await screenshot(applicantPage, 'rsp-failure-applicant')));
    await applicantPage.goto(`/schedule_response?token=${link}`);
    await applicantPage.getByLabel('I will attend').check();
    await applicantPage.getByRole('button', { name: 'Send my answer' }).click();
    await applicantPage.getByRole('button', { name: 'Send my answer' }).waitFor({ state: 'detached' });
    await settle(applicantPage);
    await screenshot(applicantPage, 'rsp-schedule-response-answered');
    await hrPage.reload();
    await hrPage.getByText('Accepted', { exact: true }).waitFor();
    await settle(hrPage);
    await screenshot(hrPage, 'rsp-interview-schedule');

    // Everyone who registered, and the applicant's profile with the application.
    await hrPage.goto('/rsp/applicants');
    await hrPage.getByText('Liza Magbanua').first().click();
    await hrPage.waitForURL(/\/rsp\/applicants\/\d+\/profile$/);
    await hrPage.getByRole('table', { name: 'Applications' }).getByText(post.code).waitFor();
    await settle(hrPage);
    await screenshot(hrPage, 'rsp-applicant-profile');
    await expectNoSeriousViolations(hrPage, '/rsp/applicants/:id/profile');

    // Two members rate: HR on the page (a score above the highest is refused), the chair through the API.
    await hrPage.goto('/rsp/assessment');
    await hrPage.getByText(post.code).first().click();
    await hrPage.getByRole('link', { name: 'Rate Liza Magbanua' }).click();
    await hrPage.getByLabel('Education', { exact: true }).fill('150');
    await hrPage.getByRole('button', { name: 'Save ratings' }).click();
    await hrPage.getByText('The Education score must be from 0 to 100.').waitFor();
    for (const [criterion, value] of Object.entries(SCORES)) await hrPage.getByLabel(criterion, { exact: true }).fill(String(value * 5));
    await settle(hrPage);
    await screenshot(hrPage, 'rsp-rate-applicant');
    await expectNoSeriousViolations(hrPage, '/rsp/assessment/applicant_assessment/:id/applicant/:appID/napb|apb');
    await hrPage.getByRole('button', { name: 'Save ratings' }).click();
    await waitForToast(hrPage, 'Your ratings have been saved.');
    const sheet = await getJson<{ criteria: { id: number; name: string }[] }>(`/api/assessment/job-posts/${post.id}`, adminToken);
    const ratings = sheet.criteria.map((c) => ({ criterion_id: c.id, score: (SCORES[c.name as keyof typeof SCORES] ?? 10) * 4 }));
    await postJson(`/api/assessment/applications/${applicationId}/ratings`, { ratings }, adminToken, 'PUT');
    await hrPage.reload();
    const ranking = hrPage.getByRole('table', { name: 'Ranking' });
    await ranking.getByText('Liza Magbanua').first().waitFor();
    await settle(hrPage);
    await screenshot(hrPage, 'rsp-ranking');

    // HR, as the appointing authority's office, selects and appoints.
    await hrPage.goto('/rsp/rai');
    await hrPage.getByRole('combobox', { name: /^Job post/ }).click();
    await hrPage.getByRole('option', { name: new RegExp(post.code) }).click();
    await hrPage.getByRole('button', { name: 'Select', exact: true }).click();
    await dialog(hrPage, 'Select the applicant').getByRole('button', { name: 'Select' }).click();
    await waitForToast(hrPage, 'has been selected');
    await hrPage.getByRole('button', { name: 'Appoint', exact: true }).click();
    const appoint = dialog(hrPage, /^Appoint/);
    await appoint.getByRole('combobox', { name: /^Status of appointment/ }).click();
    await hrPage.getByRole('option', { name: 'Permanent' }).first().click();
    await appoint.getByRole('combobox', { name: /^Nature of appointment/ }).click();
    await hrPage.getByRole('option', { name: 'Original' }).click();
    expect(await appoint.getByRole('combobox', { name: /^Plantilla item to fill/ }).inputValue()).toContain(itemNo);
    await screenshot(hrPage, 'rsp-appoint', { fullPage: false });
    await appoint.getByRole('button', { name: 'Appoint' }).click();
    await waitForToast(hrPage, 'has been appointed');
    // The appointment filled the post's own item, with the appointee as incumbent.
    const { plantilla_items } = await getJson<{ plantilla_items: { item_no: string; status: string; incumbent: { fullname: string } | null }[] }>(
      `/api/plantilla/items?term=${encodeURIComponent(itemNo)}`,
      hrToken,
    );
    expect(plantilla_items.find((i) => i.item_no === itemNo)).toMatchObject({ status: 'filled', incumbent: { fullname: expect.stringMatching(/Magbanua/) } });
    await hrPage.getByRole('table', { name: 'Appointments issued' }).getByText('Liza Magbanua').waitFor();
    await settle(hrPage);
    await screenshot(hrPage, 'rsp-rai');

    // The new personnel record.
    await hrPage.goto('/personnels');
    await hrPage.getByPlaceholder('Search name or employee no.').fill('Magbanua');
    await hrPage
      .getByText(/Magbanua/)
      .first()
      .waitFor();
    await settle(hrPage);
    await screenshot(hrPage, 'rsp-personnels');
  }, 240_000);
});
