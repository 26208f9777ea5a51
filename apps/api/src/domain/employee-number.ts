/**
 * Employee numbers made when HR leaves the field blank, from a pattern the HR office sets
 * (system setting `idno_pattern`): {YYYY} the year, {YY} its last two digits, {CAMPUS} the
 * campus acronym, {SEQ:n} the next number of the sequence padded to n digits.
 *
 * The default follows the university's numbers as they are (2026-0001…): a new record gets the
 * number after the highest one of the same shape, not a sequence of its own (issue 17).
 */
export const DEFAULT_IDNO_PATTERN = '{YYYY}-{SEQ:4}';

type Parts = { year: number; campusAcronym: string };

const fill = (pattern: string, parts: Parts, seq: (width: number) => string, literal: (text: string) => string) => {
  const tokens = /\{YYYY\}|\{YY\}|\{CAMPUS\}|\{SEQ(?::(\d))?\}/g;
  let out = '';
  let last = 0;
  for (const match of pattern.matchAll(tokens)) {
    out += literal(pattern.slice(last, match.index));
    const token = match[0];
    if (token === '{YYYY}') out += literal(String(parts.year));
    else if (token === '{YY}') out += literal(String(parts.year).slice(-2));
    else if (token === '{CAMPUS}') out += literal(parts.campusAcronym);
    else out += seq(Number(match[1] ?? 1));
    last = match.index + token.length;
  }
  return out + literal(pattern.slice(last));
};

export function employeeNumber(pattern: string, parts: Parts & { sequence: number }): string {
  return fill(
    pattern,
    parts,
    (width) => String(parts.sequence).padStart(width, '0'),
    (text) => text,
  );
}

/**
 * A PostgreSQL regular expression matching the numbers of the pattern for the year and campus, whose
 * one group is the sequence (for `substring(idno from …)`); null when the pattern has no {SEQ}.
 */
export function employeeNumberMatcher(pattern: string, parts: Parts): string | null {
  if (!/\{SEQ(?::\d)?\}/.test(pattern)) return null;
  let first = true;
  const body = fill(
    pattern,
    parts,
    (width) => {
      // Only the first {SEQ} is the group; a second one (unusual) matches digits without capturing.
      const digits = `[0-9]{${width},}`;
      if (!first) return `(?:${digits})`;
      first = false;
      return `(${digits})`;
    },
    (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return `^${body}$`;
}
