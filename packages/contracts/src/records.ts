import { z } from './zod';
import { dateMessage } from './messages';
import { idField, optionalIdField, textField, ZId, numberError } from './text';
import { ZListQuery } from './lookups';
import { listAnswer, oneAnswer, savedAnswer, ZDateString, ZDepartmentRef, ZTimestamp } from './responses';

/**
 * Records built on the personnel file: the service record, appointments (reclassification and
 * reappointment), certificates of employment and separations (offboarding).
 */

/** Today in the Philippines: calendar dates of service are local dates, not UTC ones. */
export const manilaToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const date = (label: string) => z.iso.date(dateMessage(label));
const pastDate = (label: string) => date(label).refine((d) => d <= manilaToday(), `The ${label} cannot be in the future.`);
const optText = (label: string, max: number) =>
  textField(label).trim().max(max, `The ${label} must not be longer than ${max} characters.`).nullable().optional();
const required = (label: string, max: number) =>
  textField(label, `The ${label} field is required.`)
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} must not be longer than ${max} characters.`);

// ——— Service record ———

/** One line of the service record as HR types it. Salary is annual, in centavos. */
export const ZServiceRecordLine = z
  .object({
    date_from: pastDate('start date'),
    date_to: pastDate('end date').nullable().optional(),
    position_title: required('designation', 200),
    appointment_status: optText('status', 100),
    annual_salary: z
      .number({ error: numberError('The annual salary must be a number.') })
      .int('The annual salary must be in whole centavos.')
      .min(0, 'The annual salary cannot be negative.')
      .max(100_000_000_000, 'The annual salary is too large.')
      .nullable()
      .optional(),
    office: optText('station/place of assignment', 250),
    branch: optText('branch', 50),
    lwop_days: z
      .number({ error: numberError('The leave without pay must be a number of days.') })
      .min(0, 'The leave without pay cannot be negative.')
      .max(9999, 'The leave without pay is too large.')
      .nullable()
      .optional(),
    separation_date: pastDate('separation date').nullable().optional(),
    separation_cause: optText('separation cause', 100),
    remarks: optText('remarks', 1000),
  })
  .superRefine((v, ctx) => {
    if (v.date_to && v.date_to < v.date_from) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'The end date cannot be before the start date.' });
    if (v.separation_date && v.separation_date < v.date_from)
      ctx.addIssue({ code: 'custom', path: ['separation_date'], message: 'The separation date cannot be before the start date.' });
  });
export type TServiceRecordLineBody = z.infer<typeof ZServiceRecordLine>;

/** A reference row as the records name it: `{ id, name }`. */
const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** A line as the API answers it (service-record.repo.ts reads it so). Salary is annual, in centavos. */
export const ZServiceRecordLineRow = z.object({
  id: z.number().int(),
  appointment_id: z.number().int().nullable(),
  date_from: ZDateString,
  date_to: ZDateString.nullable(),
  position_title: z.string(),
  appointment_status: z.string().nullable(),
  annual_salary: z.number().nullable(),
  office: z.string().nullable(),
  branch: z.string().nullable(),
  lwop_days: z.number().nullable(),
  separation_date: ZDateString.nullable(),
  separation_cause: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type TServiceRecordLine = z.infer<typeof ZServiceRecordLineRow>;

/** The service record of one person: who it is about and its lines, oldest first. */
export const ZServiceRecord = z.object({
  personnel: z.object({ id: z.number().int(), idno: z.string().nullable(), fullname: z.string(), is_active: z.boolean(), department: z.string().nullable() }),
  lines: z.array(ZServiceRecordLineRow),
});
export type TServiceRecord = z.infer<typeof ZServiceRecord>;
export const ZServiceRecordLineSaved = savedAnswer('line', ZServiceRecordLineRow);
export type TServiceRecordLineSaved = z.infer<typeof ZServiceRecordLineSaved>;
/** The lines made from the verified PDS. */
export const ZServiceRecordGenerated = z.object({ message: z.string(), lines: z.array(ZServiceRecordLineRow) });
export type TServiceRecordGenerated = z.infer<typeof ZServiceRecordGenerated>;

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
  salary_step: z
    .number({ error: numberError('The step must be from 1 to 8.') })
    .int('The step must be from 1 to 8.')
    .min(1, 'The step must be from 1 to 8.')
    .max(8, 'The step must be from 1 to 8.'),
  effective_date: pastDate('effective date'),
  remarks: optText('remarks', 1000),
});
export type TAppointmentBody = z.infer<typeof ZAppointmentBody>;

/** An appointment as the history lists it (appointments.repo.ts). Monthly salary in centavos. */
export const ZAppointment = z.object({
  id: z.number().int(),
  effective_date: ZDateString,
  salary_grade: z.number().int().nullable(),
  salary_step: z.number().int().nullable(),
  monthly_salary: z.number().nullable(),
  remarks: z.string().nullable(),
  created_at: ZTimestamp,
  nature: ZNamed.nullable(),
  appointment_status: ZNamed.nullable(),
  position: ZNamed.nullable(),
  department: ZDepartmentRef.nullable(),
  created_by: z.string().nullable(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

/** Where the person stands now, as its row reads (appointments.repo.ts currentOf). */
export const ZCurrentAppointmentRow = z.object({
  id: z.number().int(),
  idno: z.string().nullable(),
  fullname: z.string(),
  campus_id: z.number().int(),
  is_active: z.boolean(),
  salary_step: z.number().int(),
  date_original_appointment: ZDateString.nullable(),
  date_last_promotion: ZDateString.nullable(),
  position: ZNamed.extend({ salary_grade: z.number().int().nullable() }).nullable(),
  appointment_status: ZNamed.nullable(),
  department: ZDepartmentRef.nullable(),
});
export type TCurrentAppointmentRow = z.infer<typeof ZCurrentAppointmentRow>;
/** The card at the top of the reclassification page: the row with the monthly salary of its grade and step. */
export const ZCurrentAppointment = ZCurrentAppointmentRow.extend({ monthly_salary: z.number().nullable() });
export type TCurrentAppointment = z.infer<typeof ZCurrentAppointment>;

export const ZAppointmentList = z.object({ current: ZCurrentAppointment, appointments: z.array(ZAppointment) });
export type TAppointmentList = z.infer<typeof ZAppointmentList>;
export const ZAppointmentSaved = savedAnswer('appointment', ZAppointment).extend({ service_record_line_id: z.number().int() });
export type TAppointmentSaved = z.infer<typeof ZAppointmentSaved>;

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
export type TCoeQuery = z.infer<typeof ZCoeQuery>;

/** A certificate request as it reads (coe.repo.ts) and as the lists show it. */
export const ZCoeRequest = z.object({
  id: z.number().int(),
  personnel_id: z.number().int(),
  purpose: z.string(),
  with_compensation: z.boolean(),
  status: z.enum(COE_STATUSES),
  approval_request_id: z.number().int().nullable(),
  signatory_name: z.string().nullable(),
  signatory_title: z.string().nullable(),
  issued_at: ZTimestamp.nullable(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
  has_document: z.boolean(),
  /** The step the request waits for, while pending. */
  waiting_for: z.string().nullable(),
  personnel: z.object({ id: z.number().int(), idno: z.string().nullable(), fullname: z.string(), department: z.string().nullable() }),
  issued_by: z.string().nullable(),
});
export type TCoeRequest = z.infer<typeof ZCoeRequest>;
export const ZCoeList = listAnswer('coe_requests', ZCoeRequest);
export type TCoeList = z.infer<typeof ZCoeList>;
export const ZCoeAnswer = oneAnswer('coe', ZCoeRequest);
export const ZCoeSaved = savedAnswer('coe', ZCoeRequest);
export type TCoeSaved = z.infer<typeof ZCoeSaved>;

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
export type TSeparationQuery = z.infer<typeof ZSeparationQuery>;

/** A separation as it reads (offboarding.repo.ts). */
export const ZSeparationRow = z.object({
  id: z.number().int(),
  personnel_id: z.number().int(),
  cause: z.string(),
  effective_date: ZDateString,
  remarks: z.string().nullable(),
  status: z.enum(SEPARATION_STATUSES),
  account_deactivated_at: ZTimestamp.nullable(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
  created_by: z.string().nullable(),
  personnel: z.object({
    id: z.number().int(),
    idno: z.string().nullable(),
    fullname: z.string(),
    department: z.string().nullable(),
    position: z.string().nullable(),
    is_active: z.boolean(),
  }),
  clearance: z.object({ total: z.number().int(), cleared: z.number().int() }),
});
export type TSeparationRow = z.infer<typeof ZSeparationRow>;
/** A separation as the lists show it, with the cause in words. */
export const ZSeparation = ZSeparationRow.extend({ cause_label: z.string() });
export type TSeparation = z.infer<typeof ZSeparation>;

/** office: an office signs it off by hand; property: open while the employee holds property, closed when they hold none. */
export const CLEARANCE_KINDS = ['office', 'property'] as const;
export type TClearanceKind = (typeof CLEARANCE_KINDS)[number];
/** The clearance line of the supply and property office (issue 23): it follows the employee's property accountability. */
export const PROPERTY_CLEARANCE_OFFICE = 'Supply and Property Office';

/** An item the separating employee still holds (the property line lists them). */
export const ZClearanceHolding = z.object({
  id: z.number().int(),
  property_number: z.string(),
  description: z.string(),
  /** Centavos. */
  unit_cost: z.number().int(),
  /** The form it is held under (PAR, ICS, or the transfer report). */
  document_number: z.string().nullable(),
});
export type TClearanceHolding = z.infer<typeof ZClearanceHolding>;

/** An office's clearance item as it reads (offboarding.repo.ts), with who clears it as department head. */
export const ZClearanceItemRow = z.object({
  id: z.number().int(),
  office: z.string(),
  kind: z.enum(CLEARANCE_KINDS),
  /** The property line only: what the employee still holds (empty once everything is returned or transferred). */
  holdings: z.array(ZClearanceHolding).nullable(),
  position: z.number().int(),
  status: z.enum(CLEARANCE_STATUSES),
  remarks: z.string().nullable(),
  cleared_at: ZTimestamp.nullable(),
  cleared_by: z.string().nullable(),
  department: z.object({ id: z.number().int(), acronym: z.string(), fullname: z.string() }).nullable(),
  /** Personnel ids who clear it as head (or officer-in-charge) of its department. */
  clearer_ids: z.array(z.number().int()),
});
export type TClearanceItemRow = z.infer<typeof ZClearanceItemRow>;
/** A clearance item as the caller sees it: whether they may clear it, not who else may. */
export const ZClearanceItem = ZClearanceItemRow.omit({ clearer_ids: true }).extend({ can_clear: z.boolean() });
export type TClearanceItem = z.infer<typeof ZClearanceItem>;

/** One separation with its clearance checklist. */
export const ZSeparationDetail = ZSeparation.extend({ clearance_items: z.array(ZClearanceItem) });
export type TSeparationDetail = z.infer<typeof ZSeparationDetail>;
export const ZSeparationList = listAnswer('separations', ZSeparation);
export type TSeparationList = z.infer<typeof ZSeparationList>;
export const ZSeparationAnswer = oneAnswer('separation', ZSeparationDetail);
export type TSeparationAnswer = z.infer<typeof ZSeparationAnswer>;
export const ZSeparationSaved = savedAnswer('separation', ZSeparationDetail);
export type TSeparationSaved = z.infer<typeof ZSeparationSaved>;

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
  position_id: idField('position'),
  department_id: idField('office'),
  salary_grade: z.coerce
    .number({ error: numberError('The salary grade field is required.') })
    .int()
    .min(1, 'The salary grade is from 1 to 33.')
    .max(33, 'The salary grade is from 1 to 33.'),
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

/** A plantilla item as the API answers it (plantilla.repo.ts). */
export const ZPlantillaItem = z.object({
  id: z.number().int(),
  item_no: z.string(),
  salary_grade: z.number().int(),
  salary_step: z.number().int(),
  status: z.enum(PLANTILLA_ITEM_STATUSES),
  filled_on: ZDateString.nullable(),
  position: ZNamed,
  department: ZDepartmentRef,
  level: ZNamed.nullable(),
  coverage: ZNamed.nullable(),
  incumbent: z.object({ id: z.number().int(), fullname: z.string(), idno: z.string().nullable() }).nullable(),
});
export type TPlantillaItem = z.infer<typeof ZPlantillaItem>;
export const ZPlantillaItemList = listAnswer('plantilla_items', ZPlantillaItem);
export type TPlantillaItemList = z.infer<typeof ZPlantillaItemList>;
export const ZPlantillaItemSaved = savedAnswer('plantilla_item', ZPlantillaItem);
export type TPlantillaItemSaved = z.infer<typeof ZPlantillaItemSaved>;

// ——— Salary schedule ———

/** A tranche of the salary schedule: the day it takes effect and its name. */
export const ZSalaryScheduleRef = z.object({ effective_date: ZDateString, tranche: z.string().nullable() });
export type TScheduleRef = z.infer<typeof ZSalaryScheduleRef>;
/** One grade's monthly salaries (centavos), step by step. */
export const ZSalaryGrade = z.object({ grade: z.number().int(), steps: z.array(z.object({ step: z.number().int(), amount: z.number().int() })) });
export type TSalaryGrade = z.infer<typeof ZSalaryGrade>;
/** The schedule in force on a date (nulls and no grades before the first tranche), with every tranche. */
export const ZSalarySchedule = z.object({
  effective_date: ZDateString.nullable(),
  tranche: z.string().nullable(),
  salary_grades: z.array(ZSalaryGrade),
  schedules: z.array(ZSalaryScheduleRef),
});
export type TSalarySchedule = z.infer<typeof ZSalarySchedule>;
export const ZSalaryScheduleSaved = ZSalarySchedule.extend({ message: z.string() });
export type TSalaryScheduleSaved = z.infer<typeof ZSalaryScheduleSaved>;
/** The monthly salary (centavos) of a grade and step on a date, and the tranche it comes from. */
export const ZSalaryAmount = z.object({ grade: z.number().int(), step: z.number().int(), amount: z.number().int(), effective_date: ZDateString });
export type TSalaryAmount = z.infer<typeof ZSalaryAmount>;
