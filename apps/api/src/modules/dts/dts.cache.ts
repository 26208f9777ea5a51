import { NoticeCache, type ChangeNotices } from '../../lib/change-notices';
import { AUTH_CHANNEL } from '../auth';
import { LISTS_CHANNEL } from '../lookups';

// An office's views are open on every clerk's screen all day, and each page refetches them whenever a document of the
// office moves (dts:changed): the same few answers, asked over and over. Each instance keeps them per office and drops
// an office's when one of its documents changes. PostgreSQL announces those changes itself, whoever makes them (the
// API, a script, psql): hris_dts (migration 0024) names the offices whose views show a document before and after each
// write to it (where it is, and who sent it), or 'all' when a document type changes; hris_auth the changes to people,
// accounts and departments (the names the lists show, who acts for which office); hris_lists a new department (a new
// unit under one's own). The TTL is only a safety net.

export const DTS_CHANNEL = 'hris_dts';
const TTL_MS = 5 * 60_000;
/** People whose offices are kept; and answers kept per office (its counts, and the pages its people open). */
const MAX_PEOPLE = 5_000;
const MAX_PER_OFFICE = 200;

export type DtsCache = {
  /** The offices a person acts for (repo.officesOf), by personnel id. */
  offices: NoticeCache<number, number[]>;
  /** An office's counts and pages: one cache per office, so a move at one office leaves the others' answers alone. */
  views: (officeId: number) => NoticeCache<string, unknown>;
  /** Forgets what this instance kept of these offices at once, after it moved one of their documents. */
  dropOffices: (ids: readonly number[]) => void;
  /** Forgets every office's answers at once (a document type changed: every list shows types). */
  dropAll: () => void;
};

export function createDtsCache(notices: ChangeNotices): DtsCache {
  const offices = new NoticeCache<number, number[]>(notices, TTL_MS, MAX_PEOPLE);
  const byOffice = new Map<number, NoticeCache<string, unknown>>();
  const views = (officeId: number) => {
    let cache = byOffice.get(officeId);
    if (!cache) byOffice.set(officeId, (cache = new NoticeCache<string, unknown>(notices, TTL_MS, MAX_PER_OFFICE)));
    return cache;
  };
  const dropOffices = (ids: readonly number[]) => ids.forEach((id) => byOffice.get(id)?.clear());
  const dropAll = () => byOffice.forEach((cache) => cache.clear());
  notices.subscribe(DTS_CHANNEL, (payload) => {
    if (payload === 'all') dropAll();
    else dropOffices(payload.split(',').map(Number));
  });
  // A session's own changes ("session:<id>", e.g. a sign-out) show in no list and move nobody.
  notices.subscribe(AUTH_CHANNEL, (message) => {
    if (message.startsWith('session:')) return;
    offices.clear();
    dropAll();
  });
  notices.subscribe(LISTS_CHANNEL, (table) => {
    if (table !== 'departments') return;
    offices.clear();
    dropAll();
  });
  return { offices, views, dropOffices, dropAll };
}
