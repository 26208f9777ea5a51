import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { departments, hashPassword, personnel, randomTotpSecret, roles, userRoles, users } from '@hris/db';
import { startRequest } from '../../src/modules/approvals';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { addDays, manilaToday } from '../support/dates';
import { as, departmentId, makeEmployee, officerWithRole, personnelIdOf } from '../support/records';

// Issue 15 item 11: a head named a subordinate officer-in-charge who then approved the head's own leave;
// HR set its own opening leave balance and added a manual punch for itself; HR cleared an item of its own
// separation. Nobody acts on their own records in these paths, and the HR office designates the OIC,
// from the department.

let t: TestApp;
let admin: string;
let hr: string;
let head: string;
let hrPersonnel: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, hr, head] = await Promise.all([signIn(t, 'admin@hris.test'), signIn(t, 'hr@hris.test'), signIn(t, 'head@hris.test')]);
  hrPersonnel = await personnelIdOf(t, 'hr@hris.test');
});
afterAll(async () => t.close());

describe('the officer-in-charge', () => {
  it('is designated by the HR office, not by the head', async () => {
    const cas = await departmentId(t, 'CAS');
    const staffPersonnel = await personnelIdOf(t, 'staff@hris.test');
    const byHead = await t.http.put(`/api/departments/${cas}/heads`).set(as(head)).send({ oic_personnel_id: staffPersonnel });
    expect(byHead.status).toBe(403);
    expect(byHead.body.message).toMatch(/HR office/);
    expect((await t.db.select().from(departments).where(eq(departments.id, cas)))[0]!.oicPersonnelId).toBeNull();
    // The head's page sends the OIC as it stands with the DTR clerk: no change is no refusal.
    expect(
      (await t.http.put(`/api/departments/${cas}/heads`).set(as(head)).send({ oic_personnel_id: null, dtr_clerk_personnel_id: staffPersonnel })).status,
    ).toBe(200);

    const byHr = await t.http.put(`/api/departments/${cas}/heads`).set(as(hr)).send({ oic_personnel_id: staffPersonnel });
    expect(byHr.status).toBe(200);
    expect(byHr.body.department.oic).toMatchObject({ id: staffPersonnel });
    // Once named, the head cannot clear or change it either.
    expect((await t.http.put(`/api/departments/${cas}/heads`).set(as(head)).send({ oic_personnel_id: null })).status).toBe(403);
  });

  it('is a person of the department or one of its units, and not the one who designates', async () => {
    const cas = await departmentId(t, 'CAS');
    const outsider = await t.http
      .put(`/api/departments/${cas}/heads`)
      .set(as(hr))
      .send({ oic_personnel_id: await personnelIdOf(t, 'admin@hris.test') });
    expect(outsider.status).toBe(422);
    expect(outsider.body.errors.oic_personnel_id).toEqual(['The officer-in-charge must be a person of this department or one of its units.']);
    const hrmo = await departmentId(t, 'HRMO');
    const self = await t.http.put(`/api/departments/${hrmo}/heads`).set(as(hr)).send({ oic_personnel_id: hrPersonnel });
    expect(self.status).toBe(403);
    expect(self.body.message).toMatch(/Another officer of the HR office/);
  });
});

describe('approvals', () => {
  it('nobody acts on a request of their own personnel record, even from another account', async () => {
    // The employee files a request, then their record is moved to a new account that holds the HR Office role.
    const { personnelId, userId: oldAccount } = await makeEmployee(t, { first: 'Rita', last: 'Avila', department: 'CAS', email: 'rita.old@hris.test' });
    const request = await startRequest(t.app.deps, { type: 'coe_request', requesterUserId: oldAccount!, title: 'COE for a visa' });
    expect((await t.http.post(`/api/approval-requests/${request.id}/act`).set(as(head)).send({ action: 'approve' })).status).toBe(200);
    await t.db.update(users).set({ personnelId: null }).where(eq(users.id, oldAccount!));
    const [hrRole] = await t.db.select().from(roles).where(eq(roles.name, 'HR Office'));
    const [newAccount] = await t.db
      .insert(users)
      .values({
        email: 'rita.new@hris.test',
        name: 'Rita Avila',
        passwordHash: await hashPassword('Demo#2026'),
        personnelId,
        twoFactorSecret: randomTotpSecret(),
      })
      .returning();
    await t.db.insert(userRoles).values({ userId: newAccount!.id, roleId: hrRole!.id });
    const rita = await signIn(t, 'rita.new@hris.test');

    expect((await t.http.get('/api/approval-requests/waiting').set(as(rita))).body.requests.map((r: { id: number }) => r.id)).not.toContain(request.id);
    const own = await t.http.post(`/api/approval-requests/${request.id}/act`).set(as(rita)).send({ action: 'approve' });
    expect(own.status).toBe(403);
    expect((await t.http.post(`/api/approval-requests/${request.id}/act`).set(as(hr)).send({ action: 'approve' })).status).toBe(200);
  });
});

describe('nobody acts on two steps of one request (issue 36)', () => {
  it('even when the chain names the same role at both: another holder of the role acts on the later one', async () => {
    // A college's chain that gives the HR office two steps (the editor allows it: two holders of a role may act).
    const [hrRole] = await t.db.select().from(roles).where(eq(roles.name, 'HR Office'));
    const chain = await t.http
      .post('/api/approval-chains')
      .set(as(admin))
      .send({
        request_type: 'coe_request',
        department_id: await departmentId(t, 'CAS'),
        name: 'COE (CAS, HR twice)',
        steps: [
          { actor_kind: 'department_head', role_id: null, personnel_id: null, label: 'Recommending approval' },
          { actor_kind: 'role', role_id: hrRole!.id, personnel_id: null, label: 'Checked against the records' },
          { actor_kind: 'role', role_id: hrRole!.id, personnel_id: null, label: 'Approved' },
        ],
      });
    expect(chain.status).toBe(200);
    const { userId: requester } = await makeEmployee(t, { first: 'Lino', last: 'Brocka', department: 'CAS', email: 'lino.brocka@hris.test' });
    const request = await startRequest(t.app.deps, { type: 'coe_request', requesterUserId: requester!, title: 'COE for a bank loan' });
    const act = (token: string) => t.http.post(`/api/approval-requests/${request.id}/act`).set(as(token)).send({ action: 'approve' });
    const waiting = async (token: string) =>
      ((await t.http.get('/api/approval-requests/waiting').set(as(token))).body.requests as { id: number }[]).map((r) => r.id);
    const other = await officerWithRole(t, { first: 'Lualhati', last: 'Bautista', email: 'lualhati.bautista@hris.test', role: 'HR Office' });
    expect((await act(head)).status).toBe(200);
    expect(await waiting(hr)).toContain(request.id);
    expect((await act(hr)).status).toBe(200);
    // Step 3 waits for the HR office: its other holder is told, not hr@, who acted on step 2.
    const told = async (userId: number) =>
      (
        await t.db.$client.query(`SELECT 1 FROM notifications WHERE user_id = $1 AND link = $2 AND description LIKE '%— Approved'`, [
          userId,
          `/approvals?id=${request.id}`,
        ])
      ).rowCount;
    expect(await told(other.userId)).toBe(1);
    const hrUser = (await t.db.select().from(users).where(eq(users.email, 'hr@hris.test')))[0]!;
    expect(await told(hrUser.id)).toBe(0);

    // hr@ passed step 2: step 3 names the HR office again, but neither the list, the count nor the drawer offers it to hr@.
    expect(await waiting(hr)).not.toContain(request.id);
    const seen = await t.http.get(`/api/approval-requests/${request.id}`).set(as(hr));
    expect(seen.status).toBe(200);
    expect(seen.body.request.can_act).toBe(false);
    const twice = await act(hr);
    expect(twice.status).toBe(403);
    expect(twice.body.message).toMatch(/^You already \w+ this request at step 2; another holder of the role must act on this step\.$/);

    expect(await waiting(other.token)).toContain(request.id);
    expect((await act(other.token)).status).toBe(200);
  });
});

describe('the HR office on its own records', () => {
  it('does not set its own opening leave balance, one by one or from a CSV', async () => {
    const own = await t.http
      .post(`/api/leave/${hrPersonnel}/opening-balance`)
      .set(as(hr))
      .send({ as_of: addDays(manilaToday(), -40), vl: 300, sl: 300 });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Another officer of the HR office must set your own opening balance.');
    const [me] = await t.db.select().from(personnel).where(eq(personnel.id, hrPersonnel));
    const { personnelId: other } = await makeEmployee(t, { first: 'Nora', last: 'Aunor', department: 'CAS' });
    await t.db.update(personnel).set({ idno: 'SOD-0001' }).where(eq(personnel.id, other));
    const csv = `idno,as_of,vl,sl\n${me!.idno},${addDays(manilaToday(), -40)},300,300\nSOD-0001,${addDays(manilaToday(), -40)},12,12\n`;
    const res = await t.http
      .post('/api/leave/opening-balances/import')
      .set(as(hr))
      .attach('file', Buffer.from(csv), { filename: 'opening.csv', contentType: 'text/csv' });
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(1);
    expect(res.body.rejected).toEqual([{ line: 2, idno: me!.idno, message: 'Another officer of the HR office must set your own opening balance.' }]);
    const { rows } = await t.db.$client.query(`SELECT vl::float8 FROM leave_opening_balances WHERE personnel_id = $1`, [hrPersonnel]);
    expect(rows.map((r) => r.vl)).not.toContain(300);
    // Another officer may.
    expect(
      (
        await t.http
          .post(`/api/leave/${hrPersonnel}/opening-balance`)
          .set(as(admin))
          .send({ as_of: addDays(manilaToday(), -40), vl: 12, sl: 12 })
      ).status,
    ).toBe(200);
  });

  it('does not add punches for itself, by hand or through the import', async () => {
    const at = `${addDays(manilaToday(), -1)}T08:00:00+08:00`;
    const manual = await t.http.post('/api/attendance/logs/manual').set(as(hr)).send({ personnel_id: hrPersonnel, timestamp: at, reason: 'Forgot to punch' });
    expect(manual.status).toBe(403);
    expect(manual.body.message).toBe('Another officer of the HR office must add your own time logs.');
    const imported = await t.http
      .post('/api/attendance/logs')
      .set(as(hr))
      .send({ logs: [{ personnel_id: hrPersonnel, timestamp: at }] });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ inserted: 0, skipped: [{ index: 0, reason: 'Another officer of the HR office must add your own time logs.' }] });
    const { rows } = await t.db.$client.query(`SELECT id FROM attendance_logs WHERE personnel_id = $1`, [hrPersonnel]);
    expect(rows).toEqual([]);
    expect(
      (await t.http.post('/api/attendance/logs/manual').set(as(admin)).send({ personnel_id: hrPersonnel, timestamp: at, reason: 'Forgot to punch' })).status,
    ).toBe(200);
  });

  it('does not clear or cancel its own separation', async () => {
    const created = await t.http
      .post('/api/separations')
      .set(as(admin))
      .send({ personnel_id: hrPersonnel, cause: 'resignation', effective_date: addDays(manilaToday(), 30) });
    expect(created.status).toBe(200);
    const id = created.body.separation.id as number;
    const seen = await t.http.get(`/api/separations/${id}`).set(as(hr));
    const items = seen.body.separation.clearance_items as { id: number; can_clear: boolean }[];
    expect(items.every((i) => !i.can_clear)).toBe(true);
    const clear = await t.http.put(`/api/separations/${id}/clearance/${items[0]!.id}`).set(as(hr)).send({ status: 'cleared' });
    expect(clear.status).toBe(403);
    expect(clear.body.message).toBe('Another officer must clear the items of your own separation.');
    expect((await t.http.post(`/api/separations/${id}/cancel`).set(as(hr))).status).toBe(403);
    expect((await t.http.put(`/api/separations/${id}/clearance/${items[0]!.id}`).set(as(admin)).send({ status: 'cleared' })).status).toBe(200);
  });
});
