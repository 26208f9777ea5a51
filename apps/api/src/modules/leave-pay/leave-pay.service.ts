import type { Queryable } from '@hris/db';
import type { TLeavePayment, TLeavePesos } from '@hris/contracts';
import type { Deps } from '../../lib/deps';
import * as repo from './leave-pay.repo';
import { salaryHeldOn } from '../salary-schedule';
import { readNumberSetting, readSetting } from '../../lib/settings';
import { LEAVE_PAY_FACTOR, monetizationAmount, terminalLeaveAmount } from '../../domain/leave-pay';
import type { Earning } from '../../domain/payroll';

// Leave in pesos (issue 36) on the payroll's side: the salary a monetization is paid at, the factor in force (a
// setting HR may correct), and the `leave_payments` rows an approved monetization or a separation's terminal leave
// leaves for the person's next regular run. computeLines reads them as earnings; the run that computes them claims
// them (computed_run_id) and paying that run marks them paid (paid_run_id), so no later run pays them again.

/**
 * The monthly salary (centavos) a person holds on a date: the one answer every module reads (salary_held_on, the
 * item's grade at the step held, migration 0035), null when they hold no grade then.
 */
export async function monthlySalaryOn(db: Queryable, personnelId: number, date: string): Promise<number | null> {
  const [held] = await salaryHeldOn(db, [personnelId], date);
  return held?.monthly ?? null;
}

/** The factor in force: the `leave_pay_factor` setting (0.0481927, CSC MC No. 41 s. 1998 as amended, unless HR corrected it). */
export async function leavePayFactor(db: Queryable): Promise<number> {
  const f = await readNumberSetting(db, 'leave_pay_factor');
  return f > 0 && f < 1 ? f : LEAVE_PAY_FACTOR.value;
}

/** Whether this kind of leave pay is taxable compensation (both exempt by default: CSC-RULES.md, "Leave in pesos"). */
export async function leavePayTaxable(db: Queryable, kind: 'monetization' | 'terminal'): Promise<boolean> {
  const v: unknown = await readSetting(db, kind === 'monetization' ? 'leave_monetization_taxable' : 'terminal_leave_taxable');
  return v === true || v === 'true';
}

/** A monetization of `days` as it would be paid on `date`: null when the person holds no salary then (no grade or step). */
export async function monetizationOf(deps: Deps, personnelId: number, days: number, date: string): Promise<TLeavePesos | null> {
  const [monthly, factor] = await Promise.all([monthlySalaryOn(deps.db, personnelId, date), leavePayFactor(deps.db)]);
  if (monthly === null || days <= 0) return null;
  return { monthly_salary: monthly, days, factor, ...monetizationAmount(monthly, days, factor) };
}

/** Terminal leave at the highest monthly salary and the credits held, with the factor in force. */
export async function terminalLeaveOf(deps: Deps, highest: number, vl: number, sl: number): Promise<TLeavePesos> {
  const factor = await leavePayFactor(deps.db);
  return { monthly_salary: highest, days: Math.round((vl + sl) * 1000) / 1000, factor, ...terminalLeaveAmount(highest, vl, sl, factor) };
}

/** Records what the next regular run pays; refused (false) when the source already has its payment. */
export function recordLeavePayment(q: Queryable, p: repo.NewLeavePayment): Promise<boolean> {
  return repo.insertPayment(q, p);
}

export function paymentOfLeave(q: Queryable, leaveApplicationId: number): Promise<TLeavePayment | null> {
  return repo.paymentOfLeave(q, leaveApplicationId);
}

export function paymentOfSeparation(q: Queryable, separationId: number): Promise<TLeavePayment | null> {
  return repo.paymentOfSeparation(q, separationId);
}

export type LeavePaymentDue = repo.LeavePaymentDue;

/**
 * What a regular run (or the preview, `runId` null) pays these people: the unpaid payments no other run holds. A run
 * holds a payment from its computation until it is paid, unless it went back to draft (it must be computed again).
 */
export async function leavePaymentsDue(q: Queryable, ids: number[], runId: number | null): Promise<LeavePaymentDue[]> {
  if (ids.length === 0) return [];
  return repo.paymentsDue(q, ids, runId);
}

const EARNING_WORDS = { monetization: 'Monetization of leave credits', terminal: 'Terminal leave benefits' } as const;

/** The payment as a payslip earning: "Monetization of leave credits: 12 days × ₱54,371.00 × 0.0481927 = ₱31,443.42". */
export function leaveEarning(p: LeavePaymentDue): Earning {
  return {
    code: p.kind === 'monetization' ? 'leave_monetization' : 'terminal_leave',
    label: `${EARNING_WORDS[p.kind]}: ${p.words}`,
    amount: p.amount,
    taxable: p.taxable,
  };
}

/** The computed run holds the payments it included (and lets go of those it no longer includes). */
export function claimLeavePayments(tx: Queryable, runId: number, paymentIds: number[]): Promise<void> {
  return repo.claimPayments(tx, runId, paymentIds);
}

/** Paying the run pays what it holds: those rows are then locked (migration 0036) and no later run includes them. */
export function markLeavePaymentsPaid(tx: Queryable, runId: number): Promise<void> {
  return repo.markPaid(tx, runId);
}
