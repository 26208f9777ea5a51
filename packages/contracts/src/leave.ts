import { z } from './zod';
import { REQUEST_STATUSES, ZLeaveCertification } from './approvals';
import { listAnswer, oneAnswer, savedAnswer, ZDateString, ZDepartmentRef, ZPageMeta, ZTimestamp } from './responses';
import { isoDate, ZMonth } from './attendance';
import { idField, textField, numberError } from './text';
import { ZLeavePesos } from './leave-pay';

// Leave and credits (CS Form No. 6, the leave ledger, forced leave, CTO, service credits): the bodies
// and answers the API and the pages share. The rules themselves live in the API's domain/leave*.ts.

const text = (label: string, max: number) =>
  textField(label, `The ${label} field is required.`)
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} must not be longer than ${max} characters.`);
const optionalText = (label: string, max: number) =>
  textField(label).trim().max(max, `The ${label} must not be longer than ${max} characters.`).nullable().optional();

/** Leave credits: days to three decimals (numeric(8,3)). */
const credits = (label: string) =>
  z.coerce
    .number({ error: numberError(`The ${label} must be a number.`) })
    .min(0, `The ${label} must not be negative.`)
    .max(9999.999, `The ${label} must be less than 10,000 days.`)
    .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, `The ${label} has at most three decimals.`);

/** Which part of a single day the leave takes: the whole day, or the morning or afternoon (half a day). */
export const LEAVE_DAY_PARTS = ['whole', 'am', 'pm'] as const;
export type TLeaveDayPart = (typeof LEAVE_DAY_PARTS)[number];

/** Sec. 23 monetization's justifiable reasons: health and medical needs, calamities, education, housing loans, or another stated in the letter. */
export const MONETIZATION_50_REASONS = ['health', 'calamity', 'education', 'housing', 'other'] as const;

/**
 * The details of CS Form No. 6 (Revised 2020), section 6.B, by type: where a vacation or SPL is spent,
 * the illness of a sick leave, the study leave's purpose, the "other purpose" (monetization, terminal leave).
 */
export const ZLeaveDetails = z
  .object({
    location: z.enum(['philippines', 'abroad'], 'Say whether the leave is spent within the Philippines or abroad.').nullable().optional(),
    location_detail: optionalText('place', 200),
    illness: z.enum(['hospital', 'outpatient'], 'Say whether it is in hospital or out-patient.').nullable().optional(),
    illness_detail: optionalText('illness', 200),
    women_illness: optionalText('illness', 200),
    study: z.enum(['masters', 'bar_board'], "The study purpose is completion of a master's degree or a BAR/board examination review.").nullable().optional(),
    other_purpose: z.enum(['monetization', 'terminal'], 'The other purpose is monetization or terminal leave.').nullable().optional(),
    /** Maternity: miscarriage or emergency termination (60 days), solo mother (+15), the optional 30 days without pay. */
    maternity_case: z.enum(['live_birth', 'miscarriage'], 'Choose live birth or miscarriage / emergency termination.').nullable().optional(),
    solo_parent: z.boolean().optional(),
    /** Paternity: which delivery of the legitimate spouse this is (the first 4 only). */
    delivery_number: z.coerce.number().int().min(1, 'The delivery number is at least 1.').max(20).nullable().optional(),
    /** Monetization of 50% or more (Sec. 23): the justifiable reason, stated in the letter to the head of agency. */
    reason: z.enum(MONETIZATION_50_REASONS, 'The reason is health, calamity, education, housing or other.').nullable().optional(),
    remarks: optionalText('remarks', 500),
  })
  .default({});
export type TLeaveDetails = z.infer<typeof ZLeaveDetails>;

/**
 * A leave application (CS Form No. 6), filed by the employee for themselves or by HR on their behalf
 * (`personnel_id`). `attachment_path` is a PDF sent first to POST /api/upload (the medical certificate).
 * CTO gives `hours` (blocks of 4 or 8 hours a day); other types count working days from the dates.
 */
export const ZLeaveApplicationBody = z
  .object({
    personnel_id: idField('personnel').optional(),
    leave_type_id: idField('leave type'),
    date_from: isoDate('from date'),
    date_to: isoDate('to date'),
    part: z.enum(LEAVE_DAY_PARTS, 'The part of the day is whole, am or pm.').default('whole'),
    details: ZLeaveDetails,
    commutation: z.boolean().default(false),
    emergency: z.boolean().default(false),
    hours: z.coerce.number().positive('The hours must be more than 0.').max(2000).nullable().optional(),
    /** Monetization: the days of vacation leave to monetize. */
    days: z.coerce.number().positive('The days must be more than 0.').max(400, 'The days must not be more than 400.').nullable().optional(),
    attachment_path: textField('attachment').trim().max(200).nullable().optional(),
  })
  .refine((b) => b.date_to >= b.date_from, { message: 'The to date must not be before the from date.', path: ['date_to'] })
  .refine((b) => b.part === 'whole' || b.date_from === b.date_to, { message: 'Half a day is for a single date.', path: ['part'] });
export type TLeaveApplicationBody = z.infer<typeof ZLeaveApplicationBody>;

/** `?scope=&status=&month=&term=&department_id=&leave_type_id=&type_code=&page=&per_page=` */
export const ZLeaveApplicationQuery = z.object({
  scope: z.enum(['mine', 'department', 'all'], 'The scope must be mine, department or all.').default('mine'),
  status: z.enum(REQUEST_STATUSES, 'The status is invalid.').optional(),
  month: ZMonth.optional(),
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  term: textField('search term').trim().max(100).optional(),
  department_id: idField('department').optional(),
  personnel_id: idField('personnel').optional(),
  leave_type_id: idField('leave type').optional(),
  /** One kind by code (CTO, CDO…), as the CTO and CDO pages list them. */
  type_code: textField('leave type').trim().max(20).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(999).default(15),
});
export type TLeaveApplicationQuery = z.infer<typeof ZLeaveApplicationQuery>;

/** The approving official's decision, sent with the last step's approval (POST /api/approval-requests/{id}/act, `details`). */
export const ZLeaveDecision = z.object({
  days_with_pay: z.coerce
    .number({ error: numberError('The days with pay must be a number.') })
    .min(0, 'The days with pay must not be negative.')
    .max(400),
  days_without_pay: z.coerce
    .number({ error: numberError('The days without pay must be a number.') })
    .min(0, 'The days without pay must not be negative.')
    .max(400),
});
export type TLeaveDecision = z.infer<typeof ZLeaveDecision>;

/** Opening balances carried over from the old system (EDATSADMIN). */
export const ZOpeningBalanceBody = z.object({ as_of: isoDate('as-of date'), vl: credits('vacation leave'), sl: credits('sick leave') });
export type TOpeningBalanceBody = z.infer<typeof ZOpeningBalanceBody>;

export const ZLedgerQuery = z.object({
  year: z.coerce
    .number({ error: numberError('The year must be a number.') })
    .int('The year must be a whole number.')
    .min(1990, 'The year must be 1990 or later.')
    .max(2100, 'The year must be 2100 or earlier.')
    .optional(),
});

/** One month of a leave card. Balances after the month; days to three decimals. */
export const ZLedgerRow = z.object({
  period: z.string(),
  particulars: z.string(),
  vl_earned: z.number(),
  vl_deducted: z.number(),
  vl_balance: z.number(),
  sl_earned: z.number(),
  sl_deducted: z.number(),
  sl_balance: z.number(),
  lwop_days: z.number(),
});
export type TLedgerRow = z.infer<typeof ZLedgerRow>;
/** Today's balances of a person (VL, SL, SPL and forced leave in days, COC in hours, service credits in days). */
export const ZLeaveBalances = z.object({
  vl: z.number(),
  sl: z.number(),
  spl: z.number(),
  forced_leave_remaining: z.number(),
  coc_hours: z.number(),
  service_credits: z.number(),
});
export type TLeaveBalances = z.infer<typeof ZLeaveBalances>;
/** The leave card's heading: the department by its name. */
export const ZLedgerPerson = z.object({
  id: z.number().int(),
  idno: z.string().nullable(),
  fullname: z.string(),
  department: z.string().nullable(),
  employment_kind: z.string().nullable(),
});
/** GET /api/leave/{personnelId}/ledger: the card of a year, the balances today, what was brought forward and the years there is a card for. */
export const ZLedgerAnswer = z.object({
  ledger: z.array(ZLedgerRow),
  balances: ZLeaveBalances,
  brought_forward: z.object({ vl: z.number(), sl: z.number() }),
  /** The balance carried over from the old system, when one was. */
  opening: z.object({ as_of: ZDateString, vl: z.number(), sl: z.number() }).nullable(),
  person: ZLedgerPerson,
  years: z.array(z.number().int()),
});
export type TLedgerAnswer = z.infer<typeof ZLedgerAnswer>;
/** GET /api/leave/{personnelId}/balances. */
export const ZBalancesAnswer = z.object({ balances: ZLeaveBalances, as_of: ZDateString });
export type TBalancesAnswer = z.infer<typeof ZBalancesAnswer>;

/** `?term=&department_id=&campus_id=&page=&per_page=` of the balance summary of everyone. */
export const ZBalanceSummaryQuery = z.object({
  /** Omitted: everyone's for the leave office, else the departments the caller heads. */
  scope: z.enum(['department', 'all'], 'The scope must be department or all.').optional(),
  employment_kind: textField('employment kind').trim().max(20).optional(),
  term: textField('search term').trim().max(100).optional(),
  department_id: idField('department').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(999).default(15),
});
export type TBalanceSummaryQuery = z.infer<typeof ZBalanceSummaryQuery>;
/** The summary's filters without its page: what the Excel export takes. */
export const ZBalanceExportQuery = ZBalanceSummaryQuery.omit({ page: true, per_page: true });
export type TBalanceExportQuery = z.infer<typeof ZBalanceExportQuery>;

/** `/api/leave/{personnelId}/…`: whose leave card. */
export const ZLeavePersonParams = z.object({
  personnelId: z.coerce.number().int().positive('The personnel is invalid.').max(2_147_483_647, 'The personnel is invalid.'),
});

/** A forced (mandatory) leave schedule: the 5 days an employee with 10 or more days of VL plans to take. */
export const ZForcedLeaveScheduleBody = z.object({
  personnel_id: idField('personnel').optional(),
  year: z.coerce.number().int().min(2000, 'The year is invalid.').max(2100, 'The year is invalid.'),
  dates: z.array(isoDate('date'), 'Choose the days.').min(1, 'Choose the days of your forced leave.').max(5, 'The forced leave is 5 days.'),
});
export type TForcedLeaveScheduleBody = z.infer<typeof ZForcedLeaveScheduleBody>;

/** The head approves the schedule, or cancels it for the needs of the service (the days are then not forfeited). */
export const ZForcedLeaveDecisionBody = z
  .object({ action: z.enum(['approve', 'cancel'], 'The action is approve or cancel.'), remarks: optionalText('remarks', 1000) })
  .refine((b) => b.action !== 'cancel' || !!b.remarks, { message: 'Say which needs of the service keep the employee at work.', path: ['remarks'] });

export const ZForcedLeaveQuery = z.object({
  scope: z.enum(['mine', 'department', 'all'], 'The scope must be mine, department or all.').default('mine'),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  personnel_id: idField('personnel').optional(),
  department_id: idField('department').optional(),
});

/** Service credits of faculty (days earned for service during vacation, by special order), granted by HR. */
export const ZServiceCreditBody = z.object({
  personnel_id: idField('personnel'),
  days: z.coerce
    .number({ error: numberError('The days must be a number.') })
    .positive('The days must be more than 0.')
    .max(365, 'The days must not be more than 365.'),
  earned_on: isoDate('date earned'),
  reference: text('special order or reference', 200),
  remarks: optionalText('remarks', 1000),
});
export type TServiceCreditBody = z.infer<typeof ZServiceCreditBody>;
/** `?personnel_id=` of the service credits: omitted, the caller's own. */
export const ZServiceCreditsQuery = z.object({ personnel_id: idField('personnel').optional() });

export const ZPersonnelYearQuery = z.object({ personnel_id: idField('personnel').optional(), year: z.coerce.number().int().min(1990).max(2100).optional() });

// The answers of the leave routes (apps/api/src/modules/leave/leave.routes.ts).

/** What a leave type is charged to: VL, SL, VL then SL (VLSL, Sec. 23 monetization), COC hours (CTO) or service credits (SC, CDO). */
export const LEAVE_CHARGED_TO = ['VL', 'SL', 'VLSL', 'COC', 'SC'] as const;
export type TChargedTo = (typeof LEAVE_CHARGED_TO)[number];
const ZChargedTo = z.enum(LEAVE_CHARGED_TO).nullable();

/** A kind of leave (CS Form No. 6, 6.A) with its limits. */
export const ZLeaveType = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  legal_basis: z.string().nullable(),
  max_days: z.number().nullable(),
  unit: z.string(),
  with_pay: z.boolean(),
  charged_to: ZChargedTo,
  file_ahead_days: z.number().int().nullable(),
});
export type TLeaveType = z.infer<typeof ZLeaveType>;
export const ZLeaveTypesAnswer = z.object({ leave_types: z.array(ZLeaveType) });

/** A person as the leave lists show them; the applications and balances add the kind of employment. */
export const ZLeavePersonRef = z.object({
  id: z.number().int(),
  idno: z.string().nullable(),
  fullname: z.string(),
  department: ZDepartmentRef.nullable(),
  employment_kind: z.string().nullable().optional(),
});
export type TLeavePersonRef = z.infer<typeof ZLeavePersonRef>;

/** The details as stored (section 6.B): the form's fields, and whatever an older record kept beside them. */
const ZStoredLeaveDetails = ZLeaveDetails.unwrap().loose();

/** A leave application as its row reads (applications.repo.ts) without the storage key of its attachment. */
export const ZLeaveApplication = z.object({
  id: z.number().int(),
  personnel_id: z.number().int(),
  date_from: ZDateString,
  date_to: ZDateString,
  part: z.enum(LEAVE_DAY_PARTS),
  working_days: z.number(),
  dates: z.array(ZDateString),
  /** The dates that take half a day (a half-day holiday, a suspension from mid-day). */
  half_days: z.array(ZDateString),
  hours: z.number().nullable(),
  details: ZStoredLeaveDetails,
  commutation: z.boolean(),
  emergency: z.boolean(),
  days_with_pay: z.number(),
  days_without_pay: z.number(),
  certification: ZLeaveCertification.nullable(),
  status: z.enum(REQUEST_STATUSES),
  approval_request_id: z.number().int().nullable(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
  attachment: z.object({ name: z.string() }).nullable(),
  leave_type: z.object({ id: z.number().int(), code: z.string(), name: z.string(), charged_to: ZChargedTo }),
  /** The step the application waits at, while pending. */
  waiting_for: z.string().nullable(),
  /** HR's user, when HR filed it for the employee. */
  filed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  personnel: ZLeavePersonRef,
});
export type TLeaveApplication = z.infer<typeof ZLeaveApplication>;
/** The application's row: what the answers send, and where its attachment is stored. */
export const ZLeaveApplicationRow = ZLeaveApplication.extend({ attachment_key: z.string().nullable(), attachment_name: z.string().nullable() });
export type TLeaveApplicationRow = z.infer<typeof ZLeaveApplicationRow>;
export const ZLeaveApplicationList = listAnswer('leave_applications', ZLeaveApplication);
export type TLeaveApplicationList = z.infer<typeof ZLeaveApplicationList>;
export const ZLeaveApplicationAnswer = oneAnswer('leave_application', ZLeaveApplication);
/** Filed: the toast, the application and the warnings the preview showed. */
export const ZLeaveApplicationFiled = savedAnswer('leave_application', ZLeaveApplication).extend({ warnings: z.array(z.string()) });
export type TLeaveApplicationFiled = z.infer<typeof ZLeaveApplicationFiled>;

/** What filing would give: working days, pay, the balances before and after, warnings and (by field) refusals. */
export const ZLeavePreview = z.object({
  working_days: z.number(),
  dates: z.array(ZDateString),
  days_with_pay: z.number(),
  days_without_pay: z.number(),
  hours: z.number().nullable(),
  warnings: z.array(z.string()),
  /** What filing would refuse, by field. */
  issues: z.array(z.object({ field: z.string(), message: z.string() })),
  balances: ZLeaveBalances,
  balance_after: z.object({ vl: z.number(), sl: z.number(), coc_hours: z.number(), service_credits: z.number() }),
  /** A monetization's amount in pesos (the monthly salary held today × the days × 0.0481927); null for other leave. */
  monetization: ZLeavePesos.nullable(),
});
export type TLeavePreview = z.infer<typeof ZLeavePreview>;
export const ZLeavePreviewAnswer = oneAnswer('preview', ZLeavePreview);

/** One person's stored balances in the summary (zero, SPL 3, when never computed). */
export const ZBalanceRow = z.object({
  personnel: ZLeavePersonRef,
  vl: z.number(),
  sl: z.number(),
  spl: z.number(),
  forced_leave_remaining: z.number(),
  coc_hours: z.number(),
  service_credits: z.number(),
  computed_at: ZTimestamp.nullable(),
});
export type TBalanceRow = z.infer<typeof ZBalanceRow>;
/** The balance summary's page, with how many of its people were left stale (refreshed by the job). */
export const ZBalanceSummary = z.object({ balances: z.array(ZBalanceRow), meta: ZPageMeta.extend({ stale: z.number().int() }) });
export type TBalanceSummary = z.infer<typeof ZBalanceSummary>;

/** The opening balance saved, as sent. */
export const ZOpeningBalanceSaved = savedAnswer('opening', z.object({ as_of: ZDateString, vl: z.number(), sl: z.number() }));
/** A CSV of opening balances: how many were imported and each rejected line with its reason. */
export const ZOpeningImport = z.object({
  message: z.string(),
  imported: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), idno: z.string(), message: z.string() })),
});
export type TOpeningImport = z.infer<typeof ZOpeningImport>;
/** The opening-balance import before its upload (the modal's check; the server reads the CSV): the file chosen, by name and size (the File itself stays beside the form). */
export const ZOpeningImportChoice = z.object({ file: z.object({ name: z.string(), size: z.number() }, { error: 'Choose the CSV file.' }) });
export type TOpeningImportChoice = z.input<typeof ZOpeningImportChoice>;

/** Days without pay of a year: the card's LWOP months and the applications approved (partly) without pay. */
export const ZWithoutPay = z.object({
  months: z.array(z.object({ period: z.string(), lwop_days: z.number(), particulars: z.string() })),
  applications: z.array(ZLeaveApplication),
  total_days: z.number(),
});
export type TWithoutPay = z.infer<typeof ZWithoutPay>;

export const FORCED_LEAVE_STATUSES = ['pending', 'approved', 'cancelled'] as const;
export type TForcedLeaveStatus = (typeof FORCED_LEAVE_STATUSES)[number];
/** A forced leave schedule with the person's VL and the forced leave already taken this year. */
export const ZForcedLeaveSchedule = z.object({
  id: z.number().int(),
  personnel_id: z.number().int(),
  year: z.number().int(),
  dates: z.array(ZDateString),
  status: z.enum(FORCED_LEAVE_STATUSES),
  remarks: z.string().nullable(),
  decided_at: ZTimestamp.nullable(),
  created_at: ZTimestamp,
  vl_balance: z.number(),
  taken_this_year: z.number(),
  personnel: ZLeavePersonRef,
});
export type TForcedLeaveSchedule = z.infer<typeof ZForcedLeaveSchedule>;
/** The schedules of a year; `eligible` (mine only): whether the caller holds the 10 days of VL that call for one. */
export const ZForcedLeaveList = z.object({ schedules: z.array(ZForcedLeaveSchedule), eligible: z.boolean().optional() });
export type TForcedLeaveList = z.infer<typeof ZForcedLeaveList>;
export const ZForcedLeaveSaved = savedAnswer('schedule', ZForcedLeaveSchedule);

/** One entry of a faculty member's service credits: earned (by special order) or used (a CDO). */
export const ZServiceCreditEntry = z.object({
  id: z.number().int(),
  entry_kind: z.enum(['earned', 'used']),
  days: z.number(),
  entry_date: ZDateString,
  reference: z.string().nullable(),
  remarks: z.string().nullable(),
  leave_application_id: z.number().int().nullable(),
});
export type TServiceCreditEntry = z.infer<typeof ZServiceCreditEntry>;
export const ZServiceCredits = z.object({ entries: z.array(ZServiceCreditEntry), balance: z.number() });
export type TServiceCredits = z.infer<typeof ZServiceCredits>;
export const ZServiceCreditSaved = savedAnswer('entry', ZServiceCreditEntry);
