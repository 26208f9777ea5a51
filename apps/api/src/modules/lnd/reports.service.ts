import type {
  TBudgetUsedReport,
  TCompletionReport,
  TInterventionsReport,
  TLndDashboard,
  TLndReport,
  TLndReportKind,
  TLndReportQuery,
  TScholarsReport,
  TTrainingHoursReport,
} from '@hris/contracts';
import type { Actor } from '../../lib/actor';
import { auditPersonalRead } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import * as repo from './reports.repo';
import { reportTables } from './reports.tables';

// The L&D secretariat's dashboard and the secretariat's and HR's reports (issue 22). The figures come summed from
// PostgreSQL (reports.repo.ts); here the year is chosen, the shares divided, the offices' rows added up, and the
// reads of named employees' records audited.

/** Who opens the dashboard and the reports: the L&D committees' secretariat and the L&D administrators (HR). */
export const READ_LND_REPORTS = ['LDCOMSEC', 'LDADMIN'] as const;

const WAITING_SHOWN = 10;
const DUE_SHOWN = 20;

/** A share as a percent with one decimal; 0 of 0 is 0. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** The year asked, else the current L&D year the secretariat set, else this calendar year (Manila). */
async function yearOf(deps: Deps, year: number | undefined) {
  if (year !== undefined) return year;
  return (await repo.currentLdYear(deps.db)) ?? Number(deps.clock.today().slice(0, 4));
}

/** The calendar quarter of a day: its number and first and last days. */
export function quarterOf(today: string) {
  const year = Number(today.slice(0, 4));
  const number = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const lastMonth = number * 3;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return { number, from: `${year}-${mm(lastMonth - 2)}-01`, to: `${year}-${mm(lastMonth)}-${lastDay}` };
}

function sumBudget(lines: { budget: number; asked: number; used: number }[]) {
  return lines.reduce((t, l) => ({ budget: t.budget + l.budget, asked: t.asked + l.asked, used: t.used + l.used }), { budget: 0, asked: 0, used: 0 });
}

/**
 * The dashboard's answers kept for a few seconds, per year asked and day: the secretariat's dashboard sums every plan,
 * item, budget and employee of the university (about 35 ms of PostgreSQL over 5,000 employees), and many open it at
 * once; kept, 20 connections get it at a p99 of a few ms (bench:lnd). An answer is at most DASHBOARD_MAX_AGE_MS old
 * (plus one computation: the kept answer is served while one request computes the next). Per instance; real time
 * (performance.now), not the business clock. Made once per app (reports.routes.ts).
 */
export const DASHBOARD_MAX_AGE_MS = 10_000;
export type DashboardKeeper = Map<string, { at: number; answer: Promise<TLndDashboard>; refreshing: boolean }>;
export const createDashboardKeeper = (): DashboardKeeper => new Map();

/** The kept dashboard when fresh enough, else computed (once, however many ask at the same time). */
export async function keptDashboard(deps: Deps, keeper: DashboardKeeper, q: { year?: number }): Promise<TLndDashboard> {
  const key = `${q.year ?? 'current'}|${deps.clock.today()}`;
  const kept = keeper.get(key);
  const now = performance.now();
  const compute = () => {
    const answer = dashboard(deps, q);
    const entry = { at: now, answer, refreshing: false };
    answer.then(
      () => keeper.set(key, entry),
      () => {
        if (keeper.get(key) === entry) keeper.delete(key);
      },
    );
    return entry;
  };
  if (!kept) {
    if (keeper.size > 50) keeper.clear(); // old days and years asked once
    const entry = compute();
    keeper.set(key, entry);
    return entry.answer;
  }
  if (now - kept.at > DASHBOARD_MAX_AGE_MS && !kept.refreshing) {
    kept.refreshing = true;
    compute().answer.catch(() => (kept.refreshing = false));
  }
  return kept.answer;
}

/** GET /api/lnd/dashboard: what waits for the committee, what is due this quarter, the budget and the share with plans. */
export async function dashboard(deps: Deps, q: { year?: number }): Promise<TLndDashboard> {
  const year = await yearOf(deps, q.year);
  const today = deps.clock.today();
  const quarter = quarterOf(today);
  const span = repo.yearSpan(year);
  const [waiting, due, budget, fundTotals, shares] = await Promise.all([
    repo.waitingPlans(deps.db, WAITING_SHOWN),
    repo.dueItems(deps.db, quarter.from, quarter.to, today, DUE_SHOWN),
    repo.budgetLines(deps.db, span),
    repo.funds(deps.db, year),
    repo.planShares(deps.db, year),
  ]);
  const employees = shares.reduce((t, s) => t + s.employees, 0);
  const withPlan = shares.reduce((t, s) => t + s.with_approved_plan, 0);
  return {
    year,
    today,
    quarter,
    waiting: { count: waiting.total, plans: waiting.rows },
    due: { count: due.total, overdue: due.overdue, items: due.rows.map((i) => ({ ...i, overdue: i.target_date < today })) },
    budget: { offices: budget, funds: fundTotals, totals: sumBudget(budget) },
    share: {
      offices: shares.map((s) => ({ ...s, percent: percentOf(s.with_approved_plan, s.employees) })),
      employees,
      with_approved_plan: withPlan,
      percent: percentOf(withPlan, employees),
    },
  };
}

async function completion(deps: Deps, year: number, q: TLndReportQuery): Promise<Omit<TCompletionReport, 'generated_on'>> {
  const rows = await repo.completion(deps.db, year, q);
  const t = rows.reduce((a, r) => ({ plans: a.plans + r.plans, approved: a.approved + r.approved, items: a.items + r.items, done: a.done + r.done }), {
    plans: 0,
    approved: 0,
    items: 0,
    done: 0,
  });
  return {
    kind: 'completion',
    year,
    rows: rows.map((r) => ({ ...r, percent: percentOf(r.done, r.items) })),
    totals: { ...t, percent: percentOf(t.done, t.items) },
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

async function trainingHours(deps: Deps, actor: Actor, year: number, q: TLndReportQuery, what: string): Promise<Omit<TTrainingHoursReport, 'generated_on'>> {
  const rows = await repo.trainingHours(deps.db, repo.yearSpan(year), q);
  // The offices' totals from the employees' rows (one per employee, already summed from the entries in SQL).
  const offices = new Map<number, TTrainingHoursReport['offices'][number]>();
  const totals = { employees: 0, trained: 0, entries: 0, hours: 0 };
  for (const r of rows) {
    const key = r.office?.id ?? 0;
    let o = offices.get(key);
    if (!o) offices.set(key, (o = { office: r.office, employees: 0, trained: 0, entries: 0, hours: 0, average: 0 }));
    for (const t of [o, totals]) {
      t.employees += 1;
      t.trained += r.entries > 0 ? 1 : 0;
      t.entries += r.entries;
      t.hours += r.hours;
    }
  }
  if (rows.length) {
    await auditPersonalRead(deps, actor, {
      entity: 'pds_training',
      what,
      personnelIds: rows.map((r) => r.personnel.id),
      details: { year, campus_id: q.campus_id ?? null, department_id: q.department_id ?? null },
    });
  }
  const average = (t: { hours: number; employees: number }) => (t.employees ? Math.round((t.hours / t.employees) * 10) / 10 : 0);
  return {
    kind: 'training-hours',
    year,
    rows,
    offices: [...offices.values()].map((o) => ({ ...o, hours: round2(o.hours), average: average(o) })),
    totals: { ...totals, hours: round2(totals.hours), average: average(totals) },
  };
}

async function interventions(deps: Deps, year: number, q: TLndReportQuery): Promise<Omit<TInterventionsReport, 'generated_on'>> {
  const { byCompetency, byType } = await repo.interventions(deps.db, repo.yearSpan(year), q);
  const totals = byType.reduce((t, r) => ({ planned: t.planned + r.planned, done: t.done + r.done, funds: t.funds + r.funds }), {
    planned: 0,
    done: 0,
    funds: 0,
  });
  return { kind: 'interventions', year, by_competency: byCompetency, by_type: byType, totals };
}

async function scholars(deps: Deps, actor: Actor, year: number, q: TLndReportQuery, what: string): Promise<Omit<TScholarsReport, 'generated_on'>> {
  const today = deps.clock.today();
  const rows = (await repo.scholars(deps.db, repo.yearSpan(year), q)).map((r) => ({
    ...r,
    separated_before_obligation: r.separated_on !== null && r.obligation_end !== null && r.separated_on < r.obligation_end,
  }));
  if (rows.length) {
    await auditPersonalRead(deps, actor, { entity: 'scholarship_application', what, personnelIds: rows.map((r) => r.personnel.id), details: { year } });
  }
  return {
    kind: 'scholars',
    year,
    rows,
    totals: {
      scholars: rows.length,
      ongoing: rows.filter((r) => r.study_status === 'ongoing').length,
      completed: rows.filter((r) => r.study_status === 'completed').length,
      terminated: rows.filter((r) => r.study_status === 'terminated').length,
      serving_obligation: rows.filter((r) => r.study_status === 'completed' && !r.separated_on && r.obligation_end !== null && r.obligation_end >= today)
        .length,
      separated_before_obligation: rows.filter((r) => r.separated_before_obligation).length,
    },
  };
}

async function budgetUsed(deps: Deps, year: number, q: TLndReportQuery): Promise<Omit<TBudgetUsedReport, 'generated_on'>> {
  const rows = await repo.budgetLines(deps.db, repo.yearSpan(year), q);
  // The funds' totals of the offices shown (a filter narrows them too).
  const funds = new Map<number, TBudgetUsedReport['funds'][number]>();
  for (const r of rows)
    for (const f of r.funds) {
      const t = funds.get(f.fund.id);
      if (t) t.amount += f.amount;
      else funds.set(f.fund.id, { fund: f.fund, amount: f.amount });
    }
  return { kind: 'budget-used', year, rows, funds: [...funds.values()].sort((a, b) => a.fund.code.localeCompare(b.fund.code)), totals: sumBudget(rows) };
}

/** One report for the year and scope asked; `what` names the read in the audit (the screen, the Excel, the PDF). */
export async function report(deps: Deps, actor: Actor, kind: TLndReportKind, q: TLndReportQuery, what = 'L&D report'): Promise<TLndReport> {
  const year = await yearOf(deps, q.year);
  const generated_on = deps.clock.today();
  const label = `${what}: ${kind} ${year}`;
  switch (kind) {
    case 'completion':
      return { ...(await completion(deps, year, q)), generated_on };
    case 'training-hours':
      return { ...(await trainingHours(deps, actor, year, q, label)), generated_on };
    case 'interventions':
      return { ...(await interventions(deps, year, q)), generated_on };
    case 'scholars':
      return { ...(await scholars(deps, actor, year, q, label)), generated_on };
    case 'budget-used':
      return { ...(await budgetUsed(deps, year, q)), generated_on };
  }
}

/** The report as the tables its Excel and PDF print, with the scope in words. */
export async function reportForPrint(deps: Deps, actor: Actor, kind: TLndReportKind, q: TLndReportQuery, what: string) {
  const [answer, names] = await Promise.all([report(deps, actor, kind, q, what), repo.scopeNames(deps.db, q)]);
  const scope = names?.office ?? names?.campus ?? 'Every office';
  return { answer, tables: reportTables(answer, scope) };
}
