import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { addDays, manilaToday, weekdayFrom } from './support/dates';
import { as, personnelIdOf } from './support/records';

// A decision is one unit of work (issue 18, found by `npm run test:crash`): the step's advance and the module's effect
// (the leave's status, its days with pay, its certification) commit together or not at all. Here the effect fails
// after the request has advanced, as a crash at that moment would cut it: nothing of the decision may stay.

let t: TestApp;
let hr: string;
let head: string;
// The head of agency (the Office of the President): decides the leave HR certified (issue 36).
let admin: string;
let staff: string;
let staffId: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

beforeAll(async () => {
  t = await createTestApp();
  [hr, head, staff, admin] = await Promise.all([
    signIn(t, 'hr@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'staff@hris.test'),
    signIn(t, 'admin@hris.test'),
  ]);
  staffId = await personnelIdOf(t, 'staff@hris.test');
  await query(`INSERT INTO pds_entries (personnel_id, section, data) VALUES ($1, 'personal', '{"sex":"male"}')`, [staffId]);
  await query(`DELETE FROM holidays`);
});
afterAll(async () => {
  await query(`DROP TRIGGER IF EXISTS crash_here ON leave_applications`);
  await query(`DROP FUNCTION IF EXISTS crash_here()`);
  await t.close();
});

const act = (token: string, requestId: number, action = 'approve') => t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send({ action });

/** A one-day VL on the `nth` working day from `daysAhead` days on. */
async function fileLeave(daysAhead: number, nth = 0): Promise<{ id: number; requestId: number }> {
  const vl = (await query(`SELECT id FROM leave_types WHERE code = 'VL'`))[0].id as number;
  const day = weekdayFrom(addDays(manilaToday(), daysAhead), nth);
  const res = await t.http
    .post('/api/leave/applications')
    .set(as(staff))
    .send({ leave_type_id: vl, date_from: day, date_to: day, details: { location: 'philippines', location_detail: 'Baguio City' } });
  expect(res.status).toBe(200);
  return { id: res.body.leave_application.id, requestId: res.body.leave_application.approval_request_id };
}

describe('a decision commits whole or not at all', () => {
  it('the last approval whose leave cannot be marked approved leaves the request where it was, and goes through once it can', async () => {
    const leave = await fileLeave(12);
    expect((await act(head, leave.requestId)).status).toBe(200);
    expect((await act(hr, leave.requestId)).status).toBe(200);
    const before = (await query(`SELECT current_step, status FROM approval_requests WHERE id = $1`, [leave.requestId]))[0];
    const actionsBefore = (await query(`SELECT count(*)::int AS n FROM approval_actions WHERE request_id = $1`, [leave.requestId]))[0].n;

    // The leave's own write fails, after the request was advanced to 'approved' in the same transaction.
    await query(`CREATE FUNCTION crash_here() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.status = 'approved' THEN RAISE EXCEPTION 'the power went out'; END IF; RETURN NEW; END $$`);
    await query(`CREATE TRIGGER crash_here BEFORE UPDATE ON leave_applications FOR EACH ROW EXECUTE FUNCTION crash_here()`);
    const cut = await act(admin, leave.requestId);
    expect(cut.status).toBe(500);
    expect((await query(`SELECT current_step, status FROM approval_requests WHERE id = $1`, [leave.requestId]))[0]).toEqual(before);
    expect((await query(`SELECT status, certification FROM leave_applications WHERE id = $1`, [leave.id]))[0].status).toBe('pending');
    expect((await query(`SELECT count(*)::int AS n FROM approval_actions WHERE request_id = $1`, [leave.requestId]))[0].n).toBe(actionsBefore);
    expect(
      await query(`SELECT 1 FROM audit_log WHERE entity = 'approval_request' AND entity_id = $1 AND after->>'status' = 'approved'`, [String(leave.requestId)]),
    ).toEqual([]);

    await query(`DROP TRIGGER crash_here ON leave_applications`);
    const again = await act(admin, leave.requestId);
    expect(again.status).toBe(200);
    const [request] = await query(`SELECT status FROM approval_requests WHERE id = $1`, [leave.requestId]);
    const [row] = await query(`SELECT status, days_with_pay, days_without_pay FROM leave_applications WHERE id = $1`, [leave.id]);
    expect([request.status, row.status, Number(row.days_with_pay) + Number(row.days_without_pay)]).toEqual(['approved', 'approved', 1]);
  });

  it('a withdrawal whose leave cannot follow leaves the request pending', async () => {
    const leave = await fileLeave(20);
    await query(`CREATE OR REPLACE FUNCTION crash_here() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.status = 'cancelled' THEN RAISE EXCEPTION 'the power went out'; END IF; RETURN NEW; END $$`);
    await query(`CREATE TRIGGER crash_here BEFORE UPDATE ON leave_applications FOR EACH ROW EXECUTE FUNCTION crash_here()`);
    expect((await t.http.post(`/api/approval-requests/${leave.requestId}/cancel`).set(as(staff))).status).toBe(500);
    expect((await query(`SELECT status FROM approval_requests WHERE id = $1`, [leave.requestId]))[0].status).toBe('pending');
    await query(`DROP TRIGGER crash_here ON leave_applications`);
    expect((await t.http.post(`/api/approval-requests/${leave.requestId}/cancel`).set(as(staff))).status).toBe(200);
    expect((await query(`SELECT status FROM leave_applications WHERE id = $1`, [leave.id]))[0].status).toBe('cancelled');
  });

  it('approvals of one person’s leave at the same moment do not deadlock (the card writer’s lock is taken first)', async () => {
    const leaves: { id: number; requestId: number }[] = [];
    for (let k = 0; k < 6; k++) leaves.push(await fileLeave(30, k * 3));
    for (const l of leaves) expect((await act(head, l.requestId)).status).toBe(200);
    for (const l of leaves) expect((await act(hr, l.requestId)).status).toBe(200);
    const answers = await Promise.all(leaves.map((l) => act(admin, l.requestId)));
    expect(answers.map((a) => a.status)).toEqual(leaves.map(() => 200));
    const rows = await query(`SELECT status FROM leave_applications WHERE id = ANY($1::int[])`, [leaves.map((l) => l.id)]);
    expect(rows.map((r) => r.status)).toEqual(leaves.map(() => 'approved'));
  });
});
