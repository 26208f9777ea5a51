/** Times are stored in UTC and shown in Philippine time (DESIGN.md). */
const TIME_ZONE = 'Asia/Manila';

const dateTimeFormat = new Intl.DateTimeFormat('en-PH', {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateTimeFormat.format(time);
}

/** "just now", "5 minutes ago", "yesterday"; older than a week falls back to the date. */
export function formatRelative(iso: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  if (abs < 3600) return relativeFormat.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relativeFormat.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relativeFormat.format(Math.round(seconds / 86_400), 'day');
  return formatDateTime(iso);
}

/** Date.now() minus a number of seconds is after `iso`: the moment is recent. */
export function isWithinSeconds(iso: string, seconds: number, now = Date.now()): boolean {
  const time = Date.parse(iso);
  return !Number.isNaN(time) && now - time <= seconds * 1000;
}

const longDayFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: TIME_ZONE });

/** The Philippine calendar day of a moment (a stored timestamp), as "November 3, 2026". */
export function formatDayOf(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : longDayFormat.format(time);
}

const dayMonthYearFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const clockFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });
const manilaClock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE });

/**
 * A deadline in words: "by 4:00 PM, 4 November 2026", or "by the end of 5 January 2027" for one at Manila midnight
 * (a document that arrived on a day off is due at 00:00 of a working day, which "Jan 6, 12:00 AM" misread as the
 * start of that day; issue 42).
 */
export function formatDeadline(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  if (manilaClock.format(time) === '00:00:00' && time % 1000 === 0) return `by the end of ${dayMonthYearFormat.format(time - 1)}`;
  return `by ${clockFormat.format(time)}, ${dayMonthYearFormat.format(time)}`;
}

/** Words that stand alone as a value, capitalised: "By the end of 5 January 2027". */
export const sentence = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

const longDateFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as "January 1, 2024"; calendar dates have no time zone. */
export function formatLongDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : longDateFormat.format(time);
}

const shortDateFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as "Jan 1, 2024", for the columns of a wide table. */
export function formatShortDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : shortDateFormat.format(time);
}

/** Today's date and this month in Philippine time, whatever the computer's own time zone. */
export function manilaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const manilaMonth = (now = new Date()) => manilaToday(now).slice(0, 7);

const monthLabelFormat = new Intl.DateTimeFormat('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" as "November 2026". */
export const monthLabel = (month: string) => monthLabelFormat.format(new Date(`${month}-01T00:00:00Z`));

/** The month and the eleven before it, newest first, as Select options. */
export function recentMonths(current: string, count = 12): { value: string; label: string }[] {
  const [year = 0, month = 1] = current.split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(year, month - 1 - back, 1));
    const value = first.toISOString().slice(0, 7);
    return { value, label: monthLabel(value) };
  });
}
