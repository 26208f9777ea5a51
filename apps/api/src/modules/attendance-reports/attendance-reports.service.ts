import type { TDepartmentStatisticsQuery, TMonthlyReportQuery } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { hasAnyView, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { daysOfMonth, monthTotals, type DtrDay } from '../../domain/dtr';
import {
  absenceRuns,
  FLAGS,
  isHabituallyTardy,
  isThirtyDaysAbsent,
  needsEarlierDays,
  shiftMonth,
  tardinessWindow,
  type AttendanceFlag,
  type DayMark,
} from '../../domain/attendance-flags';
import { departmentMonth, type Dtr } from '../dtr';
import { approvedLeaveOf } from '../dtr';
import { MONITOR_ALL } from './daily-attendance.service';
import * as repo from './attendance-reports.repo';

type Totals = ReturnType<typeof monthTotals>;
type Person = Dtr['personnel'];

/** A month the reports can be asked for: not after the current month (Manila, by the clock). */
function checkMonth(deps: Deps, month: string) {
  if (month > deps.clock.today().slice(0, 7)) throw AppError.validation('month', 'The month must not be after the current month.');
}

/** The `count` months ending with `month`, oldest first. */
const monthsEnding = (month: string, count: number) => Array.from({ length: count }, (_, i) => shiftMonth(month, i - count + 1));

/** Each month's DTRs of the people, by month and person (one DTR computation per month, not per person). */
async function dtrsByMonth(deps: Deps, ids: number[], months: string[]): Promise<Map<string, Map<number, Dtr>>> {
  const byMonth = new Map<string, Map<number, Dtr>>();
  for (const month of months) {
    const dtrs = ids.length ? await departmentMonth(deps, ids, month) : [];
    byMonth.set(month, new Map(dtrs.map((d) => [d.personnel.id, d])));
  }
  return byMonth;
}

const zero = (): Totals => ({ late_minutes: 0, undertime_minutes: 0, absent_days: 0, times_late: 0 });
const add = (a: Totals, b: Totals): Totals => ({
  late_minutes: a.late_minutes + b.late_minutes,
  undertime_minutes: a.undertime_minutes + b.undertime_minutes,
  absent_days: a.absent_days + b.absent_days,
  times_late: a.times_late + b.times_late,
});
const brief = (p: Person) => ({ id: p.id, idno: p.idno, fullname: p.fullname, position: p.position });

/**
 * A department's late minutes, times late, undertime and absences per person for the month and the
 * months before it, with the department's trend per month (its head or OIC, or the attendance office).
 */
export async function departmentStatistics(deps: Deps, actor: Actor, q: TDepartmentStatisticsQuery) {
  checkMonth(deps, q.month);
  const department = await repo.departmentOf(deps.db, q.department_id);
  const heads = actor.personnelId !== null && [department?.head_personnel_id, department?.oic_personnel_id].includes(actor.personnelId);
  if (!department || !(heads || hasAnyView(actor, MONITOR_ALL))) throw AppError.notFound('The department was not found.');

  const ids = (await repo.activePeopleOf(deps.db, [department.id])).map((p) => p.id);
  const months = monthsEnding(q.month, q.months);
  const byMonth = await dtrsByMonth(deps, ids, months);
  const trends = months.map((month) => {
    const dtrs = [...byMonth.get(month)!.values()];
    return { month, headcount: dtrs.length, ...dtrs.reduce((t, d) => add(t, d.totals), zero()) };
  });
  const people = [...byMonth.get(q.month)!.values()].map((dtr) => ({
    personnel: brief(dtr.personnel),
    month: dtr.totals,
    period: months.reduce((t, m) => add(t, byMonth.get(m)!.get(dtr.personnel.id)?.totals ?? zero()), zero()),
  }));
  const { head_personnel_id: _head, oic_personnel_id: _oic, ...shown } = department;
  return { department: shown, month: q.month, months, trends, people };
}

export type MonthlyReportLine = { personnel: Person } & Totals & { flags: AttendanceFlag[] };
export type MonthlyReport = {
  month: string;
  scope: { kind: 'department' | 'campus'; id: number; name: string; campus: string };
  people: MonthlyReportLine[];
  totals: Totals;
};

/** How a day counts towards 30 days absent without leave: approved travel and leave excuse it. */
function markOf(day: DtrDay, excused: boolean): DayMark {
  if (day.am_in ?? day.am_out ?? day.pm_in ?? day.pm_out) return 'present';
  if (excused) return 'excused';
  return day.absent_days > 0 ? 'absent' : 'off';
}

/**
 * How far before the report's own months a run of absence still short of 30 working days is followed:
 * 30 working days of a schedule with one workday a week take 7 months.
 */
const AWOL_LOOKBACK_MONTHS = 12;

type Excuses = Map<number, { leaveDays: Set<string>; travels: { date_from: string; date_to: string }[] }>;

/** Adds the approved leave and travel of the people in [firstDay, lastDay] to `excuses`. */
async function loadExcuses(deps: Deps, ids: number[], firstDay: string, lastDay: string, excuses: Excuses): Promise<void> {
  if (!ids.length) return;
  const [travels, leaves] = await Promise.all([repo.approvedTravelsOf(deps.db, ids, firstDay, lastDay), approvedLeaveOf(deps.db, ids, firstDay, lastDay)]);
  const of = (id: number) => {
    let own = excuses.get(id);
    if (!own) excuses.set(id, (own = { leaveDays: new Set(), travels: [] }));
    return own;
  };
  for (const t of travels) of(t.personnel_id).travels.push(t);
  for (const l of leaves) for (const date of l.dates) of(l.personnel_id).leaveDays.add(date);
}

/**
 * The people to drop from the rolls as of the month: absent without leave for 30 working days or more of
 * their own schedule, in a run reaching into the month, counted from their appointment date (2017 ORAOHRA
 * Sec. 107(a)(1)). The months already computed for the report usually decide it; a run still short of 30
 * that may have begun earlier is followed back a month at a time, for those people only.
 */
async function droppedFromRolls(deps: Deps, ids: number[], month: string, months: string[], byMonth: Map<string, Map<number, Dtr>>): Promise<Set<number>> {
  const flagged = new Set<number>();
  if (!ids.length) return flagged;
  const monthStart = `${month}-01`;
  const monthEnd = daysOfMonth(month).at(-1)!;
  let first = months[0]!;
  const excuses: Excuses = new Map();
  const [countedFrom] = await Promise.all([repo.countedFromOf(deps.db, ids), loadExcuses(deps, ids, `${first}-01`, monthEnd, excuses)]);
  const days = new Map(ids.map((id) => [id, months.flatMap((m) => byMonth.get(m)!.get(id)?.days ?? [])]));

  let pending = ids;
  for (let back = 0; ; back += 1) {
    const earlier: number[] = [];
    for (const id of pending) {
      const own = excuses.get(id);
      const excused = (date: string) => !!own && (own.leaveDays.has(date) || own.travels.some((t) => t.date_from <= date && t.date_to >= date));
      const marks = days.get(id)!.map((day) => ({ date: day.date, mark: markOf(day, excused(day.date)) }));
      const runs = absenceRuns(marks, countedFrom.get(id) ?? monthStart);
      if (isThirtyDaysAbsent(runs, monthStart, monthEnd)) flagged.add(id);
      else if (needsEarlierDays(runs, monthStart, monthEnd)) earlier.push(id);
    }
    if (!earlier.length || back === AWOL_LOOKBACK_MONTHS) return flagged;
    first = shiftMonth(first, -1);
    const [dtrs] = await Promise.all([departmentMonth(deps, earlier, first), loadExcuses(deps, earlier, `${first}-01`, daysOfMonth(first).at(-1)!, excuses)]);
    for (const dtr of dtrs) days.set(dtr.personnel.id, [...dtr.days, ...days.get(dtr.personnel.id)!]);
    pending = earlier;
  }
}

/**
 * The monthly absences and undertime report of a department or campus (the attendance office), with
 * the habitual tardiness and 30-days-absent flags. The flags look back over the semester and the months
 * before, so those months' DTRs are computed too.
 */
export async function monthlyReport(deps: Deps, q: TMonthlyReportQuery): Promise<MonthlyReport> {
  checkMonth(deps, q.month);
  let scope: MonthlyReport['scope'];
  let ids: number[];
  if (q.department_id !== undefined) {
    const department = await repo.departmentOf(deps.db, q.department_id);
    if (!department) throw AppError.notFound('The department was not found.');
    scope = { kind: 'department', id: department.id, name: department.fullname, campus: department.campus };
    ids = (await repo.activePeopleOf(deps.db, [department.id])).map((p) => p.id);
  } else {
    const campus = await repo.campusOf(deps.db, q.campus_id!);
    if (!campus) throw AppError.notFound('The campus was not found.');
    scope = { kind: 'campus', id: campus.id, name: campus.name, campus: campus.name };
    ids = (await repo.activePeopleOfCampus(deps.db, campus.id)).map((p) => p.id);
  }

  // The semester covers tardiness; two months back cover most runs of 30 working days reaching into the
  // month (droppedFromRolls reads further back where a run needs it).
  const months = [...new Set([...tardinessWindow(q.month), ...monthsEnding(q.month, 3)])].sort();
  const byMonth = await dtrsByMonth(deps, ids, months);
  const dropped = await droppedFromRolls(deps, ids, q.month, months, byMonth);

  const people = [...byMonth.get(q.month)!.values()].map((dtr): MonthlyReportLine => {
    const id = dtr.personnel.id;
    const timesLate = new Map(months.map((m) => [m, byMonth.get(m)!.get(id)?.totals.times_late ?? 0]));
    const flags: AttendanceFlag[] = [];
    if (isHabituallyTardy(q.month, timesLate)) flags.push(FLAGS.habitualTardiness);
    if (dropped.has(id)) flags.push(FLAGS.thirtyDaysAbsent);
    return { personnel: dtr.personnel, ...dtr.totals, flags };
  });
  // A campus report reads department by department, by surname within each.
  people.sort((a, b) => (a.personnel.department ?? '').localeCompare(b.personnel.department ?? ''));
  return { month: q.month, scope, people, totals: people.reduce((t, p) => add(t, p), zero()) };
}
