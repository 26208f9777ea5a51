import { DEFAULT_WORK_SCHEDULE, type TDailyAttendanceQuery, type TDailyStatus, type TWorkScheduleDefinition } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { hasAnyView, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { isoWeekday, manilaParts, toMinutes } from '../../domain/manila-time';
import type { DtrDay } from '../../domain/dtr';
import { departmentMonth } from '../dtr';
import { approvedLeaveOf } from '../dtr';
import * as repo from './attendance-reports.repo';

/** The attendance office watches every department; heads and OICs watch their own. */
export const MONITOR_ALL = ['EDATSADMIN'] as const;
/** Who may open the daily attendance at all: the office, and department heads (for the departments they lead). */
export const DAILY_WATCHERS = ['EDATSADMIN', 'EDATSDEPTHEAD'] as const;

export type DailyCounts = Record<TDailyStatus, number> & { total: number };
export type DailyPerson = {
  personnel: { id: number; idno: string | null; fullname: string; position: string | null };
  status: TDailyStatus;
  first_punch: string | null;
  late_minutes: number;
  remarks: string | null;
};

const emptyCounts = (): DailyCounts => ({ total: 0, present: 0, late: 0, absent: 0, on_leave: 0, on_travel: 0, not_yet_in: 0, no_work: 0 });

/** When the morning is over on the date's schedule (minutes), or null on a day without work. */
function morningEnds(schedule: TWorkScheduleDefinition, date: string): number | null {
  const weekday = isoWeekday(date);
  if (schedule.kind === 'flexible') return schedule.weekdays.includes(weekday) ? toMinutes(schedule.lunch.start) : null;
  const first = schedule.days[weekday]?.[0];
  return first ? toMinutes(first.end) : null;
}

/**
 * A person's standing on a day, from the DTR's computation of it:
 * - present / late: any punch; late when the DTR charges late minutes (grace period and schedule applied);
 * - on travel: approved official business travel covering the date;
 * - on leave: approved leave on the date (whole day or either half) and no punch;
 * - absent: no punch on a workday whose morning session is over (a past day: the DTR charged an absence);
 * - not yet in: no punch yet, the morning session still running (today only);
 * - no work: a rest day, holiday or suspension with no punch.
 */
export function dailyStatus(
  day: DtrDay,
  ctx: { travelled: boolean; onLeave?: boolean; isToday: boolean; nowMinutes: number; morningEnd: number | null },
): TDailyStatus {
  const punched = day.am_in ?? day.am_out ?? day.pm_in ?? day.pm_out;
  if (punched) return day.late_minutes > 0 ? 'late' : 'present';
  if (ctx.travelled) return 'on_travel';
  if (ctx.onLeave) return 'on_leave';
  if (day.absent_days <= 0) return 'no_work';
  if (!ctx.isToday || ctx.morningEnd === null) return 'absent';
  return ctx.nowMinutes >= ctx.morningEnd ? 'absent' : 'not_yet_in';
}

const firstPunch = (day: DtrDay): string | null => [day.am_in, day.am_out, day.pm_in, day.pm_out].filter((t): t is string => t !== null).sort()[0] ?? null;

/** The departments the actor may watch: all (of a campus) for the attendance office, else those they head. */
async function watchedDepartments(deps: Deps, actor: Actor, campusId: number | undefined): Promise<repo.Department[]> {
  if (hasAnyView(actor, MONITOR_ALL)) return repo.departmentsWithPeople(deps.db, { campusId });
  // A head who leads no department (yet) sees an empty day rather than an error.
  const headed = actor.personnelId === null ? [] : await repo.departmentsHeadedBy(deps.db, actor.personnelId);
  return headed.length ? repo.departmentsWithPeople(deps.db, { campusId, departmentIds: headed }) : [];
}

/**
 * Today's (or a past date's) attendance by department: how many are present, late, absent, on leave,
 * on travel or not yet in; with `department_id`, that department's people with their first punch.
 */
export async function dailyAttendance(deps: Deps, actor: Actor, q: TDailyAttendanceQuery) {
  const now = manilaParts(deps.clock.now());
  const date = q.date ?? now.date;
  if (date > now.date) throw AppError.validation('date', 'The date must not be after today.');
  const departments = await watchedDepartments(deps, actor, q.campus_id);
  if (q.department_id !== undefined && !departments.some((d) => d.id === q.department_id)) throw AppError.notFound('The department was not found.');

  const people = departments.length
    ? await repo.activePeopleOf(
        deps.db,
        departments.map((d) => d.id),
      )
    : [];
  const { standings, asOf } = await standingsOf(
    deps,
    people.map((p) => p.id),
    date,
  );
  const departmentOf = new Map(people.map((p) => [p.id, p.department_id]));

  const counts = new Map(departments.map((d) => [d.id, emptyCounts()]));
  const totals = emptyCounts();
  const listed: DailyPerson[] = [];
  for (const standing of standings) {
    const departmentId = departmentOf.get(standing.personnel.id)!;
    for (const c of [counts.get(departmentId)!, totals]) {
      c.total += 1;
      c[standing.status] += 1;
    }
    if (departmentId === q.department_id) listed.push(standing);
  }
  const chosen = departments.find((d) => d.id === q.department_id);
  return {
    date,
    as_of: asOf,
    is_today: date === now.date,
    totals,
    departments: departments.map((d) => ({ ...d, counts: counts.get(d.id)! })),
    department: chosen ? { ...chosen, people: listed } : null,
  };
}

// Shared in real time (Date.now), not by deps.clock: it spares work between requests, it decides nothing.
/** Answers younger than this are shared: every open page refetches on the same punch event. */
const SHARE_MS = 1000;
type Shared = { at: number; answer: Promise<{ standings: DailyPerson[]; asOf: string }> };
// Per app (tests run several in one process); a few keys at most (a date and a scope each).
const recent = new WeakMap<Deps, Map<string, Shared>>();

/** New punches make the shared answers stale: the next page to ask computes afresh. */
export function forgetStandings(deps: Deps): void {
  recent.get(deps)?.clear();
}

/**
 * Each person's standing on the date, from the DTR computation of their month. A campus's month is
 * seconds of work, and at 8 a.m. every open daily-attendance page asks again each second: callers
 * within the same second for the same people and date share one computation.
 */
function standingsOf(deps: Deps, ids: number[], date: string): Promise<{ standings: DailyPerson[]; asOf: string }> {
  let byKey = recent.get(deps);
  if (!byKey) recent.set(deps, (byKey = new Map<string, Shared>()));
  const key = `${date}|${ids.join(',')}`;
  const hit = byKey.get(key);
  if (hit && Date.now() - hit.at < SHARE_MS) return hit.answer;
  for (const [k, v] of byKey) if (Date.now() - v.at >= SHARE_MS) byKey.delete(k);
  const answer = computeStandings(deps, ids, date);
  byKey.set(key, { at: Date.now(), answer });
  answer.catch(() => byKey.delete(key));
  return answer;
}

async function computeStandings(deps: Deps, ids: number[], date: string): Promise<{ standings: DailyPerson[]; asOf: string }> {
  const asOf = deps.clock.now();
  if (!ids.length) return { standings: [], asOf: asOf.toISOString() };
  const [dtrs, schedules, travels, leaves] = await Promise.all([
    departmentMonth(deps, ids, date.slice(0, 7)),
    repo.schedulesOn(deps.db, ids, date),
    repo.approvedTravelsOf(deps.db, ids, date, date),
    approvedLeaveOf(deps.db, ids, date, date),
  ]);
  const now = manilaParts(asOf);
  const travelled = new Set(travels.map((t) => t.personnel_id));
  const onLeave = new Set(leaves.filter((l) => l.dates.includes(date)).map((l) => l.personnel_id));
  const dayIndex = Number(date.slice(8, 10)) - 1;
  const standings = dtrs.map((dtr): DailyPerson => {
    const day = dtr.days[dayIndex]!;
    const schedule = schedules.byPerson.get(dtr.personnel.id) ?? schedules.fallback ?? DEFAULT_WORK_SCHEDULE;
    const status = dailyStatus(day, {
      travelled: travelled.has(dtr.personnel.id),
      onLeave: onLeave.has(dtr.personnel.id),
      isToday: date === now.date,
      nowMinutes: now.minutes,
      morningEnd: morningEnds(schedule, date),
    });
    const { id, idno, fullname, position } = dtr.personnel;
    return { personnel: { id, idno, fullname, position }, status, first_punch: firstPunch(day), late_minutes: day.late_minutes, remarks: day.remarks };
  });
  return { standings, asOf: asOf.toISOString() };
}
