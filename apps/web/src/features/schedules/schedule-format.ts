import { WEEKDAYS, type TWorkScheduleDefinition } from '@hris/contracts';
import { formatLongDate } from '../../lib/dates';
import { clockTime } from '../attendance/attendance.api';
import type { THolidayPart, TScheduleKind } from './schedules.api';

// Schedules as the office writes them: "8:00 AM – 12:00 PM", weekdays by name, hours a week.

export type TWeekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<TWeekday, string> = {
  '1': 'Monday',
  '2': 'Tuesday',
  '3': 'Wednesday',
  '4': 'Thursday',
  '5': 'Friday',
  '6': 'Saturday',
  '7': 'Sunday',
};

export const KIND_LABELS: Record<TScheduleKind, string> = { fixed: 'Fixed hours', flexible: 'Flexible time', faculty: 'Faculty load' };
export const KIND_COLORS: Record<TScheduleKind, string> = { fixed: 'blue', flexible: 'teal', faculty: 'grape' };

export const PART_LABELS: Record<THolidayPart, string> = { whole: 'Whole day', am: 'Morning only', pm: 'Afternoon only' };

export { clockTime };

export const sessionLabel = (s: { start: string; end: string }) => `${clockTime(s.start)} – ${clockTime(s.end)}`;

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Hours a week the schedule asks for: the sessions of each day, or flexible hours times the working days. */
export function weeklyHours(definition: TWorkScheduleDefinition): number {
  if (definition.kind === 'flexible') return definition.hours * definition.weekdays.length;
  const minutes = Object.values(definition.days).reduce(
    (sum, sessions) => sum + (sessions ?? []).reduce((day, s) => day + minutesOf(s.end) - minutesOf(s.start), 0),
    0,
  );
  return Math.round((minutes / 60) * 100) / 100;
}

/** "40 hours a week", "37.5 hours a week". */
export const weeklyHoursLabel = (definition: TWorkScheduleDefinition) => `${weeklyHours(definition)} hours a week`;

/** The working days of a schedule in week order. */
export function workingDays(definition: TWorkScheduleDefinition): TWeekday[] {
  if (definition.kind === 'flexible') return WEEKDAYS.filter((d) => definition.weekdays.includes(d));
  return WEEKDAYS.filter((d) => (definition.days[d]?.length ?? 0) > 0);
}

/** "Monday to Friday", "Monday, Wednesday and Friday": consecutive days read as a range. */
export function daysLabel(days: TWeekday[]): string {
  if (days.length === 0) return 'No working days';
  const numbers = days.map(Number);
  const consecutive = numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1);
  if (consecutive && days.length > 2) return `${WEEKDAY_NAMES[days[0]!]} to ${WEEKDAY_NAMES[days[days.length - 1]!]}`;
  const names = days.map((d) => WEEKDAY_NAMES[d]);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
}

/** One line about a schedule for lists: its days and hours. */
export function scheduleSummary(definition: TWorkScheduleDefinition): string {
  const days = daysLabel(workingDays(definition));
  if (definition.kind === 'flexible') {
    return `${days}, arrive ${clockTime(definition.arrival_from)} – ${clockTime(definition.arrival_to)}, ${definition.hours} hours a day`;
  }
  const shapes = new Set(workingDays(definition).map((d) => (definition.days[d] ?? []).map(sessionLabel).join(', ')));
  return shapes.size === 1 ? `${days}, ${[...shapes][0]}` : `${days}, hours differ by day`;
}

/** "2026-11-03" → "Tue, Nov 3". */
const shortDate = new Intl.DateTimeFormat('en-PH', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
export const shortDateLabel = (iso: string) => shortDate.format(new Date(`${iso}T00:00:00Z`));

/** An assignment's period: "From November 3, 2026", or both dates when it ends. */
export function periodLabel(from: string, to: string | null): string {
  return to ? `${formatLongDate(from)} – ${formatLongDate(to)}` : `From ${formatLongDate(from)}`;
}
