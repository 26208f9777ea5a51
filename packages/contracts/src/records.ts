import { z } from 'zod';
import { idField, optionalIdField, textField, ZId } from './text';
import { ZListQuery } from './lookups';

/**
 * Records built on the personnel file: the service record, appointments (reclassification and
 * reappointment), certificates of employment and separations (offboarding).
 */

/** Today in the Philippines: calendar dates of service are local dates, not UTC ones. */
export const manilaToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const date = (label: string) => z.iso.date(`The ${label} must be a date (YYYY-MM-DD).`);
const pastDate = (label: string) => date(label).refine((d) => d <= manilaToday(), `The ${label} cannot be in the future.`);
const optText = (label: string, max: number) => textField(label).trim().max(max, `The ${label} must not be longer than ${max} characters.`).nullable().optional();
const required = (label: string, max: number) =>
  textField(label, `The ${label} field is required.`).trim().min(1, `The ${label} field is required.`).max(max, `The ${label} must not be longer than ${max} characters.`);

// ——— Service record ———

/** One line of the service record as HR types it. Salary is annual, in centavos. */
export const ZServiceRecordLine = z
  .object({
    date_from: pastDate('start date'),
    date_to: pastDate('end date').nullable().optional(),
    position_title: required('designation', 200),
    appointment_status: optText('status', 100),
    annual_salary: z.number({ error: 'The annual salary must be a number.' }).int('The annual salary must be in whole centavos.').min(0, 'The annual salary cannot be negative.').max(100_000_000_000, 'The annual salary is too large.').nullable().optional(),
    office: optText('station/place of assignment', 250),
    branch: optText('branch', 50),
    lwop_days: z.number({ error: 'The leave without pay must be a number of days.' }).min(0, 'The leave without pay cannot be negative.').max(9999, 'The leave without pay is too large.').nullable().optional(),
    separation_date: pastDate('separation date').nullable().optional(),
    separation_cause: optText('separation cause', 100),
    remarks: optText('remarks', 1000),
  })
  .superRefine((v, ctx) => {
    if (v.date_to && v.date_to < v.date_from) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'The end date cannot be before the start date.' });
    if (v.separation_date && v.separation_date < v.date_from) ctx.addIssue({ code: 'custom', path: ['separation_date'], message: 'The separation date cannot be before the start date.' });
  });
export type TServiceRecordLineBody = z.infer<typeof ZServiceRecordLine>;

/** A line as the API answers it. */
export type TServiceRecordLine = {
  id: number;
  appointment_id: number | null;
  date_from: string;
  date_to: string | null;
  position_title: string;
  appointment_status: string | null;
  annual_salary: number | null;
  office: string | null;
  branch: string | null;
  lwop_days: number | null;
  separation_date: string | null;
  separation_cause: string | null;
  remarks: string | null;
};

/** Route parameters of `/api/personnels/:id/service-record/:lineId`. */
export const ZServiceRecordLineParams = z.object({ id: ZId, lineId: ZId });

// ——— Appointments ———

/** Natures whose status must be one of the for-reclass appointment statuses. */
export const RECLASS_NATURES = ['Reclassification', 'Reappointment'] as const;

export const ZAppointmentBody = z.object({
  nature_id: ZId.describe('An appointment nature (GET /api/appointment/nature)'),
  appointment_status_id: ZId,
  position_id: ZId,
  department_id: ZId.nullable().optional(),
  salary_step: z.number({ error: 'The step must be from 1 to 8.' }).int('The step must be from 1 to 8.').min(1, 'The step must be from 1 to 8.').max(8, 'The step must be from 1 to 8.'),
  effective_date: pastDate('effective date'),
  remarks: optText('remarks', 1000),
});
export type TAppointmentBody = z.infer<typeof ZAppointmentBody>;

// ——— Certificates of employment ———

export const COE_STATUSES = ['pending', 'approved', 'returned', 'disapproved', 'issued'] as const;
export type TCoeStatus = (typeof COE_STATUSES)[number];
export const COE_STATUS_LABELS: Record<TCoeStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  returned: 'Returned',
  disapproved: 'Disapproved',
  issued: 'Issued',
};

export const ZCoeRequestBody = z.object({
  purpose: required('purpose', 300),
  with_compensation: z.boolean({ error: 'Say whether the certificate shows the compensation.' }).default(false),
});
export type TCoeRequestBody = z.infer<typeof ZCoeRequestBody>;

export const ZCoeQuery = ZListQuery.extend({
  status: z.enum(COE_STATUSES).optional(),
  /** Holders of COE see everyone's requests unless they ask for their own. */
  mine: z.stringbool().optional(),
});

// ——— Separations (offboarding) ———

export const SEPARATION_CAUSES = {
  resignation: 'Resignation',
  retirement: 'Retirement',
  end_of_contract: 'End of contract',
  transfer: 'Transfer',
  death: 'Death',
  dropped_from_rolls: 'Dropped from the rolls',
} as const;
export type TSeparationCause = keyof typeof SEPARATION_CAUSES;
export const SEPARATION_CAUSE_VALUES = Object.keys(SEPARATION_CAUSES) as [TSeparationCause, ...TSeparationCause[]];

export const SEPARATION_STATUSES = ['clearing', 'completed', 'cancelled'] as const;
export type TSeparationStatus = (typeof SEPARATION_STATUSES)[number];
export const SEPARATION_STATUS_LABELS: Record<TSeparationStatus, string> = { clearing: 'Clearing', completed: 'Completed', cancelled: 'Cancelled' };

export const CLEARANCE_STATUSES = ['pending', 'cleared'] as const;
export type TClearanceStatus = (typeof CLEARANCE_STATUSES)[number];

export const ZSeparationBody = z.object({
  personnel_id: ZId,
  cause: z.enum(SEPARATION_CAUSE_VALUES, { error: 'Choose the cause of separation.' }),
  // A separation may be set ahead (a retirement next month) or recorded late (a death).
  effective_date: date('effective date'),
  remarks: optText('remarks', 1000),
});
export type TSeparationBody = z.infer<typeof ZSeparationBody>;

export const ZSeparationQuery = ZListQuery.extend({ status: z.enum(SEPARATION_STATUSES).optional() });

export const ZClearanceUpdate = z.object({
  status: z.enum(CLEARANCE_STATUSES, { error: 'The status must be pending or cleared.' }),
  remarks: optText('remarks', 1000),
});
export type TClearanceUpdate = z.infer<typeof ZClearanceUpdate>;
export const ZClearanceParams = z.object({ id: ZId, itemId: ZId });

// ——— Plantilla items ———
export const PLANTILLA_ITEM_STATUSES = ['vacant', 'filled'] as const;

/** An authorized position (CSC-RULES.md, Plantilla). Filling it is the appointment's business, not this form's. */
export const ZPlantillaItemBody = z.object({
  item_no: z
    .string({ error: 'The item number field is required.' })
    .trim()
    .min(1, 'The item number field is required.')
    .max(60, 'The item number must not be longer than 60 characters.')
    .regex(/^[A-Za-z0-9][A-Za-z0-9.\-/ ]*$/, 'The item number has letters, digits, dashes, dots and slashes only.'),
  position_id: z.coerce.number({ error: 'The position field is required.' }).int().positive('The position field is required.').max(2_147_483_647, 'The position is invalid.'),
  department_id: z.coerce.number({ error: 'The office field is required.' }).int().positive('The office field is required.').max(2_147_483_647, 'The office is invalid.'),
  salary_grade: z.coerce.number({ error: 'The salary grade field is required.' }).int().min(1, 'The salary grade is from 1 to 33.').max(33, 'The salary grade is from 1 to 33.'),
  salary_step: z.coerce.number().int().min(1, 'The step is from 1 to 8.').max(8, 'The step is from 1 to 8.').default(1),
  level_id: optionalIdField('level'),
  coverage_id: optionalIdField('coverage'),
});
export type TPlantillaItemBody = z.infer<typeof ZPlantillaItemBody>;

export const ZPlantillaItemQuery = z.object({
  status: z.enum(PLANTILLA_ITEM_STATUSES, 'The status is vacant or filled.').optional(),
  department_id: idField('office').optional(),
  position_id: idField('position').optional(),
  term: textField('search term').trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(999).default(15),
});
export type TPlantillaItemQuery = z.infer<typeof ZPlantillaItemQuery>;

/** A plantilla item as the API answers it. */
export type TPlantillaItem = {
  id: number;
  item_no: string;
  position: { id: number; name: string };
  department: { id: number; fullname: string; acronym: string | null };
  salary_grade: number;
  salary_step: number;
  level: { id: number; name: string } | null;
  coverage: { id: number; name: string } | null;
  status: (typeof PLANTILLA_ITEM_STATUSES)[number];
  incumbent: { id: number; fullname: string; idno: string | null } | null;
  filled_on: string | null;
};
