import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { campuses, jobApplications, jobPosts, pdsSubmissions, positions, users } from '@hris/db';
import type { TDashboard } from '@hris/contracts';
import { startRequest } from '../src/modules/approvals';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, departmentId, personnelIdOf } from './support/records';

// The dashboard counts what waits for each account from what that account may act on or read, and
// lists only the caller's own requests and applications (issue 17).

let t: TestApp;
let hr: string;
let head: string;
let staff: string;
let applicant: string;
const userId = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const dashboardOf = async (token: string): Promise<TDashboard> => {
  const res = await t.http.get('/api/dashboard').set(as(token));
  expect(res.status).toBe(200);
  return res.body as TDashboard;
};
const countOf = (d: TDashboard, kind: string) => d.tasks.find((task) => task.kind === kind)?.count;

beforeAll(async () => {
  t = await createTestApp({ now: '2027-03-01T09:00' });
  [hr, head, staff, applicant] = await Promise.all([
    signIn(t, 'hr@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'staff@hris.test'),
    signIn(t, 'applicant@hris.test'),
  ]);
});
afterAll(async () => t.close());

describe('GET /api/dashboard', () => {
  it('asks for a session', async () => {
    expect((await t.http.get('/api/dashboard')).status).toBe(401);
  });

  it('lists only the kinds of work each account may do', async () => {
    expect((await dashboardOf(staff)).tasks.map((task) => task.kind)).toEqual(['approvals', 'property_to_acknowledge']);
    expect((await dashboardOf(head)).tasks.map((task) => task.kind)).toEqual(['approvals', 'property_to_acknowledge']);
    expect((await dashboardOf(hr)).tasks.map((task) => task.kind)).toEqual(['approvals', 'property_to_acknowledge', 'pds_checking', 'applications_to_screen']);
    // An applicant has no place in an approval chain and no office queue.
    expect((await dashboardOf(applicant)).tasks).toEqual([]);
  });

  it('counts a request for the head whose turn it is, not for HR before its step, nor for the requester', async () => {
    const before = { head: countOf(await dashboardOf(head), 'approvals')!, hr: countOf(await dashboardOf(hr), 'approvals')! };
    const request = await startRequest(t.app.deps, {
      type: 'coe_request',
      requesterUserId: await userId('staff@hris.test'),
      title: 'COE for a bank loan',
      link: '/account/coe',
    });
    expect(countOf(await dashboardOf(head), 'approvals')).toBe(before.head + 1);
    expect(countOf(await dashboardOf(hr), 'approvals')).toBe(before.hr);
    expect(countOf(await dashboardOf(staff), 'approvals')).toBe(0);

    // The requester sees it among their latest requests with its status; nobody else does.
    const mine = (await dashboardOf(staff)).my_requests;
    expect(mine[0]).toMatchObject({
      id: request.id,
      title: 'COE for a bank loan',
      status: 'pending',
      link: '/account/coe',
      type_label: 'Certificate of employment request',
    });
    expect((await dashboardOf(head)).my_requests.map((r) => r.id)).not.toContain(request.id);
    expect((await dashboardOf(hr)).my_requests.map((r) => r.id)).not.toContain(request.id);

    // Once the head recommends, it leaves the head's count and enters HR's.
    expect((await t.http.post(`/api/approval-requests/${request.id}/act`).set(as(head)).send({ action: 'approve' })).status).toBe(200);
    expect(countOf(await dashboardOf(head), 'approvals')).toBe(before.head);
    expect(countOf(await dashboardOf(hr), 'approvals')).toBe(before.hr + 1);
  });

  it('counts submitted PDS for the checkers, leaving out the checker’s own', async () => {
    const before = countOf(await dashboardOf(hr), 'pds_checking')!;
    await t.db.insert(pdsSubmissions).values({ personnelId: await personnelIdOf(t, 'staff@hris.test'), snapshot: {}, changedSections: ['personal'] });
    expect(countOf(await dashboardOf(hr), 'pds_checking')).toBe(before + 1);
    // HR's own submission waits for another checker: it is not in HR's count.
    await t.db.insert(pdsSubmissions).values({ personnelId: await personnelIdOf(t, 'hr@hris.test'), snapshot: {}, changedSections: ['personal'] });
    expect(countOf(await dashboardOf(hr), 'pds_checking')).toBe(before + 1);
  });

  it('shows the applicant their applications and the open posts; the office counts them to screen', async () => {
    const [position] = await t.db.select().from(positions).limit(1);
    const [campus] = await t.db.select().from(campuses).limit(1);
    const post = (base: { code: string; status: string; publishFrom: string; closingDate: string }) => ({
      ...base,
      positionId: position!.id,
      campusId: campus!.id,
      salaryGrade: 11,
      monthlySalary: 2_700_000,
      board: 'NAPB',
      education: 'Bachelor’s degree',
      training: 'None required',
      experience: 'None required',
      eligibility: 'Career Service (Professional)',
      documentsRequired: ['Letter of intent'],
    });
    const cas = await departmentId(t, 'CAS');
    const [open] = await t.db
      .insert(jobPosts)
      .values({ ...post({ code: 'DASH-OPEN-1', status: 'published', publishFrom: '2027-02-20', closingDate: '2027-03-15' }), departmentId: cas })
      .returning();
    await t.db
      .insert(jobPosts)
      .values({ ...post({ code: 'DASH-CLOSED-1', status: 'published', publishFrom: '2027-01-01', closingDate: '2027-02-01' }), departmentId: cas });
    await t.db
      .insert(jobPosts)
      .values({ ...post({ code: 'DASH-DRAFT-1', status: 'draft', publishFrom: '2027-02-20', closingDate: '2027-03-15' }), departmentId: cas });

    const screeningBefore = countOf(await dashboardOf(hr), 'applications_to_screen')!;
    await t.db.insert(jobApplications).values({ jobPostId: open!.id, applicantUserId: await userId('applicant@hris.test'), profileSnapshot: {} });

    const mine = await dashboardOf(applicant);
    expect(mine.my_applications).toEqual([
      expect.objectContaining({ post_code: 'DASH-OPEN-1', position: position!.name, status: 'submitted', status_label: 'Received' }),
    ]);
    const codes = mine.open_posts.map((p) => p.code);
    expect(codes).toContain('DASH-OPEN-1');
    expect(codes).not.toContain('DASH-CLOSED-1');
    expect(codes).not.toContain('DASH-DRAFT-1');
    expect(mine.open_posts_total).toBeGreaterThanOrEqual(1);
    expect(countOf(await dashboardOf(hr), 'applications_to_screen')).toBe(screeningBefore + 1);
    // Another person's application is never among mine.
    expect((await dashboardOf(staff)).my_applications).toEqual([]);
  });
});
