import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDayOf,
  formatDeadline,
  formatLongDate,
  formatRelative,
  formatShortDate,
  manilaNow,
  manilaToday,
  monthLabel,
} from '../src/lib/dates';

// lib/dates.ts says dates and times by arithmetic (UTC+8, English words), not Intl, whose first format loads the time
// zone's data in the task that draws the dashboard. Each must say what Intl said before, to the character: compared
// here with Intl over two years of moments, at odd minutes and seconds (node's ICU and Chromium's say the same of these
// formats; checked when this was written).
const MANILA = 'Asia/Manila';
const intl = {
  dateTime: new Intl.DateTimeFormat('en-PH', { timeZone: MANILA, dateStyle: 'medium', timeStyle: 'short' }),
  dayOf: new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: MANILA }),
  longDate: new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'UTC' }),
  shortDate: new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'UTC' }),
  today: new Intl.DateTimeFormat('en-CA', { timeZone: MANILA, year: 'numeric', month: '2-digit', day: '2-digit' }),
  todayInWords: new Intl.DateTimeFormat('en-PH', { timeZone: MANILA, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
  hour: new Intl.DateTimeFormat('en-PH', { timeZone: MANILA, hour: 'numeric', hourCycle: 'h23' }),
  month: new Intl.DateTimeFormat('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  dayMonthYear: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: MANILA }),
  clock: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: MANILA }),
  relative: new Intl.RelativeTimeFormat('en', { numeric: 'auto' }),
};

/** Moments every 7 h 59 s for two years from 2026: every hour of the day, every weekday and month, both sides of midnight. */
const moments = Array.from({ length: (2 * 366 * 24) / 7 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * (7 * 3_600_000 + 59_000)));

describe('dates in the users words, without Intl', () => {
  it('says a moment in Manila as Intl en-PH did', () => {
    for (const moment of moments) {
      const iso = moment.toISOString();
      expect(formatDateTime(iso), iso).toBe(intl.dateTime.format(moment));
      expect(formatDayOf(iso), iso).toBe(intl.dayOf.format(moment));
      expect(manilaToday(moment), iso).toBe(intl.today.format(moment));
      expect(manilaNow(moment), iso).toEqual({ hour: Number(intl.hour.format(moment)), todayInWords: intl.todayInWords.format(moment) });
    }
  });

  it('says a calendar date and a month as Intl did', () => {
    for (const moment of moments) {
      const date = moment.toISOString().slice(0, 10);
      expect(formatLongDate(date), date).toBe(intl.longDate.format(moment));
      expect(formatShortDate(date), date).toBe(intl.shortDate.format(moment));
      expect(monthLabel(date.slice(0, 7)), date).toBe(intl.month.format(moment));
    }
    expect(formatLongDate('not a date')).toBe('not a date');
    expect(monthLabel('2026-13')).toBe('2026-13');
  });

  it('gives a deadline as Intl did: its time, or the end of the day before Manila midnight', () => {
    for (const moment of moments) {
      const iso = moment.toISOString();
      expect(formatDeadline(iso), iso).toBe(`by ${intl.clock.format(moment)}, ${intl.dayMonthYear.format(moment)}`);
    }
    const midnight = new Date('2027-01-05T16:00:00.000Z');
    expect(formatDeadline(midnight.toISOString())).toBe(`by the end of ${intl.dayMonthYear.format(midnight.getTime() - 1)}`);
  });

  it('says how long ago as Intl.RelativeTimeFormat did', () => {
    const now = Date.UTC(2026, 10, 30, 3, 0, 0);
    for (let seconds = -8 * 86_400; seconds <= 8 * 86_400; seconds += 37) {
      const iso = new Date(now + seconds * 1000).toISOString();
      const abs = Math.abs(seconds);
      const expected =
        abs < 45
          ? 'just now'
          : abs < 3600
            ? intl.relative.format(Math.round(seconds / 60), 'minute')
            : abs < 86_400
              ? intl.relative.format(Math.round(seconds / 3600), 'hour')
              : abs < 7 * 86_400
                ? intl.relative.format(Math.round(seconds / 86_400), 'day')
                : intl.dateTime.format(new Date(iso));
      expect(formatRelative(iso, now), `${seconds} s`).toBe(expected);
    }
  });
});
