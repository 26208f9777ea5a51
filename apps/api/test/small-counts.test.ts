import { describe, expect, it } from 'vitest';
import { hiddenCells, type CountRow } from '../src/domain/small-counts';

// Issue 37 item 8: counts from 1 to 4 are hidden, and no hidden count can be worked back from the others.
type K = 'total' | 'fully' | 'boosted' | 'partially' | 'exempt' | 'none' | 'verified';
const RULES = {
  parts: ['fully', 'partially', 'exempt', 'none'] as const,
  total: 'total' as const,
  subsets: [
    ['boosted', 'fully'],
    ['verified', 'total'],
  ] as const,
};
const row = (key: string, parent: string | null, c: Omit<Record<K, number>, 'total'>): CountRow<K> => ({
  key,
  termOf: parent ? [parent] : [],
  totalOf: [key],
  counts: { ...c, total: c.fully + c.partially + c.exempt + c.none },
});
const hiddenOf = (rows: CountRow<K>[]) => {
  const h = hiddenCells(rows, RULES);
  return Object.fromEntries(rows.map((r) => [r.key, [...h.get(r.key)!].sort()]));
};

/** Every figure an outsider could compute from what is shown: a hidden cell must never be one of them. */
function recoverable(rows: CountRow<K>[]): string[] {
  const h = hiddenCells(rows, RULES);
  const known = new Map<string, number>();
  for (const r of rows) for (const k of Object.keys(r.counts) as K[]) if (!h.get(r.key)!.has(k)) known.set(`${r.key}.${k}`, r.counts[k]);
  const equations: string[][] = [];
  for (const r of rows) equations.push([`${r.key}.total`, ...RULES.parts.map((k) => `-${r.key}.${k}`)]);
  const ids = new Set(rows.flatMap((r) => [...(r.totalOf ?? []), ...(r.termOf ?? [])]));
  for (const id of ids)
    for (const k of ['fully', 'partially', 'exempt', 'none', 'boosted', 'verified'] as K[]) {
      const totals = rows.filter((r) => r.totalOf?.includes(id));
      const terms = rows.filter((r) => r.termOf?.includes(id));
      if (totals.length && terms.length) equations.push([...totals.map((r) => `${r.key}.${k}`), ...terms.map((c) => `-${c.key}.${k}`)]);
    }
  // Solve what can be solved one unknown at a time (what someone with a spreadsheet would do).
  let progress = true;
  const found: string[] = [];
  while (progress) {
    progress = false;
    for (const eq of equations) {
      const unknown = eq.filter((t) => !known.has(t.replace('-', '')));
      if (unknown.length !== 1) continue;
      const sum = eq.filter((t) => t !== unknown[0]).reduce((s, t) => s + (t.startsWith('-') ? -known.get(t.slice(1))! : known.get(t)!), 0);
      const name = unknown[0]!.replace('-', '');
      known.set(name, unknown[0]!.startsWith('-') ? sum : -sum);
      found.push(name);
      progress = true;
    }
  }
  return found;
}

describe('small counts', () => {
  it('hides "exempt 2 of 21", and the smallest other part so that 21 − 19 − 0 does not give it back', () => {
    const rows = [row('office', null, { fully: 19, boosted: 12, partially: 0, exempt: 2, none: 0, verified: 15 })];
    // The two zeros tie: the first part in order (partially) is hidden beside the exempt.
    expect(hiddenOf(rows)).toEqual({ office: ['exempt', 'partially'] });
    expect(recoverable(rows)).toEqual([]);
  });

  it('shows every count of 5 and more, and zeros beside no hidden cell', () => {
    const rows = [row('office', null, { fully: 30, boosted: 10, partially: 5, exempt: 0, none: 6, verified: 20 })];
    expect(hiddenOf(rows)).toEqual({ office: [] });
  });

  it('hides a subset whose remainder is small: 18 of 21 verified tells that 3 are not', () => {
    const rows = [row('office', null, { fully: 21, boosted: 18, partially: 0, exempt: 0, none: 0, verified: 18 })];
    expect(hiddenOf(rows).office).toEqual(['boosted', 'verified']);
  });

  it('a head of one office: the campus and university rows equal to it hide the same cells', () => {
    const c = { fully: 19, boosted: 12, partially: 0, exempt: 2, none: 0, verified: 15 };
    const rows = [row('all', null, c), row('campus', 'all', c), row('office', 'campus', c)];
    const h = hiddenOf(rows);
    expect(h.office).toEqual(['exempt', 'partially']);
    expect(h.campus).toEqual(h.office);
    expect(h.all).toEqual(h.office);
    expect(recoverable(rows)).toEqual([]);
  });

  it('two offices: the campus total of the exempt and the other office do not give the small office back', () => {
    const big = { fully: 40, boosted: 30, partially: 8, exempt: 6, none: 9, verified: 50 };
    const smallOne = { fully: 19, boosted: 12, partially: 0, exempt: 2, none: 0, verified: 15 };
    const sum = Object.fromEntries(Object.keys(big).map((k) => [k, big[k as keyof typeof big] + smallOne[k as keyof typeof smallOne]])) as typeof big;
    const rows = [row('campus', null, sum), row('A', 'campus', big), row('B', 'campus', smallOne)];
    const h = hiddenOf(rows);
    expect(h.B).toContain('exempt');
    expect(h.campus!.length + h.A!.length).toBeGreaterThan(0);
    expect(recoverable(rows)).toEqual([]);
  });

  it('many offices of a campus at random: nothing hidden is ever recoverable, and every count of 1–4 is hidden', () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let trial = 0; trial < 200; trial++) {
      const offices = Array.from({ length: 1 + random(5) }, (_, i) => {
        const fully = random(30);
        const c = { fully, boosted: random(fully + 1), partially: random(7), exempt: random(5), none: random(8), verified: 0 };
        c.verified = random(fully + c.partially + c.exempt + c.none + 1);
        return row(`o${i}`, 'campus', c);
      });
      const sum = (k: K) => offices.reduce((s, o) => s + o.counts[k], 0);
      const campus = row('campus', null, {
        fully: sum('fully'),
        boosted: sum('boosted'),
        partially: sum('partially'),
        exempt: sum('exempt'),
        none: sum('none'),
        verified: sum('verified'),
      });
      const rows = [campus, ...offices];
      const h = hiddenCells(rows, RULES);
      const found = recoverable(rows);
      for (const name of found) {
        const [key, k] = name.split('.') as [string, K];
        expect(h.get(key)!.has(k), `${name} hidden but recoverable in trial ${trial}`).toBe(false);
      }
      for (const r of rows)
        for (const k of ['fully', 'partially', 'exempt', 'none', 'boosted', 'verified'] as K[])
          if (r.counts[k] >= 1 && r.counts[k] < 5) expect(h.get(r.key)!.has(k)).toBe(true);
    }
  });

  it('offices and campuses both add up to the university, an office across two campuses: nothing hidden is recoverable', () => {
    let seed = 11;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let trial = 0; trial < 200; trial++) {
      // People of 3 offices on 2 campuses; each person in one office and one campus.
      const cells = Array.from({ length: 6 }, () => {
        const fully = random(12);
        return { fully, boosted: random(fully + 1), partially: random(4), exempt: random(3), none: random(5), verified: random(fully + 1) };
      });
      const sumOf = (idx: number[]) =>
        Object.fromEntries(
          (['fully', 'boosted', 'partially', 'exempt', 'none', 'verified'] as const).map((k) => [k, idx.reduce((s, i) => s + cells[i]![k], 0)]),
        ) as (typeof cells)[0];
      const rows: CountRow<K>[] = [
        { ...row('all', null, sumOf([0, 1, 2, 3, 4, 5])), totalOf: ['offices', 'campuses'] },
        { ...row('o1', null, sumOf([0, 1])), termOf: ['offices'] },
        { ...row('o2', null, sumOf([2, 3])), termOf: ['offices'] },
        { ...row('o3', null, sumOf([4, 5])), termOf: ['offices'] },
        { ...row('c1', null, sumOf([0, 2, 4])), termOf: ['campuses'] },
        { ...row('c2', null, sumOf([1, 3, 5])), termOf: ['campuses'] },
      ].map((r) => ({ ...r, totalOf: r.key === 'all' ? ['offices', 'campuses'] : [] }));
      const h = hiddenCells(rows, RULES);
      for (const name of recoverable(rows)) {
        const [key, k] = name.split('.') as [string, K];
        expect(h.get(key)!.has(k), `${name} hidden but recoverable in trial ${trial}`).toBe(false);
      }
    }
  });
});
