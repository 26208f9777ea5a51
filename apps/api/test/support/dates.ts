import { isComputableHoliday } from '../../src/domain/philippine-holidays';

// Dates as the tests work them out from today in Manila (the rules count from there): YYYY-MM-DD strings.

const DAY_MS = 86_400_000;

/** Today's date in Manila. */
export const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
export const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const isWeekday = (iso: string) => ![0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());
/**
 * A weekday that is not one of the holidays the seed puts in every database (the law's fixed and computed
 * ones, this year's and next): the default schedule works it, so leave, absences and punches count on it.
 */
export const isWorkingDay = (iso: string) => isWeekday(iso) && !isComputableHoliday(iso);

/** The n-th working day (0: the first) on or after a date: weekends and the seeded holidays skipped. */
export function weekdayFrom(iso: string, n = 0): string {
  let d = iso;
  let left = n;
  for (;;) {
    if (isWorkingDay(d)) {
      if (left === 0) return d;
      left -= 1;
    }
    d = addDays(d, 1);
  }
}

/** The first day of the month `back` months before this one. */
export function monthStart(back: number, today = manilaToday()): string {
  return new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1)).toISOString().slice(0, 10);
}
