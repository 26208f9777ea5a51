// Dates as the tests work them out from today in Manila (the rules count from there): YYYY-MM-DD strings.

const DAY_MS = 86_400_000;

/** Today's date in Manila. */
export const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
export const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const isWeekday = (iso: string) => ![0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());

/** The n-th weekday (0: the first) on or after a date. */
export function weekdayFrom(iso: string, n = 0): string {
  let d = iso;
  let left = n;
  for (;;) {
    if (isWeekday(d)) {
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
