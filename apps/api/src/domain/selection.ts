// The comparative assessment of a selection board (RSP under PRIME-HRM): each member rates each
// shortlisted applicant on the board's criteria; an applicant's score on a criterion is the average of
// the members' scores, taken as a share of the criterion's highest score and weighted; the weighted
// shares add up to a total out of 100. Equal totals share a rank (1, 1, 3…); the list reads from the
// highest total, then by name.

export type RankCriterion = { id: number; weight: number; max_score: number };
export type RankApplicant = { application_id: number; name: string };
export type RankRating = { application_id: number; member_user_id: number; criterion_id: number; score: number };

export type RankedApplicant = {
  rank: number;
  application_id: number;
  name: string;
  /** Weighted total, 0–100, rounded to 3 decimals (the figure the board signs). */
  total: number;
  /** True when another applicant has the same total (and so the same rank). */
  tied: boolean;
  /** The members' average score per criterion (criteria nobody rated are left out). */
  by_criterion: Record<number, number>;
  /** How many members rated this applicant on at least one criterion. */
  raters: number;
};

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A board's weights must total 100 before anyone rates (a tolerance for two-decimal weights). */
export function weightsComplete(criteria: Pick<RankCriterion, 'weight'>[]): boolean {
  return Math.abs(criteria.reduce((sum, c) => sum + c.weight, 0) - 100) < 0.005;
}

/** The weighted total of one applicant from the members' averages per criterion. */
export function weightedTotal(criteria: RankCriterion[], averages: Record<number, number>): number {
  let total = 0;
  for (const c of criteria) {
    const average = averages[c.id];
    if (average !== undefined && c.max_score > 0) total += (average / c.max_score) * c.weight;
  }
  return round3(total);
}

/** Ranks the applicants; those nobody rated score 0 and come last (by name). Ratings on other criteria are ignored. */
export function rankApplicants(criteria: RankCriterion[], applicants: RankApplicant[], ratings: RankRating[]): RankedApplicant[] {
  const known = new Set(criteria.map((c) => c.id));
  // application → criterion → [sum, count], and the members who rated each application.
  const sums = new Map<number, Map<number, [number, number]>>();
  const members = new Map<number, Set<number>>();
  for (const r of ratings) {
    if (!known.has(r.criterion_id)) continue;
    let perCriterion = sums.get(r.application_id);
    if (!perCriterion) sums.set(r.application_id, (perCriterion = new Map<number, [number, number]>()));
    const acc = perCriterion.get(r.criterion_id);
    if (acc) {
      acc[0] += r.score;
      acc[1] += 1;
    } else perCriterion.set(r.criterion_id, [r.score, 1]);
    let who = members.get(r.application_id);
    if (!who) members.set(r.application_id, (who = new Set()));
    who.add(r.member_user_id);
  }

  const rows = applicants.map((a) => {
    const averages: Record<number, number> = {};
    const by_criterion: Record<number, number> = {};
    for (const [criterionId, [sum, count]] of sums.get(a.application_id) ?? []) {
      averages[criterionId] = sum / count;
      by_criterion[criterionId] = round3(sum / count);
    }
    return {
      application_id: a.application_id,
      name: a.name,
      total: weightedTotal(criteria, averages),
      by_criterion,
      raters: members.get(a.application_id)?.size ?? 0,
    };
  });
  rows.sort((x, y) => y.total - x.total || byName.compare(x.name, y.name) || x.application_id - y.application_id);

  const count = new Map<number, number>();
  for (const r of rows) count.set(r.total, (count.get(r.total) ?? 0) + 1);
  let rank = 0;
  return rows.map((r, i) => {
    if (i === 0 || rows[i - 1]!.total !== r.total) rank = i + 1;
    return { rank, ...r, tied: count.get(r.total)! > 1 };
  });
}
