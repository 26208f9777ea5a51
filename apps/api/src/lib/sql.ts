import { createHash } from 'node:crypto';

/** The LIKE pattern for "contains this term", case-insensitive, with % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The LIKE pattern for "starts with this term", case-insensitive, with % and _ taken literally. */
export function prefixPattern(term: string): string {
  return `${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Collects the values of a hand-written query and answers their $n placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A named prepared statement, one per query shape: PostgreSQL parses and plans it once per
 * connection instead of on every request (lists and pickers are asked for all day).
 */
export function prepared(text: string, values: unknown[]) {
  return { name: `q${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, values };
}

/** A name search's haystack on the personnel row aliased `p` (first, middle and last name, lower case), for LIKE. */
export const NAME_SEARCH = `lower(p.first_name || ' ' || coalesce(p.middle_name, '') || ' ' || p.last_name)`;

/** A person's name as lists print it ("Juan D. Dela Cruz Jr."), from the personnel row aliased `alias`. */
export function fullnameSql(alias = 'p'): string {
  return `concat_ws(' ', ${alias}.first_name, CASE WHEN coalesce(${alias}.middle_name, '') = '' THEN NULL ELSE left(${alias}.middle_name, 1) || '.' END, ${alias}.last_name, ${alias}.name_extension)`;
}

/** ZPersonRef (id, ID number, name as printed, department) of the personnel row aliased `p`, its department aliased `d`. */
export function personRefSql(p = 'p', d = 'd'): string {
  return `json_build_object('id', ${p}.id, 'idno', ${p}.idno, 'fullname', ${fullnameSql(p)},
    'department', CASE WHEN ${d}.id IS NULL THEN NULL ELSE json_build_object('id', ${d}.id, 'fullname', ${d}.fullname, 'acronym', ${d}.acronym) END)`;
}
