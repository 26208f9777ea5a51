import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pesos } from '../src/domain/payroll';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { computeRun } from './support/payroll';
import { as, departmentId, personnelIdOf } from './support/records';

// Issue 36 (item 7) on a payroll: the HRMO's October run pays hr@ (who prepares it) and admin@ (who holds the Office of
// the President's role: the chain's second step). Nobody passes the run at two steps: accounting@, given the
// President's role too, certifies and cannot then approve. The approver whose own pay is in the run sees it said in
// the approval drawer, and the register marks the rows of the people who act on the run's steps.

let t: TestApp;
let hr: string;
let admin: string;
let accounting: string;
let run: number;
let requestId: number;
let adminPersonnel: number;
let hrPersonnel: number;
let accountingPersonnel: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const act = (token: string) => t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send({ action: 'approve' });
type Approver = { personnel_id: number; name: string; steps: string[]; acted: boolean };
type Row = { personnel_id: number; net: number };

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T09:00' });
  [hr, admin, accounting] = (await Promise.all(['hr@hris.test', 'admin@hris.test', 'accounting@hris.test'].map((e) => signIn(t, e)))) as [
    string,
    string,
    string,
  ];
  [adminPersonnel, hrPersonnel, accountingPersonnel] = (await Promise.all(
    ['admin@hris.test', 'hr@hris.test', 'accounting@hris.test'].map((e) => personnelIdOf(t, e)),
  )) as [number, number, number];
  const opened = await t.http
    .post('/api/payroll/runs')
    .set(as(hr))
    .send({ month: '2026-10', kind: 'regular', department_id: await departmentId(t, 'HRMO') });
  run = opened.body.run.id;
  expect((await computeRun(t, hr, run, { confirm_missing_dtr: true })).status).toBe(200);
});
afterAll(async () => t.close());

describe('the register marks the people who act on the run’s chain', () => {
  it('before the run is filed: the holders of the chain’s roles, not the preparer', async () => {
    const reg = await t.http.get(`/api/payroll/runs/${run}/register`).set(as(hr));
    expect(reg.status).toBe(200);
    expect(reg.body.rows.map((r: Row) => r.personnel_id)).toEqual(expect.arrayContaining([adminPersonnel, hrPersonnel]));
    const approvers: Approver[] = reg.body.approvers;
    expect(approvers.find((a) => a.personnel_id === adminPersonnel)).toMatchObject({ steps: ['Approved for payment'], acted: false, name: 'Maria Santos' });
    expect(approvers.find((a) => a.personnel_id === accountingPersonnel)).toMatchObject({ acted: false });
    expect(approvers.map((a) => a.personnel_id)).not.toContain(hrPersonnel);
  });
});

describe('nobody passes one payroll at two steps', () => {
  it('accounting@, holding the President’s role too, certifies and is refused the approval; nothing changes', async () => {
    const sent = await t.http.post(`/api/payroll/runs/${run}/submit`).set(as(hr));
    expect(sent.status).toBe(200);
    requestId = sent.body.run.approval_request_id;
    const roles = (await t.http.get('/api/roles').query({ per_page: 50 }).set(as(admin))).body.roles as { id: number; name: string }[];
    const president = roles.find((r) => r.name === 'Office of the President')!;
    const [{ id: accountingUser }] = await query(`SELECT id FROM users WHERE email = 'accounting@hris.test'`);
    const held = (await t.http.get(`/api/users/${accountingUser}`).set(as(admin))).body.user.roles.map((r: { id: number }) => r.id);
    expect(
      (
        await t.http
          .put(`/api/users/${accountingUser}`)
          .set(as(admin))
          .send({ role_ids: [...held, president.id] })
      ).status,
    ).toBe(200);

    expect((await act(accounting)).status).toBe(200);
    const twice = await act(accounting);
    expect(twice.status).toBe(403);
    expect(twice.body.message).toBe('You already certified this request at step 1; another holder of the role must act on this step.');
    const [request] = await query(`SELECT status, current_step FROM approval_requests WHERE id = $1`, [requestId]);
    expect(request).toEqual({ status: 'pending', current_step: 2 });
    expect(await query(`SELECT step, action FROM approval_actions WHERE request_id = $1`, [requestId])).toEqual([{ step: 1, action: 'approve' }]);
    expect((await t.http.get(`/api/payroll/runs/${run}`).set(as(hr))).body.run.status).toBe('reviewed');
  });

  it('the approval drawer tells admin@ that her own pay is in the run, and not accounting@', async () => {
    const reg = await t.http.get(`/api/payroll/runs/${run}/register`).set(as(hr));
    const own = reg.body.rows.find((r: Row) => r.personnel_id === adminPersonnel) as Row;
    const mine = await t.http.get(`/api/approval-requests/${requestId}/summary`).set(as(admin));
    expect(mine.status).toBe(200);
    expect(mine.body.summary.facts).toContainEqual({ label: 'Your own pay', value: `Your own pay is in this run: ${pesos(own.net)} net.` });
    const theirs = await t.http.get(`/api/approval-requests/${requestId}/summary`).set(as(accounting));
    expect(theirs.body.summary.facts.map((f: { label: string }) => f.label)).not.toContain('Your own pay');
  });

  it('the approval drawer gives the DTRs not submitted as a count, not the list the run page shows (issue 42 item 6)', async () => {
    const missing: { name: string }[] = (await t.http.get(`/api/payroll/runs/${run}`).set(as(hr))).body.run.missing_dtr;
    expect(missing.length).toBeGreaterThan(0);
    const facts: { label: string; value: string }[] = (await t.http.get(`/api/approval-requests/${requestId}/summary`).set(as(admin))).body.summary.facts;
    const line = facts.find((f) => f.label === 'DTRs not submitted');
    expect(line?.value).toBe(`${missing.length} ${missing.length === 1 ? 'office' : 'offices'}, listed on the payroll's page`);
    expect(line?.value).not.toContain(missing[0]!.name);
  });

  it('the register says who acted: accounting@ certified; admin@ approves', async () => {
    let approvers: Approver[] = (await t.http.get(`/api/payroll/runs/${run}/register`).set(as(hr))).body.approvers;
    expect(approvers.find((a) => a.personnel_id === accountingPersonnel)).toMatchObject({ acted: true });
    expect(approvers.find((a) => a.personnel_id === adminPersonnel)).toMatchObject({ acted: false, steps: ['Approved for payment'] });
    expect((await act(admin)).status).toBe(200);
    approvers = (await t.http.get(`/api/payroll/runs/${run}/register`).set(as(hr))).body.approvers;
    expect(approvers.find((a) => a.personnel_id === adminPersonnel)).toMatchObject({ acted: true });
  });
});
