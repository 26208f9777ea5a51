import type { Deps } from './deps';

// Work every instance schedules (offboarding on its effective date, crediting served overtime…) but only
// one may do at a time: each run takes a PostgreSQL advisory lock and skips when another instance holds it.

const HOUR_MS = 3_600_000;

/** Runs `work` under the advisory lock `lockKey`; answers null, doing nothing, while another instance holds it. */
export async function runLocked<T>(deps: Pick<Deps, 'db'>, lockKey: number, work: () => Promise<T>): Promise<T | null> {
  const client = await deps.db.$client.connect();
  try {
    // The lock is held by this one connection (a session lock, not a transaction's), so it is checked out by hand.
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lockKey]);
    if (!rows[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lockKey]);
    }
  } finally {
    client.release();
  }
}

/** Runs `once` at start (unless atStart is false) and every hour, one run at a time; `stop` clears the timer and waits for a run under way. */
export function scheduleHourly(deps: Pick<Deps, 'log'>, what: string, once: () => Promise<unknown>, opts: { atStart?: boolean } = {}) {
  return scheduleEvery(deps, what, HOUR_MS, once, opts);
}

/** As scheduleHourly, every `everyMs` (the mail queue's retries: every minute). */
export function scheduleEvery(deps: Pick<Deps, 'log'>, what: string, everyMs: number, once: () => Promise<unknown>, opts: { atStart?: boolean } = {}) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(once).catch((err) => deps.log.error(err, `${what} failed`));
  };
  if (opts.atStart !== false) run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
