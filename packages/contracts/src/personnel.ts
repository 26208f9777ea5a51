import { z } from './zod';
import { dateMessage } from './messages';
import { textField, ZId, numberError } from './text';
import { ZListQuery } from './lookups';
import { ZCampus } from './departments';
import { listAnswer, oneAnswer, savedAnswer, ZDateString, ZDepartmentRef, ZPersonRef, ZTimestamp } from './responses';

export const EMPLOYMENT_KINDS = ['faculty', 'staff', 'job_order', 'casual'] as const;
export type TEmploymentKind = (typeof EMPLOYMENT_KINDS)[number];
/** How HR writes the employment kinds on screens and in exports. */
export const EMPLOYMENT_KIND_LABELS: Record<TEmploymentKind, string> = { faculty: 'Faculty', staff: 'Staff', job_order: 'Job order', casual: 'Casual' };

const personName = (label: string) =>
  textField(label, `The ${label} field is required.`)
    .trim()
    .max(100, `The ${label} must not be longer than 100 characters.`)
    .regex(/^[\p{L}\p{M} .'-]*$/u, `The ${label} may only contain letters, spaces, dots, hyphens and apostrophes.`);
const requiredName = (label: string) => personName(label).min(1, `The ${label} field is required.`);
const optionalName = (label: string) => personName(label).nullable().optional();
const pastDate = (label: string) =>
  z.iso
    .date(dateMessage(label))
    .refine((d) => d <= new Date().toISOString().slice(0, 10), `The ${label} cannot be in the future.`)
    .nullable()
    .optional();

const ZPersonnelFields = z.object({
  idno: z
    .string()
    .trim()
    .max(40, 'The employee number must not be longer than 40 characters.')
    .regex(/^[A-Za-z0-9-]*$/, 'The employee number may only contain letters, digits and hyphens.')
    .nullable()
    .optional(),
  first_name: requiredName('first name'),
  middle_name: optionalName('middle name'),
  last_name: requiredName('last name'),
  name_extension: textField('name extension').trim().max(10).nullable().optional(),
  campus_id: z
    .number({ error: numberError('The campus field is required.') })
    .int()
    .min(1, 'The campus must be one of campuses 1 to 5.')
    .max(5, 'The campus must be one of campuses 1 to 5.'),
  department_id: ZId.nullable().optional(),
  position_id: ZId.nullable().optional(),
  appointment_status_id: ZId.nullable().optional(),
  personnel_status_id: ZId.nullable().optional(),
  employment_kind: z.enum(EMPLOYMENT_KINDS, { error: 'The employment kind must be faculty, staff, job order or casual.' }).default('staff'),
  /** Part-time (4 hours a day): half the leave credits (CSC Omnibus Rules on Leave). */
  part_time: z.boolean({ error: 'Part-time is yes or no.' }).optional(),
  date_original_appointment: pastDate('date of original appointment'),
  date_last_promotion: pastDate('date of last promotion'),
  is_active: z.boolean().optional(),
});

const promotionAfterAppointment = (b: { date_original_appointment?: string | null; date_last_promotion?: string | null }, ctx: z.RefinementCtx) => {
  if (b.date_original_appointment && b.date_last_promotion && b.date_last_promotion < b.date_original_appointment) {
    ctx.addIssue({ code: 'custom', path: ['date_last_promotion'], message: 'The last promotion cannot be before the original appointment.' });
  }
};

/** A personnel record: only the names and the campus are needed to start one (HR completes the rest). */
export const ZPersonnelBody = ZPersonnelFields.superRefine(promotionAfterAppointment);
export type TPersonnelBody = z.infer<typeof ZPersonnelBody>;
// No defaults on an update: a field left out stays as it is.
export const ZPersonnelUpdate = ZPersonnelFields.partial()
  .extend({ employment_kind: z.enum(EMPLOYMENT_KINDS).optional() })
  .superRefine(promotionAfterAppointment);
export type TPersonnelUpdate = z.infer<typeof ZPersonnelUpdate>;

export const ZPersonnelQuery = ZListQuery.extend({
  campus_id: z.coerce.number().int().min(1).max(5).optional(),
  department_id: ZId.optional(),
  status: z.enum(['active', 'inactive']).optional(),
  kind: z.enum(EMPLOYMENT_KINDS).optional(),
});
export type TPersonnelQuery = z.infer<typeof ZPersonnelQuery>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** A row of GET /api/personnels and the record of GET /api/personnels/:id (personnel.repo.ts COLUMNS). */
export const ZPersonnel = z.object({
  id: z.number().int(),
  idno: z.string().nullable(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  name_extension: z.string().nullable(),
  fullname: z.string(),
  campus_id: z.number().int(),
  department_id: z.number().int().nullable(),
  position_id: z.number().int().nullable(),
  appointment_status_id: z.number().int().nullable(),
  personnel_status_id: z.number().int().nullable(),
  employment_kind: z.enum(EMPLOYMENT_KINDS),
  part_time: z.boolean(),
  date_original_appointment: ZDateString.nullable(),
  date_last_promotion: ZDateString.nullable(),
  is_active: z.boolean(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
  campus: ZCampus,
  department: ZDepartmentRef.nullable(),
  position: ZNamed.extend({ salary_grade: z.number().int().nullable() }).nullable(),
  appointment_status: ZNamed.nullable(),
  personnel_status: ZNamed.nullable(),
  user: z.object({ id: z.number().int(), email: z.string(), is_active: z.boolean() }).nullable(),
});
export type TPersonnel = z.infer<typeof ZPersonnel>;
/** GET /api/personnels/:id also gives the account's photo. */
export const ZPersonnelRecord = ZPersonnel.extend({ avatar: z.string().nullable() });
export type TPersonnelRecord = z.infer<typeof ZPersonnelRecord>;

export const ZPersonnelList = listAnswer('personnels', ZPersonnel);
export type TPersonnelList = z.infer<typeof ZPersonnelList>;
export const ZPersonnelAnswer = oneAnswer('personnel', ZPersonnelRecord);
export type TPersonnelAnswer = z.infer<typeof ZPersonnelAnswer>;
export const ZPersonnelSaved = savedAnswer('personnel', ZPersonnel);
export type TPersonnelSaved = z.infer<typeof ZPersonnelSaved>;

/**
 * A person as the personnel picker offers them (GET /api/personnels/fullname): a ZPersonRef whose
 * department also names its campus, and the account's photo.
 */
export const ZPersonnelPick = ZPersonRef.extend({
  department: ZDepartmentRef.extend({ campus_acronym: z.string() }).nullable(),
  avatar: z.string().nullable(),
});
export type TPersonnelPick = z.infer<typeof ZPersonnelPick>;
export const ZPersonnelPickList = listAnswer('personnel', ZPersonnelPick);
export type TPersonnelPickList = z.infer<typeof ZPersonnelPickList>;

/** What the new-personnel form offers (GET /api/personnels/create). */
export const ZPersonnelFormOptions = z.object({
  campuses: z.array(ZCampus),
  positions: z.array(ZNamed.extend({ kind: z.string(), salary_grade: z.number().int().nullable() })),
  appointment_status: z.array(ZNamed),
  personnel_status: z.array(ZNamed),
  employment_kinds: z.array(z.enum(EMPLOYMENT_KINDS)),
  idno_pattern: z.string(),
  /** The number a new record would get now, for the form's hint ("e.g. 2026-0005"). */
  idno_example: z.string(),
});
export type TPersonnelFormOptions = z.infer<typeof ZPersonnelFormOptions>;
