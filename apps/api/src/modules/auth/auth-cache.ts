import type { TCurrentUser } from '@hris/contracts';
import type { Actor } from '../../lib/actor';
import { NoticeCache, type ChangeNotices } from '../../lib/change-notices';

// Who is behind a session is read on every request. Reading it from PostgreSQL each time
// costs more than the rest of a request, so each instance caches it briefly. The database
// announces every relevant change on the channel hris_auth (migration 0001), so a logout, a
// deactivation or a role change takes effect on every instance within milliseconds; the TTL is
// only a safety net.

const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;
export const AUTH_CHANNEL = 'hris_auth';

/** Where the caches stood when a read from the database began. */
export type ReadMark = { actors: number; mes: number };

export type AuthCache = {
  /** Call before reading from the database; pass the answer to set…, which then refuses to
   *  store what an invalidation arriving meanwhile has made stale. */
  generation: () => ReadMark;
  getActor: (sessionId: string) => Omit<Actor, 'ip'> | undefined;
  setActor: (sessionId: string, actor: Omit<Actor, 'ip'>, readAt: ReadMark) => void;
  getMe: (userId: number) => TCurrentUser | undefined;
  setMe: (userId: number, me: TCurrentUser, readAt: ReadMark) => void;
  /** Applies one announcement: `session:<id>`, `user:<id>` or `all`. */
  invalidate: (message: string) => void;
};

export function createAuthCache(notices: ChangeNotices): AuthCache {
  const actors = new NoticeCache<string, Omit<Actor, 'ip'>>(notices, TTL_MS, MAX_ENTRIES);
  const mes = new NoticeCache<number, TCurrentUser>(notices, TTL_MS, MAX_ENTRIES);

  const invalidate = (message: string) => {
    const [kind, id] = message.split(':');
    if (kind === 'session' && id) return actors.delete(id);
    if (kind === 'user' && id) {
      const userId = Number(id);
      mes.delete(userId);
      return actors.deleteWhere((_sid, actor) => actor.userId === userId);
    }
    actors.clear();
    mes.clear();
  };
  notices.subscribe(AUTH_CHANNEL, invalidate);

  return {
    generation: () => ({ actors: actors.generation(), mes: mes.generation() }),
    getActor: (sid) => actors.get(sid),
    setActor: (sid, actor, readAt) => actors.set(sid, actor, readAt.actors),
    getMe: (userId) => mes.get(userId),
    setMe: (userId, me, readAt) => mes.set(userId, me, readAt.mes),
    invalidate,
  };
}
