import type { Queryable } from '@hris/db';
import { DEFAULT_WORK_SCHEDULE, type TWorkScheduleDefinition } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { hasAnyView, type Actor } from '../../lib/actor';
import { auditPersonalRead } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { computeDay, daysOfMonth, monthTotals, travelPart, type DtrDay } from '../../domain/dtr';
import { leaveDayWeight } from '../../domain/leave-rules';
import { readSetting } from '../../lib/settings';
import { systemClock } from '../../lib/clock';
import { isoWeekday } from '../../domain/manila-time';
import { renderForm48 } from './dtr.pdf';
import * as repo from './dtr.repo';

/** HR's attendance office reads every daily time record. */
export const READ_ALL_DTR = ['EDATSADMIN'] as const;
/** The VPAA's office reads the DTR of every faculty member (/manage/dtr), and no one else's. */
export const READ_FACULTY_DTR = ['EDATSDTRFACULTY'] as const;

const NOT_FOUND = 'The personnel record was not found.';

export type Dtr = {
  personnel: { id: number; idno: string | null; fullname: string; department: string | null; position: string | null };
  month: string;
  days: DtrDay[];
  totals: ReturnType<typeof monthTotals>;
  /**
   * The month's working days so far on the person's own schedule (rest days, whole-day holidays and days before the
   * appointment left out; days to come not yet counted): payroll pays casuals and job order workers these less the
   * absences (issue 21).
   */
  working_days: number;
  /** The schedule of the month's first day, for the form's official hours. */
  schedule: TWorkScheduleDefinition;
};

/**
 * A month the record can be asked for: YYYY-MM, not after the current month (nothing to report yet).
 * `today` is the clock's (deps.clock.today()); the default, the system's, is for callers not yet passing it.
 */
export function checkMonth(month: string, today: string = systemClock.today()) {
  if (month > today.slice(0, 7)) throw AppError.validation('month', 'The month must not be after the current month.');
}

const MANILA_SECONDS = 8 * 3600;

/** The first instant of a month and of the next one, in Manila time (+08:00). */
function monthBounds(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+08:00`), to: new Date(`${next}-01T00:00:00+08:00`) };
}

/**
 * The person, when the actor may read their DTR: their own, their department head's or DTR clerk's, HR's,
 * or (a faculty member's) the VPAA office's. Else 404 (no probing).
 */
async function mustSeeDtr(deps: Deps, actor: Actor, personnelId: number): Promise<repo.DtrPerson> {
  const own = actor.personnelId === personnelId;
  const allowed =
    own ||
    hasAnyView(actor, READ_ALL_DTR) ||
    (await readsAsClerkOrFaculty(deps, actor, personnelId)) ||
    (actor.personnelId !== null && (await repo.headsPersonOf(deps.db, actor.personnelId, personnelId)));
  const person = allowed ? await repo.personOf(deps.db, personnelId) : null;
  if (!person) throw AppError.notFound(NOT_FOUND);
  return person;
}

/** The clerk reads the DTRs of their department's people; EDATSDTRFACULTY those of faculty members. */
async function readsAsClerkOrFaculty(deps: Deps, actor: Actor, personnelId: number): Promise<boolean> {
  const faculty = hasAnyView(actor, READ_FACULTY_DTR);
  if (actor.personnelId === null && !faculty) return false;
  const readers = await repo.dtrReadersOf(deps.db, personnelId);
  if (!readers) return false;
  return (actor.personnelId !== null && readers.dtr_clerk_personnel_id === actor.personnelId) || (faculty && readers.employment_kind === 'faculty');
}

/**
 * The month's records of several people, from one load of punches, schedules, holidays and suspensions.
 * Days after today are listed blank: nothing is charged before the day has come.
 */
async function buildDtrs(deps: Deps, people: repo.DtrPerson[], month: string): Promise<Dtr[]> {
  if (!people.length) return [];
  const dates = daysOfMonth(month);
  const firstDay = dates[0]!;
  const lastDay = dates[dates.length - 1]!;
  const ids = people.map((p) => p.id);
  const campusIds = [...new Set(people.map((p) => p.campus_id))];
  const { from, to } = monthBounds(month);
  const [punches, assigned, fallback, holidays, suspensions, appeals, travels, leaves, grace] = await Promise.all([
    repo.punchesOf(deps.db, ids, from, to),
    repo.schedulesOf(deps.db, ids, firstDay, lastDay),
    repo.defaultSchedule(deps.db),
    repo.holidaysOf(deps.db, campusIds, firstDay, lastDay),
    repo.suspensionsOf(deps.db, campusIds, firstDay, lastDay),
    repo.approvedAppealsOf(deps.db, ids, firstDay, lastDay),
    repo.approvedTravelsOf(deps.db, ids, firstDay, lastDay),
    repo.approvedLeaveOf(deps.db, ids, firstDay, lastDay),
    readSetting(deps.db, 'dtr_grace_minutes'),
  ]);
  const graceMinutes = Math.max(0, Number(grace) || 0);
  const defaultDefinition = fallback ?? DEFAULT_WORK_SCHEDULE;
  const today = deps.clock.today();

  // Grouped once by person and by day of the month, so each day is computed from its own punches
  // (computeDay would otherwise sift the whole month's punches for every day: 30 times the work).
  // Each person's punches as Manila minutes of the day, by day of the month (Manila is UTC+8 all year).
  const punchesBy = new Map<number, number[][]>();
  const firstLocalDay = Math.floor((from.getTime() / 1000 + MANILA_SECONDS) / 86_400);
  for (const [personnelId, seconds] of punches) {
    const byDay = dates.map((): number[] => []);
    for (const s of seconds) {
      const local = s + MANILA_SECONDS;
      byDay[Math.floor(local / 86_400) - firstLocalDay]?.push(Math.floor((local % 86_400) / 60));
    }
    punchesBy.set(personnelId, byDay);
  }
  const schedulesBy = groupBy(assigned);
  const appealsBy = groupBy(appeals);
  const travelsBy = groupBy(travels);
  const leavesBy = groupBy(leaves);
  const noPunches = dates.map((): number[] => []);
  return people.map((person) => {
    const own = punchesBy.get(person.id) ?? noPunches;
    const ownSchedules = schedulesBy.get(person.id) ?? [];
    const ownAppeals = appealsBy.get(person.id) ?? [];
    const ownTravels = travelsBy.get(person.id) ?? [];
    const ownLeaves = leavesBy.get(person.id) ?? [];
    const scheduleOn = (date: string) =>
      ownSchedules.find((s) => s.effective_from <= date && (s.effective_to === null || s.effective_to >= date))?.definition ?? defaultDefinition;
    const days = dates.map((date, day): DtrDay => {
      const leave = ownLeaves.find((l) => l.dates.includes(date));
      const leaveFiller = leave ? { label: leave.name, part: leave.part } : null;
      // A new employee is charged nothing before the date of appointment (CSC-RULES.md).
      if (person.appointed && date < person.appointed) return { ...blankDay(date), remarks: 'Before the appointment' };
      // Days to come show only the approved leave already scheduled on them; nothing is charged yet.
      if (date > today)
        return leaveFiller
          ? { ...blankDay(date), remarks: leave!.part === 'whole' ? leave!.name : `${leave!.name} (${leave!.part.toUpperCase()})` }
          : blankDay(date);
      // A whole-day holiday outranks a half-day one falling on the same date (national and campus alike).
      const ofDay = holidays.filter((h) => h.date === date && (h.campus_id === null || h.campus_id === person.campus_id));
      const holiday = ofDay.find((h) => h.part === 'whole') ?? ofDay[0];
      // suspensionsOf is ordered by time: the earliest suspension of the day frees the most.
      const suspension = suspensions.find((s) => s.date === date && s.campus_id === person.campus_id);
      const travel = ownTravels.find((t) => t.date_from <= date && t.date_to >= date);
      return computeDay({
        date,
        schedule: scheduleOn(date),
        punches: [],
        punchMinutes: own[day]!,
        holiday: holiday ? { name: holiday.name, part: holiday.part } : null,
        suspensionFrom: suspension?.from_time ?? null,
        graceMinutes,
        leave: leaveFiller,
        travel: travel ? { label: `Official business: ${travel.destination}`, part: travelPart(travel.time_from, travel.time_to) } : null,
        appeals: ownAppeals.filter((a) => a.date === date),
      });
    });
    const working = dates.filter((date) => {
      if (date > today || (person.appointed && date < person.appointed) || !worksOn(scheduleOn(date), date).works) return false;
      return !holidays.some((h) => h.date === date && h.part === 'whole' && (h.campus_id === null || h.campus_id === person.campus_id));
    }).length;
    const { campus_id: _campus, department_id: _department, appointed: _appointed, ...personnel } = person;
    return { personnel, month, days, totals: monthTotals(days), working_days: working, schedule: scheduleOn(firstDay) };
  });
}

/** Rows by the person they belong to. */
function groupBy<T extends { personnel_id: number }>(rows: T[]): Map<number, T[]> {
  const by = new Map<number, T[]>();
  for (const row of rows) {
    const list = by.get(row.personnel_id);
    if (list) list.push(row);
    else by.set(row.personnel_id, [row]);
  }
  return by;
}

function blankDay(date: string): DtrDay {
  return { date, am_in: null, am_out: null, pm_in: null, pm_out: null, late_minutes: 0, undertime_minutes: 0, absent_days: 0, times_late: 0, remarks: null };
}

/** One person's daily time record of a month. */
export async function getDtr(deps: Deps, actor: Actor, personnelId: number, month: string) {
  checkMonth(month, deps.clock.today());
  const person = await mustSeeDtr(deps, actor, personnelId);
  const [dtr] = await buildDtrs(deps, [person], month);
  await auditPersonalRead(deps, actor, { entity: 'dtr', personnelId, what: `DTR of ${month}`, details: { month } });
  const { schedule: _schedule, ...answer } = dtr!;
  return { dtr: answer };
}

/**
 * The month's records of many people at once (HR's month-end run, the benchmark): the same few queries
 * whatever their number. For callers that have already checked access; people who do not exist are left out.
 */
export async function departmentMonth(deps: Deps, personnelIds: number[], month: string): Promise<Dtr[]> {
  checkMonth(month, deps.clock.today());
  return buildDtrs(deps, await repo.peopleOf(deps.db, personnelIds), month);
}

/** CS Form No. 48 of one person. */
export async function form48Pdf(deps: Deps, actor: Actor, personnelId: number, month: string) {
  checkMonth(month, deps.clock.today());
  const person = await mustSeeDtr(deps, actor, personnelId);
  const dtrs = await buildDtrs(deps, [person], month);
  await auditPersonalRead(deps, actor, { entity: 'dtr', personnelId, what: `CS Form No. 48 of ${month}`, details: { month } });
  return { pdf: await renderForm48(dtrs, await repo.inChargeOf(deps.db, [person.id])), fileName: `dtr-${person.idno ?? person.id}-${month}.pdf` };
}

/** CS Form No. 48 of every active person of a department, one page each (HR, or the department's head, OIC or DTR clerk). */
export async function departmentForm48Pdf(deps: Deps, actor: Actor, departmentId: number, month: string) {
  checkMonth(month, deps.clock.today());
  const department = await repo.departmentKeepersOf(deps.db, departmentId);
  const isHead =
    actor.personnelId !== null && [department?.head_personnel_id, department?.oic_personnel_id, department?.dtr_clerk_personnel_id].includes(actor.personnelId);
  if (!department || !(isHead || hasAnyView(actor, READ_ALL_DTR))) throw AppError.notFound('The department was not found.');
  const people = await repo.activePeopleOf(deps.db, departmentId);
  if (!people.length) throw AppError.validation('department', 'This department has no active personnel.');
  const dtrs = await buildDtrs(deps, people, month);
  // One row for the whole department's print, naming everyone on it.
  await auditPersonalRead(deps, actor, {
    entity: 'dtr',
    entityId: departmentId,
    personnelIds: people.map((p) => p.id),
    what: `CS Form No. 48 of ${month}, ${department.acronym}`,
    details: { month, department_id: departmentId },
  });
  return {
    pdf: await renderForm48(
      dtrs,
      await repo.inChargeOf(
        deps.db,
        people.map((p) => p.id),
      ),
    ),
    fileName: `dtr-${department.acronym.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${month}.pdf`,
  };
}

/** Every date from `from` to `to` (YYYY-MM-DD), both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * Whether `approverId` heads the person's department: its head or officer-in-charge, or the nearest head up the tree
 * when the unit has none (who reads the person's DTR, and decides their schedule requests).
 */
export function headsPersonOf(db: Queryable, approverId: number, personnelId: number): Promise<boolean> {
  return repo.headsPersonOf(db, approverId, personnelId);
}

/** Approved leave of the people on the dates it counted (the DTR's remarks; the attendance reports read the same). */
export function approvedLeaveOf(db: Queryable, personnelIds: number[], firstDay: string, lastDay: string): Promise<repo.ApprovedLeave[]> {
  return repo.approvedLeaveOf(db, personnelIds, firstDay, lastDay);
}

/**
 * One day of a person as the DTR reads it: the schedule in force (their own, else the default), the holiday of their
 * campus (a whole-day one outranks a half-day one) and the time a work suspension starts (the earliest, which frees
 * the most). What overtime served on that day is measured against.
 */
export async function workDayOf(
  db: Queryable,
  person: { personnelId: number; campusId: number },
  date: string,
): Promise<{ schedule: TWorkScheduleDefinition; holiday: 'whole' | 'am' | 'pm' | null; suspensionFrom: string | null }> {
  const [assigned, fallback, holidays, suspensions] = await Promise.all([
    repo.schedulesOf(db, [person.personnelId], date, date),
    repo.defaultSchedule(db),
    repo.holidaysOf(db, [person.campusId], date, date),
    repo.suspensionsOf(db, [person.campusId], date, date),
  ]);
  // schedulesOf answers only assignments covering the day, the latest first (it wins on overlap).
  const schedule = assigned[0]?.definition ?? fallback ?? DEFAULT_WORK_SCHEDULE;
  const holiday = holidays.find((h) => h.part === 'whole') ?? holidays[0];
  return { schedule, holiday: holiday?.part ?? null, suspensionFrom: suspensions[0]?.from_time ?? null };
}

/** Whether a schedule has work on a date's weekday, and the day's first start and last end. */
function worksOn(schedule: TWorkScheduleDefinition, date: string): { works: boolean; firstStart: string | null; lastEnd: string | null } {
  const weekday = isoWeekday(date);
  if (schedule.kind === 'flexible') return { works: schedule.weekdays.includes(weekday), firstStart: schedule.arrival_to, lastEnd: null };
  const sessions = schedule.days[weekday] ?? [];
  return { works: sessions.length > 0, firstStart: sessions[0]?.start ?? null, lastEnd: sessions.at(-1)?.end ?? null };
}

/**
 * The working days between two dates on a person's own schedule, with how much of each a leave of `part`
 * takes: rest days, whole-day holidays of their campus and days suspended from the start of work are left
 * out (CSC: off-duty days are not charged as leave); a half-day holiday or a suspension from mid-day
 * leaves half a day.
 */
export async function workingDaysOf(
  deps: Deps,
  personnelId: number,
  from: string,
  to: string,
  part: 'whole' | 'am' | 'pm' = 'whole',
): Promise<{ date: string; weight: number }[]> {
  const person = await repo.personOf(deps.db, personnelId);
  if (!person) return [];
  const [assigned, fallback, holidays, suspensions] = await Promise.all([
    repo.schedulesOf(deps.db, [personnelId], from, to),
    repo.defaultSchedule(deps.db),
    repo.holidaysOf(deps.db, [person.campus_id], from, to),
    repo.suspensionsOf(deps.db, [person.campus_id], from, to),
  ]);
  const scheduleOn = (date: string) =>
    assigned.find((s) => s.effective_from <= date && (s.effective_to === null || s.effective_to >= date))?.definition ?? fallback ?? DEFAULT_WORK_SCHEDULE;
  const out: { date: string; weight: number }[] = [];
  for (const date of datesBetween(from, to)) {
    const { works, firstStart, lastEnd } = worksOn(scheduleOn(date), date);
    if (!works) continue;
    const ofDay = holidays.filter((h) => h.date === date && (h.campus_id === null || h.campus_id === person.campus_id));
    const holiday = ofDay.find((h) => h.part === 'whole') ?? ofDay[0];
    const from_ = suspensions.find((s) => s.date === date)?.from_time ?? null;
    const suspension = from_ === null ? null : firstStart && from_ <= firstStart ? 'whole' : lastEnd === null || from_ < lastEnd ? 'pm' : null;
    const weight = leaveDayWeight({ part, holiday: holiday?.part ?? null, suspension });
    if (weight > 0) out.push({ date, weight });
  }
  return out;
}
