import { z } from './zod';
import { idField, optionalIdField, textField, ZId, numberError } from './text';
import { isoDate } from './attendance';
import { LD_TYPES } from './pds';
import { listAnswer, oneAnswer, savedAnswer, ZDateString, ZPersonRef, ZTimestamp } from './responses';

/**
 * Learning and development (issue 22): individual development plans (IDP) per period, each item a competency with
 * its gap and the intervention planned; reviewed through the one approval chain (the immediate head, the department
 * personnel committee, then the faculty or administrative L&D committee by the person's kind); interventions attended,
 * recorded with their certificate and, once HR verifies them, added to the PDS (part VII).
 */

export const COMPETENCY_TYPES = { core: 'Core', organizational: 'Organizational', technical: 'Technical', leadership: 'Leadership' } as const;
export type TCompetencyType = keyof typeof COMPETENCY_TYPES;
export const COMPETENCY_TYPE_VALUES = Object.keys(COMPETENCY_TYPES) as [TCompetencyType, ...TCompetencyType[]];

/**
 * The kinds of intervention (training, coaching, mentoring, job rotation, graduate study, conference are seeded) are a
 * list the L&D administrators keep (intervention_types): a plan item names one by its code.
 */
export const ZInterventionCode = z
  .string({ error: 'Choose the intervention.' })
  .trim()
  .min(1, 'Choose the intervention.')
  .max(20, 'Choose the intervention.')
  .regex(/^[a-z][a-z0-9_]*$/, 'Choose the intervention.');

/** draft (the employee's) → submitted (in the chain) → approved; returned goes back to the employee to change and submit again. */
export const PLAN_STATUSES = ['draft', 'submitted', 'approved', 'returned', 'disapproved'] as const;
export type TPlanStatus = (typeof PLAN_STATUSES)[number];

/** The proficiency levels of the CSC competency framework: 1 basic … 4 superior. */
export const PROFICIENCY_LEVELS = { 1: 'Basic', 2: 'Intermediate', 3: 'Advanced', 4: 'Superior' } as const;

const level = (label: string) =>
  z.coerce
    .number({ error: numberError(`The ${label} field is required.`) })
    .int(`The ${label} is 1 to 4.`)
    .min(1, `The ${label} is 1 to 4.`)
    .max(4, `The ${label} is 1 to 4.`);
const optText = (label: string, max: number) =>
  textField(label)
    .trim()
    .max(max, `The ${label} must not be longer than ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const ZCompetency = z.object({ id: z.number().int(), name: z.string(), type: z.enum(COMPETENCY_TYPE_VALUES), description: z.string().nullable() });
export type TCompetency = z.infer<typeof ZCompetency>;
export const ZCompetencyList = z.object({ competencies: z.array(ZCompetency) });
export type TCompetencyList = z.infer<typeof ZCompetencyList>;

/** One item of a plan: the competency, its gap, what is planned to close it, by when, and the support asked. */
export const ZPlanItemBody = z
  .object({
    /** The item being changed (kept, with what was recorded against it); none for a new item. */
    id: optionalIdField('item'),
    /** A recommendation this item takes up (the head's or the committee's): it is marked added. */
    recommendation_id: optionalIdField('recommendation'),
    competency_id: idField('competency'),
    current_level: level('current level'),
    target_level: level('target level'),
    intervention_type: ZInterventionCode,
    intervention: optText('intervention', 250),
    provider: optText('provider', 250),
    target_date: isoDate('target date'),
    support_time: z.boolean().default(false),
    /** Funds asked, centavos. */
    support_funds: z.coerce
      .number()
      .int('The funds asked must be in whole centavos.')
      .min(0, 'The funds asked must not be negative.')
      .max(100_000_000_00, 'The funds asked are too large.')
      .default(0),
  })
  .superRefine((b, ctx) => {
    if (b.target_level <= b.current_level)
      ctx.addIssue({ code: 'custom', path: ['target_level'], message: 'The target level must be above the current level: the item closes a gap.' });
  });
export type TPlanItemBody = z.infer<typeof ZPlanItemBody>;

export const ZPlanBody = z
  .object({
    period_from: z.coerce.number().int('The first year is invalid.').min(2000, 'The first year is invalid.').max(2100, 'The first year is invalid.'),
    period_to: z.coerce.number().int('The last year is invalid.').min(2000, 'The last year is invalid.').max(2100, 'The last year is invalid.'),
    items: z.array(ZPlanItemBody).min(1, 'A plan needs at least one item.').max(30, 'A plan has at most 30 items.'),
  })
  .superRefine((b, ctx) => {
    if (b.period_to < b.period_from) ctx.addIssue({ code: 'custom', path: ['period_to'], message: 'The period must not end before it starts.' });
    if (b.period_to - b.period_from > 2) ctx.addIssue({ code: 'custom', path: ['period_to'], message: 'A plan covers at most three years.' });
  });
export type TPlanBody = z.infer<typeof ZPlanBody>;

export const ZPlanItem = z.object({
  id: z.number().int(),
  competency: ZCompetency,
  current_level: z.number().int(),
  target_level: z.number().int(),
  intervention_type: z.string(),
  /** The intervention type's name, as the list words it. */
  intervention_type_name: z.string(),
  intervention: z.string().nullable(),
  provider: z.string().nullable(),
  target_date: ZDateString,
  support_time: z.boolean(),
  support_funds: z.number().int(),
  /** planned or done (an attended intervention verified by HR closed it). */
  status: z.enum(['planned', 'done']),
  done_at: ZTimestamp.nullable(),
  /** Past its target date and not done. */
  overdue: z.boolean(),
});
export type TPlanItem = z.infer<typeof ZPlanItem>;

export const ZDevelopmentPlan = z.object({
  id: z.number().int(),
  personnel: ZPersonRef,
  /** faculty or administrative: which L&D committee reviews it. */
  kind: z.enum(['faculty', 'administrative']),
  period_from: z.number().int(),
  period_to: z.number().int(),
  status: z.enum(PLAN_STATUSES),
  approval_request_id: z.number().int().nullable(),
  items: z.array(ZPlanItem),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
});
export type TDevelopmentPlan = z.infer<typeof ZDevelopmentPlan>;
export const ZDevelopmentPlanList = listAnswer('plans', ZDevelopmentPlan);
export type TDevelopmentPlanList = z.infer<typeof ZDevelopmentPlanList>;
export const ZDevelopmentPlanSaved = savedAnswer('plan', ZDevelopmentPlan);
export type TDevelopmentPlanSaved = z.infer<typeof ZDevelopmentPlanSaved>;
export const ZDevelopmentPlanOne = oneAnswer('plan', ZDevelopmentPlan);
export type TDevelopmentPlanOne = z.infer<typeof ZDevelopmentPlanOne>;
export const ZPlanListQuery = z.object({
  /** mine (default), office (the head's), all (HR / the committees). */
  scope: z.enum(['mine', 'office', 'all']).default('mine'),
  status: z.enum(PLAN_STATUSES).optional(),
  /** faculty or administrative: the L&D committee's own (faculty-review-plan, administrative-review-plan). */
  kind: z.enum(['faculty', 'administrative']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
/** A new plan may start from the unfinished items of an earlier one (create-plan). */
export const ZPlanFromQuery = z.object({ from_plan_id: optionalIdField('earlier plan') });

// ── Interventions attended ───────────────────────────────────────────────────────────────────────

export const ATTENDANCE_STATUSES = ['pending', 'verified', 'rejected'] as const;
const attendedFields = {
  plan_item_id: optionalIdField('plan item'),
  title: textField('title', 'The title field is required.')
    .trim()
    .min(1, 'The title field is required.')
    .max(250, 'The title must not be longer than 250 characters.'),
  date_from: isoDate('start date'),
  date_to: isoDate('end date'),
  hours: z.coerce
    .number({ error: numberError('The number of hours is required.') })
    .int('The hours are a whole number.')
    .min(1, 'The hours are 1 to 999.')
    .max(999, 'The hours are 1 to 999.'),
  ld_type: z.enum(LD_TYPES, { error: 'The type of L&D must be managerial, supervisory, technical or foundation.' }),
  conducted_by: textField('conducted/sponsored by', 'The conducted/sponsored by field is required.')
    .trim()
    .min(1, 'The conducted/sponsored by field is required.')
    .max(250, 'The conducted/sponsored by must not be longer than 250 characters.'),
};
const datesInOrder = (b: { date_from: string; date_to: string }, ctx: z.RefinementCtx) => {
  if (b.date_to < b.date_from) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'The end date must not be before the start date.' });
};
/** The training's details, as the form checks them before its certificate is uploaded. */
export const ZAttendedDetails = z.object(attendedFields).superRefine(datesInOrder);
export const ZAttendedBody = z
  .object({
    ...attendedFields,
    /** The certificate, a PDF sent to POST /api/upload first. */
    certificate_path: textField('certificate', 'Attach the certificate (PDF).').trim().min(1, 'Attach the certificate (PDF).').max(200),
  })
  .superRefine(datesInOrder);
export type TAttendedBody = z.infer<typeof ZAttendedBody>;

export const ZAttended = z.object({
  id: z.number().int(),
  personnel: ZPersonRef,
  plan_item_id: z.number().int().nullable(),
  title: z.string(),
  date_from: ZDateString,
  date_to: ZDateString,
  hours: z.number().int(),
  ld_type: z.enum(LD_TYPES),
  conducted_by: z.string(),
  certificate_url: z.string().nullable(),
  status: z.enum(ATTENDANCE_STATUSES),
  remarks: z.string().nullable(),
  verified_at: ZTimestamp.nullable(),
  created_at: ZTimestamp,
});
export type TAttended = z.infer<typeof ZAttended>;
export const ZAttendedList = listAnswer('attendances', ZAttended);
export type TAttendedList = z.infer<typeof ZAttendedList>;
export const ZAttendedSaved = savedAnswer('attendance', ZAttended);
export type TAttendedSaved = z.infer<typeof ZAttendedSaved>;
export const ZAttendedQuery = z.object({
  scope: z.enum(['mine', 'all']).default('mine'),
  status: z.enum(ATTENDANCE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ZAttendedDecision = z
  .object({
    action: z.enum(['verify', 'reject']),
    remarks: textField('remarks').trim().max(1000, 'The remarks must not be longer than 1000 characters.').optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'reject' && !b.remarks) ctx.addIssue({ code: 'custom', path: ['remarks'], message: 'Say why, so the employee knows what to send.' });
  });
export type TAttendedDecision = z.infer<typeof ZAttendedDecision>;
export const ZLndIdParams = z.object({ id: ZId });
