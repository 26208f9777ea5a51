import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZLeavePayment, type TLeavePayment, type TLeavePesos } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

// The `leave_payments` rows: what an approved monetization or a separation's terminal leave leaves for the person's next
// regular run, which run holds each (computed_run_id) and which paid it (paid_run_id). Amounts are bigint centavos.

const PAYMENT_COLUMNS = `id, kind, amount, words, taxable, created_at, computed_run_id, paid_run_id`;

export type NewLeavePayment = {
  kind: 'monetization' | 'terminal';
  personnelId: number;
  pay: TLeavePesos;
  taxable: boolean;
  leaveApplicationId?: number;
  separationId?: number;
  userId: number | null;
};

/** Answers whether it was stored: false when its source (the application, the separation) already has its payment. */
export async function insertPayment(q: Queryable, p: NewLeavePayment): Promise<boolean> {
  const inserted = await execute(
    q,
    `INSERT INTO leave_payments (kind, personnel_id, amount, monthly_salary, days, factor, words, taxable, leave_application_id, separation_id, created_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
    [
      p.kind,
      p.personnelId,
      p.pay.amount,
      p.pay.monthly_salary,
      p.pay.days,
      p.pay.factor,
      p.pay.words,
      p.taxable,
      p.leaveApplicationId ?? null,
      p.separationId ?? null,
      p.userId,
    ],
  );
  return inserted > 0;
}

export async function paymentOfLeave(q: Queryable, leaveApplicationId: number): Promise<TLeavePayment | null> {
  return queryOne(q, ZLeavePayment, `SELECT ${PAYMENT_COLUMNS} FROM leave_payments WHERE leave_application_id = $1`, [leaveApplicationId]);
}

export async function paymentOfSeparation(q: Queryable, separationId: number): Promise<TLeavePayment | null> {
  return queryOne(q, ZLeavePayment, `SELECT ${PAYMENT_COLUMNS} FROM leave_payments WHERE separation_id = $1`, [separationId]);
}

/** A payment a run is to pay: whose it is, and the earning's amount and words. */
const ZLeavePaymentDue = ZLeavePayment.pick({ id: true, kind: true, amount: true, words: true, taxable: true }).extend({ personnel_id: z.number().int() });
export type LeavePaymentDue = z.infer<typeof ZLeavePaymentDue>;

/** The unpaid payments of these people that no other run holds (a run back in draft lets go of its own). */
export async function paymentsDue(q: Queryable, ids: number[], runId: number | null): Promise<LeavePaymentDue[]> {
  return query(
    q,
    ZLeavePaymentDue,
    `SELECT lp.id, lp.personnel_id, lp.kind, lp.amount, lp.words, lp.taxable
       FROM leave_payments lp LEFT JOIN payroll_runs r ON r.id = lp.computed_run_id
      WHERE lp.personnel_id = ANY($1::int[]) AND lp.paid_run_id IS NULL
        AND (lp.computed_run_id IS NULL OR lp.computed_run_id IS NOT DISTINCT FROM $2::int OR r.status = 'draft')
      ORDER BY lp.id`,
    [ids, runId],
  );
}

/** The run holds these payments, and lets go of those it held and no longer includes. */
export async function claimPayments(tx: Queryable, runId: number, paymentIds: number[]): Promise<void> {
  await execute(tx, `UPDATE leave_payments SET computed_run_id = NULL WHERE computed_run_id = $1 AND paid_run_id IS NULL AND NOT (id = ANY($2::int[]))`, [
    runId,
    paymentIds,
  ]);
  if (paymentIds.length)
    await execute(tx, `UPDATE leave_payments SET computed_run_id = $1 WHERE id = ANY($2::int[]) AND paid_run_id IS NULL`, [runId, paymentIds]);
}

export async function markPaid(tx: Queryable, runId: number): Promise<void> {
  await execute(tx, `UPDATE leave_payments SET paid_run_id = $1 WHERE computed_run_id = $1 AND paid_run_id IS NULL`, [runId]);
}
