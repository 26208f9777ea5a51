import { isoWeekday } from './manila-time';

// Compensatory overtime credits (CSC-DBM Joint Circular 2 s.2004, 2-A s.2005): the rules as pure
// functions, so the service only gathers the punches, holidays and ledger totals it needs.

/** At most this many hours of COC are earned in one calendar month. */
export const COC_MONTHLY_CAP_HOURS = 40;
/** The unexpired balance may not pass this (unverified in the circulars: kept as a setting's default). */
export const COC_BALANCE_CAP_HOURS = 120;
/** Hours earned per hour served on a workday, and on a weekend or holiday. */
export const COC_WORKDAY_RATE = 1;
export const COC_PREMIUM_RATE = 1.5;

/** Hours as the ledger keeps them (numeric(7,2)). */
export const roundHours = (hours: number) => Math.round(hours * 100) / 100;

/**
 * Minutes of the approved window actually served: its overlap with the span from the day's first
 * punch to its last (minutes after midnight, Manila wall clock). Fewer than two punches prove nothing: 0.
 */
export function servedMinutes(window: { start: number; end: number }, punches: readonly number[]): number {
  if (punches.length < 2) return 0;
  const first = Math.min(...punches);
  const last = Math.max(...punches);
  return Math.max(0, Math.min(window.end, last) - Math.max(window.start, first));
}

/** The rate of a day: 1.5 on Saturday, Sunday or a holiday, else 1. */
export function cocRate(date: string, isHoliday: boolean): number {
  const weekday = isoWeekday(date);
  return isHoliday || weekday === '6' || weekday === '7' ? COC_PREMIUM_RATE : COC_WORKDAY_RATE;
}

/** COCs expire at the end of the year after the year they were earned. */
export function cocExpiry(earnedOn: string): string {
  return `${Number(earnedOn.slice(0, 4)) + 1}-12-31`;
}

export type CocEarningInput = {
  /** The day the overtime was served (YYYY-MM-DD). */
  date: string;
  servedMinutes: number;
  isHoliday: boolean;
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
  const rate = cocRate(input.date, input.isHoliday);
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
