/**
 * Asia/Manila local time without the machine's time zone: Manila is UTC+8 all year (no DST), so an
 * instant's local wall clock is its UTC reading plus 8 hours.
 */
export const MANILA_OFFSET_MINUTES = 8 * 60;

const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/**
 * The Manila calendar date (YYYY-MM-DD) and minute of the day of an instant. Seconds are dropped:
 * the printed DTR shows hours and minutes, and late/undertime are counted on what is printed.
 * A string without an offset is read as Manila wall-clock time (never as the server's local time).
 */
export function manilaParts(instant: Date | string): { date: string; minutes: number } {
  const at = typeof instant === 'string' ? new Date(HAS_OFFSET.test(instant.trim()) ? instant : `${instant.trim()}+08:00`) : instant;
  const ms = at.getTime();
  if (Number.isNaN(ms)) throw new Error(`Not a date and time: ${String(instant)}`);
  const local = ms + MANILA_OFFSET_MINUTES * 60_000;
  const day = Math.floor(local / DAY_MS);
  return { date: dateOfDay(day), minutes: Math.floor((local - day * DAY_MS) / 60_000) };
}

const DAY_MS = 86_400_000;
/** Dates already spelled, by day number: a month's DTR for a campus asks the same few dates 100,000s of times. */
const DATES = new Map<number, string>();

function dateOfDay(day: number): string {
  let date = DATES.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (DATES.size < 100_000) DATES.set(day, date);
  }
  return date;
}

/** 'HH:MM' → minutes after midnight. */
export function toMinutes(hhmm: string): number {
  const known = MINUTES.get(hhmm);
  if (known !== undefined) return known;
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new Error(`A time must be HH:MM: ${hhmm}`);
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  if (MINUTES.size < 10_000) MINUTES.set(hhmm, minutes);
  return minutes;
}
/** Schedules repeat the same few times for every person and day of a month's run. */
const MINUTES = new Map<string, number>();

/** Minutes after midnight → 'HH:MM' (24-hour). */
export function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** ISO weekday of a calendar date: '1' Monday … '7' Sunday (a date has no time zone, so UTC arithmetic is exact). */
export function isoWeekday(date: string): Weekday {
  const known = WEEKDAYS.get(date);
  if (known !== undefined) return known;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekday = String(day === 0 ? 7 : day) as Weekday;
  if (WEEKDAYS.size < 100_000) WEEKDAYS.set(date, weekday);
  return weekday;
}
type Weekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';
const WEEKDAYS = new Map<string, Weekday>();
