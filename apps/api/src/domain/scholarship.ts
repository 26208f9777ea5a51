// Scholarships' service obligation (issue 22; CSC rules on scholarship grants): one year of service for every year of
// scholarship, or a refund of the grant for the part not served. Dates are ISO calendar dates (Manila); money is
// integer centavos. Pure: no clock, no database.

/** The least service a program may bind its scholars to: as many months as the study lasts. A program may ask more. */
export function minimumObligationMonths(durationMonths: number): number {
  return durationMonths;
}

/** The date `months` calendar months after `iso`, clamped to the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The day after (or before, with -1) an ISO date. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export type Study = { studyStart: string; studyEnd: string; obligationEnd: string };

/**
 * The scholar's study and obligation from the day the study starts: the study lasts `durationMonths` (its last day
 * is the day before the same date `durationMonths` later), service starts the next day and lasts `obligationMonths`
 * (its last day is `obligationEnd`). 2027-06-01, 24 months of study and 24 of service: study to 2029-05-31, service
 * to 2031-05-31.
 */
export function studyAndObligation(studyStart: string, durationMonths: number, obligationMonths: number): Study {
  const serviceStart = addMonths(studyStart, durationMonths);
  return { studyStart, studyEnd: addDays(serviceStart, -1), obligationEnd: addDays(addMonths(serviceStart, obligationMonths), -1) };
}

/**
 * The obligation's last day when the study ended on `studyEnd` (completed early or late, or terminated): service
 * starts the next day and lasts `obligationMonths`. A study ended 2029-03-15 with 24 months owed: service to 2031-03-15.
 */
export function obligationEndAfter(studyEnd: string, obligationMonths: number): string {
  return addDays(addMonths(addDays(studyEnd, 1), obligationMonths), -1);
}

/**
 * Whole months of service from `serviceStart` up to the day before `separation` (the separation's effective date is
 * the first day not served); a month begun and not finished is not served. Never negative.
 */
export function wholeMonthsServed(serviceStart: string, separation: string): number {
  if (separation <= serviceStart) return 0;
  let months = 0;
  while (addMonths(serviceStart, months + 1) <= separation) months++;
  return months;
}

/** Whether a separation effective on `separation` leaves part of the obligation (which ends on `obligationEnd`) unserved. */
export function separatedBeforeObligation(separation: string, obligationEnd: string): boolean {
  return separation <= obligationEnd;
}

/**
 * The refund a scholar owes when separated before serving the whole obligation:
 * grant × unserved months ÷ obligation months, in centavos, rounded half up (integers only: no float drifts).
 * Unserved months = obligation months − whole months served since the study ended (all of them when the scholar
 * separates during the study). ₱240,000.00 and 24 months owed, 9 served: 24,000,000 × 15 ÷ 24 = 15,000,000 (₱150,000.00).
 */
export function refundOwed(p: { grant: number; obligationMonths: number; studyEnd: string; separation: string }): { unservedMonths: number; refund: number } {
  if (p.obligationMonths <= 0) return { unservedMonths: 0, refund: 0 };
  const served = Math.min(p.obligationMonths, wholeMonthsServed(addDays(p.studyEnd, 1), p.separation));
  const unservedMonths = p.obligationMonths - served;
  // Half up on integers: floor((2·a·u + o) / (2·o)).
  const refund = Math.floor((2 * p.grant * unservedMonths + p.obligationMonths) / (2 * p.obligationMonths));
  return { unservedMonths, refund };
}

export type PastScholarship = { program: string; status: string; studyStatus: string | null; obligationEnd: string | null };

/**
 * The earlier scholarship that bars a new application on `today`: one still being studied, or one whose service
 * obligation runs to today or later (its last day is still owed). Null when none does.
 */
export function unfinishedObligation(past: PastScholarship[], today: string): PastScholarship | null {
  return past.find((s) => s.status === 'approved' && (s.studyStatus === 'ongoing' || (s.obligationEnd !== null && s.obligationEnd >= today))) ?? null;
}

// ── Who may apply and how the committee decides (issue 42) ──

export type DecisionRule = 'majority' | 'two_thirds';
export type Tally = { approve: number; disapprove: number; abstain: number };

/** How many of the committee's members must approve: more than half, or at least two-thirds (never fewer than one). */
export function votesNeeded(rule: DecisionRule, members: number): number {
  return rule === 'two_thirds' ? Math.max(1, Math.ceil((2 * members) / 3)) : Math.floor(members / 2) + 1;
}

/**
 * What the votes decide: approved once the approvals reach the number needed; disapproved once they no longer can,
 * even if every member who has not voted approves; else nothing yet (one member's vote of three decides nothing).
 */
export function committeeDecision(tally: Tally, members: number, rule: DecisionRule): 'approve' | 'disapprove' | null {
  const needed = votesNeeded(rule, members);
  if (tally.approve >= needed) return 'approve';
  const outstanding = Math.max(0, members - tally.approve - tally.disapprove - tally.abstain);
  return tally.approve + outstanding < needed ? 'disapprove' : null;
}

export const DEGREE_RANKS = ['none', 'bachelor', 'master', 'doctorate'] as const;
export type Degree = (typeof DEGREE_RANKS)[number];

/**
 * The highest degree a PDS's educational background lists as finished (a year graduated): college is a bachelor's,
 * graduate studies a master's unless its course names a doctorate (the PDS has one level for both).
 */
export function highestDegree(entries: { level: string; course?: string | null; year_graduated?: number | null; [field: string]: unknown }[]): Degree {
  let best = 0;
  for (const e of entries) {
    if (e.year_graduated == null) continue;
    const rank = e.level === 'college' ? 1 : e.level === 'graduate' ? (/\bdoctor|\bph\.?\s?d\b|\bed\.?\s?d\b|\bd\.?p\.?a\b/i.test(e.course ?? '') ? 3 : 2) : 0;
    best = Math.max(best, rank);
  }
  return DEGREE_RANKS[best]!;
}

/** Whole years from one ISO date to another (a birthday or an anniversary counts on its day). */
export function wholeYearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}
