import type { TWorkScheduleDefinition } from '@hris/contracts';
import { hhmm, isoWeekday, toMinutes } from './manila-time';

// Compensatory overtime credits (CSC-DBM Joint Circular 2 s.2004, 2-A s.2005): the rules as pure
// functions, so the service only gathers the punches, schedule, holidays and ledger totals it needs.
// COC is earned only for authorized overtime rendered beyond the regular working hours of the person's
// own schedule, less the meal break: 1 hour per hour on a workday, 1.5 on Saturdays, Sundays, holidays
// and the days the person's schedule does not work.

/** At most this many hours of COC are earned in one calendar month. */
export const COC_MONTHLY_CAP_HOURS = 40;
/** The unexpired balance may not pass this (unverified in the circulars: kept as a setting's default). */
export const COC_BALANCE_CAP_HOURS = 120;
/** Hours earned per hour served on a workday, and on a weekend, holiday or scheduled day off. */
export const COC_WORKDAY_RATE = 1;
export const COC_PREMIUM_RATE = 1.5;

/** A stretch of one day, in minutes after Manila midnight, from `start` up to `end`. */
export type DaySpan = { start: number; end: number };

/**
 * The usual noon break: the meal break of a day the person's schedule gives none for (a day off, or a
 * one-session day). An approved window that spans it loses that hour: nobody serves through lunch.
 */
export const USUAL_NOON_BREAK: DaySpan = { start: 12 * 60, end: 13 * 60 };

const NOON = 12 * 60;

/** Hours as the ledger keeps them (numeric(7,2)). */
export const roundHours = (hours: number) => Math.round(hours * 100) / 100;

/**
 * Minutes of the approved window actually served: its overlap with the span from the day's first
 * punch to its last (minutes after midnight, Manila wall clock). Fewer than two punches prove nothing: 0.
 */
export function servedMinutes(window: DaySpan, punches: readonly number[]): number {
  const span = servedSpan(window, punches);
  return span ? span.end - span.start : 0;
}

function servedSpan(window: DaySpan, punches: readonly number[]): DaySpan | null {
  if (punches.length < 2) return null;
  const start = Math.max(window.start, Math.min(...punches));
  const end = Math.min(window.end, Math.max(...punches));
  return end > start ? { start, end } : null;
}

/** What the person's day is, as the crediting needs it. */
export type CocDay = {
  /** The day the overtime was served (YYYY-MM-DD, Manila). */
  date: string;
  /** The person's own schedule on that day (their assignment, else the default schedule). */
  schedule: TWorkScheduleDefinition;
  /** A holiday of their campus (or national) that day, and which part of the day it frees. */
  holiday: 'whole' | 'am' | 'pm' | null;
  /** The earliest work suspension of their campus that day, in minutes after midnight. */
  suspensionFrom: number | null;
};

/** The regular working hours of a person's day, and the meal break that is not service. */
export type ScheduledDay = {
  /**
   * Not a workday for the person: their schedule does not work the weekday, a whole-day holiday, or a
   * whole-day work suspension. JC 2 s.2004 is silent on suspensions; a day suspended from the start of
   * work frees the person exactly as a holiday does, so it is treated as one (no regular hours, ×1.5).
   */
  dayOff: boolean;
  /** The spans of regular working hours (empty on a day off). */
  regular: DaySpan[];
  mealBreak: DaySpan;
};

/**
 * The regular hours of the person's day.
 * - Fixed and faculty schedules: the weekday's sessions; the meal break is the gap between two sessions.
 * - Flexible time: the day's required hours counted from the actual arrival (the first punch, held
 *   within the arrival window as the DTR does: an early bird's regular day starts at `arrival_from`, a
 *   late comer's at `arrival_to`), skipping the lunch, which is the meal break. This is the span the DTR
 *   charges undertime against, so an hour is never both owed as regular time and credited as overtime.
 * - A half-day holiday frees its half (fixed: the morning or afternoon session; flexible: half the hours,
 *   before or after lunch), and a suspension from mid-day ends the regular hours there: time served in
 *   the freed part is beyond regular hours. A suspension at or before the day's start (the first session,
 *   or the end of the flexible arrival window) frees the whole day.
 * - Without a lunch of the schedule that day, the meal break is the usual noon break.
 */
export function scheduledDay(day: CocDay, arrival: number | null): ScheduledDay {
  const s = day.schedule;
  const weekday = isoWeekday(day.date);
  const susp = day.suspensionFrom;
  if (s.kind === 'flexible') {
    const lunch = { start: toMinutes(s.lunch.start), end: toMinutes(s.lunch.end) };
    const from = toMinutes(s.arrival_from);
    const to = toMinutes(s.arrival_to);
    if (!s.weekdays.includes(weekday) || day.holiday === 'whole' || (susp !== null && susp <= to)) return offDay(lunch);
    const start = Math.min(Math.max(arrival ?? from, from), to);
    const minutes = s.hours * 60;
    let regular: DaySpan[];
    if (day.holiday === 'am') regular = [{ start: Math.max(start, lunch.end), end: Math.max(start, lunch.end) + minutes / 2 }];
    else if (day.holiday === 'pm') regular = [{ start, end: Math.min(start + minutes / 2, lunch.start) }];
    else regular = workSpans(start, minutes, lunch);
    return { dayOff: false, regular: endAt(regular, susp), mealBreak: lunch };
  }
  const sessions = (s.days[weekday] ?? []).map((x) => ({ start: toMinutes(x.start), end: toMinutes(x.end) }));
  const [first, second] = sessions;
  const mealBreak = first && second ? { start: first.end, end: second.start } : USUAL_NOON_BREAK;
  if (!first || day.holiday === 'whole' || (susp !== null && susp <= first.start)) return offDay(mealBreak);
  // As the DTR reads halves: with two sessions the first is the morning; a lone session is the morning if it starts before noon.
  const halfOf = (x: DaySpan, i: number) => (second ? (i === 0 ? 'am' : 'pm') : x.start < NOON ? 'am' : 'pm');
  const regular = sessions.filter((x, i) => halfOf(x, i) !== day.holiday);
  return { dayOff: false, regular: endAt(regular, susp), mealBreak };
}

function offDay(mealBreak: DaySpan): ScheduledDay {
  return { dayOff: true, regular: [], mealBreak };
}

/** `minutes` of work from `start`, the lunch not counting (work stops for it and resumes after). */
function workSpans(start: number, minutes: number, lunch: DaySpan): DaySpan[] {
  if (start >= lunch.end || start + minutes <= lunch.start) return [{ start, end: start + minutes }];
  if (start >= lunch.start) return [{ start: lunch.end, end: lunch.end + minutes }];
  const morning = lunch.start - start;
  return [
    { start, end: lunch.start },
    { start: lunch.end, end: lunch.end + minutes - morning },
  ];
}

/** The spans cut at a suspension (null: none). */
function endAt(spans: DaySpan[], susp: number | null): DaySpan[] {
  if (susp === null) return spans;
  return spans.map((x) => ({ start: x.start, end: Math.min(x.end, susp) })).filter((x) => x.end > x.start);
}

/** What the approved window's served time comes to. */
export type OvertimeServed = {
  /** Minutes of the window between the first and last punch. */
  served: number;
  /** Of those, minutes inside the regular working hours: they earn nothing. */
  insideRegular: number;
  /** Of those, minutes of the meal break (outside regular hours): not service. */
  mealBreak: number;
  /** What earns COC: served, less regular hours, less the meal break. */
  beyondRegular: number;
};

/**
 * The overtime served beyond regular hours: the window's served time (overlap with first–last punch),
 * less what lies inside the regular hours of the day, less the meal break. The meal break is taken off
 * only when the approved window spans all of it (then the person is presumed to have eaten within it);
 * a window that starts or ends inside the break was planned around the meal, and its minutes count.
 */
export function overtimeServed(window: DaySpan, punches: readonly number[], day: ScheduledDay): OvertimeServed {
  const span = servedSpan(window, punches);
  if (!span) return { served: 0, insideRegular: 0, mealBreak: 0, beyondRegular: 0 };
  const served = span.end - span.start;
  const spansMeal = window.start <= day.mealBreak.start && window.end >= day.mealBreak.end;
  const insideRegular = coveredMinutes(span, day.regular);
  // Counted together so a noon break inside a one-session day is not taken off twice.
  const excluded = coveredMinutes(span, spansMeal ? [...day.regular, day.mealBreak] : day.regular);
  return { served, insideRegular, mealBreak: excluded - insideRegular, beyondRegular: served - excluded };
}

/** Minutes of `span` covered by any of `spans` (which may overlap one another). */
function coveredMinutes(span: DaySpan, spans: readonly DaySpan[]): number {
  const parts = spans
    .map((x) => ({ start: Math.max(x.start, span.start), end: Math.min(x.end, span.end) }))
    .filter((x) => x.end > x.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let reached = -Infinity;
  for (const x of parts) {
    const start = Math.max(x.start, reached);
    if (x.end > start) total += x.end - start;
    reached = Math.max(reached, x.end);
  }
  return total;
}

/** Why some of the served time earned nothing, for the employee and HR (null when all of it counted). */
export function notCountedRemark(o: OvertimeServed, day: ScheduledDay): string | null {
  const parts: string[] = [];
  if (o.insideRegular > 0) parts.push(`${fmt(o.insideRegular / 60)} hours within regular working hours`);
  if (o.mealBreak > 0) parts.push(`${fmt(o.mealBreak / 60)} hours of meal break (${hhmm(day.mealBreak.start)}–${hhmm(day.mealBreak.end)})`);
  return parts.length ? `Not counted: ${parts.join('; ')}.` : null;
}

/**
 * The rate of a day: 1.5 on Saturday, Sunday, a holiday, or a day off of the person's own schedule
 * (JC 2 s.2004: "scheduled days off"; a whole-day suspension too, see ScheduledDay), else 1.
 * A half-day holiday keeps the holiday rate for the whole day, as it always has here.
 */
export function cocRate(date: string, isHoliday: boolean, isDayOff = false): number {
  const weekday = isoWeekday(date);
  return isHoliday || isDayOff || weekday === '6' || weekday === '7' ? COC_PREMIUM_RATE : COC_WORKDAY_RATE;
}

/** COCs expire at the end of the year after the year they were earned. */
export function cocExpiry(earnedOn: string): string {
  return `${Number(earnedOn.slice(0, 4)) + 1}-12-31`;
}

export type CocEarningInput = {
  /** The day the overtime was served (YYYY-MM-DD). */
  date: string;
  /** Minutes of overtime served beyond regular hours, less the meal break (overtimeServed's beyondRegular). */
  servedMinutes: number;
  isHoliday: boolean;
  /** Not a workday of the person's own schedule (ScheduledDay.dayOff). */
  isDayOff?: boolean;
  /** Hours the person already earned in that calendar month (other overtime, not this one). */
  earnedThisMonth: number;
  /** Their unexpired balance without this overtime's credit. */
  balance: number;
  monthlyCap?: number;
  balanceCap?: number;
};

export type CocEarning = { hours: number; uncappedHours: number; rate: number; expiresOn: string; remarks: string | null };

/**
 * The credit one overtime earns: served hours × the day's rate, cut to what still fits under the
 * monthly cap and the balance cap; `remarks` say what was cut and why, for the employee and HR.
 */
export function cocEarning(input: CocEarningInput): CocEarning {
  const monthlyCap = input.monthlyCap ?? COC_MONTHLY_CAP_HOURS;
  const balanceCap = input.balanceCap ?? COC_BALANCE_CAP_HOURS;
  const rate = cocRate(input.date, input.isHoliday, input.isDayOff);
  const uncappedHours = roundHours((input.servedMinutes / 60) * rate);
  const monthRoom = roundHours(Math.max(0, monthlyCap - input.earnedThisMonth));
  const balanceRoom = roundHours(Math.max(0, balanceCap - input.balance));
  const hours = Math.min(uncappedHours, monthRoom, balanceRoom);
  const cuts: string[] = [];
  if (hours < uncappedHours) {
    if (monthRoom < uncappedHours) cuts.push(`${fmt(input.earnedThisMonth)} hours were already earned this month (cap ${fmt(monthlyCap)})`);
    if (balanceRoom < uncappedHours) cuts.push(`the unexpired balance was ${fmt(input.balance)} hours (cap ${fmt(balanceCap)})`);
  }
  const remarks = cuts.length ? `${fmt(hours)} of ${fmt(uncappedHours)} hours credited: ${cuts.join('; ')}.` : null;
  return { hours, uncappedHours, rate, expiresOn: cocExpiry(input.date), remarks };
}

const fmt = (hours: number) => roundHours(hours).toFixed(2);

export type OvertimeCreditInput = {
  day: CocDay;
  /** The approved window. */
  window: DaySpan;
  /** The day's punches, minutes after Manila midnight, any order. */
  punches: readonly number[];
  earnedThisMonth: number;
  balance: number;
  monthlyCap?: number;
  balanceCap?: number;
};

export type OvertimeCredit = CocEarning & { served: OvertimeServed; dayOff: boolean };

/**
 * Everything one approved overtime earns, from the person's day and punches: the time served beyond
 * regular hours less the meal break, × the day's rate, within the caps. The remarks say why time was
 * not counted and what the caps cut.
 */
export function overtimeCredit(input: OvertimeCreditInput): OvertimeCredit {
  const arrival = input.punches.length ? Math.min(...input.punches) : null;
  const day = scheduledDay(input.day, arrival);
  const served = overtimeServed(input.window, input.punches, day);
  const earning = cocEarning({
    date: input.day.date,
    servedMinutes: served.beyondRegular,
    isHoliday: input.day.holiday !== null,
    isDayOff: day.dayOff,
    earnedThisMonth: input.earnedThisMonth,
    balance: input.balance,
    monthlyCap: input.monthlyCap,
    balanceCap: input.balanceCap,
  });
  const notes =
    input.punches.length < 2
      ? ['No time served: fewer than two punches that day.']
      : [notCountedRemark(served, day), earning.remarks].filter((r) => r !== null);
  return { ...earning, remarks: notes.length ? notes.join(' ') : null, served, dayOff: day.dayOff };
}

/**
 * The unexpired COC balance on a day: time-off taken (negative 'used' entries) consumes the oldest
 * earnings first, and what remains of an earning lapses at its expiry (JC 2 s.2004). Entries in any order.
 */
export function cocBalance(entries: readonly { entry_kind: string; hours: number; entry_date: string; expires_on: string | null }[], asOf: string): number {
  const lots = entries
    .filter((e) => e.entry_kind === 'earned' && e.hours > 0)
    .map((e) => ({ date: e.entry_date, expires: e.expires_on ?? '9999-12-31', left: e.hours }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const uses = entries.filter((e) => e.entry_kind === 'used').sort((a, b) => a.entry_date.localeCompare(b.entry_date));
  for (const use of uses) {
    let need = Math.abs(use.hours);
    for (const lot of lots) {
      if (need <= 0) break;
      // A lot can pay for time-off taken on or before its expiry and after it was earned.
      if (lot.left <= 0 || lot.expires < use.entry_date || lot.date > use.entry_date) continue;
      const take = Math.min(lot.left, need);
      lot.left -= take;
      need -= take;
    }
  }
  return roundHours(lots.filter((l) => l.expires >= asOf).reduce((sum, l) => sum + l.left, 0));
}
