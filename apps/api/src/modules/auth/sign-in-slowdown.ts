import type { Deps } from '../../lib/deps';
import * as repo from './auth.repo';

// Password guessing is slowed down, never stopped: a lockout would let anyone lock anyone out (issue 15,
// item 5). The failures counted are the failed password steps of the last 15 minutes in the audit trail, which
// every instance shares.
//
// Per account, the main brake: before a password for an e-mail address is checked, the answer waits for a delay
// that grows with that address's failures (whether or not it has an account, so the delay tells nothing):
// nothing for the first 3, then 1 s, doubling up to 30 s. Every answer for that address waits alike, the right
// password's too, so the delay does not reveal a right guess; and a right password still works once its delay
// is over. Checks already under way on this instance count as failures to come, so a burst of parallel guesses
// does not all pass at the delay of the first.
//
// Per client address, only against stuffing (one address trying leaked passwords on many accounts): when the
// failures from the address in the window span 5 accounts or more, a WRONG password's answer from it waits
// 1 s, doubling with each further account up to 30 s. Thousands of people share a campus's or a mobile
// network's address (issue 37, item 9), so one person guessing one account never slows the others (the
// failures of one account are that account's brake), and a right password is never slowed by its address:
// only its own account's failures delay it, so the right password of an account that has not failed is
// checked at once and answered at once. Five
// accounts, because one person mistypes their own password, not five people's, while even a short list of
// leaked passwords spans dozens.
// The waiver is an oracle only as fast as the per-account limit: a stuffer who stops waiting for the slow
// answers learns a right guess from a quick one, but gets at most the 3 unslowed checks per account the
// per-account brake allows anyone (from the 4th failure the account's own delay comes before the check, for
// right and wrong alike); the number of checks one address may ask at all is the route's rate limit
// (AUTH_RATE_LIMIT), and a right password still needs the code e-mailed to its owner, who is told of it.

const WINDOW_MINUTES = 15;
const FREE_FAILURES_PER_ACCOUNT = 3;
/** Distinct accounts with failures from one address in the window that make it a stuffer's. */
const STUFFING_ACCOUNTS = 5;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** The wait before checking a password after `failures` recent failures, the first `free` of them costing nothing. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - free, 10));
}

const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

const underWay = new Map<string, number>();
const change = (email: string, by: number) => {
  const n = (underWay.get(email) ?? 0) + by;
  if (n > 0) underWay.set(email, n);
  else underWay.delete(email);
};

/**
 * Runs a password check (answering null for a wrong password) after the delay this e-mail address has earned,
 * and delays a wrong answer from a stuffer's client address. The check is counted as under way for the
 * e-mail address from before the wait until it ends.
 */
export async function withSlowdown<T>(deps: Deps, email: string, ip: string | undefined, check: () => Promise<T | null>): Promise<T | null> {
  const pending = underWay.get(email) ?? 0;
  change(email, 1);
  try {
    const failures = await repo.recentSignInFailures(deps.db, email, ip ?? null, WINDOW_MINUTES);
    const before = delayAfter(failures.account + pending, FREE_FAILURES_PER_ACCOUNT);
    await sleep(before);
    const result = await check();
    if (result === null) await sleep(delayAfter(failures.addressAccounts, STUFFING_ACCOUNTS) - before);
    return result;
  } finally {
    change(email, -1);
  }
}
