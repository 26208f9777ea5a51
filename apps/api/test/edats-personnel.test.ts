import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, makeEmployee, personnelIdOf } from './support/records';

// Issue 42 item 11: HR's page of one employee's eDATS (SPEC.md §2 /edats/personnel/{personnelId}/{view}) reads that
// person's rows from the lists HR already has, narrowed by `personnel_id`. Each such read of someone else's attendance,
// leave or requests is audited (RA 10173: who opened whose personal data), and an employee cannot use the filter to
// read a colleague's.

let t: TestApp;
let hr: string;
let staff: string;
let hrUser: number;
let staffId: number;
let otherId: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

const DAY_MS = 86_400_000;
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekdayOnOrAfter = (iso: string) => {
  let d = iso;
  while ([0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay())) d = addDays(d, 1);
  return d;
};

/** The read audit rows HR wrote of an entity, newest first, each naming whose rows were read. */
const readsOf = async (entity: string) =>
  query(`SELECT after FROM audit_log WHERE action = 'read' AND entity = $1 AND actor_user_id = $2 ORDER BY id DESC`, [entity, hrUser]);

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
  staffId = await personnelIdOf(t, 'staff@hris.test');
  // A colleague in the staff member's office, whose head recommends both travels.
  const [{ acronym }] = await query(`SELECT d.acronym FROM personnel p JOIN departments d ON d.id = p.department_id WHERE p.id = $1`, [staffId]);
  otherId = (await makeEmployee(t, { first: 'Rosa', last: 'Villanueva', department: acronym as string, email: 'rosa.villanueva@hris.test' })).personnelId;
  const colleague = await signIn(t, 'rosa.villanueva@hris.test');
  hrUser = (await query(`SELECT id FROM users WHERE email = 'hr@hris.test'`))[0]!.id as number;
  // Two people's travels, so a list narrowed to one of them is seen to leave the other out.
  const day = weekdayOnOrAfter(addDays(today, 10));
  for (const [token, destination] of [
    [staff, 'CHED Regional Office, Tuguegarao City'],
    [colleague, 'DBM Regional Office, Tuguegarao City'],
  ] as const) {
    const filed = await t.http
      .post('/api/official-business')
      .set(as(token))
      .send({ destination, purpose: 'Submit the quarterly report', date_from: day, date_to: day });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
  }
});
afterAll(async () => t.close());

describe("one employee's requests, for HR", () => {
  const lists = [
    { name: 'official business travel', path: '/api/official-business', rows: 'travels', entity: 'official_business_travel' },
    { name: 'time-log appeals', path: '/api/time-log-appeals', rows: 'appeals', entity: 'time_log_appeal' },
    { name: 'overtime', path: '/api/overtime', rows: 'overtime_requests', entity: 'overtime_request' },
    { name: 'schedule requests', path: '/api/work-schedules/requests', rows: 'requests', entity: 'work_schedule_request' },
  ] as const;

  for (const list of lists) {
    it(`${list.name}: HR's list narrowed to one person holds only theirs, and the read is audited`, async () => {
      const before = (await readsOf(list.entity)).length;
      const res = await t.http.get(list.path).query({ scope: 'all', personnel_id: staffId, per_page: 100 }).set(as(hr));
      expect(res.status).toBe(200);
      const people = (res.body[list.rows] as { personnel: { id: number } }[]).map((r) => r.personnel.id);
      expect(people.every((id) => id === staffId)).toBe(true);
      const reads = await readsOf(list.entity);
      expect(reads.length).toBe(before + 1);
      expect(reads[0]!.after).toMatchObject({ personnel_id: staffId });
    });

    it(`${list.name}: an employee cannot read a colleague's through the filter (403)`, async () => {
      const res = await t.http.get(list.path).query({ scope: 'all', personnel_id: otherId }).set(as(staff));
      expect(res.status).toBe(403);
    });
  }

  it('the travel list narrowed to the staff member leaves out the colleague’s', async () => {
    const all = await t.http.get('/api/official-business').query({ scope: 'all', per_page: 100 }).set(as(hr));
    expect((all.body.travels as { personnel: { id: number } }[]).some((r) => r.personnel.id === otherId)).toBe(true);
    const one = await t.http.get('/api/official-business').query({ scope: 'all', personnel_id: staffId, per_page: 100 }).set(as(hr));
    expect(one.body.travels.length).toBeGreaterThan(0);
    expect((one.body.travels as { personnel: { id: number } }[]).some((r) => r.personnel.id === otherId)).toBe(false);
  });

  it('an employee’s own list read with their own id writes no audit row', async () => {
    const staffUser = (await query(`SELECT id FROM users WHERE email = 'staff@hris.test'`))[0]!.id as number;
    const res = await t.http.get('/api/official-business').query({ scope: 'mine', personnel_id: staffId }).set(as(staff));
    expect(res.status).toBe(200);
    expect(await query(`SELECT 1 FROM audit_log WHERE action = 'read' AND actor_user_id = $1 AND entity = 'official_business_travel'`, [staffUser])).toEqual(
      [],
    );
  });
});

describe("one employee's logs and leave, for HR", () => {
  it('the attendance logs of one person are audited', async () => {
    const before = (await readsOf('attendance_logs')).length;
    const res = await t.http.get('/api/attendance/logs').query({ personnel_id: staffId }).set(as(hr));
    expect(res.status).toBe(200);
    expect((res.body.logs as { personnel_id: number }[]).every((l) => l.personnel_id === staffId)).toBe(true);
    const reads = await readsOf('attendance_logs');
    expect(reads.length).toBe(before + 1);
    expect(reads[0]!.after).toMatchObject({ personnel_id: staffId });
    expect((await t.http.get('/api/attendance/logs').query({ personnel_id: otherId }).set(as(staff))).status).toBe(403);
  });

  it('the leave applications of one person are audited', async () => {
    const before = (await readsOf('leave_application')).length;
    const res = await t.http.get('/api/leave/applications').query({ scope: 'all', personnel_id: staffId }).set(as(hr));
    expect(res.status).toBe(200);
    const reads = await readsOf('leave_application');
    expect(reads.length).toBe(before + 1);
    expect(reads[0]!.after).toMatchObject({ personnel_id: staffId });
    expect((await t.http.get('/api/leave/applications').query({ scope: 'all', personnel_id: otherId }).set(as(staff))).status).toBe(403);
  });

  it('the leave card of one person is audited; a colleague’s is refused', async () => {
    const before = (await readsOf('leave_card')).length;
    const res = await t.http.get(`/api/leave/${staffId}/ledger`).set(as(hr));
    expect(res.status).toBe(200);
    const reads = await readsOf('leave_card');
    expect(reads.length).toBe(before + 1);
    expect(reads[0]!.after).toMatchObject({ personnel_id: staffId });
    expect([403, 404]).toContain((await t.http.get(`/api/leave/${otherId}/ledger`).set(as(staff))).status);
  });
});
