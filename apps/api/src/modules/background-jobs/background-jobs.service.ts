import { randomUUID } from 'node:crypto';
import { BACKGROUND_JOB_EVENT, BACKGROUND_JOB_KINDS, type TBackgroundJob, type TBackgroundJobKind } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { scheduleEvery } from '../../lib/hourly-job';
import { notify } from '../notifications';
import * as repo from './background-jobs.repo';

// Long work as jobs (issue 42). A module registers what a kind does (`registerLongWork`); a request queues a job
// (`startJob`) and answers 202 at once; every instance runs a runner that takes queued jobs one at a time (FOR UPDATE
// SKIP LOCKED: one instance per job), writes the progress at most every half second (and pushes it to the asker's
// pages), and tells the asker at the end with the result's link. A job whose instance stopped is taken up again.

/** How the work tells its progress: `set` as it goes (cheap: written at most every PROGRESS_EVERY_MS). */
export type Progress = {
  set: (done: number, total?: number, step?: string) => Promise<void>;
  step: (text: string) => Promise<void>;
  /**
   * Called last in the transaction of the work's final write: refuses it (the transaction rolls back) when this try no
   * longer holds the job — another instance took it up while this one was silent — so a job is never saved twice.
   */
  mustStillHold: (tx: Queryable) => Promise<void>;
};
export type JobResult = { message: string; link: string | null; fileKey?: string | null };
/** What a kind of job does; the job's row gives the asker, the subject and the params the request stored. */
export type LongWork = { kind: TBackgroundJobKind; run: (deps: Deps, job: repo.JobRow, progress: Progress) => Promise<JobResult> };

export const PROGRESS_EVERY_MS = 500;
/** A running job not heard from for this long was left by a stopped instance (a job writes at least every HEARTBEAT_MS). */
export const JOB_LEASE_MS = 2 * 60_000;
const HEARTBEAT_MS = 20_000;
/** Tries of one job: a second instance takes up a job once; a job that stops its instance twice is failed. */
const MAX_ATTEMPTS = 2;
/** How often each instance looks for work queued through another instance, and for jobs left by a stopped one. */
const POLL_MS = 5_000;
const STOPPED_TWICE = 'The server doing this work stopped twice before it ended: start it again, and tell the administrator if it happens again.';
const FAILED_UNEXPECTEDLY = 'It could not be finished because of an error on the server: start it again; the administrator can find the cause in the log.';

/**
 * How long a job's result file is kept after the job ends: a week lets the asker save it when the bell tells them, even
 * after a weekend away, while the storage does not fill with PDFs of 5,000 pages nobody will open again (the work can
 * be started again: the file is made from the records, which stay).
 */
export const JOB_FILES_KEPT_DAYS = 7;
const FILE_NO_LONGER_KEPT = 'The file is no longer kept: start the work again.';

const works = new Map<string, LongWork>();

/** Called by a module's index once at load: what its kind of job does. */
export function registerLongWork(work: LongWork) {
  works.set(work.kind, work);
}

export function present(j: repo.JobRow): TBackgroundJob {
  return {
    id: j.id,
    kind: j.kind,
    subject_id: j.subject_id,
    status: j.status,
    done: j.done,
    total: j.total,
    step: j.step,
    result:
      j.status === 'done' ? { message: j.result_message ?? '', link: j.result_link, has_file: j.result_file_key !== null && j.file_removed_at === null } : null,
    error: j.error,
    created_at: j.created_at,
    finished_at: j.finished_at,
  };
}

/**
 * Queues a job for the actor and starts this instance's runner on it. One job of a kind per subject at a time: a second
 * is refused with 409 and how far the first has come. Answers the job as the page shows it.
 */
export async function startJob(
  deps: Deps,
  actor: Actor,
  job: {
    kind: TBackgroundJobKind;
    subjectId: number | null;
    params?: Record<string, unknown>;
    total?: number;
    /** The page the asker is sent to when it fails (where to start it again). */
    link: string;
    /** The refusal while one of the kind runs for the subject ("The run is being computed"). */
    busy: string;
  },
) {
  const row = await repo.insertJob(deps.db, {
    kind: job.kind,
    userId: actor.userId,
    subjectId: job.subjectId,
    params: { ...job.params, ip: actor.ip ?? null, link: job.link, asker: { personnel_id: actor.personnelId, views: actor.views, roles: actor.roles } },
    total: job.total ?? 0,
    step: 'Waiting to start',
    now: deps.clock.now().toISOString(),
  });
  if (!row) {
    const running = job.subjectId === null ? null : await repo.activeJobOf(deps.db, job.kind, job.subjectId);
    const where = running && running.total ? ` (${running.done.toLocaleString('en-US')} of ${running.total.toLocaleString('en-US')} done)` : '';
    throw new AppError(409, `${job.busy}${where}: wait for it to end.`);
  }
  void runners.get(deps)?.pump();
  return present(row);
}

/**
 * The asker as the request saw them (their record, views and roles), for work that audits or checks rights as they
 * would: a job runs without a request.
 */
export function askerOf(job: repo.JobRow): Actor {
  const asker = (job.params.asker ?? {}) as { personnel_id?: number | null; views?: string[]; roles?: string[] };
  const ip = typeof job.params.ip === 'string' ? job.params.ip : undefined;
  return { userId: job.asked_by_user_id, sessionId: '', personnelId: asker.personnel_id ?? null, views: asker.views ?? [], roles: asker.roles ?? [], ip };
}

/** The actor's own job of a kind for a subject: the one under way, else their latest (a page shows its bar or file). */
export async function myJobOfSubject(deps: Deps, actor: Actor, kind: TBackgroundJobKind, subjectId: number) {
  const row = (await repo.activeJobOf(deps.db, kind, subjectId)) ?? (await repo.latestJobOf(deps.db, kind, subjectId));
  return row && row.asked_by_user_id === actor.userId ? present(row) : null;
}

/** The job of a kind under way for a subject, else the latest one (the run page shows the compute's bar or outcome). */
export async function jobOfSubject(deps: Deps, kind: TBackgroundJobKind, subjectId: number) {
  const row = (await repo.activeJobOf(deps.db, kind, subjectId)) ?? (await repo.latestJobOf(deps.db, kind, subjectId));
  return row ? present(row) : null;
}

/** Whether a job of a kind is under way for a subject (what else the subject refuses meanwhile). */
export async function isUnderWay(deps: Deps, kind: TBackgroundJobKind, subjectId: number) {
  return (await repo.activeJobOf(deps.db, kind, subjectId)) !== null;
}

async function mustBeMine(deps: Deps, actor: Actor, id: number) {
  const row = await repo.jobById(deps.db, id);
  // Another's job is not found: its existence tells nothing.
  if (!row || row.asked_by_user_id !== actor.userId) throw AppError.notFound('That job was not found.');
  return row;
}

export async function myJob(deps: Deps, actor: Actor, id: number) {
  return { job: present(await mustBeMine(deps, actor, id)) };
}

export async function myJobs(deps: Deps, actor: Actor) {
  return { jobs: (await repo.jobsOf(deps.db, actor.userId, 20)).map(present) };
}

export async function myJobFile(deps: Deps, actor: Actor, id: number) {
  const row = await mustBeMine(deps, actor, id);
  if (row.status !== 'done' || !row.result_file_key) throw AppError.notFound('That job has no file ready.');
  if (row.file_removed_at) throw AppError.notFound(FILE_NO_LONGER_KEPT);
  const bytes = await deps.storage.get(row.result_file_key);
  if (!bytes) throw AppError.notFound(FILE_NO_LONGER_KEPT);
  return { bytes, name: row.result_file_key.split('/').at(-1)! };
}

/**
 * The hourly pass (every instance; the marking UPDATE gives each file to one): files of jobs finished more than
 * JOB_FILES_KEPT_DAYS ago are removed from the storage, their jobs marked so the file route and the page say so.
 * Marked first, removed after: a removal that fails leaves a file nobody is offered (logged), never a Save button that
 * answers nothing.
 */
export async function removeFilesPastKeeping(deps: Deps) {
  const now = deps.clock.now();
  const before = new Date(now.getTime() - JOB_FILES_KEPT_DAYS * 86_400_000).toISOString();
  const taken = await repo.takeFilesPastKeeping(deps.db, before, now.toISOString());
  for (const file of taken) {
    await deps.storage.remove(file.result_file_key).catch((err: unknown) => deps.log.error(err, `the file of job ${file.id} was not removed`));
  }
  return { removed: taken.length };
}

// ── The runner ──────────────────────────────────────────────────────────────────────────────────────────────

/** The work was stopped because its instance is closing: the job goes back to the queue for another. */
class Stopping extends Error {}
/** Another instance took the job up while this one was silent: this try's writes are refused and it ends quietly. */
class LeaseLost extends Error {}

type Runner = { pump: () => Promise<void>; stop: () => Promise<void> };
const runners = new WeakMap<Deps, Runner>();

/** Starts this instance's runner (app.ts, once ready); `stop` hands a job under way back to the queue. */
export function startJobRunner(deps: Deps): Runner {
  const instanceId = randomUUID();
  let stopping = false;
  let pumping: Promise<void> | null = null;
  let again = false;

  const pump = (): Promise<void> => {
    if (stopping) return Promise.resolve();
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = (async () => {
      do {
        again = false;
        for (;;) {
          if (stopping) return;
          const job = await repo.claimNext(deps.db, instanceId, deps.clock.now().toISOString());
          if (!job) break;
          await runOne(deps, instanceId, job, () => stopping);
        }
      } while (again && !stopping);
    })()
      .catch((err: unknown) => deps.log.error(err, 'background jobs failed'))
      .finally(() => {
        pumping = null;
      });
    return pumping;
  };
  const poll = scheduleEvery(deps, 'background jobs', POLL_MS, () => recoverThenPump(deps, pump));
  const runner: Runner = {
    pump,
    stop: async () => {
      stopping = true;
      await poll.stop();
      await pumping;
    },
  };
  runners.set(deps, runner);
  return runner;
}

async function recoverThenPump(deps: Deps, pump: () => Promise<void>) {
  const now = deps.clock.now();
  const failed = await repo.recoverStale(deps.db, new Date(now.getTime() - JOB_LEASE_MS).toISOString(), MAX_ATTEMPTS, STOPPED_TWICE, now.toISOString());
  for (const job of failed) await tell(deps, job);
  await pump();
}

/** Once, as the runner's poll does it: jobs left by a stopped instance taken up again (or failed), then the queue worked. */
export async function runJobQueueOnce(deps: Deps) {
  const runner = runners.get(deps);
  if (!runner) throw new Error('the job runner is not started');
  await recoverThenPump(deps, runner.pump);
}

async function runOne(deps: Deps, instanceId: string, job: repo.JobRow, isStopping: () => boolean) {
  const work = works.get(job.kind);
  let last = { done: job.done, total: job.total, step: job.step };
  let flushedAt = 0;
  const flush = async () => {
    flushedAt = performance.now();
    await repo.setProgress(deps.db, job.id, instanceId, last, deps.clock.now().toISOString());
    deps.realtime.emitToUser(job.asked_by_user_id, BACKGROUND_JOB_EVENT, present({ ...job, ...last, status: 'running' }));
  };
  const progress: Progress = {
    set: async (done, total = last.total, step = last.step) => {
      if (isStopping()) throw new Stopping();
      last = { done, total, step };
      // Written at most every half second, not per person: 5,000 people are ten writes, not 5,000.
      if (performance.now() - flushedAt >= PROGRESS_EVERY_MS) await flush();
    },
    step: async (text) => {
      if (isStopping()) throw new Stopping();
      last = { ...last, step: text };
      await flush();
    },
    mustStillHold: async (tx) => {
      // The row stays locked to the commit, so the job cannot be taken over between this check and the write.
      if (!(await repo.holdLease(tx, job.id, instanceId, job.attempts, deps.clock.now().toISOString()))) throw new LeaseLost();
    },
  };
  // A step without progress (a PDF drawn on the worker) still shows this instance alive.
  const heartbeat = setInterval(() => void flush().catch(() => undefined), HEARTBEAT_MS);
  heartbeat.unref();
  let outcome: Parameters<typeof repo.finishJob>[3];
  try {
    if (!work) throw new Error(`no work is registered for jobs of kind ${job.kind}`);
    await progress.step('Started');
    const result = await work.run(deps, job, progress);
    outcome = { message: result.message, link: result.link, fileKey: result.fileKey ?? null };
  } catch (err) {
    if (err instanceof Stopping) {
      await repo.handBack(deps.db, job.id, instanceId);
      return;
    }
    if (err instanceof LeaseLost) {
      deps.log.warn(`background job ${job.id} (${job.kind}) was taken up by another instance: its try ${job.attempts} saved nothing`);
      return;
    }
    if (!(err instanceof AppError)) deps.log.error({ err, job: job.id, kind: job.kind }, 'a background job failed');
    outcome = { error: err instanceof AppError ? err.message : FAILED_UNEXPECTEDLY };
  } finally {
    clearInterval(heartbeat);
  }
  const finished = await repo.finishJob(deps.db, job.id, instanceId, outcome, deps.clock.now().toISOString());
  if (finished) await tell(deps, finished);
}

/** The asker's notification (the bell, with the result's link) and the page's last event. */
async function tell(deps: Deps, job: repo.JobRow) {
  const dto = present(job);
  deps.realtime.emitToUser(job.asked_by_user_id, BACKGROUND_JOB_EVENT, dto);
  const what = BACKGROUND_JOB_KINDS[job.kind];
  await notify(
    deps,
    { userId: job.asked_by_user_id },
    {
      title: job.status === 'done' ? `${what}: done` : `${what}: not finished`,
      description: job.status === 'done' ? (job.result_message ?? '') : (job.error ?? ''),
      link: job.result_link ?? (typeof job.params.link === 'string' ? job.params.link : null),
    },
  ).catch((err: unknown) => deps.log.error(err, 'telling of a background job failed'));
}
