/**
 * Employee numbers made when HR leaves the field blank, from a pattern the HR office sets
 * (system setting `idno_pattern`): {YYYY} the year, {YY} its last two digits, {CAMPUS} the
 * campus acronym, {SEQ:n} the next number of the sequence padded to n digits.
 */
export const DEFAULT_IDNO_PATTERN = '{YYYY}-{SEQ:5}';

export function employeeNumber(pattern: string, parts: { year: number; campusAcronym: string; sequence: number }): string {
  return pattern
    .replace(/\{YYYY\}/g, String(parts.year))
    .replace(/\{YY\}/g, String(parts.year).slice(-2))
    .replace(/\{CAMPUS\}/g, parts.campusAcronym)
    .replace(/\{SEQ(?::(\d))?\}/g, (_m, width: string | undefined) => String(parts.sequence).padStart(Number(width ?? 1), '0'));
}
