import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { personnel, users } from '@hris/db';
import { createTestApp, signIn, DEMO_PASSWORD, type TestApp } from './support/test-app';

let t: TestApp;
let hr: string;
let admin: string;
let staff: string;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const idOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  [hr, admin, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'admin@hris.test'), signIn(t, 'staff@hris.test')]);
});
afterAll(async () => t.close());

describe('roles and their views', () => {
  it('lists roles with views and holders, and the view groups by module', async () => {
    const res = await t.http.get('/api/roles').query({ per_page: 50 }).set(as(hr));
    const employee = res.body.roles.find((r: { name: string }) => r.name === 'Employee');
    expect(employee).toMatchObject({ views: ['COVID', 'DTS', 'EDATS', 'LD', 'PDS', 'PPTY-MR', 'SPMS'], users_count: 1 });
    const groups = await t.http.get('/api/roles/views').set(as(hr));
    expect(groups.body.groups.map((g: { module: string }) => g.module)).toContain('Recruitment');
    expect(groups.body.groups.flatMap((g: { views: string[] }) => g.views)).toContain('RSPMEMBER');
    expect((await t.http.get('/api/roles').set(as(staff))).status).toBe(403);
  });

  it('a new role given to a signed-in user opens its views on that user’s next request', async () => {
    const role = await t.http
      .post('/api/roles')
      .set(as(admin))
      .send({ name: 'Records Clerk', views: ['GENERALSETTINGS', 'DTS'] });
    expect(role.status).toBe(200);
    expect(role.body.role.views).toEqual(['DTS', 'GENERALSETTINGS']);
    expect((await t.http.get('/api/users/me').set(as(staff))).body.user.allowed_views).not.toContain('GENERALSETTINGS');
    expect((await t.http.post('/api/countries').set(as(staff)).send({ name: 'Wakanda' })).status).toBe(403);

    const staffId = await idOf('staff@hris.test');
    const employeeRole = (await t.http.get('/api/roles').query({ per_page: 50 }).set(as(hr))).body.roles.find((r: { name: string }) => r.name === 'Employee');
    const given = await t.http
      .put(`/api/users/${staffId}`)
      .set(as(admin))
      .send({ role_ids: [employeeRole.id, role.body.role.id] });
    expect(given.body.user.roles.map((r: { name: string }) => r.name)).toEqual(['Employee', 'Records Clerk']);
    expect((await t.http.get('/api/users/me').set(as(staff))).body.user.allowed_views).toEqual(expect.arrayContaining(['GENERALSETTINGS', 'DTS', 'PDS']));
    expect((await t.http.post('/api/countries').set(as(staff)).send({ name: 'Wakanda' })).status).toBe(200);

    // Taking a view away closes it on the next request too.
    await t.http
      .put(`/api/roles/${role.body.role.id}`)
      .set(as(admin))
      .send({ views: ['DTS'] });
    expect((await t.http.post('/api/countries').set(as(staff)).send({ name: 'Zamunda' })).status).toBe(403);
  });

  it('refuses a duplicate name, an unknown view, and deleting a role someone holds', async () => {
    expect((await t.http.post('/api/roles').set(as(admin)).send({ name: 'employee', views: [] })).body.errors.name).toEqual([
      'The role name has already been taken.',
    ]);
    expect(
      (
        await t.http
          .post('/api/roles')
          .set(as(admin))
          .send({ name: 'Spy', views: ['EVERYTHING'] })
      ).body.errors['views.0'],
    ).toBeDefined();
    const employee = (await t.http.get('/api/roles').query({ per_page: 50 }).set(as(hr))).body.roles.find((r: { name: string }) => r.name === 'Employee');
    const del = await t.http.delete(`/api/roles/${employee.id}`).set(as(admin));
    expect(del.status).toBe(422);
    expect(del.body.errors.name[0]).toMatch(/still hold this role/);
    const spare = await t.http.post('/api/roles').set(as(admin)).send({ name: 'Spare', views: [] });
    expect((await t.http.delete(`/api/roles/${spare.body.role.id}`).set(as(admin))).status).toBe(200);
  });
});

describe('roles that approve requests (issue 36): only an administrator gives, takes, changes or deletes them', () => {
  const roleNamed = async (name: string) =>
    (await t.http.get('/api/roles').query({ per_page: 50 }).set(as(admin))).body.roles.find((r: { name: string }) => r.name === name) as {
      id: number;
      name: string;
      views: string[];
    };
  const rolesOf = async (email: string) =>
    (await t.http.get(`/api/users/${await idOf(email)}`).set(as(admin))).body.user.roles.map((r: { id: number }) => r.id);

  it('an HR officer cannot give the Accounting Office role (it certifies payrolls); an administrator can', async () => {
    const accounting = await roleNamed('Accounting Office');
    const staffId = await idOf('staff@hris.test');
    const held: number[] = await rolesOf('staff@hris.test');
    const refused = await t.http
      .put(`/api/users/${staffId}`)
      .set(as(hr))
      .send({ role_ids: [...held, accounting.id] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an administrator can give the Accounting Office role: it approves requests in the Payroll chain.');
    expect(await rolesOf('staff@hris.test')).toEqual(held);
    // Nor on a new account.
    const newAccount = await t.http
      .post('/api/users')
      .set(as(hr))
      .send({ name: 'Pedro Cruz', email: 'pedro@hris.test', role_ids: [accounting.id] });
    expect(newAccount.status).toBe(403);
    expect((await t.http.get('/api/users').query({ term: 'pedro@' }).set(as(admin))).body.users).toEqual([]);

    const given = await t.http
      .put(`/api/users/${staffId}`)
      .set(as(admin))
      .send({ role_ids: [...held, accounting.id] });
    expect(given.status).toBe(200);
    // …and taking it away is the administrator's too.
    const taken = await t.http.put(`/api/users/${staffId}`).set(as(hr)).send({ role_ids: held });
    expect(taken.status).toBe(403);
    expect(taken.body.message).toBe('Only an administrator can take away the Accounting Office role: it approves requests in the Payroll chain.');
    expect(await rolesOf('staff@hris.test')).toEqual(expect.arrayContaining([...held, accounting.id]));
    expect((await t.http.put(`/api/users/${staffId}`).set(as(admin)).send({ role_ids: held })).status).toBe(200);
    // Another role on the same account is still the HR office's to give.
    const mine = await t.http
      .post('/api/roles')
      .set(as(hr))
      .send({ name: 'Leave Clerk', views: ['EDATS'] });
    expect(
      (
        await t.http
          .put(`/api/users/${staffId}`)
          .set(as(hr))
          .send({ role_ids: [...held, mine.body.role.id] })
      ).status,
    ).toBe(200);
  });

  it('an HR officer cannot take the Accounting Office role from its holder', async () => {
    const accountingId = await idOf('accounting@hris.test');
    const before = await rolesOf('accounting@hris.test');
    const res = await t.http.put(`/api/users/${accountingId}`).set(as(hr)).send({ role_ids: [] });
    expect(res.status).toBe(403);
    expect(await rolesOf('accounting@hris.test')).toEqual(before);
  });

  it('an HR officer cannot add a view to, rename or delete a role that approves requests', async () => {
    const president = await roleNamed('Office of the President');
    const addView = await t.http
      .put(`/api/roles/${president.id}`)
      .set(as(hr))
      .send({ views: [...president.views, 'PAYROLL'] });
    expect(addView.status).toBe(403);
    expect(addView.body.message).toBe(
      'Only an administrator can change the Office of the President role: it approves requests in the Performance rating (IPCR), Leave application, Monetization of 50% or more of leave credits (Sec. 23), Payroll and Request to hire chains.',
    );
    expect((await t.http.put(`/api/roles/${president.id}`).set(as(hr)).send({ name: 'President' })).status).toBe(403);
    const del = await t.http.delete(`/api/roles/${president.id}`).set(as(hr));
    expect(del.status).toBe(403);
    expect(del.body.message).toMatch(/^Only an administrator can delete the Office of the President role/);
    expect(await roleNamed('Office of the President')).toMatchObject({ views: president.views });
    // The edit form sends every field: the same name and views are no change.
    expect((await t.http.put(`/api/roles/${president.id}`).set(as(hr)).send({ name: president.name, views: president.views })).status).toBe(200);
    const byAdmin = await t.http
      .put(`/api/roles/${president.id}`)
      .set(as(admin))
      .send({ views: [...president.views, 'DTS'] });
    expect(byAdmin.status).toBe(200);
  });

  it('naming a role in a chain step does not make its holders approvers without an administrator', async () => {
    const helper = await t.http
      .post('/api/roles')
      .set(as(hr))
      .send({ name: 'Payroll Helper', views: ['PAYROLL'] });
    const employee = await roleNamed('Employee');
    await t.http
      .put(`/api/users/${await idOf('head@hris.test')}`)
      .set(as(hr))
      .send({ role_ids: [(await roleNamed('Department Head')).id, helper.body.role.id] });
    const chain = {
      request_type: 'payroll',
      campus_id: 1,
      name: 'Main campus payroll',
      steps: [
        { actor_kind: 'role', role_id: helper.body.role.id, label: 'Certified' },
        { actor_kind: 'role', role_id: (await roleNamed('Office of the President')).id, label: 'Approved for payment' },
      ],
    };
    const refused = await t.http.post('/api/approval-chains').set(as(hr)).send(chain);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Only an administrator can make the Payroll Helper role approve requests: 1 person holds it already. Name a role that already approves requests, or ask an administrator.',
    );
    // A role that already approves requests, or one nobody holds yet, the HR office may name.
    const unheld = await t.http
      .post('/api/roles')
      .set(as(hr))
      .send({ name: 'Disbursing Officer', views: ['PAYROLL'] });
    const allowed = await t.http
      .post('/api/approval-chains')
      .set(as(hr))
      .send({ ...chain, steps: [{ ...chain.steps[0], role_id: unheld.body.role.id }, chain.steps[1]] });
    expect(allowed.status).toBe(200);
    // …and from then on only an administrator gives it.
    const give = await t.http
      .put(`/api/users/${await idOf('staff@hris.test')}`)
      .set(as(hr))
      .send({ role_ids: [employee.id, unheld.body.role.id] });
    expect(give.status).toBe(403);
    expect(give.body.message).toBe('Only an administrator can give the Disbursing Officer role: it approves requests in the Payroll chain.');
    await t.http.delete(`/api/approval-chains/${allowed.body.approval_chain.id}`).set(as(admin));
    const byAdmin = await t.http.post('/api/approval-chains').set(as(admin)).send(chain);
    expect(byAdmin.status).toBe(200);
    await t.http.delete(`/api/approval-chains/${byAdmin.body.approval_chain.id}`).set(as(admin));
  });
});

describe('user accounts', () => {
  it('lists with search and filters, staff and applicants apart', async () => {
    const res = await t.http.get('/api/users').query({ term: 'bautista' }).set(as(hr));
    expect(res.body.users).toHaveLength(1);
    expect(res.body.users[0]).toMatchObject({ email: 'staff@hris.test', is_active: true, personnel: { fullname: 'Juan Bautista', department_acronym: 'CAS' } });
    expect(res.body.users[0].last_sign_in_at).toEqual(expect.any(String));
    const applicants = await t.http.get('/api/users').query({ kind: 'applicant' }).set(as(hr));
    expect(applicants.body.users.map((u: { email: string }) => u.email)).toEqual(['applicant@hris.test']);
    const staffKind = await t.http.get('/api/users').query({ kind: 'staff', per_page: 50 }).set(as(hr));
    expect(staffKind.body.users.map((u: { email: string }) => u.email)).not.toContain('applicant@hris.test');
  });

  it('creates an account that its owner activates from the e-mailed invitation', async () => {
    const [person] = await t.db.insert(personnel).values({ firstName: 'Rosa', lastName: 'Villanueva', campusId: 1 }).returning();
    const employeeRole = (await t.http.get('/api/roles').query({ per_page: 50 }).set(as(hr))).body.roles.find((r: { name: string }) => r.name === 'Employee');
    const created = await t.http
      .post('/api/users')
      .set(as(hr))
      .send({ name: 'Rosa Villanueva', email: 'Rosa@HRIS.test', role_ids: [employeeRole.id], personnel_id: person!.id });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({ email: 'rosa@hris.test', personnel: { id: person!.id } });
    expect((await t.http.post('/api/authenticate/login').send({ email: 'rosa@hris.test', password: 'anything' })).status).toBe(401);
    const mail = t.outbox('rosa@hris.test').at(-1)!;
    const token = mail.match(/verify_token\?token=([A-Za-z0-9_-]+)&invite=1/)![1];
    expect((await t.http.post('/api/password/reset').send({ token, password: 'Rosa#2026-villa', password_confirmation: 'Rosa#2026-villa' })).status).toBe(200);
    const token2 = await signIn(t, 'rosa@hris.test', 'Rosa#2026-villa');
    expect((await t.http.get('/api/users/me').set(as(token2))).body.user.personnel.fullname).toBe('Rosa Villanueva');

    const dupEmail = await t.http.post('/api/users').set(as(hr)).send({ name: 'Other', email: 'rosa@hris.test', role_ids: [] });
    expect(dupEmail.body.errors.email).toEqual(['The email has already been taken.']);
    const dupPerson = await t.http.post('/api/users').set(as(hr)).send({ name: 'Other', email: 'other@hris.test', role_ids: [], personnel_id: person!.id });
    expect(dupPerson.body.errors.personnel_id).toEqual(['This personnel record already has an account.']);
    const badRole = await t.http
      .post('/api/users')
      .set(as(hr))
      .send({ name: 'Other', email: 'other@hris.test', role_ids: [999999] });
    expect(badRole.body.errors.role_ids).toBeDefined();
    expect((await t.http.get('/api/users').query({ term: 'other@' }).set(as(hr))).body.users).toEqual([]);
  });

  it('deactivating signs the user out at once; reactivating lets them back in', async () => {
    const headToken = await signIn(t, 'head@hris.test');
    const headId = await idOf('head@hris.test');
    expect((await t.http.put(`/api/users/${headId}/deactivate`).set(as(hr))).body.user.is_active).toBe(false);
    expect((await t.http.get('/api/users/me').set(as(headToken))).status).toBe(401);
    expect((await t.http.post('/api/authenticate/login').send({ email: 'head@hris.test', password: DEMO_PASSWORD })).status).toBe(401);
    expect((await t.http.put(`/api/users/${headId}/reactivate`).set(as(hr))).body.user.is_active).toBe(true);
    expect((await t.http.post('/api/authenticate/login').send({ email: 'head@hris.test', password: DEMO_PASSWORD })).status).toBe(200);
    const self = await t.http.put(`/api/users/${await idOf('hr@hris.test')}/deactivate`).set(as(hr));
    expect(self.status).toBe(422);
  });

  it('resets two-factor sign-in: old codes stop working, sessions end, and a new code works', async () => {
    const headId = await idOf('head@hris.test');
    const login = await t.http.post('/api/authenticate/login').send({ email: 'head@hris.test', password: DEMO_PASSWORD });
    const oldCode = t.lastCode('head@hris.test');
    const session = await signIn(t, 'hr@hris.test');
    expect((await t.http.put(`/api/users/${headId}/reset-2fa`).set(as(session))).status).toBe(200);
    expect((await t.http.post('/api/authenticate/verify').send({ code: oldCode, id: login.body.user_id, challenge: login.body.challenge })).status).toBe(422);
    expect(t.outbox('head@hris.test').at(-1)).toMatch(/two-factor sign-in was reset/);
    expect(await signIn(t, 'head@hris.test')).toEqual(expect.any(String));
  });

  it('shows the sign-in history, newest first', async () => {
    const staffId = await idOf('staff@hris.test');
    await t.http.post('/api/authenticate/login').send({ email: 'staff@hris.test', password: 'wrong' });
    const res = await t.http.get(`/api/users/${staffId}/sign-ins`).set(as(hr));
    expect(res.body.sign_ins[0]).toMatchObject({ action: 'sign_in_failed' });
    expect(res.body.sign_ins.map((s: { action: string }) => s.action)).toContain('sign_in');
    expect((await t.http.get(`/api/users/${staffId}/sign-ins`).set(as(staff))).status).toBe(403);
  });
});

describe('personnel picker', () => {
  it('finds people by name or employee number only when the term is longer than 2 characters', async () => {
    const res = await t.http.get('/api/personnels/fullname').query({ term: 'bauti' }).set(as(staff));
    expect(res.body.personnel).toEqual([
      expect.objectContaining({
        fullname: 'Juan Bautista',
        idno: expect.any(String),
        department: expect.objectContaining({ acronym: 'CAS', campus_acronym: 'MC' }),
      }),
    ]);
    expect((await t.http.get('/api/personnels/fullname').query({ term: 'ba' }).set(as(staff))).body.personnel).toEqual([]);
    const byIdno = await t.http.get('/api/personnels/fullname').query({ term: res.body.personnel[0].idno }).set(as(staff));
    expect(byIdno.body.personnel[0].id).toBe(res.body.personnel[0].id);
  });
});

describe('audit trail', () => {
  it('shows who changed what, filtered by entity and action, only to SETTINGS holders', async () => {
    await t.http.post('/api/countries').set(as(hr)).send({ name: 'Elbonia' });
    const res = await t.http.get('/api/audit-trail').query({ entity: 'countries', action: 'create' }).set(as(hr));
    expect(res.status).toBe(200);
    expect(res.body.audit_trail[0].id).toEqual(expect.any(Number));
    expect(res.body.audit_trail[0]).toMatchObject({ action: 'create', entity: 'countries', actor: { email: 'hr@hris.test' }, after: { name: 'Elbonia' } });
    expect(res.body.entities).toEqual(expect.arrayContaining(['countries', 'user']));
    const today = new Date().toISOString().slice(0, 10);
    const ranged = await t.http.get('/api/audit-trail').query({ from: '2000-01-01', to: '2000-01-02' }).set(as(hr));
    expect(ranged.body.audit_trail).toEqual([]);
    expect((await t.http.get('/api/audit-trail').query({ term: 'Elbonia', from: today }).set(as(hr))).body.meta.total).toBeGreaterThanOrEqual(1);
    expect((await t.http.get('/api/audit-trail').set(as(staff))).status).toBe(403);
  });
});
