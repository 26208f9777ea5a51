import { randomBytes } from 'node:crypto';
import type { TJobPostBody, TJobPostQuery, TPublicJobPost, TPublicJobPostList } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import { keepAnswer, type KeptAnswer } from '../../lib/kept-answer';
import type { Deps } from '../../lib/deps';
import { readNumberSetting } from '../../lib/settings';
import { mustFindVacantItem } from '../plantilla';
import * as repo from './job-posts.repo';
import * as hiringRequests from './hiring-requests.repo';

// Job posts: drafted by the recruitment office (from an approved request to hire or blank), published for
// at least the settings' minimum days (CS Form No. 9), closed. The public board is read far more than
// posts change, so its answers are kept, already serialized, until a post changes (or 30 s pass: a post
// opens or closes with the date, and another instance may have changed one). Between 30 and 60 s old, an answer
// is still given while a fresh one is read behind it; older, the visitor waits for the fresh one. So a post changed
// through another instance shows on this one's board within 60 s at most (ARCHITECTURE.md, Running several instances).

const NOT_FOUND = 'The job post was not found.';
const BOARD_TTL_MS = 30_000;
/** The oldest answer given while a fresh one is read (beyond it, the visitor waits for the reading). */
const BOARD_STALE_MAX_MS = 2 * BOARD_TTL_MS;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

// Each kept answer with the reading under way, if any: many visitors asking at once share one reading, and once
// an answer is 30 s old the next visitor still gets it while a fresh one is read behind it (up to 60 s old).
const boardCache = new Map<string, { answer?: KeptAnswer; reading?: Promise<KeptAnswer> }>();
const forgetBoard = () => boardCache.clear();

/** The public board's answer (open posts only), kept until a post changes or 30 s pass. */
export async function publicBoard(deps: Deps, q: Pick<TJobPostQuery, 'term' | 'campus_id' | 'page' | 'per_page'>): Promise<KeptAnswer> {
  // Which posts are open depends on the day: each day (of the clock) has its own answers.
  const key = `${deps.clock.today()}|${q.term ?? ''}|${q.campus_id ?? ''}|${q.page}|${q.per_page}`;
  let kept = boardCache.get(key);
  // The kept answer's age is wall-clock time (keepAnswer's), not the business clock.
  if (kept?.answer && Date.now() - kept.answer.at < BOARD_TTL_MS) return kept.answer;
  if (!kept) {
    if (boardCache.size > 500) boardCache.clear();
    boardCache.set(key, (kept = {}));
  }
  const entry = kept;
  if (!entry.reading) {
    entry.reading = readBoard(deps, q)
      .then((answer) => {
        if (boardCache.get(key) === entry) entry.answer = answer; // not when a post changed meanwhile
        return answer;
      })
      .finally(() => {
        entry.reading = undefined;
      });
    // A failed reading behind a stale answer is only logged; the visitors waiting for it get the error.
    entry.reading.catch((err: unknown) => deps.log.warn(`The job board could not be read: ${String(err)}`));
  }
  const stale = entry.answer && Date.now() - entry.answer.at < BOARD_STALE_MAX_MS ? entry.answer : undefined;
  return stale ?? entry.reading;
}

async function readBoard(deps: Deps, q: Pick<TJobPostQuery, 'term' | 'campus_id' | 'page' | 'per_page'>): Promise<KeptAnswer> {
  const { rows, total } = await repo.list(deps.db, deps.clock.today(), {
    openOnly: true,
    term: q.term && q.term.length > 2 ? q.term : undefined,
    campusId: q.campus_id,
    page: q.page,
    perPage: q.per_page,
  });
  // Sent as kept bytes (not through the route's serializer): typed by the contract here, its rows checked by the repo's schema.
  const answer: TPublicJobPostList = { job_posts: rows.map(publicPost), meta: { page: q.page, per_page: q.per_page, total } };
  return keepAnswer(answer);
}

/** What anyone may read of a post. */
export const publicPost = ({ hiring_request_id: _h, created_at: _c, updated_at: _u, ...post }: repo.JobPostRow): TPublicJobPost => post;

/** One post by its public code: published or closed ones (a draft is nobody's business yet). */
export async function previewPost(deps: Deps, code: string) {
  const post = await repo.findByCode(deps.db, deps.clock.today(), code);
  if (!post || post.status === 'draft') throw AppError.notFound(NOT_FOUND);
  return { job_post: publicPost(post) };
}

export async function listPosts(deps: Deps, q: TJobPostQuery) {
  const { rows, total } = await repo.list(deps.db, deps.clock.today(), {
    status: q.status,
    term: q.term && q.term.length > 2 ? q.term : undefined,
    campusId: q.campus_id,
    departmentId: q.department_id,
    page: q.page,
    perPage: q.per_page,
    withCounts: true,
  });
  return { job_posts: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

export async function mustFindPost(deps: Deps, id: number) {
  const post = await repo.findById(deps.db, deps.clock.today(), id);
  if (!post) throw AppError.notFound(NOT_FOUND);
  return post;
}

export async function getPost(deps: Deps, id: number) {
  return { job_post: await mustFindPost(deps, id) };
}

/** A post is drafted from an approved request to hire (or blank); the code is its public link. */
export async function createPost(deps: Deps, actor: Actor, body: TJobPostBody) {
  await checkRequestToHire(deps, body.hiring_request_id ?? null);
  await checkPlantillaItem(deps, body);
  const code = `${deps.clock.today().slice(0, 4)}-${randomBytes(4).toString('hex').toUpperCase()}`;
  const id = await repo.insert(deps.db, code, body, actor.userId);
  const post = (await repo.findById(deps.db, deps.clock.today(), id))!;
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'job_post', entityId: id, after: post, ip: actor.ip });
  return { message: 'The job post has been saved as a draft.', job_post: post };
}

async function checkRequestToHire(deps: Deps, id: number | null) {
  if (!id) return;
  const status = await hiringRequests.statusOf(deps.db, id);
  if (!status) throw AppError.validation('hiring_request_id', 'The request to hire was not found.');
  if (status !== 'approved') throw AppError.validation('hiring_request_id', `The request to hire is ${status}; a post is made from an approved one.`);
}

/** A post for a plantilla item advertises a vacant item of its position. */
async function checkPlantillaItem(deps: Deps, body: TJobPostBody) {
  if (body.plantilla_item_no) await mustFindVacantItem(deps.db, body.plantilla_item_no, { positionId: body.position_id, field: 'plantilla_item_no' });
}

export async function updatePost(deps: Deps, actor: Actor, id: number, body: TJobPostBody) {
  const before = await mustFindPost(deps, id);
  if (before.status !== 'draft') throw AppError.validation('status', `A ${before.status} post is not changed; close it and post again.`);
  await checkRequestToHire(deps, body.hiring_request_id ?? null);
  await checkPlantillaItem(deps, body);
  await repo.update(deps.db, id, body);
  const after = (await repo.findById(deps.db, deps.clock.today(), id))!;
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'job_post', entityId: id, before, after, ip: actor.ip });
  return { message: 'The job post has been saved.', job_post: after };
}

/** Publishes a draft for at least the minimum publication days (CSC: 10 calendar days). */
export async function publishPost(deps: Deps, actor: Actor, id: number, body: { publish_from: string; closing_date: string }) {
  const post = await mustFindPost(deps, id);
  if (post.status !== 'draft') throw AppError.validation('status', `This post is already ${post.status}.`);
  if (body.publish_from < deps.clock.today()) throw AppError.validation('publish_from', 'The publication date must not be in the past.');
  const minimum = await readNumberSetting(deps.db, 'rsp_min_publication_days');
  if (daysBetween(body.publish_from, body.closing_date) < minimum) {
    throw AppError.validation(
      'closing_date',
      `A vacancy is published for at least ${minimum} calendar days: close it on ${addDays(body.publish_from, minimum)} or later.`,
    );
  }
  await repo.setStatus(deps.db, id, { status: 'published', publishFrom: body.publish_from, closingDate: body.closing_date, at: deps.clock.now() });
  forgetBoard();
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'publish', entity: 'job_post', entityId: id, after: body, ip: actor.ip });
  return {
    message: `The post is published from ${body.publish_from} until ${body.closing_date}.`,
    job_post: (await repo.findById(deps.db, deps.clock.today(), id))!,
  };
}

export async function closePost(deps: Deps, actor: Actor, id: number) {
  const post = await mustFindPost(deps, id);
  if (post.status !== 'published') throw AppError.validation('status', `Only a published post is closed; this one is ${post.status}.`);
  await repo.setStatus(deps.db, id, { status: 'closed', at: deps.clock.now() });
  forgetBoard();
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'close', entity: 'job_post', entityId: id, ip: actor.ip });
  return { message: 'The post is closed: it takes no more applications.', job_post: (await repo.findById(deps.db, deps.clock.today(), id))! };
}

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
