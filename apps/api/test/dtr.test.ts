import { DEFAULT_WORK_SCHEDULE, type TWorkScheduleDefinition } from '@hris/contracts';
import { describe, expect, it } from 'vitest';
import { computeDay, daysOfMonth, monthTotals, travelPart, type DayContext, type DtrDay } from '../src/domain/dtr';
import { FLEXI } from './support/schedules';

// 2026-11-02 is a Monday; 2026-11-07 a Saturday.
const MONDAY = '2026-11-02';
const at = (time: string, date = MONDAY) => `${date}T${time}:00+08:00`;
const day = (times: string[], more: Partial<DayContext> = {}): DtrDay =>
  computeDay({ date: MONDAY, schedule: DEFAULT_WORK_SCHEDULE, punches: times.map((t) => at(t)), ...more });

const flexi = (times: string[], more: Partial<DayContext> = {}) => day(times, { schedule: FLEXI, ...more });

const charges = (d: DtrDay) => [d.late_minutes, d.undertime_minutes, d.absent_days];

describe('daily time record on the default 08:00–12:00 / 13:00–17:00 schedule', () => {
  it('on time: four punches, nothing charged', () => {
    expect(day(['07:55', '12:00', '12:55', '17:00'])).toEqual({
      date: MONDAY,
      am_in: '07:55',
      am_out: '12:00',
      pm_in: '12:55',
      pm_out: '17:00',
      late_minutes: 0,
      undertime_minutes: 0,
      absent_days: 0,
      remarks: null,
      times_late: 0,
    });
  });

  it('late by 1 minute in the morning (seconds dropped)', () => {
    const d = computeDay({ date: MONDAY, schedule: DEFAULT_WORK_SCHEDULE, punches: ['2026-11-02T08:01:59+08:00', at('12:00'), at('13:00'), at('17:00')] });
    expect(d.am_in).toBe('08:01');
    expect(charges(d)).toEqual([1, 0, 0]);
    expect(charges(day(['08:00', '12:00', '13:00', '17:00']))).toEqual([0, 0, 0]);
  });

  it('late in the afternoon, after the 13:00 start', () => {
    expect(charges(day(['08:00', '12:00', '13:17', '17:00']))).toEqual([17, 0, 0]);
  });

  it('early departure is undertime in each session', () => {
    const d = day(['08:00', '11:45', '13:00', '16:30']);
    expect(charges(d)).toEqual([0, 45, 0]);
  });

  it('late and undertime add up across the day', () => {
    expect(charges(day(['08:10', '11:50', '13:05', '16:55']))).toEqual([15, 15, 0]);
  });

  it('a half day with no punches is half a day absent, not minutes', () => {
    const d = day(['13:00', '17:00']);
    expect(d).toMatchObject({ am_in: null, am_out: null, pm_in: '13:00', pm_out: '17:00', remarks: 'Absent (AM)' });
    expect(charges(d)).toEqual([0, 0, 0.5]);
    expect(charges(day(['07:58', '12:01']))).toEqual([0, 0, 0.5]);
  });

  it('a working day with no punches at all is 1 day absent', () => {
    const d = day([]);
    expect(charges(d)).toEqual([0, 0, 1]);
    expect(d.remarks).toBe('Absent');
  });

  it('splits the halves at 12:30, the midpoint between the sessions', () => {
    const am = day(['08:00', '12:29']);
    expect([am.am_in, am.am_out, am.pm_in, am.pm_out]).toEqual(['08:00', '12:29', null, null]);
    expect(charges(am)).toEqual([0, 0, 0.5]);
    const pm = day(['12:30', '17:00']);
    expect([pm.am_in, pm.am_out, pm.pm_in, pm.pm_out]).toEqual([null, null, '12:30', '17:00']);
    expect(charges(pm)).toEqual([0, 0, 0.5]);
  });

  it('a missing AM departure is left blank, flagged and not charged', () => {
    const d = day(['08:00', '13:00', '17:00']);
    expect(d).toMatchObject({ am_in: '08:00', am_out: null, pm_in: '13:00', pm_out: '17:00', remarks: 'No AM departure' });
    expect(charges(d)).toEqual([0, 0, 0]);
  });

  it('a lone punch late in a session is its departure, and the arrival is flagged', () => {
    const d = day(['11:58', '13:00', '17:00']);
    expect(d).toMatchObject({ am_in: null, am_out: '11:58', remarks: 'No AM arrival' });
    expect(charges(d)).toEqual([0, 2, 0]);
  });

  it('double punches within 2 minutes count once, at the first punch', () => {
    const d = day(['08:05', '08:06', '08:07', '12:00', '13:00', '13:01', '17:00', '17:02']);
    expect([d.am_in, d.am_out, d.pm_in, d.pm_out]).toEqual(['08:05', '12:00', '13:00', '17:00']);
    expect(charges(d)).toEqual([5, 0, 0]);
    // A double punch alone in the morning is an arrival, not an arrival and a departure.
    const alone = day(['07:58', '07:59', '13:00', '17:00']);
    expect([alone.am_in, alone.am_out, alone.remarks]).toEqual(['07:58', null, 'No AM departure']);
  });

  it('grace period: arrivals within it are not late; beyond it the whole delay is late', () => {
    expect(charges(day(['08:10', '12:00', '13:10', '17:00'], { graceMinutes: 10 }))).toEqual([0, 0, 0]);
    expect(charges(day(['08:11', '12:00', '13:00', '17:00'], { graceMinutes: 10 }))).toEqual([11, 0, 0]);
    expect(charges(day(['08:01', '12:00', '13:00', '17:00']))).toEqual([1, 0, 0]);
  });

  it('a weekend has no late, undertime or absence, but its punches show', () => {
    const sat = '2026-11-07';
    const d = computeDay({ date: sat, schedule: DEFAULT_WORK_SCHEDULE, punches: [at('09:30', sat), at('11:00', sat), at('14:00', sat)] });
    expect(d).toEqual({
      date: sat,
      am_in: '09:30',
      am_out: '11:00',
      pm_in: '14:00',
      pm_out: null,
      late_minutes: 0,
      undertime_minutes: 0,
      absent_days: 0,
      remarks: null,
      times_late: 0,
    });
    expect(charges(computeDay({ date: '2026-11-08', schedule: DEFAULT_WORK_SCHEDULE, punches: [] }))).toEqual([0, 0, 0]);
  });

  it('ISO strings with +08:00, UTC Z instants and Date objects give the same record', () => {
    const local = day(['08:03', '12:00', '13:00', '16:50']);
    const utc = computeDay({
      date: MONDAY,
      schedule: DEFAULT_WORK_SCHEDULE,
      punches: ['2026-11-02T00:03:00Z', '2026-11-02T04:00:00Z', '2026-11-02T05:00:00.000Z', '2026-11-02T08:50:00Z'],
    });
    const dates = computeDay({
      date: MONDAY,
      schedule: DEFAULT_WORK_SCHEDULE,
      punches: [new Date('2026-11-02T00:03:00Z'), new Date('2026-11-02T04:00:00Z'), new Date('2026-11-02T05:00:00Z'), new Date('2026-11-02T08:50:00Z')],
    });
    const wallClock = computeDay({
      date: MONDAY,
      schedule: DEFAULT_WORK_SCHEDULE,
      punches: ['2026-11-02T08:03:00', '2026-11-02T12:00:00', '2026-11-02T13:00:00', '2026-11-02T16:50:00'],
    });
    expect(utc).toEqual(local);
    expect(wallClock).toEqual(local); // no offset: read as Manila time, whatever the server's zone
    expect(dates).toEqual(local);
    expect(charges(local)).toEqual([3, 10, 0]);
  });

  it('counts only the punches of the day in Manila (23:30Z of the day before is 07:30 today)', () => {
    const d = computeDay({
      date: MONDAY,
      schedule: DEFAULT_WORK_SCHEDULE,
      punches: ['2026-11-01T23:30:00Z', '2026-11-01T10:00:00Z', at('12:00'), at('13:00'), at('17:00'), '2026-11-02T16:00:00Z'],
    });
    expect([d.am_in, d.am_out, d.pm_in, d.pm_out]).toEqual(['07:30', '12:00', '13:00', '17:00']);
    expect(charges(d)).toEqual([0, 0, 0]);
  });
});

describe('days filled by holidays, suspensions, leave, travel and appeals', () => {
  it('a whole-day holiday fills the day', () => {
    const d = day([], { holiday: { name: 'All Saints’ Day', part: 'whole' } });
    expect(charges(d)).toEqual([0, 0, 0]);
    expect(d.remarks).toBe('All Saints’ Day');
  });

  it('a half-day holiday fills its half; the other half is still charged', () => {
    const pmHoliday = day(['08:20', '12:00'], { holiday: { name: 'Christmas Eve', part: 'pm' } });
    expect(charges(pmHoliday)).toEqual([20, 0, 0]);
    expect(pmHoliday.remarks).toBe('Christmas Eve (PM)');
    const nothing = day([], { holiday: { name: 'Christmas Eve', part: 'pm' } });
    expect(charges(nothing)).toEqual([0, 0, 0.5]);
    expect(nothing.remarks).toBe('Christmas Eve (PM); Absent (AM)');
  });

  it('a suspension from 13:00 makes the afternoon served', () => {
    const d = day(['08:00', '12:00'], { suspensionFrom: '13:00' });
    expect(charges(d)).toEqual([0, 0, 0]);
    expect(d.remarks).toBe('Work suspended from 13:00');
  });

  it('a suspension from 15:00 ends the afternoon at 15:00 without flagging a missing departure', () => {
    expect(charges(day(['08:00', '12:00', '13:00', '14:30'], { suspensionFrom: '15:00' }))).toEqual([0, 30, 0]);
    const noOut = day(['08:00', '12:00', '13:00'], { suspensionFrom: '15:00' });
    expect(charges(noOut)).toEqual([0, 0, 0]);
    expect(noOut.remarks).toBe('Work suspended from 15:00');
  });

  it('a day on leave and a day on travel are filled with their label', () => {
    const leave = day([], { leave: { label: 'Vacation leave', part: 'whole' } });
    expect(charges(leave)).toEqual([0, 0, 0]);
    expect(leave.remarks).toBe('Vacation leave');
    const travel = day([], { travel: { label: 'Official business – CHED Manila', part: 'whole' } });
    expect(charges(travel)).toEqual([0, 0, 0]);
    expect(travel.remarks).toBe('Official business – CHED Manila');
  });

  it('half a day of leave in the morning; the afternoon is charged as usual', () => {
    const d = day(['13:05', '17:00'], { leave: { label: 'Sick leave', part: 'am' } });
    expect(charges(d)).toEqual([5, 0, 0]);
    expect(d.remarks).toBe('Sick leave (AM)');
  });

  it('travel for part of the day fills the half it takes, or the whole day when it spans lunch', () => {
    expect(travelPart(null, null)).toBe('whole');
    expect(travelPart('13:00', '17:00')).toBe('pm');
    expect(travelPart('08:00', '12:00')).toBe('am');
    expect(travelPart('10:00', '15:00')).toBe('whole');
    const afternoonOut = day(['08:00', '12:00'], { travel: { label: 'Official business: DepEd Division Office', part: travelPart('13:00', '17:00') } });
    expect(charges(afternoonOut)).toEqual([0, 0, 0]);
    expect(afternoonOut.remarks).toBe('Official business: DepEd Division Office (PM)');
  });

  it('an approved appeal corrects the punches before charging', () => {
    const d = day(['08:00', '13:00', '17:00'], { appeals: [{ am_out: '12:00' }] });
    expect(d).toMatchObject({ am_in: '08:00', am_out: '12:00', pm_in: '13:00', pm_out: '17:00', remarks: 'Corrected by approved appeal' });
    expect(charges(d)).toEqual([0, 0, 0]);
    const wholeDay = day([], {
      appeals: [
        { am_in: '08:00', am_out: '12:00' },
        { pm_in: '13:00', pm_out: '16:00' },
      ],
    });
    expect(charges(wholeDay)).toEqual([0, 60, 0]);
  });
});

describe('flexible time: arrival 07:00–09:00, 8 hours, lunch 12:00–13:00', () => {
  it('arrival inside the window: the hours run from the arrival', () => {
    expect(charges(flexi(['07:30', '12:00', '13:00', '16:30']))).toEqual([0, 0, 0]);
    expect(charges(flexi(['08:45', '17:45']))).toEqual([0, 0, 0]);
    expect(charges(flexi(['08:45', '17:30']))).toEqual([0, 15, 0]);
  });

  it('arrival before the window counts from 07:00', () => {
    expect(charges(flexi(['06:30', '16:00']))).toEqual([0, 0, 0]);
    expect(charges(flexi(['06:30', '15:30']))).toEqual([0, 30, 0]);
  });

  it('arrival after the window is late; hours not served beyond that are undertime', () => {
    expect(charges(flexi(['09:20', '18:00']))).toEqual([20, 0, 0]);
    expect(charges(flexi(['09:20', '17:00']))).toEqual([20, 60, 0]);
  });

  it('a longer lunch break is hours not served', () => {
    expect(charges(flexi(['08:00', '11:30', '13:30', '17:00']))).toEqual([0, 60, 0]);
  });

  it('the grace period forgives the late minutes in full', () => {
    expect(charges(flexi(['09:05', '18:00'], { graceMinutes: 5 }))).toEqual([0, 0, 0]);
  });

  it('a half day absent halves the hours to serve', () => {
    expect(charges(flexi(['08:00', '12:00']))).toEqual([0, 0, 0.5]);
    expect(charges(flexi(['13:10', '17:00']))).toEqual([10, 0, 0.5]);
    expect(charges(flexi([]))).toEqual([0, 0, 1]);
  });

  it('a suspension from 15:00 counts the rest of the day as served', () => {
    expect(charges(flexi(['08:00', '15:00'], { suspensionFrom: '15:00' }))).toEqual([0, 0, 0]);
    expect(charges(flexi(['08:00', '14:00'], { suspensionFrom: '15:00' }))).toEqual([0, 60, 0]);
  });

  it('lunch punches are optional: a morning arrival and one afternoon punch are the day', () => {
    const d = flexi(['08:00', '14:00']);
    expect([d.am_in, d.am_out, d.pm_in, d.pm_out]).toEqual(['08:00', null, null, '14:00']);
    expect(charges(d)).toEqual([0, 180, 0]);
    expect(d.remarks).toBeNull();
  });

  it('a weekend is not charged', () => {
    expect(charges(computeDay({ date: '2026-11-07', schedule: FLEXI, punches: [] }))).toEqual([0, 0, 0]);
  });
});

describe('one-session days', () => {
  it('a Saturday morning session: missing it is a whole day absent', () => {
    const schedule: TWorkScheduleDefinition = { kind: 'faculty', days: { '6': [{ start: '08:00', end: '12:00' }] } };
    expect(charges(computeDay({ date: '2026-11-07', schedule, punches: [] }))).toEqual([0, 0, 1]);
    const d = computeDay({ date: '2026-11-07', schedule, punches: [at('08:10', '2026-11-07'), at('13:00', '2026-11-07')] });
    expect([d.am_in, d.am_out, d.pm_in]).toEqual(['08:10', '13:00', null]);
    expect(charges(d)).toEqual([10, 0, 0]);
  });
});

describe('punches given as Manila minutes', () => {
  it('compute the same day as the instants they come from, double punches included', () => {
    const times = ['12:01', '07:55', '07:56', '12:58', '17:04'];
    const minutes = times.map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)));
    expect(computeDay({ date: MONDAY, schedule: DEFAULT_WORK_SCHEDULE, punches: [], punchMinutes: minutes })).toEqual(day(times));
  });
});

describe('month totals and days', () => {
  it('sums late, undertime and absences and counts the times late', () => {
    const days = [
      day(['08:05', '12:00', '13:00', '17:00']),
      day(['08:00', '12:00', '13:02', '16:50']),
      day(['08:00', '12:00', '13:00', '17:00']),
      day(['13:00', '17:00']),
      day([]),
    ];
    expect(monthTotals(days)).toEqual({ late_minutes: 7, undertime_minutes: 10, absent_days: 1.5, times_late: 2 });
    expect(monthTotals([])).toEqual({ late_minutes: 0, undertime_minutes: 0, absent_days: 0, times_late: 0 });
  });

  it('lists every date of a month, leap years included', () => {
    expect(daysOfMonth('2026-11')).toHaveLength(30);
    expect(daysOfMonth('2026-11')[0]).toBe('2026-11-01');
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(() => daysOfMonth('2026-13')).toThrow();
  });
});
