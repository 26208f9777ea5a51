import { NoticeCache, type ChangeNotices } from '../../lib/change-notices';
import { AUTH_CHANNEL } from '../auth';
import { LISTS_CHANNEL } from '../lookups';

// The personnel list and the personnel picker are asked for all day with the same few filters
// and names, and an answer costs PostgreSQL a count over up to 10,000 people. Each instance keeps
// recent answers and drops them all when something they show changes. PostgreSQL announces
// those changes itself, whoever makes them: hris_auth (migration 0001) on any update or delete of
// personnel, users, departments, positions and campuses; hris_lists on positions, appointment and
// personnel statuses (migration 0005) and on new personnel records and accounts (migration 0010).
// The TTL is only a safety net.

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 5_000;
/** What hris_lists names when a table that feeds the answers changes. */
const FEEDING_LISTS = new Set(['personnel', 'users', 'positions', 'appointment_statuses', 'personnel_statuses']);

export type PersonnelCache = {
  /** Read before the database, passed to `set`, which refuses an answer a change made stale meanwhile. */
  generation: () => number;
  get: <T>(key: string) => T | undefined;
  set: (key: string, answer: unknown, readAt: number) => void;
  /**
   * Drops every answer here at once, after this instance changed a record: PostgreSQL's notice
   * reaches every instance too, but the editor's next request must not beat it.
   */
  changed: () => void;
};

export function createPersonnelCache(notices: ChangeNotices): PersonnelCache {
  const answers = new NoticeCache<string, unknown>(notices, TTL_MS, MAX_ENTRIES);
  // A session's own changes ("session:<id>", e.g. a sign-out) show in no list.
  notices.subscribe(AUTH_CHANNEL, (message) => {
    if (!message.startsWith('session:')) answers.clear();
  });
  notices.subscribe(LISTS_CHANNEL, (table) => {
    if (FEEDING_LISTS.has(table)) answers.clear();
  });
  return {
    generation: () => answers.generation(),
    get: <T>(key: string) => answers.get(key) as T | undefined,
    set: (key, answer, readAt) => answers.set(key, answer, readAt),
    changed: () => answers.clear(),
  };
}

/** The answer cached under `key`, or the one `read` gives (then kept, unless a change came meanwhile). */
export async function cachedAnswer<T>(cache: PersonnelCache, key: string, read: () => Promise<T>): Promise<T> {
  const hit = cache.get<T>(key);
  if (hit !== undefined) return hit;
  const readAt = cache.generation();
  const answer = await read();
  cache.set(key, answer, readAt);
  return answer;
}
