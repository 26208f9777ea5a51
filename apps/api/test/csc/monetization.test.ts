import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLeave, type LeaveCheckInput } from '../../src/domain/leave-rules';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { addDays, manilaToday } from '../support/dates';
import { as, makeEmployee } from '../support/records';
import { firstOfMonth, presentOnWeekdays } from '../support/attendance';

// CSC-RULES.md, Leave: "Monetization (Sec. 22): at least 10 days per application, at most 30 days a year, needs
// at least 15 days of VL, and 5 days must remain afterwards; monetization of 50% or more for justifiable
// reasons (health, calamity, education…) is Sec. 23, decided by the head of agency."

const mon: LeaveCheckInput = {
  type: { code: 'MON', name: 'Monetization of Leave Credits', maxDays: null, unit: 'days', chargedTo: 'VL', fileAheadDays: null, withPay: true },
  person: { sex: 'male', employmentKind: 'staff' },
  dateFrom: '2026-11-24',
  dateTo: '2026-11-24',
  workingDays: 1,
  calendarDays: 1,
  today: '2026-11-24',
  emergency: false,
  details: {},
  takenThisYear: 0,
  hours: null,
  daysApplied: 10,
  hasAttachment: false,
  balances: { vl: 40, sl: 40, cocHours: 0, serviceCredits: 0 },
};
const mon50: LeaveCheckInput = {
  ...mon,
  type: { ...mon.type, code: 'MON50', name: 'Monetization of 50% or More (Justifiable Reasons)', chargedTo: 'VLSL' },
  details: { reason: 'health' },
  daysApplied: 40,
};
const messages = (input: LeaveCheckInput) => checkLeave(input).issues.map((i) => i.message);

describe('monetization, Sec. 22', () => {
  it('is at least 10 days per application', () => {
    expect(messages({ ...mon, daysApplied: 9.5 })).toEqual(['Monetization is at least 10 days per application.']);
    expect(messages(mon)).toEqual([]);
  });
  it('is at most 30 days a year, counting those approved or pending', () => {
    // 25 already this year: 25 + 10 = 35 > 30; 20 already: 20 + 10 = 30, allowed.
    expect(messages({ ...mon, takenThisYear: 25 })).toEqual(['At most 30 days may be monetized a year; you have 25.000 approved or pending this year.']);
    expect(messages({ ...mon, takenThisYear: 20 })).toEqual([]);
    expect(messages({ ...mon, daysApplied: 31 })[0]).toContain('At most 30 days may be monetized a year');
  });
  it('needs 15 days of VL and leaves 5', () => {
    expect(messages({ ...mon, balances: { ...mon.balances, vl: 14 } })).toEqual(['Monetization needs at least 15 days of vacation leave; you have 14.000.']);
    expect(messages({ ...mon, balances: { ...mon.balances, vl: 15 }, daysApplied: 11 })).toEqual([
      'At least 5 days of vacation leave must remain after monetization; you may monetize up to 10.000.',
    ]);
  });
});

describe('monetization of 50% or more, Sec. 23', () => {
  it('is half or more of the accumulated VL and SL, for a justifiable reason', () => {
    // 40 VL + 40 SL = 80 accumulated; half is 40.
    expect(messages(mon50)).toEqual([]);
    expect(messages({ ...mon50, daysApplied: 39 })[0]).toBe(
      'Monetization for justifiable reasons is 50% or more of your accumulated leave credits: at least 40.000 of 80.000 days. For less, apply for monetization of leave credits (at least 10 days).',
    );
    expect(messages({ ...mon50, daysApplied: 81 })).toEqual(['You have 80.000 days of vacation and sick leave to monetize.']);
    expect(checkLeave({ ...mon50, details: {} }).issues[0]?.field).toBe('details.reason');
  });
});

let t: TestApp;
let hr: string;
let head: string;
let admin: string;
const today = manilaToday();
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
beforeAll(async () => {
  t = await createTestApp();
  [hr, head, admin] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'head@hris.test'), signIn(t, 'admin@hris.test')]);
  await query(`DELETE FROM holidays`);
});
afterAll(async () => t.close());

describe('Sec. 23 monetization through its chain (API)', () => {
  it('is decided by the head of agency (the Office of the President), not by HR, and paid from VL then SL', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Carlo', last: 'Pambayad', department: 'CAS', email: 'sec23@hris.test' });
    const token = await signIn(t, 'sec23@hris.test');
    expect(
      (
        await t.http
          .post(`/api/leave/${personnelId}/opening-balance`)
          .set(as(hr))
          .send({ as_of: addDays(firstOfMonth(today), -1), vl: 20, sl: 20 })
      ).status,
    ).toBe(200);
    await presentOnWeekdays(t, hr, personnelId, firstOfMonth(today), today);
    const typeId = (await query(`SELECT id FROM leave_types WHERE code = 'MON50'`))[0].id;
    const refused = await t.http
      .post('/api/leave/applications')
      .set(as(token))
      .send({ leave_type_id: typeId, date_from: today, date_to: today, days: 25, details: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['details.reason']).toBeDefined();

    const filed = await t.http
      .post('/api/leave/applications')
      .set(as(token))
      .send({ leave_type_id: typeId, date_from: today, date_to: today, days: 25, details: { reason: 'health', remarks: 'Hospital bills of my mother' } });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const { id, approval_request_id: requestId } = filed.body.leave_application;
    const request = (await query(`SELECT request_type AS type, steps FROM approval_requests WHERE id = $1`, [requestId]))[0];
    expect(request.type).toBe('leave_monetization');
    expect(request.steps.at(-1).label).toBe('Approved by the head of agency');
    const act = (who: string) => t.http.post(`/api/approval-requests/${requestId}/act`).set(as(who)).send({ action: 'approve' });
    expect((await act(head)).status).toBe(200);
    expect((await act(hr)).status).toBe(200); // certification of leave credits
    expect((await act(hr)).status).not.toBe(200); // HR is not the head of agency
    expect((await act(admin)).status).toBe(200); // the demo's administrator holds the Office of the President
    const app = (await t.http.get(`/api/leave/applications/${id}`).set(as(hr))).body.leave_application;
    expect(app).toMatchObject({ status: 'approved', days_with_pay: 25 });
    // 25 days: VL 20 first, then 5 from SL.
    expect(app.certification.vl).toEqual({ total_earned: 20, less_this_application: 20, balance: 0 });
    expect(app.certification.sl).toEqual({ total_earned: 20, less_this_application: 5, balance: 15 });
    const balances = (await t.http.get(`/api/leave/${personnelId}/balances`).set(as(hr))).body.balances;
    expect(balances).toMatchObject({ vl: 0, sl: 15 });
  });
});
