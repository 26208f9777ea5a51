// Shared by the API (summaries, request titles) and the demo seed, so a request reads the same whoever filed it.
// How dates, times and figures read in what the API says in words (summaries, lists, printed forms' captions):
// the way the pages show them ("November 3–5, 2026", "1:00 PM", "1.500 days").

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const parts = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return { y, month: MONTHS[m - 1]!, d };
};

/** "13:00" as "1:00 PM". */
export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "2026-11-03" as "November 3, 2026". */
export function longDate(iso: string): string {
  const a = parts(iso);
  return `${a.month} ${a.d}, ${a.y}`;
}

/** "November 3, 2026", "November 3–5, 2026", "November 28 – December 2, 2026"… */
export function dateRange(from: string, to: string): string {
  const a = parts(from);
  const b = parts(to);
  if (from === to) return `${a.month} ${a.d}, ${a.y}`;
  if (a.y === b.y && a.month === b.month) return `${a.month} ${a.d}–${b.d}, ${a.y}`;
  if (a.y === b.y) return `${a.month} ${a.d} – ${b.month} ${b.d}, ${a.y}`;
  return `${a.month} ${a.d}, ${a.y} – ${b.month} ${b.d}, ${b.y}`;
}

/** A CSC figure with its three decimals (CSC-RULES.md): 1.5 → "1.500". */
export const credits = (n: number) => (Math.round(n * 1000) / 1000).toFixed(3);

/** "1.500 days", "1.000 day". */
export const days = (n: number) => `${credits(n)} ${Math.abs(n) === 1 ? 'day' : 'days'}`;

/**
 * Days where a count of days is meant (a leave applied for, days to monetize): "2 days", "1.5 days", "0.125 day".
 * The three decimals of `days` are the leave card's and CS Form 6's (issue 42).
 */
export function dayCount(n: number): string {
  const rounded = Math.round(n * 1000) / 1000;
  return `${String(rounded)} ${rounded !== 0 && Math.abs(rounded) <= 1 ? 'day' : 'days'}`;
}

/** "8.000 hours". */
export const hours = (n: number) => `${credits(n)} ${Math.abs(n) === 1 ? 'hour' : 'hours'}`;

/** A summary's line, left out when there is nothing to say. */
export function line(label: string, value: string | number | null | undefined): { label: string; value: string }[] {
  if (value === null || value === undefined) return [];
  const text = String(value).trim();
  return text ? [{ label, value: text }] : [];
}

export const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** A leave application's title in Approvals and notifications: "Vacation Leave, 2 days, December 3–4, 2026". */
export function leaveRequestTitle(type: string, amount: { days: number } | { hours: number }, from: string, to: string): string {
  return `${type}, ${'hours' in amount ? hours(amount.hours) : dayCount(amount.days)}, ${dateRange(from, to)}`;
}
