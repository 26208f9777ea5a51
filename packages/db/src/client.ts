import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/**
 * What a repository queries: the pool, or one connection inside a transaction (withTransaction). Both carry
 * the Drizzle query builder and `$client` for hand-written SQL, so a repo is written once and the service
 * decides whether it runs inside a unit of work.
 */
export type Queryable = NodePgDatabase<typeof schema> & { $client: pg.Pool | pg.PoolClient };
/** @deprecated the old name of Queryable. */
export type DbOrTx = Queryable;

/**
 * The one unit of work: `fn` runs on one connection between BEGIN and COMMIT, and everything it did is
 * rolled back when it throws. Repos called with `tx` take part; a nested call joins the outer transaction.
 */
export async function withTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!isPool(db.$client)) return fn(db);
  const client = await db.$client.connect();
  const unqueue = queueQueries(client);
  let broken: Error | undefined;
  // A connection cut while the transaction waits between statements (the database restarted while an
  // upload was being stored) fails this transaction, not the process: pg emits 'error' on a checked-out
  // client, and an 'error' nobody listens to is an uncaught exception.
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    committed.set(client, []);
    const result = await fn(drizzle(client, { schema }) as Queryable);
    await client.query('COMMIT');
    for (const then of committed.get(client) ?? []) then();
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch((rollbackErr: Error) => {
      broken = rollbackErr;
    });
    throw err;
  } finally {
    committed.delete(client);
    client.off('error', onError);
    unqueue();
    // A connection whose ROLLBACK failed (or that was cut) is in an unknown state: it is closed, not returned to the pool.
    client.release(broken);
  }
}

/**
 * Has the statements sent on `client` at once (a service's Promise.all inside a transaction) wait for each other here.
 * pg queued them itself, but that is deprecated and goes in pg 9 ("Calling client.query() when the client is already
 * executing a query"). Callback and streamed (submittable) queries go straight through. Answers the undo, for release.
 */
function queueQueries(client: pg.PoolClient): () => void {
  const send = client.query;
  const ownBefore = Object.hasOwn(client, 'query');
  let previous: Promise<unknown> = Promise.resolve();
  const queued = (...args: unknown[]): unknown => {
    const direct = typeof args.at(-1) === 'function' || typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function';
    if (direct) return (send as (...a: unknown[]) => unknown).apply(client, args);
    const result = previous.then(() => (send as (...a: unknown[]) => Promise<unknown>).apply(client, args));
    previous = result.catch(() => undefined);
    return result;
  };
  client.query = queued as typeof client.query;
  return () => {
    if (ownBefore) client.query = send;
    else delete (client as { query?: unknown }).query; // the prototype's method again
  };
}

/** What waits for each open transaction's COMMIT (by its connection); dropped on ROLLBACK. */
const committed = new WeakMap<pg.PoolClient, (() => void)[]>();

/**
 * Runs `then` once what `q` wrote is committed: at once outside a transaction, after the COMMIT inside one,
 * never if it rolls back. For what others see straight away (a notification pushed over the socket), so
 * that nobody is told of a row that is then undone.
 */
export function afterCommit(q: Queryable, then: () => void): void {
  const waiting = isPool(q.$client) ? undefined : committed.get(q.$client);
  if (waiting) waiting.push(then);
  else then();
}

function isPool(client: pg.Pool | pg.PoolClient): client is pg.Pool {
  // A pool hands out connections; a connection checked out of it has release().
  return !('release' in client);
}

/** Opens a pool on the given PostgreSQL URL. */
// bigint columns (audit ids) arrive as numbers, like every other id; none comes near 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Instants arrive as the ISO strings they are sent as (2026-11-24T01:30:00.000Z): a row is then the same
// value in the service, in the response contract and on the wire. (Drizzle's own columns map theirs to Date.)
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());

/**
 * How long a query waits for a connection (a new one to be made, or one of the pool's to be free) before it fails:
 * a database host that stops answering (a network cut, a firewall dropping packets) then gives an answer, 503
 * (apps/api lib/db-errors.ts), instead of requests held until TCP gives up minutes later.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * How many connections stay open while idle (the rest close after ten idle seconds). A new connection is a new
 * PostgreSQL backend process with empty caches: without a few kept, the first request after a quiet moment, which in an HR
 * office is most requests, paid for opening one per query it sends at once (an administrator's dashboard, whose setup
 * checklist asks a dozen questions together, took 110–130 ms after ten idle seconds instead of 15–20 ms).
 */
const KEPT_OPEN = 4;

export function createDatabase(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, min: Math.min(KEPT_OPEN, poolSize), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => undefined);
  // Nor a checked-out one's: the pool listens only while a client is idle, and a connection that dies while its
  // holder is between two queries (inside withTransaction, or the PostgreSQL server killed) would otherwise throw
  // an unhandled 'error' and end the process. The holder's next query fails instead, and it answers an error.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return drizzle(pool, { schema }) as Database;
}

/** The folder of SQL migrations, found from the source tree or next to a bundle. */
export function migrationsFolder(): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations'),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations'),
    path.resolve(process.cwd(), 'packages/db/migrations'),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`);
  return found;
}

/** A migration as a build's journal lists it: its tag (the file's name) and the time drizzle records it by. */
export type JournalEntry = { tag: string; when: number };

/** The migrations a build knows, in order (its folder's meta/_journal.json). */
export function readJournal(folder = migrationsFolder()): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** Applies every pending migration of `folder` (this build's by default), all in one transaction; safe to run at each start. */
export async function runMigrations(db: Database, folder = migrationsFolder()): Promise<void> {
  await migrate(db, { migrationsFolder: folder });
}
