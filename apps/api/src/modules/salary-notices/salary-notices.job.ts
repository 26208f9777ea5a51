import { withTransaction } from '@hris/db';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';
import type { Deps } from '../../lib/deps';
import type { Job } from '../../lib/module';
import { runLocked } from '../../lib/hourly-job';
import { applyTranche, JOB_CATCH_UP_DAYS, putAdjustmentsOnServiceRecord } from './salary-notices.service';
import { applyStepIncrements } from './step-increments.service';
import * as repo from './salary-notices.repo';

// Hourly, once across instances (its advisory lock), idempotent: a tranche that took effect (today, or in the last
// JOB_CATCH_UP_DAYS days) and was never applied is applied; notices whose date has come go on the service record; issued
// step increments whose date has come move the step. An older tranche (entered late) is applied by HR's button.

const minusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function salaryNoticesPass(deps: Deps) {
  const today = deps.clock.today();
  const tranches = await repo.unappliedTranches(deps.db, minusDays(today, JOB_CATCH_UP_DAYS), today);
  let prepared = 0;
  for (const effectiveDate of tranches) {
    try {
      prepared += (await applyTranche(deps, null, effectiveDate)).nosa_created;
    } catch (err) {
      // An incomplete or first schedule is refused with its reason; the job tells the log and goes on.
      deps.log.warn(`salary notices: the tranche of ${effectiveDate} was not applied: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const { lines, steps } = await withTransaction(deps.db, async (tx) => ({
    lines: await putAdjustmentsOnServiceRecord(tx, today),
    steps: await applyStepIncrements(deps, tx, today),
  }));
  return { tranches: tranches.length, prepared, lines, steps };
}

export function runSalaryNoticesOnce(deps: Deps) {
  return runLocked(deps, ADVISORY_LOCKS.salaryNotices, () => salaryNoticesPass(deps));
}

/**
 * Not at start: an app started on a set day (the tests, a restore) would apply a tranche to everyone before anybody
 * looked; the first pass is an hour after start, and a tranche is caught up to JOB_CATCH_UP_DAYS late.
 */
export const salaryNoticesJob: Job = { name: 'salary tranches and step increments on their dates', run: runSalaryNoticesOnce, atStart: false };
