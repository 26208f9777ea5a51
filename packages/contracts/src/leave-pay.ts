import { z } from './zod';
import { ZDateString, ZTimestamp } from './responses';

// Leave in pesos (issue 36): the money value of leave credits, monthly salary × days × 0.0481927 (CSC MC No. 41
// s. 1998 as amended), for a monetization and for the terminal leave benefits of a separation. Centavos.

/** One computation: the salary used, the days, the factor, the amount and the whole of it in words. */
export const ZLeavePesos = z.object({
  monthly_salary: z.number().int(),
  days: z.number(),
  factor: z.number(),
  amount: z.number().int(),
  /** "12 days × ₱54,371.00 × 0.0481927 = ₱31,443.42" */
  words: z.string(),
});
export type TLeavePesos = z.infer<typeof ZLeavePesos>;

/** The payroll earning made of it: waiting for the person's next regular run, or paid by a run. */
export const ZLeavePayment = z.object({
  id: z.number().int(),
  kind: z.enum(['monetization', 'terminal']),
  amount: z.number().int(),
  words: z.string(),
  taxable: z.boolean(),
  created_at: ZTimestamp,
  computed_run_id: z.number().int().nullable(),
  paid_run_id: z.number().int().nullable(),
});
export type TLeavePayment = z.infer<typeof ZLeavePayment>;

/** The computation of terminal leave benefits of one separation, as HR sees it and prints it. */
export const ZTerminalLeave = z.object({
  separation_id: z.number().int(),
  personnel: z.object({ id: z.number().int(), fullname: z.string(), position: z.string().nullable(), office: z.string().nullable() }),
  effective_date: ZDateString,
  cause: z.string(),
  /** The highest monthly salary received (centavos) and the record it was read from. */
  highest_salary: z.object({ amount: z.number().int(), source: z.string() }),
  /** The credits held on the separation date (the leave card), as of this date. */
  credits_as_of: ZDateString,
  vl: z.number(),
  sl: z.number(),
  computation: ZLeavePesos,
  /** Put in payroll: once. */
  payment: ZLeavePayment.nullable(),
});
export type TTerminalLeave = z.infer<typeof ZTerminalLeave>;
export const ZTerminalLeaveAnswer = z.object({ terminal_leave: ZTerminalLeave });
export type TTerminalLeaveAnswer = z.infer<typeof ZTerminalLeaveAnswer>;
export const ZTerminalLeaveSaved = z.object({ message: z.string(), terminal_leave: ZTerminalLeave });
export type TTerminalLeaveSaved = z.infer<typeof ZTerminalLeaveSaved>;
