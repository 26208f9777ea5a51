import { SEPARATION_CAUSES, type TSeparationCause } from '@hris/contracts';
import { withTransaction } from '@hris/db';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { runLocked } from '../../lib/hourly-job';
import { vacateItemOf } from '../plantilla';
import { recordSeparation } from '../service-record';
import { setActive } from '../user-admin';
import * as repo from './offboarding.repo';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';

// Separations take effect on their effective date: the record and the sign-in account are switched
// off and the service record gets its last line. Every instance runs this hourly, but under one
// PostgreSQL advisory lock, so only one does the work at a time.

const DUE_SEPARATIONS_LOCK = ADVISORY_LOCKS.dueSeparations;

/** Applies every separation due on or before `today`; answers the ids it applied. */
export async function applyDueSeparations(deps: Deps, today = deps.clock.today()): Promise<number[]> {
  const applied: number[] = [];
  for (const due of await repo.dueSeparations(deps.db, today)) {
    const cause: string = SEPARATION_CAUSES[due.cause as TSeparationCause] ?? due.cause;
    const claimed = await withTransaction(deps.db, async (tx) => {
      if (!(await repo.claimDue(tx, due.id, deps.clock.now()))) return false;
      await repo.deactivatePersonnel(tx, due.personnel_id);
      await recordSeparation(tx, due.personnel_id, due.effective_date, cause);
      const vacated = await vacateItemOf(tx, due.personnel_id);
      if (vacated) await writeAudit(tx, { actorUserId: null, action: 'vacate', entity: 'plantilla_item', entityId: vacated, after: { separation_id: due.id } });
      await writeAudit(tx, {
        actorUserId: null,
        action: 'take_effect',
        entity: 'separation',
        entityId: due.id,
        after: { personnel_id: due.personnel_id, effective_date: due.effective_date, cause },
      });
      await writeAudit(tx, {
        actorUserId: null,
        action: 'deactivate',
        entity: 'personnel',
        entityId: due.personnel_id,
        before: { is_active: true },
        after: { is_active: false, separation_id: due.id },
      });
      return true;
    });
    if (!claimed) continue;
    await deactivateAccount(deps, due);
    // Offices may all have cleared before the date came.
    if (await repo.completeIfCleared(deps.db, due.id)) {
      await writeAudit(deps.db, {
        actorUserId: null,
        action: 'complete',
        entity: 'separation',
        entityId: due.id,
        before: { status: 'clearing' },
        after: { status: 'completed' },
      });
    }
    applied.push(due.id);
  }
  return applied;
}

/** The user-admin deactivation (it ends every session), done in the name of the officer who recorded the separation. */
async function deactivateAccount(deps: Deps, due: { id: number; personnel_id: number; created_by_user_id: number | null }) {
  const account = await repo.accountOf(deps.db, due.personnel_id);
  if (!account?.is_active) return;
  if (!due.created_by_user_id || due.created_by_user_id === account.id) {
    deps.log.warn(`separation ${due.id}: no other officer to deactivate account ${account.id} in the name of; deactivate it in Settings → Users`);
    return;
  }
  await setActive(
    deps,
    { userId: due.created_by_user_id, sessionId: 'separation-schedule', personnelId: null, views: [], roles: [], ip: undefined },
    account.id,
    false,
  );
}

/** One locked run: does nothing (answers null) while another instance holds the lock. */
export async function runDueSeparationsOnce(deps: Deps, today = deps.clock.today()): Promise<number[] | null> {
  return runLocked(deps, DUE_SEPARATIONS_LOCK, () => applyDueSeparations(deps, today));
}

/** Runs at start and every hour; `stop` clears the timer and waits for a run under way. */
