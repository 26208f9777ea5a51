import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@hris/db';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { as } from '../support/records';

// Issue 15 item 3: HR made itself administrator (its own roles, ADMIN added to a role) and took the
// administrator's account over by changing its e-mail address. Only ADMIN grants ADMIN, nobody grants
// a view they do not hold or changes their own roles, and a new sign-in address counts only once the
// link sent to it is opened (the old address is told both times).

let t: TestApp;
let hr: string;
let admin: string;
let staff: string;
const userOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
const roleIds = async (token: string) => {
  const { roles } = (await t.http.get('/api/roles').query({ per_page: 50 }).set(as(token))).body as { roles: { id: number; name: string; views: string[] }[] };
  return Object.fromEntries(roles.map((r) => [r.name, r]));
};
const rolesOf = async (token: string, id: number) =>
  ((await t.http.get(`/api/users/${id}`).set(as(token))).body.user.roles as { name: string }[]).map((r) => r.name);

beforeAll(async () => {
  t = await createTestApp();
  [hr, admin, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'admin@hris.test'), signIn(t, 'staff@hris.test')]);
});
afterAll(async () => t.close());

describe('granting roles and views', () => {
  it('nobody changes their own roles, not even to add one whose views they hold', async () => {
    const roles = await roleIds(hr);
    const hrUser = await userOf('hr@hris.test');
    const toAdmin = await t.http
      .put(`/api/users/${hrUser.id}`)
      .set(as(hr))
      .send({ role_ids: [roles['HR Office']!.id, roles.Administrator!.id] });
    expect(toAdmin.status).toBe(403);
    expect(toAdmin.body.message).toMatch(/own roles/);
    const harmless = await t.http
      .put(`/api/users/${hrUser.id}`)
      .set(as(hr))
      .send({ role_ids: [roles['HR Office']!.id, roles.Employee!.id] });
    expect(harmless.status).toBe(403);
    const adminUser = await userOf('admin@hris.test');
    expect(
      (
        await t.http
          .put(`/api/users/${adminUser.id}`)
          .set(as(admin))
          .send({ role_ids: [roles.Administrator!.id, roles['VPAA Office']!.id] })
      ).status,
    ).toBe(403);
    expect(await rolesOf(admin, hrUser.id)).toEqual(['HR Office']);
    // Sending one's own roles unchanged (the edit form sends every field) is no change.
    const same = await t.http
      .put(`/api/users/${hrUser.id}`)
      .set(as(hr))
      .send({ name: 'Jose Reyes', role_ids: [roles['HR Office']!.id] });
    expect(same.status).toBe(200);
  });

  it('only an administrator gives ADMIN, and nobody gives a view they do not hold', async () => {
    const roles = await roleIds(hr);
    const staffUser = await userOf('staff@hris.test');
    const giveAdmin = await t.http
      .put(`/api/users/${staffUser.id}`)
      .set(as(hr))
      .send({ role_ids: [roles.Employee!.id, roles.Administrator!.id] });
    expect(giveAdmin.status).toBe(403);
    expect(giveAdmin.body.message).toMatch(/Only an administrator/);
    // HR does not hold EDATSDEPTHEAD, so it cannot hand out the Department Head role.
    const giveHead = await t.http
      .put(`/api/users/${staffUser.id}`)
      .set(as(hr))
      .send({ role_ids: [roles.Employee!.id, roles['Department Head']!.id] });
    expect(giveHead.status).toBe(403);
    expect(giveHead.body.message).toMatch(/EDATSDEPTHEAD/);
    const newAccount = await t.http
      .post('/api/users')
      .set(as(hr))
      .send({ name: 'New Admin', email: 'newadmin@hris.test', role_ids: [roles.Administrator!.id] });
    expect(newAccount.status).toBe(403);
    expect(await rolesOf(hr, staffUser.id)).toEqual(['Employee']);

    expect(
      (
        await t.http
          .put(`/api/users/${staffUser.id}`)
          .set(as(admin))
          .send({ role_ids: [roles.Employee!.id, roles['Department Head']!.id] })
      ).status,
    ).toBe(200);
    expect(await rolesOf(hr, staffUser.id)).toEqual(['Department Head', 'Employee']);
    expect(
      (
        await t.http
          .put(`/api/users/${staffUser.id}`)
          .set(as(admin))
          .send({ role_ids: [roles.Employee!.id] })
      ).status,
    ).toBe(200);
  });

  it('a role gets only views its editor holds, and only an administrator touches a role holding ADMIN', async () => {
    const roles = await roleIds(hr);
    const addAdmin = await t.http
      .put(`/api/roles/${roles['HR Office']!.id}`)
      .set(as(hr))
      .send({ views: [...roles['HR Office']!.views, 'ADMIN'] });
    expect(addAdmin.status).toBe(403);
    const addHead = await t.http
      .put(`/api/roles/${roles.Employee!.id}`)
      .set(as(hr))
      .send({ views: ['PDS', 'EDATS', 'EDATSDEPTHEAD'] });
    expect(addHead.status).toBe(403);
    expect(
      (
        await t.http
          .post('/api/roles')
          .set(as(hr))
          .send({ name: 'Shadow admin', views: ['ADMIN'] })
      ).status,
    ).toBe(403);
    const renameAdmin = await t.http
      .put(`/api/roles/${roles.Administrator!.id}`)
      .set(as(hr))
      .send({ name: 'Former administrators', views: ['PDS'] });
    expect(renameAdmin.status).toBe(403);
    expect((await roleIds(hr)).Administrator!.views).toContain('ADMIN');
    expect((await roleIds(hr))['HR Office']!.views).not.toContain('ADMIN');

    // Views the editor holds are fine.
    const clerk = await t.http
      .post('/api/roles')
      .set(as(hr))
      .send({ name: 'Records clerk', views: ['PDS', 'DTSADMIN'] });
    expect(clerk.status).toBe(403); // HR does not hold DTSADMIN either
    const ok = await t.http
      .post('/api/roles')
      .set(as(hr))
      .send({ name: 'Records clerk', views: ['PDS', 'PERSONNELS'] });
    expect(ok.status).toBe(200);
  });

  it('a field left out of an update stays as it is', async () => {
    const staffUser = await userOf('staff@hris.test');
    const renamed = await t.http.put(`/api/users/${staffUser.id}`).set(as(hr)).send({ name: 'Juan D. Bautista' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user.roles.map((r: { name: string }) => r.name)).toEqual(['Employee']);
    const roles = await roleIds(admin);
    const role = await t.http.put(`/api/roles/${roles.Employee!.id}`).set(as(admin)).send({ name: 'Employee' });
    expect(role.status).toBe(200);
    expect(role.body.role.views).toEqual(['COVID', 'DTS', 'EDATS', 'LD', 'PDS', 'PPTY-MR', 'SPMS']);
  });

  it('only an administrator changes an administrator’s account', async () => {
    const adminUser = await userOf('admin@hris.test');
    const email = await t.http.put(`/api/users/${adminUser.id}`).set(as(hr)).send({ email: 'hr-controlled@hris.test' });
    expect(email.status).toBe(403);
    expect((await t.http.put(`/api/users/${adminUser.id}/deactivate`).set(as(hr))).status).toBe(403);
    expect((await t.http.put(`/api/users/${adminUser.id}/reset-2fa`).set(as(hr))).status).toBe(403);
    expect(t.outbox('hr-controlled@hris.test')).toEqual([]);
    expect((await userOf('admin@hris.test')).isActive).toBe(true);
  });

  it('nobody relinks their own account to another personnel record', async () => {
    const hrUser = await userOf('hr@hris.test');
    const staffUser = await userOf('staff@hris.test');
    const res = await t.http.put(`/api/users/${hrUser.id}`).set(as(hr)).send({ personnel_id: null });
    expect(res.status).toBe(403);
    expect((await userOf('hr@hris.test')).personnelId).toBe(hrUser.personnelId);
    expect(staffUser.personnelId).not.toBeNull();
  });
});

describe('changing a sign-in address', () => {
  it('takes effect only from the link sent to the new address, and tells the old one', async () => {
    const staffUser = await userOf('staff@hris.test');
    const res = await t.http.put(`/api/users/${staffUser.id}`).set(as(hr)).send({ email: 'Juan.New@HRIS.test' });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/confirmation link was sent to juan\.new@hris\.test/);
    expect(res.body.user).toMatchObject({ email: 'staff@hris.test', pending_email: 'juan.new@hris.test' });
    expect((await userOf('staff@hris.test')).id).toBe(staffUser.id);
    const listed = await t.http.get('/api/users').query({ term: 'bautista' }).set(as(hr));
    expect(listed.body.users[0]).toMatchObject({ email: 'staff@hris.test', pending_email: 'juan.new@hris.test' });

    // The old address hears of it at once; the new one gets the link.
    expect(t.outbox('staff@hris.test').at(-1)).toMatch(/juan\.new@hris\.test/);
    const link = t
      .outbox('juan.new@hris.test')
      .at(-1)!
      .match(/\/confirm-email\?token=([A-Za-z0-9_-]+)/);
    expect(link).not.toBeNull();
    // Before the link is opened, the new address cannot reset the password or sign in.
    await t.http.post('/api/password/forgot').send({ email: 'juan.new@hris.test' });
    expect(t.outbox('juan.new@hris.test').some((m) => /verify_token/.test(m))).toBe(false);

    expect((await t.http.post('/api/users/email/confirm').send({ token: 'x'.repeat(43) })).status).toBe(422);
    const confirmed = await t.http.post('/api/users/email/confirm').send({ token: link![1] });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toMatch(/juan\.new@hris\.test/);
    expect((await t.db.select().from(users).where(eq(users.id, staffUser.id)))[0]!.email).toBe('juan.new@hris.test');
    expect(t.outbox('staff@hris.test').at(-1)).toMatch(/changed to juan\.new@hris\.test/);
    // Once only.
    expect((await t.http.post('/api/users/email/confirm').send({ token: link![1] })).status).toBe(422);
    // The person is the same: their session goes on.
    expect((await t.http.get('/api/users/me').set(as(staff))).body.user.email).toBe('juan.new@hris.test');
    expect((await t.http.get('/api/users').query({ term: 'bautista' }).set(as(hr))).body.users[0].pending_email).toBeNull();
  });

  it('a newer request replaces the older one, and an address taken meanwhile is refused', async () => {
    const head = (await t.db.select().from(users).where(eq(users.email, 'head@hris.test')))[0]!;
    await t.http.put(`/api/users/${head.id}`).set(as(hr)).send({ email: 'ana.one@hris.test' }).expect(200);
    await t.http.put(`/api/users/${head.id}`).set(as(hr)).send({ email: 'ana.two@hris.test' }).expect(200);
    const first = t
      .outbox('ana.one@hris.test')
      .at(-1)!
      .match(/token=([A-Za-z0-9_-]+)/)![1];
    expect((await t.http.post('/api/users/email/confirm').send({ token: first })).status).toBe(422);
    const second = t
      .outbox('ana.two@hris.test')
      .at(-1)!
      .match(/token=([A-Za-z0-9_-]+)/)![1];
    // Someone else takes the address before the link is opened.
    await t.http.post('/api/users').set(as(hr)).send({ name: 'Other Ana', email: 'ana.two@hris.test', role_ids: [] }).expect(200);
    const taken = await t.http.post('/api/users/email/confirm').send({ token: second });
    expect(taken.status).toBe(422);
    expect((await t.db.select().from(users).where(eq(users.id, head.id)))[0]!.email).toBe('head@hris.test');
  });
});
