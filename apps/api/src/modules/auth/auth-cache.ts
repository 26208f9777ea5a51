import type pg from 'pg';
import type { TCurrentUser } from '@hris/contracts';
import type { Actor } from '../../lib/actor';

// Who is behind a session is read on every request. Reading it from PostgreSQL each time
// costs more than the rest of a request, so each instance caches it briefly. The database
// announces every relevant change on the channel hris_auth (migration 0001), so a logout, a
// deactivation or a role change takes effect on every instance within milliseconds; the TTL is
// only a safety net. While the listener is down the cache is bypassed, never trusted.

const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;
export const AUTH_CHANNEL = 'hris_auth';

type Entry<T> = { value: T; at: number };

export type AuthCache = {
  /** Call before reading from the database; pass the answer to set…, which then refuses to
   *  store what an invalidation arriving meanwhile has made stale. */
  generation: () => number;
  getActor: (sessionId: string) => Omit<Actor, 'ip'> | undefined;
  setActor: (sessionId: string, actor: Omit<Actor, 'ip'>, readAt: number) => void;
  getMe: (userId: number) => TCurrentUser | undefined;
  setMe: (userId: number, me: TCurrentUser, readAt: number) => void;
  /** Applies one announcement: `session:<id>`, `user:<id>` or `all`. */
  invalidate: (message: string) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

function boundedSet<T>(map: Map<string | number, Entry<T>>, key: string | number, value: T) {
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
  map.set(key, { value, at: Date.now() });
}

function fresh<T>(map: Map<string | number, Entry<T>>, key: string | number): T | undefined {
  const entry = map.get(key);
  if (!entry) return undefined;
  if (Date.now() - entry.at > TTL_MS) {
    map.delete(key);
    return undefined;
  }
  return entry.value;
}

export function createAuthCache(pool: pg.Pool, log: { warn: (m: string) => void }): AuthCache {
  const actors = new Map<string | number, Entry<Omit<Actor, 'ip'>>>();
  const mes = new Map<string | number, Entry<TCurrentUser>>();
  let listening = false;
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let generation = 0;

  const clear = () => {
    generation += 1;
    actors.clear();
    mes.clear();
  };

  const invalidate = (message: string) => {
    generation += 1;
    if (message === 'all') return clear();
    const [kind, id] = message.split(':');
    if (kind === 'session' && id) actors.delete(id);
    if (kind === 'user' && id) {
      const userId = Number(id);
      mes.delete(userId);
      for (const [sid, entry] of actors) if (entry.value.userId === userId) actors.delete(sid);
    }
  };

  const connect = async () => {
    try {
      client = await pool.connect();
      client.on('notification', (n) => n.channel === AUTH_CHANNEL && invalidate(n.payload ?? 'all'));
      client.on('error', () => reconnect());
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
      clear();
      listening = true;
    } catch {
      reconnect();
    }
  };

  const reconnect = () => {
    listening = false;
    clear();
    client?.release(true);
    client = null;
    if (stopped) return;
    log.warn('auth cache listener lost its connection; reading sessions from the database until it is back');
    setTimeout(() => void connect(), 1000).unref();
  };

  return {
    generation: () => generation,
    getActor: (sid) => (listening ? fresh(actors, sid) : undefined),
    setActor: (sid, actor, readAt) => listening && readAt === generation && boundedSet(actors, sid, actor),
    getMe: (userId) => (listening ? fresh(mes, userId) : undefined),
    setMe: (userId, me, readAt) => listening && readAt === generation && boundedSet(mes, userId, me),
    invalidate,
    start: connect,
    stop: async () => {
      stopped = true;
      listening = false;
      clear();
      if (client) {
        await client.query(`UNLISTEN ${AUTH_CHANNEL}`).catch(() => undefined);
        client.release();
        client = null;
      }
    },
  };
}
