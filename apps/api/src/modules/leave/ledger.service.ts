import type { TLeaveBalances, TLedgerAnswer, TLedgerRow } from '@hris/contracts';
import { withTransaction, type Database } from '@hris/db';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { auditPersonalRead } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { cocBalance } from '../../domain/coc';
import {
  computeLedgerWithCharges,
  daysInServiceOfMonth,
  earningRate,
  forcedLeaveRemaining,
  FORCED_LEAVE_THRESHOLD,
  type LeaveCharge,
  type LedgerInput,
  type LedgerLeave,
  type LedgerMonthInput,
  type LedgerRow,
} from '../../domain/leave-ledger';
import { dayWeight, leaveDaysByMonth } from '../../domain/leave-rules';
import { round3 } from '../../domain/leave-tables';
import { maySeeRequestOf } from '../approvals';
import { departmentMonth } from '../dtr';
import * as repo from './ledger.repo';

// The leave card of each person, kept computed. Two stages, each redone only where its inputs changed:
// 1. the month's attendance totals from the DTR (absences by date, minutes late and undertime), redone
//    for months marked stale by the database triggers (punches, appeals, travel, leave, schedules,
//    holidays…), never computed, or computed before the day ended;
// 2. the card itself (domain/leave-ledger.ts) from those totals, the approved leave and the opening balance,
//    rewritten whole for the person (cheap: arithmetic over months), with today's balances.
// Recomputing is idempotent: the same inputs give the same rows.

/** The leave office: reads and keeps everyone's leave. */
export const LEAVE_OFFICE = ['EDATSADMIN'] as const;
/** The furthest back a card is computed when nothing older was carried over (years). */
const MAX_YEARS_BACK = 10;

const monthOf = (date: string) => date.slice(0, 7);
export function nextMonth(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
function monthsFrom(first: string, last: string): string[] {
  const out: string[] = [];
  for (let p = first; p <= last; p = nextMonth(p)) out.push(p);
  return out;
}
/** The first instant of a Manila day or month (+08:00). */
const manilaStart = (date: string) => new Date(`${date}T00:00:00+08:00`);

/** The month the card starts: after the opening balance's month, else when the person joined. */
function firstPeriod(p: repo.LedgerPerson, today: string): string {
  const floor = `${Number(today.slice(0, 4)) - MAX_YEARS_BACK}-01`;
  const first = p.opening_as_of ? nextMonth(monthOf(p.opening_as_of)) : monthOf(p.start);
  return first < floor ? floor : first;
}

/**
 * Brings the people's attendance totals and cards up to date (those given, or every stale person). One unit of work
 * (issue 18's `npm run test:crash` found it): the stale marks are taken (deleted) in the transaction that writes the
 * cards they ask for, so a crash between the two cannot lose them and leave a card without an approved leave for good.
 * The card writer's lock first, then the rows, as every writer of cards takes them (and a decision: lockFirst).
 */
export async function refreshPeople(deps: Deps, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await withTransaction(deps.db, async (tx) => {
    await repo.lockCardWriter(tx);
    // The repos take a Queryable; Deps names the pool's type, which the transaction's connection stands in for here.
    await refreshNow({ ...deps, db: tx as Database }, ids);
  });
}

async function refreshNow(deps: Deps, ids: number[]): Promise<void> {
  const marks = await repo.takeStaleMarks(deps.db, ids);
  const [people, totals] = await Promise.all([repo.peopleFor(deps.db, ids), repo.monthTotalsOf(deps.db, ids)]);
  const now = deps.clock.today();
  const current = monthOf(now);
  const startOfToday = manilaStart(now);
  const have = new Map(totals.map((t) => [`${t.personnel_id}:${t.period}`, t]));
  const marked = new Set(marks.map((m) => `${m.personnel_id}:${m.period}`));

  // Stage 1: which months' totals to redo, grouped by month (one DTR run covers everyone of a month).
  const redo = new Map<string, number[]>();
  for (const p of people) {
    for (const period of monthsFrom(firstPeriod(p, now), current)) {
      const key = `${p.id}:${period}`;
      const stored = have.get(key);
      // A month computed before it (or today) ended misses the days since.
      const outdated = stored && new Date(stored.computed_at) < manilaStart(`${nextMonth(period)}-01`) && new Date(stored.computed_at) < startOfToday;
      if (!stored || outdated || marked.has(key)) redo.set(period, [...(redo.get(period) ?? []), p.id]);
    }
  }
  for (const [period, personIds] of redo) {
    const dtrs = await departmentMonth(deps, personIds, period);
    await repo.saveMonthTotals(
      deps.db,
      deps.clock.now(),
      dtrs.map((dtr) => {
        // Today is not over: its absence is not charged until it is.
        const days = dtr.days.filter((d) => d.date <= now);
        const absences: Record<string, number> = {};
        for (const d of days) if (d.absent_days > 0 && d.date < now) absences[d.date] = d.absent_days;
        return {
          personnelId: dtr.personnel.id,
          period,
          absentDays: round3(Object.values(absences).reduce((s, n) => s + n, 0)),
          late: days.reduce((s, d) => s + d.late_minutes, 0),
          undertime: days.reduce((s, d) => s + d.undertime_minutes, 0),
          absences,
        };
      }),
    );
  }
  await recomputeLedgers(deps, ids, people);
}

/** What a card is computed from, loaded for many people at once. */
type LedgerSources = {
  totals: Map<number, Omit<repo.MonthTotals, 'computed_at'>[]>;
  leave: Map<number, repo.LedgerLeaveRow[]>;
  cancelled: Map<number, { personnel_id: number; year: number; days: number }[]>;
};

async function loadSources(deps: Deps, ids: number[]): Promise<LedgerSources> {
  const [totals, leave, cancelled] = await Promise.all([
    repo.chargesOf(deps.db, ids),
    repo.approvedLeaveOf(deps.db, ids),
    repo.forcedLeaveCancelledOf(deps.db, ids),
  ]);
  return { totals: groupBy(totals), leave: groupBy(leave), cancelled: groupBy(cancelled) };
}

/** An application as the card charges it: its days month by month, with the days the official approved with pay. */
type CardLeave = {
  key: string;
  code: string;
  chargedTo: string | null;
  name: string;
  dates: string[];
  halfDays: string[];
  part: string;
  dateFrom: string;
  dateTo: string;
  days: number;
  daysWithPay: number;
};

const cardLeaveOf = (l: repo.LedgerLeaveRow): CardLeave => ({
  key: `application:${l.id}`,
  code: l.code,
  chargedTo: l.charged_to,
  name: l.name,
  dates: l.dates,
  halfDays: l.half_days ?? [],
  part: l.part,
  dateFrom: l.date_from,
  dateTo: l.date_to,
  days: round3(l.days_with_pay + l.days_without_pay),
  daysWithPay: l.days_with_pay,
});

/**
 * The inputs of one person's card: their months from the first to the current one (or the last month
 * of their leave), the DTR's charges from the date of appointment on, and their approved leave. `extra`
 * is an application not yet approved, charged as if it were: its own dates are then not absences.
 */
function ledgerInputOf(p: repo.LedgerPerson, sources: LedgerSources, now: string, extra?: CardLeave): LedgerInput {
  const current = monthOf(now);
  const ownLeave = (sources.leave.get(p.id) ?? []).map(cardLeaveOf);
  if (extra) ownLeave.push(extra);
  const first = firstPeriod(p, now);
  const lastLeave = ownLeave.reduce((max, l) => (monthOf(l.dateTo) > max ? monthOf(l.dateTo) : max), current);
  const periods = monthsFrom(first, lastLeave);
  const ownTotals = new Map((sources.totals.get(p.id) ?? []).map((t) => [t.period, t]));
  const leaveByMonth = new Map<string, LedgerLeave[]>();
  for (const l of ownLeave) {
    for (const [period, month] of leaveDaysByMonth(l)) {
      if (period < first) continue;
      const label = `${l.code} ${month.days.toFixed(3)} (${l.name})`;
      leaveByMonth.set(period, [
        ...(leaveByMonth.get(period) ?? []),
        { key: l.key, code: l.code, chargedTo: l.chargedTo, firstDate: month.firstDate, days: month.days, daysWithPay: l.daysWithPay, label },
      ]);
    }
  }
  const months: LedgerMonthInput[] = periods.map((period) => {
    const t = ownTotals.get(period);
    let absences: Record<string, number> = {};
    // Nothing is charged before the date of appointment (CSC-RULES.md: new hires).
    for (const [date, days] of Object.entries(t?.absences ?? {})) if (date >= p.appointed) absences[date] = days;
    if (extra) absences = withoutLeaveDates(absences, extra);
    return {
      period,
      complete: period < current,
      attendance: period <= current && t ? { absences, lateMinutes: t.late_minutes, undertimeMinutes: t.undertime_minutes } : null,
      leave: leaveByMonth.get(period) ?? [],
      daysInService: daysInServiceOfMonth(period, p.appointed),
    };
  });
  return {
    opening: { vl: p.opening_vl ?? 0, sl: p.opening_sl ?? 0 },
    earningRate: earningRate({ employmentKind: p.employment_kind, appointmentStatus: p.appointment_status, partTime: p.part_time }),
    months,
    forcedLeaveCancelled: Object.fromEntries((sources.cancelled.get(p.id) ?? []).map((c) => [c.year, c.days])),
  };
}

/** The DTR charged the leave's own dates as absences while it waited: with the leave, they are not. */
function withoutLeaveDates(absences: Record<string, number>, leave: CardLeave): Record<string, number> {
  const out = { ...absences };
  for (const date of leave.dates) {
    if (!(date in out)) continue;
    const left = round3(out[date]! - dayWeight(leave.part, leave.halfDays, date));
    if (left > 0) out[date] = left;
    else delete out[date];
  }
  return out;
}

/** Stage 2: the cards and balances of the people from the stored totals (the benchmark's "recompute a year"). */
export async function recomputeLedgers(deps: Deps, ids: number[], known?: repo.LedgerPerson[]) {
  const [people, sources, coc, serviceCredits] = await Promise.all([
    known ?? repo.peopleFor(deps.db, ids),
    loadSources(deps, ids),
    repo.cocEntriesOf(deps.db, ids),
    repo.serviceCreditTotalsOf(deps.db, ids),
  ]);
  const now = deps.clock.today();
  const current = monthOf(now);
  const year = Number(now.slice(0, 4));
  const cocBy = groupBy(coc);
  const cards: { personnelId: number; rows: LedgerRow[] }[] = [];
  const balances: repo.StoredBalances[] = [];
  for (const p of people) {
    const ownLeave = sources.leave.get(p.id) ?? [];
    const { rows } = computeLedgerWithCharges(ledgerInputOf(p, sources, now));
    cards.push({ personnelId: p.id, rows });

    const last = rows.at(-1);
    const broughtForward = rows.filter((r) => r.period < `${year}-01`).at(-1)?.vl_balance ?? p.opening_vl ?? 0;
    const thisYear = (l: repo.LedgerLeaveRow) => l.dates.some((d) => d.startsWith(`${year}-`)) || l.date_from.startsWith(`${year}-`);
    const takenVl = ownLeave.filter((l) => thisYear(l) && (l.code === 'VL' || l.code === 'FL')).reduce((s, l) => s + l.days_with_pay, 0);
    const spl = ownLeave.filter((l) => thisYear(l) && l.code === 'SPL').reduce((s, l) => s + l.days_with_pay, 0);
    balances.push({
      personnelId: p.id,
      vl: last?.vl_balance ?? p.opening_vl ?? 0,
      sl: last?.sl_balance ?? p.opening_sl ?? 0,
      spl: round3(Math.max(0, 3 - spl)),
      forcedLeaveRemaining: forcedLeaveRemaining({
        hadThreshold:
          broughtForward >= FORCED_LEAVE_THRESHOLD ||
          rows.some((r) => r.period.startsWith(`${year}-`) && r.period < current && !r.period.endsWith('-12') && r.vl_balance >= FORCED_LEAVE_THRESHOLD),
        takenThisYear: takenVl,
        cancelled: (sources.cancelled.get(p.id) ?? []).find((c) => c.year === year)?.days ?? 0,
      }),
      cocHours: cocBalance(cocBy.get(p.id) ?? [], now),
      serviceCredits: round3(serviceCredits.get(p.id) ?? 0),
    });
  }
  await repo.saveLedgers(deps.db, deps.clock.now(), cards, balances);
  return { people: cards.length, months: cards.reduce((s, c) => s + c.rows.length, 0) };
}

/** An application to pay: its kind, dates and (for monetization) days. */
export type ApplicationToPay = {
  code: string;
  chargedTo: string | null;
  name: string;
  dates: string[];
  halfDays: string[];
  part: string;
  dateFrom: string;
  dateTo: string;
  days: number;
  /** The days with pay to charge: the official's decision, or all of them to see what the credits cover. */
  daysWithPay?: number;
};

/**
 * How the leave card pays an application (VL, SL, Sec. 23 monetization): from the credits held on its
 * dates, with its own dates no longer charged as absences, and no month's credit paying for that month's
 * earlier days (CSC-RULES.md). The preview, HR's certification (7.A) and the approval's days with and
 * without pay (7.C) all read it, so the form and the card agree.
 */
export async function paymentOf(deps: Deps, personnelId: number, application: ApplicationToPay): Promise<LeaveCharge> {
  await ensureFresh(deps, personnelId);
  const [people, sources] = await Promise.all([repo.peopleFor(deps.db, [personnelId]), loadSources(deps, [personnelId])]);
  const p = people[0];
  const key = 'this application';
  if (!p) return { before: { vl: 0, sl: 0 }, vl: 0, sl: 0, withPay: 0, withoutPay: application.days };
  const extra: CardLeave = { ...application, key, daysWithPay: application.daysWithPay ?? application.days };
  const { charges } = computeLedgerWithCharges(ledgerInputOf(p, sources, deps.clock.today(), extra));
  return charges.get(key) ?? { before: { vl: p.opening_vl ?? 0, sl: p.opening_sl ?? 0 }, vl: 0, sl: 0, withPay: 0, withoutPay: application.days };
}

/** Refreshes one person when anything of theirs is stale (the card "always reflects the logs… when it is read"). */
export async function ensureFresh(deps: Deps, personnelId: number) {
  await ensureFreshPeople(deps, [personnelId]);
}

/**
 * Brings the stale cards and DTR totals of these people up to date, in one pass for all of them (issue 36): what
 * reads the cards for money (a payroll run, its preview, a recompute) must count the late leave approvals, appeals
 * and punches, not the card as it stood when somebody last opened it.
 */
export async function ensureFreshPeople(deps: Deps, personnelIds: number[]) {
  if (!personnelIds.length) return;
  const stale = await repo.stalePeople(deps.db, manilaStart(deps.clock.today()), personnelIds);
  if (stale.length) await refreshPeople(deps, stale);
}

/** Whether the caller may read a person's leave: their own, their head's or OIC's, or the leave office's. 404 otherwise. */
export async function mustSeeLeaveOf(deps: Deps, actor: Actor, personnelId: number) {
  const found = await repo.personnelExists(deps.db, personnelId);
  if (!found || !(await maySeeRequestOf(deps.db, actor, personnelId, LEAVE_OFFICE))) throw AppError.notFound('The personnel record was not found.');
}

const toRow = (r: LedgerRow): TLedgerRow => r;

/** The leave card of a year: its months in order and the balances today. */
export async function ledgerOf(deps: Deps, actor: Actor, personnelId: number, year?: number): Promise<TLedgerAnswer> {
  await mustSeeLeaveOf(deps, actor, personnelId);
  await ensureFresh(deps, personnelId);
  const thisYear = Number(deps.clock.today().slice(0, 4));
  const y = year ?? thisYear;
  await auditPersonalRead(deps, actor, { entity: 'leave_card', personnelId, what: `Leave card, ${y}`, details: { year: y } });
  const [rows, balances, people, person] = await Promise.all([
    repo.ledgerRowsOf(deps.db, personnelId),
    balancesOrZero(deps, personnelId),
    repo.peopleFor(deps.db, [personnelId]),
    personOf(deps, personnelId),
  ]);
  const p = people[0]!;
  const before = rows.filter((r) => r.period < `${y}-01`).at(-1);
  const years = [...new Set([...rows.map((r) => Number(r.period.slice(0, 4))), thisYear])].sort((a, b) => b - a);
  return {
    ledger: rows.filter((r) => r.period.startsWith(`${y}-`)).map(toRow),
    balances,
    brought_forward: { vl: before?.vl_balance ?? p.opening_vl ?? 0, sl: before?.sl_balance ?? p.opening_sl ?? 0 },
    // An opening balance's VL and SL are never null (they are read from its LEFT JOIN).
    opening: p.opening_as_of ? { as_of: p.opening_as_of, vl: p.opening_vl ?? 0, sl: p.opening_sl ?? 0 } : null,
    person,
    years,
  };
}

export async function balancesOrZero(deps: Deps, personnelId: number): Promise<TLeaveBalances> {
  const b = await repo.balancesOf(deps.db, personnelId);
  return b
    ? { vl: b.vl, sl: b.sl, spl: b.spl, forced_leave_remaining: b.forced_leave_remaining, coc_hours: b.coc_hours, service_credits: b.service_credits }
    : { vl: 0, sl: 0, spl: 3, forced_leave_remaining: 0, coc_hours: 0, service_credits: 0 };
}

/** Today's balances of one person, fresh. */
export async function currentBalances(deps: Deps, personnelId: number): Promise<TLeaveBalances> {
  await ensureFresh(deps, personnelId);
  return balancesOrZero(deps, personnelId);
}

export async function balancesOfPerson(deps: Deps, actor: Actor, personnelId: number) {
  await mustSeeLeaveOf(deps, actor, personnelId);
  return { balances: await currentBalances(deps, personnelId), as_of: deps.clock.today() };
}

/** The card's heading; the person is known to exist (mustSeeLeaveOf). */
async function personOf(deps: Deps, personnelId: number) {
  const person = await repo.cardPersonOf(deps.db, personnelId);
  if (!person) throw AppError.notFound('The personnel record was not found.');
  return person;
}

/** Days without pay of a year: the card's LWOP months and the applications approved (partly) without pay. */
export async function withoutPay(deps: Deps, actor: Actor, q: { personnel_id?: number; year?: number }) {
  const personnelId = q.personnel_id ?? actor.personnelId;
  if (!personnelId) return { months: [], applications: [], total_days: 0 };
  const card = await ledgerOf(deps, actor, personnelId, q.year);
  const months = card.ledger.filter((r) => r.lwop_days > 0).map((r) => ({ period: r.period, lwop_days: r.lwop_days, particulars: r.particulars }));
  return { months, total_days: round3(months.reduce((s, m) => s + m.lwop_days, 0)) };
}

function groupBy<T extends { personnel_id: number }>(rows: T[]): Map<number, T[]> {
  const by = new Map<number, T[]>();
  for (const row of rows) {
    const list = by.get(row.personnel_id);
    if (list) list.push(row);
    else by.set(row.personnel_id, [row]);
  }
  return by;
}

const lastDayOfPeriod = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return `${period}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * The VL and SL credits a person held on a date, by the leave card (terminal leave, issue 36): today's balance when
 * the date has not passed; else the balance at the end of the last month of the card closed by that date (a month's
 * credit is posted on its last day, so a date inside a month is paid from the month before), or the opening balance
 * when the card starts later.
 */
export async function creditsHeldOn(deps: Deps, personnelId: number, date: string): Promise<{ vl: number; sl: number; as_of: string }> {
  const today = deps.clock.today();
  if (date >= today) {
    const b = await currentBalances(deps, personnelId);
    return { vl: b.vl, sl: b.sl, as_of: today };
  }
  await ensureFresh(deps, personnelId);
  const [rows, people] = await Promise.all([repo.ledgerRowsOf(deps.db, personnelId), repo.peopleFor(deps.db, [personnelId])]);
  const month = monthOf(date);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const before = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  const closed = date === lastDayOfPeriod(month) ? month : before;
  const row = rows.filter((r) => r.period <= closed).at(-1);
  if (row) return { vl: row.vl_balance, sl: row.sl_balance, as_of: lastDayOfPeriod(row.period) };
  const p = people[0];
  return { vl: p?.opening_vl ?? 0, sl: p?.opening_sl ?? 0, as_of: p?.opening_as_of ?? date };
}
