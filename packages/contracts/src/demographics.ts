import { z } from './zod';
import { ZId, numberError } from './text';
import { EMPLOYMENT_KINDS } from './personnel';

/** What the demographics screen counts active personnel by (/demographic/options/:id). */
export const DEMOGRAPHIC_GROUPS = ['sex', 'age_bracket', 'civil_status', 'employment_kind', 'campus', 'department', 'appointment_status', 'education'] as const;
export type TDemographicGroup = (typeof DEMOGRAPHIC_GROUPS)[number];

export const DEMOGRAPHIC_GROUP_LABELS: Record<TDemographicGroup, string> = {
  sex: 'Sex',
  age_bracket: 'Age',
  civil_status: 'Civil status',
  employment_kind: 'Employment kind',
  campus: 'Campus',
  department: 'Department',
  appointment_status: 'Appointment status',
  education: 'Highest education',
};

/** Age brackets as of today; the keys are what GET /api/demographics answers. */
export const AGE_BRACKETS = [
  { key: 'under_30', label: 'Under 30', from: 0, to: 29 },
  { key: '30_39', label: '30–39', from: 30, to: 39 },
  { key: '40_49', label: '40–49', from: 40, to: 49 },
  { key: '50_59', label: '50–59', from: 50, to: 59 },
  { key: '60_over', label: '60 and over', from: 60, to: null },
] as const;

export const ZDemographicsQuery = z.object({
  group_by: z.enum(DEMOGRAPHIC_GROUPS, { error: `The grouping must be one of: ${DEMOGRAPHIC_GROUPS.join(', ')}.` }),
  campus_id: z.coerce
    .number({ error: numberError('The campus must be one of campuses 1 to 5.') })
    .int('The campus must be one of campuses 1 to 5.')
    .min(1, 'The campus must be one of campuses 1 to 5.')
    .max(5, 'The campus must be one of campuses 1 to 5.')
    .optional(),
  department_id: ZId.optional(),
  kind: z.enum(EMPLOYMENT_KINDS, { error: 'The employment kind must be faculty, staff, job order or casual.' }).optional(),
});
export type TDemographicsQuery = z.infer<typeof ZDemographicsQuery>;

/** Active personnel counted by one grouping; people whose record or PDS lacks the field are `not_stated`. */
export const ZDemographics = z.object({
  group_by: z.enum(DEMOGRAPHIC_GROUPS),
  groups: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
  /** Every active person the filters match: the groups plus not_stated. */
  total: z.number().int(),
  not_stated: z.number().int(),
});
export type TDemographics = z.infer<typeof ZDemographics>;
