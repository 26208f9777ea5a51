import { describe, expect, it } from 'vitest';
import type { TMySalaryNotices, TNosa, TNosi } from '@hris/contracts';
import { menuItemsFor } from '../src/app/menu';
import { ROUTES } from '../src/app/routes';
import {
  allBoxState,
  defaultDueWindow,
  delayLabel,
  dueCounts,
  dueGroups,
  dueWindowProblem,
  issueBodyOf,
  myNoticesOf,
  officePrintQuery,
  toggleAll,
  unacknowledged,
} from '../src/features/salary-notices/salary-notices-format';

// Issue 20, the web side of the salary notices: what the pages' buttons send and how the due window opens.

describe('the due window (GET /api/nosi/due: this month and the next three)', () => {
  it.each([
    ['2026-11-15', '2026-11-01', '2027-02-28'],
    ['2027-11-30', '2027-11-01', '2028-02-29'], // 2028 is a leap year
    ['2026-01-01', '2026-01-01', '2026-04-30'],
    ['2026-10-31', '2026-10-01', '2027-01-31'],
    ['2026-12-01', '2026-12-01', '2027-03-31'],
    ['2026-09-10', '2026-09-01', '2026-12-31'],
  ])('opened on %s runs from %s to %s', (today, from, to) => expect(defaultDueWindow(today)).toEqual({ from, to }));

  it('is refused with one date missing or the end before the start', () => {
    expect(dueWindowProblem('2026-11-01', '2027-02-28')).toBeNull();
    expect(dueWindowProblem('2026-11-01', '2026-11-01')).toBeNull();
    expect(dueWindowProblem('', '2027-02-28')).toBe('Give both dates of the window.');
    expect(dueWindowProblem('2026-11-01', '')).toBe('Give both dates of the window.');
    expect(dueWindowProblem('2026-11-02', '2026-11-01')).toBe('The window ends before it begins.');
    // The API lists at most 366 days at once.
    expect(dueWindowProblem('2026-01-01', '2027-01-02')).toBeNull();
    expect(dueWindowProblem('2026-01-01', '2027-01-03')).toBe('The window may be at most 366 days.');
  });
});

describe('the steps overdue in the due list (the API adds those due before the window with no NOSI yet)', () => {
  it('counts the rows due before the window that have no notice', () => {
    const due = [
      { due_date: '2022-01-02', nosi_id: null },
      { due_date: '2026-10-31', nosi_id: 7 },
      { due_date: '2026-11-01', nosi_id: null },
      { due_date: '2027-01-04', nosi_id: 9 },
    ];
    expect(dueCounts(due, '2026-11-01')).toEqual({ total: 4, inWindow: 2, overdue: 0, longOverdue: 1 });
    expect(dueCounts([], '2026-11-01')).toEqual({ total: 0, inWindow: 0, overdue: 0, longOverdue: 0 });
  });

  it('puts this month first, the recently overdue after it, and the long overdue apart for review', () => {
    const due = [
      { due_date: '2009-03-01', nosi_id: null, who: 'since 2009' },
      { due_date: '2027-02-01', nosi_id: null, who: 'February' },
      { due_date: '2026-11-15', nosi_id: null, who: 'this month' },
      { due_date: '2026-06-30', nosi_id: null, who: 'June' },
      { due_date: '2026-09-01', nosi_id: null, who: 'September' },
      { due_date: '2025-11-01', nosi_id: null, who: 'a year before the window' },
      { due_date: '2025-10-31', nosi_id: null, who: 'just over a year' },
    ];
    const groups = dueGroups(due, '2026-11-01');
    expect(groups.inWindow.map((d) => d.who)).toEqual(['this month', 'February']);
    expect(groups.overdue.map((d) => d.who)).toEqual(['September', 'June', 'a year before the window']);
    expect(groups.longOverdue.map((d) => d.who)).toEqual(['since 2009', 'just over a year']);
  });
});

describe('the body of POST /api/nosa/issue', () => {
  it('names the ticked notices, each once', () => {
    expect(issueBodyOf({ kind: 'selected', ids: [4, 9, 4] })).toEqual({ ids: [4, 9] });
  });

  it('sends nothing when no notice is ticked', () => {
    expect(issueBodyOf({ kind: 'selected', ids: [] })).toBeNull();
  });

  it('issues every prepared notice of a tranche, in every office or in the one chosen', () => {
    expect(issueBodyOf({ kind: 'tranche', effective_date: '2026-01-01', department_id: null })).toEqual({ effective_date: '2026-01-01' });
    expect(issueBodyOf({ kind: 'tranche', effective_date: '2026-01-01', department_id: 12 })).toEqual({ effective_date: '2026-01-01', department_id: 12 });
  });

  it('needs a tranche to issue them all', () => {
    expect(issueBodyOf({ kind: 'tranche', effective_date: null, department_id: 12 })).toBeNull();
  });
});

describe("the office's notices in one PDF", () => {
  it('is asked only once a tranche and an office are chosen', () => {
    expect(officePrintQuery({ effective_date: '2026-01-01', department_id: 3 })).toEqual({ effective_date: '2026-01-01', department_id: 3 });
    expect(officePrintQuery({ effective_date: '2026-01-01', department_id: null })).toBeNull();
    expect(officePrintQuery({ effective_date: null, department_id: 3 })).toBeNull();
  });
});

describe('ticking rows', () => {
  it("the page's box adds its issuable rows to those ticked on other pages, and clears only its own", () => {
    const ticked = toggleAll(new Set([1, 2]), [3, 4], true);
    expect([...ticked].sort()).toEqual([1, 2, 3, 4]);
    expect([...toggleAll(ticked, [3, 4], false)].sort()).toEqual([1, 2]);
  });

  it("the page's box is ticked when all its rows are, mixed when some are", () => {
    expect(allBoxState(new Set([3, 4]), [3, 4])).toEqual({ checked: true, indeterminate: false });
    expect(allBoxState(new Set([3]), [3, 4])).toEqual({ checked: false, indeterminate: true });
    expect(allBoxState(new Set([1]), [3, 4])).toEqual({ checked: false, indeterminate: false });
    expect(allBoxState(new Set(), [])).toEqual({ checked: false, indeterminate: false });
  });
});

describe('how a delay reads', () => {
  it.each([
    [0, null],
    [-3, null],
    [1, 'Delayed by 1 day'],
    [45, 'Delayed by 45 days'],
    [1200, 'Delayed by 1,200 days'],
  ])('%i days: %s', (days, label) => expect(delayLabel(days)).toBe(label));
});

const person = { id: 7, idno: '2019-0007', fullname: 'Ana B. Cruz', department: null };
const nosa = (id: number, effective_date: string, received_at: string | null = null): TNosa => ({
  id,
  personnel: person,
  position_title: 'Administrative Officer II',
  item_no: 'ADOF2-1',
  effective_date,
  legal_basis: 'EO 64 s. 2024',
  salary_grade: 11,
  salary_step: 2,
  previous_monthly: 2_700_000,
  new_monthly: 2_800_000,
  adjustment: 100_000,
  status: received_at ? 'received' : 'issued',
  issued_at: `${effective_date}T01:00:00Z`,
  issued_by: 'HR',
  received_at,
});
const nosi = (id: number, effective_date: string, received_at: string | null = null): TNosi => ({
  id,
  personnel: person,
  position_title: 'Administrative Officer II',
  item_no: 'ADOF2-1',
  salary_grade: 11,
  step_from: 2,
  step_to: 3,
  previous_monthly: 2_800_000,
  new_monthly: 2_830_000,
  adjustment: 30_000,
  due_date: effective_date,
  effective_date,
  reasons: [],
  status: 'issued',
  issued_at: `${effective_date}T02:00:00Z`,
  issued_by: 'HR',
  applied_at: null,
  received_at,
});

describe("the employee's notices in one list", () => {
  it('puts the latest effective first, a NOSA before a NOSI of the same day', () => {
    const answer: TMySalaryNotices = {
      nosas: [nosa(1, '2025-01-01', '2025-01-10T03:00:00Z'), nosa(2, '2026-01-01')],
      nosis: [nosi(5, '2025-06-15'), nosi(6, '2026-01-01', '2026-01-05T03:00:00Z')],
    };
    const listed = myNoticesOf(answer).map((n) => `${n.kind}-${n.notice.id}`);
    expect(listed).toEqual(['nosa-2', 'nosi-6', 'nosi-5', 'nosa-1']);
    expect(unacknowledged(myNoticesOf(answer))).toBe(2);
  });

  it('is empty when nothing was issued', () => {
    expect(myNoticesOf({ nosas: [], nosis: [] })).toEqual([]);
  });
});

describe('the pages in the route table (SPEC.md §2)', () => {
  it('lists /nosa and /nosi under Personnel for NOSINOSA only, and My salary notices to every employee', () => {
    const hr = menuItemsFor(['PDS', 'NOSINOSA']);
    expect(hr.filter((item) => ['/nosa', '/nosi'].includes(item.path)).map((item) => item.menu.section)).toEqual(['Personnel', 'Personnel']);
    const staff = menuItemsFor(['PDS', 'EDATS', 'DTS']).map((item) => item.path);
    expect(staff).not.toContain('/nosa');
    expect(staff).not.toContain('/nosi');
    expect(staff).toContain('/account/salary-notices');
    expect(ROUTES.find((route) => route.path === '/account/salary-notices')?.group).toBe('PDS');
  });
});
