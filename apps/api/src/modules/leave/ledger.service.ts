import type { TLeaveBalances, TLedgerRow } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { cocBalance } from '../../domain/coc';
import { computeLedger, earningRate, forcedLeaveRemaining, FORCED_LEAVE_THRESHOLD, type LedgerLeave, type LedgerMonthInput, type LedgerRow } from '../../domain/leave-ledger';
import { splitByMonth } from '../../domain/leave-rules';
import { round3 } from '../../domain/leave-tables';
import { manilaParts } from '../../domain/manila-time';
import { maySeeRequestOf } from '../approvals/request-rows';
import { departmentMonth } from '../dtr/dtr.service';
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

const today = () => manilaParts(new Date()).date;
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
function firstPeriod(p: repo.LedgerPerson): string {
  const floor = `${Number(today().slice(0, 4)) - MAX_YEARS_BACK}-01`;
  const first = p.opening_as_of ? nextMonth(monthOf(p.opening_as_of)) : monthOf(p.start);
  return first < floor ? floor : first;
}

/** Brings the people's attendance totals and cards up to date (those given, or every stale person). */
export async function refreshPeople(deps: Deps, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const marks = await repo.takeStaleMarks(deps.db, ids);
  const [people, totals] = await Promise.all([repo.peopleFor(deps.db, ids), repo.monthTotalsOf(deps.db, ids)]);
  const now = today();
  const current = monthOf(now);
  const startOfToday = manilaStart(now);
  const have = new Map(totals.map((t) => [`${t.personnel_id}:${t.period}`, t]));
  const marked = new Set(marks.map((m) => `${m.personnel_id}:${m.period}`));

  // Stage 1: which months' totals to redo, grouped by month (one DTR run covers everyone of a month).
  const redo = new Map<string, number[]>();
  for (const p of people) {
    for (const period of monthsFrom(firstPeriod(p), current)) {
      const key = `${p.id}:${period}`;
      const stored = have.get(key);
      // A month computed before it (or today) ended misses the days since.
      const outdated = stored && stored.computed_at < manilaStart(`${nextMonth(period)}-01`) && stored.computed_at < startOfToday;
      if (!stored || outdated || marked.has(key)) redo.set(period, [...(redo.get(period) ?? []), p.id]);
    }
  }
  for (const [period, personIds] of redo) {
    const dtrs = await departmentMonth(deps, personIds, period);
    await repo.saveMonthTotals(
      deps.db,
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

/** Stage 2: the cards and balances of the people from the stored totals (the benchmark's "recompute a year"). */
export async function recomputeLedgers(deps: Deps, ids: number[], known?: repo.LedgerPerson[]) {
  const [people, totals, leave, cancelled, coc, serviceCredits] = await Promise.all([
    known ?? repo.peopleFor(deps.db, ids),
    repo.chargesOf(deps.db, ids),
    repo.approvedLeaveOf(deps.db, ids),
    repo.forcedLeaveCancelledOf(deps.db, ids),
    repo.cocEntriesOf(deps.db, ids),
    repo.serviceCreditTotalsOf(deps.db, ids),
  ]);
  const now = today();
  const current = monthOf(now);
  const year = Number(now.slice(0, 4));
  const totalsBy = groupBy(totals);
  const leaveBy = groupBy(leave);
  const cancelledBy = groupBy(cancelled);
  const cocBy = groupBy(coc);
  const cards: { personnelId: number; rows: LedgerRow[] }[] = [];
  const balances: repo.StoredBalances[] = [];
  for (const p of people) {
    const ownLeave = leaveBy.get(p.id) ?? [];
    const first = firstPeriod(p);
    const lastLeave = ownLeave.reduce((max, l) => (monthOf(l.date_to) > max ? monthOf(l.date_to) : max), current);
    const periods = monthsFrom(first, lastLeave > current ? lastLeave : current);
    const ownTotals = new Map((totalsBy.get(p.id) ?? []).map((t) => [t.period, t]));
    const leaveByMonth = new Map<string, LedgerLeave[]>();
    for (const l of ownLeave) {
      const weight = l.part === 'whole' ? 1 : 0.5;
      for (const [period, split] of splitByMonth(l.dates.length ? l.dates : [l.date_from], weight, l.days_with_pay, l.days_without_pay)) {
        if (period < first) continue;
        const label = `${l.code} ${round3(split.withPay + split.withoutPay).toFixed(3)} (${l.name})`;
        leaveByMonth.set(period, [...(leaveByMonth.get(period) ?? []), { code: l.code, chargedTo: l.charged_to, daysWithPay: split.withPay, daysWithoutPay: split.withoutPay, label }]);
      }
    }
    const months: LedgerMonthInput[] = periods.map((period) => {
      const t = ownTotals.get(period);
      return {
        period,
        complete: period < current,
        attendance: period <= current && t ? { absences: t.absences, lateMinutes: t.late_minutes, undertimeMinutes: t.undertime_minutes } : null,
        leave: leaveByMonth.get(period) ?? [],
      };
    });
    const rows = computeLedger({
      opening: { vl: p.opening_vl ?? 0, sl: p.opening_sl ?? 0 },
      earningRate: earningRate({ employmentKind: p.employment_kind, appointmentStatus: p.appointment_status }),
      months,
      forcedLeaveCancelled: Object.fromEntries((cancelledBy.get(p.id) ?? []).map((c) => [c.year, c.days])),
    });
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
        hadThreshold: broughtForward >= FORCED_LEAVE_THRESHOLD || rows.some((r) => r.period.startsWith(`${year}-`) && r.period < current && r.vl_balance >= FORCED_LEAVE_THRESHOLD),
        takenThisYear: takenVl,
        cancelled: (cancelledBy.get(p.id) ?? []).find((c) => c.year === year)?.days ?? 0,
      }),
      cocHours: cocBalance(cocBy.get(p.id) ?? [], now),
      serviceCredits: round3(serviceCredits.get(p.id) ?? 0),
    });
  }
  await repo.saveLedgers(deps.db, cards, balances);
  return { people: cards.length, months: cards.reduce((s, c) => s + c.rows.length, 0) };
}

/** Refreshes one person when anything of theirs is stale (the card "always reflects the logs… when it is read"). */
export async function ensureFresh(deps: Deps, personnelId: number) {
  const stale = await repo.stalePeople(deps.db, manilaStart(today()), [personnelId]);
  if (stale.length) await refreshPeople(deps, stale);
}

/** Whether the caller may read a person's leave: their own, their head's or OIC's, or the leave office's. 404 otherwise. */
export async function mustSeeLeaveOf(deps: Deps, actor: Actor, personnelId: number) {
  const { rows } = await deps.db.$client.query(`SELECT 1 FROM personnel WHERE id = $1`, [personnelId]);
  if (!rows.length || !(await maySeeRequestOf(deps.db, actor, personnelId, LEAVE_OFFICE))) throw AppError.notFound('The personnel record was not found.');
}

const toRow = (r: LedgerRow): TLedgerRow => r;

/** The leave card of a year: its months in order and the balances today. */
export async function ledgerOf(deps: Deps, actor: Actor, personnelId: number, year?: number) {
  await mustSeeLeaveOf(deps, actor, personnelId);
  await ensureFresh(deps, personnelId);
  const y = year ?? Number(today().slice(0, 4));
  const [rows, balances, people, person] = await Promise.all([
    repo.ledgerRowsOf(deps.db, personnelId),
    balancesOrZero(deps, personnelId),
    repo.peopleFor(deps.db, [personnelId]),
    personOf(deps, personnelId),
  ]);
  const p = people[0]!;
  const before = rows.filter((r) => r.period < `${y}-01`).at(-1);
  const years = [...new Set([...rows.map((r) => Number(r.period.slice(0, 4))), Number(today().slice(0, 4))])].sort((a, b) => b - a);
  return {
    ledger: rows.filter((r) => r.period.startsWith(`${y}-`)).map(toRow),
    balances,
    brought_forward: { vl: before?.vl_balance ?? p.opening_vl ?? 0, sl: before?.sl_balance ?? p.opening_sl ?? 0 },
    opening: p.opening_as_of ? { as_of: p.opening_as_of, vl: p.opening_vl, sl: p.opening_sl } : null,
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
  return { balances: await currentBalances(deps, personnelId), as_of: today() };
}

async function personOf(deps: Deps, personnelId: number) {
  const { rows } = await deps.db.$client.query(
    `SELECT p.id, p.idno, concat_ws(' ', p.first_name, CASE WHEN coalesce(p.middle_name, '') = '' THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension) AS fullname,
            d.fullname AS department, p.employment_kind FROM personnel p LEFT JOIN departments d ON d.id = p.department_id WHERE p.id = $1`,
    [personnelId],
  );
  return rows[0] ?? null;
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
