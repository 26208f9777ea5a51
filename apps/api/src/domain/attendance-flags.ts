/**
 * The two attendance flags of the monthly absences and undertime report (CSC-RULES.md, Attendance).
 * Pure: the caller computes each month's DTR and marks each day.
 */

/** MC 23 s.1998: late this many times in a month makes the month count towards habitual tardiness. */
export const HABITUAL_TARDINESS_TIMES = 10;
/** MC 12 s.1994: absent without official leave this many calendar days or more in a row. */
export const DROPPED_FROM_ROLLS_DAYS = 30;

export const FLAGS = { habitualTardiness: 'HABITUAL TARDINESS', thirtyDaysAbsent: '30 DAYS ABSENT' } as const;
export type AttendanceFlag = (typeof FLAGS)[keyof typeof FLAGS];

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
 * `timesLate` maps YYYY-MM to the month's number of days late; months missing count as none.
 */
export function isHabituallyTardy(month: string, timesLate: ReadonlyMap<string, number>): boolean {
  const tardy = (m: string) => (timesLate.get(m) ?? 0) >= HABITUAL_TARDINESS_TIMES;
  if (semesterSoFar(month).filter(tardy).length >= 2) return true;
  return tardy(month) && tardy(shiftMonth(month, -1));
}

/**
 * How a day counts towards an unauthorized absence:
 * - absent: a workday with no punch and nothing excusing it;
 * - present: any punch, so the run ends;
 * - excused: approved leave or official business travel, so the run ends too;
 * - off: a rest day, holiday or suspension, which counts only between two absent workdays.
 */
export type DayMark = 'absent' | 'present' | 'excused' | 'off';

export type AbsenceRun = { from: string; to: string; days: number };

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The runs of unauthorized absence: from the first absent workday to the last absent one before a
 * present or excused day, in calendar days with the off days between them (a weekend between two
 * absent weeks counts; rest days before the first or after the last absent day do not).
 * `days` must be in date order and without gaps.
 */
export function absenceRuns(days: readonly { date: string; mark: DayMark }[]): AbsenceRun[] {
  const runs: AbsenceRun[] = [];
  let from: string | null = null;
  let to: string | null = null;
  const close = () => {
    if (from !== null && to !== null) runs.push({ from, to, days: daysBetween(from, to) });
    from = to = null;
  };
  for (const day of days) {
    if (day.mark === 'absent') {
      from ??= day.date;
      to = day.date;
    } else if (day.mark !== 'off') close();
  }
  close();
  return runs;
}

/** Whether a run of 30 calendar days or more of absence without leave reaches into [monthStart, monthEnd]. */
export function isThirtyDaysAbsent(runs: readonly AbsenceRun[], monthStart: string, monthEnd: string): boolean {
  return runs.some((r) => r.days >= DROPPED_FROM_ROLLS_DAYS && r.to >= monthStart && r.from <= monthEnd);
}
