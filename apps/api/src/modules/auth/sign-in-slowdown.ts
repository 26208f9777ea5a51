import type { Deps } from '../../lib/deps';
import * as repo from './auth.repo';

// Password guessing is slowed down, never stopped: a lockout would let anyone lock anyone out (issue 15,
// item 5). Before a password is checked, the answer waits for a delay that grows with the failed password
// steps of the last 15 minutes: for the e-mail address (whether or not it has an account, so the delay tells
// nothing), nothing for the first 3 failures, then 1 s, doubling up to 30 s; for the client address the same
// after 10 failures, since many people can share one address (a campus or mobile network's NAT) and their
// typos should not slow each other down. The longer of the two applies. Every answer waits alike, the right
// password's too, so the delay does not reveal a right guess; and a right password still works once its
// delay is over.
// Checks already under way on this instance count as failures to come, so a burst of parallel guesses
// does not all pass at the delay of the first.

const WINDOW_MINUTES = 15;
const FREE_FAILURES_PER_ACCOUNT = 3;
const FREE_FAILURES_PER_ADDRESS = 10;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** The wait before checking a password after `failures` recent failures, the first `free` of them costing nothing. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - free, 10));
}

const underWay = new Map<string, number>();
const change = (key: string, by: number) => {
  const n = (underWay.get(key) ?? 0) + by;
  if (n > 0) underWay.set(key, n);
  else underWay.delete(key);
};

/**
 * Runs a password check after the delay this e-mail address and client address have earned. The check is
 * counted as under way from before the wait until it ends.
 */
export async function withSlowdown<T>(deps: Deps, email: string, ip: string | undefined, check: () => Promise<T>): Promise<T> {
  const keys = [`email:${email}`, ...(ip ? [`ip:${ip}`] : [])];
  const pending = { account: underWay.get(keys[0]!) ?? 0, address: ip ? (underWay.get(keys[1]!) ?? 0) : 0 };
  for (const key of keys) change(key, 1);
  try {
    const failures = await repo.recentSignInFailures(deps.db, email, ip ?? null, WINDOW_MINUTES);
    const wait = Math.max(
      delayAfter(failures.account + pending.account, FREE_FAILURES_PER_ACCOUNT),
      delayAfter(failures.address + pending.address, FREE_FAILURES_PER_ADDRESS),
    );
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return await check();
  } finally {
    for (const key of keys) change(key, -1);
  }
}
