import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const views: Record<string, string[]> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const account of DEMO_ACCOUNTS) {
    tokens[account.email] = await signIn(t, account.email);
    const me = await t.http.get('/api/users/me').set('authorization', `Bearer ${tokens[account.email]}`);
    views[account.email] = me.body.user.allowed_views;
  }
});
afterAll(async () => t.close());

// Logout would end the session the rest of the matrix uses; it has its own test.
const SKIP = new Set(['POST /api/logout']);
// An id nobody has: the access check runs before the lookup (so 404 still proves access was
// granted), and no call can deactivate or sign out the accounts the matrix is using.
const concrete = (url: string) => url.replace(/:([a-zA-Z]+)/g, '999999').replace(/\*$/, 'x');

describe('every route, called as every demo account', () => {
  it('declares its access, and the server enforces it: 401 without a token, 403 without the view', async () => {
    const routes = t.app.routeAccess.filter((r) => !SKIP.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of routes) {
      const url = concrete(route.url);
      const call = (token?: string) => {
        const req = t.http[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url);
        return token ? req.set('authorization', `Bearer ${token}`) : req;
      };
      if (route.access !== 'public') {
        const anonymous = await call();
        if (anonymous.status !== 401) failures.push(`${route.method} ${url} anonymous → ${anonymous.status}`);
      }
      for (const account of DEMO_ACCOUNTS) {
        const res = await call(tokens[account.email]);
        // A kiosk's routes open to its key only (face.test.ts): no account's session stands in for it.
        const allowed =
          route.access === 'public' ||
          route.access === 'signed-in' ||
          (Array.isArray(route.access) && route.access.some((v) => views[account.email]!.includes(v)));
        if (allowed && (res.status === 401 || res.status === 403 || res.status >= 500))
          failures.push(`${route.method} ${url} as ${account.email} → ${res.status}`);
        if (!allowed && res.status !== 403) failures.push(`${route.method} ${url} as ${account.email} → ${res.status}, expected 403`);
      }
    }
    expect(failures).toEqual([]);
    // Every route × every demo account, one call after another: the list grows with each module.
  }, 120_000);

  it('gives the demo accounts the views the README promises', () => {
    expect(views['admin@hris.test']).toEqual(expect.arrayContaining(['ADMIN', 'SETTINGS', 'PLANTILLA', 'LDADMIN']));
    expect(views['hr@hris.test']).toEqual(expect.arrayContaining(['EDATSADMIN', 'PERSONNELS', 'PDS-CHECKING', 'RSP', 'SETTINGS']));
    expect(views['hr@hris.test']).not.toContain('ADMIN');
    expect(views['head@hris.test']!.sort()).toEqual([
      'COVID',
      'DEPTHEADER',
      'DTS',
      'EDATS',
      'EDATSDEPTHEAD',
      'HIREREQUEST',
      'LD',
      'LDHEAD',
      'PDS',
      'PPTY-MR',
      'SPMS',
    ]);
    expect(views['staff@hris.test']!.sort()).toEqual(['COVID', 'DTS', 'EDATS', 'LD', 'PDS', 'PPTY-MR', 'SPMS']);
    expect(views['applicant@hris.test']).toEqual([]);
    expect(views['hr@hris.test']).toContain('PAYROLL');
    expect(views['accounting@hris.test']!.sort()).toEqual(['COVID', 'DTS', 'EDATS', 'LD', 'PAYROLL', 'PDS', 'PPTY-MR', 'SPMS']);
    expect(views['nurse@hris.test']!.sort()).toEqual(['COVID', 'COVIDHEALTH', 'DTS', 'EDATS', 'LD', 'PDS', 'PPTY-MR', 'SPMS']);
  });

  it('describes the current user as SPEC.md §3 lists, and flags the applicant', async () => {
    const staff = await t.http.get('/api/users/me').set('authorization', `Bearer ${tokens['staff@hris.test']}`);
    expect(staff.body).toMatchObject({ default_avatar: expect.any(String), base_url: expect.any(String) });
    expect(staff.body.user).toMatchObject({
      name: 'Juan Bautista',
      email: 'staff@hris.test',
      avatar_path: null,
      roles: [{ id: expect.any(Number), name: 'Employee' }],
      is_applicant: false,
      department_duties: [],
      personnel: {
        id: expect.any(Number),
        fullname: 'Juan Bautista',
        campus_id: 1,
        is_active: true,
        campus: { id: 1, acronym: 'MC' },
        department: { acronym: 'CAS', fullname: 'College of Arts and Sciences' },
        position: { name: 'Administrative Assistant II' },
      },
    });
    const applicant = await t.http.get('/api/users/me').set('authorization', `Bearer ${tokens['applicant@hris.test']}`);
    expect(applicant.body.user).toMatchObject({ is_applicant: true, department_duties: [], personnel: null, roles: [{ name: 'applicant' }] });
    // head@ heads CAS: the sidebar shows the department's own pages (monitoring, DTR submission) to heads and clerks only.
    const head = await t.http.get('/api/users/me').set('authorization', `Bearer ${tokens['head@hris.test']}`);
    expect(head.body.user.department_duties).toEqual(['head']);
  });
});
