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

/** The due list also names the steps that fell due before the window and have no NOSI yet: those are overdue. */
export function dueCounts(due: readonly { due_date: string; nosi_id: number | null }[], from: string): { total: number; overdue: number } {
  return { total: due.length, overdue: due.filter((d) => d.due_date < from && d.nosi_id === null).length };
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
