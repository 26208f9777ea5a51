import { describe, expect, it } from 'vitest';
import { cocBalance, cocEarning, cocExpiry, servedMinutes } from '../src/domain/coc';

// 2026-11-18 is a Wednesday, 2026-11-21 a Saturday, 2026-11-22 a Sunday.
const base = { servedMinutes: 120, isHoliday: false, earnedThisMonth: 0, balance: 0 };

describe('served time', () => {
  it('is the overlap of the approved window with the first and last punch of the day', () => {
    expect(servedMinutes({ start: 17 * 60, end: 19 * 60 }, [8 * 60, 12 * 60, 13 * 60, 19 * 60 + 5])).toBe(120);
    // Left at 18:30: half an hour short.
    expect(servedMinutes({ start: 17 * 60, end: 19 * 60 }, [8 * 60, 18 * 60 + 30])).toBe(90);
    // Came only at 17:45 for a Saturday's overtime.
    expect(servedMinutes({ start: 17 * 60, end: 19 * 60 }, [17 * 60 + 45, 20 * 60])).toBe(75);
    // Gone before it started.
    expect(servedMinutes({ start: 17 * 60, end: 19 * 60 }, [8 * 60, 16 * 60])).toBe(0);
  });

  it('is 0 with no punches or a single one', () => {
    expect(servedMinutes({ start: 17 * 60, end: 19 * 60 }, [])).toBe(0);
    expect(servedMinutes({ start: 17 * 60, end: 19 * 60 }, [8 * 60])).toBe(0);
  });
});

describe('compensatory overtime credits earned', () => {
  it('credits an hour per hour on a workday', () => {
    expect(cocEarning({ ...base, date: '2026-11-18' })).toMatchObject({ hours: 2, rate: 1, remarks: null });
    expect(cocEarning({ ...base, date: '2026-11-18', servedMinutes: 100 }).hours).toBe(1.67);
  });

  it('credits 1.5 per hour on Saturday and Sunday', () => {
    expect(cocEarning({ ...base, date: '2026-11-21' })).toMatchObject({ hours: 3, rate: 1.5 });
    expect(cocEarning({ ...base, date: '2026-11-22', servedMinutes: 50 }).hours).toBe(1.25);
  });

  it('credits 1.5 per hour on a holiday that falls on a workday', () => {
    expect(cocEarning({ ...base, date: '2026-11-30', isHoliday: true })).toMatchObject({ hours: 3, rate: 1.5 });
  });

  it('credits nothing when nothing was served', () => {
    expect(cocEarning({ ...base, date: '2026-11-18', servedMinutes: 0 })).toMatchObject({ hours: 0, remarks: null });
  });

  it('stops at 40 hours earned in the month and says why', () => {
    const earning = cocEarning({ ...base, date: '2026-11-21', servedMinutes: 240, earnedThisMonth: 38.5 });
    expect(earning).toMatchObject({ hours: 1.5, uncappedHours: 6 });
    expect(earning.remarks).toBe('1.50 of 6.00 hours credited: 38.50 hours were already earned this month (cap 40.00).');
    expect(cocEarning({ ...base, date: '2026-11-18', earnedThisMonth: 40 }).hours).toBe(0);
  });

  it('keeps the unexpired balance at 120 hours at most', () => {
    const earning = cocEarning({ ...base, date: '2026-11-18', servedMinutes: 180, balance: 119 });
    expect(earning).toMatchObject({ hours: 1, uncappedHours: 3 });
    expect(earning.remarks).toBe('1.00 of 3.00 hours credited: the unexpired balance was 119.00 hours (cap 120.00).');
    expect(cocEarning({ ...base, date: '2026-11-18', balance: 130 }).hours).toBe(0);
  });

  it('expires at the end of the year after the year earned', () => {
    expect(cocExpiry('2026-01-02')).toBe('2027-12-31');
    expect(cocExpiry('2026-12-31')).toBe('2027-12-31');
    expect(cocEarning({ ...base, date: '2026-11-18' }).expiresOn).toBe('2027-12-31');
  });
});

describe('the COC balance', () => {
  const earned = (date: string, hours: number) => ({ entry_kind: 'earned', hours, entry_date: date, expires_on: cocExpiry(date) });
  const used = (date: string, hours: number) => ({ entry_kind: 'used', hours: -hours, entry_date: date, expires_on: null });

  it('takes time-off from the oldest earnings first, so what expires is what was left of the newer ones', () => {
    const entries = [earned('2025-03-10', 8), earned('2026-02-10', 8), used('2026-03-02', 8)];
    // The 2025 earning paid for the CTO; the 2026 one is intact.
    expect(cocBalance(entries, '2026-06-01')).toBe(8);
    expect(cocBalance(entries, '2027-01-01')).toBe(8); // the 2025 earning (spent) lapsed at the end of 2026
    expect(cocBalance(entries, '2028-01-01')).toBe(0);
  });

  it('lets an earning lapse with what remains of it, and never pays time-off from a lapsed one', () => {
    const entries = [earned('2024-05-01', 10), used('2025-06-01', 4), used('2026-01-05', 4), earned('2025-12-01', 6)];
    // 2024's 10 h paid 4 h in 2025, lapsed at the end of 2025 with 6 left; the 2026 time-off came from 2025's 6 h
    // (on 2025-12-31 it is already approved, so those hours are spoken for: 6 + 2).
    expect(cocBalance(entries, '2025-12-31')).toBe(8);
    expect(cocBalance(entries, '2026-02-01')).toBe(2);
  });
});
