import { describe, expect, it } from 'vitest';
import { menuItemsFor } from '../src/app/menu';
import { isPublicPath, isPublicRoutePattern } from '../src/app/public-paths';
import { ROUTES } from '../src/app/routes';
import { loginPathWithRedirect, safeRedirectTarget } from '../src/lib/navigation';

describe('public paths (SPEC.md §6)', () => {
  it.each([
    '/login',
    '/forgot_password',
    '/verify_token',
    '/verify_social_oauth',
    '/schedule_response',
    '/503',
    '/404',
    '/jobs/preview/ABC123',
    '/jobs/apply_now',
    '/jobs/apply_now/4/applicant/9',
    '/edats/face/recognize',
  ])('%s needs no session', (path) => expect(isPublicPath(path)).toBe(true));

  // SPEC.md lists /androidLogs as public, but the page lists people's punches (RA 10173): it needs a session.
  it.each(['/', '/dashboard', '/settings/system', '/profile/account/settings', '/jobs/preview', '/androidLogs'])('%s needs a session', (path) =>
    expect(isPublicPath(path)).toBe(false),
  );

  it('agrees with the route table: bare signed-out pages are public', () => {
    // Every full-screen page is open without a session; the face attendance kiosk among them, since issue 37 (it
    // holds a kiosk key of its own, not an administrator's session).
    for (const route of ROUTES.filter((r) => r.layout !== 'shell')) expect(isPublicPath(route.path), route.path).toBe(true);
    // Apply Now shows its posts signed out; the signed-out reach the application page too (it leads to sign-in or registration).
    expect(ROUTES.find((r) => r.path === '/jobs/apply_now')?.layout).toBe('either');
    const applyPages = ['/jobs/apply_now/:jobID/applicant/:applicantID'];
    for (const route of ROUTES.filter((r) => r.layout === 'shell')) expect(isPublicPath(route.path), route.path).toBe(applyPages.includes(route.path));
  });

  it("answers the router's question of a route pattern as of a path (a set, not a match per pattern)", () => {
    for (const route of ROUTES) expect(isPublicRoutePattern(route.path), route.path).toBe(isPublicPath(route.path));
  });
});

describe('redirects', () => {
  it('follows only same-site paths after sign-in', () => {
    expect(safeRedirectTarget('/notifications')).toBe('/notifications');
    expect(safeRedirectTarget(null)).toBe('/dashboard');
    expect(safeRedirectTarget('https://evil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('//evil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('/login?redirect=/x')).toBe('/dashboard');
  });

  it('builds /login?redirect=<path>', () => {
    expect(loginPathWithRedirect('/settings/system?tab=1')).toBe('/login?redirect=%2Fsettings%2Fsystem%3Ftab%3D1');
    expect(loginPathWithRedirect('/')).toBe('/login');
  });
});

describe('menu derived from the route table', () => {
  const labels = (views: string[]) => menuItemsFor(views).map((item) => item.menu.label);

  it('shows default groups to everyone and ADMIN modules only with ADMIN', () => {
    expect(labels(['PDS', 'EDATS'])).toEqual([
      'Dashboard',
      'Notifications',
      'Approvals',
      // Issue 24: every signed-in user sends feedback.
      'Feedback',
      'Account Settings',
      'Personal Data Sheet',
      // Issue 24: the offices the employee belongs to or acts for (SPEC.md §2 My Account → connectedoffice).
      'Connected Office',
      'WF Home Attendance',
      'Daily Time Log',
      'Daily Time Record',
      'Time-log appeals',
      'Overtime',
      'Official business travel',
      'Work schedule',
      // SPEC.md §2 puts Department Monitoring and DTR Submission in the eDATS group; the sidebar lists them
      // only for heads and clerks (issue 17: sidebar-labels.test.ts).
      'Leave Application',
      'Leave Card',
      'Days Without Pay',
      // Issue 20: every employee's own NOSA and NOSI.
      'My salary notices',
      // Staff may apply for posts too (a promotion): the applicant pages are default ones.
      'Apply Now',
      'My applications',
      'Applicant profile',
      'Certificates of employment',
    ]);
    expect(labels(['EDATSADMIN'])).toEqual(expect.arrayContaining(['Biometric devices', 'Attendance logs', 'Employee DTR']));
    expect(labels(['PDS', 'EDATS'])).not.toContain('Personnels');
    expect(labels(['ADMIN'])).toContain('System');
  });

  it('lists the memoranda (the landing page, SPEC.md §2) to employees, second after the dashboard, never to applicants', () => {
    expect(
      menuItemsFor(['PDS'], [], true)
        .map((item) => item.menu.label)
        .slice(0, 2),
    ).toEqual(['Dashboard', 'Memorandum Circular']);
    expect(labels(['PDS'])).not.toContain('Memorandum Circular');
  });

  it('never lists hidden routes', () => {
    const paths = menuItemsFor(['ADMIN']).map((item) => item.path);
    expect(paths).not.toContain('/');
    expect(paths).not.toContain('/profile/account');
    expect(paths).not.toContain('/login');
  });

  it('has one entry per path', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
