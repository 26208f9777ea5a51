/**
 * The two attendance flags of the monthly absences and undertime report (CSC-RULES.md, Attendance).
 * Pure: the caller computes each month's DTR and marks each day.
 */
import { ATTENDANCE_FLAGS, type TAttendanceFlag } from '@hris/contracts';

/** MC 23 s.1998: late this many times in a month makes the month count towards habitual tardiness. */
export const HABITUAL_TARDINESS_TIMES = 10;
/** 2017 ORAOHRA Sec. 107(a)(1): absent without official leave for at least this many working days is dropped from the rolls. */
export const DROPPED_FROM_ROLLS_WORKING_DAYS = 30;

/** The flags by name; their words are the contracts' list, as the report's answer carries them. */
export const FLAGS = { habitualTardiness: ATTENDANCE_FLAGS[0], thirtyDaysAbsent: ATTENDANCE_FLAGS[1] } as const satisfies Record<string, TAttendanceFlag>;
export type AttendanceFlag = TAttendanceFlag;

/** The month `by` months after (or before) `month`, YYYY-MM. */
export const shiftMonth = (month: string, by: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The months of the semester (Jan–Jun, Jul–Dec) from its start up to `month`. */
function semesterSoFar(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let at = `${y}-${m <= 6 ? '01' : '07'}`; at <= month; at = shiftMonth(at, 1)) months.push(at);
  return months;
}

/** The months a tardiness flag of `month` looks at: the month before and the semester so far, oldest first. */
export function tardinessWindow(month: string): string[] {
  return [...new Set([shiftMonth(month, -1), ...semesterSoFar(month)])].sort();
}

/**
 * Habitual tardiness as of `month`: late 10 times or more in each of 2 months of the month's semester
 * (up to the month), or in the month and the one before it (consecutive, even across semesters).
 * `timesLate` maps YYYY-MM to the month's times late (each late arrival: a day late in the morning and
 * after lunch is 2, see monthTotals); months missing count as none.
 */
export function isHabituallyTardy(month: string, timesLate: ReadonlyMap<string, number>): boolean {
  const tardy = (m: string) => (timesLate.get(m) ?? 0) >= HABITUAL_TARDINESS_TIMES;
  if (semesterSoFar(month).filter(tardy).length >= 2) return true;
  return tardy(month) && tardy(shiftMonth(month, -1));
}

/**
 * How a day counts towards an unauthorized absence, on the person's own schedule:
 * - absent: a workday of their schedule with no punch and nothing excusing it;
 * - present: any punch, so the run ends;
 * - excused: approved leave or official business travel, so the run ends too;
 * - off: not a workday of theirs (a rest day, a holiday, a suspension, a day still to come): it neither
 *   counts nor ends the run.
 */
export type DayMark = 'absent' | 'present' | 'excused' | 'off';

/**
 * A run of absence without leave: its first and last absent workdays, the absent workdays in it, and
 * whether it is `open`, that is, may have begun before the first day given (nothing before it among the
 * days given ended it, and the days given start after the appointment date).
 */
export type AbsenceRun = { from: string; to: string; workingDays: number; open: boolean };

/**
 * The runs of absence without official leave (2017 ORAOHRA Sec. 107(a)(1)): absent workdays of the
 * person's schedule in a row, days off between them skipped, until a day present or excused. Counted from
 * the appointment date (`appointedOn`, YYYY-MM-DD): before it the person was not in the service, so days
 * before it are no absences. `days` must be in date order and without gaps.
 */
export function absenceRuns(days: readonly { date: string; mark: DayMark }[], appointedOn: string): AbsenceRun[] {
  const runs: AbsenceRun[] = [];
  const counted = days.filter((d) => d.date >= appointedOn);
  // Days between the appointment and the first day given are not known here: a run starting the list may go on before it.
  let open = counted.length > 0 && counted[0]!.date > appointedOn;
  let run: AbsenceRun | null = null;
  for (const day of counted) {
    if (day.mark === 'absent') {
      run ??= { from: day.date, to: day.date, workingDays: 0, open };
      run.to = day.date;
      run.workingDays += 1;
    } else if (day.mark !== 'off') {
      if (run) runs.push(run);
      run = null;
      open = false;
    }
  }
  if (run) runs.push(run);
  return runs;
}

/** Whether a run of 30 working days or more of absence without leave reaches into [monthStart, monthEnd]. */
export function isThirtyDaysAbsent(runs: readonly AbsenceRun[], monthStart: string, monthEnd: string): boolean {
  return runs.some((r) => r.workingDays >= DROPPED_FROM_ROLLS_WORKING_DAYS && touches(r, monthStart, monthEnd));
}

/**
 * Whether the month's flag needs days before those given: a run reaching into the month, still short of
 * 30 working days, may have begun earlier (a schedule of a few days a week takes months to reach 30).
 */
export function needsEarlierDays(runs: readonly AbsenceRun[], monthStart: string, monthEnd: string): boolean {
  return !isThirtyDaysAbsent(runs, monthStart, monthEnd) && runs.some((r) => r.open && touches(r, monthStart, monthEnd));
}

const touches = (r: AbsenceRun, monthStart: string, monthEnd: string) => r.to >= monthStart && r.from <= monthEnd;
