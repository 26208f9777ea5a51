import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable } from '../src/lib/db-errors';
import { cloneDatabase } from './support/test-app';

// Which failures are the database out of reach for a moment (503 with Retry-After: plugins/errors.ts) and which are a
// query's own fault. The outage as a whole is exercised in database-outage.test.ts; here the errors PostgreSQL and pg
// really raise, one by one, and the codes the issue names.

let database: { url: string; drop: () => Promise<void> };
beforeAll(async () => {
  database = await cloneDatabase();
});
afterAll(async () => database?.drop());

const connect = async () => {
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
};
const failureOf = (run: Promise<unknown>) =>
  run.then(
    () => null,
    (err: unknown) => err,
  );

describe('isDatabaseUnavailable', () => {
  it('is true for a connection an administrator ended (57P01), as Drizzle hands it over too', async () => {
    const victim = await connect();
    const admin = await connect();
    try {
      const pid = (await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const sleeping = failureOf(victim.query('SELECT pg_sleep(30)'));
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      const err = await sleeping;
      expect((err as { code?: string }).code).toBe('57P01');
      expect(isDatabaseUnavailable(err)).toBe(true);
      expect(isDatabaseUnavailable(new DrizzleQueryError('SELECT pg_sleep(30)', [], err as Error))).toBe(true);
      // The same connection asked again: pg's own "not queryable" error.
      expect(isDatabaseUnavailable(await failureOf(victim.query('SELECT 1')))).toBe(true);
    } finally {
      await victim.end().catch(() => undefined);
      await admin.end();
    }
  });

  it('is true for a refused connection and a database that does not answer in time', async () => {
    const closed = new URL(database.url);
    closed.port = '1'; // nothing listens there
    const refused = await failureOf(new pg.Client({ connectionString: closed.toString() }).connect());
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const pool = new pg.Pool({ connectionString: database.url, max: 1, connectionTimeoutMillis: 200 });
    const held = await pool.connect();
    try {
      // The only connection is taken: the next wait ends with the pool's connect timeout.
      expect(isDatabaseUnavailable(await failureOf(pool.query('SELECT 1')))).toBe(true);
    } finally {
      held.release();
      await pool.end();
    }
  });

  it('is true for the codes of a server starting up, shutting down or out of connection slots', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004', '08P01', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]))).toBe(true);
  });

  it('is false for a query’s own faults', async () => {
    const client = await connect();
    try {
      for (const query of ['SELECT * FROM no_such_table', "SELECT 'x'::int", 'SELEC 1', 'SELECT 1/0']) {
        const err = await failureOf(client.query(query));
        expect(err, query).toBeInstanceOf(Error);
        expect(isDatabaseUnavailable(err), query).toBe(false);
      }
      await client.query('CREATE TEMP TABLE t (id int PRIMARY KEY)');
      await client.query('INSERT INTO t VALUES (1)');
      expect(isDatabaseUnavailable(await failureOf(client.query('INSERT INTO t VALUES (1)')))).toBe(false);
    } finally {
      await client.end();
    }
    expect(isDatabaseUnavailable(new Error('Server Error'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
