import { expect } from 'vitest';
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
