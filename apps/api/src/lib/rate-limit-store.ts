import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

// The rate limits' counters in PostgreSQL (table rate_limit_hits, UNLOGGED, migration 0022), so that every API
// instance behind the load balancer counts the same requests: ten sign-ins a minute are ten across all of them,
// not ten on each. One statement per request, atomic under concurrency: the upsert either starts a window (no row,
// or the row's window is over: the row is overwritten in place) or counts one more in the window under way.
// The window is read from the database's clock, the one clock every instance shares.

/** A key longer than the column, or with more than printable ASCII (a device serial is the client's to choose), is kept as its hash. */
const MAX_KEY = 300;
const PLAIN = /^[\x20-\x7e]*$/;

const HIT = `
INSERT INTO rate_limit_hits AS h (key, count, expires_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN h.expires_at <= now() THEN 1 ELSE h.count + 1 END,
  expires_at = CASE WHEN h.expires_at <= now() THEN EXCLUDED.expires_at ELSE h.expires_at END
RETURNING count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (expires_at - now())) * 1000))::int AS ttl`;

const PEEK = `SELECT count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (expires_at - now())) * 1000))::int AS ttl
FROM rate_limit_hits WHERE key = $1 AND expires_at > now()`;

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type RouteInfo = { method?: string | string[]; url?: string };
/** What the plugin passes to the store: its settings merged with the route's, and the route. */
type Options = { continueExceeding?: boolean; exponentialBackoff?: boolean; routeInfo?: RouteInfo };

/** Which route a counter belongs to: each limited route counts its own requests, as the plugin's own store does. */
function routeOf(options: Options): string {
  const info = options.routeInfo ?? {};
  const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
  return `${method} ${info.url ?? ''}`.trim();
}

function rowKey(route: string, key: string): string {
  const whole = `${route}|${key}`;
  return whole.length <= MAX_KEY && PLAIN.test(whole) ? whole : `${route.slice(0, 100)}|#${createHash('sha256').update(whole).digest('hex')}`;
}

/** The store class @fastify/rate-limit builds (`store:` option), bound to a pool. */
export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly route: string;

    // The plugin's typings name less than it passes (the merged settings and routeInfo): read as Options.
    constructor(settings: object) {
      const options = settings as Options;
      // What the plugin's own store adds on top of counting: not used by any route here, so refused rather than ignored.
      if (options.continueExceeding || options.exponentialBackoff) throw new Error('the PostgreSQL rate-limit store counts fixed windows only');
      this.route = routeOf(options);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      pool.query<{ count: number; ttl: number }>(HIT, [rowKey(this.route, key), timeWindow]).then(
        ({ rows }) => callback(null, { current: rows[0]!.count, ttl: rows[0]!.ttl }),
        (err: Error) => callback(err),
      );
    }

    /** The counter without counting (`{ increment: false }`). */
    read(key: string, callback: Callback): void {
      pool.query<{ count: number; ttl: number }>(PEEK, [rowKey(this.route, key)]).then(
        ({ rows }) => callback(null, rows[0] ? { current: rows[0].count, ttl: rows[0].ttl } : { current: 0, ttl: 0 }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new PostgresRateLimitStore(routeOptions);
    }
  }
  return PostgresRateLimitStore;
}

/** Drops the counters whose window is over (each is also overwritten in place when its key comes back): the hourly jobs. */
export async function clearExpiredRateLimits(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query('DELETE FROM rate_limit_hits WHERE expires_at < now()');
  return rowCount ?? 0;
}
