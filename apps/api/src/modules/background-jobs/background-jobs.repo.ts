import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZBackgroundJobKind } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

// The jobs' rows (migration 0048). Times are the app's clock (deps.clock), handed in, so a test can move past a lease.

const int = z.number().int();

export const ZJobRow = z.object({
  id: int,
  kind: ZBackgroundJobKind,
  asked_by_user_id: int,
  subject_id: int.nullable(),
  params: z.record(z.string(), z.unknown()),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  done: int,
  total: int,
  step: z.string(),
  result_message: z.string().nullable(),
  result_link: z.string().nullable(),
  result_file_key: z.string().nullable(),
  error: z.string().nullable(),
  attempts: int,
  created_at: z.string(),
  finished_at: z.string().nullable(),
  file_removed_at: z.string().nullable(),
});
export type JobRow = z.infer<typeof ZJobRow>;

const COLUMNS = `id, kind, asked_by_user_id, subject_id, params, status, done, total, step, result_message, result_link,
  result_file_key, error, attempts, created_at, finished_at, file_removed_at`;

/** Queues a job; answers null when one of the same kind for the same subject is already queued or running. */
export function insertJob(
  q: Queryable,
  job: { kind: string; userId: number; subjectId: number | null; params: Record<string, unknown>; total: number; step: string; now: string },
) {
  return queryOne(
    q,
    ZJobRow,
    `INSERT INTO background_jobs (kind, asked_by_user_id, subject_id, params, total, step, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (kind, subject_id) WHERE status IN ('queued', 'running') AND subject_id IS NOT NULL DO NOTHING
     RETURNING ${COLUMNS}`,
    [job.kind, job.userId, job.subjectId, JSON.stringify(job.params), job.total, job.step, job.now],
  );
}

export function jobById(q: Queryable, id: number) {
  return queryOne(q, ZJobRow, `SELECT ${COLUMNS} FROM background_jobs WHERE id = $1`, [id]);
}

/** The job of a kind under way for a subject (the run being computed), if any. */
export function activeJobOf(q: Queryable, kind: string, subjectId: number) {
  return queryOne(q, ZJobRow, `SELECT ${COLUMNS} FROM background_jobs WHERE kind = $1 AND subject_id = $2 AND status IN ('queued', 'running')`, [
    kind,
    subjectId,
  ]);
}

/** The latest job of a kind for a subject, whatever its state (the run page shows the last compute's outcome). */
export function latestJobOf(q: Queryable, kind: string, subjectId: number) {
  return queryOne(q, ZJobRow, `SELECT ${COLUMNS} FROM background_jobs WHERE kind = $1 AND subject_id = $2 ORDER BY id DESC LIMIT 1`, [kind, subjectId]);
}

export function jobsOf(q: Queryable, userId: number, limit: number) {
  return query(q, ZJobRow, `SELECT ${COLUMNS} FROM background_jobs WHERE asked_by_user_id = $1 ORDER BY id DESC LIMIT $2`, [userId, limit]);
}

/**
 * Takes the oldest queued job for this instance: the row lock of FOR UPDATE SKIP LOCKED lets two instances claiming at
 * the same moment take two different jobs, never one twice.
 */
export function claimNext(q: Queryable, instanceId: string, now: string) {
  return queryOne(
    q,
    ZJobRow,
    `UPDATE background_jobs SET status = 'running', instance_id = $1, attempts = attempts + 1, started_at = COALESCE(started_at, $2),
       heartbeat_at = $2
     WHERE id = (SELECT id FROM background_jobs WHERE status = 'queued' ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
     RETURNING ${COLUMNS}`,
    [instanceId, now],
  );
}

/** The progress, and the proof this instance still works on it (the lease). Only while this instance holds the job. */
export function setProgress(q: Queryable, id: number, instanceId: string, p: { done: number; total: number; step: string }, now: string) {
  return execute(
    q,
    `UPDATE background_jobs SET done = $3, total = $4, step = $5, heartbeat_at = $6 WHERE id = $1 AND instance_id = $2 AND status = 'running'`,
    [id, instanceId, p.done, p.total, p.step.slice(0, 200), now],
  );
}

/**
 * The guard of a job's final write, in its transaction: true while this instance's try (its attempt number) still holds
 * the job. Locks the row to the commit and renews the lease, so no other instance can take the job up meanwhile.
 */
export async function holdLease(tx: Queryable, id: number, instanceId: string, attempt: number, now: string) {
  const held = await execute(tx, `UPDATE background_jobs SET heartbeat_at = $4 WHERE id = $1 AND instance_id = $2 AND attempts = $3 AND status = 'running'`, [
    id,
    instanceId,
    attempt,
    now,
  ]);
  return held > 0;
}

export function finishJob(
  q: Queryable,
  id: number,
  instanceId: string,
  outcome: { message: string; link: string | null; fileKey: string | null } | { error: string },
  now: string,
) {
  return 'error' in outcome
    ? queryOne(
        q,
        ZJobRow,
        `UPDATE background_jobs SET status = 'failed', error = $3, finished_at = $4, heartbeat_at = $4
         WHERE id = $1 AND instance_id = $2 AND status = 'running' RETURNING ${COLUMNS}`,
        [id, instanceId, outcome.error, now],
      )
    : queryOne(
        q,
        ZJobRow,
        `UPDATE background_jobs SET status = 'done', done = GREATEST(done, total), result_message = $3, result_link = $4, result_file_key = $5,
           finished_at = $6, heartbeat_at = $6
         WHERE id = $1 AND instance_id = $2 AND status = 'running' RETURNING ${COLUMNS}`,
        [id, instanceId, outcome.message, outcome.link, outcome.fileKey, now],
      );
}

/**
 * Jobs whose instance has not been heard from since `staleBefore` (it stopped): queued again while they have tries left,
 * else failed with the reason. Answers the failed ones, whose askers are told.
 */
export async function recoverStale(q: Queryable, staleBefore: string, maxAttempts: number, reason: string, now: string) {
  await execute(
    q,
    `UPDATE background_jobs SET status = 'queued', instance_id = NULL, step = 'Taken up again after an interruption'
     WHERE status = 'running' AND heartbeat_at < $1 AND attempts < $2`,
    [staleBefore, maxAttempts],
  );
  return query(
    q,
    ZJobRow,
    `UPDATE background_jobs SET status = 'failed', error = $3, finished_at = $4, instance_id = NULL
     WHERE status = 'running' AND heartbeat_at < $1 AND attempts >= $2 RETURNING ${COLUMNS}`,
    [staleBefore, maxAttempts, reason, now],
  );
}

/** A job this instance stops working on as it closes: queued again for another, the try not counted. */
export function handBack(q: Queryable, id: number, instanceId: string) {
  return execute(
    q,
    `UPDATE background_jobs SET status = 'queued', instance_id = NULL, attempts = attempts - 1, step = 'Taken up again after an interruption'
     WHERE id = $1 AND instance_id = $2 AND status = 'running'`,
    [id, instanceId],
  );
}

/**
 * The result files of jobs finished before `finishedBefore`, marked removed now and answered (their keys to remove
 * from the storage): the UPDATE's row locks give each file to one instance when two sweep at once.
 */
export function takeFilesPastKeeping(q: Queryable, finishedBefore: string, now: string) {
  return query(
    q,
    z.object({ id: int, result_file_key: z.string() }),
    `UPDATE background_jobs SET file_removed_at = $2
     WHERE result_file_key IS NOT NULL AND file_removed_at IS NULL AND finished_at < $1
     RETURNING id, result_file_key`,
    [finishedBefore, now],
  );
}
