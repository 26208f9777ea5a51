import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeLedger, daysInServiceOfMonth } from '../../src/domain/leave-ledger';
import { creditsForDaysPresent } from '../../src/domain/leave-tables';
import type { TestApp } from '../support/test-app';
import { addDays, manilaToday } from '../support/dates';
import { as, makeEmployee } from '../support/records';
import { cardTestApp, firstOfMonth, presentOnWeekdays } from '../support/attendance';

// CSC-RULES.md, Leave: "A new employee is charged nothing before the date of their appointment (assumption
// to duty); the first month's credit follows the days in service by the days-present table."

describe('days in service of the first month (unit)', () => {
  it('counts the calendar days from the appointment to the month’s end, on the 30-day base', () => {
    expect(daysInServiceOfMonth('2026-11', '2026-11-16')).toBe(15); // 16–30 November
    expect(daysInServiceOfMonth('2026-10', '2026-10-16')).toBe(16); // 16–31 October
    expect(daysInServiceOfMonth('2026-10', '2026-10-01')).toBe(30); // a whole 31-day month is 30
    expect(daysInServiceOfMonth('2026-12', '2026-11-16')).toBe(30); // a month after the first
    expect(daysInServiceOfMonth('2026-10', '2026-11-16')).toBe(0); // before the appointment
  });
  it('earns the first month by the days in service: 15 days present → 0.625 (CSC table)', () => {
    const [row] = computeLedger({
      opening: { vl: 0, sl: 0 },
      earningRate: 1,
      months: [{ period: '2026-11', complete: true, attendance: { absences: {}, lateMinutes: 0, undertimeMinutes: 0 }, leave: [], daysInService: 15 }],
    });
    expect(row).toMatchObject({ vl_earned: 0.625, sl_earned: 0.625, lwop_days: 0 });
    expect(row!.particulars).toContain('Earned on 15.000 days present');
  });
});

let t: TestApp;
let hr: string;
const today = manilaToday();
beforeAll(async () => {
  ({ t, hr } = await cardTestApp());
});
afterAll(async () => t.close());

describe('an employee appointed on the 16th of last month (API)', () => {
  it('is charged nothing for the 1st–15th and earns last month by the days in service', async () => {
    const lastMonth = firstOfMonth(addDays(firstOfMonth(today), -1));
    const appointed = addDays(lastMonth, 15); // the 16th
    const { personnelId } = await makeEmployee(t, { first: 'Nina', last: 'Bagong-Pasok', department: 'CAS' });
    // HR made the record on the day of the appointment.
    await t.db.$client.query(
      `UPDATE personnel SET date_original_appointment = $2, created_at = ($2::date + time '09:00') AT TIME ZONE 'Asia/Manila' WHERE id = $1`,
      [personnelId, appointed],
    );
    await presentOnWeekdays(t, hr, personnelId, appointed, today);
    const card = (await t.http.get(`/api/leave/${personnelId}/ledger?year=${lastMonth.slice(0, 4)}`).set(as(hr))).body.ledger as {
      period: string;
      lwop_days: number;
      vl_earned: number;
      vl_deducted: number;
      particulars: string;
    }[];
    const first = card.find((r) => r.period === lastMonth.slice(0, 7))!;
    const [y, m] = lastMonth.split('-').map(Number) as [number, number];
    const inService = Math.min(30, new Date(Date.UTC(y, m, 0)).getUTCDate() - 16 + 1);
    expect(first).toMatchObject({ lwop_days: 0, vl_deducted: 0, vl_earned: creditsForDaysPresent(inService) });
    expect(first.particulars).not.toContain('Absent');
  });
});
