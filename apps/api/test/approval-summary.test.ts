import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { addDays, manilaToday, weekdayFrom } from './support/dates';
import { as, makeEmployee, personnelIdOf } from './support/records';

// The approval drawer's summary (issue 17): the request's details in the users' words, the person's credits,
// and for a leave the 7.A certification HR sees before certifying — the same figures approval then stores.

let t: TestApp;
let hr: string;
let head: string;
let staff: string;
let outsider: string;
let staffId: number;
let hrUserId: number;
let typeId: Record<string, number>;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const today = manilaToday();

const summary = (token: string, requestId: number | string) => t.http.get(`/api/approval-requests/${requestId}/summary`).set(as(token));
const act = (token: string, requestId: number) => t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send({ action: 'approve' });
const valueOf = (lines: { label: string; value: string }[], label: string) => lines.find((l) => l.label === label)?.value;
const reads = async (requestId: number) =>
  query(`SELECT actor_user_id, after FROM audit_log WHERE action = 'read' AND entity = 'approval_request' AND entity_id = $1 ORDER BY id`, [String(requestId)]);

beforeAll(async () => {
  t = await createTestApp();
  [hr, head, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'head@hris.test'), signIn(t, 'staff@hris.test')]);
  staffId = await personnelIdOf(t, 'staff@hris.test');
  hrUserId = (await query(`SELECT id FROM users WHERE email = 'hr@hris.test'`))[0].id as number;
  await makeEmployee(t, { first: 'Nestor', last: 'Outside', department: 'CCS', email: 'nestor.outside@hris.test' });
  outsider = await signIn(t, 'nestor.outside@hris.test');
  typeId = Object.fromEntries((await query(`SELECT code, id FROM leave_types`)).map((r) => [r.code, r.id]));
  // Staff is a man (PDS part I); no holiday may fall on the test's dates.
  await query(`INSERT INTO pds_entries (personnel_id, section, data) VALUES ($1, 'personal', '{"sex":"male"}')`, [staffId]);
  await query(`DELETE FROM holidays`);
});
afterAll(async () => t.close());

describe('a vacation leave waiting for HR to certify', () => {
  // Two working days at least 8 days ahead: in the future, so no absence is charged on them.
  const first = weekdayFrom(addDays(today, 8));
  const second = weekdayFrom(first, 1);
  let id: number;
  let requestId: number;
  let balancesBefore: { vl: number; sl: number; spl: number; forced_leave_remaining: number };
  let preview: Record<string, unknown>;

  beforeAll(async () => {
    balancesBefore = (await t.http.get(`/api/leave/${staffId}/balances`).set(as(staff))).body.balances;
    const filed = await t.http
      .post('/api/leave/applications')
      .set(as(staff))
      .send({
        leave_type_id: typeId.VL,
        date_from: first,
        date_to: second,
        details: { location: 'philippines', location_detail: 'Baguio City, to visit my parents' },
      });
    expect(filed.status).toBe(200);
    id = filed.body.leave_application.id;
    requestId = filed.body.leave_application.approval_request_id;
    expect((await act(head, requestId)).status).toBe(200); // the head recommends; HR certifies next
  });

  it('shows HR the details in the users’ words and the credits held, with three decimals', async () => {
    const res = await summary(hr, requestId);
    expect(res.status).toBe(200);
    const { facts, balances } = res.body.summary;
    expect(valueOf(facts, 'Leave type')).toBe('Vacation Leave');
    expect(valueOf(facts, 'Working days')).toBe('2 days');
    expect(valueOf(facts, 'Where spent')).toBe('Within the Philippines: Baguio City, to visit my parents');
    expect(valueOf(facts, 'Commutation')).toBe('Not requested');
    // "November 3–5, 2026" or across months: the dates read as the pages write them, never 2026-11-03.
    expect(valueOf(facts, 'Dates')).toMatch(/^[A-Z][a-z]+ \d{1,2}/);
    expect(valueOf(facts, 'Dates')).not.toMatch(/\d{4}-\d{2}/);
    expect(valueOf(balances, 'Vacation leave')).toBe(`${balancesBefore.vl.toFixed(3)} days`);
    expect(valueOf(balances, 'Sick leave')).toBe(`${balancesBefore.sl.toFixed(3)} days`);
    expect(valueOf(balances, 'Forced leave left this year')).toBe(`${balancesBefore.forced_leave_remaining.toFixed(3)} days`);
    expect(valueOf(balances, 'Special privilege leave left')).toBe(`${balancesBefore.spl.toFixed(3)} days`);
  });

  it('previews 7.A before HR certifies, and approval stores the very same figures', async () => {
    const res = await summary(hr, requestId);
    preview = res.body.summary.certification;
    expect(preview).toMatchObject({
      as_of: today,
      vl: { total_earned: balancesBefore.vl, less_this_application: 2, balance: Number((balancesBefore.vl - 2).toFixed(3)) },
      sl: { total_earned: balancesBefore.sl, less_this_application: 0, balance: balancesBefore.sl },
      certified_by: null,
    });
    // Nothing was stored by looking.
    expect((await t.http.get(`/api/leave/applications/${id}`).set(as(staff))).body.leave_application.certification).toBeNull();

    expect((await act(hr, requestId)).status).toBe(200);
    const stored = (await t.http.get(`/api/leave/applications/${id}`).set(as(staff))).body.leave_application.certification;
    expect(stored.certified_by).toBeTruthy();
    expect({ ...stored, certified_by: null }).toEqual(preview);
    // Once certified, the drawer shows what was certified, with who certified it.
    expect((await summary(staff, requestId)).body.summary.certification).toEqual(stored);
  });

  it('audits the read of another person’s request, not the requester’s own', async () => {
    const logged = await reads(requestId);
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged.every((r) => r.actor_user_id === hrUserId)).toBe(true);
    expect(logged[0]!.after).toMatchObject({ personnel_id: staffId, what: 'Leave application: details and balances' });
    const count = logged.length;
    expect((await summary(staff, requestId)).status).toBe(200);
    expect(await reads(requestId)).toHaveLength(count);
  });

  it('answers the requester and whoever acted before, and 404 to another staff member', async () => {
    expect((await summary(staff, requestId)).status).toBe(200);
    expect((await summary(head, requestId)).status).toBe(200);
    const before = (await reads(requestId)).length;
    const res = await summary(outsider, requestId);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The request was not found.', error: 'The request was not found.' });
    expect(await reads(requestId)).toHaveLength(before); // refused: nothing was read
  });
});

describe('other request types', () => {
  it('describes an official business travel: destination, purpose and dates; no credits', async () => {
    const day = weekdayFrom(addDays(today, 10));
    const filed = await t.http
      .post('/api/official-business')
      .set(as(staff))
      .send({ destination: 'CHED Regional Office, Tuguegarao City', purpose: 'Submit the program compliance report', date_from: day, date_to: day });
    expect(filed.status).toBe(200);
    const res = await summary(head, filed.body.travel.approval_request_id);
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ balances: [], certification: null });
    expect(valueOf(res.body.summary.facts, 'Destination')).toBe('CHED Regional Office, Tuguegarao City');
    expect(valueOf(res.body.summary.facts, 'Purpose')).toBe('Submit the program compliance report');
    expect(valueOf(res.body.summary.facts, 'Hours')).toBe('Whole day');
  });

  it('describes an overtime: the day, the hours and the work, with the COC the person holds today', async () => {
    const day = weekdayFrom(addDays(today, 3));
    const filed = await t.http
      .post('/api/overtime')
      .set(as(staff))
      .send({ date: day, start_time: '17:00', end_time: '19:30', purpose: 'Encode the enrolment records' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const res = await summary(head, filed.body.overtime_request.approval_request_id);
    expect(res.status).toBe(200);
    const { facts, balances } = res.body.summary;
    expect(valueOf(facts, 'Hours')).toBe('5:00 PM to 7:30 PM (2.500 hours)');
    expect(valueOf(facts, 'Work to be done')).toBe('Encode the enrolment records');
    expect(valueOf(balances, 'COC')).toMatch(/^\d+\.\d{3} hours?$/);
  });
});

describe('bad ids', () => {
  it('refuses an id that is not a number or out of range with the one error shape, and 404s one that does not exist', async () => {
    for (const bad of ['abc', '0', '99999999999']) {
      const res = await summary(hr, bad);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ message: expect.any(String), error: expect.any(String), errors: { id: [expect.any(String)] } });
    }
    const missing = await summary(hr, 2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The request was not found.');
  });
});
