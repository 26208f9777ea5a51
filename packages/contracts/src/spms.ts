import { z } from './zod';
import { dateMessage } from './messages';
import { idField, textField, numberError } from './text';
import { zName } from './lookups';
import { ZActBody } from './approvals';
import { oneAnswer, savedAnswer, ZDateString, ZTimestamp } from './responses';

/**
 * Strategic performance management (issue 24; CSC MC No. 6 s. 2012; SPEC.md §2 /spmis): the SPMIS Admin's rating
 * periods, success indicators under the university's MFOs and rating scale; each employee's IPCR (targets with weights,
 * then accomplishments rated Quality, Efficiency, Timeliness 1–5 by the head, calibrated by the PMT, approved by the
 * head of agency through the chain `ipcr`).
 */

export const SPMS_CATEGORIES = ['strategic', 'core', 'support'] as const;
export type TSpmsCategory = (typeof SPMS_CATEGORIES)[number];
export const SPMS_CATEGORY_LABELS: Record<TSpmsCategory, string> = {
  strategic: 'Strategic functions',
  core: 'Core functions',
  support: 'Support functions',
};

export const IPCR_STATUSES = ['draft', 'committed', 'for_rating', 'approved', 'returned'] as const;
export type TIpcrStatus = (typeof IPCR_STATUSES)[number];
export const IPCR_STATUS_LABELS: Record<TIpcrStatus, string> = {
  draft: 'Setting targets',
  committed: 'Targets committed',
  for_rating: 'For rating',
  approved: 'Approved',
  returned: 'Returned to the employee',
};

const date = (label: string) => z.iso.date(dateMessage(label));

/** The order of a period's dates, each pair with the field that is wrong when it is not kept. */
const PERIOD_ORDER: [from: keyof TSpmsPeriodBodyShape, to: keyof TSpmsPeriodBodyShape, message: string][] = [
  ['starts_on', 'ends_on', 'The period must end on or after it starts.'],
  ['targets_from', 'targets_until', 'Target setting must end on or after it starts.'],
  ['targets_until', 'rating_from', 'Rating must start on or after target setting ends.'],
  ['rating_from', 'rating_until', 'Rating must end on or after it starts.'],
  ['rating_until', 'calibration_from', 'Calibration must start on or after rating ends.'],
  ['calibration_from', 'calibration_until', 'Calibration must end on or after it starts.'],
];

const periodShape = z.object({
  year: z.coerce
    .number({ error: numberError('Enter the year.') })
    .int('Enter the year.')
    .min(2000, 'Enter a year from 2000.')
    .max(2100, 'Enter a year up to 2100.'),
  semester: z.coerce
    .number({ error: numberError('Choose the semester.') })
    .int()
    .min(1, 'Choose the semester (1 or 2).')
    .max(2, 'Choose the semester (1 or 2).'),
  starts_on: date('start of the period'),
  ends_on: date('end of the period'),
  targets_from: date('start of target setting'),
  targets_until: date('end of target setting'),
  rating_from: date('start of rating'),
  rating_until: date('end of rating'),
  calibration_from: date('start of calibration'),
  calibration_until: date('end of calibration'),
});
type TSpmsPeriodBodyShape = z.infer<typeof periodShape>;

/** A rating period as the SPMIS Admin saves it: its dates in order (start ≤ end; targets, then rating, then calibration). */
export const ZSpmsPeriodBody = periodShape.superRefine((b, ctx) => {
  for (const [from, to, message] of PERIOD_ORDER) {
    if (b[from] > b[to]) ctx.addIssue({ code: 'custom', path: [to], message });
  }
});
export type TSpmsPeriodBody = z.infer<typeof ZSpmsPeriodBody>;

export const ZSpmsPeriod = periodShape.extend({ id: z.number().int(), name: z.string() });
export type TSpmsPeriod = z.infer<typeof ZSpmsPeriod>;

export const ZRatingScaleRow = z.object({
  rating: z.number().int(),
  adjective: z.string(),
  min_average: z.string(),
  max_average: z.string(),
  description: z.string().nullable(),
});
export type TRatingScaleRow = z.infer<typeof ZRatingScaleRow>;

const average = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .regex(/^\d(\.\d{1,3})?$/, `Enter the ${label} as a number with up to three decimals, e.g. 4.500.`)
    .refine((v) => !(Number(v) > 5), `The ${label} must not be above 5.000.`);

/** The rating scale as the SPMIS Admin edits it: the five ratings with their ranges (checked as a whole by the server). */
export const ZRatingScaleBody = z.object({
  rows: z
    .array(
      z.object({
        rating: z.coerce.number().int().min(1, 'A rating is 1 to 5.').max(5, 'A rating is 1 to 5.'),
        adjective: zName('adjective', 30),
        min_average: average('lowest average'),
        max_average: average('highest average'),
        description: textField('description').trim().max(500, 'The description must not be longer than 500 characters.').nullable().optional(),
      }),
    )
    .length(5, 'The scale has the five ratings 1 to 5.'),
});
export type TRatingScaleBody = z.infer<typeof ZRatingScaleBody>;

export const ZSuccessIndicatorBody = z.object({
  mfo_id: idField('MFO'),
  category: z.enum(SPMS_CATEGORIES, { error: 'Choose the function (strategic, core or support).' }),
  output: zName('output', 500),
  indicator: zName('success indicator', 2000),
  is_active: z.boolean().optional().default(true),
});
export type TSuccessIndicatorBody = z.infer<typeof ZSuccessIndicatorBody>;

export const ZSuccessIndicator = z.object({
  id: z.number().int(),
  mfo_id: z.number().int(),
  mfo: z.string(),
  category: z.enum(SPMS_CATEGORIES),
  output: z.string(),
  indicator: z.string(),
  is_active: z.boolean(),
});
export type TSuccessIndicator = z.infer<typeof ZSuccessIndicator>;

export const ZMfo = z.object({ id: z.number().int(), name: z.string() });

/** What the IPCR form and the settings page read: periods, MFOs, active success indicators, the scale. */
export const ZSpmsOptions = z.object({
  periods: z.array(ZSpmsPeriod),
  mfos: z.array(ZMfo),
  indicators: z.array(ZSuccessIndicator),
  scale: z.array(ZRatingScaleRow),
  /** The period whose targets may be set today (today is before its rating closes and within or after its start). */
  open_period_id: z.number().int().nullable(),
});
export type TSpmsOptions = z.infer<typeof ZSpmsOptions>;

export const ZSpmsPeriodSaved = savedAnswer('period', ZSpmsPeriod);
export const ZRatingScaleSaved = savedAnswer('scale', z.array(ZRatingScaleRow));
export const ZSuccessIndicatorSaved = savedAnswer('indicator', ZSuccessIndicator);

// ── The IPCR ──────────────────────────────────────────────────────────────────────────────────────

const rating = (label: string) =>
  z
    .number({ error: numberError(`The ${label} rating is a whole number from 1 to 5.`) })
    .int(`The ${label} rating is a whole number from 1 to 5.`)
    .min(1, `The ${label} rating is a whole number from 1 to 5.`)
    .max(5, `The ${label} rating is a whole number from 1 to 5.`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

export const ZIpcrTargetInput = z.object({
  mfo_id: idField('MFO'),
  success_indicator_id: idField('success indicator').nullable().optional(),
  category: z.enum(SPMS_CATEGORIES, { error: 'Choose the function (strategic, core or support).' }),
  output: zName('output', 500),
  indicator: zName('success indicator', 2000),
  weight: z.coerce
    .number({ error: numberError('Enter the weight (percent).') })
    .gt(0, 'The weight must be more than 0.')
    .max(100, 'The weight must not be more than 100.')
    .refine((w) => Math.round(w * 100) === w * 100, 'The weight takes at most two decimals.'),
});
export type TIpcrTargetInput = z.input<typeof ZIpcrTargetInput>;

/** The employee's targets: at least one, the weights adding up to 100. */
export const ZIpcrTargetsBody = z
  .object({ targets: z.array(ZIpcrTargetInput).min(1, 'Add at least one target.').max(60, 'At most 60 targets.') })
  .superRefine((b, ctx) => {
    const total = b.targets.reduce((a, t) => a + Math.round(t.weight * 100), 0);
    if (b.targets.length && total !== 10_000) {
      ctx.addIssue({ code: 'custom', path: ['targets'], message: `The weights must add up to 100 (they add up to ${(total / 100).toString()}).` });
    }
  });
export type TIpcrTargetsBody = z.infer<typeof ZIpcrTargetsBody>;

export const ZIpcrCreateBody = z.object({ period_id: idField('period') });

export const ZIpcrAccomplishmentsBody = z.object({
  accomplishments: z
    .array(
      z.object({
        target_id: idField('target'),
        accomplishment: textField('actual accomplishment').trim().max(4000, 'The actual accomplishment must not be longer than 4,000 characters.'),
      }),
    )
    .max(60),
});
export type TIpcrAccomplishmentsBody = z.infer<typeof ZIpcrAccomplishmentsBody>;

/** What the head (step 1) or the PMT (step 2) sends with the approval decision's `details`: Q/E/T per target. */
export const ZIpcrRatingDetails = z.object({
  ratings: z
    .array(
      z.object({
        target_id: idField('target'),
        quality: rating('quality'),
        efficiency: rating('efficiency'),
        timeliness: rating('timeliness'),
        remarks: textField('remarks').trim().max(1000, 'The remarks must not be longer than 1,000 characters.').nullable().optional(),
      }),
    )
    .max(60),
});
export type TIpcrRatingDetails = z.input<typeof ZIpcrRatingDetails>;

export const ZIpcrTarget = z.object({
  id: z.number().int(),
  mfo_id: z.number().int(),
  mfo: z.string(),
  success_indicator_id: z.number().int().nullable(),
  category: z.enum(SPMS_CATEGORIES),
  output: z.string(),
  indicator: z.string(),
  weight: z.string(),
  accomplishment: z.string().nullable(),
  quality: z.number().int().nullable(),
  efficiency: z.number().int().nullable(),
  timeliness: z.number().int().nullable(),
  average: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type TIpcrTarget = z.infer<typeof ZIpcrTarget>;

export const ZIpcrSigner = z.object({ label: z.string(), name: z.string().nullable(), at: ZTimestamp.nullable() });

export const ZIpcr = z.object({
  id: z.number().int(),
  period: ZSpmsPeriod,
  personnel_id: z.number().int(),
  employee: z.string(),
  position: z.string().nullable(),
  office: z.string(),
  status: z.enum(IPCR_STATUSES),
  final_rating: z.string().nullable(),
  adjective: z.string().nullable(),
  approval_request_id: z.number().int().nullable(),
  committed_at: ZTimestamp.nullable(),
  submitted_at: ZTimestamp.nullable(),
  approved_at: ZTimestamp.nullable(),
  targets: z.array(ZIpcrTarget),
  /** The chain's step waiting (its label), while for rating. */
  waiting_for: z.string().nullable(),
  /** What the caller may do now. */
  can_edit_targets: z.boolean(),
  can_edit_accomplishments: z.boolean(),
  /** The caller acts on the step now waiting (step 1 rates, step 2 may calibrate, step 3 approves). */
  can_rate: z.boolean(),
  current_step: z.number().int().nullable(),
});
export type TIpcr = z.infer<typeof ZIpcr>;

export const ZIpcrRow = z.object({
  id: z.number().int(),
  period: z.string(),
  period_id: z.number().int(),
  personnel_id: z.number().int(),
  employee: z.string(),
  office: z.string(),
  status: z.enum(IPCR_STATUSES),
  final_rating: z.string().nullable(),
  adjective: z.string().nullable(),
  targets: z.number().int(),
});
export type TIpcrRow = z.infer<typeof ZIpcrRow>;

export const ZIpcrList = z.object({ ipcrs: z.array(ZIpcrRow) });
export type TIpcrList = z.infer<typeof ZIpcrList>;
export const ZIpcrOfficeQuery = z.object({ period_id: idField('period').optional() });
export const ZIpcrAnswer = oneAnswer('ipcr', ZIpcr);
export const ZIpcrSaved = savedAnswer('ipcr', ZIpcr);

/** A person's approved final rating for a period (what other modules read through approvedRatingsOf). */
export const ZApprovedRating = z.object({
  personnel_id: z.number().int(),
  period_id: z.number().int(),
  starts_on: ZDateString,
  ends_on: ZDateString,
  final_rating: z.string(),
  adjective: z.string(),
});
export type TApprovedRating = z.infer<typeof ZApprovedRating>;

/** The approval decision the rating page sends (the approvals API's body, with `details.ratings` at steps 1 and 2). */
export type TIpcrDecision = z.input<typeof ZActBody>;
