import { describe, expect, it } from 'vitest';
import { dayTone, daysLabel, formTime, isCalendarDate, minutesLabel, weekdayOf, type TDtrDayLike } from '../src/features/attendance/dtr-format';
import { monthLabel, recentMonths } from '../src/lib/dates';

const day = (over: Partial<TDtrDayLike>): TDtrDayLike => ({
  date: '2026-11-03',
  am_in: '08:00',
  am_out: '12:00',
  pm_in: '13:00',
  pm_out: '17:00',
  late_minutes: 0,
  undertime_minutes: 0,
  absent_days: 0,
  times_late: 0,
  remarks: null,
  ...over,
});

describe('DTR formatting', () => {
  it('offers the current month and the eleven before it, across the new year', () => {
    const months = recentMonths('2026-02');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: '2026-02', label: 'February 2026' });
    expect(months[2]).toEqual({ value: '2025-12', label: 'December 2025' });
    expect(months[11]!.value).toBe('2025-03');
    expect(monthLabel('2026-11')).toBe('November 2026');
  });

  it('writes times as the paper form does', () => {
    expect(formTime('08:05')).toBe('8:05');
    expect(formTime('12:00')).toBe('12:00');
    expect(formTime('13:00')).toBe('1:00');
    expect(formTime(null)).toBe('—');
  });

  it('writes minutes and days of absence', () => {
    expect(minutesLabel(0)).toBe('');
    expect(minutesLabel(15)).toBe('15 min');
    expect(minutesLabel(60)).toBe('1 hr');
    expect(minutesLabel(125)).toBe('2 hr 5 min');
    expect(daysLabel(0)).toBe('');
    expect(daysLabel(0.5)).toBe('½ day');
    expect(daysLabel(1)).toBe('1 day');
    expect(daysLabel(2.5)).toBe('2½ days');
  });

  it('names weekdays and checks typed dates', () => {
    expect(weekdayOf('2026-11-03')).toBe('Tue');
    expect(isCalendarDate('2026-11-03')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-11-3')).toBe(false);
    expect(isCalendarDate(undefined)).toBe(false);
  });

  it('colours absences before lateness and dims weekends and holidays', () => {
    expect(dayTone(day({}))).toBe('normal');
    expect(dayTone(day({ late_minutes: 15 }))).toBe('late');
    expect(dayTone(day({ late_minutes: 15, absent_days: 0.5 }))).toBe('absent');
    expect(dayTone(day({ date: '2026-11-07', am_in: null, am_out: null, pm_in: null, pm_out: null }))).toBe('off');
    expect(dayTone(day({ am_in: null, am_out: null, pm_in: null, pm_out: null, remarks: 'Bonifacio Day' }))).toBe('off');
    // An empty weekday with nothing charged is a day off only when it is still to come.
    expect(dayTone(day({ am_in: null, am_out: null, pm_in: null, pm_out: null }))).toBe('normal');
    expect(dayTone(day({ am_in: null, am_out: null, pm_in: null, pm_out: null }), '2026-11-02')).toBe('off');
    expect(dayTone(day({}), '2026-11-03')).toBe('normal');
  });
});
