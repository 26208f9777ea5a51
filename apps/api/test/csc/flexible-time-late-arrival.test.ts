import { describe, expect, it } from 'vitest';
import { computeDay, type DayContext, type DtrDay } from '../../src/domain/dtr';
import { FLEXI } from '../support/schedules';

// CSC-RULES.md, Leave: "Flexible hours: only hours not served are charged, and arriving after the flexible
// window is tardiness even when the employee punches only twice a day (a lone morning punch at 09:30 on a
// 07:00–09:00 window is a late arrival of 30 minutes, not a departure)." Issue 14, item 2.

// 2026-11-02 is a Monday. Arrival 07:00–09:00, 8 hours, lunch 12:00–13:00 (never counted as service).
const MONDAY = '2026-11-02';
const flexi = (times: string[], more: Partial<DayContext> = {}): DtrDay =>
  computeDay({ date: MONDAY, schedule: FLEXI, punches: times.map((t) => `${MONDAY}T${t}:00+08:00`), ...more });

/** The four columns of CS Form No. 48: AM arrival, AM departure, PM arrival, PM departure. */
const columns = (d: DtrDay) => [d.am_in, d.am_out, d.pm_in, d.pm_out];
const charges = (d: DtrDay) => [d.late_minutes, d.undertime_minutes, d.absent_days];

describe('flexible time: a late arrival is an arrival, whatever its time (CSC-RULES.md, flexible hours)', () => {
  it('09:30 and 18:30: late 30 minutes, the day served in full, nothing else charged', () => {
    // Late: 09:30 − 09:00 (end of the window) = 30 min.
    // Served: 09:30 → 18:30 = 9 h = 540 min, less lunch 12:00–13:00 (60) = 480 min = the 8 hours.
    // Hours not served: 480 − 480 = 0, so no undertime (the 30 late minutes are already charged).
    const d = flexi(['09:30', '18:30']);
    expect(columns(d)).toEqual(['09:30', null, null, '18:30']);
    expect(charges(d)).toEqual([30, 0, 0]);
    expect(d.remarks).toBeNull();
  });

  it('10:00 and 17:00: 2 hours charged in all, nothing twice', () => {
    // Late: 10:00 − 09:00 = 60 min.
    // Served: 10:00 → 17:00 = 420 min, less lunch 60 = 360 min; not served: 480 − 360 = 120 min (2 h).
    // Undertime: the 120 min not served, less the 60 already charged as late = 60 min.
    // Charged: 60 + 60 = 120 min = 2 hours.
    const d = flexi(['10:00', '17:00']);
    expect(columns(d)).toEqual(['10:00', null, null, '17:00']);
    expect(charges(d)).toEqual([60, 60, 0]);
    expect(d.late_minutes + d.undertime_minutes).toBe(120);
  });

  it('a lone 09:30 is the arrival: late 30; the missing departure is flagged, not charged', () => {
    // Late: 09:30 − 09:00 = 30 min. No departure: the hours served cannot be told, so no undertime and
    // no absence (lunch punches are optional, so an empty afternoon is the missing departure, not an absence).
    const d = flexi(['09:30']);
    expect(columns(d)).toEqual(['09:30', null, null, null]);
    expect(charges(d)).toEqual([30, 0, 0]);
    expect(d.remarks).toBe('No PM departure');
  });

  it('a lone 17:30 is the departure; the missing arrival is flagged, not charged', () => {
    const d = flexi(['17:30']);
    expect(columns(d)).toEqual([null, null, null, '17:30']);
    expect(charges(d)).toEqual([0, 0, 0]);
    expect(d.remarks).toBe('No AM arrival');
  });

  it('09:30, 13:00 and 18:30 (no lunch-out): 09:30 is the arrival, far from lunch', () => {
    // 09:30 is nearer the window's end (09:00) than the lunch (12:00): the arrival, late 30.
    // Served 09:30 → 18:30 less lunch = 480 min: no undertime.
    const d = flexi(['09:30', '13:00', '18:30']);
    expect(columns(d)).toEqual(['09:30', null, '13:00', '18:30']);
    expect(charges(d)).toEqual([30, 0, 0]);
  });

  it('11:58, 13:00 and 17:00: 11:58 is the lunch-out next to the 13:00 lunch-in, the arrival is flagged', () => {
    const d = flexi(['11:58', '13:00', '17:00']);
    expect(columns(d)).toEqual([null, '11:58', '13:00', '17:00']);
    expect(charges(d)).toEqual([0, 0, 0]);
    expect(d.remarks).toBe('No AM arrival');
  });
});

describe('flexible time: the other patterns an HR officer checks (unchanged by the fix)', () => {
  it('07:30, 12:00, 13:00, 16:30: all four columns, the 8 hours served', () => {
    // Served: 07:30 → 12:00 = 270 min + 13:00 → 16:30 = 210 min = 480 min = 8 h. Arrival inside the window.
    const d = flexi(['07:30', '12:00', '13:00', '16:30']);
    expect(columns(d)).toEqual(['07:30', '12:00', '13:00', '16:30']);
    expect(charges(d)).toEqual([0, 0, 0]);
  });

  it('13:00 and 17:00 only: absent in the morning, the afternoon served', () => {
    // Morning: no punch, half a day absent. Afternoon alone starts when lunch ends (13:00): not late;
    // half the hours to serve = 4 h = 240 min; served 13:00 → 17:00 = 240 min: no undertime.
    const d = flexi(['13:00', '17:00']);
    expect(columns(d)).toEqual([null, null, '13:00', '17:00']);
    expect(charges(d)).toEqual([0, 0, 0.5]);
    expect(d.remarks).toBe('Absent (AM)');
  });

  it('with the morning on leave, a lone afternoon punch is read in the afternoon alone', () => {
    // The afternoon alone runs from 13:00: 13:05 is its arrival, 5 min late, the departure flagged.
    const d = flexi(['13:05'], { leave: { label: 'Sick leave', part: 'am' } });
    expect(columns(d)).toEqual([null, null, '13:05', null]);
    expect(charges(d)).toEqual([5, 0, 0]);
    expect(d.remarks).toBe('Sick leave (AM); No PM departure');
  });
});
