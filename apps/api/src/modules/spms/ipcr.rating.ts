import { ZIpcrRatingDetails } from '@hris/contracts';
import { formatRating, targetAverage } from '../../domain/spms';
import { refuseOwnRecord } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import type { ApprovalStepSnapshot } from '@hris/db';
import type { ActContext, DecidedRequest } from '../../lib/module';
import { computeFinal } from './ipcr.service';
import * as repo from './spms.repo';

// Rating through the approval decision (CSC MC No. 6 s. 2012): the immediate head (step 1) approves with
// `details.ratings` (Quality, Efficiency, Timeliness 1–5 per target: every target rated); the performance management
// team (step 2) may send them again, calibrated; the head of agency (step 3) approves the final rating as it stands.
// Checked and saved in the decision's own transaction: a refused rating leaves the IPCR and the request as they were.

const RATED_STEP = 1;
const CALIBRATION_STEP = 2;

export async function beforeAct(deps: Deps, request: DecidedRequest, ctx: ActContext) {
  const ipcr = await repo.ipcrByRequest(deps.db, request.id);
  if (!ipcr) return;
  refuseOwnRecord(ctx.actor, ipcr.personnel_id, 'You cannot rate your own IPCR: your head rates it.');
  if (ctx.action !== 'approve') return;
  const position = ctx.step.position;
  const sent = ctx.details?.ratings !== undefined;
  if (position === RATED_STEP && !sent) throw AppError.validation('ratings', 'Rate every target (quality, efficiency, timeliness) before approving.');
  if (position !== RATED_STEP && position !== CALIBRATION_STEP) return;
  if (!sent) return; // the PMT approves the head's ratings as they are

  const parsed = ZIpcrRatingDetails.safeParse(ctx.details);
  if (!parsed.success) {
    // The keys the rating form uses (ratings.0.quality), so each message shows under its field.
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'ratings'] ??= []).push(issue.message);
    throw AppError.validationMany(errors);
  }
  const targets = await repo.targetsOf(deps.db, ipcr.id);
  const ratings = parsed.data.ratings;
  const errors: Record<string, string[]> = {};
  ratings.forEach((r, i) => {
    if (!targets.some((t) => t.id === r.target_id)) errors[`ratings.${i}.target_id`] = ['This target is not on the IPCR; reload the page.'];
    else if (r.quality === null && r.efficiency === null && r.timeliness === null)
      errors[`ratings.${i}.quality`] = ['Rate at least one of quality, efficiency, timeliness.'];
  });
  targets.forEach((t) => {
    if (!ratings.some((r) => r.target_id === t.id)) (errors.ratings ??= []).push(`Rate “${t.output}”.`);
  });
  if (Object.keys(errors).length) throw AppError.validationMany(errors);

  const before = targets.map(({ id, quality, efficiency, timeliness, average, remarks }) => ({ id, quality, efficiency, timeliness, average, remarks }));
  for (const r of ratings) {
    const avg = targetAverage(r);
    await repo.setRating(deps.db, r.target_id, {
      quality: r.quality,
      efficiency: r.efficiency,
      timeliness: r.timeliness,
      average: avg === null ? null : formatRating(avg),
      remarks: r.remarks ?? null,
    });
  }
  await repo.setIpcr(deps.db, ipcr.id, await computeFinal(deps, ipcr.id));
  await writeAudit(deps.db, {
    actorUserId: ctx.actor.userId,
    action: 'update',
    entity: 'ipcr',
    entityId: ipcr.id,
    before: { ratings: before },
    after: { ratings, step: ctx.step.label },
    ip: ctx.actor.ip,
  });
}

/** The rater is told what happened: the ratings saved (or kept as the head gave them) and the step the IPCR went on to. */
export function movedOnMessage(ctx: ActContext, next: ApprovalStepSnapshot): string {
  const done = ctx.step.position === RATED_STEP ? 'Ratings saved' : ctx.details?.ratings !== undefined ? 'Calibration saved' : 'The ratings stand as rated';
  return `${done}; the IPCR went on to “${next.label}”.`;
}
