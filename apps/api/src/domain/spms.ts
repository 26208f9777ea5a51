// Strategic performance management (issue 24; CSC MC No. 6 s. 2012). Pure: the IPCR's arithmetic and the adjectival
// rating of an average by the rating scale, which is data (spms_rating_scale) the caller reads and passes.
//
// Figures are kept in thousandths (integers) so that the boundaries are exact: 4.4995 rounds to 4.500 (Outstanding),
// 4.499 stays Very Satisfactory. Rounding is half up, once per figure, to three decimals as the forms print them.

/** One row of the rating scale: the lowest and highest average (inclusive, three decimals) that earn the adjective. */
export type RatingScaleRow = { rating: number; adjective: string; min_average: string | number; max_average: string | number };

/** The dimensions of one target: Quality, Efficiency, Timeliness, each 1–5, or null when not rated. */
export type TargetRatings = { quality: number | null; efficiency: number | null; timeliness: number | null };

/** A number of thousandths (an integer), rounded half up. */
const thousandths = (x: number) => Math.round(x * 1000 + 1e-9);

/** Formats thousandths as the forms print them: "4.500". */
export function formatRating(t: number): string {
  return (t / 1000).toFixed(3);
}

/**
 * The average of the dimensions rated (CSC: "the average of the ratings for Q, E and T, whichever apply"), in
 * thousandths; null when none is rated. Each rating must be a whole number 1–5.
 */
export function targetAverage(r: TargetRatings): number | null {
  const rated = [r.quality, r.efficiency, r.timeliness].filter((x): x is number => x !== null && x !== undefined);
  for (const x of rated) if (!Number.isInteger(x) || x < 1 || x > 5) throw new RangeError('A rating is a whole number from 1 to 5.');
  if (!rated.length) return null;
  return thousandths(rated.reduce((a, b) => a + b, 0) / rated.length);
}

/**
 * The final rating of an IPCR (thousandths): each target's average (thousandths) weighted by its weight (percent, the
 * weights adding up to 100), rounded once. Null while a target is unrated. Throws when the weights do not add up to 100.
 */
export function finalRating(targets: { average: number | null; weight: number }[]): number | null {
  if (!targets.length) return null;
  const totalWeight = targets.reduce((a, t) => a + Math.round(t.weight * 100), 0);
  if (totalWeight !== 10_000) throw new RangeError('The weights of the targets must add up to 100.');
  if (targets.some((t) => t.average === null)) return null;
  // Σ average(thousandths) × weight(hundredths of a percent) / 10,000, rounded half up once.
  const sum = targets.reduce((a, t) => a + t.average! * Math.round(t.weight * 100), 0);
  return Math.floor((sum + 5_000) / 10_000);
}

/** The plain average of several ratings (thousandths), as an office's rollup takes its people's; null when empty. */
export function meanRating(ratings: number[]): number | null {
  if (!ratings.length) return null;
  return thousandths(ratings.reduce((a, b) => a + b, 0) / ratings.length / 1000);
}

/** The scale's row an average (thousandths) falls in; throws when the scale leaves the average out (a gap in the data). */
export function adjectivalRating(average: number, scale: readonly RatingScaleRow[]): RatingScaleRow {
  const row = scale.find((s) => thousandths(Number(s.min_average)) <= average && average <= thousandths(Number(s.max_average)));
  if (!row) throw new RangeError(`The rating scale has no adjective for ${formatRating(average)}.`);
  return row;
}

/** Checks a scale as the settings page saves it: five ratings whose ranges cover 1.000–5.000 without gaps or overlaps. */
export function scaleProblems(scale: readonly RatingScaleRow[]): string | null {
  const rows = [...scale].sort((a, b) => thousandths(Number(a.min_average)) - thousandths(Number(b.min_average)));
  if (rows.length !== 5 || new Set(rows.map((r) => r.rating)).size !== 5) return 'The scale has the five ratings 1 to 5, once each.';
  if (thousandths(Number(rows[0]!.min_average)) > 1000) return 'The lowest range must start at 1.000 or below.';
  if (thousandths(Number(rows[4]!.max_average)) !== 5000) return 'The highest range must end at 5.000.';
  for (let i = 1; i < rows.length; i++) {
    const prevMax = thousandths(Number(rows[i - 1]!.max_average));
    const min = thousandths(Number(rows[i]!.min_average));
    if (min !== prevMax + 1) return `The range of ${rows[i]!.adjective} must start right after ${rows[i - 1]!.adjective}'s (${formatRating(prevMax + 1)}).`;
    if (rows[i]!.rating <= rows[i - 1]!.rating) return 'A higher range must carry a higher rating.';
  }
  return null;
}

/** True when an adjective bars a step increment or a NOSI (Unsatisfactory or Poor; CSC-RULES.md). */
export function isBelowSatisfactory(rating: number): boolean {
  return rating <= 2;
}
