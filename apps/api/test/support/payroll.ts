import { expect } from 'vitest';
import type { Response } from 'supertest';
import type { TestApp } from './test-app';
import { as } from './records';

/**
 * A run sent for approval taken through the payroll chain: the preparer (who filed it) is refused on its steps, then
 * accounting certifies it and the approving official approves it.
 */
export async function approveThroughChain(t: TestApp, runId: number, tokens: { preparer: string; accounting: string; approver: string }) {
  const { rows } = await t.db.$client.query<{ approval_request_id: number }>(`SELECT approval_request_id FROM payroll_runs WHERE id = $1`, [runId]);
  const requestId = rows[0]!.approval_request_id;
  const act = (token: string) => t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send({ action: 'approve' });
  expect((await act(tokens.preparer)).status).toBe(403);
  expect((await act(tokens.accounting)).status).toBe(200);
  expect((await act(tokens.approver)).status).toBe(200);
}

type ComputeOutcome = { status: number; body: Response['body']; job: { id: number; status: string; error: string | null } | null };

/**
 * Computes a run as HR's page does (issue 42: the compute is a job): posts it, and when it is started (202) follows the
 * job through the asker's own job route until it ends. The outcome reads as the compute's answer read before it was a
 * job: 200 with `{ message, run }` once the job is done, 422 with `{ message }` (the job's error) when it failed; a
 * refusal before it starts (422, 409, 403) is that answer as it came.
 */
export async function computeRun(t: TestApp, token: string, runId: number, body: Record<string, unknown> = {}): Promise<ComputeOutcome> {
  const started = await t.http.post(`/api/payroll/runs/${runId}/compute`).set(as(token)).send(body);
  if (started.status !== 202) return { status: started.status, body: started.body, job: null };
  const job = await waitForJob(t, token, started.body.job.id);
  if (job.status === 'failed') return { status: 422, body: { message: job.error }, job };
  const run = await t.http.get(`/api/payroll/runs/${runId}`).set(as(token));
  return { status: 200, body: { message: job.result.message, run: run.body.run }, job };
}

/** Follows one's own job until it ends (done or failed), as the page's poll does; fails the test after `ms`. */
export async function waitForJob(t: Pick<TestApp, 'http'>, token: string, jobId: number, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    const res = await t.http.get(`/api/background-jobs/mine/${jobId}`).set(as(token));
    expect(res.status).toBe(200);
    if (res.body.job.status === 'done' || res.body.job.status === 'failed') return res.body.job;
    if (Date.now() > until) throw new Error(`job ${jobId} did not end within ${ms} ms: ${JSON.stringify(res.body.job)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
