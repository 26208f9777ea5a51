// How a travel's dates and times read on the lists, the travel order and the spreadsheet.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type Dates = { date_from: string; date_to: string; time_from?: string | null; time_to?: string | null };

const parts = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return { y, month: MONTHS[m - 1]!, d };
};

/** "13:00" as "1:00 PM". */
export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
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

/** The hours of each day away: "Whole day", or "1:00 PM to 5:00 PM". */
export function travelHours(t: Pick<Dates, 'time_from' | 'time_to'>): string {
  return t.time_from && t.time_to ? `${clockTime(t.time_from)} to ${clockTime(t.time_to)}` : 'Whole day';
}

/** The dates, and the hours when only part of each day: "November 3, 2026, 1:00 PM to 5:00 PM". */
export function travelPeriod(t: Dates): string {
  const range = dateRange(t.date_from, t.date_to);
  return t.time_from && t.time_to ? `${range}, ${travelHours(t)}` : range;
}

/** Calendar days from the first to the last, both counted. */
export function travelDays(t: Pick<Dates, 'date_from' | 'date_to'>): number {
  return Math.round((Date.parse(`${t.date_to}T00:00:00Z`) - Date.parse(`${t.date_from}T00:00:00Z`)) / 86_400_000) + 1;
}
