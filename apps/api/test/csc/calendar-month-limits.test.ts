import { describe, expect, it } from 'vitest';
import { checkLeave, lastDayOfMonths, type LeaveCheckInput } from '../../src/domain/leave-rules';

// CSC-RULES.md, Leave: "Solo parent 7 days, VAWC 10 days, rehabilitation up to 6 months, study up to 6 months,
// special leave for women up to 2 months (RA 9710 Sec. 18). Month limits are calendar months (2027-01-01 to
// 2027-06-30 is six months), not 30-day blocks."

const study: LeaveCheckInput = {
  type: { code: 'STUDY', name: 'Study Leave', maxDays: 6, unit: 'months', chargedTo: null, fileAheadDays: null, withPay: true },
  person: { sex: 'female', employmentKind: 'staff' },
  dateFrom: '2027-01-01',
  dateTo: '2027-06-30',
  workingDays: 120,
  calendarDays: 181,
  today: '2026-11-24',
  emergency: false,
  details: { study: 'masters' },
  takenThisYear: 0,
  hours: null,
  daysApplied: null,
  hasAttachment: false,
  balances: { vl: 0, sl: 0, cocHours: 0, serviceCredits: 0 },
};

describe('leave limited in calendar months', () => {
  it('ends a run of n calendar months the day before the same date n months on', () => {
    expect(lastDayOfMonths('2027-01-01', 6)).toBe('2027-06-30');
    expect(lastDayOfMonths('2027-03-15', 2)).toBe('2027-05-14');
    expect(lastDayOfMonths('2026-08-31', 6)).toBe('2027-02-27'); // 31 August + 6 months is 28 February
  });
  it('gives study leave 1 January to 30 June (181 calendar days, six months) and refuses 1 July', () => {
    expect(checkLeave(study).issues).toEqual([]);
    const over = checkLeave({ ...study, dateTo: '2027-07-01', calendarDays: 182 });
    expect(over.issues).toEqual([{ field: 'date_to', message: 'Study Leave is at most 6 calendar months: from 2027-01-01 it may run to 2027-06-30.' }]);
  });
  it('gives special leave for women two calendar months, 62 days over July–August', () => {
    const slbw = {
      ...study,
      type: { ...study.type, code: 'SLBW', name: 'Special Leave Benefits for Women', maxDays: 2 },
      details: {},
      dateFrom: '2027-07-01',
      dateTo: '2027-08-31',
      calendarDays: 62,
    };
    expect(checkLeave(slbw).issues).toEqual([]);
  });
});
