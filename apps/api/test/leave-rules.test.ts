import { describe, expect, it } from 'vitest';
import { CREDITS_BY_DAYS_PRESENT, DAYS_BY_HOURS, DAYS_BY_MINUTES, creditsForDaysPresent, daysForMinutes } from '../src/domain/leave-tables';
import { computeLedger, earningRate, type LedgerMonthInput } from '../src/domain/leave-ledger';
import { checkLeave, leaveDaysByMonth, type LeaveCheckInput } from '../src/domain/leave-rules';

// Integer arithmetic in thousandths, so the check does not share the tables' floating point.
/** n / d to three decimals, a half-way value rounded up or down as asked. */
function thousandths(n: number, d: number, halfUp: boolean): number {
  const scaled = n * 1000;
  const whole = Math.floor(scaled / d);
  const rest = scaled - whole * d;
  if (rest * 2 > d || (rest * 2 === d && halfUp)) return (whole + 1) / 1000;
  return whole / 1000;
}

describe('CSC tables, row for row', () => {
  it('has the 61 rows of the days-present table: 1.25 × days / 30, half-way values up from 19.5 days, down from 16.5', () => {
    expect(CREDITS_BY_DAYS_PRESENT).toHaveLength(61);
    CREDITS_BY_DAYS_PRESENT.forEach(([days, credits], i) => {
      expect(days).toBe(30 - i / 2);
      // 1.25 × days / 30 = (2 × days) / 48 in half days.
      expect([days, credits]).toEqual([days, thousandths(days * 2, 48, days >= 18)]);
    });
  });

  it('matches the rows CSC-RULES.md quotes', () => {
    const quoted: [number, number][] = [
      [30, 1.25],
      [29.5, 1.229],
      [29, 1.208],
      [28.5, 1.188],
      [28, 1.167],
      [24, 1],
      [20, 0.833],
      [16.5, 0.687],
      [15, 0.625],
      [12, 0.5],
      [1, 0.042],
      [0, 0],
    ];
    for (const [days, credits] of quoted) expect([days, creditsForDaysPresent(days)]).toEqual([days, credits]);
    const minutes: [number, number][] = [
      [1, 0.002],
      [7, 0.015],
      [18, 0.037],
      [30, 0.062],
      [42, 0.087],
      [45, 0.094],
      [60, 0.125],
    ];
    for (const [m, days] of minutes) expect([m, daysForMinutes(m)]).toEqual([m, days]);
  });

  it('has the 60 rows of the minute table (minutes / 480, half-way values down) and the 8 of the hour table', () => {
    expect(DAYS_BY_MINUTES).toHaveLength(60);
    DAYS_BY_MINUTES.forEach(([minutes, days], i) => expect([minutes, days]).toEqual([i + 1, thousandths(i + 1, 480, false)]));
    expect(DAYS_BY_HOURS).toEqual([
      [1, 0.125],
      [2, 0.25],
      [3, 0.375],
      [4, 0.5],
      [5, 0.625],
      [6, 0.75],
      [7, 0.875],
      [8, 1],
    ]);
  });

  it('totals the minutes first, then converts whole hours by the hour table and the rest by the minute table', () => {
    expect(daysForMinutes(75)).toBe(0.156); // 1 h = 0.125, 15 min = 0.031
    expect(daysForMinutes(480 + 61)).toBe(1.127); // a day, 1 h, 1 min
    expect(daysForMinutes(0)).toBe(0);
    expect(creditsForDaysPresent(29.75)).toBe(1.229); // between rows: the half day below
  });
});

const month = (period: string, over: Partial<LedgerMonthInput> = {}): LedgerMonthInput => ({
  period,
  complete: true,
  attendance: { absences: {}, lateMinutes: 0, undertimeMinutes: 0 },
  leave: [],
  ...over,
});

describe('a year of one employee’s leave card, checked by hand', () => {
  const rows = computeLedger({
    opening: { vl: 10, sl: 5 },
    earningRate: 1,
    months: [
      month('2026-01', { attendance: { absences: {}, lateMinutes: 60, undertimeMinutes: 15 } }),
      month('2026-02', { leave: [{ key: 'a', code: 'VL', chargedTo: 'VL', firstDate: '2026-02-10', days: 2, daysWithPay: 2, label: 'VL 2.000' }] }),
      month('2026-03', { leave: [{ key: 'b', code: 'SL', chargedTo: 'SL', firstDate: '2026-03-10', days: 3, daysWithPay: 3, label: 'SL 3.000' }] }),
      month('2026-04', { leave: [{ key: 'c', code: 'SL', chargedTo: 'SL', firstDate: '2026-04-06', days: 6, daysWithPay: 6, label: 'SL 6.000' }] }),
      month('2026-05', { leave: [{ key: 'd', code: 'LWOP', chargedTo: null, firstDate: '2026-05-11', days: 2, daysWithPay: 0, label: 'LWOP 2.000' }] }),
      month('2026-06', { attendance: { absences: { '2026-06-10': 1, '2026-06-11': 0.5 }, lateMinutes: 0, undertimeMinutes: 0 } }),
      ...['07', '08', '09', '10', '11', '12'].map((m) => month(`2026-${m}`)),
    ],
  });
  const at = (period: string) => rows.find((r) => r.period === period)!;

  it('charges tardiness and undertime to VL and earns 1.250 a month', () => {
    expect(at('2026-01')).toMatchObject({ vl_deducted: 0.156, vl_earned: 1.25, vl_balance: 11.094, sl_balance: 6.25, lwop_days: 0 });
  });
  it('deducts approved VL and SL', () => {
    expect(at('2026-02')).toMatchObject({ vl_deducted: 2, vl_balance: 10.344, sl_balance: 7.5 });
    expect(at('2026-03')).toMatchObject({ sl_deducted: 3, sl_balance: 5.75, vl_balance: 11.594 });
  });
  it('charges sick leave beyond the SL balance to VL', () => {
    expect(at('2026-04')).toMatchObject({ sl_deducted: 5.75, sl_balance: 1.25, vl_deducted: 0.25, vl_balance: 12.594 });
  });
  it('earns less for a month with days without pay (28 days present: 1.167)', () => {
    expect(at('2026-05')).toMatchObject({ lwop_days: 2, vl_earned: 1.167, sl_earned: 1.167, vl_balance: 13.761, sl_balance: 2.417 });
  });
  it('charges absences without leave to VL', () => {
    expect(at('2026-06')).toMatchObject({ vl_deducted: 1.5, vl_balance: 13.511, lwop_days: 0 });
    expect(at('2026-06').particulars).toContain('Absent 1.500 days (10, 11) charged to VL');
  });
  it('forfeits forced leave not taken at the year’s end: 5 less the 2 VL days taken', () => {
    expect(at('2026-11')).toMatchObject({ vl_balance: 19.761, sl_balance: 9.917 });
    expect(at('2026-12')).toMatchObject({ vl_earned: 1.25, vl_deducted: 3, vl_balance: 18.011, sl_balance: 11.167 });
    expect(at('2026-12').particulars).toContain('Forced leave not taken: 3.000 forfeited');
  });
  it('forfeits nothing when the head cancelled the forced leave for the needs of the service', () => {
    const cancelled = computeLedger({ opening: { vl: 12, sl: 0 }, earningRate: 1, months: [month('2026-12')], forcedLeaveCancelled: { 2026: 5 } });
    expect(cancelled[0]).toMatchObject({ vl_deducted: 0, vl_balance: 13.25 });
  });
  it('turns absences beyond the VL balance into days without pay, which lower the credits earned', () => {
    const [row] = computeLedger({
      opening: { vl: 0.5, sl: 3 },
      earningRate: 1,
      months: [month('2026-03', { attendance: { absences: { '2026-03-02': 1, '2026-03-03': 1 }, lateMinutes: 0, undertimeMinutes: 0 } })],
    });
    expect(row).toMatchObject({ vl_deducted: 0.5, lwop_days: 1.5, vl_earned: 1.188, vl_balance: 1.188, sl_balance: 4.188 });
    expect(row!.particulars).toContain('0.500 charged to VL, 1.500 without pay');
  });
  it('earns nothing for a month not yet ended, faculty or contractual staff', () => {
    expect(computeLedger({ opening: { vl: 1, sl: 1 }, earningRate: 1, months: [month('2026-11', { complete: false })] })[0]).toMatchObject({
      vl_earned: 0,
      vl_balance: 1,
    });
    expect(earningRate({ employmentKind: 'faculty', appointmentStatus: 'Permanent' })).toBe(0);
    expect(earningRate({ employmentKind: 'staff', appointmentStatus: 'Contractual' })).toBe(0);
    expect(earningRate({ employmentKind: 'staff', appointmentStatus: 'Permanent', partTime: true })).toBe(0.5);
  });
});

const base: LeaveCheckInput = {
  type: { code: 'VL', name: 'Vacation Leave', maxDays: null, unit: 'days', chargedTo: 'VL', fileAheadDays: 5, withPay: true },
  person: { sex: 'female', employmentKind: 'staff' },
  dateFrom: '2026-12-01',
  dateTo: '2026-12-02',
  workingDays: 2,
  calendarDays: 2,
  today: '2026-11-20',
  emergency: false,
  details: { location: 'philippines' },
  takenThisYear: 0,
  hours: null,
  daysApplied: null,
  hasAttachment: false,
  balances: { vl: 1.5, sl: 10, cocHours: 10, serviceCredits: 0 },
};

describe('leave rules', () => {
  it('proposes days without pay beyond the balance', () => {
    const { issues, proposal } = checkLeave(base);
    expect(issues).toEqual([]);
    expect(proposal).toMatchObject({ days: 2, daysWithPay: 1.5, daysWithoutPay: 0.5 });
  });
  it('counts maternity leave in calendar days, 105 (+15 for a solo mother), 60 for a miscarriage', () => {
    const ml = {
      ...base,
      type: { ...base.type, code: 'ML', name: 'Maternity Leave', maxDays: 105, chargedTo: null },
      details: { maternity_case: 'live_birth' },
    };
    expect(checkLeave({ ...ml, calendarDays: 120, workingDays: 86 }).issues[0]?.field).toBe('date_to');
    expect(checkLeave({ ...ml, calendarDays: 120, workingDays: 86, details: { maternity_case: 'live_birth', solo_parent: true } }).issues).toEqual([]);
    expect(checkLeave({ ...ml, calendarDays: 61, details: { maternity_case: 'miscarriage' } }).issues[0]?.message).toBe(
      'Maternity Leave is at most 60 calendar days.',
    );
  });
  it('needs 15 days of VL to monetize and leaves 5', () => {
    const mon = { ...base, type: { ...base.type, code: 'MON', name: 'Monetization' }, daysApplied: 10 };
    expect(checkLeave({ ...mon, balances: { ...base.balances, vl: 14 } }).issues[0]?.message).toBe(
      'Monetization needs at least 15 days of vacation leave; you have 14.000.',
    );
    expect(checkLeave({ ...mon, balances: { ...base.balances, vl: 15 }, daysApplied: 11 }).issues[0]?.message).toBe(
      'At least 5 days of vacation leave must remain after monetization; you may monetize up to 10.000.',
    );
    expect(checkLeave({ ...mon, balances: { ...base.balances, vl: 15 }, daysApplied: 10 }).issues).toEqual([]);
  });
  it('gives paternity leave for the first 4 deliveries and a medical certificate for SL over 5 days', () => {
    const pl = {
      ...base,
      person: { sex: 'male' as const, employmentKind: 'staff' },
      type: { ...base.type, code: 'PL', name: 'Paternity Leave', maxDays: 7, chargedTo: null },
    };
    expect(checkLeave({ ...pl, details: { delivery_number: 5 } }).issues[0]?.message).toBe(
      'Paternity leave covers the first 4 deliveries of the legitimate spouse.',
    );
    const sl = {
      ...base,
      type: { ...base.type, code: 'SL', name: 'Sick Leave', chargedTo: 'SL', fileAheadDays: null },
      details: { illness: 'outpatient' },
      workingDays: 6,
    };
    expect(checkLeave(sl).issues[0]?.message).toBe('Sick leave of more than 5 days needs a medical certificate (PDF).');
    expect(checkLeave({ ...sl, hasAttachment: true }).issues).toEqual([]);
  });
  it('counts an application’s days month by month, half days and half-day holidays as 0.5', () => {
    const byMonth = leaveDaysByMonth({
      dates: ['2026-11-30', '2026-11-27', '2026-12-01'],
      halfDays: ['2026-12-01'],
      part: 'whole',
      dateFrom: '2026-11-27',
      days: 2.5,
    });
    expect(Object.fromEntries(byMonth)).toEqual({ '2026-11': { days: 2, firstDate: '2026-11-27' }, '2026-12': { days: 0.5, firstDate: '2026-12-01' } });
    // Monetization has no dates: its days fall on the filing date.
    expect(Object.fromEntries(leaveDaysByMonth({ dates: [], halfDays: [], part: 'whole', dateFrom: '2026-11-20', days: 10 }))).toEqual({
      '2026-11': { days: 10, firstDate: '2026-11-20' },
    });
  });
});
