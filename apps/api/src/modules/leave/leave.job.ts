import type { Deps } from '../../lib/deps';
import { runLocked } from '../../lib/hourly-job';
import * as repo from './ledger.repo';
import { refreshPeople } from './ledger.service';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';

// Everyone's leave card and balances kept current: people whose inputs changed (marked by the triggers)
// or whose balances were computed before today (a day's absence, a month's credits) are refreshed, in
// batches, under one advisory lock so only one instance works at a time.

const LEAVE_REFRESH_LOCK = ADVISORY_LOCKS.leaveRefresh;
/** People refreshed together: one DTR run per month for the batch. */
const BATCH = 500;

export async function refreshStaleLeave(deps: Deps): Promise<number> {
  const startOfToday = new Date(`${deps.clock.today()}T00:00:00+08:00`);
  const ids = await repo.stalePeople(deps.db, startOfToday, null);
  for (let i = 0; i < ids.length; i += BATCH) await refreshPeople(deps, ids.slice(i, i + BATCH));
  return ids.length;
}

export async function runLeaveRefreshOnce(deps: Deps): Promise<number | null> {
  return runLocked(deps, LEAVE_REFRESH_LOCK, () => refreshStaleLeave(deps));
}
