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
  // The leave card holds leave without pay by month: the month and its days, never the days' dates.
  it('a month on the card: the reason names the month and its days as the card holds them, never a stretch of dates', () => {
    const result = due(history({ lwop: [{ period: '2025-03', days: 17 }] }));
    expect(result).toMatchObject({ dueDate: '2026-01-19', delayedByDays: 17, lwopDays: 17 });
    expect(result.reasons).toEqual([
      '17 days of leave without pay (March 2025, from the leave card): more than the 15 allowed, they move the date by 17 days.',
    ]);
    // The card does not say which days of March they were: no "1 March" to "17 March" is made up.
    expect(result.reasons.join(' ')).not.toMatch(/\b1 March|17 March|between|spell/);
  });

  it('20 days (more than the 15 allowed) move the date by 20 days', () => {
    const result = due(history({ lwop: [{ period: '2024-03', days: 20 }] }));
    expect(result).toMatchObject({ dueDate: '2026-01-22', delayedByDays: 20, lwopDays: 20 });
    expect(result.reasons).toEqual([
      '20 days of leave without pay (March 2024, from the leave card): more than the 15 allowed, they move the date by 20 days.',
    ]);
  });

  it('exactly 15 days do not move it', () => {
    const result = due(history({ lwop: [{ period: '2024-03', days: 15 }] }));
    expect(result).toMatchObject({ dueDate: '2026-01-02', delayedByDays: 0, lwopDays: 15 });
    expect(result.reasons).toEqual(['15 days of leave without pay (March 2024, from the leave card): within the 15 allowed, the date does not move.']);
  });

  it('16 days in two months move it by 16, each month named with its days, in the order of the card', () => {
    const lwop = [
      { period: '2025-09', days: 8 },
      { period: '2023-05', days: 8 },
    ];
    const result = due(history({ lwop }));
    expect(result).toMatchObject({ dueDate: '2026-01-18', delayedByDays: 16, lwopDays: 16 });
    expect(result.reasons).toEqual([
      '16 days of leave without pay (May 2023: 8 days; September 2025: 8 days, from the leave card): more than the 15 allowed, they move the date by 16 days.',
    ]);
  });

  it('counts parts of a day in thousandths; a part of a day moves the date by a whole day', () => {
    const result = due(
      history({
        lwop: [
          { period: '2024-03', days: 12.5 },
          { period: '2024-04', days: 3 },
        ],
      }),
    );
    expect(result).toMatchObject({ dueDate: '2026-01-18', delayedByDays: 16, lwopDays: 15.5 });
    expect(result.reasons).toEqual([
      '15.5 days of leave without pay (March 2024: 12.5 days; April 2024: 3 days, from the leave card): more than the 15 allowed, they move the date by 16 days (15.5 rounded up to whole days).',
    ]);
    // 15.001 is more than 15: a day later. 7.1 + 7.2 + 0.7 is 15 exactly (no floating-point 15.000000000000002), within.
    expect(due(history({ lwop: [{ period: '2024-03', days: 15.001 }] }))).toMatchObject({ dueDate: '2026-01-18', delayedByDays: 16, lwopDays: 15.001 });
    const tenths = due(
      history({
        lwop: [
          { period: '2024-03', days: 7.1 },
          { period: '2024-04', days: 7.2 },
          { period: '2024-05', days: 0.7 },
        ],
      }),
    );
    expect(tenths).toMatchObject({ dueDate: '2026-01-02', delayedByDays: 0, lwopDays: 15 });
    expect(tenths.reasons).toEqual([
      '15 days of leave without pay (March 2024: 7.1 days; April 2024: 7.2 days; May 2024: 0.7 days, from the leave card): within the 15 allowed, the date does not move.',
    ]);
  });

  it('the months at the edges: the month the count starts in counts, the month the step falls due in does not (its days may come after)', () => {
    // Counted from 2 January 2023, due 2 January 2026: January 2023 counts (it ends within the three years)…
    const first = due(history({ lwop: [{ period: '2023-01', days: 20 }] }));
    expect(first).toMatchObject({ dueDate: '2026-01-22', delayedByDays: 20, lwopDays: 20 });
    expect(first.reasons).toEqual([
      '20 days of leave without pay (January 2023, from the leave card): more than the 15 allowed, they move the date by 20 days.',
    ]);
    // …January 2026, the month of the due date, does not, nor December 2022 before the start nor February 2026.
    const outside = [
      { period: '2022-12', days: 20 },
      { period: '2026-01', days: 20 },
      { period: '2026-02', days: 20 },
    ];
    expect(due(history({ lwop: outside }))).toMatchObject({ dueDate: '2026-01-02', delayedByDays: 0, lwopDays: 0, reasons: [] });
    // December 2025, the last month that ends before the due date, counts.
    expect(due(history({ lwop: [{ period: '2025-12', days: 16 }] }))).toMatchObject({ dueDate: '2026-01-18', lwopDays: 16 });
  });

  it('counts again when the later date takes in more leave, until the date stops moving', () => {
    // Due 20 January 2026; 16 days move it to 5 February, past the end of January: its 10 days count too, 26 days, 15 February.
    const lwop = [
      { period: '2024-03', days: 16 },
      { period: '2026-01', days: 10 },
      { period: '2026-02', days: 5 },
    ];
    const result = due(history({ countFrom: '2023-01-20', lwop }));
    expect(result).toMatchObject({ dueDate: '2026-02-15', delayedByDays: 26, lwopDays: 26 });
    expect(result.reasons).toEqual([
      '26 days of leave without pay (March 2024: 16 days; January 2026: 10 days, from the leave card): more than the 15 allowed, they move the date by 26 days.',
    ]);
  });

  it('refuses what a leave card cannot hold: a month that is not YYYY-MM, a month twice, days below 0, beyond thousandths or more than the month has', () => {
    const refused = (lwop: StepHistory['lwop']) => () => nextStepIncrement(history({ lwop }));
    expect(refused([{ period: '2024-13', days: 1 }])).toThrow('lwop[0] period must be a month YYYY-MM: 2024-13');
    expect(refused([{ period: '2024-3', days: 1 }])).toThrow(RangeError);
    expect(
      refused([
        { period: '2024-03', days: 1 },
        { period: '2024-03', days: 2 },
      ]),
    ).toThrow('lwop[1]: 2024-03 is on the leave card once');
    expect(refused([{ period: '2024-03', days: -1 }])).toThrow(RangeError);
    expect(refused([{ period: '2024-03', days: 1.0005 }])).toThrow('lwop[0] days are counted in thousandths of a day: 1.0005');
    expect(refused([{ period: '2024-02', days: 29.5 }])).toThrow('lwop[0]: February 2024 has 29 days, not 29.5 without pay');
    expect(refused([{ period: '2024-03', days: Number.NaN }])).toThrow(RangeError);
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
      { period: '2024-03', days: 20 },
      { period: '2026-02', days: 20 },
    ];
    const result = due(history({ ratings, lwop }));
    expect(result).toMatchObject({ countsFrom: '2025-07-01', dueDate: '2028-07-21', lwopDays: 20 });
    expect(result.reasons).toEqual([
      'An Unsatisfactory rating for January–June 2025: the three years count again from 1 July 2025.',
      '20 days of leave without pay (February 2026, from the leave card): more than the 15 allowed, they move the date by 20 days.',
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
    const before = history({ countFrom: '2022-01-03', lwop: [{ period: '2023-03', days: 29 }] });
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

  it('refuses a date that is not a real YYYY-MM-DD, a period that ends before it begins, an unknown rating', () => {
    expect(() => nextStepIncrement(history({ countFrom: '2025-02-29' }))).toThrow(RangeError);
    expect(() => nextStepIncrement(history({ countFrom: '2025-1-5' }))).toThrow('countFrom must be a date YYYY-MM-DD: 2025-1-5');
    expect(() => nextStepIncrement(history({ disciplinary: [{ date: '2024-03-10', until: '2024-03-01' }] }))).toThrow(
      'disciplinary[0] ends (2024-03-01) before it begins (2024-03-10)',
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
