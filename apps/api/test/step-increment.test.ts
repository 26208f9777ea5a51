import { describe, expect, it } from 'vitest';
import { addYears, isDueBetween, nextStepIncrement, nosiListWindow, type StepHistory, type StepIncrementDue } from '../src/domain/step-increment';

// The step increment for length of service (NOSI): one step for every three years of continuous
// satisfactory service in the same position (CSC-DBM Joint Circular No. 1 s. 2012), step 8 the last.
const history = (over: Partial<StepHistory> = {}): StepHistory => ({ step: 3, countFrom: '2023-01-02', lwop: [], ratings: [], disciplinary: [], ...over });

function due(h: StepHistory): StepIncrementDue {
  const result = nextStepIncrement(h);
  if (result.maxed) throw new Error('expected a due date, got maxed');
  return result;
}

describe('three years of service', () => {
  it('is due three years to the day after the start, one step up, with nothing to explain', () => {
    expect(due(history())).toEqual({
      maxed: false,
      stepFrom: 3,
      stepTo: 4,
      countsFrom: '2023-01-02',
      dueDate: '2026-01-02',
      delayedByDays: 0,
      lwopDays: 0,
      reasons: [],
    });
  });

  it('does not stop for satisfactory ratings or better', () => {
    const ratings: StepHistory['ratings'] = [
      { periodFrom: '2023-01-01', periodTo: '2023-06-30', adjective: 'Satisfactory' },
      { periodFrom: '2023-07-01', periodTo: '2023-12-31', adjective: 'Very Satisfactory' },
      { periodFrom: '2024-01-01', periodTo: '2024-06-30', adjective: 'Outstanding' },
    ];
    expect(due(history({ ratings })).dueDate).toBe('2026-01-02');
  });

  it('starts from 29 February: three years on is 28 February (twelve calendar months a year, the month’s last day)', () => {
    expect(due(history({ countFrom: '2024-02-29' })).dueDate).toBe('2027-02-28');
    expect(addYears('2024-02-29', 3)).toBe('2027-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2024-02-28', 3)).toBe('2027-02-28');
    expect(addYears('2023-03-01', 3)).toBe('2026-03-01');
  });
});

describe('leave without pay in the three years', () => {
  it('20 days (more than the 15 allowed) move the date by 20 days', () => {
    const result = due(history({ lwop: [{ from: '2024-03-04', to: '2024-03-23' }] }));
    expect(result).toMatchObject({ dueDate: '2026-01-22', delayedByDays: 20, lwopDays: 20 });
    expect(result.reasons).toEqual([
      '20 days of leave without pay between 4 March 2024 and 23 March 2024: more than the 15 allowed, they move the date by 20 days.',
    ]);
  });

  it('exactly 15 days do not move it', () => {
    const result = due(history({ lwop: [{ from: '2024-03-04', to: '2024-03-18' }] }));
    expect(result).toMatchObject({ dueDate: '2026-01-02', delayedByDays: 0, lwopDays: 15 });
    expect(result.reasons).toEqual(['15 days of leave without pay between 4 March 2024 and 18 March 2024: within the 15 allowed, the date does not move.']);
  });

  it('16 days in two spells move it by 16', () => {
    const lwop = [
      { from: '2023-05-08', to: '2023-05-15' },
      { from: '2025-09-01', to: '2025-09-08' },
    ];
    const result = due(history({ lwop }));
    expect(result).toMatchObject({ dueDate: '2026-01-18', delayedByDays: 16, lwopDays: 16 });
    expect(result.reasons).toEqual([
      '16 days of leave without pay in 2 spells (8 May 2023 to 15 May 2023; 1 September 2025 to 8 September 2025): more than the 15 allowed, they move the date by 16 days.',
    ]);
  });

  it('counts again when the later date takes in more leave, until the date stops moving', () => {
    // 16 days move the date from 2 to 18 January 2026, which takes in 10 days from 5 January: 26 days, 28 January.
    const lwop = [
      { from: '2024-03-04', to: '2024-03-19' },
      { from: '2026-01-05', to: '2026-01-14' },
    ];
    expect(due(history({ lwop }))).toMatchObject({ dueDate: '2026-01-28', delayedByDays: 26, lwopDays: 26 });
  });

  it('does not count a day twice, nor days before the start or from the due date on', () => {
    const lwop = [
      { from: '2022-12-01', to: '2023-01-06' }, // 5 days from 2 January 2023
      { from: '2024-03-04', to: '2024-03-13' }, // 10 days
      { from: '2024-03-10', to: '2024-03-13' }, // the same days again
      { from: '2026-01-02', to: '2026-03-31' }, // on and after the due date
    ];
    expect(due(history({ lwop }))).toMatchObject({ dueDate: '2026-01-02', lwopDays: 15 });
  });
});

describe('what breaks the continuity', () => {
  it('an Unsatisfactory rating: the three years count again the day after its period', () => {
    const result = due(history({ ratings: [{ periodFrom: '2025-01-01', periodTo: '2025-06-30', adjective: 'Unsatisfactory' }] }));
    expect(result).toMatchObject({ countsFrom: '2025-07-01', dueDate: '2028-07-01', delayedByDays: 911 });
    expect(result.reasons).toEqual(['An Unsatisfactory rating for January–June 2025: the three years count again from 1 July 2025.']);
  });

  it("an approved IPCR's rating names where it comes from in the reason", () => {
    const result = due(
      history({ ratings: [{ periodFrom: '2025-01-01', periodTo: '2025-06-30', adjective: 'Unsatisfactory', source: 'IPCR, 2025 first semester' }] }),
    );
    expect(result).toMatchObject({ countsFrom: '2025-07-01', dueDate: '2028-07-01' });
    expect(result.reasons).toEqual([
      'An Unsatisfactory rating for January–June 2025 (IPCR, 2025 first semester): the three years count again from 1 July 2025.',
    ]);
  });

  it('a Poor rating likewise, even when its period began before the start', () => {
    const poor = (periodFrom: string, periodTo: string) => ({ periodFrom, periodTo, adjective: 'Poor' as const });
    const result = due(history({ ratings: [poor('2022-07-01', '2022-12-31'), poor('2022-07-01', '2023-06-30')] }));
    expect(result).toMatchObject({ countsFrom: '2023-07-01', dueDate: '2026-07-01' });
    // The first ended before the three years began: it is not mentioned.
    expect(result.reasons).toEqual(['A Poor rating for July 2022–June 2023: the three years count again from 1 July 2023.']);
  });

  it('leave without pay before the new start no longer counts; leave after it does', () => {
    const ratings = [{ periodFrom: '2025-01-01', periodTo: '2025-06-30', adjective: 'Unsatisfactory' as const }];
    const lwop = [
      { from: '2024-03-04', to: '2024-03-23' },
      { from: '2026-02-02', to: '2026-02-21' },
    ];
    const result = due(history({ ratings, lwop }));
    expect(result).toMatchObject({ countsFrom: '2025-07-01', dueDate: '2028-07-21', lwopDays: 20 });
    expect(result.reasons).toEqual([
      'An Unsatisfactory rating for January–June 2025: the three years count again from 1 July 2025.',
      '20 days of leave without pay between 2 February 2026 and 21 February 2026: more than the 15 allowed, they move the date by 20 days.',
    ]);
  });

  it('a notice of disciplinary action: the count starts again the day after its effect ends', () => {
    const result = due(history({ disciplinary: [{ date: '2024-05-15', until: '2024-08-14' }] }));
    expect(result).toMatchObject({ countsFrom: '2024-08-15', dueDate: '2027-08-15' });
    expect(result.reasons).toEqual([
      'A notice of disciplinary action of 15 May 2024, in effect until 14 August 2024: the three years count again from 15 August 2024.',
    ]);
  });

  it('a notice with no end: the day after the notice', () => {
    const result = due(history({ disciplinary: [{ date: '2024-05-15' }] }));
    expect(result).toMatchObject({ countsFrom: '2024-05-16', dueDate: '2027-05-16' });
    expect(result.reasons).toEqual(['A notice of disciplinary action of 15 May 2024: the three years count again from 16 May 2024.']);
  });

  it('a notice on the due date or a rating period after it changes nothing; one the day before does', () => {
    const ratings = [{ periodFrom: '2026-01-02', periodTo: '2026-06-30', adjective: 'Poor' as const }];
    expect(due(history({ ratings, disciplinary: [{ date: '2026-01-02' }] })).dueDate).toBe('2026-01-02');
    expect(due(history({ disciplinary: [{ date: '2026-01-01' }] })).dueDate).toBe('2029-01-02');
  });

  it('several: each starts the count again in turn, the one that ends first first', () => {
    const result = due(
      history({
        ratings: [{ periodFrom: '2024-01-01', periodTo: '2024-06-30', adjective: 'Unsatisfactory' }],
        disciplinary: [
          { date: '2024-03-01', until: '2024-04-30' }, // within the rating's period, but ends first
          { date: '2025-02-03', until: '2025-03-31' },
        ],
      }),
    );
    expect(result).toMatchObject({ countsFrom: '2025-04-01', dueDate: '2028-04-01' });
    expect(result.reasons).toEqual([
      'A notice of disciplinary action of 1 March 2024, in effect until 30 April 2024: the three years count again from 1 May 2024.',
      'An Unsatisfactory rating for January–June 2024: the three years count again from 1 July 2024.',
      'A notice of disciplinary action of 3 February 2025, in effect until 31 March 2025: the three years count again from 1 April 2025.',
    ]);
  });

  it('a rating period not in whole months is shown by its dates', () => {
    const result = due(history({ ratings: [{ periodFrom: '2024-01-15', periodTo: '2024-07-14', adjective: 'Poor' }] }));
    expect(result.reasons).toEqual(['A Poor rating for 15 January 2024 to 14 July 2024: the three years count again from 15 July 2024.']);
  });
});

describe('a promotion', () => {
  it('starts a new count from its date: what came before no longer matters', () => {
    const before = history({ countFrom: '2022-01-03', lwop: [{ from: '2023-02-01', to: '2023-03-01' }] });
    expect(due(before)).toMatchObject({ dueDate: '2025-02-01', delayedByDays: 29 });
    const promoted = { ...before, step: 1, countFrom: '2024-06-01' };
    expect(due(promoted)).toMatchObject({ stepFrom: 1, stepTo: 2, countsFrom: '2024-06-01', dueDate: '2027-06-01', delayedByDays: 0, reasons: [] });
  });
});

describe('the steps', () => {
  it('goes from step 7 to step 8, the last', () => {
    expect(due(history({ step: 7 }))).toMatchObject({ stepFrom: 7, stepTo: 8, dueDate: '2026-01-02' });
  });

  it('has nothing after step 8', () => {
    const result = nextStepIncrement(history({ step: 8 }));
    expect(result).toEqual({
      maxed: true,
      step: 8,
      reasons: ['Step 8 is the last step of the salary grade: no further step increment for length of service.'],
    });
    expect(isDueBetween(result, '2000-01-01', '2100-12-31')).toBe(false);
  });

  it('refuses a step outside 1–8 with a RangeError', () => {
    for (const step of [0, 9, -1, 2.5, Number.NaN]) {
      expect(() => nextStepIncrement(history({ step }))).toThrow(RangeError);
    }
    expect(() => nextStepIncrement(history({ step: 9 }))).toThrow('A step must be a whole number from 1 to 8: 9');
  });

  it('refuses a date that is not a real YYYY-MM-DD, a spell that ends before it begins, an unknown rating', () => {
    expect(() => nextStepIncrement(history({ countFrom: '2025-02-29' }))).toThrow(RangeError);
    expect(() => nextStepIncrement(history({ countFrom: '2025-1-5' }))).toThrow('countFrom must be a date YYYY-MM-DD: 2025-1-5');
    expect(() => nextStepIncrement(history({ lwop: [{ from: '2024-03-10', to: '2024-03-01' }] }))).toThrow(
      'lwop[0] ends (2024-03-01) before it begins (2024-03-10)',
    );
    const misspelt = [{ periodFrom: '2024-01-01', periodTo: '2024-06-30', adjective: 'unsatisfactory' as 'Unsatisfactory' }];
    expect(() => nextStepIncrement(history({ ratings: misspelt }))).toThrow(RangeError);
  });
});

describe('the /nosi list: due this month and the next three', () => {
  it('runs from the first of this month to the last day of the third month after it', () => {
    expect(nosiListWindow('2026-11-15')).toEqual({ from: '2026-11-01', to: '2027-02-28' });
    expect(nosiListWindow('2027-12-31')).toEqual({ from: '2027-12-01', to: '2028-03-31' });
  });

  it('includes both ends', () => {
    const { from, to } = nosiListWindow('2025-10-20');
    expect(isDueBetween(due(history({ countFrom: '2022-10-01' })), from, to)).toBe(true);
    expect(isDueBetween(due(history({ countFrom: '2023-01-31' })), from, to)).toBe(true);
    expect(isDueBetween(due(history({ countFrom: '2022-09-30' })), from, to)).toBe(false);
    expect(isDueBetween(due(history({ countFrom: '2023-02-01' })), from, to)).toBe(false);
  });
});
