import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, departmentId, makeEmployee, personnelIdOf } from './support/records';

// The connected office (issue 24; SPEC.md §2 /account/connectedoffice) through HTTP. staff@ (CAS, whose head is head@)
// sees the offices the records give him, each with why; he asks to be connected to the accounting office (ACCTG), whose
// head is made accounting@ here; the request waits for accounting@, not for his own head, and is decided by her; the
// connection then shows, and ends. The clock is Monday 23 November 2026, 9 am in Manila.

let t: TestApp;
let staff: string;
let head: string; // head@: heads CAS, staff's own head
let accounting: string; // accounting@: made head of ACCTG
let acctg: number;
let cas: number;
const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows as T[];

type Office = { office: { id: number; fullname: string }; tie: string; why: string; connection_id: number | null };
type Connection = {
  id: number;
  status: string;
  office: { id: number };
  approval_request_id: number | null;
  ended_on: string | null;
  decided_by: string | null;
};
const mine = async (token: string) => (await t.http.get('/api/connected-offices').set(as(token))).body as { offices: Office[]; requests: Connection[] };
const ask = (token: string, body: Record<string, unknown>) => t.http.post('/api/connected-offices').set(as(token)).send(body);
const waiting = async (token: string) =>
  ((await t.http.get('/api/approval-requests/waiting').set(as(token))).body as { requests: { id: number; request_type: string }[] }).requests;
const act = (token: string, id: number, action = 'approve', remarks?: string) =>
  t.http.post(`/api/approval-requests/${id}/act`).set(as(token)).send({ action, remarks });
const notices = async (email: string) =>
  query<{ title: string; description: string }>(
    `SELECT n.title, n.description FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 ORDER BY n.id`,
    [email],
  );

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-23T09:00' });
  acctg = await departmentId(t, 'ACCTG');
  cas = await departmentId(t, 'CAS');
  await query(`UPDATE departments SET head_personnel_id = $2, oic_personnel_id = NULL WHERE id = $1`, [acctg, await personnelIdOf(t, 'accounting@hris.test')]);
  [staff, head, accounting] = await Promise.all([signIn(t, 'staff@hris.test'), signIn(t, 'head@hris.test'), signIn(t, 'accounting@hris.test')]);
});
afterAll(async () => t.close());

describe('the offices from the records', () => {
  it('the employee sees his office and the units under it; the head sees CAS as her office and as Head; a DTR clerk and an OIC see those', async () => {
    const [unit] = await query<{ id: number }>(
      `INSERT INTO departments (fullname, acronym, campus_id, parent_id) VALUES ('CAS Math Unit', 'CASMU', 1, $1) RETURNING id`,
      [cas],
    );
    const clerk = await makeEmployee(t, { first: 'Dora', last: 'Clerk', department: 'ACCTG' });
    await query(`UPDATE departments SET dtr_clerk_personnel_id = $2 WHERE id = $1`, [cas, await personnelIdOf(t, 'staff@hris.test')]);
    try {
      const s = await mine(staff);
      expect(s.offices.map((o) => [o.office.fullname, o.why])).toEqual(
        expect.arrayContaining([
          [expect.stringMatching(/Arts and Sciences/), 'Your office'],
          ['CAS Math Unit', 'Unit under your office'],
          [expect.stringMatching(/Arts and Sciences/), 'DTR clerk'],
        ]),
      );
      const h = await mine(head);
      expect(h.offices.filter((o) => o.office.id === cas).map((o) => o.why)).toEqual(['Your office', 'Head']);
      expect(clerk.personnelId).toBeGreaterThan(0);
    } finally {
      await query(`UPDATE departments SET dtr_clerk_personnel_id = NULL WHERE id = $1`, [cas]);
      await query(`DELETE FROM departments WHERE id = $1`, [unit!.id]);
    }
  });
});

describe('a request to be connected', () => {
  it('is refused for his own office, an unknown or inactive office, an office nobody heads, and without a reason', async () => {
    expect((await ask(staff, { department_id: cas, reason: 'x' })).body.errors.department_id[0]).toMatch(/You already belong to .*Your office/);
    expect((await ask(staff, { department_id: 999999, reason: 'x' })).body.errors.department_id[0]).toBe('The selected office is invalid.');
    const [inactive] = await query<{ id: number }>(
      `INSERT INTO departments (fullname, acronym, campus_id, is_active) VALUES ('Closed Office', 'CLO', 1, false) RETURNING id`,
    );
    const r1 = await ask(staff, { department_id: inactive!.id, reason: 'x' });
    expect(r1.status).toBe(422);
    expect(r1.body.errors.department_id[0]).toMatch(/inactive/);
    const [headless] = await query<{ id: number }>(`INSERT INTO departments (fullname, acronym, campus_id) VALUES ('Headless Office', 'HLO', 1) RETURNING id`);
    const r2 = await ask(staff, { department_id: headless!.id, reason: 'x' });
    expect(r2.status).toBe(422);
    expect(r2.body.errors.department_id[0]).toBe(
      'Headless Office has no head to decide on your request. Ask the HR office to name its head or officer-in-charge.',
    );
    const r3 = await ask(staff, { department_id: acctg, reason: '   ' });
    expect(r3.status).toBe(422);
    expect(r3.body.errors.reason[0]).toBe('The reason field is required.');
    expect((await query(`SELECT 1 FROM office_connections`)).length).toBe(0);
  });

  it("waits for the asked office's head, not the requester's own; she is told; a second request is refused; she approves and he is told", async () => {
    const res = await ask(staff, { department_id: acctg, reason: 'I keep the accounting vouchers of the college.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const connection = res.body.connection as Connection;
    expect(connection.status).toBe('pending');
    const requestId = connection.approval_request_id!;
    const [stored] = await query<{ department_id: number }>(`SELECT department_id FROM approval_requests WHERE id = $1`, [requestId]);
    expect(stored!.department_id).toBe(acctg);

    expect((await waiting(accounting)).map((r) => r.id)).toContain(requestId);
    expect((await waiting(head)).map((r) => r.id)).not.toContain(requestId);
    expect((await notices('accounting@hris.test')).map((n) => n.title)).toContain('Connection to another office waits for you');
    expect((await act(head, requestId)).status).toBe(403);
    expect((await act(staff, requestId)).status).toBe(403);

    const again = await ask(staff, { department_id: acctg, reason: 'Again' });
    expect(again.status).toBe(422);
    expect(again.body.errors.department_id[0]).toMatch(/already asked/);

    const summary = await t.http.get(`/api/approval-requests/${requestId}/summary`).set(as(accounting));
    expect(summary.body.summary.facts).toEqual(expect.arrayContaining([{ label: 'Reason', value: 'I keep the accounting vouchers of the college.' }]));

    expect((await act(accounting, requestId, 'approve')).status).toBe(200);
    const after = await mine(staff);
    expect(after.requests[0]!.status).toBe('approved');
    expect(after.requests[0]!.decided_by).toBe('Carmen Villanueva');
    const line = after.offices.find((o) => o.tie === 'connected')!;
    expect(line.office.id).toBe(acctg);
    // The day is the decision's, as the chain recorded it.
    expect(line.why).toMatch(/^Connected since [A-Z][a-z]+ \d{1,2}, \d{4} \(approved by Carmen Villanueva\)$/);
    expect((await notices('staff@hris.test')).map((n) => n.title)).toContain('Connection to another office was approved');

    // Now he belongs to it: asking again is refused as belonging.
    expect((await ask(staff, { department_id: acctg, reason: 'x' })).body.errors.department_id[0]).toMatch(/already belong .*Connected since/);

    // The head sees him among the people connected to her office; his own head does not.
    const people = (await t.http.get('/api/connected-offices/people').set(as(accounting))).body.connections as Connection[];
    expect(people.map((c) => c.id)).toContain(connection.id);
    expect(((await t.http.get('/api/connected-offices/people').set(as(head))).body.connections as Connection[]).map((c) => c.id)).not.toContain(connection.id);
    const [audit] = await query(`SELECT 1 FROM audit_log WHERE entity = 'office_connections' AND action = 'read' LIMIT 1`);
    expect(audit).toBeTruthy();
  });

  it('ends: only the employee or the office head may end it; ended today, the other side is told', async () => {
    const id = (await mine(staff)).requests.find((r) => r.status === 'approved')!.id;
    expect((await t.http.post(`/api/connected-offices/${id}/end`).set(as(head))).status).toBe(404);
    t.clock.set!('2026-11-23T16:00');
    const res = await t.http.post(`/api/connected-offices/${id}/end`).set(as(accounting));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.connection.status).toBe('ended');
    expect(res.body.connection.ended_on).toBe('2026-11-23');
    expect((await notices('staff@hris.test')).map((n) => n.title)).toContain('Your connection to an office ended');
    expect((await mine(staff)).offices.some((o) => o.tie === 'connected')).toBe(false);
    expect((await t.http.post(`/api/connected-offices/${id}/end`).set(as(staff))).status).toBe(422);
  });

  it('the employee cancels a pending request; the head has nothing waiting any more; it can be asked again', async () => {
    const res = await ask(staff, { department_id: acctg, reason: 'Once more' });
    expect(res.status).toBe(200);
    const c = res.body.connection as Connection;
    expect((await t.http.post(`/api/connected-offices/${c.id}/cancel`).set(as(head))).status).toBe(404);
    const cancelled = await t.http.post(`/api/connected-offices/${c.id}/cancel`).set(as(staff));
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await mine(staff)).requests.find((r) => r.id === c.id)!.status).toBe('cancelled');
    expect((await waiting(accounting)).map((r) => r.id)).not.toContain(c.approval_request_id);
    const returned = await ask(staff, { department_id: acctg, reason: 'And again' });
    expect(returned.status).toBe(200);
    expect((await act(accounting, (returned.body.connection as Connection).approval_request_id!, 'disapprove', 'Not needed')).status).toBe(200);
    expect((await mine(staff)).requests[0]!.status).toBe('disapproved');
  });

  it('the head cannot decide her own request to another office; its head does', async () => {
    const res = await ask(head, { department_id: acctg, reason: 'Joint programme' });
    expect(res.status).toBe(200);
    const requestId = (res.body.connection as Connection).approval_request_id!;
    expect((await act(head, requestId)).status).toBe(403);
    expect((await waiting(accounting)).map((r) => r.id)).toContain(requestId);
  });
});

describe('startRequest without an office', () => {
  it("a leave still goes to the requester's own head", async () => {
    const [vl] = await query<{ id: number }>(`SELECT id FROM leave_types WHERE code = 'VL'`);
    const res = await t.http
      .post('/api/leave/applications')
      .set(as(staff))
      .send({ leave_type_id: vl!.id, date_from: '2026-12-02', date_to: '2026-12-02', details: { location: 'philippines', location_detail: 'Baguio City' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const requestId = res.body.leave_application.approval_request_id as number;
    const [stored] = await query<{ department_id: number }>(`SELECT department_id FROM approval_requests WHERE id = $1`, [requestId]);
    expect(stored!.department_id).toBe(cas);
    expect((await waiting(head)).map((r) => r.id)).toContain(requestId);
    expect((await waiting(accounting)).map((r) => r.id)).not.toContain(requestId);
  });
});
