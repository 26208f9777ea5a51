import type { Deps } from '../../lib/deps';
import { runLocked } from '../../lib/hourly-job';
import { creditOvertime } from './credits.service';
import * as repo from './overtime.repo';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';

// Overtime approved before its day is credited once the day has passed (Manila time). Every instance
// runs this hourly, but under one PostgreSQL advisory lock, so only one does the work at a time.

const OVERTIME_CREDITS_LOCK = ADVISORY_LOCKS.overtimeCredits;

/** Credits every approved overtime whose day has passed and was never worked out; answers their ids. */
export async function creditDueOvertime(deps: Deps, today = deps.clock.today()): Promise<number[]> {
  const credited: number[] = [];
  for (const id of await repo.dueForCredit(deps.db, today)) {
    const row = await repo.find(deps.db, id);
    if (!row || row.served_computed_at) continue;
    await creditOvertime(deps, row);
    credited.push(id);
  }
  return credited;
}

/** One locked run: does nothing (answers null) while another instance holds the lock. */
export async function runOvertimeCreditsOnce(deps: Deps, today?: string): Promise<number[] | null> {
  return runLocked(deps, OVERTIME_CREDITS_LOCK, () => creditDueOvertime(deps, today));
}

/** Runs at start and every hour; `stop` clears the timer and waits for a run under way. */
