// Step increment due to length of service, announced by a Notice of Salary Step Increment (NOSI):
// CSC-DBM Joint Circular No. 1 s. 2012, as the issue states it (CSC-RULES.md, "Pay, positions and
// appointments"). One step for every three years of continuous satisfactory service in the same
// position, counted from the original appointment, the last promotion or the last step increment; the
// three years are delayed by leave without pay beyond the 15 days allowed, and count again after an
// Unsatisfactory or Poor rating or a notice of disciplinary action in them; step 8 is the last (the
// steps 1–8 of Joint Resolution No. 4 s. 2009, which the circular quotes).
//
// Pure: the caller passes what the service record, the leave card, the performance ratings and the
// disciplinary cases hold; the answer is the date the next step is due and, for the /nosi list, the
// sentences that say why it is not simply three years after the start. Dates are calendar dates
// ('YYYY-MM-DD', Manila), so day arithmetic in UTC is exact. The answer is a projection on what is on
// record today: a rating or a leave recorded later can move it, so the list recomputes it each time.

/** Years of service for one step. */
export const NOSI_YEARS = 3;
/** Days of leave without pay a three-year period may hold without moving the date (more than this delays it). */
export const LWOP_ALLOWED_DAYS = 15;
export const FIRST_STEP = 1;
/**
 * The last step of a salary grade. SG 33 has two steps only, but SG 33 is the President's: no position
 * of a university has it, so 8 holds for everyone the HRIS keeps.
 */
export const LAST_STEP = 8;

/** The adjectival ratings of the performance evaluation system (SPMS). */
export type PerformanceAdjective = 'Outstanding' | 'Very Satisfactory' | 'Satisfactory' | 'Unsatisfactory' | 'Poor';
const ADJECTIVES = new Set<string>(['Outstanding', 'Very Satisfactory', 'Satisfactory', 'Unsatisfactory', 'Poor']);

export type StepHistory = {
  /** The step the person holds now. */
  step: number;
  /**
   * The latest of: the original appointment to the position, the last promotion, the last step
   * increment. A promotion or any new position simply starts a new count: the caller passes its date.
   */
  countFrom: string;
  /**
   * Leave without pay as the leave card holds it: per month ('YYYY-MM', once each) the days without pay,
   * in thousandths of a day (2.5). The card does not say which days of the month they were, so neither
   * does the rule: it counts a month's days as a whole and names the month, never dates.
   */
  lwop: { period: string; days: number }[];
  /**
   * Performance ratings (semestral or annual), each for its rating period, both dates included; `source` names where
   * the rating comes from when it is not HR's hand-kept entry ("IPCR, 2026 first semester"), for the reason's sentence.
   */
  ratings: { periodFrom: string; periodTo: string; adjective: PerformanceAdjective; source?: string }[];
  /** Notices of disciplinary action: from the notice date to the end of its effect (`until`), or the notice date alone. */
  disciplinary: { date: string; until?: string }[];
};

export type StepIncrementDue = {
  maxed: false;
  stepFrom: number;
  stepTo: number;
  /** The date the three years finally count from: `countFrom`, or the day after the last interruption. */
  countsFrom: string;
  /** The day the next step takes effect. */
  dueDate: string;
  /** Days after `countFrom` + 3 years: leave without pay and the count starting again. */
  delayedByDays: number;
  /**
   * Days of leave without pay in the three years that count (thousandths allowed); when more than 15 the date
   * moves by them, a part of a day as a whole day.
   */
  lwopDays: number;
  /** Sentences for the HR officer, in the order things happened. */
  reasons: string[];
};

export type StepIncrementMaxed = { maxed: true; step: number; reasons: string[] };

export type StepIncrementResult = StepIncrementDue | StepIncrementMaxed;

/**
 * When the person's next step increment for length of service is due.
 *
 * 1. Three years from the start (`addYears`: 29 February + 3 years is 28 February).
 * 2. Leave without pay in [start, due), month by month from the leave card (`inWindow` says which months):
 *    more than 15 days moves the date by all of them, not by the excess ("delays the date by the LWOP"),
 *    a part of a day by a whole day (the three years are not complete until that day is served: 15.5 days
 *    move it by 16); 15 exactly does not. The later date can take in more leave, so the count is repeated
 *    until the date stops moving (it only moves later, and the leave is finite).
 * 3. An Unsatisfactory or Poor rating whose period overlaps [start, due), or a notice of disciplinary
 *    action in force on any day of it, breaks the continuity: the three years count again from the day
 *    after the rating period or the notice ends, and steps 1–2 are done again from there (leave in the
 *    broken period no longer matters). The one that ends first is taken first, so each sentence says
 *    where the count stood at that point.
 *
 * Where the issue is silent, the choices an HR officer would expect:
 * - A period with no rating on record does not stop the count: ratings come in late, and the NOSI is
 *   checked against them before it is signed; a missing rating is a matter for that check.
 * - A rating period that began before the start but ends after it still breaks the count: part of it is
 *   service in the period.
 * - Leave without pay in a month that ended before the start, or began on or after the due date, is not
 *   counted; a month across either edge is counted by `inWindow`.
 */
export function nextStepIncrement(h: StepHistory): StepIncrementResult {
  if (!Number.isInteger(h.step) || h.step < FIRST_STEP || h.step > LAST_STEP) {
    throw new RangeError(`A step must be a whole number from ${FIRST_STEP} to ${LAST_STEP}: ${String(h.step)}`);
  }
  const countFrom = day(h.countFrom, 'countFrom');
  const lwop = cardMonths(h.lwop);
  const interruptions: Interruption[] = [
    ...h.ratings.flatMap((r, i) => {
      const [from, to] = span(r.periodFrom, r.periodTo, `ratings[${i}]`);
      // A misspelt adjective must not pass as a satisfactory one.
      if (!ADJECTIVES.has(r.adjective)) throw new RangeError(`ratings[${i}] adjective must be one of ${[...ADJECTIVES].join(', ')}: ${String(r.adjective)}`);
      if (r.adjective !== 'Unsatisfactory' && r.adjective !== 'Poor') return [];
      const article = r.adjective === 'Unsatisfactory' ? 'An' : 'A';
      const source = r.source ? ` (${r.source})` : '';
      return [{ from, to, what: `${article} ${r.adjective} rating for ${periodText(from, to)}${source}` }];
    }),
    ...h.disciplinary.map((n, i) => {
      const [from, to] = span(n.date, n.until ?? n.date, `disciplinary[${i}]`);
      const what =
        to === from
          ? `A notice of disciplinary action of ${dateText(from)}`
          : `A notice of disciplinary action of ${dateText(from)}, in effect until ${dateText(to)}`;
      return { from, to, what };
    }),
  ];

  // Step 8 is the last: nothing to count, whatever the record holds.
  if (h.step === LAST_STEP) {
    return { maxed: true, step: h.step, reasons: [`Step ${LAST_STEP} is the last step of the salary grade: no further step increment for length of service.`] };
  }

  const reasons: string[] = [];
  let start = countFrom;
  for (;;) {
    const { due, lwopMilli, months } = dueFrom(start, lwop);
    const breaking = interruptions.filter((x) => x.from < due && x.to >= start);
    if (breaking.length === 0) {
      const counted = `${days(lwopMilli)} of leave without pay ${monthsText(months)}`;
      if (lwopMilli > LWOP_ALLOWED_MILLI) {
        const moved = delayOf(lwopMilli);
        const rounded = moved * 1000 === lwopMilli ? '' : ` (${fromMilli(lwopMilli)} rounded up to whole days)`;
        reasons.push(`${counted}: more than the ${LWOP_ALLOWED_DAYS} allowed, they move the date by ${days(moved * 1000)}${rounded}.`);
      } else if (lwopMilli > 0) {
        reasons.push(`${counted}: within the ${LWOP_ALLOWED_DAYS} allowed, the date does not move.`);
      }
      const plainDue = plusYears(countFrom, NOSI_YEARS);
      return {
        maxed: false,
        stepFrom: h.step,
        stepTo: h.step + 1,
        countsFrom: dateOf(start),
        dueDate: dateOf(due),
        delayedByDays: due - plainDue,
        lwopDays: fromMilli(lwopMilli),
        reasons,
      };
    }
    // The one that ends first (and any ending the same day) restarts the count; a later one is looked at again from there.
    const end = Math.min(...breaking.map((x) => x.to));
    start = end + 1;
    for (const x of breaking.filter((b) => b.to === end)) reasons.push(`${x.what}: the three years count again from ${dateText(start)}.`);
  }
}

/**
 * Whether a step increment falls due from `from` to `to` (both included): the /nosi list of the steps
 * due this month and the next three (`nosiListWindow`). A person at the last step is never due.
 */
export function isDueBetween(result: StepIncrementResult, from: string, to: string): boolean {
  if (result.maxed) return false;
  return result.dueDate >= from && result.dueDate <= to;
}

/** The /nosi list's months: from the first day of `today`'s month to the last day of the third month after it. */
export function nosiListWindow(today: string): { from: string; to: string } {
  const [y, m] = parts(day(today, 'today'));
  return { from: dateOf(Date.UTC(y, m - 1, 1) / DAY_MS), to: dateOf(Date.UTC(y, m + 3, 0) / DAY_MS) };
}

/**
 * `date` + `years` calendar years. A "year" is twelve calendar months (Administrative Code of 1987,
 * Book I, Sec. 31), so three years from 29 February end in February three years on; that February has no
 * 29th, so the date is its last day, 28 February (2024-02-29 + 3 years = 2027-02-28). That keeps the
 * anniversary in the month of the appointment, where the monthly /nosi list looks for it, is what a
 * spreadsheet's EDATE gives the HR officer checking it, and matches `lastDayOfMonths` in leave-rules.ts.
 */
export function addYears(date: string, years: number): string {
  return dateOf(plusYears(day(date, 'date'), years));
}

function plusYears(n: number, years: number): number {
  const [y, m, d] = parts(n);
  const lastOfMonth = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return Date.UTC(y + years, m - 1, Math.min(d, lastOfMonth)) / DAY_MS;
}

type Interruption = { from: number; to: number; what: string };

/** A month of the leave card: its first and last day (day numbers) and its days without pay in thousandths. */
type CardMonth = { first: number; last: number; milli: number };

const LWOP_ALLOWED_MILLI = LWOP_ALLOWED_DAYS * 1000;

/** The days a total of leave without pay (thousandths) moves the date: a part of a day is a whole day. */
const delayOf = (milli: number) => Math.ceil(milli / 1000);

/** The leave card's months, checked (a month once, YYYY-MM, 0 to the month's length in thousandths), oldest first. */
function cardMonths(lwop: StepHistory['lwop']): CardMonth[] {
  const seen = new Set<string>();
  return lwop
    .map((m, i) => {
      const match = ISO_MONTH.exec(m.period);
      const month = match ? Number(match[2]) : 0;
      if (!match || month < 1 || month > 12) throw new RangeError(`lwop[${i}] period must be a month YYYY-MM: ${String(m.period)}`);
      if (seen.has(m.period)) throw new RangeError(`lwop[${i}]: ${m.period} is on the leave card once`);
      seen.add(m.period);
      const first = Date.UTC(Number(match[1]), month - 1, 1) / DAY_MS;
      const last = Date.UTC(Number(match[1]), month, 0) / DAY_MS;
      const milli = thousandths(m.days, `lwop[${i}] days`);
      if (milli > (last - first + 1) * 1000) {
        throw new RangeError(`lwop[${i}]: ${monthText(first)} has ${last - first + 1} days, not ${String(m.days)} without pay`);
      }
      return { first, last, milli };
    })
    .filter((m) => m.milli > 0)
    .sort((x, y) => x.first - y.first);
}

/**
 * Whether a month's leave without pay counts in the three years [start, due). The card holds a month's days
 * without their dates, so a month across an edge counts whole or not at all: it counts when it ends within the
 * three years (its last day on or after the start and before the due date). So:
 * - the month the count starts in counts: from an appointment, its days are all in the service (the card begins
 *   there, and a new employee with no credits yet is the likeliest to be without pay then);
 * - the month the step falls due in does not, unless the date has moved past its end: its days may come after the
 *   step was earned, and a step earned (and noticed, the list matching the notice by its date) must not be moved
 *   later by leave taken after it; it counts in the next three years instead, whose first month it is.
 * A step's date starts the next count, so a month across it falls in one of the two, never in both; and three
 * years hold 36 months whatever day they start on. The due date only moves later, so a month once counted stays
 * counted as the date moves.
 */
const inWindow = (m: CardMonth, start: number, due: number) => m.last >= start && m.last < due;

/** The due date of three years counted from `start` (a day number), the leave without pay in them (thousandths) and its months. */
function dueFrom(start: number, lwop: CardMonth[]): { due: number; lwopMilli: number; months: CardMonth[] } {
  const plain = plusYears(start, NOSI_YEARS);
  let due = plain;
  for (;;) {
    const months = lwop.filter((m) => inWindow(m, start, due));
    const lwopMilli = months.reduce((n, m) => n + m.milli, 0);
    const next = lwopMilli > LWOP_ALLOWED_MILLI ? plain + delayOf(lwopMilli) : plain;
    if (next === due) return { due, lwopMilli, months };
    due = next;
  }
}

/** Days as thousandths (integers), so 7.1 + 7.2 + 0.7 is 15 exactly; refuses what is not a count of days. */
function thousandths(days: number, field: string): number {
  if (typeof days !== 'number' || !Number.isFinite(days)) throw new RangeError(`${field} must be a number: ${String(days)}`);
  if (days < 0) throw new RangeError(`${field} may not be negative: ${days}`);
  const milli = Math.round(days * 1000);
  if (Math.abs(milli - days * 1000) > 1e-6) throw new RangeError(`${field} are counted in thousandths of a day: ${days}`);
  return milli;
}

const fromMilli = (milli: number) => milli / 1000;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'YYYY-MM-DD' → days since 1970-01-01; a malformed or impossible date (2025-02-29) is refused, never rolled over. */
function day(date: string, field: string): number {
  const m = ISO_DATE.exec(date);
  const n = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS : NaN;
  if (!m || Number.isNaN(n) || dateOf(n) !== date) throw new RangeError(`${field} must be a date YYYY-MM-DD: ${String(date)}`);
  return n;
}

function span(from: string, to: string, field: string): [number, number] {
  const a = day(from, `${field} from`);
  const b = day(to, `${field} to`);
  if (b < a) throw new RangeError(`${field} ends (${to}) before it begins (${from})`);
  return [a, b];
}

const dateOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

function parts(n: number): [number, number, number] {
  const d = new Date(n * DAY_MS);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

/** 1 July 2025. */
function dateText(n: number): string {
  const [y, m, d] = parts(n);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** A rating period: "January–June 2025" when it runs by whole months, else its two dates. */
function periodText(from: number, to: number): string {
  const [fy, fm, fd] = parts(from);
  const [ty, tm] = parts(to);
  const wholeMonths = fd === 1 && parts(to + 1)[2] === 1;
  if (!wholeMonths) return `${dateText(from)} to ${dateText(to)}`;
  if (fy !== ty) return `${MONTHS[fm - 1]} ${fy}–${MONTHS[tm - 1]} ${ty}`;
  return fm === tm ? `${MONTHS[fm - 1]} ${fy}` : `${MONTHS[fm - 1]}–${MONTHS[tm - 1]} ${fy}`;
}

/** March 2025. */
function monthText(first: number): string {
  const [y, m] = parts(first);
  return `${MONTHS[m - 1]} ${y}`;
}

/**
 * The months as the leave card holds them, never dates it does not hold: "(March 2025, from the leave card)", or
 * "(March 2025: 12 days; April 2025: 5 days, from the leave card)".
 */
function monthsText(months: CardMonth[]): string {
  if (months.length === 1) return `(${monthText(months[0]!.first)}, from the leave card)`;
  return `(${months.map((m) => `${monthText(m.first)}: ${days(m.milli)}`).join('; ')}, from the leave card)`;
}

/** Days from thousandths: "1 day", "17 days", "2.5 days". */
const days = (milli: number) => (milli === 1000 ? '1 day' : `${fromMilli(milli)} days`);
