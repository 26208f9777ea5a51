import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeLedger, earningRate } from '../../src/domain/leave-ledger';
import type { TestApp } from '../support/test-app';
import { addDays, manilaToday } from '../support/dates';
import { as, makeEmployee } from '../support/records';
import { cardTestApp, firstOfMonth, presentOnWeekdays } from '../support/attendance';

// CSC-RULES.md, Leave: "Part-time staff (4 h a day): half of that [1.25 days a month each of VL and SL]."

describe('part-time credits (unit)', () => {
  it('earns half of the table: 0.625 for a whole month', () => {
    expect(earningRate({ employmentKind: 'staff', appointmentStatus: 'Permanent', partTime: true })).toBe(0.5);
    const [row] = computeLedger({
      opening: { vl: 0, sl: 0 },
      earningRate: 0.5,
      months: [{ period: '2026-10', complete: true, attendance: { absences: {}, lateMinutes: 0, undertimeMinutes: 0 }, leave: [] }],
    });
    expect(row).toMatchObject({ vl_earned: 0.625, sl_earned: 0.625 });
  });
});

let t: TestApp;
let hr: string;
const today = manilaToday();
beforeAll(async () => {
  ({ t, hr } = await cardTestApp());
});
afterAll(async () => t.close());

describe('HR marks a record part-time (API)', () => {
  it('stores it on the record, and the leave card earns half from then on', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Pia', last: 'Kalahating-Araw', department: 'CAS' });
    const lastMonth = firstOfMonth(addDays(firstOfMonth(today), -1));
    expect(
      (
        await t.http
          .post(`/api/leave/${personnelId}/opening-balance`)
          .set(as(hr))
          .send({ as_of: addDays(lastMonth, -1), vl: 5, sl: 5 })
      ).status,
    ).toBe(200);
    await presentOnWeekdays(t, hr, personnelId, lastMonth, today);
    const earnedLastMonth = async () => {
      const card = (await t.http.get(`/api/leave/${personnelId}/ledger?year=${lastMonth.slice(0, 4)}`).set(as(hr))).body.ledger as {
        period: string;
        vl_earned: number;
      }[];
      return card.find((r) => r.period === lastMonth.slice(0, 7))!.vl_earned;
    };
    expect(await earnedLastMonth()).toBe(1.25);
    const saved = await t.http.put(`/api/personnels/${personnelId}`).set(as(hr)).send({ part_time: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await t.http.get(`/api/personnels/${personnelId}`).set(as(hr))).body.personnel.part_time).toBe(true);
    expect(await earnedLastMonth()).toBe(0.625);
    expect((await t.http.put(`/api/personnels/${personnelId}`).set(as(hr)).send({ part_time: 'sometimes' })).status).toBe(422);
  });
});
