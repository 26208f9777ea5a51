import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absenceRuns, isThirtyDaysAbsent, needsEarlierDays, type DayMark } from '../../src/domain/attendance-flags';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { as, departmentId, makeEmployee } from '../support/records';

// CSC-RULES.md, Attendance: "Absence without official leave for at least 30 working days: dropped from the
// rolls (2017 ORAOHRA Sec. 107(a)(1)). Flag it, counting working days of the person's schedule from their
// appointment date." Issue 14, item 9.

/** Days from `from` on, one mark a day: a absent, p present, x excused (leave, travel), o off (rest day, holiday). */
function marks(from: string, code: string): { date: string; mark: DayMark }[] {
  const byCode: Record<string, DayMark> = { a: 'absent', p: 'present', x: 'excused', o: 'off' };
  const start = Date.parse(`${from}T00:00:00Z`);
  return [...code.replace(/\s/g, '')].map((c, i) => ({ date: new Date(start + i * 86_400_000).toISOString().slice(0, 10), mark: byCode[c]! }));
}

const LONG_AGO = '2020-01-06';

// 2026-06-01 is a Monday: on the default schedule, five workdays then a weekend, week after week.
describe('30 working days of the person’s schedule, not 30 calendar days', () => {
  it('six weeks absent Monday to Friday are 30 working days: dropped from the rolls', () => {
    // 6 weeks × 5 workdays = 30, from Monday 1 June to Friday 10 July (40 calendar days).
    const runs = absenceRuns(marks('2026-06-01', 'aaaaaoo '.repeat(6) + 'p'), LONG_AGO);
    expect(runs).toMatchObject([{ from: '2026-06-01', to: '2026-07-10', workingDays: 30 }]);
    expect(isThirtyDaysAbsent(runs, '2026-07-01', '2026-07-31')).toBe(true);
  });

  it('all of June absent (30 calendar days) is only 22 working days: not yet', () => {
    // June 2026: 4 full weeks (20) + Monday 29 and Tuesday 30 (2) = 22 working days; back on 1 July.
    const runs = absenceRuns(marks('2026-06-01', 'aaaaaoo '.repeat(4) + 'aa p'), LONG_AGO);
    expect(runs).toMatchObject([{ from: '2026-06-01', to: '2026-06-30', workingDays: 22 }]);
    expect(isThirtyDaysAbsent(runs, '2026-06-01', '2026-06-30')).toBe(false);
  });

  it('a holiday inside the run neither counts nor breaks it', () => {
    // Six weeks with Friday 12 June (Independence Day) off: 30 − 1 = 29 working days; one more absent Monday makes 30.
    const withHoliday = 'aaaaaoo aaaaooo ' + 'aaaaaoo '.repeat(4);
    expect(absenceRuns(marks('2026-06-01', `${withHoliday}p`), LONG_AGO)).toMatchObject([{ to: '2026-07-10', workingDays: 29 }]);
    const oneMore = absenceRuns(marks('2026-06-01', `${withHoliday}a p`), LONG_AGO);
    expect(oneMore).toMatchObject([{ from: '2026-06-01', to: '2026-07-13', workingDays: 30 }]);
    expect(isThirtyDaysAbsent(oneMore, '2026-07-01', '2026-07-31')).toBe(true);
  });

  it('a Monday–Wednesday–Friday schedule needs ten weeks of absence', () => {
    // 3 workdays a week: 9 weeks = 27 working days (not yet); 10 weeks = 30.
    const nine = absenceRuns(marks('2026-06-01', 'aoaoaoo '.repeat(9) + 'p'), LONG_AGO);
    expect(nine).toMatchObject([{ workingDays: 27 }]);
    expect(isThirtyDaysAbsent(nine, '2026-08-01', '2026-08-31')).toBe(false);
    const ten = absenceRuns(marks('2026-06-01', 'aoaoaoo '.repeat(10) + 'p'), LONG_AGO);
    expect(ten).toMatchObject([{ from: '2026-06-01', to: '2026-08-07', workingDays: 30 }]);
    expect(isThirtyDaysAbsent(ten, '2026-08-01', '2026-08-31')).toBe(true);
  });

  it('a day present or on approved leave or travel ends the run', () => {
    const withTravel = absenceRuns(marks('2026-06-01', 'aaaaaoo '.repeat(3) + 'xaaaaoo ' + 'aaaaaoo '.repeat(3)), LONG_AGO);
    expect(withTravel.map((r) => r.workingDays)).toEqual([15, 19]);
    const withPunch = absenceRuns(marks('2026-06-01', 'aaaaaoo '.repeat(3) + 'aapaaoo ' + 'aaaaaoo '.repeat(3)), LONG_AGO);
    expect(withPunch.map((r) => r.workingDays)).toEqual([17, 17]);
    expect(isThirtyDaysAbsent(withPunch, '2026-06-01', '2026-07-31')).toBe(false);
  });
});

describe('counted from the appointment date', () => {
  it('days before the appointment are not absences', () => {
    // Absent every workday from 4 May to 10 July (50 working days), but appointed on Monday 15 June:
    // 15 June to 10 July is 4 weeks = 20 working days.
    const runs = absenceRuns(marks('2026-05-04', 'aaaaaoo '.repeat(10) + 'p'), '2026-06-15');
    expect(runs).toMatchObject([{ from: '2026-06-15', to: '2026-07-10', workingDays: 20, open: false }]);
    expect(isThirtyDaysAbsent(runs, '2026-07-01', '2026-07-31')).toBe(false);
  });

  it('asks for earlier days only while a run reaching into the month may have begun before them', () => {
    // Three absent weeks from 1 June (15 working days) reaching into June: the days before 1 June are not given.
    const given = marks('2026-06-01', 'aaaaaoo '.repeat(3));
    expect(needsEarlierDays(absenceRuns(given, LONG_AGO), '2026-06-01', '2026-06-30')).toBe(true);
    // Appointed on 1 June: nothing before counts.
    expect(needsEarlierDays(absenceRuns(given, '2026-06-01'), '2026-06-01', '2026-06-30')).toBe(false);
    // A day present before the run closes it at the start.
    expect(needsEarlierDays(absenceRuns(marks('2026-05-29', 'poo ' + 'aaaaaoo '.repeat(3)), LONG_AGO), '2026-06-01', '2026-06-30')).toBe(false);
    // 30 working days already: decided.
    expect(needsEarlierDays(absenceRuns(marks('2026-06-01', 'aaaaaoo '.repeat(6)), LONG_AGO), '2026-07-01', '2026-07-31')).toBe(false);
  });
});

describe('the monthly report’s 30 DAYS ABSENT flag', () => {
  let t: TestApp;
  let hr: string;
  let casId: number;
  const ids = { lorna: 0, nena: 0, marco: 0, sabel: 0 };
  const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
  const weekdays = (from: string, to: string) => {
    const out: string[] = [];
    for (let d = from; d <= to; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
      if (![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay())) out.push(d);
    }
    return out;
  };
  const flagsOf = async (month: string, id: number): Promise<string[]> => {
    const res = await t.http.get('/api/attendance/reports/monthly').query({ month, department_id: casId }).set(as(hr));
    expect(res.status).toBe(200);
    return res.body.people.find((p: { personnel: { id: number } }) => p.personnel.id === id).flags;
  };

  beforeAll(async () => {
    t = await createTestApp();
    hr = await signIn(t, 'hr@hris.test');
    casId = await departmentId(t, 'CAS');
    const make = async (first: string, last: string) => (await makeEmployee(t, { first, last, department: 'CAS' })).personnelId;
    ids.lorna = await make('Lorna', 'Bago');
    ids.nena = await make('Nena', 'Dating');
    ids.marco = await make('Marco', 'Balik');
    ids.sabel = await make('Sabel', 'Sabado');
    const appoint = (id: number, date: string) => query(`UPDATE personnel SET date_original_appointment = $2 WHERE id = $1`, [id, date]);
    // Lorna: appointed 1 October 2026, never came. Nena: no appointment date on record (created today), never came.
    await appoint(ids.lorna, '2026-10-01');
    // Marco: appointed 1 September 2026, on time every workday except Monday 7 September to Tuesday 6 October.
    await appoint(ids.marco, '2026-09-01');
    const marcoDays = weekdays('2026-09-01', '2026-10-30').filter((d) => d < '2026-09-07' || d > '2026-10-06');
    const logs = marcoDays.flatMap((d) =>
      ['07:55', '12:00', '12:58', '17:02'].map((time) => ({ personnel_id: ids.marco, timestamp: `${d}T${time}:00+08:00` })),
    );
    const sent = await t.http.post('/api/attendance/logs').set(as(hr)).send({ logs });
    expect(sent.body.skipped).toEqual([]);
    // Sabel: faculty working Saturday mornings only, appointed Monday 2 February 2026, never came.
    await appoint(ids.sabel, '2026-02-02');
    const [{ id: saturdays }] = await query(`INSERT INTO work_schedules (name, kind, definition) VALUES ('Saturday mornings', 'faculty', $1) RETURNING id`, [
      JSON.stringify({ kind: 'faculty', days: { '6': [{ start: '08:00', end: '12:00' }] } }),
    ]);
    await query(`INSERT INTO personnel_schedules (personnel_id, schedule_id, effective_from) VALUES ($1, $2, '2026-01-01')`, [ids.sabel, saturdays]);
  });
  afterAll(async () => t?.close());

  it('counts from the appointment date: 22 working days in October are not yet 30; November reaches them', async () => {
    // Lorna, appointed 1 October: October has 22 workdays (the months before are not hers to be absent from).
    expect(await flagsOf('2026-10', ids.lorna)).toEqual([]);
    // November: 22 + at least the 8 workdays of 2–11 November (today is later than that) = 30 or more.
    expect(await flagsOf('2026-11', ids.lorna)).toEqual(['30 DAYS ABSENT']);
  });

  it('with no appointment date, does not count before the record was created', async () => {
    // Nena's record was created today: her blank September and October are not absences without leave.
    expect(await flagsOf('2026-10', ids.nena)).toEqual([]);
  });

  it('30 calendar days absent are 22 working days: no flag', async () => {
    // 7 September to 6 October: September 7–30 is 18 workdays, October 1–6 is 4: 22 working days.
    expect(await flagsOf('2026-09', ids.marco)).toEqual([]);
    expect(await flagsOf('2026-10', ids.marco)).toEqual([]);
  });

  it('counts the working days of the person’s own schedule, as far back as the run goes', async () => {
    // Saturdays from 7 February: February 4, March 4, April 4, May 5, June 4, July 4 = 25 by the end of July;
    // August's 5 (1–29 August) make 30. The August report must look back past June to February to see them.
    expect(await flagsOf('2026-07', ids.sabel)).toEqual([]);
    expect(await flagsOf('2026-08', ids.sabel)).toEqual(['30 DAYS ABSENT']);
  });
});
