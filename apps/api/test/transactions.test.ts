import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { withTransaction } from '@hris/db';
import { createTestApp, type TestApp } from './support/test-app';

// The one unit of work (packages/db withTransaction) with statements sent at once, as a service's Promise.all inside a
// transaction sends them: they wait for each other in our queue, not in pg's (deprecated, and gone in pg 9).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Counts, for each pg connection, the statements it is given while an earlier one has not answered yet. */
function watchStatements() {
  const send = pg.Client.prototype.query;
  const open = new Map<pg.Client, number>();
  let most = 0;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const answer = (send as (...a: unknown[]) => unknown).apply(this, args);
    if (!(answer instanceof Promise)) return answer;
    open.set(this, (open.get(this) ?? 0) + 1);
    most = Math.max(most, open.get(this)!);
    return answer.finally(() => open.set(this, open.get(this)! - 1));
  } as typeof send);
  return { most: () => most, restore: () => spy.mockRestore() };
}

describe('statements sent at once inside a transaction', () => {
  it('reach the connection one at a time, in the order they were made, and all commit', async () => {
    const watch = watchStatements();
    try {
      const numbers = await withTransaction(t.db, async (tx) => {
        const sent = [
          tx.$client.query('CREATE TEMP TABLE queued (n int) ON COMMIT DROP'),
          ...Array.from({ length: 10 }, (_, n) => tx.$client.query('INSERT INTO queued VALUES ($1)', [n])),
          tx.$client.query<{ ns: number[] }>('SELECT array_agg(n ORDER BY ctid) AS ns FROM queued'),
        ];
        const answers = await Promise.all(sent);
        return (answers.at(-1) as pg.QueryResult<{ ns: number[] }>).rows[0]!.ns;
      });
      expect(numbers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(watch.most()).toBe(1);
    } finally {
      watch.restore();
    }
  });

  it('fail together when one of them fails: the error reaches the caller and nothing is kept', async () => {
    await t.db.$client.query('CREATE TABLE IF NOT EXISTS queued_kept (n int)');
    await expect(
      withTransaction(t.db, (tx) =>
        Promise.all([
          tx.$client.query('INSERT INTO queued_kept VALUES (1)'),
          tx.$client.query('INSERT INTO queued_kept VALUES (1 / 0)'),
          tx.$client.query('INSERT INTO queued_kept VALUES (3)'),
        ]),
      ),
    ).rejects.toThrow(/division by zero/);
    expect((await t.db.$client.query('SELECT count(*)::int AS n FROM queued_kept')).rows[0].n).toBe(0);
  });

  it('leave the connection as it was when it goes back to the pool', async () => {
    let used: object | undefined;
    await withTransaction(t.db, async (tx) => {
      used = tx.$client;
      expect(Object.hasOwn(used, 'query')).toBe(true); // queued while the transaction runs
      await Promise.all([tx.$client.query('SELECT 1'), tx.$client.query('SELECT 2')]);
    });
    expect(Object.hasOwn(used!, 'query')).toBe(false); // the prototype's method again, no queue left on it
  });
});
