import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { departments, notifications, personnel, users } from '@hris/db';
import { startRequest } from '../src/modules/approvals';
import { createTestApp, signIn, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let hr: string;
let head: string;
let staff: string;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const userId = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const titlesFor = async (email: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userId(email)))
  ).map((n) => n.title);
const hrRoleId = async () =>
  (await t.http.get('/api/roles').query({ per_page: 50 }).set(as(hr))).body.roles.find((r: { name: string }) => r.name === 'HR Office').id as number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, hr, head, staff] = await Promise.all([
    signIn(t, 'admin@hris.test'),
    signIn(t, 'hr@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'staff@hris.test'),
  ]);
});
afterAll(async () => t.close());

describe('approval chains', () => {
  it('every request type starts with a university-wide chain: department head, then the HR office', async () => {
    const res = await t.http.get('/api/approval-chains').set(as(hr));
    const types = (await t.http.get('/api/approval-chains/request-types').set(as(hr))).body.request_types.map((r: { value: string }) => r.value);
    expect(types).toEqual(
      expect.arrayContaining([
        'leave',
        'overtime',
        'time_log_appeal',
        'official_business',
        'work_schedule',
        'dtr_submission',
        'request_to_hire',
        'coe_request',
      ]),
    );
    expect(res.body.approval_chains.map((c: { request_type: string }) => c.request_type).sort()).toEqual([...types].sort());
    expect(res.body.approval_chains[0].steps).toEqual([
      expect.objectContaining({ position: 1, actor_kind: 'department_head', label: 'Recommending approval' }),
      expect.objectContaining({ position: 2, actor_kind: 'role', role: expect.objectContaining({ name: 'HR Office' }), label: 'Approved' }),
    ]);
    expect((await t.http.get('/api/approval-chains').set(as(staff))).status).toBe(403);
  });

  it('moves a request through two steps, telling each actor and the requester', async () => {
    const request = await startRequest(t.app.deps, {
      type: 'coe_request',
      requesterUserId: await userId('staff@hris.test'),
      title: 'COE for a bank loan',
      link: '/account/coe',
    });
    expect(await titlesFor('head@hris.test')).toContain('Certificate of employment request waits for you');
    expect((await titlesFor('hr@hris.test')).filter((x) => x.includes('waits for you'))).toEqual([]);

    // Not HR's turn yet, and the requester never acts on their own request.
    expect((await t.http.post(`/api/approval-requests/${request.id}/act`).set(as(hr)).send({ action: 'approve' })).status).toBe(403);
    expect((await t.http.post(`/api/approval-requests/${request.id}/act`).set(as(staff)).send({ action: 'approve' })).status).toBe(403);

    const waiting = await t.http.get('/api/approval-requests/waiting').set(as(head));
    expect(waiting.body.requests.map((r: { id: number }) => r.id)).toContain(request.id);
    const shown = waiting.body.requests.find((r: { id: number }) => r.id === request.id);
    expect(shown.steps.map((x: { actor_description: string }) => x.actor_description)).toEqual([
      "The requester's department head (or officer-in-charge)",
      'Anyone with the role HR Office',
    ]);
    const first = await t.http.post(`/api/approval-requests/${request.id}/act`).set(as(head)).send({ action: 'approve' });
    expect(first.status).toBe(200);
    expect(first.body.request).toMatchObject({ status: 'pending', current_step: 2 });
    expect(await titlesFor('hr@hris.test')).toContain('Certificate of employment request waits for you');
    expect((await t.http.get('/api/approval-requests/waiting').set(as(head))).body.requests.map((r: { id: number }) => r.id)).not.toContain(request.id);

    const second = await t.http.post(`/api/approval-requests/${request.id}/act`).set(as(hr)).send({ action: 'approve' });
    expect(second.body.request).toMatchObject({
      status: 'approved',
      steps: [expect.objectContaining({ state: 'done' }), expect.objectContaining({ state: 'done' })],
    });
    expect(second.body.request.actions.map((a: { action: string; actor: { name: string } }) => `${a.action} by ${a.actor.name}`)).toEqual([
      'approve by Ana Dela Cruz',
      'approve by Jose Reyes',
    ]);
    expect(await titlesFor('staff@hris.test')).toContain('Certificate of employment request was approved');
    const mine = await t.http.get('/api/approval-requests/mine').set(as(staff));
    expect(mine.body.requests.find((r: { id: number }) => r.id === request.id).status).toBe('approved');
    expect((await t.http.post(`/api/approval-requests/${request.id}/act`).set(as(hr)).send({ action: 'approve' })).status).toBe(422);
  });

  it('needs remarks to return or disapprove, and tells the requester why', async () => {
    const request = await startRequest(t.app.deps, { type: 'overtime', requesterUserId: await userId('staff@hris.test'), title: 'Overtime on 28 November' });
    const bare = await t.http.post(`/api/approval-requests/${request.id}/act`).set(as(head)).send({ action: 'return' });
    expect(bare.body.errors.remarks).toBeDefined();
    const returned = await t.http
      .post(`/api/approval-requests/${request.id}/act`)
      .set(as(head))
      .send({ action: 'return', remarks: 'Attach the accomplishment report.' });
    expect(returned.body.request.status).toBe('returned');
    const n = (
      await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, await userId('staff@hris.test')))
    ).find((x) => x.title === 'Overtime was returned to you');
    expect(n?.description).toMatch(/Attach the accomplishment report/);
  });

  it('lets the officer-in-charge act for the head, named even after the request started', async () => {
    const request = await startRequest(t.app.deps, { type: 'leave', requesterUserId: await userId('staff@hris.test'), title: 'Vacation leave, 3 days' });
    const [cas] = await t.db.select().from(departments).where(eq(departments.acronym, 'CAS'));
    const [oic] = await t.db.insert(personnel).values({ firstName: 'Carlo', lastName: 'Ramos', campusId: 1, departmentId: cas!.id }).returning();
    await t.db.update(departments).set({ oicPersonnelId: oic!.id }).where(eq(departments.id, cas!.id));
    await t.db.update(users).set({ personnelId: oic!.id }).where(eq(users.email, 'admin@hris.test'));
    const adminAgain = await signIn(t, 'admin@hris.test');
    expect((await t.http.get('/api/approval-requests/waiting').set(as(adminAgain))).body.requests.map((r: { id: number }) => r.id)).toContain(request.id);
    const res = await t.http.post(`/api/approval-requests/${request.id}/act`).set(as(adminAgain)).send({ action: 'approve' });
    expect(res.body.request.current_step).toBe(2);
  });

  it('a head’s own request goes to the head above, and a department with nobody to act is refused at the start', async () => {
    const [ovpaa] = await t.db.insert(departments).values({ fullname: 'Test Vice Presidency', acronym: 'TVP', campusId: 1 }).returning();
    const [unit] = await t.db.insert(departments).values({ fullname: 'Test Unit', acronym: 'TU', campusId: 1, parentId: ovpaa!.id }).returning();
    const [boss] = await t.db.insert(personnel).values({ firstName: 'Vice', lastName: 'President', campusId: 1, departmentId: ovpaa!.id }).returning();
    const [bossUser] = await t.db
      .insert(users)
      .values({ email: 'vp@hris.test', name: 'Vice President', personnelId: boss!.id, twoFactorSecret: 'JBSWY3DPEHPK3PXP' })
      .returning();
    const [chief] = await t.db.insert(personnel).values({ firstName: 'Unit', lastName: 'Chief', campusId: 1, departmentId: unit!.id }).returning();
    const [chiefUser] = await t.db
      .insert(users)
      .values({ email: 'chief@hris.test', name: 'Unit Chief', personnelId: chief!.id, twoFactorSecret: 'JBSWY3DPEHPK3PXP' })
      .returning();
    await t.db.update(departments).set({ headPersonnelId: chief!.id }).where(eq(departments.id, unit!.id));

    await expect(startRequest(t.app.deps, { type: 'leave', requesterUserId: chiefUser!.id, title: 'Sick leave' })).rejects.toThrow(/Nobody can act/);
    await t.db.update(departments).set({ headPersonnelId: boss!.id }).where(eq(departments.id, ovpaa!.id));
    const request = await startRequest(t.app.deps, { type: 'leave', requesterUserId: chiefUser!.id, title: 'Sick leave' });
    const notified = await t.db.select().from(notifications).where(eq(notifications.userId, bossUser!.id));
    expect(notified.map((n) => n.link)).toContain(`/approvals?id=${request.id}`);
  });

  it('uses the chain set for the department before the campus-wide and university-wide ones', async () => {
    const [cas] = await t.db.select().from(departments).where(eq(departments.acronym, 'CAS'));
    const [hrUser] = await t.db.select().from(users).where(eq(users.email, 'hr@hris.test'));
    const body = (name: string, label: string, extra: object) => ({
      request_type: 'work_schedule',
      name,
      steps: [{ actor_kind: 'person', personnel_id: hrUser!.personnelId, label }],
      ...extra,
    });
    const campusChain = await t.http
      .post('/api/approval-chains')
      .set(as(hr))
      .send(body('Main campus schedules', 'Approved for the campus', { campus_id: 1 }));
    expect(campusChain.status).toBe(200);
    const byCampus = await startRequest(t.app.deps, { type: 'work_schedule', requesterUserId: await userId('staff@hris.test'), title: 'Flexible time' });
    expect((await t.http.get(`/api/approval-requests/${byCampus.id}`).set(as(staff))).body.request.steps.map((x: { label: string }) => x.label)).toEqual([
      'Approved for the campus',
    ]);
    const deptChain = await t.http
      .post('/api/approval-chains')
      .set(as(hr))
      .send(body('CAS schedules', 'Approved for CAS', { department_id: cas!.id }));
    const unitStaff = await startRequest(t.app.deps, { type: 'work_schedule', requesterUserId: await userId('staff@hris.test'), title: 'Flexible time' });
    const detail = await t.http.get(`/api/approval-requests/${unitStaff.id}`).set(as(staff));
    expect(detail.body.request.steps.map((x: { label: string }) => x.label)).toEqual(['Approved for CAS']);
    // A campus-2 employee still follows the university-wide chain.
    const elsewhere = await t.http.get('/api/approval-chains').query({ request_type: 'work_schedule' }).set(as(hr));
    expect(elsewhere.body.approval_chains).toHaveLength(3);
    const dup = await t.http
      .post('/api/approval-chains')
      .set(as(hr))
      .send(body('Again', 'Approved', { department_id: cas!.id }));
    expect(dup.body.errors.request_type).toBeDefined();
    expect((await t.http.delete(`/api/approval-chains/${deptChain.body.approval_chain.id}`).set(as(hr))).status).toBe(422);
    expect((await t.http.get(`/api/approval-requests/${unitStaff.id}`).set(as(head))).status).toBe(404);
  });

  it('refuses a chain with a role step but no role, or no steps', async () => {
    const noRole = await t.http
      .post('/api/approval-chains')
      .set(as(hr))
      .send({ request_type: 'leave', campus_id: 2, name: 'X', steps: [{ actor_kind: 'role', label: 'HR' }] });
    expect(noRole.body.errors['steps.0.role_id']).toBeDefined();
    const none = await t.http.post('/api/approval-chains').set(as(hr)).send({ request_type: 'leave', campus_id: 2, name: 'X', steps: [] });
    expect(none.body.errors.steps).toBeDefined();
    const badRole = await t.http
      .post('/api/approval-chains')
      .set(as(hr))
      .send({ request_type: 'leave', campus_id: 2, name: 'X', steps: [{ actor_kind: 'role', role_id: 999999, label: 'HR' }] });
    expect(badRole.body.errors['steps.0.role_id']).toBeDefined();
  });

  it('a settings manager sends a test request through a chain on behalf of a user', async () => {
    const chain = (await t.http.get('/api/approval-chains').query({ request_type: 'dtr_submission' }).set(as(admin))).body.approval_chains[0];
    const res = await t.http
      .post(`/api/approval-chains/${chain.id}/test`)
      .set(as(admin))
      .send({ requester_user_id: await userId('staff@hris.test') });
    expect(res.status).toBe(200);
    const mine = await t.http.get('/api/approval-requests/mine').set(as(staff));
    expect(mine.body.requests.map((r: { id: number }) => r.id)).toContain(res.body.request.id);
    expect(await hrRoleId()).toBeGreaterThan(0);
  });
});

describe('a cancelled request', () => {
  it('no longer tells its approvers that it waits for them', async () => {
    const request = await startRequest(t.app.deps, {
      type: 'coe_request',
      requesterUserId: await userId('staff@hris.test'),
      title: 'COE for a visa, cancelled',
      link: '/account/coe',
    });
    const headNotices = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, await userId('head@hris.test')))
      ).filter((n) => n.link === `/approvals?id=${request.id}`);
    expect((await headNotices()).map((n) => n.title)).toEqual(['Certificate of employment request waits for you']);

    expect((await t.http.post(`/api/approval-requests/${request.id}/cancel`).set(as(staff))).status).toBe(200);
    const after = await headNotices();
    expect(after.map((n) => n.title)).toEqual(['Certificate of employment request was cancelled']);
    expect(after[0]!.description).toContain('nothing waits for you');
    expect(after[0]!.status).toBe(1);
  });
});
