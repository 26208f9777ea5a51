import type { z } from 'zod';
import { withTransaction } from '@hris/db';
import { APPLICATION_STATUS_LABELS, type TApplicationStatus, type ZRatingBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { hasAnyView, type Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { weightsComplete } from '../../domain/selection';
import { recordApplicationEvent } from '../recruitment';
import { BOARD_VIEWS } from './boards.service';
import * as boards from './boards.repo';
import { mustFindPost } from './selection.shared';
import * as repo from './assessment.repo';

// The board's assessment: members rate each shortlisted applicant of the posts their board assesses.
// The recruitment office (RSP) sees every post and every score; the appointing authority (RAI) reads
// the ranking to choose from it.

export const ASSESSMENT_VIEWS = ['RSP', ...BOARD_VIEWS] as const;
export const RANKING_VIEWS = ['RSP', 'RAI', ...BOARD_VIEWS] as const;
const SEES_ALL = ['RSP'] as const;

const label = (status: string) => APPLICATION_STATUS_LABELS[status as TApplicationStatus] ?? status;

export type PostAccess = Awaited<ReturnType<typeof assessmentAccess>>;

/** The criterion an IPCR rating scores: the board's criterion named like "Performance" (the first, if several). */
const performanceCriterion = (criteria: { id: number; name: string; max_score: number | string }[]) =>
  criteria.find((c) => /performance/i.test(c.name)) ?? null;

/**
 * The internal applicants' latest approved IPCRs (SPMS) and the score each gives the Performance criterion: the rating
 * over 5 times the criterion's highest score, to two decimals. It replaces the value a member typed by hand.
 */
async function performanceOf(deps: Deps, criteria: { id: number; name: string; max_score: number | string }[], applicationIds: number[]) {
  const criterion = performanceCriterion(criteria);
  const rows = applicationIds.length ? await repo.latestIpcrOf(deps.db, applicationIds) : [];
  return new Map(
    rows.map((r) => [
      r.application_id,
      {
        rating: r.rating,
        adjective: r.adjective,
        period: `${r.year}, ${r.semester === 1 ? 'first' : 'second'} semester`,
        criterion_id: criterion?.id ?? null,
        score: criterion ? Math.round((Number(r.rating) / 5) * Number(criterion.max_score) * 100) / 100 : null,
      },
    ]),
  );
}

/**
 * The post, its board and the caller's seat on it. A post whose board the caller does not sit on
 * answers 404 (as if it did not exist), unless the caller is the recruitment office (or the appointing
 * authority, reading the ranking).
 */
export async function assessmentAccess(deps: Deps, actor: Actor, postId: number, opts: { ranking?: boolean } = {}) {
  const post = await mustFindPost(deps, postId);
  const boardId = post.status === 'draft' ? null : await boards.boardIdOfPost(deps.db, postId);
  const board = boardId ? await boards.findBoard(deps.db, boardId) : null;
  const role = board ? await boards.roleOn(deps.db, board.id, actor.userId) : null;
  const office = hasAnyView(actor, SEES_ALL) || (opts.ranking === true && hasAnyView(actor, ['RAI']));
  if (!board || (!role && !office)) throw AppError.notFound('The job post was not found.');
  return { post, board, role, seesAllScores: role === 'secretariat' || hasAnyView(actor, SEES_ALL) };
}

export async function listPosts(deps: Deps, actor: Actor, q: { term?: string; page: number; per_page: number }) {
  const { rows, total } = await repo.postsToAssess(deps.db, {
    memberUserId: hasAnyView(actor, SEES_ALL) ? null : actor.userId,
    userId: actor.userId,
    term: q.term,
    page: q.page,
    perPage: q.per_page,
  });
  return { job_posts: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

/** One post as a member rates it: the criteria, the shortlist and the caller's own scores. */
export async function postForRating(deps: Deps, actor: Actor, postId: number) {
  const { post, board, role } = await assessmentAccess(deps, actor, postId);
  const [applicants, mine] = await Promise.all([repo.applicantsOf(deps.db, postId, repo.RATABLE), repo.ratingsOfPost(deps.db, postId, actor.userId)]);
  const myRatings = new Map<number, Record<number, number>>();
  for (const r of mine) myRatings.set(r.application_id, { ...myRatings.get(r.application_id), [r.criterion_id]: r.score });
  const performance = await performanceOf(
    deps,
    board.criteria,
    applicants.map((a) => a.application_id),
  );
  return {
    job_post: post,
    board: { id: board.id, kind: board.kind, name: board.name, my_role: role, ready: weightsComplete(board.criteria) },
    criteria: board.criteria,
    can_rate: role !== null && weightsComplete(board.criteria),
    applicants: applicants.map((a) => ({
      ...a,
      status_label: label(a.status),
      my_ratings: myRatings.get(a.application_id) ?? {},
      performance: performance.get(a.application_id) ?? null,
    })),
  };
}

/** A member's scores of one applicant (all or some criteria; again to correct them). */
export async function rate(deps: Deps, actor: Actor, applicationId: number, body: z.infer<typeof ZRatingBody>) {
  const application = await repo.applicationForRating(deps.db, applicationId);
  if (!application) throw AppError.notFound('The application was not found.');
  const { board, role } = await assessmentAccess(deps, actor, application.job_post_id).catch((err: unknown) => {
    throw err instanceof AppError && err.statusCode === 404 ? AppError.notFound('The application was not found.') : err;
  });
  if (!role) throw AppError.forbidden('Only members of the selection board rate applicants.');
  if (!weightsComplete(board.criteria)) {
    const total = board.criteria.reduce((sum, c) => sum + c.weight, 0);
    throw AppError.validation(
      'ratings',
      `The board's criteria weigh ${Math.round(total * 100) / 100} in all, not 100; the recruitment office must correct them before anyone rates.`,
    );
  }
  if (!(repo.RATABLE as readonly string[]).includes(application.status)) {
    throw AppError.validation('ratings', `Only shortlisted applicants are rated; this application is "${label(application.status)}".`);
  }
  const criteria = new Map(board.criteria.map((c) => [c.id, c]));
  const errors: Record<string, string[]> = {};
  body.ratings.forEach((r, i) => {
    const c = criteria.get(r.criterion_id);
    if (!c) errors[`ratings.${i}.criterion_id`] = ["The criterion is not one of this board's."];
    else if (!Number.isFinite(r.score) || r.score < 0 || r.score > c.max_score)
      errors[`ratings.${i}.score`] = [`The ${c.name} score must be from 0 to ${c.max_score}.`];
  });
  // An internal applicant's Performance score is their latest approved IPCR's, not typed: filled in, another value refused.
  const ipcr = (await performanceOf(deps, board.criteria, [applicationId])).get(applicationId);
  let ratings = body.ratings;
  if (ipcr && ipcr.criterion_id !== null && ipcr.score !== null) {
    const i = ratings.findIndex((r) => r.criterion_id === ipcr.criterion_id);
    if (i >= 0 && Math.abs(ratings[i]!.score - ipcr.score) > 0.005) {
      errors[`ratings.${i}.score`] = [
        `The performance score comes from the applicant's approved IPCR (${ipcr.rating}, ${ipcr.adjective ?? 'rated'}, ${ipcr.period}): ${ipcr.score}.`,
      ];
    }
    ratings = [...ratings.filter((r) => r.criterion_id !== ipcr.criterion_id), { criterion_id: ipcr.criterion_id, score: ipcr.score }];
  }
  if (Object.keys(errors).length) throw AppError.validationMany(errors);

  await withTransaction(deps.db, (tx) => repo.saveRatings(tx, applicationId, actor.userId, ratings, deps.clock.now()));
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'rate',
    entity: 'job_application',
    entityId: applicationId,
    after: { ratings },
    ip: actor.ip,
  });
  // The first rating moves the application to "assessed" (and tells the applicant once).
  if (application.status !== 'assessed') await recordApplicationEvent(deps, { applicationId, status: 'assessed', actorUserId: actor.userId });
  const mine = (await repo.ratingsOfPost(deps.db, application.job_post_id, actor.userId)).filter((r) => r.application_id === applicationId);
  return { message: 'Your ratings have been saved.', my_ratings: Object.fromEntries(mine.map((r) => [r.criterion_id, r.score])) };
}
