/**
 * Dates and times in the users' words. Times are stored in UTC and shown in Philippine time (DESIGN.md).
 *
 * By arithmetic, not Intl: Philippine time is UTC+8 all year (the country has kept no daylight saving time since 1990),
 * and the words are English. The first Intl.DateTimeFormat a page builds loads its locale's and time zone's data, 17 ms
 * on a laptop and 70 on Lighthouse's phone, in whatever task first shows a date: on the dashboard, the one that draws
 * the first screen. Each format here says exactly what Intl's en-PH (or en-GB, en-CA) said in Chromium;
 * test/dates.test.ts compares them with Intl over two years of moments.
 */
const MANILA_OFFSET_MS = 8 * 3_600_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A moment's calendar day and clock, in Manila or (for a calendar date, which has no time zone) as written. */
type Calendar = { year: number; month: number; day: number; weekday: number; hour: number; minute: number; second: number };
function calendarOf(time: number, offsetMs: number): Calendar {
  const d = new Date(time + offsetMs);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}
const inManila = (time: number) => calendarOf(time, MANILA_OFFSET_MS);
const asWritten = (time: number) => calendarOf(time, 0);

const two = (n: number) => String(n).padStart(2, '0');
/** "Nov 30, 2026" */
const mediumDate = (c: Calendar) => `${MONTHS[c.month]!.slice(0, 3)} ${c.day}, ${c.year}`;
/** "November 30, 2026" */
const longDate = (c: Calendar) => `${MONTHS[c.month]} ${c.day}, ${c.year}`;
/** "30 November 2026" */
const dayMonthYear = (c: Calendar) => `${c.day} ${MONTHS[c.month]} ${c.year}`;
/** "7:05 PM" */
const clock = (c: Calendar) => `${c.hour % 12 || 12}:${two(c.minute)} ${c.hour < 12 ? 'AM' : 'PM'}`;

/** "Nov 30, 2026, 7:05 PM" in Manila. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const manila = inManila(time);
  return `${mediumDate(manila)}, ${clock(manila)}`;
}

/** "2 minutes ago", "in 1 hour", "yesterday": what Intl.RelativeTimeFormat('en', { numeric: 'auto' }) says. */
function relative(count: number, unit: 'minute' | 'hour' | 'day'): string {
  if (unit === 'day' && count === -1) return 'yesterday';
  if (unit === 'day' && count === 1) return 'tomorrow';
  if (count === 0) return unit === 'day' ? 'today' : `this ${unit}`;
  // Up to 59 minutes, 23 hours or 6 days: no thousands to group.
  const amount = `${Math.abs(count)} ${unit}${Math.abs(count) === 1 ? '' : 's'}`;
  return count < 0 ? `${amount} ago` : `in ${amount}`;
}

/** "just now", "5 minutes ago", "yesterday"; older than a week falls back to the date. */
export function formatRelative(iso: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  if (abs < 3600) return relative(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relative(Math.round(seconds / 86_400), 'day');
  return formatDateTime(iso);
}

/** Date.now() minus a number of seconds is after `iso`: the moment is recent. */
export function isWithinSeconds(iso: string, seconds: number, now = Date.now()): boolean {
  const time = Date.parse(iso);
  return !Number.isNaN(time) && now - time <= seconds * 1000;
}

/** The Philippine calendar day of a moment (a stored timestamp), as "November 3, 2026". */
export function formatDayOf(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : longDate(inManila(time));
}

/**
 * A deadline in words: "by 4:00 PM, 4 November 2026", or "by the end of 5 January 2027" for one at Manila midnight
 * (a document that arrived on a day off is due at 00:00 of a working day, which "Jan 6, 12:00 AM" misread as the
 * start of that day; issue 42).
 */
export function formatDeadline(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const manila = inManila(time);
  if (manila.hour === 0 && manila.minute === 0 && manila.second === 0 && time % 1000 === 0) return `by the end of ${dayMonthYear(inManila(time - 1))}`;
  return `by ${clock(manila)}, ${dayMonthYear(manila)}`;
}

/** Words that stand alone as a value, capitalised: "By the end of 5 January 2027". */
export const sentence = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/** A calendar date (YYYY-MM-DD) as "January 1, 2024"; calendar dates have no time zone. */
export function formatLongDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : longDate(asWritten(time));
}

/** A calendar date (YYYY-MM-DD) as "Jan 1, 2024", for the columns of a wide table. */
export function formatShortDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : mediumDate(asWritten(time));
}

/** Today's date and this month in Philippine time, whatever the computer's own time zone. */
export function manilaToday(now = new Date()): string {
  const manila = inManila(now.getTime());
  return `${manila.year}-${two(manila.month + 1)}-${two(manila.day)}`;
}

export const manilaMonth = (now = new Date()) => manilaToday(now).slice(0, 7);

/** Today in Manila as a page's header says it, "Monday, November 30, 2026", and the hour there (0–23). */
export function manilaNow(now = new Date()): { hour: number; todayInWords: string } {
  const manila = inManila(now.getTime());
  return { hour: manila.hour, todayInWords: `${WEEKDAYS[manila.weekday]}, ${longDate(manila)}` };
}

/** "2026-11" as "November 2026". */
export const monthLabel = (month: string) => {
  const time = Date.parse(`${month}-01T00:00:00Z`);
  if (Number.isNaN(time)) return month;
  const c = asWritten(time);
  return `${MONTHS[c.month]} ${c.year}`;
};

/** The month and the eleven before it, newest first, as Select options. */
export function recentMonths(current: string, count = 12): { value: string; label: string }[] {
  const [year = 0, month = 1] = current.split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(year, month - 1 - back, 1));
    const value = first.toISOString().slice(0, 7);
    return { value, label: monthLabel(value) };
  });
}
