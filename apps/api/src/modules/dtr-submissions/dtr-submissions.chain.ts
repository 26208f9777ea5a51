import type { RequestHandler } from '../../lib/module';
import type { TRequestSummary } from '@hris/contracts';
import { writeAudit } from '../../lib/audit';
import { line } from '../../lib/words';
import type { Deps } from '../../lib/deps';
import { type Outcome } from '../approvals';
import { notify } from '../notifications';
import * as repo from './dtr-submissions.repo';
import { monthLabel, present } from './dtr-submissions.service';

// How a month's DTR submission ends, as the dtr_submission approval chain decides it: approved at the
// last step (the HR office) is "received"; returned or disapproved at any step goes back to the
// department with the decider's remarks; withdrawn by the submitter leaves the month "Not submitted".
// The chain already tells the submitter; only the department's clerk, when someone else submitted,
// is told here.

const AUDIT_ACTION: Record<Outcome, string> = { approved: 'receive', returned: 'return', disapproved: 'return', cancelled: 'withdraw' };

async function onDecided(deps: Deps, request: { id: number }, outcome: Outcome) {
  const before = await repo.submissionOfRequest(deps.db, request.id);
  const last = await repo.lastActionOf(deps.db, request.id);
  if (!before || !last) return;
  if (outcome === 'cancelled') {
    if (await repo.removeWithdrawn(deps.db, request.id)) {
      await writeAudit(deps.db, {
        actorUserId: last.actor_user_id,
        action: AUDIT_ACTION[outcome],
        entity: 'dtr_submissions',
        entityId: before.id,
        before: present(before),
      });
    }
    return;
  }
  const status = outcome === 'approved' ? 'received' : 'returned';
  // HR's remarks on a received month stay in the approval trail; the row keeps the remarks of a return.
  const remarks = status === 'returned' ? last.remarks : null;
  if (!(await repo.decide(deps.db, request.id, { status, userId: last.actor_user_id, at: last.created_at, remarks }))) return;
  const after = present(await repo.submissionById(deps.db, before.id));
  await writeAudit(deps.db, {
    actorUserId: last.actor_user_id,
    action: AUDIT_ACTION[outcome],
    entity: 'dtr_submissions',
    entityId: before.id,
    before: present(before),
    after,
  });
  await tellClerk(deps, before, status, remarks);
}

/** The department's DTR clerk hears the decision when the head or OIC submitted in their place. */
async function tellClerk(deps: Deps, submission: repo.Submission, status: 'received' | 'returned', remarks: string | null) {
  const department = await repo.departmentOf(deps.db, submission.department_id);
  const clerk = department?.dtr_clerk_personnel_id;
  if (!department || !clerk || clerk === submission.submitted_by?.personnel_id) return;
  const label = monthLabel(submission.month);
  await notify(
    deps,
    { personnelId: clerk },
    {
      title: status === 'received' ? 'DTRs received by HR' : 'DTRs returned',
      description:
        status === 'received'
          ? `The HR office received the DTRs of ${department.fullname} for ${label}.`
          : `The DTRs of ${department.fullname} for ${label} were returned.${remarks ? ` Remarks: ${remarks}` : ''}`,
      link: `/clerk/dtr_list?month=${submission.month}`,
    },
  );
}

/** The approval drawer's summary: whose DTRs, of which month, sent by whom. */
async function describe(deps: Deps, request: { id: number }): Promise<TRequestSummary> {
  const submission = await repo.submissionOfRequest(deps.db, request.id);
  if (!submission) return { facts: [], balances: [], certification: null };
  const department = await repo.departmentOf(deps.db, submission.department_id);
  return {
    facts: [
      ...line('Department', department?.fullname ?? null),
      ...line('Month', monthLabel(submission.month)),
      ...line('Submitted by', submission.submitted_by?.name ?? null),
      ...line('Remarks', submission.remarks),
    ],
    balances: [],
    certification: null,
  };
}

export const dtrSubmissionRequestHandler: RequestHandler = { onDecided, describe };
