import type pg from 'pg';

// PostgreSQL tells every API instance what changed (LISTEN/NOTIFY, fired by triggers in the
// migrations), so each instance can cache what it reads on every request and still never serve
// a stale answer for long. One connection listens for all channels; while it is down, caches
// built on it are bypassed rather than trusted.

export type ChangeNotices = {
  subscribe: (channel: string, handler: (payload: string) => void) => void;
  /** Called when the listener connects or loses its connection: caches must forget everything. */
  onReset: (handler: () => void) => void;
  live: () => boolean;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export function createChangeNotices(pool: pg.Pool, log: { warn: (m: string) => void }): ChangeNotices {
  const handlers = new Map<string, ((payload: string) => void)[]>();
  const resets: (() => void)[] = [];
  let client: pg.PoolClient | null = null;
  let listening = false;
  let stopped = false;
  const reset = () => resets.forEach((r) => r());

  const connect = async () => {
    try {
      client = await pool.connect();
      client.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
      client.on('error', () => reconnect());
      for (const channel of handlers.keys()) await client.query(`LISTEN ${channel}`);
      listening = true;
      reset();
    } catch {
      reconnect();
    }
  };

  const reconnect = () => {
    listening = false;
    reset();
    if (stopped) return;
    client?.release(true);
    client = null;
    log.warn('change-notice listener lost its connection; reading from the database until it is back');
    setTimeout(() => void connect(), 1000).unref();
  };

  return {
    subscribe: (channel, handler) => {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel ${channel}`);
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    onReset: (handler) => resets.push(handler),
    live: () => listening,
    start: connect,
    stop: async () => {
      stopped = true;
      listening = false;
      reset();
      // Take the connection first: an error event while UNLISTEN runs must not release it twice.
      const current = client;
      client = null;
      if (current) {
        await current.query('UNLISTEN *').catch(() => undefined);
        current.release();
      }
    },
  };
}

type Entry<V> = { value: V; at: number };

/**
 * A bounded, time-limited cache that only holds values while the change notices are live.
 * `generation()` is read before the database is: `set` refuses a value that an invalidation
 * arriving meanwhile has made stale.
 */
export class NoticeCache<K, V> {
  private entries = new Map<K, Entry<V>>();
  private gen = 0;

  constructor(
    private notices: ChangeNotices,
    private ttlMs: number,
    private maxEntries: number,
  ) {
    notices.onReset(() => this.clear());
  }

  generation(): number {
    return this.gen;
  }

  get(key: K): V | undefined {
    if (!this.notices.live()) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V, readAt: number): void {
    if (!this.notices.live() || readAt !== this.gen) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, at: Date.now() });
  }

  delete(key: K): void {
    this.gen += 1;
    this.entries.delete(key);
  }

  deleteWhere(match: (key: K, value: V) => boolean): void {
    this.gen += 1;
    for (const [key, entry] of this.entries) if (match(key, entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.gen += 1;
    this.entries.clear();
  }
}

/** The answer kept under `key`, or the one `read` gives (then kept, unless a change came meanwhile). */
export async function kept<K, V, T extends V>(cache: NoticeCache<K, V>, key: K, read: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit !== undefined) return hit as T;
  const readAt = cache.generation();
  const answer = await read();
  cache.set(key, answer, readAt);
  return answer;
}
