import { z } from './zod';
import { idField, textField, numberError } from './text';
import { ZUserRef } from './approvals';
import { COMPETENCY_TYPE_VALUES, ZCompetency, ZInterventionCode } from './lnd';
import { listAnswer, savedAnswer, ZPersonRef, ZTimestamp } from './responses';

/**
 * What the L&D administrators keep (issue 22, /lnd/manage): the committees and their members, the competency library
 * with each position's competency profile, the intervention types, the L&D year and its budget per office and fund;
 * and the recommendations heads and the committee make (/lnd/recommendations).
 */

const name = (label: string, max: number) =>
  textField(label, `The ${label} field is required.`)
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} must not be longer than ${max} characters.`);
const optText = (label: string, max: number) =>
  textField(label)
    .trim()
    .max(max, `The ${label} must not be longer than ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const year = (label: string) =>
  z.coerce
    .number({ error: numberError(`The ${label} is invalid.`) })
    .int(`The ${label} is invalid.`)
    .min(2000, `The ${label} is invalid.`)
    .max(2100, `The ${label} is invalid.`);
const level = z.coerce
  .number({ error: numberError('The level is 1 to 4.') })
  .int('The level is 1 to 4.')
  .min(1, 'The level is 1 to 4.')
  .max(4, 'The level is 1 to 4.');

// ── The competency library and the positions' profiles ──────────────────────────────────────────

export const ZCompetencyBody = z.object({
  name: name('name', 200),
  type: z.enum(COMPETENCY_TYPE_VALUES, { error: 'Choose core, organizational, technical or leadership.' }),
  description: optText('description', 1000),
});
export type TCompetencyBody = z.infer<typeof ZCompetencyBody>;
export const ZCompetencySaved = savedAnswer('competency', ZCompetency);

export const ZProfileEntry = z.object({ competency: ZCompetency, level: z.number().int() });
export const ZPositionProfile = z.object({
  position: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  competencies: z.array(ZProfileEntry),
});
export type TPositionProfile = z.infer<typeof ZPositionProfile>;
export const ZPositionProfileBody = z.object({
  competencies: z
    .array(z.object({ competency_id: idField('competency'), level }))
    .max(60, 'A profile names at most 60 competencies.')
    .superRefine((list, ctx) => {
      const seen = new Set<number>();
      list.forEach((c, i) => {
        if (seen.has(c.competency_id)) ctx.addIssue({ code: 'custom', path: [i, 'competency_id'], message: 'This competency is listed twice.' });
        seen.add(c.competency_id);
      });
    }),
});
export type TPositionProfileBody = z.infer<typeof ZPositionProfileBody>;
export const ZPositionProfileSaved = savedAnswer('profile', ZPositionProfile);

// ── Intervention types ──────────────────────────────────────────────────────────────────────────

export const ZInterventionType = z.object({ code: z.string(), name: z.string(), active: z.boolean(), position: z.number().int() });
export type TInterventionType = z.infer<typeof ZInterventionType>;
export const ZInterventionTypeList = listAnswer('intervention_types', ZInterventionType);
export const ZInterventionTypeBody = z.object({
  code: z
    .string({ error: 'The code field is required.' })
    .trim()
    .min(1, 'The code field is required.')
    .max(20, 'The code must not be longer than 20 characters.')
    .regex(/^[a-z][a-z0-9_]*$/, 'The code is lowercase letters, digits and _, starting with a letter.'),
  name: name('name', 100),
  active: z.boolean().default(true),
});
export type TInterventionTypeBody = z.infer<typeof ZInterventionTypeBody>;
export const ZInterventionTypeSaved = savedAnswer('intervention_type', ZInterventionType);
export const ZInterventionCodeParams = z.object({ code: ZInterventionCode });

// ── Committees ──────────────────────────────────────────────────────────────────────────────────

export const LD_COMMITTEES = {
  faculty: 'Faculty L&D committee',
  administrative: 'Administrative L&D committee',
  department_personnel: 'Department personnel committee',
  scholarship: 'Scholarship committee',
} as const;
export type TLdCommittee = keyof typeof LD_COMMITTEES;
export const LD_COMMITTEE_VALUES = Object.keys(LD_COMMITTEES) as [TLdCommittee, ...TLdCommittee[]];
export const COMMITTEE_ROLES = { chair: 'Chair', vice_chair: 'Vice chair', member: 'Member', secretary: 'Secretary' } as const;
export type TCommitteeRole = keyof typeof COMMITTEE_ROLES;
export const COMMITTEE_ROLE_VALUES = Object.keys(COMMITTEE_ROLES) as [TCommitteeRole, ...TCommitteeRole[]];

export const ZCommitteeMember = z.object({
  id: z.number().int(),
  committee: z.enum(LD_COMMITTEE_VALUES),
  role: z.enum(COMMITTEE_ROLE_VALUES),
  user: ZUserRef,
  created_at: ZTimestamp,
});
export type TCommitteeMember = z.infer<typeof ZCommitteeMember>;
export const ZCommitteeMemberList = listAnswer('members', ZCommitteeMember);
export const ZCommitteeMemberBody = z.object({
  committee: z.enum(LD_COMMITTEE_VALUES, { error: 'Choose the committee.' }),
  /** The employee seated (their account sits and votes). */
  personnel_id: idField('member'),
  role: z.enum(COMMITTEE_ROLE_VALUES, { error: 'Choose the member’s role.' }),
});
export type TCommitteeMemberBody = z.infer<typeof ZCommitteeMemberBody>;
export const ZCommitteeMemberSaved = savedAnswer('member', ZCommitteeMember);

// ── The L&D year and its budget ─────────────────────────────────────────────────────────────────

export const ZLdYear = z.object({ year: z.number().int(), is_current: z.boolean(), budget: z.number().int() });
export const ZLdYearList = listAnswer('years', ZLdYear);
export const ZLdYearBody = z.object({ year: year('year') });
export const ZLdYearSaved = savedAnswer('year', ZLdYear);
export const ZLdYearParams = z.object({ year: year('year') });

/** The budget of an office and a fund for the year (centavos). */
export const ZLdBudget = z.object({
  id: z.number().int(),
  year: z.number().int(),
  department: z.object({ id: z.number().int(), fullname: z.string(), acronym: z.string() }),
  fund_source: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  amount: z.number().int(),
});
export type TLdBudget = z.infer<typeof ZLdBudget>;
export const ZLdBudgetList = listAnswer('budgets', ZLdBudget);
/** The funds a budget line may name (payroll's fund sources, the active ones). */
export const ZLdFundList = z.object({ fund_sources: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })) });
export const ZLdBudgetQuery = z.object({ year: year('year') });
export const ZLdBudgetBody = z.object({
  year: year('year'),
  department_id: idField('office'),
  fund_source_id: idField('fund'),
  amount: z.coerce
    .number({ error: numberError('The amount is required.') })
    .int('The amount must be in whole centavos.')
    .min(0, 'The amount must not be negative.')
    .max(100_000_000_000_00, 'The amount is too large.'),
});
export type TLdBudgetBody = z.infer<typeof ZLdBudgetBody>;
export const ZLdBudgetSaved = savedAnswer('budget', ZLdBudget);

// ── Recommendations ─────────────────────────────────────────────────────────────────────────────

export const RECOMMENDATION_STATUSES = ['open', 'added', 'dismissed'] as const;
export const ZRecommendation = z.object({
  id: z.number().int(),
  personnel: ZPersonRef,
  competency: ZCompetency,
  intervention_type: z.string(),
  intervention_type_name: z.string(),
  intervention: z.string().nullable(),
  reason: z.string(),
  /** head or committee. */
  source: z.enum(['head', 'committee']),
  recommended_by: ZUserRef.nullable(),
  status: z.enum(RECOMMENDATION_STATUSES),
  plan_item_id: z.number().int().nullable(),
  created_at: ZTimestamp,
});
export type TRecommendation = z.infer<typeof ZRecommendation>;
export const ZRecommendationList = listAnswer('recommendations', ZRecommendation);
export type TRecommendationList = z.infer<typeof ZRecommendationList>;
export const ZRecommendationQuery = z.object({
  /** mine (for me), given (the ones I made; the committee: all). */
  scope: z.enum(['mine', 'given']).default('mine'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ZRecommendationBody = z.object({
  personnel_id: idField('employee'),
  competency_id: idField('competency'),
  intervention_type: ZInterventionCode,
  intervention: optText('intervention', 250),
  reason: name('reason', 2000),
});
export type TRecommendationBody = z.infer<typeof ZRecommendationBody>;
export const ZRecommendationSaved = savedAnswer('recommendation', ZRecommendation);
