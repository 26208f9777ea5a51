import { DEFAULT_WORK_SCHEDULE, type TWorkScheduleDefinition } from '@hris/contracts';
import { describe, expect, it } from 'vitest';
import { isHabituallyTardy } from '../../src/domain/attendance-flags';
import { computeDay, daysOfMonth, monthTotals, type DayContext, type DtrDay } from '../../src/domain/dtr';

// CSC-RULES.md, Attendance: "Habitual tardiness (MC 23 s.1998): late 10 times a month in 2 months of a
// semester, or in 2 consecutive months." Times, not days: late in the morning and again after lunch on
// one day is late two times. Issue 14, item 13.

const weekdays = (month: string) => daysOfMonth(month).filter((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()));
const on = (date: string, times: string[], more: Partial<DayContext> = {}): DtrDay =>
  computeDay({ date, schedule: DEFAULT_WORK_SCHEDULE, punches: times.map((t) => `${date}T${t}:00+08:00`), ...more });

const LATE_TWICE = ['08:10', '12:00', '13:15', '17:00'];
const ON_TIME = ['07:55', '12:00', '12:58', '17:00'];

/** A month on the default 08:00–12:00 / 13:00–17:00 schedule: the first `lateDays` weekdays late twice, the rest on time. */
const monthLateTwice = (month: string, lateDays: number) => weekdays(month).map((d, i) => on(d, i < lateDays ? LATE_TWICE : ON_TIME));

describe('times late count each late arrival, not each day late (MC 23 s.1998)', () => {
  it('late at 08:10 and again at 13:15 on one day is 2 times late', () => {
    // Morning: 08:10 − 08:00 = 10 min late; afternoon: 13:15 − 13:00 = 15 min late. 25 min, 2 times.
    const d = on('2026-10-05', LATE_TWICE);
    expect(d.late_minutes).toBe(25);
    expect(monthTotals([d]).times_late).toBe(2);
    expect(d.times_late).toBe(2);
  });

  it('5 days late morning and afternoon are 10 times late in the month', () => {
    // October 2026: 22 weekdays; the first 5 late twice (5 × 2 = 10 times, 5 × 25 = 125 min), 17 on time.
    const totals = monthTotals(monthLateTwice('2026-10', 5));
    expect(totals).toEqual({ late_minutes: 125, undertime_minutes: 0, absent_days: 0, times_late: 10 });
  });

  it('two such months in a row are habitual tardiness', () => {
    // October and November 2026: 10 times late each (5 days × 2), consecutive months → flagged in November.
    const timesLate = new Map(['2026-10', '2026-11'].map((m) => [m, monthTotals(monthLateTwice(m, 5)).times_late]));
    expect([...timesLate.values()]).toEqual([10, 10]);
    expect(isHabituallyTardy('2026-11', timesLate)).toBe(true);
  });

  it('an afternoon arrival within the grace period is not a time late', () => {
    // Grace 5 min: 08:10 is 10 min late (beyond it), 13:03 only 3 (forgiven): 1 time, 10 min.
    const d = on('2026-10-05', ['08:10', '12:00', '13:03', '17:00'], { graceMinutes: 5 });
    expect([d.late_minutes, monthTotals([d]).times_late]).toEqual([10, 1]);
  });

  it('flexible time has one arrival a day: a longer lunch is undertime, not a second time late', () => {
    const flexi: TWorkScheduleDefinition = {
      kind: 'flexible',
      weekdays: ['1', '2', '3', '4', '5'],
      arrival_from: '07:00',
      arrival_to: '09:00',
      hours: 8,
      lunch: { start: '12:00', end: '13:00' },
    };
    // Late 09:20 − 09:00 = 20 min, once. Lunch 11:30–13:30 is 2 h: served 09:20–11:30 (130) + 13:30–18:00 (270)
    // = 400; not served 480 − 400 = 80, less the 20 late = 60 min undertime.
    const d = on('2026-10-05', ['09:20', '11:30', '13:30', '18:00'], { schedule: flexi });
    expect([d.late_minutes, d.undertime_minutes, monthTotals([d]).times_late]).toEqual([20, 60, 1]);
  });
});
