import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../apps/api/test/support/test-app';
import { leakIn } from './support/leaks';
import { Findings, shorten } from './support/report';
import { fillPath, isPublic, operationsOf, queryString, sample, variants, type Operation } from './support/operations';
import { makePeople, PRIVATE_MARK, type Owner, type People, type RecordKind } from './support/people';

// The access matrix (SECURITY.md): every route × every demo account and no session, with path ids filled
// from real rows, the caller's own and another person's. The server, not the client, must refuse:
//  - no session: 401 on every route that is not public;
//  - an account without any of the route's view groups: 403 (or 404);
//  - head@, staff@ and applicant@ asking for a record of someone outside their reach: 403 or 404, and no
//    answer of any route may show them the stranger's private texts (PRIVATE_MARK), lists and filters included;
//  - the caller's own record: answered (2xx);
//  - never a 5xx, a stack trace or SQL.
// State-changing routes are called only where they must be refused (no session, no view, another person's
// record), with an empty body, so a correct server writes nothing.

/**
 * Every route open without a session, reviewed: a route made public by mistake fails here until someone adds
 * it with the reason it may be. (The devices' `/iclock/*` endpoints are public too: each checks the device's key.)
 */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'liveness for the load balancer; says nothing but ok',
  'GET /api/users/maintainance': 'the client asks whether maintenance is on before anyone signs in',
  'POST /api/authenticate': 'sign-in, password step',
  'POST /api/authenticate/login': 'sign-in, password step',
  'POST /api/authenticate/verify': 'sign-in, code step (needs the challenge of the password step)',
  'POST /api/authenticate/resend/2fa': 'sign-in, a new code for a live challenge',
  'POST /api/authenticate/oauth': 'social sign-in callback (needs the state the browser began with)',
  'GET /api/login/social-oauth-links': 'the providers shown on the sign-in page',
  'POST /api/password/forgot': 'password reset, asked for without a session',
  'POST /api/password/reset': 'password reset, with the e-mailed token',
  'GET /api/files/:folder/:name': 'a stored file by its signed, expiring link (handed out after the reader was checked)',
  'POST /api/users/email/confirm': 'a new sign-in address confirmed from the link sent to it',
  'GET /api/schedule-response': "an interview invitation, by the signed link in the applicant's e-mail",
  'POST /api/schedule-response': "the applicant's answer to an interview invitation, by its signed link",
  'GET /api/jobs': 'the public job board',
  'GET /api/jobs/:code': 'one post of the public job board',
  'POST /api/applicants/register': 'applicants register themselves',
  'POST /api/applicants/verify-email': "an applicant's address proven by the e-mailed link",
  'POST /api/applicants/resend-verification': 'the verification link sent again (5 a minute)',
  'GET /api/dts/track/:tracking_number':
    'the "where is my document" page of an outside requester: the status and the current office only, a confidential one its status only (30 a minute)',
};

/** Views that open other people's records office-wide; an account holding none is scoped to itself (and its department). */
const OFFICE_VIEWS = [
  'ADMIN',
  'SETTINGS',
  'USERS',
  'USERACCOUNTS',
  'ROLES',
  'GENERALSETTINGS',
  'PERSONNELS',
  'JO',
  'COE',
  'OFFBOARDPERSONNEL',
  'PDS-CHECKING',
  'NOSINOSA',
  'EDATSADMIN',
  'EDATSOVPAA',
  'EDATSDTRFACULTY',
  'RSP',
  'RSPMEMBER',
  'APPLICANTS',
  'COMMITTEE',
  'RAI',
  'JOBPOST',
  'PLANTILLA',
  'LDADMIN',
  'DTS',
];

/** Which record each path id names (first match wins); an id not listed is shared reference data. */
const PATH_KINDS: [RegExp, Record<string, RecordKind>][] = [
  [/^\/api\/dtr\/department\/:departmentId/, { departmentId: 'department' }],
  [/^\/api\/dtr\/:id/, { id: 'personnel' }],
  [/^\/api\/personnels\/:id\/:section\/:entryId/, { id: 'personnel', entryId: 'pdsEntry' }],
  [/^\/api\/personnels\/:id/, { id: 'personnel' }],
  [/^\/api\/leave\/applications\/:id/, { id: 'leave' }],
  [/^\/api\/leave\/forced-leave\/:id/, { id: 'forcedLeave' }],
  [/^\/api\/leave\/:personnelId/, { personnelId: 'personnel' }],
  [/^\/api\/overtime\/:id/, { id: 'overtime' }],
  [/^\/api\/official-business\/:id/, { id: 'travel' }],
  [/^\/api\/time-log-appeals\/:id/, { id: 'appeal' }],
  [/^\/api\/coe\/:id/, { id: 'coe' }],
  [/^\/api\/work-schedules\/requests\/:id/, { id: 'scheduleRequest' }],
  [/^\/api\/approval-requests\/:id/, { id: 'approvalRequest' }],
  [/^\/api\/personnel\/:section\/files\/:id/, { id: 'pdsFile' }],
  [/^\/api\/pds\/checking\/:id/, { id: 'pdsSubmission' }],
  [/^\/api\/separations\/:id\/clearance\/:itemId/, { id: 'separation', itemId: 'clearanceItem' }],
  [/^\/api\/separations\/:id/, { id: 'separation' }],
  [/^\/api\/applications\/:id\/documents\/:documentId/, { id: 'application', documentId: 'applicationDocument' }],
  [/^\/api\/applications\/:id/, { id: 'application' }],
  [/^\/api\/applicants\/:id/, { id: 'applicantProfile' }],
  [/^\/api\/users\/:id/, { id: 'user' }],
  [/^\/api\/hiring-requests\/:id/, { id: 'hiringRequest' }],
  [/^\/api\/departments\/:id\/heads/, { id: 'department' }],
];

/**
 * What a department head may read of a member of their department (staff@ for head@), as each route declares
 * it: true must answer 2xx, false 403/404; a route not listed is held only to the other rules.
 */
const HEAD_READS_MEMBER: Record<string, boolean> = {
  'GET /api/personnels/:id': false,
  'GET /api/personnels/:id/pds': false,
  'GET /api/personnels/:id/pds/pdf': false,
  'GET /api/personnels/:id/pds/excel': false,
  'GET /api/personnels/:id/service-record': false,
  'GET /api/personnels/:id/service-record/pdf': false,
  'GET /api/personnels/:id/appointments': false,
  'GET /api/coe/:id': false,
  'GET /api/coe/:id/pdf': false,
  'GET /api/dtr/:id': true,
  'GET /api/dtr/:id/form48.pdf': true,
  'GET /api/personnels/:id/compensatory-credits': true,
  'GET /api/official-business/:id': true,
  'GET /api/leave/applications/:id': true,
  'GET /api/overtime/:id': true,
  'GET /api/time-log-appeals/:id': true,
  'GET /api/work-schedules/requests/:id': true,
  'GET /api/approval-requests/:id': true,
  'GET /api/approval-requests/:id/summary': true,
};

/** A colleague in the same department: the member the head is over, and the head a member is not over. */
const COLLEAGUE: Record<string, string> = { 'head@hris.test': 'staff@hris.test', 'staff@hris.test': 'head@hris.test' };

/** Query fields that name a person or an office: filled with the caller's own and the stranger's. */
const QUERY_KINDS: Record<string, RecordKind> = {
  personnel_id: 'personnel',
  department_id: 'department',
  user_id: 'user',
  actor_user_id: 'user',
  parent_id: 'pdsEntry',
  workexp_id: 'pdsEntry',
};

/** Shared rows for ids that name no one's record (reference lists, posts…): the table each path segment reads. */
const SHARED_TABLES: Record<string, string> = {
  countries: 'countries',
  'civil-status': 'civil_statuses',
  bloodtype: 'blood_types',
  'blood-types': 'blood_types',
  degree: 'degrees',
  degrees: 'degrees',
  'degree-majors': 'degree_majors',
  schools: 'schools',
  workcompany: 'work_companies',
  astatus: 'appointment_statuses',
  'appointment-natures': 'appointment_natures',
  'appointment-plantillas': 'appointment_plantillas',
  'personnel-statuses': 'personnel_statuses',
  umfos: 'univ_mfos',
  positions: 'positions',
  coverages: 'plantilla_coverages',
  levels: 'plantilla_levels',
  'leave-types': 'leave_types',
  departments: 'departments',
  roles: 'roles',
  'approval-chains': 'approval_chains',
  devices: 'biometric_devices',
  'work-schedules': 'work_schedules',
  holidays: 'holidays',
  'work-suspensions': 'work_suspensions',
  'job-posts': 'job_posts',
  'interview-slots': 'interview_slots',
  'selection-boards': 'selection_boards',
  'board-criteria': 'board_criteria',
  items: 'plantilla_items',
};

type Fill = 'own' | 'other' | 'colleague' | 'list' | 'own query' | 'other query' | `scope=${string}`;
type Rule =
  | '5xx'
  | 'leak'
  | 'anonymous not refused'
  | 'view not enforced'
  | "another person's record answered"
  | 'private data shown'
  | 'own record refused'
  | "member's record refused to their head"
  | 'write not refused';

/**
 * Reviewed exceptions: a rule that does not hold for a call, and why that is right. `who` and `fill` default
 * to every account and every fill. Keep each to one line; an entry nothing matches any more is reported.
 */
const ALLOWED: { route: string; who?: string; fill?: Fill; rule: Rule; reason: string }[] = [
  {
    route: 'GET /api/dtr/department/:departmentId/form48.pdf',
    who: 'staff@hris.test',
    fill: 'own',
    rule: 'own record refused',
    reason: "A department's Form 48 is for its head and HR, not for each of its employees.",
  },
  {
    route: 'GET /api/dtr/department/:departmentId/form48.pdf',
    who: 'accounting@hris.test',
    fill: 'own',
    rule: 'own record refused',
    reason: "The same for the accountant: the Accounting Office's Form 48 is its head's and HR's.",
  },
  {
    route: 'GET /api/dtr/department/:departmentId/form48.pdf',
    who: 'nurse@hris.test',
    fill: 'own',
    rule: 'own record refused',
    reason: "The same for HRMO's health officer: her office's Form 48 is its head's and HR's (she holds no DTR view of others).",
  },
];

let t: TestApp;
let people: People;
let operations: Operation[];
const sharedIds = new Map<string, string>();
let jobCode = 'x';

beforeAll(async () => {
  t = await createTestApp();
  people = await makePeople(t);
  operations = operationsOf(t.app);
  for (const [segment, table] of Object.entries(SHARED_TABLES)) {
    const rows = (await t.db.$client.query(`SELECT min(id) AS id FROM ${table}`)).rows;
    if (rows[0]?.id) sharedIds.set(segment, String(rows[0].id));
  }
  jobCode = (await t.db.$client.query(`SELECT code FROM job_posts WHERE id = $1`, [people.jobPostId])).rows[0].code;
});
afterAll(async () => t?.close());

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const kindsOf = (route: string): Record<string, RecordKind> => PATH_KINDS.find(([re]) => re.test(route))?.[1] ?? {};
const isOwnerScoped = (op: Operation) => Object.keys(kindsOf(op.route)).length > 0;

function sharedValue(route: string, name: string): string {
  if (name === 'section') return 'workexp';
  if (name === 'code') return encodeURIComponent(jobCode);
  if (name === 'folder' || name === 'name' || name === 'token') return 'x';
  const segments = route.split('/');
  const at = segments.indexOf(`:${name}`);
  const segment = segments[at - 1] ?? '';
  if (segment === 'job-posts') return String(people.jobPostId);
  return sharedIds.get(segment) ?? '999999';
}

/** The records of "another person" as the caller sees it: the other applicant's for applications, else the stranger's. */
function otherOwner(kind: RecordKind): Owner {
  return kind === 'application' || kind === 'applicationDocument' || kind === 'applicantProfile' ? people.otherApplicant : people.stranger;
}

/** The URL of a call, or null when the caller owns no such record. */
function urlFor(op: Operation, fill: Fill, caller: Owner | null): string | null {
  const kinds = kindsOf(op.route);
  const values: Record<string, string> = {};
  for (const p of op.pathParams) {
    const kind = kinds[p.name];
    if (!kind) {
      values[p.name] = sharedValue(op.route, p.name);
      continue;
    }
    const owner =
      fill === 'own'
        ? caller
        : fill === 'other'
          ? otherOwner(kind)
          : fill === 'colleague' && caller
            ? (people.accounts[COLLEAGUE[caller.email] ?? ''] ?? null)
            : null;
    // A colleague's department is the caller's own: nothing to learn there.
    const id = fill === 'colleague' && kind === 'department' ? undefined : owner?.records[kind];
    if (id === undefined) return null;
    values[p.name] = String(id);
  }
  const query: [string, string][] = [];
  for (const q of op.queryParams) {
    const kind = QUERY_KINDS[q.name];
    if (kind && (fill === 'other query' || fill === 'own query' || fill === 'other' || fill === 'own')) {
      const owner = fill.startsWith('own') ? caller : otherOwner(kind);
      const id = owner?.records[kind];
      if (id !== undefined) query.push([q.name, String(id)]);
      continue;
    }
    if (q.name === 'scope' && fill.startsWith('scope=')) query.push(['scope', fill.slice(6)]);
    else if (q.name === 'month') query.push(['month', today().slice(0, 7)]);
    else if (q.name === 'year') query.push(['year', today().slice(0, 4)]);
    else if (q.name === 'date' && q.required) query.push(['date', today()]);
    else if (q.name === 'job_post_id') query.push([q.name, String(people.jobPostId)]);
    else if (q.required) query.push([q.name, encodeURIComponent(String(sample(q.schema, q.name)))]);
  }
  if (fill === 'own query' && !query.some(([k]) => QUERY_KINDS[k])) return null;
  return fillPath(op.route, values) + queryString(query);
}

/** The fills a route is called with. */
function fillsOf(op: Operation): Fill[] {
  if (isOwnerScoped(op)) return op.method === 'GET' ? ['own', 'other', 'colleague'] : ['other', 'colleague'];
  const fills: Fill[] = ['list'];
  if (op.method !== 'GET') return fills;
  if (op.queryParams.some((q) => QUERY_KINDS[q.name])) fills.push('own query', 'other query');
  const scope = op.queryParams.find((q) => q.name === 'scope');
  for (const value of scope ? (variants(scope.schema)[0]!.enum ?? []) : []) fills.push(`scope=${String(value)}`);
  return fills;
}

describe('the access matrix: every route × every demo account and no session', () => {
  it('opens without a session only the reviewed public routes', () => {
    const open = operations.filter((o) => isPublic(o) && o.route.startsWith('/api/')).map((o) => `${o.method} ${o.route}`);
    console.log(`public routes (${open.length}): ${open.join(', ')}`);
    expect(open.filter((r) => !PUBLIC_ROUTES[r])).toEqual([]);
    expect(Object.keys(PUBLIC_ROUTES).filter((r) => !open.includes(r))).toEqual([]);
  });

  it('refuses whoever the route is not for, keeps other people’s records to those who may see them, and never fails', async () => {
    const accounts = Object.values(people.accounts);
    const who = ['anonymous', ...accounts.map((a) => a.email)];
    const unprivileged = new Set(accounts.filter((a) => !people.views[a.email]!.some((v) => OFFICE_VIEWS.includes(v))).map((a) => a.email));
    const findings = new Findings();
    const allowedHits = new Map<(typeof ALLOWED)[number], number>();
    const counts = new Map<string, Map<number, number>>(who.map((w) => [w, new Map()]));
    let calls = 0;
    const started = Date.now();
    /** Routes where the office reads the stranger's private texts: proof that the fixtures hold what the check looks for. */
    const shownToOffice = new Set<string>();

    const fail = (op: Operation, caller: string, fill: Fill, rule: Rule, status: number, url: string, detail = '') => {
      const allowed = ALLOWED.find(
        (a) => a.route === `${op.method} ${op.route}` && a.rule === rule && (!a.who || a.who === caller) && (!a.fill || a.fill === fill),
      );
      if (allowed) allowedHits.set(allowed, (allowedHits.get(allowed) ?? 0) + 1);
      else findings.add(`${op.method} ${op.route}`, `${caller} (${fill})`, status, `${op.method} ${url}`, `${rule}${detail ? `: ${detail}` : ''}`);
    };

    // Reads first, then the writes that must be refused (a broken guard could change the rows the reads use).
    const ordered = [...operations.filter((o) => o.method === 'GET'), ...operations.filter((o) => o.method !== 'GET')];
    for (const op of ordered) {
      if (!op.route.startsWith('/api/')) continue; // the devices' protocol has no accounts: the fuzz run covers it
      for (const caller of who) {
        const owner = caller === 'anonymous' ? null : people.accounts[caller]!;
        // A kiosk's routes (access 'kiosk') open to a kiosk's key only: no account's session (the next test).
        const opens =
          op.access === 'public' ||
          (owner !== null && (op.access === 'signed-in' || (Array.isArray(op.access) && op.access.some((v) => people.views[caller]!.includes(v)))));
        const write = op.method !== 'GET';
        // Logout would end the session the matrix uses; it has its own tests.
        if (write && owner && op.route === '/api/logout') continue;
        // A write is sent only where it must be refused: no session, no view, or another person's record
        // (a stranger's, or a colleague's: a head does not edit, submit or cancel for a member).
        if (write && opens && !(owner && unprivileged.has(caller) && isOwnerScoped(op))) continue;
        for (const fill of fillsOf(op)) {
          if (fill === 'colleague' && !COLLEAGUE[caller]) continue;
          const url = urlFor(op, fill, owner);
          if (url === null) continue;
          const res = await t.app.inject({
            method: op.method,
            url,
            headers: { ...(owner ? { authorization: `Bearer ${owner.token}` } : {}), ...(write ? { 'content-type': 'application/json' } : {}) },
            payload: write ? '{}' : undefined,
          });
          calls += 1;
          const status = res.statusCode;
          const byStatus = counts.get(caller)!;
          byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
          if (status >= 500) fail(op, caller, fill, '5xx', status, url);
          const leak = leakIn(status, res.headers['content-type'] as string | undefined, res.body);
          if (leak) fail(op, caller, fill, 'leak', status, url, leak);
          if (!owner) {
            if (!isPublic(op) && status !== 401) fail(op, caller, fill, 'anonymous not refused', status, url);
            continue;
          }
          if (!opens) {
            if (status !== 403 && status !== 404) fail(op, caller, fill, 'view not enforced', status, url);
            continue;
          }
          if (write) {
            if (status < 400) fail(op, caller, fill, 'write not refused', status, url);
            continue;
          }
          const refused = status === 403 || status === 404;
          if (unprivileged.has(caller) && fill === 'other' && !refused) fail(op, caller, fill, "another person's record answered", status, url);
          if (fill === 'colleague' && caller === 'staff@hris.test' && !refused) fail(op, caller, fill, "another person's record answered", status, url);
          if (fill === 'colleague' && caller === 'head@hris.test') {
            const may = HEAD_READS_MEMBER[`${op.method} ${op.route}`];
            if (may === false && !refused) fail(op, caller, fill, "another person's record answered", status, url);
            if (may === true && (status < 200 || status >= 300))
              fail(op, caller, fill, "member's record refused to their head", status, url, shorten(res.body, 120));
          }
          if (!unprivileged.has(caller) && fill === 'other' && res.body.includes(PRIVATE_MARK)) shownToOffice.add(`${op.method} ${op.route}`);
          if (unprivileged.has(caller) && res.body.includes(PRIVATE_MARK))
            fail(
              op,
              caller,
              fill,
              'private data shown',
              status,
              url,
              shorten(res.body.slice(Math.max(0, res.body.indexOf(PRIVATE_MARK) - 80), res.body.indexOf(PRIVATE_MARK) + 40), 140),
            );
          if (fill === 'own' && (status < 200 || status >= 300)) fail(op, caller, fill, 'own record refused', status, url, shorten(res.body, 120));
        }
      }
    }

    const seconds = (Date.now() - started) / 1000;
    const statuses = [...new Set([...counts.values()].flatMap((m) => [...m.keys()]))].sort((a, b) => a - b);
    const table = [
      `access matrix: ${operations.filter((o) => o.route.startsWith('/api/')).length} routes × ${who.length} callers (${who.join(', ')}): ${calls} calls in ${seconds.toFixed(1)} s`,
      `  ${'caller'.padEnd(22)}${statuses.map((s) => String(s).padStart(6)).join('')}`,
      ...who.map((w) => `  ${w.padEnd(22)}${statuses.map((s) => String(counts.get(w)!.get(s) ?? '').padStart(6)).join('')}`),
      `  the stranger's private texts, read by the office through ${shownToOffice.size} routes (the check is not vacuous)`,
      `  allowed exceptions used: ${[...allowedHits.values()].reduce((a, b) => a + b, 0)} (${allowedHits.size} entries)`,
      ...ALLOWED.filter((a) => !allowedHits.has(a)).map((a) => `  allow-list entry no longer needed: ${a.route} ${a.who ?? ''} ${a.rule}`),
      findings.print('access matrix'),
    ].join('\n');
    console.log(table);
    // His leave, overtime, travel, appeal, certificate, PDS and schedule request, at least.
    expect(shownToOffice.size).toBeGreaterThanOrEqual(7);
    expect(findings.all().map((f) => `${f.route} · ${f.kind} → ${f.status} ${shorten(f.detail, 140)}`)).toEqual([]);
  });

  it("a face kiosk's key opens its own routes only; every other route refuses it as it refuses no session (401)", async () => {
    const admin = people.accounts['admin@hris.test']!;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/face/kiosks',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Access matrix kiosk', campus_id: 1 }),
    });
    expect(made.statusCode, made.body).toBe(200);
    const key = (made.json() as { key: string }).key;
    const findings = new Findings();
    let kioskRoutes = 0;
    for (const op of operations) {
      if (!op.route.startsWith('/api/') || isPublic(op)) continue;
      const write = op.method !== 'GET';
      const url = op.route.replace(/:[A-Za-z_]+/g, '1');
      const res = await t.app.inject({
        method: op.method,
        url,
        headers: { authorization: `Kiosk ${key}`, ...(write ? { 'content-type': 'application/json' } : {}) },
        payload: write ? '{}' : undefined,
      });
      const leak = leakIn(res.statusCode, res.headers['content-type'] as string | undefined, res.body);
      if (res.statusCode >= 500 || leak) findings.add(`${op.method} ${op.route}`, 'kiosk', res.statusCode, `${op.method} ${url}`, leak || '5xx');
      if (op.access === 'kiosk') {
        kioskRoutes += 1;
        // Its own routes answer it: the kiosk's name, or (an empty body) the frames' field error.
        if (res.statusCode !== 200 && res.statusCode !== 422) findings.add(`${op.method} ${op.route}`, 'kiosk', res.statusCode, url, 'own route refused');
      } else if (res.statusCode !== 401) findings.add(`${op.method} ${op.route}`, 'kiosk', res.statusCode, url, 'kiosk key let in');
    }
    console.log(findings.print('kiosk key'));
    expect(kioskRoutes).toBe(2);
    expect(findings.all().map((f) => `${f.route} · ${f.kind} → ${f.status} ${shorten(f.detail, 140)}`)).toEqual([]);
  });
});
