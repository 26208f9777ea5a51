import type { TDtrDay } from '@hris/contracts';
/** Pure helpers for showing a daily time record the way the paper CS Form No. 48 reads. */

export type TDtrDayLike = TDtrDay;

const weekdayFormat = new Intl.DateTimeFormat('en-PH', { weekday: 'short', timeZone: 'UTC' });

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** "2026-11-03" → "Tue". */
export const weekdayOf = (date: string) => weekdayFormat.format(utcDate(date));

/** The day of the month, "2026-11-03" → 3. */
export const dayOfMonth = (date: string) => Number(date.slice(8, 10));

export const isWeekend = (date: string) => [0, 6].includes(utcDate(date).getUTCDay());

/** A real calendar date written YYYY-MM-DD (the day page's address can be typed by hand). */
export function isCalendarDate(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = utcDate(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** "13:05" as on the paper form: "1:05" (the column already says AM or PM); nothing logged is a dash. */
export function formTime(hhmm: string | null): string {
  if (!hhmm) return '—';
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')}`;
}

/** Minutes as HR writes them: 0 is blank, else "15 min", "1 hr 5 min". */
export function minutesLabel(minutes: number): string {
  if (minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`;
}

/** Absences in days: 1 → "1 day", 0.5 → "½ day", 2.5 → "2½ days". */
export function daysLabel(days: number): string {
  if (days <= 0) return '';
  const whole = Math.floor(days);
  const half = days - whole >= 0.5 ? '½' : '';
  const text = `${whole || (half ? '' : '0')}${half}`;
  return `${text} ${days > 1 ? 'days' : 'day'}`;
}

export type TDayTone = 'absent' | 'late' | 'off' | 'normal';

/**
 * How a row is drawn. Absences outrank lateness. A weekend, a day still to come (after `today`), or a
 * day with remarks but nothing logged and nothing charged (a holiday, leave, travel) is an off day, dimmed.
 */
export function dayTone(day: TDtrDayLike, today?: string): TDayTone {
  if (day.absent_days > 0) return 'absent';
  if (day.late_minutes > 0) return 'late';
  const logged = day.am_in || day.am_out || day.pm_in || day.pm_out;
  if (isWeekend(day.date) || (today !== undefined && day.date > today) || (!logged && day.undertime_minutes === 0 && day.remarks)) return 'off';
  return 'normal';
}
