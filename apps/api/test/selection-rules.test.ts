import { describe, expect, it } from 'vitest';
import { rankApplicants, weightedTotal, weightsComplete, type RankRating } from '../src/domain/selection';

// The seeded boards: Education 20, Training 10, Experience 20, Performance 20, Potential 15, Interview 15, each scored out of 100.
const SEEDED = [
  { id: 1, weight: 20, max_score: 100 },
  { id: 2, weight: 10, max_score: 100 },
  { id: 3, weight: 20, max_score: 100 },
  { id: 4, weight: 20, max_score: 100 },
  { id: 5, weight: 15, max_score: 100 },
  { id: 6, weight: 15, max_score: 100 },
];
const rate = (application_id: number, member_user_id: number, scores: number[]): RankRating[] =>
  scores.map((score, i) => ({ application_id, member_user_id, criterion_id: i + 1, score }));

describe('the weights of a board', () => {
  it('must total 100 (two-decimal weights allowed)', () => {
    expect(weightsComplete(SEEDED)).toBe(true);
    expect(weightsComplete(SEEDED.slice(1))).toBe(false);
    expect(weightsComplete([{ weight: 33.33 }, { weight: 33.33 }, { weight: 33.34 }])).toBe(true);
    expect(weightsComplete([])).toBe(false);
  });
});

describe('the weighted total', () => {
  it('takes each average as a share of the highest score, times the weight', () => {
    // 80/100×20 + 90/100×10 + 70/100×20 + 85/100×20 + 75/100×15 + 88/100×15 = 16 + 9 + 14 + 17 + 11.25 + 13.2
    expect(weightedTotal(SEEDED, { 1: 80, 2: 90, 3: 70, 4: 85, 5: 75, 6: 88 })).toBe(80.45);
    // A criterion scored out of 20 (a point system) counts the same way: 15/20 of a weight of 40.
    expect(
      weightedTotal(
        [
          { id: 9, weight: 40, max_score: 20 },
          { id: 10, weight: 60, max_score: 5 },
        ],
        { 9: 15, 10: 4 },
      ),
    ).toBe(78);
  });

  it('counts a criterion nobody rated as 0, and full marks as 100', () => {
    expect(weightedTotal(SEEDED, { 1: 100 })).toBe(20);
    expect(weightedTotal(SEEDED, { 1: 100, 2: 100, 3: 100, 4: 100, 5: 100, 6: 100 })).toBe(100);
  });

  it('rounds to 3 decimals', () => {
    expect(weightedTotal([{ id: 1, weight: 100, max_score: 3 }], { 1: 1 })).toBe(33.333);
  });
});

describe('the ranking', () => {
  it('averages the members per criterion, ranks by total, and shares a rank on a tie (1, 1, 3)', () => {
    const applicants = [
      { application_id: 10, name: 'Cruz, Ana' },
      { application_id: 11, name: 'Bautista, Jose' },
      { application_id: 12, name: 'Abad, Rosa' },
      { application_id: 13, name: 'Dela Paz, Mario' },
    ];
    const ratings = [
      // Ana: members 1 and 2 differ; averages 85 on every criterion → 85.
      ...rate(10, 1, [80, 80, 80, 80, 80, 80]),
      ...rate(10, 2, [90, 90, 90, 90, 90, 90]),
      // Jose: 85 from one member only.
      ...rate(11, 1, [85, 85, 85, 85, 85, 85]),
      // Rosa: 90 → first.
      ...rate(12, 1, [90, 90, 90, 90, 90, 90]),
      ...rate(12, 2, [90, 90, 90, 90, 90, 90]),
    ];
    const ranking = rankApplicants(SEEDED, applicants, ratings);
    expect(ranking.map((r) => [r.rank, r.name, r.total, r.tied])).toEqual([
      [1, 'Abad, Rosa', 90, false],
      // Tied: the same rank, by name.
      [2, 'Bautista, Jose', 85, true],
      [2, 'Cruz, Ana', 85, true],
      // Nobody rated Mario: 0, after the ties, rank 4 not 3.
      [4, 'Dela Paz, Mario', 0, false],
    ]);
    expect(ranking[2]!.by_criterion).toEqual({ 1: 85, 2: 85, 3: 85, 4: 85, 5: 85, 6: 85 });
    expect(ranking[2]!.raters).toBe(2);
    expect(ranking[3]).toMatchObject({ by_criterion: {}, raters: 0 });
  });

  it("ignores ratings on criteria that are not the board's", () => {
    const ranking = rankApplicants(
      SEEDED.slice(0, 1),
      [{ application_id: 1, name: 'A' }],
      [...rate(1, 1, [50]), { application_id: 1, member_user_id: 1, criterion_id: 99, score: 100 }],
    );
    expect(ranking[0]).toMatchObject({ total: 10, by_criterion: { 1: 50 } });
  });

  it('ranks 2,000 applicants rated by 3 members on 6 criteria in well under a second', () => {
    const applicants = Array.from({ length: 2000 }, (_, i) => ({ application_id: i + 1, name: `Applicant ${i + 1}` }));
    const ratings = applicants.flatMap((a) =>
      [1, 2, 3].flatMap((m) =>
        rate(
          a.application_id,
          m,
          SEEDED.map((c) => (a.application_id * 7 + m * 13 + c.id * 3) % 101),
        ),
      ),
    );
    const started = performance.now();
    const ranking = rankApplicants(SEEDED, applicants, ratings);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(ranking).toHaveLength(2000);
    for (let i = 1; i < ranking.length; i++) {
      expect(ranking[i]!.total).toBeLessThanOrEqual(ranking[i - 1]!.total);
      expect(ranking[i]!.rank).toBe(ranking[i]!.total === ranking[i - 1]!.total ? ranking[i - 1]!.rank : i + 1);
    }
  });
});
