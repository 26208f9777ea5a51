import { creditsForDaysPresent, daysForMinutes, round3 } from './leave-tables';

// The leave card (CSC Omnibus Rules on Leave): one row a month, worked out from the month's DTR totals
// and the approved leave. Pure: the leave module loads the inputs and stores the rows.
//
// Order within a month (what an HR office's leave card does):
// 1. tardiness and undertime, totalled, converted by CSC's tables and charged to VL;
// 2. approved leave with pay: VL, forced leave and monetization from VL; SL from SL, then from VL once SL
//    is used up (Sec. 15 of the Omnibus Rules); other kinds (SPL, maternity…) charge neither. Days the
//    official approved without pay are LWOP;
// 3. absences with no approved leave, charged to VL while credits last, then LWOP;
// 4. at the month's end, credits earned from the days present (30 less the month's LWOP) by CSC's table;
// 5. in December, forced leave not taken is forfeited (5 days less the VL taken in the year, less the
//    days the head cancelled for the needs of the service), for anyone who had 10 or more days of VL.
// Whatever a balance cannot cover becomes LWOP, and the particulars say so.

/** Days of forced (mandatory) leave a year, for anyone with at least FORCED_LEAVE_THRESHOLD days of VL. */
export const FORCED_LEAVE_DAYS = 5;
export const FORCED_LEAVE_THRESHOLD = 10;

/** Approved leave falling in a month: the days of it with pay and without pay that month. */
export type LedgerLeave = { code: string; chargedTo: string | null; daysWithPay: number; daysWithoutPay: number; label: string };

export type LedgerMonthInput = {
  period: string /* YYYY-MM */;
  /** The month has ended: credits are earned at the month's end. */
  complete: boolean;
  /** The DTR's charges (days absent by date, minutes late and undertime); null for a month not yet reached. */
  attendance: { absences: Record<string, number>; lateMinutes: number; undertimeMinutes: number } | null;
  leave: LedgerLeave[];
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

/** VL days taken in a year count towards the forced leave. */
const COUNTS_AS_FORCED_LEAVE = new Set(['VL', 'FL']);

const fmt = (n: number) => round3(n).toFixed(3);
const plural = (n: number, word: string) => `${fmt(n)} ${word}${round3(n) === 1 ? '' : 's'}`;
const dayOf = (date: string) => String(Number(date.slice(8, 10)));

export function computeLedger(input: LedgerInput): LedgerRow[] {
  let vl = round3(input.opening.vl);
  let sl = round3(input.opening.sl);
  const rows: LedgerRow[] = [];
  // Per year: forced-leave-like VL taken, and whether VL reached the threshold at a month's end.
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
      return round3(days - take);
    };

    // 1. Tardiness and undertime.
    if (month.attendance) {
      const minutes = month.attendance.lateMinutes + month.attendance.undertimeMinutes;
      if (minutes > 0) {
        const days = daysForMinutes(minutes);
        const short = fromVl(days);
        lwop = round3(lwop + short);
        notes.push(`Tardiness/undertime ${Math.floor(minutes / 60)}h ${minutes % 60}m = ${fmt(days)}${short > 0 ? ` (${fmt(short)} without pay)` : ''}`);
      }
    }

    // 2. Approved leave.
    for (const leave of month.leave) {
      let short = 0;
      if (leave.chargedTo === 'VL') {
        short = fromVl(leave.daysWithPay);
        if (COUNTS_AS_FORCED_LEAVE.has(leave.code)) takenThisYear = round3(takenThisYear + leave.daysWithPay - short);
      } else if (leave.chargedTo === 'SL') {
        const take = round3(Math.min(leave.daysWithPay, Math.max(0, sl)));
        sl = round3(sl - take);
        slDeducted = round3(slDeducted + take);
        short = fromVl(round3(leave.daysWithPay - take));
      }
      lwop = round3(lwop + short + leave.daysWithoutPay);
      const parts = [leave.label];
      if (short > 0) parts.push(`${fmt(short)} not covered by credits, without pay`);
      if (leave.daysWithoutPay > 0) parts.push(`${fmt(leave.daysWithoutPay)} without pay`);
      notes.push(parts.join(', '));
    }

    // 3. Absences without approved leave.
    if (month.attendance) {
      const dates = Object.keys(month.attendance.absences).sort();
      let absent = 0;
      let unpaid = 0;
      for (const date of dates) {
        const days = month.attendance.absences[date]!;
        absent = round3(absent + days);
        unpaid = round3(unpaid + fromVl(days));
      }
      if (absent > 0) {
        lwop = round3(lwop + unpaid);
        const which = dates.map(dayOf).join(', ');
        notes.push(
          unpaid > 0
            ? `Absent ${plural(absent, 'day')} (${which}): ${fmt(absent - unpaid)} charged to VL, ${fmt(unpaid)} without pay`
            : `Absent ${plural(absent, 'day')} (${which}) charged to VL`,
        );
      }
    }

    // 4. Credits earned at the month's end.
    let earned = 0;
    if (month.complete) {
      const daysPresent = Math.max(0, 30 - lwop);
      earned = round3(creditsForDaysPresent(daysPresent) * input.earningRate);
      vl = round3(vl + earned);
      sl = round3(sl + earned);
      if (lwop > 0 && input.earningRate > 0) notes.push(`Earned on ${fmt(daysPresent)} days present`);
    }
    if (month.complete && vl >= FORCED_LEAVE_THRESHOLD) reachedThreshold = true;

    // 5. Forced leave at the year's end.
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
  return rows;
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
