import { describe, expect, it } from 'vitest';
import { adjectivalRating, finalRating, formatRating, meanRating, scaleProblems, targetAverage, type RatingScaleRow } from '../src/domain/spms';

// The scale as migration 0034 seeds it (CSC MC No. 6 s. 2012).
const SCALE: RatingScaleRow[] = [
  { rating: 5, adjective: 'Outstanding', min_average: '4.500', max_average: '5.000' },
  { rating: 4, adjective: 'Very Satisfactory', min_average: '3.500', max_average: '4.499' },
  { rating: 3, adjective: 'Satisfactory', min_average: '2.500', max_average: '3.499' },
  { rating: 2, adjective: 'Unsatisfactory', min_average: '1.500', max_average: '2.499' },
  { rating: 1, adjective: 'Poor', min_average: '0.000', max_average: '1.499' },
];

describe('SPMS adjectival ratings at the boundaries', () => {
  it.each([
    [5000, 'Outstanding'],
    [4500, 'Outstanding'],
    [4499, 'Very Satisfactory'],
    [3500, 'Very Satisfactory'],
    [3499, 'Satisfactory'],
    [2500, 'Satisfactory'],
    [2499, 'Unsatisfactory'],
    [1500, 'Unsatisfactory'],
    [1499, 'Poor'],
    [1000, 'Poor'],
  ])('%i thousandths is %s', (t, adjective) => {
    expect(adjectivalRating(t, SCALE).adjective).toBe(adjective);
  });

  it('refuses a scale with a gap, an overlap or a missing rating', () => {
    expect(scaleProblems(SCALE)).toBeNull();
    expect(scaleProblems(SCALE.map((r) => (r.rating === 4 ? { ...r, min_average: '3.600' } : r)))).toMatch(/Very Satisfactory/);
    expect(scaleProblems(SCALE.slice(1))).toMatch(/five ratings/);
    expect(() =>
      adjectivalRating(
        4000,
        SCALE.filter((r) => r.rating !== 4),
      ),
    ).toThrow(/no adjective for 4.000/);
  });
});

describe('IPCR arithmetic', () => {
  it('averages only the dimensions rated, to three decimals half up', () => {
    expect(targetAverage({ quality: 5, efficiency: 4, timeliness: 4 })).toBe(4333);
    expect(targetAverage({ quality: 5, efficiency: 5, timeliness: 4 })).toBe(4667);
    expect(targetAverage({ quality: 4, efficiency: null, timeliness: 5 })).toBe(4500);
    expect(targetAverage({ quality: null, efficiency: null, timeliness: null })).toBeNull();
    expect(() => targetAverage({ quality: 6, efficiency: null, timeliness: null })).toThrow(/1 to 5/);
    expect(() => targetAverage({ quality: 0, efficiency: null, timeliness: null })).toThrow(/1 to 5/);
  });

  it('weights the targets: 4.333 × 60% + 4.667 × 40% = 4.4666 → 4.467 (Very Satisfactory); one more point makes it Outstanding', () => {
    const f = finalRating([
      { average: 4333, weight: 60 },
      { average: 4667, weight: 40 },
    ])!;
    expect(formatRating(f)).toBe('4.467');
    expect(adjectivalRating(f, SCALE).adjective).toBe('Very Satisfactory');
    const g = finalRating([
      { average: 4500, weight: 50 },
      { average: 4499, weight: 50 },
    ])!;
    // 4.4995 rounds half up to 4.500: Outstanding.
    expect(g).toBe(4500);
    expect(adjectivalRating(g, SCALE).adjective).toBe('Outstanding');
    expect(finalRating([{ average: 4499, weight: 100 }])).toBe(4499);
  });

  it('has no final rating while a target is unrated, and refuses weights that do not add up to 100', () => {
    expect(
      finalRating([
        { average: 4000, weight: 50 },
        { average: null, weight: 50 },
      ]),
    ).toBeNull();
    expect(() =>
      finalRating([
        { average: 4000, weight: 50 },
        { average: 3000, weight: 40 },
      ]),
    ).toThrow(/add up to 100/);
    expect(
      finalRating([
        { average: 4000, weight: 33.33 },
        { average: 4000, weight: 33.33 },
        { average: 4000, weight: 33.34 },
      ]),
    ).toBe(4000);
  });

  it('takes the mean of ratings for an office', () => {
    expect(meanRating([4500, 4499])).toBe(4500);
    expect(meanRating([4500, 4498])).toBe(4499);
    expect(meanRating([])).toBeNull();
  });
});
