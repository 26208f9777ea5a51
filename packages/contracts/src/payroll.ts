import { z } from './zod';
import { ZBackgroundJob } from './background-jobs';
import { idField, optionalIdField, textField, ZId, numberError } from './text';
import { isoDate, ZMonth } from './attendance';
import { listAnswer, savedAnswer, ZDateString, ZDepartmentRef, ZTimestamp } from './responses';

/**
 * Payroll (issue 21): the month's runs from the plantilla, the DTR and the leave card; the deductions HR keeps per
 * person; fund sources; payslips; remittances. Money is centavos (integers) everywhere; a payslip's `lines` add up
 * to its `net` (earnings positive, deductions negative).
 */

export const PAYROLL_RUN_KINDS = {
  regular: 'Regular plantilla employees',
  casual: 'Casuals of a fund source',
  job_order: 'Job order and contract of service',
  mid_year_bonus: 'Mid-year bonus',
  year_end_bonus: 'Year-end bonus and cash gift',
  pei: 'Productivity Enhancement Incentive',
  pbb: 'Performance-Based Bonus',
  clothing_allowance: 'Uniform/clothing allowance',
} as const;
/** The special payrolls (issue 40): benefits of the year paid on their own run, to regular and casual employees. */
export const SPECIAL_RUN_KINDS = ['mid_year_bonus', 'year_end_bonus', 'pei', 'pbb', 'clothing_allowance'] as const;
export type TSpecialRunKind = (typeof SPECIAL_RUN_KINDS)[number];
export const isSpecialRunKind = (kind: string): kind is TSpecialRunKind => (SPECIAL_RUN_KINDS as readonly string[]).includes(kind);
export type TPayrollRunKind = keyof typeof PAYROLL_RUN_KINDS;
export const PAYROLL_RUN_KIND_VALUES = Object.keys(PAYROLL_RUN_KINDS) as [TPayrollRunKind, ...TPayrollRunKind[]];

/** draft → computed → reviewed (HR sends it through the chain) → approved (the chain's last step) → paid (locked). */
export const PAYROLL_RUN_STATUSES = ['draft', 'computed', 'reviewed', 'approved', 'paid'] as const;
export type TPayrollRunStatus = (typeof PAYROLL_RUN_STATUSES)[number];

/** The live event a paid run sends to the payroll pages (the payslips' owners get a notification). */
export const PAYROLL_EVENT = 'payroll:changed';

const centavos = (label: string) =>
  z.coerce
    .number({ error: numberError(`The ${label} field is required.`) })
    .int(`The ${label} must be in whole centavos.`)
    .min(0, `The ${label} must not be negative.`)
    .max(100_000_000_000, `The ${label} is too large.`);
const signedCentavos = (label: string) =>
  z.coerce
    .number({ error: numberError(`The ${label} field is required.`) })
    .int(`The ${label} must be in whole centavos.`)
    .min(-100_000_000_000, `The ${label} is too large.`)
    .max(100_000_000_000, `The ${label} is too large.`)
    .refine((v) => v !== 0, `The ${label} must not be zero.`);
const label = (what: string, max = 150) =>
  textField(what, `The ${what} field is required.`)
    .trim()
    .min(1, `The ${what} field is required.`)
    .max(max, `The ${what} must not be longer than ${max} characters.`);

// ── The payslip ───────────────────────────────────────────────────────────────────────────────────

export const ZPayLine = z.object({ code: z.string(), label: z.string(), amount: z.number().int() });
export type TPayLine = z.infer<typeof ZPayLine>;

/** The lines that are deductions even when nothing is taken (no tax on a low salary still says why). */
const MANDATORY_DEDUCTIONS = new Set(['lwop', 'gsis', 'philhealth', 'pagibig', 'tax']);

/** A payslip's earnings and deductions, in the order computed, for the page and the PDF alike. */
export function splitPayLines<L extends TPayLine>(lines: readonly L[]): { earnings: L[]; deductions: L[] } {
  const deduction = (l: L) => l.amount < 0 || MANDATORY_DEDUCTIONS.has(l.code);
  return { earnings: lines.filter((l) => !deduction(l)), deductions: lines.filter(deduction) };
}

export const ZDeductionOutcome = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  code: z.string(),
  label: z.string(),
  due: z.number().int(),
  taken: z.number().int(),
  shortfall: z.number().int(),
});
export type TDeductionOutcome = z.infer<typeof ZDeductionOutcome>;

/** The month's totals a payslip, a register row and a register's sums each carry (centavos). */
export const ZPayColumns = z.object({
  basic: z.number().int(),
  pera: z.number().int(),
  gross: z.number().int(),
  lwop: z.number().int(),
  gsis: z.number().int(),
  philhealth: z.number().int(),
  pagibig: z.number().int(),
  tax: z.number().int(),
  other_deductions: z.number().int(),
  net: z.number().int(),
});
export type TPayColumns = z.infer<typeof ZPayColumns>;

/** A month's pay, as `domain/payroll.ts` computes it: the totals and every line explained. */
export const ZPayslip = z.object({
  ...ZPayColumns.shape,
  lines: z.array(ZPayLine),
  taxable: z.number().int(),
  /** What was taken of the deductions excluded from taxable compensation (union dues; issue 36): 0 on payslips before it. */
  tax_excluded: z.number().int().default(0),
  /** The government's shares; `ec` the Employees' Compensation premium (issue 40): 0 on payslips before it. */
  employer: z.object({
    gsis: z.number().int(),
    ec: z.number().int().default(0),
    philhealth: z.number().int(),
    pagibig: z.number().int(),
    lines: z.array(ZPayLine),
  }),
  deductions: z.array(ZDeductionOutcome),
  not_taken: z.array(ZDeductionOutcome),
  halves: z.object({ fifteenth: z.number().int(), thirtieth: z.number().int() }).nullable(),
  /**
   * A special payroll's payslip (issue 40): the benefits paid, what of them was exempt and taxable, and the yearly
   * exemption of 13th-month pay and other benefits used by the year with them. Absent on the monthly payslips.
   */
  benefits: z.object({ paid: z.number().int(), exempt: z.number().int(), taxable: z.number().int(), exempt_used_this_year: z.number().int() }).optional(),
});
export type TPayslip = z.infer<typeof ZPayslip>;

/** `GET /api/payroll/payslip-preview?personnel_id&month`: computed as a run would, nothing saved. */
export const ZPayslipPreviewQuery = z.object({
  personnel_id: idField('employee'),
  month: ZMonth,
  /** The run kind to preview (a special payroll's); none: the person's own monthly kind. */
  kind: z.enum(PAYROLL_RUN_KIND_VALUES, { error: 'Choose a payroll kind.' }).optional(),
});
export const ZPayslipPreview = z.object({ payslip: ZPayslip });
export type TPayslipPreview = z.infer<typeof ZPayslipPreview>;

/** One paid payslip of the signed-in employee (`GET /api/payroll/payslips/mine`). */
export const ZMyPayslip = ZPayslip.extend({
  id: z.number().int(),
  run_id: z.number().int(),
  month: z.string(),
  kind: z.enum(PAYROLL_RUN_KIND_VALUES),
  paid_at: ZTimestamp.nullable(),
  position: z.string().nullable(),
  grade: z.number().int().nullable(),
  step: z.number().int().nullable(),
});
export type TMyPayslip = z.infer<typeof ZMyPayslip>;
export const ZMyPayslips = z.object({
  payslips: z.array(ZMyPayslip),
  /** Who certifies the payslips correct, as the General Payroll's box B (the accountant in the settings); null when unset. */
  certified_by: z.object({ name: z.string(), title: z.string() }).nullable(),
});
export type TMyPayslips = z.infer<typeof ZMyPayslips>;

// ── Runs ──────────────────────────────────────────────────────────────────────────────────────────

export const ZPayrollRunBody = z
  .object({
    month: ZMonth,
    kind: z.enum(PAYROLL_RUN_KIND_VALUES, { error: 'Choose who the run pays.' }),
    campus_id: z.coerce.number().int().min(1, 'The campus is invalid.').max(5, 'The campus is invalid.').nullable().optional(),
    department_id: optionalIdField('office'),
    fund_source_id: optionalIdField('fund source'),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'casual' && !b.fund_source_id)
      ctx.addIssue({ code: 'custom', path: ['fund_source_id'], message: 'Choose the fund source the casuals are charged to.' });
    if (b.kind === 'job_order' && !b.department_id)
      ctx.addIssue({ code: 'custom', path: ['department_id'], message: 'Choose the office of the job order workers.' });
  });
export type TPayrollRunBody = z.infer<typeof ZPayrollRunBody>;

export const ZPayrollComputeBody = z.object({
  /** The month's DTRs are not all submitted: compute anyway (the page lists who is missing first). */
  confirm_missing_dtr: z.boolean().optional(),
});
export type TPayrollComputeBody = z.infer<typeof ZPayrollComputeBody>;

export const ZPayrollListQuery = z.object({
  month: ZMonth.optional(),
  status: z.enum(PAYROLL_RUN_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** An office whose DTRs for the month were not submitted, with how many of the run's people it holds. */
export const ZMissingDtr = z.object({ department_id: z.number().int(), name: z.string(), people: z.number().int() });

export const ZPayrollTotals = z.object({
  people: z.number().int(),
  gross: z.number().int(),
  deductions: z.number().int(),
  net: z.number().int(),
  employer: z.number().int(),
});
export type TPayrollTotals = z.infer<typeof ZPayrollTotals>;

/** One person a special payroll leaves out, and why in words. */
export const ZRunExclusion = z.object({ personnel_id: z.number().int(), fullname: z.string(), office: z.string().nullable(), reason: z.string() });
export type TRunExclusion = z.infer<typeof ZRunExclusion>;

export const ZPayrollRun = z.object({
  id: z.number().int(),
  month: z.string(),
  kind: z.enum(PAYROLL_RUN_KIND_VALUES),
  title: z.string(),
  status: z.enum(PAYROLL_RUN_STATUSES),
  campus: z.object({ id: z.number().int(), acronym: z.string() }).nullable(),
  department: ZDepartmentRef.nullable(),
  fund_source: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  approval_request_id: z.number().int().nullable(),
  prepared_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  computed_at: ZTimestamp.nullable(),
  reviewed_at: ZTimestamp.nullable(),
  approved_at: ZTimestamp.nullable(),
  paid_at: ZTimestamp.nullable(),
  totals: ZPayrollTotals,
  /** Deductions not taken in full this month (the minimum take-home pay): how many people. */
  short_deductions: z.number().int(),
  /** The offices whose DTRs for the month were not submitted when the run was last computed. */
  missing_dtr: z.array(ZMissingDtr),
  /** Warnings in words (a fund source over its ceiling, an employee left out and why). */
  warnings: z.array(z.string()),
  /** A special payroll's people left out when it was last computed, each with the reason (not eligible, paid already). */
  exclusions: z.array(ZRunExclusion),
});
export type TPayrollRun = z.infer<typeof ZPayrollRun>;
export const ZPayrollRunList = listAnswer('runs', ZPayrollRun);
export type TPayrollRunList = z.infer<typeof ZPayrollRunList>;
export const ZPayrollRunSaved = savedAnswer('run', ZPayrollRun);
export type TPayrollRunSaved = z.infer<typeof ZPayrollRunSaved>;
/** The run, with its compute job under way or the last one (issue 42: the page shows the bar or its outcome). */
export const ZPayrollRunOne = z.object({
  run: ZPayrollRun,
  compute_job: ZBackgroundJob.nullable(),
  /** The caller's own PDF of the run's payslips under way, else their latest (its file to save once done). */
  payslips_job: ZBackgroundJob.nullable(),
});
export type TPayrollRunOne = z.infer<typeof ZPayrollRunOne>;

/** One person's row of the payroll register (the General Payroll sheet). */
export const ZRegisterRow = z.object({
  line_id: z.number().int(),
  personnel_id: z.number().int(),
  idno: z.string().nullable(),
  fullname: z.string(),
  office: z.string().nullable(),
  fund: z.string().nullable(),
  position: z.string().nullable(),
  grade: z.number().int().nullable(),
  step: z.number().int().nullable(),
  ...ZPayColumns.shape,
  fifteenth: z.number().int().nullable(),
  thirtieth: z.number().int().nullable(),
  lines: z.array(ZPayLine),
  not_taken: z.array(ZDeductionOutcome),
});
export type TRegisterRow = z.infer<typeof ZRegisterRow>;

const ZRegisterSums = ZPayColumns.extend({ people: z.number().int() });
export type TRegisterSums = z.infer<typeof ZRegisterSums>;

/**
 * One who acts on the run's approval chain (issue 36): who certified or approved it (`acted`) or may act on one of its
 * steps (the steps' labels); the register marks their rows when their own pay is in the run.
 */
export const ZRunApprover = z.object({
  personnel_id: z.number().int(),
  name: z.string(),
  steps: z.array(z.string()),
  acted: z.boolean(),
});
export type TRunApprover = z.infer<typeof ZRunApprover>;

/** `GET /api/payroll/runs/:id/register`: the rows, the totals per office and per fund, and the run's. */
export const ZPayrollRegister = z.object({
  run: ZPayrollRun,
  rows: z.array(ZRegisterRow),
  offices: z.array(ZRegisterSums.extend({ name: z.string() })),
  funds: z.array(ZRegisterSums.extend({ name: z.string() })),
  total: ZRegisterSums,
  /** The people who act on the run's chain steps (`ZRunApprover`), whether or not their own pay is in it. */
  approvers: z.array(ZRunApprover),
});
export type TPayrollRegister = z.infer<typeof ZPayrollRegister>;

/** `GET /api/payroll/runs/:id/differences`: who is paid differently from the previous month's paid run, and why. */
export const ZPayrollDifference = z.object({
  personnel_id: z.number().int(),
  fullname: z.string(),
  office: z.string().nullable(),
  previous_net: z.number().int().nullable(),
  net: z.number().int().nullable(),
  change: z.number().int(),
  reasons: z.array(z.string()),
});
export const ZPayrollDifferences = z.object({
  previous_run_id: z.number().int().nullable(),
  previous_month: z.string(),
  differences: z.array(ZPayrollDifference),
});
export type TPayrollDifferences = z.infer<typeof ZPayrollDifferences>;

/** One person's line of a remittance: the base, the employee's share and the employer's. */
export const ZRemittanceRow = z.object({
  personnel_id: z.number().int(),
  idno: z.string().nullable(),
  fullname: z.string(),
  base: z.number().int(),
  employee: z.number().int(),
  employer: z.number().int(),
});
const ZRemittance = z.object({
  agency: z.string(),
  rows: z.array(ZRemittanceRow),
  totals: z.object({ base: z.number().int(), employee: z.number().int(), employer: z.number().int(), total: z.number().int() }),
});
export type TRemittance = z.infer<typeof ZRemittance>;
/** The agencies of the remittances, in their order, with each column's words (the page's and the workbook's). */
export const REMITTANCE_AGENCIES = [
  { key: 'gsis', tab: 'GSIS', base: 'Basic salary', employee: 'Personal share', employer: 'Government share' },
  // The EC premium is the government's alone (PD 626): the employee's column stays at nil.
  { key: 'ec', tab: 'EC', base: 'Basic salary', employee: 'Employee share (none)', employer: 'EC premium' },
  { key: 'philhealth', tab: 'PhilHealth', base: 'Basic salary', employee: 'Employee share', employer: 'Employer share' },
  { key: 'pagibig', tab: 'Pag-IBIG', base: 'Fund salary', employee: 'Employee share', employer: 'Employer share' },
  { key: 'bir', tab: 'BIR', base: 'Taxable compensation', employee: 'Tax withheld', employer: null },
] as const satisfies readonly { key: string; tab: string; base: string; employee: string; employer: string | null }[];
export type TRemittanceAgency = (typeof REMITTANCE_AGENCIES)[number];

/** `GET /api/payroll/remittances?month=`: the month's paid and approved runs, summed per person, agency by agency. */
export const ZPayrollRemittances = z.object({
  month: z.string(),
  runs: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.enum(PAYROLL_RUN_STATUSES) })),
  gsis: ZRemittance,
  /** The Employees' Compensation premium (PD 626), the government's alone, remitted with the GSIS premiums (issue 40). */
  ec: ZRemittance,
  philhealth: ZRemittance,
  pagibig: ZRemittance,
  bir: ZRemittance,
});
export type TPayrollRemittances = z.infer<typeof ZPayrollRemittances>;
export const ZRemittancesQuery = z.object({ month: ZMonth });

/** An adjustment to a locked run, paid or taken in a later one: it names the run it corrects. */
export const ZPayrollAdjustmentBody = z.object({
  personnel_id: idField('employee'),
  corrects_run_id: idField('run corrected'),
  label: label('description'),
  /** Positive: owed to the employee; negative: taken back. */
  amount: signedCentavos('amount'),
  taxable: z.boolean().default(false),
});
export type TPayrollAdjustmentBody = z.infer<typeof ZPayrollAdjustmentBody>;
export const ZPayrollAdjustment = z.object({
  id: z.number().int(),
  run_id: z.number().int(),
  personnel_id: z.number().int(),
  fullname: z.string(),
  corrects_run_id: z.number().int(),
  corrects: z.string(),
  label: z.string(),
  amount: z.number().int(),
  taxable: z.boolean(),
});
export type TPayrollAdjustment = z.infer<typeof ZPayrollAdjustment>;
export const ZPayrollAdjustmentList = z.object({ adjustments: z.array(ZPayrollAdjustment) });
export const ZPayrollAdjustmentSaved = savedAnswer('adjustment', ZPayrollAdjustment);

// ── Deductions HR keeps per person ───────────────────────────────────────────────────────────────

export const ZPersonDeductionBody = z
  .object({
    personnel_id: idField('employee'),
    code: z
      .string({ error: 'The code field is required.' })
      .trim()
      .regex(/^[A-Z0-9_-]{1,20}$/, 'The code is 1–20 capital letters, digits, _ or -.'),
    label: label('description'),
    monthly: centavos('monthly amount').refine((v) => v > 0, 'The monthly amount must be more than zero.'),
    start_month: ZMonth,
    end_month: ZMonth.nullable().optional(),
    balance: centavos('balance').nullable().optional(),
    priority: z.coerce.number().int('The priority is a whole number.').min(1, 'The priority is 1–99.').max(99, 'The priority is 1–99.').default(50),
  })
  .superRefine((b, ctx) => {
    if (b.end_month && b.end_month < b.start_month)
      ctx.addIssue({ code: 'custom', path: ['end_month'], message: 'The deduction must not end before it starts.' });
  });
export type TPersonDeductionBody = z.infer<typeof ZPersonDeductionBody>;
export const ZPersonDeduction = z.object({
  id: z.number().int(),
  personnel_id: z.number().int(),
  fullname: z.string(),
  code: z.string(),
  label: z.string(),
  monthly: z.number().int(),
  start_month: z.string(),
  end_month: z.string().nullable(),
  balance: z.number().int().nullable(),
  priority: z.number().int(),
  active: z.boolean(),
  /** From the deduction type of the code (deduction_types): excluded from taxable compensation, like union dues. */
  tax_excluded: z.boolean(),
});
export type TPersonDeduction = z.infer<typeof ZPersonDeduction>;

/** A kind of deduction, by its code, and whether it is excluded from taxable compensation (issue 36). */
export const ZDeductionType = z.object({
  code: z.string(),
  name: z.string(),
  tax_excluded: z.boolean(),
  legal_basis: z.string().nullable(),
});
export type TDeductionType = z.infer<typeof ZDeductionType>;
export const ZDeductionTypeList = z.object({ deduction_types: z.array(ZDeductionType) });
export type TDeductionTypeList = z.infer<typeof ZDeductionTypeList>;
export const ZDeductionTypeBody = z.object({
  name: label('name'),
  tax_excluded: z.boolean({ error: 'Say whether the deduction is excluded from taxable compensation.' }),
  legal_basis: z.string().trim().max(500, 'The legal basis must not be longer than 500 characters.').nullable().optional(),
});
export type TDeductionTypeBody = z.infer<typeof ZDeductionTypeBody>;
export const ZDeductionTypeCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_-]{1,20}$/, 'The code is 1–20 capital letters, digits, _ or -.'),
});
export const ZDeductionTypeSaved = savedAnswer('deduction_type', ZDeductionType);
export type TDeductionTypeSaved = z.infer<typeof ZDeductionTypeSaved>;
export const ZPersonDeductionList = z.object({ deductions: z.array(ZPersonDeduction) });
export type TPersonDeductionList = z.infer<typeof ZPersonDeductionList>;
export const ZPersonDeductionSaved = savedAnswer('deduction', ZPersonDeduction);
export const ZPersonDeductionQuery = z.object({ personnel_id: idField('employee').optional() });

// ── Fund sources ─────────────────────────────────────────────────────────────────────────────────

export const ZFundSourceBody = z
  .object({
    code: textField('code', 'The code field is required.')
      .trim()
      .min(1, 'The code field is required.')
      .max(20, 'The code must not be longer than 20 characters.'),
    name: label('name', 200),
    start_date: isoDate('start date').nullable().optional(),
    end_date: isoDate('end date').nullable().optional(),
    /** The most the fund may pay its casuals in a month, centavos; none: no ceiling. */
    monthly_ceiling: centavos('monthly ceiling').nullable().optional(),
    active: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (b.start_date && b.end_date && b.end_date < b.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The fund must not end before it starts.' });
  });
export type TFundSourceBody = z.infer<typeof ZFundSourceBody>;
export const ZFundSource = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  start_date: ZDateString.nullable(),
  end_date: ZDateString.nullable(),
  monthly_ceiling: z.number().int().nullable(),
  active: z.boolean(),
  /** The casuals charged to it now. */
  casuals: z.number().int(),
  /** The gross of its runs in the month asked (`?month=`, default this month), against the ceiling. */
  month_cost: z.number().int(),
  over_ceiling: z.boolean(),
});
export type TFundSource = z.infer<typeof ZFundSource>;
export const ZFundSourceList = z.object({ month: z.string(), fund_sources: z.array(ZFundSource) });
export type TFundSourceList = z.infer<typeof ZFundSourceList>;
export const ZFundSourceSaved = savedAnswer('fund_source', ZFundSource);
export const ZFundSourceQuery = z.object({ month: ZMonth.optional() });

/** The casuals charged to a fund source, and job order workers' rates: what payroll keeps per person beyond the plantilla. */
export const ZPayProfileBody = z.object({
  fund_source_id: optionalIdField('fund source'),
  /** Job order and contract of service: the daily rate in centavos. */
  daily_rate: centavos('daily rate').nullable().optional(),
  /** The worker's sworn declaration allows 3% withholding instead of 5%. */
  sworn_declaration: z.boolean().default(false),
  /** The account at the depository bank the net pay is credited to (issue 40); left out, unchanged; null, none. */
  bank_account_no: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, 'The bank account number is 6 to 20 digits, without dashes or spaces.')
    .nullable()
    .optional(),
});
export type TPayProfileBody = z.infer<typeof ZPayProfileBody>;
export const ZPayProfile = z.object({
  personnel_id: z.number().int(),
  fullname: z.string(),
  employment_kind: z.string(),
  fund_source_id: z.number().int().nullable(),
  daily_rate: z.number().int().nullable(),
  sworn_declaration: z.boolean(),
  bank_account_no: z.string().nullable(),
});
export type TPayProfile = z.infer<typeof ZPayProfile>;
export const ZPayProfileSaved = savedAnswer('profile', ZPayProfile);
export const ZPayProfileList = z.object({ profiles: z.array(ZPayProfile), total: z.number().int() });
export type TPayProfileList = z.infer<typeof ZPayProfileList>;

// ── Dated tables ─────────────────────────────────────────────────────────────────────────────────

export const PAYROLL_TABLE_KINDS = {
  contributions: 'GSIS, PhilHealth and Pag-IBIG rates',
  tax: 'Withholding tax table (monthly)',
  job_order_withholding: 'Job order withholding',
  settings: 'PERA, days a month, minimum take-home pay',
  annual_tax: 'Income tax table (annual), for the year-end adjustment',
  mid_year_bonus: 'Mid-year bonus',
  year_end_bonus: 'Year-end bonus and cash gift',
  pei: 'Productivity Enhancement Incentive (a fiscal year)',
  pbb: 'Performance-Based Bonus (a fiscal year)',
  clothing_allowance: 'Uniform/clothing allowance',
  rata: 'RATA: levels and the reduction by days of actual work',
} as const;
export type TPayrollTableKind = keyof typeof PAYROLL_TABLE_KINDS;
export const PAYROLL_TABLE_KIND_VALUES = Object.keys(PAYROLL_TABLE_KINDS) as [TPayrollTableKind, ...TPayrollTableKind[]];

export const ZPayrollTable = z.object({
  id: z.number().int(),
  kind: z.enum(PAYROLL_TABLE_KIND_VALUES),
  effective_date: ZDateString,
  source: z.string(),
  /** The rates and brackets, as `domain/payroll-tables.ts` types them (centavos, basis points). */
  data: z.record(z.string(), z.unknown()),
});
export type TPayrollTable = z.infer<typeof ZPayrollTable>;
export const ZPayrollTableList = z.object({ tables: z.array(ZPayrollTable) });
export type TPayrollTableList = z.infer<typeof ZPayrollTableList>;
export const ZPayrollTableBody = z.object({
  kind: z.enum(PAYROLL_TABLE_KIND_VALUES, { error: 'Choose the table.' }),
  effective_date: isoDate('effective date'),
  source: label('source', 300),
  data: z.record(z.string(), z.unknown()),
});
export type TPayrollTableBody = z.infer<typeof ZPayrollTableBody>;
export const ZPayrollTableSaved = savedAnswer('table', ZPayrollTable);

export const ZPayrollAdjustmentParams = z.object({ id: ZId, adjustment_id: ZId });
export const ZPayProfileParams = z.object({ personnel_id: ZId });
export const ZPayProfileQuery = z.object({
  fund_source_id: idField('fund source').optional(),
  /** A name or employee number: the list shows at most PAY_PROFILES_SHOWN people, so at 5,000 HR finds one by search. */
  term: textField('search term').trim().max(100).optional(),
});
/** The most pay profiles one answer lists (`total` says how many match). */
export const PAY_PROFILES_SHOWN = 500;
/** `GET /api/payroll/bir-2316/pdf?personnel_id&year`. */
export const ZCertificate2316Query = z.object({ personnel_id: idField('employee'), year: z.string().regex(/^\d{4}$/, 'The year must be YYYY.') });

/** `GET/PUT /api/payroll/settings`: whether the net is paid in two halves (the 15th and the 30th). */
export const ZPayrollSettings = z.object({ twice_a_month: z.boolean({ error: 'Say whether the university pays twice a month.' }) });
export type TPayrollSettings = z.infer<typeof ZPayrollSettings>;
export const ZPayrollSettingsSaved = savedAnswer('settings', ZPayrollSettings);
