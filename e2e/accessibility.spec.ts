import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { canSeeGroup } from '@hris/contracts';
import { computeRunThroughApi, getJson, postJson, signInThroughApi } from './support/api';
import { DESKTOP, launchBrowser, newContext, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { fileOneDayOfVacationLeave, manilaDay, publishJobPost } from './support/fixtures';
import { dialog, rowAction } from './support/ui';
import { findingsOf, report, scanOpenPage, type Violation } from './support/axe';

// axe-core over every page of the web's route table, for each demo account and signed out:
// any critical or serious violation fails the run, listed by rule, impact, element and page.

/** The fields of a route-table entry this spec reads (apps/web/src/app/route-kit.tsx, AppRoute). */
type RouteEntry = { path: string; group: string; alsoOpenTo?: readonly string[]; layout: 'shell' | 'bare' | 'either'; guestOnly?: boolean };

/**
 * The route table itself (apps/web/src/app/routes.tsx), loaded through vitest's transform so a page
 * added to the product is checked without touching this spec. The path is a variable so that
 * `tsc -p e2e` does not type-check the web's TSX with the e2e settings.
 */
async function routeTable(): Promise<readonly RouteEntry[]> {
  const modulePath = '../apps/web/src/app/routes.tsx';
  const { ROUTES } = (await import(/* @vite-ignore */ modulePath)) as { ROUTES: readonly RouteEntry[] };
  return ROUTES;
}

const hasParams = (route: RouteEntry) => route.path.includes(':');

const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
/** The first id in an answer ({ travel: { id } }, { data: { id } }, …). */
function idIn(answer: unknown): number {
  const seen: unknown[] = [answer];
  while (seen.length) {
    const next = seen.shift();
    if (next && typeof next === 'object') {
      if (typeof (next as { id?: unknown }).id === 'number') return (next as { id: number }).id;
      seen.push(...Object.values(next));
    }
  }
  throw new Error(`no id in ${JSON.stringify(answer).slice(0, 200)}`);
}

/** Records of the e2e data that the pages with parameters open: made once, through the API, as their owners would. */
type Fixtures = {
  staffPersonnelId: number;
  year: string;
  pastWorkday: string;
  leaveId: number;
  leaveTypeId: number;
  leaveTypeName: string;
  travelId: number;
  overtimeId: number;
  appealId: number;
  scheduleId: number;
  scheduleRequestId: number;
  holidayId: number;
  departmentId: number;
  jobPost: { id: number; code: string };
  approvalRequestId: number;
  /** A document the staff filed from their office (document tracking), its first log row, and a document type. */
  dts: { id: number; trackingNumber: string; officeId: number; logId: number; typeId: number };
  /** A payroll run of this month (a draft: the register's page as HR first sees it). */
  payrollRunId: number;
  /** The staff's development plan (a draft with one item). */
  developmentPlanId: number;
};

async function makeFixtures(tokens: Record<keyof typeof ACCOUNTS, string>): Promise<Fixtures> {
  const { staff, hr } = tokens;
  const me = await getJson<{ user: { personnel: { id: number } } }>('/api/users/me', staff);
  const weekdays = Array.from({ length: 40 }, (_, i) => manilaDay(i + 10)).filter(isWeekday);
  const pastWorkday = Array.from({ length: 10 }, (_, i) => manilaDay(-(i + 1))).find(isWeekday)!;
  const { leave_types: types } = await getJson<{ leave_types: { id: number; code: string; name: string }[] }>('/api/leave/types', staff);
  const vl = types.find((t) => t.code === 'VL')!;
  const leaveId = await fileOneDayOfVacationLeave(staff, weekdays);
  const travelDay = weekdays.at(-1)!;
  const travelId = idIn(
    await postJson(
      '/api/official-business',
      { destination: 'Legazpi City', purpose: 'Regional meeting on records', date_from: travelDay, date_to: travelDay },
      staff,
    ),
  );
  const overtimeId = idIn(
    await postJson('/api/overtime', { date: weekdays.at(-2)!, start_time: '17:30', end_time: '19:00', purpose: 'Enrolment week' }, staff),
  );
  const appealId = idIn(await postJson('/api/time-log-appeals', { date: pastWorkday, am_in: '07:58', reason: 'The device was down that morning.' }, staff));
  const { work_schedules: schedules } = await getJson<{ work_schedules: { id: number }[] }>('/api/work-schedules', hr);
  const scheduleRequestId = idIn(
    await postJson(
      '/api/work-schedules/requests',
      { schedule_id: schedules[0]!.id, effective_from: weekdays.at(-3)!, reason: 'Classes start earlier.' },
      staff,
    ),
  );
  const holidayId = idIn(
    await postJson('/api/holidays', { date: `${Number(manilaDay().slice(0, 4)) + 3}-06-19`, name: 'Rizal Day (accessibility check)' }, hr),
  );
  const { departments } = await getJson<{ departments: { id: number }[] }>('/api/departments?per_page=5', hr);
  const jobPost = await publishJobPost(hr);
  const mine = await getJson<{ requests: { id: number }[] }>('/api/approval-requests/mine', staff);
  const dts = await fileDocument(staff);
  const { run } = await postJson<{ run: { id: number } }>('/api/payroll/runs', { month: manilaDay().slice(0, 7), kind: 'regular' }, hr);
  const { competencies } = await getJson<{ competencies: { id: number }[] }>('/api/lnd/competencies', staff);
  const { plan } = await postJson<{ plan: { id: number } }>(
    '/api/lnd/development-plans',
    {
      period_from: Number(manilaDay().slice(0, 4)) + 1,
      period_to: Number(manilaDay().slice(0, 4)) + 1,
      items: [{ competency_id: competencies[0]!.id, current_level: 1, target_level: 2, intervention_type: 'training', target_date: manilaDay(60) }],
    },
    staff,
  );
  return {
    staffPersonnelId: me.user.personnel.id,
    year: manilaDay().slice(0, 4),
    pastWorkday,
    leaveId,
    leaveTypeId: vl.id,
    leaveTypeName: vl.name,
    travelId,
    overtimeId,
    appealId,
    scheduleId: schedules[0]!.id,
    scheduleRequestId,
    holidayId,
    departmentId: departments[0]!.id,
    jobPost,
    approvalRequestId: mine.requests[0]!.id,
    dts,
    payrollRunId: run.id,
    developmentPlanId: plan.id,
  };
}

/** A document filed by the staff from their own office, as the Add document page files one. */
async function fileDocument(staff: string): Promise<Fixtures['dts']> {
  const { offices } = await getJson<{ offices: { id: number }[] }>('/api/dts/offices', staff);
  const { document_types: types } = await getJson<{ document_types: { id: number }[] }>('/api/dts/document-types', staff);
  const officeId = offices[0]!.id;
  const { document } = await postJson<{ document: { id: number; tracking_number: string } }>(
    '/api/dts/documents',
    { title: 'Request for the use of the gymnasium (accessibility check)', document_type_id: types[0]!.id, office_id: officeId, confidential: false },
    staff,
  );
  const { log } = await getJson<{ log: { id: number }[] }>(`/api/dts/documents/${document.id}`, staff);
  return { id: document.id, trackingNumber: document.tracking_number, officeId, logId: log[0]!.id, typeId: types[0]!.id };
}

/** A published post on a vacant item of its own (as e2e/jobs.spec.ts makes one). */

/**
 * Each page with parameters, opened on a real record of the e2e data (made by makeFixtures). A new route with
 * parameters fails the first test until it is added here or to NOT_OPENED with the reason.
 */
const PARAM_PAGES: Record<string, (f: Fixtures) => string> = {
  '/account/dtr/:date': (f) => `/account/dtr/${f.pastWorkday}`,
  '/account/time-log-appeals/new/:date': (f) => `/account/time-log-appeals/new/${f.pastWorkday}`,
  '/account/time-log-appeals/:id': (f) => `/account/time-log-appeals/${f.appealId}`,
  '/department/edats/time-log-appeals/:id': (f) => `/department/edats/time-log-appeals/${f.appealId}`,
  '/edats/time-log-appeals/:id': (f) => `/edats/time-log-appeals/${f.appealId}`,
  '/account/overtime/:id': (f) => `/account/overtime/${f.overtimeId}`,
  '/department/edats/overtime/:id': (f) => `/department/edats/overtime/${f.overtimeId}`,
  '/edats/overtime/:id': (f) => `/edats/overtime/${f.overtimeId}`,
  '/account/ob/:id': (f) => `/account/ob/${f.travelId}`,
  '/department/edats/ob/:id': (f) => `/department/edats/ob/${f.travelId}`,
  '/edats/obt/:id': (f) => `/edats/obt/${f.travelId}`,
  '/account/work-schedules/:id': (f) => `/account/work-schedules/${f.scheduleRequestId}`,
  '/department/edats/work-schedules/:id': (f) => `/department/edats/work-schedules/${f.scheduleRequestId}`,
  '/edats/workSchedule/:id': (f) => `/edats/workSchedule/${f.scheduleId}`,
  '/edats/holidays/:id/edit': (f) => `/edats/holidays/${f.holidayId}/edit`,
  '/edats/suspension/:cid/add': () => '/edats/suspension/1/add',
  '/clerk/dtr_list/:personnelId': (f) => `/clerk/dtr_list/${f.staffPersonnelId}`,
  '/manage/dtr/:personnelId': (f) => `/manage/dtr/${f.staffPersonnelId}`,
  '/account/leave-Application/:id': (f) => `/account/leave-Application/${f.leaveId}`,
  '/account/leave/:personnel_id/:year/:type_id/:role': (f) => `/account/leave/${f.staffPersonnelId}/${f.year}/0/employee`,
  '/account/leaves/:id/:type/:label/summary': (f) => `/account/leaves/${f.staffPersonnelId}/${f.leaveTypeId}/${encodeURIComponent(f.leaveTypeName)}/summary`,
  '/account/force-leave-schedule/:personnel_id/:year/:type_id/:role': (f) => `/account/force-leave-schedule/${f.staffPersonnelId}/${f.year}/0/employee`,
  '/department/edats/Leave/:id': (f) => `/department/edats/Leave/${f.leaveId}`,
  '/edats/HR/leaves/submitted-leave/:id': (f) => `/edats/HR/leaves/submitted-leave/${f.leaveId}`,
  // The CTO and CDO pages show an application as HR's leave page does (any type opens there); the attachment page says
  // when there is none.
  '/edats/CTO/:id': (f) => `/edats/CTO/${f.leaveId}`,
  '/edats/CDO/:id': (f) => `/edats/CDO/${f.leaveId}`,
  '/edats/LeaveAttachment/:id': (f) => `/edats/LeaveAttachment/${f.leaveId}`,
  '/edats/leave/:id/:type/:label/summary': (f) => `/edats/leave/${f.staffPersonnelId}/${f.leaveTypeId}/${encodeURIComponent(f.leaveTypeName)}/summary`,
  '/edats/leave/:id/:type/balance': (f) => `/edats/leave/${f.staffPersonnelId}/${f.leaveTypeId}/balance`,
  '/edats/addLeaveAdmin/:id': (f) => `/edats/addLeaveAdmin/${f.staffPersonnelId}`,
  '/edats/personnel/:personnelId/:view?': (f) => `/edats/personnel/${f.staffPersonnelId}/leave`,
  '/edats/personnel/:personnelId/:view/:id/:date?': (f) => `/edats/personnel/${f.staffPersonnelId}/dtr/${f.pastWorkday.slice(0, 7)}/${f.pastWorkday}`,
  '/edats/LeaveAdminForm/:id/:label/:lid': (f) => `/edats/LeaveAdminForm/${f.staffPersonnelId}/${encodeURIComponent(f.leaveTypeName)}/${f.leaveTypeId}`,
  '/jobs/preview/:code': (f) => `/jobs/preview/${encodeURIComponent(f.jobPost.code)}`,
  '/rsp/job_posts/:id/list': (f) => `/rsp/job_posts/${f.jobPost.id}/list`,
  '/rsp/job_posts/:id/interview/schedule': (f) => `/rsp/job_posts/${f.jobPost.id}/interview/schedule`,
  '/rsp/assessment/applicant_assessment/:id/list': (f) => `/rsp/assessment/applicant_assessment/${f.jobPost.id}/list`,
  '/personnels/:id': (f) => `/personnels/${f.staffPersonnelId}`,
  '/personnels/:id/service_record': (f) => `/personnels/${f.staffPersonnelId}/service_record`,
  '/personnels/:id/reclassification-reappoint': (f) => `/personnels/${f.staffPersonnelId}/reclassification-reappoint`,
  '/settings/departments/:id/split-unit': (f) => `/settings/departments/${f.departmentId}/split-unit`,
  '/dts/add-document/:deptID': (f) => `/dts/add-document/${f.dts.officeId}`,
  '/dts/edit-document/:id/:dept_id/:year': (f) => `/dts/edit-document/${f.dts.id}/${f.dts.officeId}/${f.dts.trackingNumber.slice(0, 4)}`,
  '/dts/documents/:id': (f) => `/dts/documents/${f.dts.id}`,
  '/dts/overdue/document/:log_id': (f) => `/dts/overdue/document/${f.dts.logId}`,
  '/dts/edit-document-types/:id': (f) => `/dts/edit-document-types/${f.dts.typeId}`,
  '/dts/track/:tracking_number': (f) => `/dts/track/${f.dts.trackingNumber}`,
  '/payroll/runs/:id': (f) => `/payroll/runs/${f.payrollRunId}`,
  '/lnd/development-plan/:id': (f) => `/lnd/development-plan/${f.developmentPlanId}`,
};

/** Pages with parameters not opened here, and why (each is built from the components checked on the pages above). */
const NOT_OPENED: Record<string, string> = {
  '/memorandum_circular/:id': 'the demo issues no memorandum: scanned by e2e/memoranda.spec.ts, where hr@ issues one',
  '/spmis/ipcr/:id': 'the demo opens no IPCR: scanned by e2e/spms.spec.ts, where staff@ opens one and head@ rates it',
  '/property/counts/:id': 'the demo opens no physical count: opened by e2e/property-count.spec.ts, where admin@ opens one',
  '/feedback/details/:id': 'needs a feedback id from the list: opened by e2e/feedback.spec.ts, where admin@ answers one',
  '/faculty/edats/:id': 'a make-up class needs a faculty member and the VPAA role: scanned by e2e/overtime.spec.ts, which sets them up',
  '/edats/suspension/:id/:cid/edit': 'the same form as /edats/suspension/:cid/add, filled',
  '/edats/leave/:id/:type/:idno/leaveRecord': 'a PDF of the leave record, not a page',
  '/jobs/apply_now/:jobID/applicant/:applicantID': 'needs an applicant profile: scanned by e2e/jobs.spec.ts where the applicant applies',
  '/jobs/:rappID/other/submissions/:appID': 'needs a document request: scanned by e2e/jobs.spec.ts where the applicant sends it',
  '/rsp/request_to_hire/:id': 'needs a request to hire: scanned by e2e/rsp.spec.ts where the head sends it',
  '/rsp/job_posts/:id/edit': 'a draft post only: the same form as /rsp/job_posts/new, which is checked',
  '/rsp/job_posts/:id/applicant/:appID/assessment/napb': 'needs an assessed application (e2e/rsp.spec.ts)',
  '/rsp/job_posts/:id/applicant/:appID/assessment/apb': 'needs an assessed application (e2e/rsp.spec.ts)',
  '/rsp/job/:rid/applicant/:id/profile/:rappid': 'needs an application with uploaded PDFs: scanned by e2e/rsp.spec.ts where HR screens it',
  '/rsp/applicants/:id/profile': 'needs a registered applicant: scanned by e2e/rsp.spec.ts',
  '/rsp/assessment/applicant_assessment/:id/applicant/:appID/napb':
    'needs a shortlisted application: the rating page is scanned by e2e/rsp.spec.ts where HR rates',
  '/rsp/assessment/applicant_assessment/:id/applicant/:appID/apb': 'the same rating page as .../napb, scanned by e2e/rsp.spec.ts',
  '/spmis/offices/:periodId/:departmentId':
    'the demo rates no IPCR, so no office is rolled up: the page was looked at over bench:spms data; the API is proven by apps/api/test/spms-office.test.ts',
  '/demographic/options/:id': 'the demographics page with one option chosen; /demographic is checked',
};

/** While fixing: A11Y_PATHS=/dashboard,/jobs checks only these pages (one ending in / every page below it: /edats/CTO/). */
const only = process.env.A11Y_PATHS?.split(',');
const chosen = (path: string) => !only || only.some((wanted) => path === wanted || (wanted.endsWith('/') && path.startsWith(wanted)));

/** Waits for the page's content: the app has rendered, a main landmark holds something, no loader or skeleton is left. */
async function waitForMainContent(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main') ?? document.getElementById('root');
      if (!main || main.childElementCount === 0) return false;
      return !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]');
    },
    undefined,
    { timeout: 10_000, polling: 100 },
  );
}

async function audit(page: Page, path: string): Promise<Violation[]> {
  await page.goto(path);
  try {
    await waitForMainContent(page);
  } catch {
    return [{ page: path, rule: 'page-load', impact: 'serious', target: 'main', help: 'the page still showed a loader (or nothing) after 10 s' }];
  }
  // The issue asks every page for a main landmark (axe reports its absence only as moderate).
  const missingMain: Violation[] = (await page.locator('main, [role="main"]').count())
    ? []
    : [{ page: path, rule: 'landmark-one-main', impact: 'serious', target: 'body', help: 'the page has no main landmark' }];
  return (await scanOpenPage(page, path)).concat(missingMain);
}

async function auditAll(page: Page, paths: readonly string[]): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const path of paths) {
    const started = Date.now();
    found.push(...(await audit(page, path)));
    // A11Y_VERBOSE=1 prints how long each page took (goto, content, axe).
    if (process.env.A11Y_VERBOSE) console.log(`[a11y] ${path} ${Date.now() - started} ms`);
  }
  return found;
}

describeE2E('accessibility (axe-core) over the route table', () => {
  let browser: Browser;
  let routes: readonly RouteEntry[];
  beforeAll(async () => {
    browser = await launchBrowser();
    routes = await routeTable();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const tokens = new Map<keyof typeof ACCOUNTS, Promise<string>>();
  const tokenOf = (account: keyof typeof ACCOUNTS) => {
    let found = tokens.get(account);
    if (!found) tokens.set(account, (found = signInThroughApi(ACCOUNTS[account])));
    return found;
  };
  let fixtures: Promise<Fixtures> | undefined;
  const fixturesOnce = () =>
    (fixtures ??= (async () =>
      makeFixtures({
        admin: await tokenOf('admin'),
        hr: await tokenOf('hr'),
        head: await tokenOf('head'),
        staff: await tokenOf('staff'),
        applicant: await tokenOf('applicant'),
        accounting: await tokenOf('accounting'),
      }))());
  /** The path to check for a route: itself, or for one with parameters the page of a real record (null: not opened, NOT_OPENED says why). */
  const pathFor = async (route: RouteEntry): Promise<string | null> => {
    if (!hasParams(route)) return route.path;
    const resolve = PARAM_PAGES[route.path];
    return resolve ? resolve(await fixturesOnce()) : null;
  };

  it('opens every page with parameters on a real record, or says why not', () => {
    const withParams = routes.filter(hasParams).map((route) => route.path);
    expect(
      withParams.filter((path) => !PARAM_PAGES[path] && !NOT_OPENED[path]),
      'add these to PARAM_PAGES (or NOT_OPENED with the reason)',
    ).toEqual([]);
    expect(
      Object.keys(PARAM_PAGES).filter((path) => !withParams.includes(path)),
      'no longer in the route table',
    ).toEqual([]);
    expect(
      Object.keys(NOT_OPENED).filter((path) => !withParams.includes(path)),
      'no longer in the route table',
    ).toEqual([]);
  });

  it('finds no critical or serious violation on the public pages, signed out', { timeout: 120_000 }, async () => {
    const paths = (await Promise.all(routes.filter((route) => route.layout === 'bare' || route.layout === 'either').map(pathFor))).filter(
      (path): path is string => path !== null,
    );
    // The 404 keeps the shell when signed in (checked with each account's pages) and is bare signed out.
    expect(paths).toEqual(expect.arrayContaining(['/login', '/jobs']));
    const picked = paths.filter(chosen);
    const context = await newContext(browser, DESKTOP, { bypassCSP: true });
    const page = await context.newPage();
    const violations = await auditAll(page, picked);
    await context.close();
    expect(violations, report(violations)).toEqual([]);
  });

  /**
   * To keep the run within a few minutes, a page is checked once, as the first of these accounts that may
   * open it (they see the same page, with the same components); the dashboard and account pages, whose
   * shell (sidebar entries, top bar, user menu) differs per account, are checked as every account.
   * A11Y_EVERY_ACCOUNT=1 checks every page as every account that may open it.
   */
  const checked = new Set<string>();
  const PER_ACCOUNT = ['/dashboard', '/profile/account/settings'];
  /** An account's pages are checked in CHUNKS tests, so that a failure lists what it found without a timeout hiding it. */
  const CHUNKS = 4;
  const accountPages = new Map<string, Promise<{ token: string; paths: string[] }>>();
  const pagesOf = (account: keyof typeof ACCOUNTS) => {
    let found = accountPages.get(account);
    if (!found) {
      found = (async () => {
        const token = await tokenOf(account);
        const me = await getJson<{ user: { allowed_views: string[] } }>('/api/users/me', token);
        const mayOpen = routes
          .filter((route) => route.layout === 'shell' || route.layout === 'either')
          .filter((route) => [route.group, ...(route.alsoOpenTo ?? [])].some((group) => canSeeGroup(group, me.user.allowed_views)));
        const opened = (await Promise.all(mayOpen.map(pathFor))).filter((path): path is string => path !== null);
        expect(opened).toContain('/dashboard');
        const paths = opened.filter(chosen).filter((path) => process.env.A11Y_EVERY_ACCOUNT || PER_ACCOUNT.includes(path) || !checked.has(path));
        paths.forEach((path) => checked.add(path));
        return { token, paths };
      })();
      accountPages.set(account, found);
    }
    return found;
  };

  for (const account of ['staff', 'head', 'hr', 'admin', 'applicant'] as const) {
    for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
      it(`finds no critical or serious violation on the pages ${account} may open (part ${chunk + 1} of ${CHUNKS})`, { timeout: 240_000 }, async () => {
        const { token, paths } = await pagesOf(account);
        const size = Math.ceil(paths.length / CHUNKS);
        const part = paths.slice(chunk * size, (chunk + 1) * size);
        if (part.length === 0) return;
        const context = await signedInContext(browser, token, DESKTOP, { bypassCSP: true });
        const page = await context.newPage();
        const violations = await auditAll(page, part);
        await context.close();
        expect(violations, report(violations)).toEqual([]);
      });
    }
  }
  /**
   * Issue 42 item 20: the states a page reaches only by use, scanned with the walk's rules (moderate ones and
   * label-content-name-mismatch included): a computed payroll run (its register, a person's lines in the drawer, its
   * differences and adjustments) and the plantilla of personnel filtered as HR filters it. The run is computed for one
   * small office (the one with the fewest incumbents), not the whole demo, to keep the spec quick.
   */
  it('finds nothing on a computed payroll run and the filtered plantilla, moderate rules included', { timeout: 180_000 }, async () => {
    const hr = await tokenOf('hr');
    // The office with the fewest incumbents (at least two: a register, and a person to open), from the plantilla's totals.
    const { totals } = await getJson<{ totals: { offices: { filled: number; office: { id: number } }[] } }>('/api/plantilla/personnels?per_page=1', hr);
    const office = totals.offices.filter((o) => o.filled >= 2).sort((a, b) => a.filled - b.filled)[0]!.office;
    const { run } = await postJson<{ run: { id: number } }>(
      '/api/payroll/runs',
      { month: manilaDay().slice(0, 7), kind: 'regular', department_id: office.id },
      hr,
    );
    await computeRunThroughApi(run.id, hr);
    const { rows } = await getJson<{ rows: { fullname: string }[] }>(`/api/payroll/runs/${run.id}/register`, hr);
    expect(rows.length, 'the office has people paid by the run').toBeGreaterThan(0);

    const context = await signedInContext(browser, hr, DESKTOP, { bypassCSP: true });
    const page = await context.newPage();
    const found: string[] = [];
    const scan = async (state: string) => {
      await settle(page);
      found.push(...(await findingsOf(page)).map((finding) => `${state}: ${finding}`));
      await screenshot(page, `a11y-state-${state.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}`, { fullPage: false });
    };
    await page.goto(`/payroll/runs/${run.id}`);
    await page.getByRole('table', { name: /^General payroll/ }).waitFor();
    // A row under the pointer: its tint behind the dimmed figures is what a user reads.
    await page.getByRole('row', { name: `${rows[0]!.fullname}: pay line by line` }).hover();
    await scan('the computed run, its register');
    await page.getByRole('row', { name: `${rows[0]!.fullname}: pay line by line` }).click();
    await page.getByRole('dialog', { name: rows[0]!.fullname }).waitFor();
    await scan("the computed run, a person's lines in the drawer");
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    for (const tab of ['Differences', 'Adjustments']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
      await scan(`the computed run, its ${tab.toLowerCase()}`);
    }

    for (const [state, search] of [
      ['the plantilla, vacant items', '?status=vacant'],
      ['the plantilla, filled items of one office', `?department_id=${office.id}&status=filled`],
      ['the plantilla, a search', '?term=Aide'],
      // The report's counts link here with filters the bar has no field for, said in words above the list.
      ['the plantilla, a count of the report', '?status=filled&sex=female'],
    ] as const) {
      await page.goto(`/plantilla/personnels${search}`);
      await page.getByRole('region', { name: /^(University total|Totals of the lines shown)$/ }).waitFor();
      const firstRow = page.getByRole('row').nth(1);
      if (await firstRow.count()) await firstRow.hover();
      await scan(state);
    }
    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  });

  /** The main dialogs, each opened as its user would and checked while open (the page behind it is checked above). */
  it('finds no critical or serious violation with the main dialogs open', { timeout: 240_000 }, async () => {
    const f = await fixturesOnce();
    const found: Violation[] = [];
    const opened = async (account: keyof typeof ACCOUNTS, open: (page: Page) => Promise<string>) => {
      const context = await signedInContext(browser, await tokenOf(account), DESKTOP, { bypassCSP: true });
      const page = await context.newPage();
      const where = await open(page);
      await page.waitForTimeout(300); // the dialog's transition
      found.push(...(await scanOpenPage(page, where)));
      await screenshot(page, `a11y-dialog-${found.length ? 'failing-' : ''}${where.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}`, { fullPage: false });
      await context.close();
    };
    // The approval drawer: the head opens the staff member's request waiting for them.
    await opened('head', async (page) => {
      await page.goto(`/approvals?id=${f.approvalRequestId}`);
      await dialog(page, 'Approval request').getByRole('button', { name: 'Return', exact: true }).waitFor();
      return 'the approval drawer (/approvals?id=…)';
    });
    // A confirm dialog: the requester asks to cancel their own request.
    await opened('staff', async (page) => {
      await page.goto(`/approvals?id=${f.approvalRequestId}`);
      await dialog(page, 'Approval request').getByRole('button', { name: 'Cancel request' }).click();
      await dialog(page, 'Cancel this request?').getByRole('button', { name: 'Keep it' }).waitFor();
      return 'the confirm dialog (cancel a request)';
    });
    // A confirm dialog with the server's refusal in it: a role still held by users.
    await opened('admin', async (page) => {
      await page.goto('/settings/admin/roles');
      await page.getByRole('table', { name: 'Roles' }).getByText('HR Office', { exact: true }).waitFor();
      await rowAction(page, 'HR Office', 'Delete');
      const confirm = dialog(page, 'Delete role');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await confirm.getByRole('alert').waitFor();
      return 'the confirm dialog with a refusal (delete a role in use)';
    });
    // Form modals: a reference list item, and the approval chain editor.
    await opened('hr', async (page) => {
      await page.goto('/settings/positions');
      await page.getByRole('table', { name: 'Positions' }).getByText('Accountant I', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Add position' }).click();
      const form = dialog(page, 'Add a position');
      await form.getByRole('button', { name: 'Save' }).click(); // empty: the field's message shows
      await form.locator('[aria-invalid="true"]').first().waitFor();
      return 'the form modal of a reference list item (with its error)';
    });
    await opened('admin', async (page) => {
      await page.goto('/settings/approval-request');
      await page.getByRole('button', { name: 'New chain' }).first().click();
      await dialog(page, 'New approval chain').getByLabel('Label of step 1').waitFor();
      return 'the approval chain editor';
    });
    // The unsaved-changes question: a PDS edit, then a sidebar link.
    await opened('staff', async (page) => {
      await page.goto('/account/profile?part=I');
      // A value other than the one saved (an earlier spec may have saved this very place): the form is then changed.
      const placeOfBirth = page.getByTestId('pds-section-personal').getByLabel(/^Place of birth/);
      await placeOfBirth.waitFor();
      await placeOfBirth.fill((await placeOfBirth.inputValue()) === 'Tabaco City, Albay' ? 'Legazpi City, Albay' : 'Tabaco City, Albay');
      await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
      await dialog(page, 'Leave without saving?').getByRole('button', { name: 'Stay' }).waitFor();
      return 'the unsaved-changes question';
    });
    expect(found, report(found)).toEqual([]);
  });
});
