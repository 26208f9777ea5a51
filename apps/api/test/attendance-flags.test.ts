import { describe, expect, it } from 'vitest';
import { absenceRuns, isHabituallyTardy, isThirtyDaysAbsent, tardinessWindow, type DayMark } from '../src/domain/attendance-flags';

const late = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('habitual tardiness (MC 23 s.1998)', () => {
  it('looks at the semester so far and the month before', () => {
    expect(tardinessWindow('2026-03')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(tardinessWindow('2026-01')).toEqual(['2025-12', '2026-01']);
    expect(tardinessWindow('2026-07')).toEqual(['2026-06', '2026-07']);
    expect(tardinessWindow('2026-12')).toEqual(['2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12']);
  });

  it('flags 10 times late in 2 months of the semester, not necessarily consecutive', () => {
    expect(isHabituallyTardy('2026-05', late({ '2026-01': 10, '2026-04': 12 }))).toBe(true);
    expect(isHabituallyTardy('2026-05', late({ '2026-01': 10, '2026-04': 9 }))).toBe(false);
  });

  it('does not flag 9 times late, or one month alone', () => {
    expect(isHabituallyTardy('2026-03', late({ '2026-02': 9, '2026-03': 9 }))).toBe(false);
    expect(isHabituallyTardy('2026-03', late({ '2026-03': 25 }))).toBe(false);
  });

  it('flags 2 consecutive months across the semester boundary', () => {
    expect(isHabituallyTardy('2026-07', late({ '2026-06': 10, '2026-07': 10 }))).toBe(true);
    expect(isHabituallyTardy('2026-01', late({ '2025-12': 11, '2026-01': 10 }))).toBe(true);
    // June and another month of the first semester do not count against the second semester's August.
    expect(isHabituallyTardy('2026-08', late({ '2026-05': 10, '2026-06': 10, '2026-08': 10 }))).toBe(false);
  });

  it('ignores months after the reported one', () => {
    expect(isHabituallyTardy('2026-02', late({ '2026-02': 10, '2026-03': 10 }))).toBe(false);
  });
});

/** Days from `from` on, one mark a day: a absent, p present, x excused (leave, travel), o off. */
function marks(from: string, code: string): { date: string; mark: DayMark }[] {
  const byCode: Record<string, DayMark> = { a: 'absent', p: 'present', x: 'excused', o: 'off' };
  const start = Date.parse(`${from}T00:00:00Z`);
  return [...code.replace(/\s/g, '')].map((c, i) => ({ date: new Date(start + i * 86_400_000).toISOString().slice(0, 10), mark: byCode[c]! }));
}

// 30 working days of the person's schedule, not calendar days (2017 ORAOHRA Sec. 107(a)(1)); more cases in
// csc/awol-dropped-from-rolls.test.ts. Appointed long before the days below.
const APPOINTED = '2020-01-06';

describe('absent without leave for 30 working days (2017 ORAOHRA Sec. 107(a)(1))', () => {
  // 2026-06-01 is a Monday: five workdays then a weekend, week after week.
  it('skips the weekends between absent weeks: all of June is 22 working days, not yet 30', () => {
    const runs = absenceRuns(marks('2026-05-30', 'oo aaaaaoo aaaaaoo aaaaaoo aaaaaoo aa oo'), APPOINTED);
    expect(runs).toEqual([{ from: '2026-06-01', to: '2026-06-30', workingDays: 22, open: true }]);
    expect(isThirtyDaysAbsent(runs, '2026-06-01', '2026-06-30')).toBe(false);
  });

  it('flags at 30 working days, in every month the run reaches into', () => {
    // 5 weeks (25) + 4 days = 29: not yet; 6 weeks = 30, from 1 June to 10 July.
    const runs = absenceRuns(marks('2026-06-01', 'aaaaaoo aaaaaoo aaaaaoo aaaaaoo aaaaaoo aaaa p'), APPOINTED);
    expect(runs).toMatchObject([{ from: '2026-06-01', to: '2026-07-09', workingDays: 29 }]);
    expect(isThirtyDaysAbsent(runs, '2026-07-01', '2026-07-31')).toBe(false);
    const across = absenceRuns(marks('2026-06-01', 'aaaaaoo aaaaaoo aaaaaoo aaaaaoo aaaaaoo aaaaa'), APPOINTED);
    expect(isThirtyDaysAbsent(across, '2026-06-01', '2026-06-30')).toBe(true);
    expect(isThirtyDaysAbsent(across, '2026-07-01', '2026-07-31')).toBe(true);
    expect(isThirtyDaysAbsent(across, '2026-08-01', '2026-08-31')).toBe(false);
  });

  it('breaks the run on a day present or on approved leave or travel', () => {
    const withTravel = absenceRuns(marks('2026-06-01', 'aaaaaoo aaaaaoo axaaaoo aaaaaoo aaaaaoo'), APPOINTED);
    expect(withTravel.map((r) => r.workingDays)).toEqual([11, 13]);
    const withPunch = absenceRuns(marks('2026-06-01', 'aaaaaoo aaaaaoo aaapaoo aaaaaoo aaaaaoo'), APPOINTED);
    expect(withPunch.map((r) => r.workingDays)).toEqual([13, 11]);
    expect(isThirtyDaysAbsent(withPunch, '2026-06-01', '2026-07-31')).toBe(false);
  });

  it('finds nothing when nobody was absent', () => {
    expect(absenceRuns(marks('2026-06-01', 'pppppoo'), APPOINTED)).toEqual([]);
  });
});
