import { z } from './zod';
import { PAYROLL_RUN_KIND_VALUES } from './payroll';
import { ZTimestamp } from './responses';

/**
 * Issue 40: the General Payroll in the Government Accounting Manual's form (COA Circular No. 2015-007, GAM for NGAs
 * Vol. II, Appendix 33) as a PDF or a workbook, and the ledger of one deduction HR keeps (a loan): every paid run that
 * took it, or was due to and could not, with the balance after. Money is centavos.
 */

/** `?format=`: the General Payroll or a ledger as a PDF (the default) or as an Excel workbook. */
export const ZPayrollFileFormat = z.object({
  format: z.enum(['pdf', 'xlsx'], { error: 'The format is pdf or xlsx.' }).default('pdf'),
});
export type TPayrollFileFormat = z.infer<typeof ZPayrollFileFormat>;

/** One paid run's outcome of the deduction: what was due, what was taken, the shortfall and the balance after. */
export const ZLoanLedgerRow = z.object({
  run_id: z.number().int(),
  month: z.string(),
  run: z.string(),
  kind: z.enum(PAYROLL_RUN_KIND_VALUES),
  paid_at: ZTimestamp.nullable(),
  due: z.number().int(),
  taken: z.number().int(),
  shortfall: z.number().int(),
  /** Null for a deduction kept without a balance (dues). */
  balance_after: z.number().int().nullable(),
});
export type TLoanLedgerRow = z.infer<typeof ZLoanLedgerRow>;

/** `GET /api/payroll/deductions/:id/ledger`. */
export const ZLoanLedger = z.object({
  deduction: z.object({
    id: z.number().int(),
    personnel_id: z.number().int(),
    fullname: z.string(),
    idno: z.string().nullable(),
    code: z.string(),
    label: z.string(),
    monthly: z.number().int(),
    start_month: z.string(),
    end_month: z.string().nullable(),
    active: z.boolean(),
  }),
  /** The balance before the first paid run took any of it: the current balance plus everything taken (reconstructed). */
  original_balance: z.number().int().nullable(),
  current_balance: z.number().int().nullable(),
  total_taken: z.number().int(),
  total_shortfall: z.number().int(),
  rows: z.array(ZLoanLedgerRow),
});
export type TLoanLedger = z.infer<typeof ZLoanLedger>;

/** `GET /api/payroll/deductions/mine`: the signed-in employee's loans and other deductions, each with its ledger behind it. */
export const ZMyLoan = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  monthly: z.number().int(),
  start_month: z.string(),
  end_month: z.string().nullable(),
  balance: z.number().int().nullable(),
  active: z.boolean(),
});
export const ZMyLoans = z.object({ loans: z.array(ZMyLoan) });
export type TMyLoans = z.infer<typeof ZMyLoans>;
