import { expect } from 'vitest';
import type { Response } from 'supertest';
import type { TestApp } from './test-app';
import { waitForJob } from './payroll';
import { as, binary } from './records';

/** One's job followed until it is done (as the page's bar), and its file fetched from the job's /file. */
export async function fileOfStartedJob(t: Pick<TestApp, 'http'>, token: string, jobId: number) {
  const job = await waitForJob(t, token, jobId);
  expect(job.error).toBeNull();
  expect(job).toMatchObject({ status: 'done', result: { has_file: true } });
  const file: Response = await binary(t.http.get(`/api/background-jobs/mine/${job.id}/file`).set(as(token)));
  expect(file.status).toBe(200);
  return { job, file, bytes: file.body as Buffer };
}

/**
 * Long work that ends in a file (issue 42), as its page asks for it: posted (202 with the job), followed through the
 * asker's own job route until it is done, and its file fetched.
 */
export async function fileOfJob(t: Pick<TestApp, 'http'>, token: string, path: string, body: Record<string, unknown> = {}) {
  const started = await t.http.post(path).set(as(token)).send(body);
  expect(started.status, `${path}: ${JSON.stringify(started.body).slice(0, 300)}`).toBe(202);
  return fileOfStartedJob(t, token, started.body.job.id as number);
}
