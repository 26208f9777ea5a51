import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveDayWeight } from '../../src/domain/leave-rules';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { addDays, manilaToday, weekdayFrom } from '../support/dates';
import { as, makeEmployee } from '../support/records';
import { firstOfMonth, presentOnWeekdays } from '../support/attendance';

// CSC-RULES.md, Leave: "Half-day holidays and suspensions that start mid-day charge only the working half of a
// leave day."

describe('how much of a day a leave takes (unit)', () => {
  it('takes the working half of a day with a half-day holiday or a suspension from mid-day', () => {
    expect(leaveDayWeight({ part: 'whole', holiday: null, suspension: null })).toBe(1);
    expect(leaveDayWeight({ part: 'whole', holiday: 'pm', suspension: null })).toBe(0.5);
    expect(leaveDayWeight({ part: 'whole', holiday: 'am', suspension: null })).toBe(0.5);
    expect(leaveDayWeight({ part: 'whole', holiday: null, suspension: 'pm' })).toBe(0.5);
    expect(leaveDayWeight({ part: 'whole', holiday: 'whole', suspension: null })).toBe(0);
    expect(leaveDayWeight({ part: 'whole', holiday: null, suspension: 'whole' })).toBe(0);
    // A half-day leave on the half the holiday frees takes nothing; on the other half, its half day.
    expect(leaveDayWeight({ part: 'pm', holiday: 'pm', suspension: null })).toBe(0);
    expect(leaveDayWeight({ part: 'am', holiday: 'pm', suspension: null })).toBe(0.5);
  });
});

let t: TestApp;
let hr: string;
let head: string;
// The head of agency (the Office of the President): decides the leave HR certified (issue 36).
let admin: string;
// The server's clock is held at today's noon in Manila: a run that crosses midnight in Manila would otherwise move
// the server's days on while the dates below stay where the file loaded them.
const today = manilaToday();
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
beforeAll(async () => {
  t = await createTestApp({ now: `${today}T12:00:00+08:00` });
  [hr, head, admin] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'head@hris.test'), signIn(t, 'admin@hris.test')]);
  await query(`DELETE FROM holidays`);
});
afterAll(async () => t.close());

describe('vacation leave on two days, the second with an afternoon holiday (API)', () => {
  it('counts 1.5 days on the form, the decision and the leave card', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Rosa', last: 'Kalahati', department: 'CAS', email: 'half-day@hris.test' });
    const token = await signIn(t, 'half-day@hris.test');
    expect(
      (
        await t.http
          .post(`/api/leave/${personnelId}/opening-balance`)
          .set(as(hr))
          .send({ as_of: addDays(firstOfMonth(today), -1), vl: 10, sl: 10 })
      ).status,
    ).toBe(200);
    await presentOnWeekdays(t, hr, personnelId, firstOfMonth(today), today);
    const first = weekdayFrom(addDays(today, 8));
    const second = weekdayFrom(addDays(first, 1));
    expect((await t.http.post('/api/holidays').set(as(hr)).send({ date: second, name: 'Founding anniversary (afternoon)', part: 'pm' })).status).toBe(200);

    const body = {
      leave_type_id: (await query(`SELECT id FROM leave_types WHERE code = 'VL'`))[0].id,
      date_from: first,
      date_to: second,
      details: { location: 'philippines' },
    };
    const preview = (await t.http.post('/api/leave/applications/preview').set(as(token)).send(body)).body.preview;
    expect(preview).toMatchObject({ working_days: 1.5, days_with_pay: 1.5, days_without_pay: 0, dates: [first, second] });
    expect(preview.balance_after.vl).toBeCloseTo(8.5, 3);

    const filed = (await t.http.post('/api/leave/applications').set(as(token)).send(body)).body.leave_application;
    expect(filed).toMatchObject({ working_days: 1.5, half_days: [second] });
    for (const who of [head, hr, admin])
      expect((await t.http.post(`/api/approval-requests/${filed.approval_request_id}/act`).set(as(who)).send({ action: 'approve' })).status).toBe(200);
    const app = (await t.http.get(`/api/leave/applications/${filed.id}`).set(as(hr))).body.leave_application;
    expect(app).toMatchObject({ status: 'approved', days_with_pay: 1.5, days_without_pay: 0 });
    expect(app.certification.vl).toEqual({ total_earned: 10, less_this_application: 1.5, balance: 8.5 });
    await t.http.get(`/api/leave/${personnelId}/balances`).set(as(hr));
    const charged = await query(`SELECT sum(vl_deducted)::float8 AS vl FROM leave_ledger_months WHERE personnel_id = $1 AND period >= $2`, [
      personnelId,
      first.slice(0, 7),
    ]);
    expect(charged[0].vl).toBe(1.5);
  });
});
