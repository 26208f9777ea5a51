/** The LIKE pattern for "contains this term", case-insensitive, with % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Collects the values of a hand-written query and answers their $n placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
