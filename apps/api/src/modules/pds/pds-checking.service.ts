import type { TPds, TPdsSubmissionStatus } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { changedSections, pdsChanges } from '../../domain/pds-diff';
import { notify } from '../notifications';
import { logPdsRead, mustEditPds } from './pds.access';
import { readCurrentPds } from './pds.read';
import { checkingStatus } from './pds.service';
import * as repo from './pds.repo';

// PDS checking: the employee sends what changed since the last verified copy; HR verifies it or
// returns it with remarks; the employee is told either way. Verified copies are what forms print.

/** POST /api/personnels/:id/pds/submit. */
export async function submitPds(deps: Deps, actor: Actor, personnelId: number) {
  mustEditPds(actor, personnelId);
  const current = await readCurrentPds(deps, personnelId);
  if (!current) throw AppError.notFound('The personnel record was not found.');
  if (!current.personal) throw AppError.validation('personal', 'Fill in your personal information (part I) before sending your PDS.');
  const verified = await repo.lastVerified(deps.db, personnelId);
  const changed = changedSections(verified?.snapshot ?? null, current);
  if (changed.length === 0) throw AppError.validation('pds', 'Nothing has changed since your PDS was last verified.');
  // Attachment counts change without the sheet changing: the copy keeps the data only.
  const snapshot = JSON.parse(JSON.stringify(current)) as TPds;

  const last = await repo.lastSubmission(deps.db, personnelId);
  let submissionId: number;
  if (last?.status === 'submitted') {
    await repo.replaceWaitingSubmission(deps.db, last.id, { snapshot, changed, userId: actor.userId, now: deps.clock.now() });
    submissionId = last.id;
  } else {
    submissionId = await repo.insertSubmission(deps.db, { personnelId, snapshot, changed, userId: actor.userId });
    const who = current.personnel.fullname;
    for (const userId of await repo.checkerUserIds(deps.db)) {
      await notify(
        deps,
        { userId },
        {
          title: 'A PDS is waiting for checking',
          description: `${who} sent their personal data sheet for verification.`,
          link: '/pds/checking',
          byUserId: actor.userId,
        },
      );
    }
  }
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'submit',
    entity: 'pds',
    entityId: personnelId,
    after: { submission_id: submissionId, changed_sections: changed },
    ip: actor.ip,
  });
  return { message: 'Your PDS has been sent to HR for verification.', checking: await checkingStatus(deps, personnelId, current) };
}

/** GET /api/pds/checking: the queue (submitted) and the decided ones. */
export async function listSubmissions(deps: Deps, q: { status: TPdsSubmissionStatus; term?: string; page: number; per_page: number }) {
  const { rows, total } = await repo.listSubmissions(deps.db, {
    status: q.status,
    term: q.term && q.term.length > 2 ? q.term : undefined,
    page: q.page,
    perPage: q.per_page,
  });
  return { submissions: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

async function mustFindSubmission(deps: Deps, id: number) {
  const submission = await repo.findSubmission(deps.db, id);
  if (!submission) throw AppError.notFound('The PDS submission was not found.');
  return submission;
}

/** GET /api/pds/checking/:id: what was sent, against the copy verified before it. */
export async function getSubmission(deps: Deps, actor: Actor, id: number) {
  const submission = await mustFindSubmission(deps, id);
  const previous = await repo.lastVerified(deps.db, submission.personnel_id, submission.id);
  const pds = submission.snapshot;
  await logPdsRead(deps, actor, submission.personnel_id, `PDS submission ${id}`);
  const { snapshot: _snapshot, ...rest } = submission;
  return { submission: rest, changes: pdsChanges(previous?.snapshot ?? null, pds), pds };
}

async function decide(deps: Deps, actor: Actor, id: number, status: 'verified' | 'returned', remarks: string | null) {
  const submission = await mustFindSubmission(deps, id);
  if (submission.personnel_id === actor.personnelId) throw AppError.forbidden('You cannot check your own PDS.');
  if (!(await repo.decideSubmission(deps.db, id, { status, remarks, userId: actor.userId, now: deps.clock.now() }))) {
    throw AppError.validation('status', 'This PDS has already been checked.');
  }
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: status === 'verified' ? 'verify' : 'return',
    entity: 'pds',
    entityId: submission.personnel_id,
    after: { submission_id: id, remarks },
    ip: actor.ip,
  });
  const description =
    status === 'verified'
      ? `HR verified your personal data sheet.${remarks ? ` Remarks: ${remarks}` : ''}`
      : `HR returned your personal data sheet: ${remarks}`;
  await notify(
    deps,
    { personnelId: submission.personnel_id },
    { title: status === 'verified' ? 'Your PDS has been verified' : 'Your PDS was returned', description, link: '/account/profile' },
  );
}

export async function verifySubmission(deps: Deps, actor: Actor, id: number, remarks?: string) {
  await decide(deps, actor, id, 'verified', remarks || null);
  return { message: 'The PDS has been verified.' };
}

export async function returnSubmission(deps: Deps, actor: Actor, id: number, remarks: string) {
  await decide(deps, actor, id, 'returned', remarks);
  return { message: 'The PDS has been returned to the employee.' };
}
