import { MONETIZATION_50_REASONS } from '@hris/contracts';
import { round3 } from './leave-tables';

// Who may take which leave, how much, and when (CSC-RULES.md: Omnibus Rules on Leave, RA 11210, RA 8187,
// RA 8972, RA 9262, RA 9710, JC 2 s.2004). Pure: the leave module passes the person, the dates as counted
// on their schedule, what they already took this year and their balances; the answer is either the
// refusals (field and message, as the form shows them) or the days with and without pay to propose.

export type LeaveTypeRow = {
  code: string;
  name: string;
  maxDays: number | null;
  unit: string;
  chargedTo: string | null;
  fileAheadDays: number | null;
  withPay: boolean;
};

export type LeaveCheckInput = {
  type: LeaveTypeRow;
  person: { sex: 'male' | 'female' | null; employmentKind: string };
  dateFrom: string;
  dateTo: string;
  /** Working days on the person's schedule (half a day: 0.5). */
  workingDays: number;
  calendarDays: number;
  today: string;
  emergency: boolean;
  details: {
    maternity_case?: string | null;
    solo_parent?: boolean;
    delivery_number?: number | null;
    illness?: string | null;
    location?: string | null;
    study?: string | null;
    reason?: string | null;
  };
  /** Days of the same kind already approved or pending in the year of the leave (this application not counted). */
  takenThisYear: number;
  /**
   * Days of this leave the credits held on its dates cover (the leave card's answer: VL, SL, Sec. 23
   * monetization); without it, the balances below.
   */
  coveredByCredits?: number;
  /** CTO: the hours asked; must be 4 or 8 for each day. */
  hours: number | null;
  /** Monetization: the days of VL to monetize. */
  daysApplied: number | null;
  hasAttachment: boolean;
  balances: { vl: number; sl: number; cocHours: number; serviceCredits: number };
};

export type LeaveIssue = { field: string; message: string };
export type LeaveProposal = { days: number; daysWithPay: number; daysWithoutPay: number; hours: number | null; warnings: string[] };

/** Sick leave longer than this needs a medical certificate (Sec. 53, Omnibus Rules). */
export const SL_CERTIFICATE_AFTER_DAYS = 5;
/** Monetization (Sec. 22): at least this much VL to ask, this much left afterwards, at least this many days an application, at most this many a year. */
export const MONETIZATION_MIN_VL = 15;
export const MONETIZATION_KEEP_VL = 5;
export const MONETIZATION_MIN_DAYS = 10;
export const MONETIZATION_MAX_DAYS_A_YEAR = 30;
/** Sec. 23: 50% or more of the accumulated VL and SL, for one of these reasons, decided by the head of agency. */
export const MONETIZATION_50_SHARE = 0.5;
/** CTO (JC 2 s.2004): at most this many consecutive days per availment. */
export const CTO_MAX_CONSECUTIVE_DAYS = 5;
/** Maternity (RA 11210): days by case, the solo mother's extra days. Counted in calendar days. */
export const MATERNITY_DAYS = { live_birth: 105, miscarriage: 60, solo_parent_extra: 15 } as const;
/** Paternity (RA 8187): the first four deliveries of the legitimate spouse. */
export const PATERNITY_DELIVERIES = 4;
/** CTO blocks (JC 2 s.2004): half a day or a whole day. */
export const CTO_HOURS_HALF_DAY = 4;
export const CTO_HOURS_DAY = 8;

/** Kinds counted in calendar days rather than working days. */
const CALENDAR_DAY_KINDS = new Set(['ML', 'ADOPT', 'STUDY', 'REHAB', 'SLBW']);
/** Kinds limited per year (the others per occurrence). */
const PER_YEAR_KINDS = new Set(['SPL', 'SOLO', 'VAWC', 'SEL', 'FL']);
/** Monetization: days of credits with no dates. */
const MONETIZATION_KINDS = new Set(['MON', 'MON50']);

export const countsCalendarDays = (code: string) => CALENDAR_DAY_KINDS.has(code);
export const isMonetization = (code: string) => MONETIZATION_KINDS.has(code);

/** The last day a leave of `months` calendar months starting on `from` may run to: 2027-01-01 + 6 months → 2027-06-30. */
export function lastDayOfMonths(from: string, months: number): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + months, d));
  // 31 August + 6 months is 28/29 February, not 3 March: a month that has no such day ends at its last.
  if (end.getUTCDate() !== d) end.setUTCDate(0);
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

const fmt = (n: number) => round3(n).toFixed(3);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The most of a kind, in days, one application (or a year, for the per-year kinds) may take. */
function limitOf(input: LeaveCheckInput): number | null {
  const { type, details } = input;
  if (type.code === 'ML') {
    const base = details.maternity_case === 'miscarriage' ? MATERNITY_DAYS.miscarriage : MATERNITY_DAYS.live_birth;
    return base + (details.solo_parent && details.maternity_case !== 'miscarriage' ? MATERNITY_DAYS.solo_parent_extra : 0);
  }
  // Months (study, rehabilitation, special leave for women) are calendar months, checked on the dates.
  if (type.maxDays === null || type.unit === 'months') return null;
  return type.maxDays;
}

export function checkLeave(input: LeaveCheckInput): { issues: LeaveIssue[]; proposal: LeaveProposal } {
  const { type, person, details } = input;
  const issues: LeaveIssue[] = [];
  const warnings: string[] = [];
  const refuse = (field: string, message: string) => issues.push({ field, message });
  const code = type.code;
  let days = countsCalendarDays(code) ? input.calendarDays : input.workingDays;
  let hours: number | null = null;

  // Who may take it.
  if (code === 'ML' && person.sex !== 'female') {
    refuse(
      'leave_type_id',
      person.sex === null
        ? 'Fill in your sex in your personal data sheet (part I) before applying for maternity leave.'
        : 'Maternity leave is for women employees; the father may be given up to 7 days of it by the mother.',
    );
  }
  if (code === 'PL' && person.sex !== 'male') {
    refuse(
      'leave_type_id',
      person.sex === null
        ? 'Fill in your sex in your personal data sheet (part I) before applying for paternity leave.'
        : 'Paternity leave is for married male employees.',
    );
  }
  if (code === 'SLBW' && person.sex !== 'female') refuse('leave_type_id', 'Special leave benefits for women are for women employees.');
  if (code === 'SPL' && person.employmentKind === 'faculty')
    refuse('leave_type_id', 'Teachers on the teachers’ schedule do not take special privilege leave: their vacation service credits cover it.');
  if (code === 'CDO' && person.employmentKind !== 'faculty')
    refuse('leave_type_id', 'Compensatory day-off against service credits is for faculty on the teachers’ schedule.');
  if ((code === 'VL' || code === 'FL' || code === 'SL' || code === 'MON') && person.employmentKind === 'faculty') {
    warnings.push('Faculty on the teachers’ schedule earn service credits rather than vacation and sick leave; days not covered are without pay.');
  }

  // What may be given.
  if (days <= 0 && !isMonetization(code))
    refuse('date_from', 'The dates hold no working day on your schedule (rest days, holidays and suspensions are not counted).');
  if (code === 'PL' && details.delivery_number && details.delivery_number > PATERNITY_DELIVERIES) {
    refuse('details.delivery_number', `Paternity leave covers the first ${PATERNITY_DELIVERIES} deliveries of the legitimate spouse.`);
  }
  if (code === 'SL' && days > SL_CERTIFICATE_AFTER_DAYS && !input.hasAttachment) {
    refuse('attachment_path', `Sick leave of more than ${SL_CERTIFICATE_AFTER_DAYS} days needs a medical certificate (PDF).`);
  }
  if (code === 'SL' && details.illness == null) refuse('details.illness', 'Say whether the illness is in hospital or out-patient.');
  if ((code === 'VL' || code === 'SPL') && details.location == null)
    refuse('details.location', 'Say whether the leave is spent within the Philippines or abroad.');
  if (code === 'STUDY' && details.study == null)
    refuse('details.study', "Say whether the study leave is for a master's degree or a BAR/board examination review.");

  // Filing ahead (SPL: a week, except in emergencies).
  if (type.fileAheadDays && code === 'SPL' && !input.emergency && daysBetween(input.today, input.dateFrom) < type.fileAheadDays) {
    refuse('date_from', `Special privilege leave is filed at least ${type.fileAheadDays} days ahead, except in an emergency.`);
  }
  if (type.fileAheadDays && code === 'VL' && daysBetween(input.today, input.dateFrom) < type.fileAheadDays) {
    warnings.push(`Vacation leave is filed ${type.fileAheadDays} days ahead whenever possible; the approving official may disapprove a late one.`);
  }

  // How much.
  if (type.unit === 'months' && type.maxDays !== null && input.dateTo > lastDayOfMonths(input.dateFrom, type.maxDays)) {
    refuse(
      'date_to',
      `${type.name} is at most ${type.maxDays} calendar months: from ${input.dateFrom} it may run to ${lastDayOfMonths(input.dateFrom, type.maxDays)}.`,
    );
  }
  const limit = limitOf(input);
  if (limit !== null && !isMonetization(code)) {
    const total = PER_YEAR_KINDS.has(code) ? input.takenThisYear + days : days;
    if (total > limit) {
      const already = PER_YEAR_KINDS.has(code) && input.takenThisYear > 0 ? ` You have ${fmt(input.takenThisYear)} already approved or pending this year.` : '';
      refuse(
        'date_to',
        `${type.name} is at most ${limit} ${countsCalendarDays(code) ? 'calendar ' : ''}days${PER_YEAR_KINDS.has(code) ? ' a year' : ''}.${already}`,
      );
    }
  }

  let daysWithPay = days;
  let daysWithoutPay = 0;
  const short = (available: number, label: string) => {
    const paid = round3(Math.max(0, Math.min(days, available)));
    if (paid < days)
      warnings.push(`Your ${label} credits on these dates cover ${fmt(paid)} of the ${fmt(days)} days: ${fmt(days - paid)} will be without pay.`);
    daysWithPay = paid;
    daysWithoutPay = round3(days - paid);
  };

  if (code === 'CTO') {
    const perDay = input.workingDays < 1 ? CTO_HOURS_HALF_DAY : CTO_HOURS_DAY;
    hours = round3(input.workingDays * CTO_HOURS_DAY);
    if (input.hours !== null && input.hours !== hours) {
      refuse('hours', `CTO is taken in blocks of ${CTO_HOURS_HALF_DAY} or ${CTO_HOURS_DAY} hours: these dates make ${hours} hours (${perDay} a day).`);
    }
    if (hours > input.balances.cocHours)
      refuse('hours', `Your compensatory overtime credits are ${input.balances.cocHours.toFixed(2)} hours; this CTO needs ${hours}.`);
    if (input.workingDays > CTO_MAX_CONSECUTIVE_DAYS)
      refuse('date_to', `Compensatory time-off is at most ${CTO_MAX_CONSECUTIVE_DAYS} consecutive days per availment; file the rest separately.`);
  } else if (code === 'MON') {
    days = input.daysApplied ?? 0;
    const left = round3(MONETIZATION_MAX_DAYS_A_YEAR - input.takenThisYear);
    if (days <= 0) refuse('days', 'Give the days of vacation leave to monetize.');
    else if (days < MONETIZATION_MIN_DAYS) refuse('days', `Monetization is at least ${MONETIZATION_MIN_DAYS} days per application.`);
    else if (days > left)
      refuse(
        'days',
        `At most ${MONETIZATION_MAX_DAYS_A_YEAR} days may be monetized a year; you have ${fmt(input.takenThisYear)} approved or pending this year${left >= MONETIZATION_MIN_DAYS ? `, so up to ${fmt(left)} more` : ''}.`,
      );
    else if (input.balances.vl < MONETIZATION_MIN_VL)
      refuse('days', `Monetization needs at least ${MONETIZATION_MIN_VL} days of vacation leave; you have ${fmt(input.balances.vl)}.`);
    else if (input.balances.vl - days < MONETIZATION_KEEP_VL)
      refuse(
        'days',
        `At least ${MONETIZATION_KEEP_VL} days of vacation leave must remain after monetization; you may monetize up to ${fmt(Math.max(0, input.balances.vl - MONETIZATION_KEEP_VL))}.`,
      );
    daysWithPay = days;
  } else if (code === 'MON50') {
    days = input.daysApplied ?? 0;
    const accumulated = round3(input.balances.vl + input.balances.sl);
    const least = round3(accumulated * MONETIZATION_50_SHARE);
    if (!details.reason || !(MONETIZATION_50_REASONS as readonly string[]).includes(details.reason)) {
      refuse(
        'details.reason',
        'Give the justifiable reason: health or medical needs, a calamity, education, a housing loan, or another reason stated in your letter to the head of agency.',
      );
    }
    if (days <= 0) refuse('days', 'Give the days of leave credits to monetize.');
    else if (days > accumulated) refuse('days', `You have ${fmt(accumulated)} days of vacation and sick leave to monetize.`);
    else if (days < least)
      refuse(
        'days',
        `Monetization for justifiable reasons is 50% or more of your accumulated leave credits: at least ${fmt(least)} of ${fmt(accumulated)} days. For less, apply for monetization of leave credits (at least ${MONETIZATION_MIN_DAYS} days).`,
      );
    daysWithPay = days;
  } else if (type.chargedTo === 'VL') {
    short(input.coveredByCredits ?? input.balances.vl, 'vacation leave');
  } else if (type.chargedTo === 'SL') {
    // Sick leave beyond the SL balance is charged to VL (Sec. 15).
    short(input.coveredByCredits ?? input.balances.sl + input.balances.vl, 'sick and vacation leave');
  } else if (type.chargedTo === 'SC') {
    short(input.balances.serviceCredits, 'service credit');
  } else if (!type.withPay) {
    daysWithPay = 0;
    daysWithoutPay = days;
  }
  return { issues, proposal: { days: round3(days), daysWithPay: round3(daysWithPay), daysWithoutPay: round3(daysWithoutPay), hours, warnings } };
}

type DayPart = 'whole' | 'am' | 'pm';
const HALVES: Record<DayPart, ('am' | 'pm')[]> = { whole: ['am', 'pm'], am: ['am'], pm: ['pm'] };

/**
 * How much of a working day a leave takes: the halves asked for, less the halves a holiday or a work
 * suspension already frees (CSC-RULES.md: half-day holidays and suspensions from mid-day charge only the
 * working half). A suspension from the start of work frees the day; one from mid-day, the afternoon.
 */
export function leaveDayWeight(o: { part: DayPart; holiday: DayPart | null; suspension: DayPart | null }): number {
  const free = new Set([...(o.holiday ? HALVES[o.holiday] : []), ...(o.suspension ? HALVES[o.suspension] : [])]);
  return HALVES[o.part].filter((half) => !free.has(half)).length * 0.5;
}

/** The weight of one date of an application: half a day for a half-day application, or a whole-day one on a half-day holiday or suspension. */
export function dayWeight(part: string, halfDays: readonly string[], date: string): number {
  return part !== 'whole' || halfDays.includes(date) ? 0.5 : 1;
}

/**
 * An application's days in each month it touches, with the first of its dates there (the card charges
 * leave and absences in date order). Monetization has no dates: its days fall on its filing date.
 */
export function leaveDaysByMonth(a: {
  dates: readonly string[];
  halfDays: readonly string[];
  part: string;
  dateFrom: string;
  days: number;
}): Map<string, { days: number; firstDate: string }> {
  const out = new Map<string, { days: number; firstDate: string }>();
  if (!a.dates.length) {
    out.set(a.dateFrom.slice(0, 7), { days: round3(a.days), firstDate: a.dateFrom });
    return out;
  }
  for (const date of [...a.dates].sort()) {
    const period = date.slice(0, 7);
    const entry = out.get(period) ?? { days: 0, firstDate: date };
    entry.days = round3(entry.days + dayWeight(a.part, a.halfDays, date));
    out.set(period, entry);
  }
  return out;
}
