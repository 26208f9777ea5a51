import { isoWeekday, manilaParts, MANILA_OFFSET_MINUTES } from './manila-time';

/**
 * When a document's time at an office runs out (RA 11032: simple 3 working days, complex 7, highly technical 20):
 * the same Manila clock time on the Nth working day after the day it arrived, weekends and holidays left out.
 * A document that arrives on a day off starts counting at 00:00 of the next working day. So a simple document
 * received on Friday at 4 pm is due on Wednesday at 4 pm (Thursday at 4 pm when Monday is a holiday).
 */
export function dueAt(arrived: Date, workingDays: number, isHoliday: (date: string) => boolean): Date {
  const isWorkingDay = (date: string) => Number(isoWeekday(date)) <= 5 && !isHoliday(date);
  let { date, minutes } = manilaParts(arrived);
  // Seconds and milliseconds after the minute are kept, so a document is never due before its time is up.
  const rest = arrived.getTime() % 60_000;
  let remainder = rest < 0 ? rest + 60_000 : rest;
  if (!isWorkingDay(date)) {
    while (!isWorkingDay(date)) date = nextDate(date);
    minutes = 0;
    remainder = 0;
  }
  for (let counted = 0; counted < workingDays;) {
    date = nextDate(date);
    if (isWorkingDay(date)) counted++;
  }
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutes - MANILA_OFFSET_MINUTES) * 60_000 + remainder);
}

/** The working days from `from` to `to` (Manila dates, `from` excluded, `to` included): how late a document is. */
export function workingDaysBetween(from: string, to: string, isHoliday: (date: string) => boolean): number {
  let n = 0;
  for (let date = from; date < to;) {
    date = nextDate(date);
    if (Number(isoWeekday(date)) <= 5 && !isHoliday(date)) n++;
  }
  return n;
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
