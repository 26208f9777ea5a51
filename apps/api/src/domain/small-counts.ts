// Counts small enough to point at a person (issue 37 item 8): "exempt 2 of 21" in a small office tells its head who
// is medically exempt. Everyone but the officers who keep the records sees a count from 1 to 4 as "fewer than 5"
// (null), and so that the hidden figure cannot be worked back by subtraction, a hidden cell is never alone in a sum
// whose other terms are shown:
// - a row's parts add up to its total (shown): if one part is hidden, the smallest other part is hidden too;
// - a row's cell can be the sum of other rows' (the university's, of its offices' or of its campuses'): if exactly one
//   of the cells of that sum is hidden, the smallest other term's cell is hidden too;
// - a count of a subset beside its superset (boosted of the fully vaccinated, verified of everyone) is hidden when
//   what is left of the superset is from 1 to 4.
// The rules are applied until nothing changes (each step only hides more, so it ends). The statistical-disclosure
// practice this follows is the primary and secondary cell suppression of the PSA's and census bureaus' tables.

/** A count from 1 to this minus one is hidden. */
export const FEWER_THAN = 5;

export type CountRow<K extends string> = {
  /** The row's own identity, for the caller. */
  key: string;
  /** The sums this row is the total of (e.g. 'offices' and 'campuses' for the university's row). */
  totalOf?: string[];
  /** The sums this row is a term of (an office's row: 'offices'). */
  termOf?: string[];
  counts: Record<K, number>;
};

export type CountRules<K extends string> = {
  /** The parts that add up to `total` (each person in exactly one). */
  parts: readonly K[];
  total: K;
  /** Subset counts: [subset, superset] pairs ('boosted' of 'fully_vaccinated'; 'verified' of 'total'). */
  subsets: readonly (readonly [K, K])[];
};

const small = (n: number) => n >= 1 && n < FEWER_THAN;

/** Which cells of each row to hide: row key → the hidden count names. */
export function hiddenCells<K extends string>(rows: CountRow<K>[], rules: CountRules<K>): Map<string, Set<K>> {
  const hidden = new Map<string, Set<K>>(rows.map((r) => [r.key, new Set<K>()]));
  const all: K[] = [...new Set<K>([...rules.parts, ...rules.subsets.flatMap(([a, b]) => [a, b])])].filter((k) => k !== rules.total);
  let changed = true;
  const hide = (row: CountRow<K>, k: K) => {
    const set = hidden.get(row.key)!;
    if (!set.has(k)) {
      set.add(k);
      changed = true;
    }
  };
  // Primary: the small counts themselves, and subsets whose remainder is small.
  for (const row of rows) {
    for (const k of all) if (small(row.counts[k])) hide(row, k);
    for (const [sub, sup] of rules.subsets) if (small(row.counts[sup] - row.counts[sub])) hide(row, sub);
  }
  /** In one sum, `cells` its terms: if exactly one is hidden, hide the smallest other. */
  const guardSum = (cells: { row: CountRow<K>; k: K }[]) => {
    const hiddenTerms = cells.filter((c) => hidden.get(c.row.key)!.has(c.k));
    if (hiddenTerms.length !== 1 || cells.length < 2) return;
    const next = cells.filter((c) => c !== hiddenTerms[0]).sort((a, b) => a.row.counts[a.k] - b.row.counts[b.k])[0]!;
    hide(next.row, next.k);
  };
  const sums = new Map<string, { total: CountRow<K>[]; terms: CountRow<K>[] }>();
  const sumOf = (id: string) => sums.get(id) ?? (sums.set(id, { total: [], terms: [] }), sums.get(id)!);
  for (const row of rows) {
    for (const id of row.totalOf ?? []) sumOf(id).total.push(row);
    for (const id of row.termOf ?? []) sumOf(id).terms.push(row);
  }
  while (changed) {
    changed = false;
    // The parts of a row add up to its shown total.
    for (const row of rows) guardSum(rules.parts.map((k) => ({ row, k })));
    // A total row's cell is its terms' sum, the total's own cell one more term of that equation: if exactly one
    // term is hidden, hide the smallest other term beside it, or the total when the hidden one has no sibling.
    for (const { total, terms } of sums.values()) {
      for (const k of all) {
        const isHidden = (r: CountRow<K>) => hidden.get(r.key)!.has(k);
        if (total.filter(isHidden).length + terms.filter(isHidden).length !== 1) continue;
        const shownTerms = terms.filter((r) => !isHidden(r)).sort((a, b) => a.counts[k] - b.counts[k]);
        const next = shownTerms[0] ?? total.find((r) => !isHidden(r));
        if (next) hide(next, k);
      }
    }
  }
  return hidden;
}
