import type { TWorkScheduleDefinition, TDtrDay } from '@hris/contracts';
import { hhmm, isoWeekday, manilaParts, toMinutes } from './manila-time';

/**
 * The daily time record (CS Form No. 48) of one day, computed from the raw punches and the schedule.
 * Pure: the caller loads punches, holidays, suspensions, leave, travel and approved appeals.
 *
 * Rules chosen where the issue is silent (what a Philippine HR office expects):
 * - Times are Manila wall-clock minutes; seconds are dropped (the DTR prints HH:MM and is charged on it).
 * - Only punches on `date` (Manila) count, so the caller may pass a whole month's punches.
 * - Double punches: punches within DOUBLE_PUNCH_MINUTES of the previous kept punch are the same act
 *   and count once, at the first one's time.
 * - Halves: with two sessions, a punch before the midpoint between the morning's end and the
 *   afternoon's start is a morning punch (12:30 for 08:00–12:00 / 13:00–17:00). With one session, every
 *   punch belongs to it, and it is the morning if it starts before noon. Flexible time splits at the
 *   middle of the lunch break; days off split at noon. In each half the first punch is the arrival and
 *   the last the departure; a lone punch is the arrival if before the middle of the session, else the departure
 *   (flexible time reads the day's punches together: see below).
 * - Late: arrival minus session start, counted in full once beyond the grace period (arrivals within
 *   the grace period are not late at all). Undertime: session end minus departure.
 * - Times late (MC 23 s.1998, habitual tardiness): each late arrival is one time, so a day late in the
 *   morning and again after lunch is late two times (`times_late` of the day).
 * - Absence: each unfilled session without a punch is its share of the day (two sessions → 0.5 each,
 *   one session → 1).
 * - A half with an arrival but no departure (or the reverse) is not charged: the missing time is left
 *   blank and flagged in remarks ("No AM departure") so the employee files an appeal to correct it.
 * - Leave, travel and holidays leave the punches shown but charge nothing in the half they fill.
 * - Suspension from a time: a session starting at or after it is served; a session it cuts ends at the
 *   suspension (undertime counts to then, a missing departure is not flagged). An employee with no
 *   punch in a session before the suspension is still absent for that session.
 * - Approved appeals replace the times they give (later appeals over earlier ones) before charging.
 * - Flexible time: late = arrival after the window's end; the day's hours run from the arrival (not
 *   before arrival_from, not after arrival_to), lunch never counts, and undertime is the hours not
 *   served, less the late minutes already charged (so nothing is charged twice; grace minutes are forgiven
 *   in full). Lunch punches are optional; when both are there, a longer break is hours not served.
 *   A half absent or filled halves the hours to serve.
 * - Flexible time, which punch is which: arriving after the window is still arriving (CSC-RULES.md: a lone
 *   morning punch at 09:30 on a 07:00–09:00 window is a late arrival, not a departure), so the arrival and
 *   departure are read from the day's punches together, not from each punch's time:
 *   · one punch in the morning and one in the afternoon are the day's arrival and departure;
 *   · a lone punch of the day is the arrival in the morning, the departure in the afternoon; the other
 *     end is missing (flagged, not charged) and the empty half is not an absence, since nothing but that
 *     missing punch was expected in it;
 *   · two punches or more in a half are its arrival and departure (the other half absent if empty);
 *   · a lone punch in one half while the other has two is either the day's end or a lunch punch: in the
 *     morning it is the arrival before the middle of arrival_to and the lunch's start (10:30 for 09:00 and
 *     12:00), else the lunch-out; in the afternoon it is the lunch-in before the middle of the lunch's end
 *     and the latest departure (15:30 for 13:00 and 18:00), else the departure;
 *   · with the other half filled (leave, travel, holiday, suspension), a half's lone punch is read within
 *     that half alone, by the same middles.
 */

export const DOUBLE_PUNCH_MINUTES = 2;

type Half = 'am' | 'pm';
type Part = 'whole' | Half;
type Filler = { label: string; part: Part };
type TimePair = { in: number | null; out: number | null };

export type DayContext = {
  date: string /* YYYY-MM-DD, Manila */;
  schedule: TWorkScheduleDefinition;
  punches: (Date | string)[];
  /**
   * The day's punches already as Manila minutes of the day (any order), when the caller has them: a month
   * for a campus is 150,000 days, and working minutes out of instants once, in bulk, is much cheaper.
   * Used instead of `punches` when given.
   */
  punchMinutes?: number[];
  graceMinutes?: number;
  holiday?: { name: string; part: Part } | null;
  suspensionFrom?: string /* HH:MM */ | null;
  leave?: Filler | null;
  travel?: Filler | null;
  appeals?: { am_in?: string | null; am_out?: string | null; pm_in?: string | null; pm_out?: string | null }[] /* approved corrections, HH:MM */;
};

/**
 * A day of the DTR and how many times the employee was late that day (0, 1 or 2: the morning and the
 * afternoon arrivals each count). Optional: days built outside computeDay (days to come) have none.
 */
export type DtrDay = TDtrDay;

type Charges = { late: number; timesLate: number; undertime: number; absent: number; notes: string[] };

const NOON = 12 * 60;
const HALF_NAME: Record<Half, string> = { am: 'AM', pm: 'PM' };

export function computeDay(ctx: DayContext): DtrDay {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ctx.date)) throw new Error(`A date must be YYYY-MM-DD: ${ctx.date}`);
  const punches = ctx.punchMinutes ? keepDistinct([...ctx.punchMinutes].sort((a, b) => a - b)) : dayPunches(ctx.date, ctx.punches);
  const fillers = [ctx.holiday ? { label: ctx.holiday.name, part: ctx.holiday.part } : null, ctx.travel ?? null, ctx.leave ?? null].filter(
    (f): f is Filler => f !== null,
  );
  const covered = (h: Half) => fillers.some((f) => f.part === 'whole' || f.part === h);
  const susp = ctx.suspensionFrom ? toMinutes(ctx.suspensionFrom) : null;
  const grace = Math.max(0, ctx.graceMinutes ?? 0);
  const weekday = isoWeekday(ctx.date);

  const remarks = fillers.map((f) => (f.part === 'whole' ? f.label : `${f.label} (${HALF_NAME[f.part]})`));
  if (susp !== null) remarks.push(`Work suspended from ${hhmm(susp)}`);

  const s = ctx.schedule;
  let rows: Record<Half, TimePair>;
  let charges: Charges = { late: 0, timesLate: 0, undertime: 0, absent: 0, notes: [] };
  if (s.kind === 'flexible') {
    const to = toMinutes(s.arrival_to);
    const lunchEnd = toMinutes(s.lunch.end);
    // A suspension by the end of the arrival window frees the whole day; one by the end of lunch, the afternoon.
    const filled: Record<Half, boolean> = {
      am: covered('am') || (susp !== null && susp <= to),
      pm: covered('pm') || (susp !== null && susp <= lunchEnd),
    };
    rows = applyAppeals(flexibleRows(s, punches, filled), ctx.appeals, remarks);
    if (s.weekdays.includes(weekday)) charges = flexibleCharges(s, rows, filled, susp, grace);
  } else {
    const sessions = (s.days[weekday] ?? []).map((x) => ({ start: toMinutes(x.start), end: toMinutes(x.end) }));
    const [first, second] = sessions;
    let scheduled: [Half, { start: number; end: number }][] = [];
    if (first && second) {
      rows = splitHalves(punches, (first.end + second.start) / 2, mid(first), mid(second));
      scheduled = [
        ['am', first],
        ['pm', second],
      ];
    } else if (first) {
      const half: Half = first.start < NOON ? 'am' : 'pm';
      rows = splitHalves(punches, half === 'am' ? Infinity : -Infinity, mid(first), mid(first));
      scheduled = [[half, first]];
    } else {
      rows = splitHalves(punches, NOON, NOON, 24 * 60); // a day off: show the punches, arrivals first
    }
    rows = applyAppeals(rows, ctx.appeals, remarks);
    charges = fixedCharges(scheduled, rows, covered, susp, grace);
  }

  remarks.push(...charges.notes);
  const show = (m: number | null) => (m === null ? null : hhmm(m));
  return {
    date: ctx.date,
    am_in: show(rows.am.in),
    am_out: show(rows.am.out),
    pm_in: show(rows.pm.in),
    pm_out: show(rows.pm.out),
    late_minutes: charges.late,
    undertime_minutes: charges.undertime,
    absent_days: charges.absent,
    remarks: remarks.length ? remarks.join('; ') : null,
    times_late: charges.timesLate,
  };
}

/**
 * Which half of the day official business travel fills when it takes part of it (out at 13:00, back
 * at 17:00): a travel that reaches into both the morning (before 12:00) and the afternoon (after
 * 13:00) fills the whole day; otherwise the half it falls in. Whole-day travel passes no times.
 */
export function travelPart(timeFrom: string | null, timeTo: string | null): Part {
  if (!timeFrom || !timeTo) return 'whole';
  const from = toMinutes(timeFrom);
  const to = toMinutes(timeTo);
  if (from < NOON && to > NOON + 60) return 'whole';
  return to <= NOON + 60 ? 'am' : 'pm';
}

/**
 * The month's totals for the DTR's total row and the tardiness reports. times_late counts late arrivals,
 * not days late (MC 23 s.1998 counts times): a day late in the morning and after lunch is 2.
 */
export function monthTotals(days: DtrDay[]): { late_minutes: number; undertime_minutes: number; absent_days: number; times_late: number } {
  return days.reduce(
    (t, d) => ({
      late_minutes: t.late_minutes + d.late_minutes,
      undertime_minutes: t.undertime_minutes + d.undertime_minutes,
      absent_days: t.absent_days + d.absent_days,
      // A day not from computeDay (none yet) is late once if it has late minutes at all.
      times_late: t.times_late + d.times_late,
    }),
    { late_minutes: 0, undertime_minutes: 0, absent_days: 0, times_late: 0 },
  );
}

/** Every date of a month, 'YYYY-MM' → ['YYYY-MM-01', …]. */
export function daysOfMonth(month: string): string[] {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) throw new Error(`A month must be YYYY-MM: ${month}`);
  const count = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The day's punches in Manila minutes, sorted, double punches counted once. */
function dayPunches(date: string, raw: (Date | string)[]): number[] {
  const minutes = raw
    .map(manilaParts)
    .filter((p) => p.date === date)
    .map((p) => p.minutes)
    .sort((a, b) => a - b);
  return keepDistinct(minutes);
}

/** Sorted minutes with double punches counted once, at the first one's time. */
function keepDistinct(minutes: number[]): number[] {
  const kept: number[] = [];
  for (const m of minutes) {
    const last = kept[kept.length - 1];
    if (last === undefined || m - last > DOUBLE_PUNCH_MINUTES) kept.push(m);
  }
  return kept;
}

function mid(session: { start: number; end: number }): number {
  return (session.start + session.end) / 2;
}

/** Punches before `boundary` are the morning's; a lone punch is an arrival before its half's middle. */
function splitHalves(punches: number[], boundary: number, amMiddle: number, pmMiddle: number): Record<Half, TimePair> {
  const pair = (ps: number[], middle: number): TimePair => {
    const [firstPunch] = ps;
    if (firstPunch === undefined) return { in: null, out: null };
    if (ps.length === 1) return firstPunch < middle ? { in: firstPunch, out: null } : { in: null, out: firstPunch };
    return { in: firstPunch, out: ps[ps.length - 1]! };
  };
  return {
    am: pair(
      punches.filter((p) => p < boundary),
      amMiddle,
    ),
    pm: pair(
      punches.filter((p) => p >= boundary),
      pmMiddle,
    ),
  };
}

function applyAppeals(rows: Record<Half, TimePair>, appeals: DayContext['appeals'], remarks: string[]): Record<Half, TimePair> {
  if (!appeals?.length) return rows;
  const out = { am: { ...rows.am }, pm: { ...rows.pm } };
  for (const a of appeals) {
    if (a.am_in) out.am.in = toMinutes(a.am_in);
    if (a.am_out) out.am.out = toMinutes(a.am_out);
    if (a.pm_in) out.pm.in = toMinutes(a.pm_in);
    if (a.pm_out) out.pm.out = toMinutes(a.pm_out);
  }
  remarks.push('Corrected by approved appeal');
  return out;
}

function absenceNote(absentHalves: Half[], sessionCount: number): string[] {
  if (!absentHalves.length) return [];
  if (absentHalves.length === sessionCount) return ['Absent'];
  return absentHalves.map((h) => `Absent (${HALF_NAME[h]})`);
}

function fixedCharges(
  scheduled: [Half, { start: number; end: number }][],
  rows: Record<Half, TimePair>,
  covered: (h: Half) => boolean,
  susp: number | null,
  grace: number,
): Charges {
  const c: Charges = { late: 0, timesLate: 0, undertime: 0, absent: 0, notes: [] };
  const absentHalves: Half[] = [];
  for (const [half, session] of scheduled) {
    if (covered(half)) continue;
    if (susp !== null && susp <= session.start) continue; // suspended before the session began: served
    const end = susp !== null ? Math.min(session.end, susp) : session.end;
    const { in: arrival, out: departure } = rows[half];
    if (arrival === null && departure === null) {
      c.absent += 1 / scheduled.length;
      absentHalves.push(half);
      continue;
    }
    if (arrival !== null) {
      const late = Math.min(arrival, end) - session.start;
      if (late > grace) {
        c.late += late;
        c.timesLate += 1;
      }
    } else c.notes.push(`No ${HALF_NAME[half]} arrival`);
    if (departure !== null) c.undertime += Math.max(0, end - departure);
    else if (end === session.end) c.notes.push(`No ${HALF_NAME[half]} departure`);
  }
  c.notes.push(...absenceNote(absentHalves, scheduled.length));
  return c;
}

type Flexible = Extract<TWorkScheduleDefinition, { kind: 'flexible' }>;

/**
 * The DTR columns of a flexible-time day: which punch is the arrival, the lunch-out, the lunch-in and the
 * departure, read from the day's punches together and the schedule (see the rules at the top).
 */
function flexibleRows(s: Flexible, punches: number[], filled: Record<Half, boolean>): Record<Half, TimePair> {
  const lunch = { start: toMinutes(s.lunch.start), end: toMinutes(s.lunch.end) };
  const latestOut = toMinutes(s.arrival_to) + s.hours * 60 + (lunch.end - lunch.start);
  // Each half's middle as it runs for someone arriving at the end of the window (09:00–12:00 and 13:00–18:00
  // on a 07:00–09:00 window): a late arrival at 09:30 is still before the morning's middle, where the middle
  // of 07:00–12:00 would read it as the lunch-out.
  const amMiddle = (toMinutes(s.arrival_to) + lunch.start) / 2;
  const pmMiddle = (lunch.end + latestOut) / 2;
  const am = punches.filter((p) => p < (lunch.start + lunch.end) / 2);
  const pm = punches.filter((p) => p >= (lunch.start + lunch.end) / 2);
  const pair = (ps: number[]): TimePair => (ps.length ? { in: ps[0]!, out: ps[ps.length - 1]! } : { in: null, out: null });
  const lone = (p: number, middle: number): TimePair => (p < middle ? { in: p, out: null } : { in: null, out: p });
  const [amPunch] = am;
  const [pmPunch] = pm;
  // Lunch punches are optional: one punch each side of lunch are the day's arrival and departure.
  if (am.length === 1 && pm.length === 1) return { am: { in: amPunch!, out: null }, pm: { in: null, out: pmPunch! } };
  if (am.length === 1) {
    const alone = pm.length === 0 && !filled.pm; // the day's only punch, in the morning: its arrival
    return { am: alone ? { in: amPunch!, out: null } : lone(amPunch!, amMiddle), pm: pair(pm) };
  }
  if (pm.length === 1) {
    const alone = am.length === 0 && !filled.am; // the day's only punch, in the afternoon: its departure
    return { am: pair(am), pm: alone ? { in: null, out: pmPunch! } : lone(pmPunch!, pmMiddle) };
  }
  return { am: pair(am), pm: pair(pm) };
}

function flexibleCharges(s: Flexible, rows: Record<Half, TimePair>, filled: Record<Half, boolean>, susp: number | null, grace: number): Charges {
  const c: Charges = { late: 0, timesLate: 0, undertime: 0, absent: 0, notes: [] };
  const from = toMinutes(s.arrival_from);
  const to = toMinutes(s.arrival_to);
  const lunch = { start: toMinutes(s.lunch.start), end: toMinutes(s.lunch.end) };
  // A lone arrival (or departure) on a day to be worked whole stands for the day, its other end missing:
  // the half it leaves empty only lacks that punch, so it is flagged below, not charged as an absence.
  const times = [rows.am.in, rows.am.out, rows.pm.in, rows.pm.out].filter((m) => m !== null);
  const loneEnd = !filled.am && !filled.pm && times.length === 1 && (rows.am.in !== null || rows.pm.out !== null);
  const counted: Record<Half, boolean> = { am: false, pm: false };
  const absentHalves: Half[] = [];
  for (const half of ['am', 'pm'] as const) {
    if (filled[half]) continue;
    if (rows[half].in === null && rows[half].out === null && !loneEnd) {
      c.absent += 0.5;
      absentHalves.push(half);
    } else counted[half] = true;
  }
  c.notes.push(...absenceNote(absentHalves, 2));
  if (!counted.am && !counted.pm) return c;

  const required = ((counted.am ? 1 : 0) + (counted.pm ? 1 : 0)) * s.hours * 30;
  const firstHalf: Half = counted.am ? 'am' : 'pm';
  const lastHalf: Half = counted.pm ? 'pm' : 'am';
  const arrival = rows[firstHalf].in;
  const departure = rows[lastHalf].out;
  const until = susp ?? Infinity;
  if (arrival === null) c.notes.push(`No ${HALF_NAME[firstHalf]} arrival`);
  if (departure === null && susp === null) c.notes.push(`No ${HALF_NAME[lastHalf]} departure`);
  if (arrival === null) return c;

  // The afternoon alone starts when lunch ends; a morning arrival counts from the window.
  const windowEnd = counted.am ? to : lunch.end;
  const lateRaw = Math.max(0, Math.min(arrival, until) - windowEnd);
  if (lateRaw > grace) {
    c.late = lateRaw;
    c.timesLate = 1; // one arrival a day: a longer lunch is hours not served, not a second time late
  }
  if (departure === null) return c;

  const lowest = counted.am ? from : lunch.end;
  const breakOut = rows.am.out;
  const breakIn = rows.pm.in;
  const intervals: [number, number][] =
    counted.am && counted.pm && breakOut !== null && breakIn !== null
      ? [
          [arrival, breakOut],
          [breakIn, departure],
        ]
      : [[arrival, departure]];
  const served = intervals.reduce((sum, [a, b]) => sum + workMinutes(Math.max(a, lowest), Math.min(b, until), lunch), 0);
  const start = counted.am ? Math.min(Math.max(arrival, from), to) : lunch.end;
  const available = susp === null ? Infinity : workMinutes(start, susp, lunch);
  c.undertime = Math.max(0, Math.min(required, available) - served - lateRaw);
  return c;
}

/** Minutes from a to b, lunch excluded. */
function workMinutes(a: number, b: number, lunch: { start: number; end: number }): number {
  if (b <= a) return 0;
  const overlap = Math.max(0, Math.min(b, lunch.end) - Math.max(a, lunch.start));
  return b - a - overlap;
}
