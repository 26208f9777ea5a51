import type { TRunApprover } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import * as repo from './payroll.repo';
import { stepActorsOf } from '../approvals';

// Issue 36: a certifier or approver whose own pay is in a payroll run is shown it. The approval drawer says so to the
// approver (payroll.chain.ts describe), and the register marks the rows of everyone who acts on the run's chain.

/** Who acts on the run's chain: on its request once filed, else on the chain its preparer's filing would follow. */
export async function runApprovers(
  q: Queryable,
  run: { approval_request_id: number | null; prepared_by_user_id: number | null },
  viewerUserId: number,
): Promise<TRunApprover[]> {
  return stepActorsOf(
    q,
    run.approval_request_id ? { requestId: run.approval_request_id } : { type: 'payroll', requesterUserId: run.prepared_by_user_id ?? viewerUserId },
  );
}

/** The net pay of this person's line in the run, or null when they have none. */
export async function ownNet(q: Queryable, runId: number, personnelId: number | null): Promise<number | null> {
  if (personnelId === null) return null;
  return repo.netOfLine(q, runId, personnelId);
}
