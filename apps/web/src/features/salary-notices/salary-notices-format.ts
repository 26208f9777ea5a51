import type { TMySalaryNotices, TNosa, TNosaIssueBody, TNosi } from '@hris/contracts';

// The pure helpers of the salary notices' pages (issue 20): what the buttons send and how figures are worded.
// No React and no I/O here, so apps/web/test/salary-notices.test.ts proves them.

/** A calendar date (YYYY-MM-DD) `months` months on, at the first of that month. */
function firstOfMonth(isoDate: string, months = 0): { year: number; month: number } {
  const [year = 1970, month = 1] = isoDate.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The window of the due list when the page opens, as the API's own default: the first of this month to the last day
 * of the third month after it ("this month and the next three"). `today` is Manila's date (attendance.api manilaToday).
 */
export function defaultDueWindow(today: string): { from: string; to: string } {
  const start = firstOfMonth(today);
  const last = firstOfMonth(today, 3);
  // Day 0 of the month after is the last day of this one (UTC: calendar dates have no time zone).
  const lastDay = new Date(Date.UTC(last.year, last.month, 0)).getUTCDate();
  return { from: `${start.year}-${pad(start.month)}-01`, to: `${last.year}-${pad(last.month)}-${pad(lastDay)}` };
}

/** The longest window the API lists at once (GET /api/nosi/due refuses a longer one). */
export const LONGEST_DUE_WINDOW_DAYS = 366;

/** Why a window cannot be asked for, or null: both dates given, the end not before the start, at most 366 days. */
export function dueWindowProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Give both dates of the window.';
  if (to < from) return 'The window ends before it begins.';
  if ((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 > LONGEST_DUE_WINDOW_DAYS)
    return `The window may be at most ${LONGEST_DUE_WINDOW_DAYS} days.`;
  return null;
}

/** A step overdue longer than this is not treated as this month's work: it is put apart, for HR to review the record first. */
export const LONG_OVERDUE_MONTHS = 12;

type DueRow = { due_date: string; nosi_id: number | null };

/**
 * The due list in the order HR works it (issue 42): the steps due in the window first, by due date (this month's on
 * top); then those overdue by less than a year, the latest first; and apart, the long overdue (a step "due since 2009"
 * usually means a record is missing — an appointment, a rating, a NOSI kept on paper — not that 15 years were lost),
 * for HR to review before issuing anything. A row with a NOSI already issued stays with its due date's group.
 */
export function dueGroups<T extends DueRow>(due: readonly T[], from: string): { inWindow: T[]; overdue: T[]; longOverdue: T[] } {
  const limit = addMonths(from, -LONG_OVERDUE_MONTHS);
  const byDue = (a: T, b: T) => a.due_date.localeCompare(b.due_date);
  return {
    inWindow: due.filter((d) => d.due_date >= from).sort(byDue),
    overdue: due.filter((d) => d.due_date < from && d.due_date >= limit).sort((a, b) => byDue(b, a)),
    longOverdue: due.filter((d) => d.due_date < limit).sort(byDue),
  };
}

/** The same date `months` months away (the last day of a shorter month when the day is past it). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** The due list also names the steps that fell due before the window and have no NOSI yet: those are overdue. */
export function dueCounts(due: readonly DueRow[], from: string): { total: number; inWindow: number; overdue: number; longOverdue: number } {
  const groups = dueGroups(due, from);
  const unissued = (rows: DueRow[]) => rows.filter((d) => d.nosi_id === null).length;
  return { total: due.length, inWindow: groups.inWindow.length, overdue: unissued(groups.overdue), longOverdue: unissued(groups.longOverdue) };
}

/** Which notices "Issue" means: the rows ticked, or every prepared one of a tranche (of one office, or of all). */
export type TIssueScope = { kind: 'selected'; ids: readonly number[] } | { kind: 'tranche'; effective_date: string | null; department_id: number | null };

/** The body of POST /api/nosa/issue for a scope, or null when there is nothing to send (no row ticked, no tranche chosen). */
export function issueBodyOf(scope: TIssueScope): TNosaIssueBody | null {
  if (scope.kind === 'selected') return scope.ids.length > 0 ? { ids: [...new Set(scope.ids)] } : null;
  if (!scope.effective_date) return null;
  return scope.department_id === null ? { effective_date: scope.effective_date } : { effective_date: scope.effective_date, department_id: scope.department_id };
}

/** The query of GET /api/nosa/pdf (an office's notices of a tranche in one PDF), or null until both are chosen. */
export function officePrintQuery(filters: {
  effective_date: string | null;
  department_id: number | null;
}): { effective_date: string; department_id: number } | null {
  return filters.effective_date && filters.department_id !== null ? { effective_date: filters.effective_date, department_id: filters.department_id } : null;
}

/** Only a prepared notice is issued; an issued or received one is done. */
export const isIssuable = (nosa: Pick<TNosa, 'status'>) => nosa.status === 'prepared';

/** The ticked rows after the page's "all" box is ticked (`on`) or cleared: the page's issuable rows join or leave. */
export function toggleAll(selected: ReadonlySet<number>, pageIds: readonly number[], on: boolean): Set<number> {
  const next = new Set(selected);
  for (const id of pageIds) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The page's "all" box: ticked when every issuable row of the page is, mixed when some are. */
export function allBoxState(selected: ReadonlySet<number>, pageIds: readonly number[]): { checked: boolean; indeterminate: boolean } {
  const ticked = pageIds.filter((id) => selected.has(id)).length;
  return { checked: pageIds.length > 0 && ticked === pageIds.length, indeterminate: ticked > 0 && ticked < pageIds.length };
}

/** "Step 2 → 3". */
export const stepMove = (from: number, to: number) => `Step ${from} → ${to}`;

/** "SG 11-2": the grade and the step paid. */
export const gradeStep = (grade: number, step: number) => `SG ${grade}-${step}`;

/** "Delayed by 1 day", "Delayed by 45 days"; null when on time. */
export function delayLabel(days: number): string | null {
  if (days <= 0) return null;
  return `Delayed by ${days.toLocaleString('en-PH')} ${days === 1 ? 'day' : 'days'}`;
}

/** One of the employee's notices, NOSA or NOSI, as My salary notices lists them. */
export type TMyNotice = { kind: 'nosa'; notice: TNosa } | { kind: 'nosi'; notice: TNosi };

/** The employee's notices in one list, the latest effective first (a NOSA before a NOSI of the same day, then the newest issued). */
export function myNoticesOf(answer: TMySalaryNotices): TMyNotice[] {
  const all: TMyNotice[] = [
    ...answer.nosas.map((notice) => ({ kind: 'nosa' as const, notice })),
    ...answer.nosis.map((notice) => ({ kind: 'nosi' as const, notice })),
  ];
  return all.sort(
    (a, b) =>
      b.notice.effective_date.localeCompare(a.notice.effective_date) ||
      (a.kind === b.kind ? 0 : a.kind === 'nosa' ? -1 : 1) ||
      (b.notice.issued_at ?? '').localeCompare(a.notice.issued_at ?? '') ||
      b.notice.id - a.notice.id,
  );
}

/** The notices the employee has not yet acknowledged. */
export const unacknowledged = (notices: readonly TMyNotice[]) => notices.filter((n) => n.notice.received_at === null).length;

export const NOTICE_NAMES = { nosa: 'Notice of Salary Adjustment', nosi: 'Notice of Salary Step Increment' } as const;
