// How a travel's dates and times read on the lists, the travel order and the spreadsheet.

import { clockTime, dateRange } from '../../lib/words';

export { clockTime, dateRange };

type Dates = { date_from: string; date_to: string; time_from?: string | null; time_to?: string | null };

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
