import { describe, expect, it } from 'vitest';
import {
  addMonths,
  committeeDecision,
  highestDegree,
  minimumObligationMonths,
  votesNeeded,
  obligationEndAfter,
  refundOwed,
  separatedBeforeObligation,
  studyAndObligation,
  unfinishedObligation,
  wholeMonthsServed,
} from '../src/domain/scholarship';

// Issue 22, scholarships: one year of service for every year of scholarship (CSC), the obligation's last day, and the
// refund a scholar owes for the months not served, in centavos rounded half up.

describe('the service obligation', () => {
  it('is at least as long as the study: one year of service for every year of scholarship', () => {
    expect(minimumObligationMonths(24)).toBe(24);
    expect(minimumObligationMonths(18)).toBe(18);
  });

  it('adds calendar months, clamping to the end of a shorter month', () => {
    expect(addMonths('2027-06-01', 24)).toBe('2029-06-01');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
  });

  it('runs from the day after the study ends: 2 years of study from 1 June 2027 owe service to 31 May 2031', () => {
    expect(studyAndObligation('2027-06-01', 24, 24)).toEqual({ studyStart: '2027-06-01', studyEnd: '2029-05-31', obligationEnd: '2031-05-31' });
    // A program asking more than the minimum: 12 months of study, 18 of service.
    expect(studyAndObligation('2027-01-04', 12, 18)).toEqual({ studyStart: '2027-01-04', studyEnd: '2028-01-03', obligationEnd: '2029-07-03' });
  });
});

describe('a scholar who separates', () => {
  it('counts whole months served only (a month begun is not served)', () => {
    expect(wholeMonthsServed('2029-06-01', '2029-06-01')).toBe(0);
    expect(wholeMonthsServed('2029-06-01', '2030-02-28')).toBe(8);
    expect(wholeMonthsServed('2029-06-01', '2030-03-01')).toBe(9);
    expect(wholeMonthsServed('2029-06-01', '2028-01-01')).toBe(0);
  });

  it('is flagged when the separation takes effect on or before the obligation’s last day', () => {
    expect(separatedBeforeObligation('2031-05-31', '2031-05-31')).toBe(true);
    expect(separatedBeforeObligation('2030-03-01', '2031-05-31')).toBe(true);
    expect(separatedBeforeObligation('2031-06-01', '2031-05-31')).toBe(false);
  });

  it('owes grant × unserved months ÷ obligation months: ₱240,000.00, 24 months owed, 9 served → ₱150,000.00', () => {
    // 24 − 9 = 15 unserved; 24,000,000 × 15 ÷ 24 = 15,000,000 centavos.
    expect(refundOwed({ grant: 24_000_000, obligationMonths: 24, studyEnd: '2029-05-31', separation: '2030-03-01' })).toEqual({
      unservedMonths: 15,
      refund: 15_000_000,
    });
  });

  it('owes the whole grant when separating during the study, and nothing after serving it all', () => {
    expect(refundOwed({ grant: 24_000_000, obligationMonths: 24, studyEnd: '2029-05-31', separation: '2028-07-15' }).refund).toBe(24_000_000);
    expect(refundOwed({ grant: 24_000_000, obligationMonths: 24, studyEnd: '2029-05-31', separation: '2031-06-01' })).toEqual({
      unservedMonths: 0,
      refund: 0,
    });
  });

  it('rounds the centavos half up', () => {
    // 1,000,001 × 1 ÷ 24 = 41,666.708… → 41,667; 3 × 1 ÷ 2 = 1.5 → 2; 100 × 1 ÷ 3 = 33.33… → 33.
    expect(refundOwed({ grant: 1_000_001, obligationMonths: 24, studyEnd: '2029-05-31', separation: '2031-05-01' })).toEqual({
      unservedMonths: 1,
      refund: 41_667,
    });
    expect(refundOwed({ grant: 3, obligationMonths: 2, studyEnd: '2029-05-31', separation: '2029-07-01' }).refund).toBe(2);
    expect(refundOwed({ grant: 100, obligationMonths: 3, studyEnd: '2029-05-31', separation: '2029-08-01' }).refund).toBe(33);
  });
});

describe('a new application', () => {
  const past = (over: Partial<Parameters<typeof unfinishedObligation>[0][number]>) => ({
    program: "Master's degree (local)",
    status: 'approved',
    studyStatus: 'completed',
    obligationEnd: '2031-05-31',
    ...over,
  });

  it('is barred while an earlier scholarship is studied or its service is still owed (the last day included)', () => {
    expect(unfinishedObligation([past({})], '2031-05-31')).toMatchObject({ obligationEnd: '2031-05-31' });
    expect(unfinishedObligation([past({ studyStatus: 'ongoing', obligationEnd: null })], '2031-05-31')).not.toBeNull();
    expect(unfinishedObligation([past({})], '2031-06-01')).toBeNull();
  });

  it('is not barred by applications never approved', () => {
    expect(unfinishedObligation([past({ status: 'disapproved' }), past({ status: 'submitted', studyStatus: null })], '2027-01-01')).toBeNull();
  });
});

describe('the obligation after a study ended on a given day', () => {
  it('runs from the next day for the months owed, the last day the day before the same date', () => {
    expect(obligationEndAfter('2029-03-15', 24)).toBe('2031-03-15');
    expect(obligationEndAfter('2029-05-31', 24)).toBe('2031-05-31');
  });
});

describe('the committee’s decision (issue 42)', () => {
  it('needs a majority of the members, or two-thirds when the program says', () => {
    expect([1, 2, 3, 4, 5].map((n) => votesNeeded('majority', n))).toEqual([1, 2, 2, 3, 3]);
    expect([1, 2, 3, 4, 5, 6].map((n) => votesNeeded('two_thirds', n))).toEqual([1, 2, 2, 3, 4, 4]);
  });

  it('is made by the votes: approved once enough approve, disapproved once they no longer can', () => {
    const tally = (approve: number, disapprove: number, abstain: number) => ({ approve, disapprove, abstain });
    expect(committeeDecision(tally(1, 0, 0), 3, 'majority')).toBeNull();
    expect(committeeDecision(tally(2, 0, 0), 3, 'majority')).toBe('approve');
    expect(committeeDecision(tally(1, 1, 0), 3, 'majority')).toBeNull();
    expect(committeeDecision(tally(0, 1, 1), 3, 'majority')).toBe('disapprove');
    expect(committeeDecision(tally(2, 0, 0), 3, 'two_thirds')).toBe('approve');
    expect(committeeDecision(tally(3, 1, 0), 5, 'two_thirds')).toBeNull();
    expect(committeeDecision(tally(3, 2, 0), 5, 'two_thirds')).toBe('disapprove');
  });
});

describe('the highest degree a PDS lists', () => {
  it('counts only degrees finished (a year graduated), a doctorate by its name', () => {
    const school = { school_name: 'Bicol University' };
    expect(highestDegree([])).toBe('none');
    expect(highestDegree([{ ...school, level: 'secondary', year_graduated: 2004 }])).toBe('none');
    expect(highestDegree([{ ...school, level: 'college', course: 'BS Accountancy', year_graduated: 2012 }])).toBe('bachelor');
    expect(highestDegree([{ ...school, level: 'graduate', course: 'Master of Public Administration', highest_level_units: '24 units' }])).toBe('none');
    expect(highestDegree([{ ...school, level: 'graduate', course: 'Master of Public Administration', year_graduated: 2018 }])).toBe('master');
    expect(highestDegree([{ ...school, level: 'graduate', course: 'Doctor of Philosophy in Education', year_graduated: 2022 }])).toBe('doctorate');
    expect(highestDegree([{ ...school, level: 'graduate', course: 'PhD Development Studies', year_graduated: 2022 }])).toBe('doctorate');
  });
});
