import { z } from './zod';
import { idField, numberError } from './text';
import { ZDateString, ZDepartmentRef, ZPersonRef } from './responses';
import { COMPETENCY_TYPE_VALUES } from './lnd';

/**
 * The L&D secretariat's dashboard and the reports of the secretariat and HR (issue 22).
 *
 * Words used with one meaning throughout:
 * - an office is the employee's department now (personnel.department_id); its campus is the department's.
 * - a plan covers a year when period_from ≤ year ≤ period_to.
 * - **asked**: the support_funds (centavos) of the items of submitted or approved plans whose target date falls in the
 *   year: what the offices' people ask of the year's L&D budget.
 * - **used**: the support_funds (centavos) of the items marked done (attended and verified by HR) in the year (their
 *   done_at, Manila date): what the year's budget has paid for.
 * - plan items name no fund: asked and used are per office; the budget is set per office and per fund, so a row of the
 *   budget answer holds the office's funds with their amounts and the office's asked and used beside their total.
 * - hours of training in a year: the PDS entries of part VII (learning and development) whose start date falls in the year.
 */

export const LND_REPORT_KINDS = {
  completion: 'Completion of plans per office',
  'training-hours': 'Hours of training per employee',
  interventions: 'Interventions by competency and type',
  scholars: 'Scholars and their obligations',
  'budget-used': 'Budget used per office',
} as const;
export type TLndReportKind = keyof typeof LND_REPORT_KINDS;
export const LND_REPORT_KIND_VALUES = Object.keys(LND_REPORT_KINDS) as [TLndReportKind, ...TLndReportKind[]];

const yearField = z.coerce
  .number({ error: numberError('The year must be from 2000 to 2100.') })
  .int('The year must be from 2000 to 2100.')
  .min(2000, 'The year must be from 2000 to 2100.')
  .max(2100, 'The year must be from 2000 to 2100.');

/** The dashboard's year: the current L&D year when not given. */
export const ZLndDashboardQuery = z.object({ year: yearField.optional() });
export type TLndDashboardQuery = z.infer<typeof ZLndDashboardQuery>;

export const ZLndReportParams = z.object({
  kind: z.enum(LND_REPORT_KIND_VALUES, { error: `Choose a report: ${LND_REPORT_KIND_VALUES.join(', ')}.` }),
});
export const ZLndReportQuery = z.object({
  year: yearField.optional(),
  campus_id: idField('campus').optional(),
  department_id: idField('office').optional(),
});
export type TLndReportQuery = z.infer<typeof ZLndReportQuery>;

const count = z.number().int();
const centavos = z.number().int();
const ZFundRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type TFundRef = z.infer<typeof ZFundRef>;
const ZOfficeRef = ZDepartmentRef.extend({ campus: z.string() });
export type TLndOfficeRef = z.infer<typeof ZOfficeRef>;

// ── The dashboard ──

export const ZWaitingPlan = z.object({
  id: z.number().int(),
  personnel: ZPersonRef,
  kind: z.enum(['faculty', 'administrative']),
  period_from: count,
  period_to: count,
  /** When the request reached the committee's step (its last move). */
  since: z.string(),
});
export const ZDueIntervention = z.object({
  item_id: z.number().int(),
  plan_id: z.number().int(),
  personnel: ZPersonRef,
  competency: z.string(),
  intervention_type: z.string(),
  /** The intervention type's name, as the list words it. */
  intervention_type_name: z.string(),
  intervention: z.string().nullable(),
  target_date: ZDateString,
  support_funds: centavos,
  /** Past its target date and not done. */
  overdue: z.boolean(),
});
export const ZBudgetLine = z.object({
  office: ZOfficeRef,
  /** The budget the secretariat set for the office, per fund. */
  funds: z.array(z.object({ fund: ZFundRef, amount: centavos })),
  budget: centavos,
  asked: centavos,
  used: centavos,
});
export type TBudgetLine = z.infer<typeof ZBudgetLine>;
export const ZPlanShare = z.object({
  office: ZOfficeRef,
  /** Active employees of the office. */
  employees: count,
  /** Of them, with an approved plan covering the year. */
  with_approved_plan: count,
  /** with_approved_plan ÷ employees × 100, one decimal (0 for an office with nobody). */
  percent: z.number(),
});
export type TPlanShare = z.infer<typeof ZPlanShare>;

export const ZLndDashboard = z.object({
  year: count,
  today: ZDateString,
  quarter: z.object({ number: count, from: ZDateString, to: ZDateString }),
  /** Plans whose approval request waits at an L&D committee's step; the oldest first. */
  waiting: z.object({ count, plans: z.array(ZWaitingPlan) }),
  /** Planned items of approved plans due in the current quarter (the overdue ones of the quarter included). */
  due: z.object({ count, overdue: count, items: z.array(ZDueIntervention) }),
  budget: z.object({
    offices: z.array(ZBudgetLine),
    funds: z.array(z.object({ fund: ZFundRef, amount: centavos })),
    totals: z.object({ budget: centavos, asked: centavos, used: centavos }),
  }),
  share: z.object({ offices: z.array(ZPlanShare), employees: count, with_approved_plan: count, percent: z.number() }),
});
export type TLndDashboard = z.infer<typeof ZLndDashboard>;

// ── The reports ──

const reportHead = { year: count, generated_on: ZDateString };

export const ZCompletionRow = z.object({
  office: ZOfficeRef,
  /** Plans covering the year, any status. */
  plans: count,
  approved: count,
  /** Items of the approved plans, and those of them done. */
  items: count,
  done: count,
  /** done ÷ items × 100, one decimal. */
  percent: z.number(),
});
export const ZCompletionReport = z.object({
  ...reportHead,
  kind: z.literal('completion'),
  rows: z.array(ZCompletionRow),
  totals: ZCompletionRow.omit({ office: true }),
});
export type TCompletionReport = z.infer<typeof ZCompletionReport>;

export const ZTrainingHoursRow = z.object({
  personnel: ZPersonRef,
  office: ZOfficeRef.nullable(),
  /** PDS part VII entries started in the year, and their hours. */
  entries: count,
  hours: z.number(),
});
export const ZTrainingHoursOffice = z.object({
  office: ZOfficeRef.nullable(),
  employees: count,
  /** Employees with at least one entry in the year. */
  trained: count,
  entries: count,
  hours: z.number(),
  /** hours ÷ employees, one decimal. */
  average: z.number(),
});
export const ZTrainingHoursReport = z.object({
  ...reportHead,
  kind: z.literal('training-hours'),
  rows: z.array(ZTrainingHoursRow),
  offices: z.array(ZTrainingHoursOffice),
  totals: ZTrainingHoursOffice.omit({ office: true }),
});
export type TTrainingHoursReport = z.infer<typeof ZTrainingHoursReport>;

/** funds: the support_funds (centavos) of the items counted. */
const plannedDone = { planned: count, done: count, funds: centavos };
export const ZInterventionsReport = z.object({
  ...reportHead,
  kind: z.literal('interventions'),
  /** Items of approved plans whose target date falls in the year; planned counts every item, done those done. */
  by_competency: z.array(z.object({ competency: z.object({ id: z.number().int(), name: z.string(), type: z.enum(COMPETENCY_TYPE_VALUES) }), ...plannedDone })),
  by_type: z.array(z.object({ code: z.string(), name: z.string(), ...plannedDone })),
  totals: z.object(plannedDone),
});
export type TInterventionsReport = z.infer<typeof ZInterventionsReport>;

export const ZScholarRow = z.object({
  application_id: z.number().int(),
  personnel: ZPersonRef,
  office: ZOfficeRef.nullable(),
  program: z.string(),
  school: z.string(),
  degree: z.string(),
  study_status: z.enum(['ongoing', 'completed', 'terminated']).nullable(),
  study_start: ZDateString.nullable(),
  study_end: ZDateString.nullable(),
  obligation_end: ZDateString.nullable(),
  /** The separation's effective date when the scholar left (a separation not cancelled). */
  separated_on: ZDateString.nullable(),
  /** Left before the obligation ended. */
  separated_before_obligation: z.boolean(),
});
export const ZScholarsReport = z.object({
  ...reportHead,
  kind: z.literal('scholars'),
  /** Approved applications whose study or obligation touches the year (started by its end; obligation not over before it). */
  rows: z.array(ZScholarRow),
  totals: z.object({ scholars: count, ongoing: count, completed: count, terminated: count, serving_obligation: count, separated_before_obligation: count }),
});
export type TScholarsReport = z.infer<typeof ZScholarsReport>;

export const ZBudgetUsedReport = z.object({
  ...reportHead,
  kind: z.literal('budget-used'),
  rows: z.array(ZBudgetLine),
  funds: z.array(z.object({ fund: ZFundRef, amount: centavos })),
  totals: z.object({ budget: centavos, asked: centavos, used: centavos }),
});
export type TBudgetUsedReport = z.infer<typeof ZBudgetUsedReport>;

export const ZLndReport = z.discriminatedUnion('kind', [ZCompletionReport, ZTrainingHoursReport, ZInterventionsReport, ZScholarsReport, ZBudgetUsedReport]);
export type TLndReport = z.infer<typeof ZLndReport>;
