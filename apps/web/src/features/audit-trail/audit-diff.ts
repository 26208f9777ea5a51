export type DiffChange = 'added' | 'removed' | 'changed' | 'same';
export type DiffRow = { key: string; before: unknown; after: unknown; change: DiffChange };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Before and after of an audit row, key by key: what was added, removed or changed. Keys keep
 * the record's order (before's first, then the new ones). A value that is not a record is
 * compared as a whole, under "value".
 */
export function diffRecords(before: unknown, after: unknown): DiffRow[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if ((hasBefore && !isRecord(before)) || (hasAfter && !isRecord(after))) {
    return [{ key: 'value', before, after, change: !hasBefore ? 'added' : !hasAfter ? 'removed' : sameValue(before, after) ? 'same' : 'changed' }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...Object.keys(from), ...Object.keys(to).filter((key) => !(key in from))];
  return keys.map((key) => {
    const inBefore = hasBefore && key in from;
    const inAfter = hasAfter && key in to;
    const change: DiffChange = !inBefore ? 'added' : !inAfter ? 'removed' : sameValue(from[key], to[key]) ? 'same' : 'changed';
    return { key, before: from[key], after: to[key], change };
  });
}

const LONG_LIST = 20;

/** A value as a reader sees it: text as is, nothing as an empty mark, the rest as compact JSON. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A long list (the people named by an export of the personnel list) shows its start and its count.
  if (Array.isArray(value) && value.length > LONG_LIST) return `${JSON.stringify(value.slice(0, LONG_LIST)).slice(0, -1)}, … ${value.length} in all]`;
  return JSON.stringify(value);
}

/** "head_personnel_id" → "Head personnel id". */
export function readableKey(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
