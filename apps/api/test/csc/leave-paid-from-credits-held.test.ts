import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeLedgerWithCharges, type LedgerMonthInput } from '../../src/domain/leave-ledger';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { addDays, isWeekday, manilaToday } from '../support/dates';
import { as, makeEmployee } from '../support/records';
import { firstOfMonth, presentOnWeekdays } from '../support/attendance';

// CSC-RULES.md, Leave: "Leave is paid from the credits the employee held on the leave's dates, not from
// today's balance: sick leave filed on return, or vacation leave filed after an emergency, pays from the
// balance as it stood before those days were charged as absences, and credits earned at the end of a month
// cannot pay for that month's earlier days. The CS Form 6 certification (7.A) and the days with and without
// pay (7.C) must agree with the leave card."

const month = (period: string, over: Partial<LedgerMonthInput> = {}): LedgerMonthInput => ({
  period,
  complete: true,
  attendance: { absences: {}, lateMinutes: 0, undertimeMinutes: 0 },
  leave: [],
  ...over,
});

describe('the card pays leave from the credits held on its dates (unit)', () => {
  it('sick leave Mon–Fri with VL 2.000 and SL 1.500: 1.5 SL + 2.0 VL with pay, 1.5 without', () => {
    // SL 1.500 pays the first 1.5 days; SL beyond the balance is charged to VL (Sec. 15): 2.000 more;
    // the remaining 5 − 3.5 = 1.5 days are without pay.
    const { rows, charges } = computeLedgerWithCharges({
      opening: { vl: 2, sl: 1.5 },
      earningRate: 1,
      months: [
        month('2026-11', {
          complete: false,
          leave: [{ key: 'sl', code: 'SL', chargedTo: 'SL', firstDate: '2026-11-16', days: 5, daysWithPay: 5, label: 'SL 5.000' }],
        }),
      ],
    });
    expect(charges.get('sl')).toEqual({ before: { vl: 2, sl: 1.5 }, sl: 1.5, vl: 2, withPay: 3.5, withoutPay: 1.5 });
    expect(rows[0]).toMatchObject({ sl_deducted: 1.5, vl_deducted: 2, lwop_days: 1.5, vl_balance: 0, sl_balance: 0 });
  });

  it('charges an absence before the leave first, and the month’s own credit never pays its earlier days', () => {
    // VL 1.000: absent on the 3rd (charged to VL: 0 left), VL on the 10th–11th: nothing left, 2 days without pay.
    // The month ends with 30 − 2 = 28 days present: 1.167 earned, after the leave.
    const { rows, charges } = computeLedgerWithCharges({
      opening: { vl: 1, sl: 0 },
      earningRate: 1,
      months: [
        month('2026-03', {
          attendance: { absences: { '2026-03-03': 1 }, lateMinutes: 0, undertimeMinutes: 0 },
          leave: [{ key: 'vl', code: 'VL', chargedTo: 'VL', firstDate: '2026-03-10', days: 2, daysWithPay: 2, label: 'VL 2.000' }],
        }),
      ],
    });
    expect(charges.get('vl')).toMatchObject({ before: { vl: 0, sl: 0 }, withPay: 0, withoutPay: 2 });
    expect(rows[0]).toMatchObject({ vl_deducted: 1, lwop_days: 2, vl_earned: 1.167, vl_balance: 1.167 });
  });

  it('pays days the next month’s balance covers, up to the days approved with pay', () => {
    // VL 1.000; VL of 2 days at the end of March and 2 early in April, all approved with pay. March: 1 paid,
    // 1 without pay (28.5 present... 29 days present: 1.208 earned); April: 1.208 paid of the 2, 0.792 without pay.
    const leave = (firstDate: string) => ({ key: 'vl', code: 'VL', chargedTo: 'VL', firstDate, days: 2, daysWithPay: 4, label: 'VL 2.000' });
    const { rows, charges } = computeLedgerWithCharges({
      opening: { vl: 1, sl: 0 },
      earningRate: 1,
      months: [month('2026-03', { leave: [leave('2026-03-30')] }), month('2026-04', { complete: false, leave: [leave('2026-04-01')] })],
    });
    expect(rows[0]).toMatchObject({ vl_deducted: 1, lwop_days: 1, vl_earned: 1.208 });
    expect(rows[1]).toMatchObject({ vl_deducted: 1.208, lwop_days: 0.792 });
    expect(charges.get('vl')).toMatchObject({ before: { vl: 1, sl: 0 }, vl: 2.208, withPay: 2.208, withoutPay: 1.792 });
  });
});

// Through the API: the preview, HR's certification (7.A), the last step's days with and without pay (7.C)
// and the leave card agree.
let t: TestApp;
let hr: string;
let head: string;
// The head of agency (the Office of the President): decides the leave HR certified (issue 36).
let admin: string;
let typeId: Record<string, number>;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const today = manilaToday();
let seq = 0;

/** An employee of CAS (head@ recommends) with an account, carried over `vl`/`sl` as of the end of the month before `from`, present on every weekday from then to yesterday but `away`. */
async function employeeWith(vl: number, sl: number, from: string, away: string[]) {
  seq += 1;
  const email = `credits-held-${seq}@hris.test`;
  const { personnelId } = await makeEmployee(t, { first: 'Held', last: `Credits${seq}`, department: 'CAS', email });
  expect(
    (
      await t.http
        .post(`/api/leave/${personnelId}/opening-balance`)
        .set(as(hr))
        .send({ as_of: addDays(firstOfMonth(from), -1), vl, sl })
    ).status,
  ).toBe(200);
  await presentOnWeekdays(t, hr, personnelId, firstOfMonth(from), today, away);
  return { personnelId, token: await signIn(t, email) };
}

/** The weekdays before today, nearest last: `n` of them ending `skip` weekdays back. */
function pastWeekdays(n: number, skip = 0): string[] {
  const out: string[] = [];
  for (let d = addDays(today, -1); out.length < n + skip; d = addDays(d, -1)) if (isWeekday(d)) out.push(d);
  return out.slice(skip).reverse();
}

async function fileAndApprove(token: string, body: Record<string, unknown>) {
  const filed = await t.http.post('/api/leave/applications').set(as(token)).send(body);
  expect(filed.status, JSON.stringify(filed.body)).toBe(200);
  const { id, approval_request_id: requestId } = filed.body.leave_application;
  for (const who of [head, hr, admin])
    expect((await t.http.post(`/api/approval-requests/${requestId}/act`).set(as(who)).send({ action: 'approve' })).status).toBe(200);
  return (await t.http.get(`/api/leave/applications/${id}`).set(as(hr))).body.leave_application;
}

const cardMonth = async (personnelId: number, period: string) => {
  await t.http.get(`/api/leave/${personnelId}/balances`).set(as(hr));
  return (
    await query(
      `SELECT vl_deducted::float8, sl_deducted::float8, vl_balance::float8, sl_balance::float8, lwop_days::float8, particulars FROM leave_ledger_months WHERE personnel_id = $1 AND period = $2`,
      [personnelId, period],
    )
  )[0];
};

beforeAll(async () => {
  t = await createTestApp();
  [hr, head, admin] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'head@hris.test'), signIn(t, 'admin@hris.test')]);
  typeId = Object.fromEntries((await query(`SELECT code, id FROM leave_types`)).map((r) => [r.code, r.id]));
  // Every weekday is a working day here: the figures don't depend on this year's holidays.
  await query(`DELETE FROM holidays`);
});
afterAll(async () => t.close());

describe('leave paid from the credits held on its dates (API)', () => {
  it('sick leave filed on return for five days: 1.5 SL + 2.0 VL with pay and 1.5 without, on the form and the card', async () => {
    const week = pastWeekdays(5);
    const { personnelId, token } = await employeeWith(2, 1.5, week[0]!, week);
    const body = { leave_type_id: typeId.SL, date_from: week[0], date_to: week[4], details: { illness: 'outpatient', illness_detail: 'Flu' } };
    // Today's balance has already charged those five days as absences (VL 0, 3 days without pay)…
    const preview = (await t.http.post('/api/leave/applications/preview').set(as(token)).send(body)).body.preview;
    // …but the leave is paid from what was held before them.
    expect(preview).toMatchObject({ working_days: 5, days_with_pay: 3.5, days_without_pay: 1.5, issues: [] });
    expect(preview.balance_after).toMatchObject({ vl: 0, sl: 0 });

    const app = await fileAndApprove(token, body);
    expect(app).toMatchObject({ status: 'approved', days_with_pay: 3.5, days_without_pay: 1.5 });
    expect(app.certification.sl).toEqual({ total_earned: 1.5, less_this_application: 1.5, balance: 0 });
    expect(app.certification.vl).toEqual({ total_earned: 2, less_this_application: 2, balance: 0 });
    const row = await cardMonth(personnelId, week[0]!.slice(0, 7));
    // The five days are leave now, not absences: SL 1.5, VL 2.0, LWOP 1.5 (when the week spans two months, summed below).
    const rows = await query(
      `SELECT sum(vl_deducted)::float8 AS vl, sum(sl_deducted)::float8 AS sl, sum(lwop_days)::float8 AS lwop FROM leave_ledger_months WHERE personnel_id = $1 AND period >= $2`,
      [personnelId, week[0]!.slice(0, 7)],
    );
    expect(row.particulars).not.toContain('Absent');
    expect(rows[0]).toMatchObject({ vl: 2, sl: 1.5, lwop: 1.5 });
  });

  it('vacation leave for two past days filed afterwards, with VL 3.000: both days with pay, VL 1.000 left', async () => {
    const days = pastWeekdays(2, 1);
    const { personnelId, token } = await employeeWith(3, 0, days[0]!, days);
    const body = { leave_type_id: typeId.VL, date_from: days[0], date_to: days[1], details: { location: 'philippines', location_detail: 'Home' } };
    const preview = (await t.http.post('/api/leave/applications/preview').set(as(token)).send(body)).body.preview;
    expect(preview).toMatchObject({ working_days: 2, days_with_pay: 2, days_without_pay: 0 });
    const app = await fileAndApprove(token, body);
    expect(app).toMatchObject({ days_with_pay: 2, days_without_pay: 0 });
    expect(app.certification.vl).toEqual({ total_earned: 3, less_this_application: 2, balance: 1 });
    const balances = (await t.http.get(`/api/leave/${personnelId}/balances`).set(as(hr))).body.balances;
    // Nothing else was charged: the card of a month still under way has earned nothing yet, unless the
    // two days fell in a month already ended (then that month's 1.250 is added after them).
    const ended = days[0]!.slice(0, 7) < today.slice(0, 7);
    expect(balances.vl).toBeCloseTo(ended ? 2.25 : 1, 3);
  });

  it('sick leave of last month: CS Form 6 certifies the credits held then, as the card charged them', async () => {
    // Two weekdays in the middle of last month; SL 5.000 and VL 5.000 carried over to its start.
    const lastMonthStart = firstOfMonth(addDays(firstOfMonth(today), -1));
    const days = [addDays(lastMonthStart, 9), addDays(lastMonthStart, 10), addDays(lastMonthStart, 11), addDays(lastMonthStart, 12)]
      .filter(isWeekday)
      .slice(0, 2);
    const { personnelId, token } = await employeeWith(5, 5, days[0]!, days);
    const app = await fileAndApprove(token, {
      leave_type_id: typeId.SL,
      date_from: days[0],
      date_to: days[days.length - 1],
      details: { illness: 'outpatient' },
    });
    const n = app.working_days as number;
    // Today's SL includes last month's 1.250 earned at its end; the certification is of what was held before the dates.
    expect(app.certification.sl).toEqual({ total_earned: 5, less_this_application: n, balance: 5 - n });
    expect(app.certification.as_of).toBe(addDays(days[0]!, -1));
    const row = await cardMonth(personnelId, days[0]!.slice(0, 7));
    expect(row).toMatchObject({ sl_deducted: n, lwop_days: 0, sl_balance: 5 - n + 1.25 });
  });
});
