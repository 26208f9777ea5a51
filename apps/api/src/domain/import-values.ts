// Reading what offices type into spreadsheets (issue 41): dates in any of the usual ways, amounts with or without the
// peso sign and commas, names that are almost the ones on file. Pure: text in, a value or the problem in the users'
// words out. The import kinds (modules/imports/kinds) read every cell through these.

export type Read<T> = { value: T; problem: null } | { value: null; problem: string };

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_NAMES = MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1));

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const realDay = (y: number, m: number, d: number) => {
  if (m < 1 || m > 12 || d < 1) return false;
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};
const spoken = (y: number, m: number, d: number) => `${d} ${MONTH_NAMES[m - 1]} ${y}`;
const fullYear = (y: number) => (y < 100 ? (y >= 50 ? 1900 + y : 2000 + y) : y);

/** Normalizes a header or a name for comparison: lower case, letters and digits only. */
export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/**
 * A date as offices type it: 2019-06-15 (and what a date cell becomes), 15 June 2019, June 15, 2019, 15-Jun-19, and
 * 15/06/2019 or 06/15/2019. A slashed date whose two first numbers could each be the month is refused with both
 * readings, so nobody's birthday moves from 3 June to 6 March unnoticed.
 */
export function readDate(text: string, label: string): Read<string> {
  const t = text.trim();
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(t);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return realDay(y, mo, d) ? { value: iso(y, mo, d), problem: null } : { value: null, problem: `The ${label} "${t}" is not a date.` };
  }
  const slashed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t);
  if (slashed) {
    const [a, b, y] = [Number(slashed[1]), Number(slashed[2]), fullYear(Number(slashed[3]))];
    const dayFirst = realDay(y, b, a);
    const monthFirst = realDay(y, a, b);
    if (dayFirst && monthFirst && a !== b)
      return {
        value: null,
        problem: `The ${label} "${t}" could be ${spoken(y, b, a)} or ${spoken(y, a, b)}; write it as ${iso(y, b, a)} or ${iso(y, a, b)}.`,
      };
    if (dayFirst) return { value: iso(y, b, a), problem: null };
    if (monthFirst) return { value: iso(y, a, b), problem: null };
    return { value: null, problem: `The ${label} "${t}" is not a date.` };
  }
  const words = /^(\d{1,2})[\s-]+([a-z]+)\.?[\s,-]+(\d{2}|\d{4})$/i.exec(t) ?? null;
  const wordsMonthFirst = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(t);
  const parts = words
    ? { d: words[1]!, mo: words[2]!, y: words[3]! }
    : wordsMonthFirst
      ? { d: wordsMonthFirst[2]!, mo: wordsMonthFirst[1]!, y: wordsMonthFirst[3]! }
      : null;
  if (parts) {
    const month = MONTHS.findIndex((name) => parts.mo.length >= 3 && name.startsWith(parts.mo.toLowerCase())) + 1;
    const [y, d] = [fullYear(Number(parts.y)), Number(parts.d)];
    if (month && realDay(y, month, d)) return { value: iso(y, month, d), problem: null };
  }
  return { value: null, problem: `The ${label} "${t}" is not a date; write it as year-month-day, e.g. 2019-06-15.` };
}

/** An amount in pesos as typed ("₱ 1,234.50", "1234.5", "PHP 35,000") → centavos. */
export function readPesos(text: string, label: string, { min = 0 }: { min?: number } = {}): Read<number> {
  const t = text
    .trim()
    .replace(/^(₱|php|p)\s*/i, '')
    .replace(/,/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return { value: null, problem: `The ${label} "${text.trim()}" is not an amount in pesos.` };
  const centavos = Math.round(Number(t) * 100);
  if (centavos < min * 100) return { value: null, problem: `The ${label} must be at least ${min.toFixed(2)}.` };
  return { value: centavos, problem: null };
}

/** A whole number in a range ("The salary grade 34 is outside 1–33."). */
export function readWhole(text: string, label: string, min: number, max: number): Read<number> {
  const t = text.trim().replace(/\.0+$/, '');
  if (!/^-?\d+$/.test(t)) return { value: null, problem: `The ${label} "${text.trim()}" is not a whole number.` };
  const n = Number(t);
  if (n < min || n > max) return { value: null, problem: `The ${label} ${n} is outside ${min}–${max}.` };
  return { value: n, problem: null };
}

/** A number of days or hours with up to three decimals (the leave card's precision). */
export function readQuantity(text: string, label: string, max: number): Read<number> {
  const t = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(t)) return { value: null, problem: `The ${label} "${text.trim()}" is not a number of zero or more.` };
  const n = Math.round(Number(t) * 1000) / 1000;
  if (n > max) return { value: null, problem: `The ${label} ${n} is more than ${max}.` };
  return { value: n, problem: null };
}

/** Yes/no as typed: yes, y, true, 1, x, ✓ and their opposites; blank is `fallback`. */
export function readYesNo(text: string, label: string, fallback: boolean): Read<boolean> {
  const t = text.trim().toLowerCase();
  if (!t) return { value: fallback, problem: null };
  if (['yes', 'y', 'true', '1', 'x', '✓', 'oo'].includes(t)) return { value: true, problem: null };
  if (['no', 'n', 'false', '0', 'hindi'].includes(t)) return { value: false, problem: null };
  return { value: null, problem: `The ${label} "${text.trim()}" should be yes or no.` };
}

/** Edit distance of two short strings (names of offices and positions). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/**
 * The names on file closest to what was typed, best first, for "not found" problems ("did you mean …"): those that
 * contain it or are within a third of its length in edits.
 */
export function closestNames(typed: string, names: readonly string[], count = 3): string[] {
  const t = normalize(typed);
  if (!t) return [];
  return names
    .map((name) => {
      const n = normalize(name);
      const d = n.includes(t) || t.includes(n) ? 0.5 : distance(t, n);
      return { name, d };
    })
    .filter((x) => x.d <= Math.max(2, t.length / 3))
    .sort((x, y) => x.d - y.d || x.name.localeCompare(y.name))
    .slice(0, count)
    .map((x) => x.name);
}

/** "not found" in the users' words, with the closest names on file. */
export function notFound(what: string, typed: string, names: readonly string[]): string {
  const near = closestNames(typed, names);
  return near.length ? `No ${what} is named "${typed}". Did you mean ${near.map((n) => `"${n}"`).join(', ')}?` : `No ${what} is named "${typed}".`;
}

/**
 * The mapping proposed for a file: the remembered one where its columns are in the file, else each field's column by
 * its key, label or another usual header, compared without case, spaces or punctuation.
 */
export function proposeMapping(
  fields: readonly { key: string; label: string; aliases?: readonly string[] }[],
  columns: readonly string[],
  remembered: Record<string, string | null> | null,
): Record<string, string | null> {
  const byNorm = new Map(columns.map((c) => [normalize(c), c]));
  const mapping: Record<string, string | null> = {};
  for (const f of fields) {
    const kept = remembered?.[f.key];
    if (kept && columns.includes(kept)) {
      mapping[f.key] = kept;
      continue;
    }
    const names = [f.key, f.label, ...(f.aliases ?? [])].map(normalize);
    mapping[f.key] = names.map((n) => byNorm.get(n)).find(Boolean) ?? null;
  }
  return mapping;
}
