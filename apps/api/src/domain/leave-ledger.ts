import { creditsForDaysPresent, daysForMinutes, round3 } from './leave-tables';

// The leave card (CSC Omnibus Rules on Leave): one row a month, worked out from the month's DTR totals
// and the approved leave. Pure: the leave module loads the inputs and stores the rows.
//
// Order within a month (CSC-RULES.md: leave is paid from the credits held on its dates):
// 1. approved leave and absences without leave, in date order: leave with pay charged as the official
//    approved it (VL, forced leave and monetization from VL; SL from SL, then from VL once SL is used up,
//    Sec. 15; Sec. 23 monetization from VL, then SL; other kinds charge neither); absences charged to VL.
//    What a balance cannot cover on that date is without pay (LWOP), whatever later credits bring;
// 2. at the month's end, its tardiness and undertime, totalled then converted by CSC's tables, to VL;
// 3. then the credits earned from the days present (the days in service, 30 for a whole month, less the
//    month's LWOP) by CSC's table: a month's credit never pays for that month's own earlier days;
// 4. in December, forced leave not taken is forfeited (5 days less the VL taken in the year, less the
//    days the head cancelled for the needs of the service), for anyone who held 10 or more days of VL
//    during the year, judged before December's own credit.
// The days with pay of an application carry across its months: days a balance could not cover in one
// month may still be paid from the next month's balance, up to what the official approved with pay.

/** Days of forced (mandatory) leave a year, for anyone with at least FORCED_LEAVE_THRESHOLD days of VL. */
export const FORCED_LEAVE_DAYS = 5;
export const FORCED_LEAVE_THRESHOLD = 10;
/** A month's credits are earned on a 30-day base (CSC's days-present table). */
export const DAYS_IN_A_CREDIT_MONTH = 30;

/** What an approved application charges: `VL`, `SL` (then VL), `VLSL` (VL, then SL: Sec. 23 monetization), or nothing. */
export type ChargedTo = string | null;

/** An approved application's days falling in one month. */
export type LedgerLeave = {
  /** The application: the days it may take with pay are shared by all of its months. */
  key: string;
  code: string;
  chargedTo: ChargedTo;
  /** The first of its dates in the month: leave and absences are charged in date order. */
  firstDate: string;
  /** Its days in this month (half days as 0.5). */
  days: number;
  /** The days the official approved with pay for the whole application (the earliest days first). */
  daysWithPay: number;
  label: string;
};

export type LedgerMonthInput = {
  period: string /* YYYY-MM */;
  /** The month has ended: credits are earned at the month's end. */
  complete: boolean;
  /** The DTR's charges (days absent by date, minutes late and undertime); null for a month not yet reached. */
  attendance: { absences: Record<string, number>; lateMinutes: number; undertimeMinutes: number } | null;
  leave: LedgerLeave[];
  /** Days in service on the 30-day base when the person started during the month (CSC: the first month's credit follows them); 30 otherwise. */
  daysInService?: number;
};

export type LedgerInput = {
  opening: { vl: number; sl: number };
  /** Credits earned a month are this share of the table's: 1 full time, 0.5 part time, 0 none (contractual, faculty). */
  earningRate: number;
  /** Consecutive months, oldest first. */
  months: LedgerMonthInput[];
  /** Forced leave days the head cancelled for the needs of the service, by year. */
  forcedLeaveCancelled?: Record<number, number>;
};

export type LedgerRow = {
  period: string;
  particulars: string;
  vl_earned: number;
  vl_deducted: number;
  vl_balance: number;
  sl_earned: number;
  sl_deducted: number;
  sl_balance: number;
  lwop_days: number;
};

/**
 * How the card paid one application: the balances just before its first day was charged (the "total
 * earned" of CS Form No. 6, 7.A), what it took from each, and its days with and without pay (7.C).
 */
export type LeaveCharge = { before: { vl: number; sl: number }; vl: number; sl: number; withPay: number; withoutPay: number };

/** VL days taken in a year count towards the forced leave. */
const COUNTS_AS_FORCED_LEAVE = new Set(['VL', 'FL']);

const fmt = (n: number) => round3(n).toFixed(3);
const plural = (n: number, word: string) => `${fmt(n)} ${word}${round3(n) === 1 ? '' : 's'}`;
const dayOf = (date: string) => String(Number(date.slice(8, 10)));

export function computeLedger(input: LedgerInput): LedgerRow[] {
  return computeLedgerWithCharges(input).rows;
}

/** The card, and how each application (by its key) was paid. */
export function computeLedgerWithCharges(input: LedgerInput): { rows: LedgerRow[]; charges: Map<string, LeaveCharge> } {
  let vl = round3(input.opening.vl);
  let sl = round3(input.opening.sl);
  const rows: LedgerRow[] = [];
  const charges = new Map<string, LeaveCharge>();
  // Per year: forced-leave-like VL taken, and whether VL reached the threshold while held during the year.
  let year = 0;
  let takenThisYear = 0;
  let reachedThreshold = vl >= FORCED_LEAVE_THRESHOLD;

  for (const month of input.months) {
    const y = Number(month.period.slice(0, 4));
    if (y !== year) {
      year = y;
      takenThisYear = 0;
      reachedThreshold = vl >= FORCED_LEAVE_THRESHOLD;
    }
    let vlDeducted = 0;
    let slDeducted = 0;
    let lwop = 0;
    const notes: string[] = [];
    const fromVl = (days: number) => {
      const take = round3(Math.min(days, Math.max(0, vl)));
      vl = round3(vl - take);
      vlDeducted = round3(vlDeducted + take);
      return take;
    };
    const fromSl = (days: number) => {
      const take = round3(Math.min(days, Math.max(0, sl)));
      sl = round3(sl - take);
      slDeducted = round3(slDeducted + take);
      return take;
    };

    // 1. Leave and absences, in date order (an absence on the 3rd is charged before leave from the 5th).
    type Event = { date: string; leave?: LedgerLeave; absence?: number };
    const events: Event[] = [
      ...month.leave.map((leave): Event => ({ date: leave.firstDate, leave })),
      ...Object.entries(month.attendance?.absences ?? {}).map(([date, absence]): Event => ({ date, absence })),
    ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.leave ? -1 : 1));
    let absent = 0;
    let absentUnpaid = 0;
    const absentDates: string[] = [];
    for (const event of events) {
      if (event.absence !== undefined) {
        absent = round3(absent + event.absence);
        absentUnpaid = round3(absentUnpaid + event.absence - fromVl(event.absence));
        absentDates.push(event.date);
        continue;
      }
      const leave = event.leave!;
      const charge = charges.get(leave.key) ?? { before: { vl, sl }, vl: 0, sl: 0, withPay: 0, withoutPay: 0 };
      // Days with pay the application still has, after what its earlier months were paid.
      const want = round3(Math.max(0, Math.min(leave.days, leave.daysWithPay - charge.withPay)));
      let takenVl = 0;
      let takenSl = 0;
      if (leave.chargedTo === 'VL') takenVl = fromVl(want);
      else if (leave.chargedTo === 'SL') {
        takenSl = fromSl(want);
        takenVl = fromVl(round3(want - takenSl));
      } else if (leave.chargedTo === 'VLSL') {
        takenVl = fromVl(want);
        takenSl = fromSl(round3(want - takenVl));
      }
      const charged = leave.chargedTo === 'VL' || leave.chargedTo === 'SL' || leave.chargedTo === 'VLSL';
      const paid = charged ? round3(takenVl + takenSl) : want;
      const unpaid = round3(leave.days - paid);
      if (COUNTS_AS_FORCED_LEAVE.has(leave.code)) takenThisYear = round3(takenThisYear + takenVl);
      lwop = round3(lwop + unpaid);
      charges.set(leave.key, {
        before: charge.before,
        vl: round3(charge.vl + takenVl),
        sl: round3(charge.sl + takenSl),
        withPay: round3(charge.withPay + paid),
        withoutPay: round3(charge.withoutPay + unpaid),
      });
      const short = round3(want - paid);
      const parts = [leave.label];
      if (short > 0) parts.push(`${fmt(short)} not covered by credits, without pay`);
      if (round3(unpaid - short) > 0) parts.push(`${fmt(unpaid - short)} without pay`);
      notes.push(parts.join(', '));
    }
    if (absent > 0) {
      lwop = round3(lwop + absentUnpaid);
      const which = absentDates.map(dayOf).join(', ');
      notes.push(
        absentUnpaid > 0
          ? `Absent ${plural(absent, 'day')} (${which}): ${fmt(absent - absentUnpaid)} charged to VL, ${fmt(absentUnpaid)} without pay`
          : `Absent ${plural(absent, 'day')} (${which}) charged to VL`,
      );
    }

    // 2. The month's tardiness and undertime, totalled then converted.
    if (month.attendance) {
      const minutes = month.attendance.lateMinutes + month.attendance.undertimeMinutes;
      if (minutes > 0) {
        const days = daysForMinutes(minutes);
        const short = round3(days - fromVl(days));
        lwop = round3(lwop + short);
        notes.push(`Tardiness/undertime ${Math.floor(minutes / 60)}h ${minutes % 60}m = ${fmt(days)}${short > 0 ? ` (${fmt(short)} without pay)` : ''}`);
      }
    }

    // 3. Credits earned at the month's end, on the days in service less the days without pay.
    let earned = 0;
    if (month.complete) {
      const inService = Math.min(DAYS_IN_A_CREDIT_MONTH, month.daysInService ?? DAYS_IN_A_CREDIT_MONTH);
      const daysPresent = Math.max(0, inService - lwop);
      earned = round3(creditsForDaysPresent(daysPresent) * input.earningRate);
      vl = round3(vl + earned);
      sl = round3(sl + earned);
      if ((lwop > 0 || inService < DAYS_IN_A_CREDIT_MONTH) && input.earningRate > 0) notes.push(`Earned on ${fmt(daysPresent)} days present`);
      // Forced leave: the balance held during the year counts (it only grows at a month's end); December's
      // own credit, posted on the 31st, is held in the next year.
      if (!month.period.endsWith('-12') && vl >= FORCED_LEAVE_THRESHOLD) reachedThreshold = true;
    }

    // 4. Forced leave at the year's end.
    if (month.complete && month.period.endsWith('-12') && reachedThreshold) {
      const cancelled = input.forcedLeaveCancelled?.[y] ?? 0;
      const forfeit = round3(Math.min(Math.max(0, vl), Math.max(0, FORCED_LEAVE_DAYS - takenThisYear - cancelled)));
      if (forfeit > 0) {
        vl = round3(vl - forfeit);
        vlDeducted = round3(vlDeducted + forfeit);
        notes.push(`Forced leave not taken: ${fmt(forfeit)} forfeited`);
      } else if (cancelled > 0 && takenThisYear < FORCED_LEAVE_DAYS) {
        notes.push(`Forced leave cancelled for the needs of the service (${fmt(cancelled)}): nothing forfeited`);
      }
    }

    rows.push({
      period: month.period,
      particulars: notes.length ? notes.join('; ') : month.complete ? 'Earned' : month.attendance ? 'Month in progress' : 'Scheduled leave',
      vl_earned: earned,
      vl_deducted: vlDeducted,
      vl_balance: vl,
      sl_earned: earned,
      sl_deducted: slDeducted,
      sl_balance: sl,
      lwop_days: lwop,
    });
  }
  return { rows, charges };
}

/**
 * Days in service of the month a person started in, on the 30-day base: the calendar days from the
 * date of appointment (assumption) to the month's end, at most 30. A month started before is 30.
 */
export function daysInServiceOfMonth(period: string, startDate: string): number {
  if (startDate.slice(0, 7) < period) return DAYS_IN_A_CREDIT_MONTH;
  if (startDate.slice(0, 7) > period) return 0;
  const [y, m] = period.split('-').map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Math.min(DAYS_IN_A_CREDIT_MONTH, daysInMonth - Number(startDate.slice(8, 10)) + 1);
}

/**
 * The forced leave still to take this year: 5 days less the VL taken, less the days cancelled for the
 * needs of the service, for anyone who has had 10 or more days of VL this year; else 0.
 */
export function forcedLeaveRemaining(input: { hadThreshold: boolean; takenThisYear: number; cancelled: number }): number {
  if (!input.hadThreshold) return 0;
  return round3(Math.max(0, FORCED_LEAVE_DAYS - input.takenThisYear - input.cancelled));
}

/** The share of the table's credits an employee earns (CSC-RULES.md): none for faculty on the teachers' schedule (service credits instead), contractual staff paid the premium, job orders; half for part-time. */
export function earningRate(p: { employmentKind: string; appointmentStatus: string | null; partTime?: boolean }): number {
  if (p.employmentKind === 'faculty' || p.employmentKind === 'job_order') return 0;
  if (p.appointmentStatus && ['Contractual', 'Job Order', 'Contract of Service'].includes(p.appointmentStatus)) return 0;
  return p.partTime ? 0.5 : 1;
}
