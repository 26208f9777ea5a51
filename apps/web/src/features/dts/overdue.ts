import { manilaToday } from '../attendance/attendance.api';

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const isWeekday = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
};

/**
 * How many working days a document is past its due time: the weekdays after the Manila day it fell due, up to and
 * including today (holidays, which only the server knows, are not left out). 0 when it is not yet past due or fell
 * due today.
 */
export function workingDaysLate(dueAt: string, now: Date = new Date()): number {
  const due = Date.parse(dueAt);
  if (Number.isNaN(due) || due >= now.getTime()) return 0;
  const today = manilaToday(now);
  let late = 0;
  for (let date = manilaToday(new Date(due)); date < today;) {
    date = nextDate(date);
    if (isWeekday(date)) late++;
  }
  return late;
}
