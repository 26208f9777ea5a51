import { NoticeCache, type ChangeNotices } from '../../lib/change-notices';
import type { LookupRow } from './lookups.repo';

// Picker searches repeat: every employee filling in a PDS types the same schools and degrees,
// keystroke by keystroke. Each instance keeps recent answers per list; a change to a list
// (migration 0005) clears that list's answers on every instance at once.

export const LISTS_CHANNEL = 'hris_lists';
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 20_000;

export type CachedPage = { rows: LookupRow[]; total: number; capped: boolean };

export type SearchCache = {
  generation: () => number;
  get: (table: string, key: string) => CachedPage | undefined;
  set: (table: string, key: string, page: CachedPage, readAt: number) => void;
  /** Forgets a list's answers on this instance at once (the notice reaches the others). */
  invalidate: (table: string) => void;
  /** Users with pending entries of an approvable list see their own entries too, so their answers differ. */
  pendingCreators: NoticeCache<string, Set<number>>;
};

export function createSearchCache(notices: ChangeNotices): SearchCache {
  const pages = new NoticeCache<string, CachedPage>(notices, TTL_MS, MAX_ENTRIES);
  const pendingCreators = new NoticeCache<string, Set<number>>(notices, TTL_MS, 100);
  const invalidate = (table: string) => {
    pages.deleteWhere((key) => key.startsWith(`${table}|`));
    pendingCreators.delete(table);
  };
  notices.subscribe(LISTS_CHANNEL, invalidate);
  return {
    generation: () => pages.generation(),
    get: (table, key) => pages.get(`${table}|${key}`),
    set: (table, key, page, readAt) => pages.set(`${table}|${key}`, page, readAt),
    invalidate,
    pendingCreators,
  };
}
