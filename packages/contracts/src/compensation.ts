import { z } from './zod';
import { ZBackgroundJob } from './background-jobs';
import { dateMessage } from './messages';
import { idField, textField, ZId } from './text';
import { listAnswer, oneAnswer, savedAnswer, ZDateString, ZDepartmentRef, ZPageMeta, ZPersonRef, ZTimestamp } from './responses';
import { PLANTILLA_ITEM_STATUSES, ZPlantillaItem, ZPlantillaItemBody } from './records';

/**
 * The compensation side of the plantilla (issue 20): the plantilla of personnel in the order of the DBM's
 * Personal Services Itemization and Plantilla of Personnel (PSIPOP), its report, salary tranches applied to
 * the incumbents with a Notice of Salary Adjustment (NOSA) each, and the Notices of Salary Step Increment
 * (NOSI) with the eligibility behind them (CSC-DBM Joint Circular No. 1 s. 2012). Money is centavos.
 */

const ZNamedRef = z.object({ id: z.number().int(), name: z.string() });
const date = (label: string) => z.iso.date(dateMessage(label));
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = z.coerce.number().int().min(1).max(999).default(25);
const term = textField('search term').trim().max(100, 'The search term must not be longer than 100 characters.').optional();

// ——— The plantilla of personnel (PSIPOP) ———

export const SEXES = ['male', 'female'] as const;

/** Filters of /plantilla/personnels; the report's "people behind a count" use the same list. */
export const ZPlantillaPersonnelQuery = z.object({
  campus_id: idField('campus').optional(),
  department_id: idField('office').optional(),
  level_id: idField('level').optional(),
  /** The fund the item is paid from (Settings → Coverage). */
  coverage_id: idField('fund').optional(),
  status: z.enum(PLANTILLA_ITEM_STATUSES, 'The status is vacant or filled.').optional(),
  appointment_status_id: idField('appointment status').optional(),
  sex: z.enum(SEXES, 'The sex is male or female.').optional(),
  salary_grade: z.coerce.number().int().min(1, 'The salary grade is from 1 to 33.').max(33, 'The salary grade is from 1 to 33.').optional(),
  term,
  page,
  per_page: perPage,
});
export type TPlantillaPersonnelQuery = z.infer<typeof ZPlantillaPersonnelQuery>;

/** The incumbent's columns of the PSIPOP. */
export const ZPlantillaIncumbent = z.object({
  personnel_id: z.number().int(),
  idno: z.string().nullable(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  name_extension: z.string().nullable(),
  fullname: z.string(),
  sex: z.enum(SEXES).nullable(),
  birth_date: ZDateString.nullable(),
  tin: z.string().nullable(),
  date_original_appointment: ZDateString.nullable(),
  date_last_promotion: ZDateString.nullable(),
  appointment_status: z.string().nullable(),
  eligibility: z.string().nullable(),
  /** The step the incumbent is paid at (the item's own step is the authorized one). */
  salary_step: z.number().int(),
});
export type TPlantillaIncumbent = z.infer<typeof ZPlantillaIncumbent>;

/** One PSIPOP line: an item, its authorized salary and its incumbent's actual salary (centavos a year). */
export const ZPlantillaPersonnelRow = z.object({
  item_id: z.number().int(),
  item_no: z.string(),
  office: ZDepartmentRef,
  campus: ZNamedRef,
  position: z.string(),
  level: z.string().nullable(),
  fund: z.string().nullable(),
  salary_grade: z.number().int(),
  /** The item's authorized step. */
  salary_step: z.number().int(),
  authorized_annual: z.number().int().nullable(),
  /** Null when vacant. */
  actual_annual: z.number().int().nullable(),
  status: z.enum(PLANTILLA_ITEM_STATUSES),
  incumbent: ZPlantillaIncumbent.nullable(),
});
export type TPlantillaPersonnelRow = z.infer<typeof ZPlantillaPersonnelRow>;

export const ZPlantillaTotals = z.object({
  items: z.number().int(),
  filled: z.number().int(),
  vacant: z.number().int(),
  authorized_annual: z.number().int(),
  actual_annual: z.number().int(),
});
export type TPlantillaTotals = z.infer<typeof ZPlantillaTotals>;

/** `GET /api/plantilla/personnels`: a page of lines, and the totals of everything the filters match. */
export const ZPlantillaPersonnelList = z.object({
  items: z.array(ZPlantillaPersonnelRow),
  meta: ZPageMeta,
  totals: z.object({
    university: ZPlantillaTotals,
    offices: z.array(ZPlantillaTotals.extend({ office: ZDepartmentRef })),
  }),
});
export type TPlantillaPersonnelList = z.infer<typeof ZPlantillaPersonnelList>;

/** /plantilla/new/personnel-item: a new item and, when a person is named, their appointment to it in the same step. */
export const ZPersonnelItemBody = ZPlantillaItemBody.extend({
  personnel_id: idField('employee').nullable().optional(),
  nature_id: idField('nature of appointment').nullable().optional(),
  appointment_status_id: idField('status of appointment').nullable().optional(),
  effective_date: date('effective date').nullable().optional(),
});
export type TPersonnelItemBody = z.infer<typeof ZPersonnelItemBody>;
export const ZPersonnelItemSaved = savedAnswer('plantilla_item', ZPlantillaItem).extend({ appointment_id: z.number().int().nullable() });
export type TPersonnelItemSaved = z.infer<typeof ZPersonnelItemSaved>;

// ——— The plantilla report ———

export const ZReportCount = z.object({ key: z.string(), label: z.string(), count: z.number().int() });
export type TReportCount = z.infer<typeof ZReportCount>;

export const ZPlantillaReportQuery = z.object({ campus_id: idField('campus').optional(), department_id: idField('office').optional() });
export type TPlantillaReportQuery = z.infer<typeof ZPlantillaReportQuery>;

/**
 * Counts of the filled items by appointment status, level, sex and salary grade, and per office and campus (filled
 * and vacant). A count's `key` is the filter of /plantilla/personnels that lists the people behind it
 * (appointment_status_id, level_id, sex, salary_grade; 'none' for not stated).
 */
export const ZPlantillaReport = z.object({
  totals: z.object({ items: z.number().int(), filled: z.number().int(), vacant: z.number().int() }),
  by_appointment_status: z.array(ZReportCount),
  by_level: z.array(ZReportCount),
  by_sex: z.array(ZReportCount),
  by_salary_grade: z.array(ZReportCount),
  offices: z.array(
    z.object({ office: ZDepartmentRef, campus: ZNamedRef, filled: z.number().int(), vacant: z.number().int(), by_appointment_status: z.array(ZReportCount) }),
  ),
  campuses: z.array(z.object({ campus: ZNamedRef, filled: z.number().int(), vacant: z.number().int() })),
});
export type TPlantillaReport = z.infer<typeof ZPlantillaReport>;

// ——— Salary tranches ———

/** A tranche of the salary schedule and whether it has been applied to the incumbents. */
export const ZSalaryTranche = z.object({
  effective_date: ZDateString,
  tranche: z.string().nullable(),
  /** The one in force today. */
  in_force: z.boolean(),
  applied_at: ZTimestamp.nullable(),
  applied_by: z.string().nullable(),
  nosa_count: z.number().int(),
  /** The caller's own application of the tranche under way, else their latest (issue 42: a job; the bar, the outcome). */
  apply_job: ZBackgroundJob.nullable(),
  /** The caller's own PDF of the tranche's notices under way, else their latest (its file to save once done). */
  print_job: ZBackgroundJob.nullable(),
});
export type TSalaryTranche = z.infer<typeof ZSalaryTranche>;
export const ZSalaryTrancheList = z.object({ tranches: z.array(ZSalaryTranche) });
export type TSalaryTrancheList = z.infer<typeof ZSalaryTrancheList>;
export const ZTrancheParams = z.object({ effective_date: date('effective date') });
/** Every notice of a tranche in one PDF, or an office's only. */
export const ZTranchePrintBody = z.object({ department_id: idField('office').optional() });
export type TTranchePrintBody = z.infer<typeof ZTranchePrintBody>;
/** What applying a tranche did: the new notices, and the incumbents it left alone (already done, appointed later, no change). */
export const ZTrancheApplied = z.object({
  message: z.string(),
  effective_date: ZDateString,
  nosa_created: z.number().int(),
  already_issued: z.number().int(),
  not_covered: z.number().int(),
});
export type TTrancheApplied = z.infer<typeof ZTrancheApplied>;

// ——— Notices ———

/** prepared by the tranche run → issued by HR (signed, sent) → received (the employee acknowledged it). */
export const NOSA_STATUSES = ['prepared', 'issued', 'received'] as const;
export type TNosaStatus = (typeof NOSA_STATUSES)[number];
/** issued → applied (the step moved on the effective date); received is when the employee acknowledged it. */
export const NOSI_STATUSES = ['issued', 'applied'] as const;
export type TNosiStatus = (typeof NOSI_STATUSES)[number];

/** A Notice of Salary Adjustment. */
export const ZNosa = z.object({
  id: z.number().int(),
  personnel: ZPersonRef,
  position_title: z.string(),
  item_no: z.string().nullable(),
  effective_date: ZDateString,
  legal_basis: z.string(),
  salary_grade: z.number().int(),
  salary_step: z.number().int(),
  previous_monthly: z.number().int(),
  new_monthly: z.number().int(),
  adjustment: z.number().int(),
  status: z.enum(NOSA_STATUSES),
  issued_at: ZTimestamp.nullable(),
  issued_by: z.string().nullable(),
  received_at: ZTimestamp.nullable(),
});
export type TNosa = z.infer<typeof ZNosa>;

export const ZNosaQuery = z.object({
  effective_date: date('effective date').optional(),
  campus_id: idField('campus').optional(),
  department_id: idField('office').optional(),
  status: z.enum(NOSA_STATUSES, 'The status is prepared, issued or received.').optional(),
  term,
  page,
  per_page: perPage,
});
export type TNosaQuery = z.infer<typeof ZNosaQuery>;
export const ZNosaList = listAnswer('nosas', ZNosa);
export type TNosaList = z.infer<typeof ZNosaList>;
export const ZNosaSaved = savedAnswer('nosa', ZNosa);
export type TNosaSaved = z.infer<typeof ZNosaSaved>;

/** Issue notices: the ones named, or every prepared one of a tranche (and office). */
export const ZNosaIssueBody = z.union([
  z.object({ ids: z.array(ZId).min(1, 'Choose at least one notice.').max(10_000, 'Issue at most 10,000 notices at a time.') }),
  z.object({ effective_date: date('effective date'), department_id: idField('office').optional() }),
]);
export type TNosaIssueBody = z.infer<typeof ZNosaIssueBody>;
export const ZNoticesIssued = z.object({ message: z.string(), issued: z.number().int() });
export type TNoticesIssued = z.infer<typeof ZNoticesIssued>;
/** All of an office's notices of a tranche in one PDF. */
export const ZNosaPrintQuery = z.object({ effective_date: date('effective date'), department_id: idField('office') });
export type TNosaPrintQuery = z.infer<typeof ZNosaPrintQuery>;

/** A Notice of Salary Step Increment. */
export const ZNosi = z.object({
  id: z.number().int(),
  personnel: ZPersonRef,
  position_title: z.string(),
  item_no: z.string().nullable(),
  salary_grade: z.number().int(),
  step_from: z.number().int(),
  step_to: z.number().int(),
  previous_monthly: z.number().int(),
  new_monthly: z.number().int(),
  adjustment: z.number().int(),
  due_date: ZDateString,
  effective_date: ZDateString,
  reasons: z.array(z.string()),
  status: z.enum(NOSI_STATUSES),
  issued_at: ZTimestamp,
  issued_by: z.string().nullable(),
  applied_at: ZTimestamp.nullable(),
  received_at: ZTimestamp.nullable(),
});
export type TNosi = z.infer<typeof ZNosi>;
export const ZNosiQuery = z.object({
  status: z.enum(NOSI_STATUSES, 'The status is issued or applied.').optional(),
  department_id: idField('office').optional(),
  term,
  page,
  per_page: perPage,
});
export type TNosiQuery = z.infer<typeof ZNosiQuery>;
export const ZNosiList = listAnswer('nosis', ZNosi);
export type TNosiList = z.infer<typeof ZNosiList>;
export const ZNosiSaved = savedAnswer('nosi', ZNosi);
export type TNosiSaved = z.infer<typeof ZNosiSaved>;
export const ZNosiIssueBody = z.object({ personnel_id: idField('employee') });
export type TNosiIssueBody = z.infer<typeof ZNosiIssueBody>;

/** `GET /api/nosi/due?from&to`: who is due a step (default: this month and the next three). */
export const ZNosiDueQuery = z.object({
  from: date('from date').optional(),
  to: date('to date').optional(),
  department_id: idField('office').optional(),
});
export type TNosiDueQuery = z.infer<typeof ZNosiDueQuery>;
export const ZNosiDue = z.object({
  personnel_id: z.number().int(),
  due_date: ZDateString,
  step_from: z.number().int(),
  step_to: z.number().int(),
  delayed_by_days: z.number().int(),
  reasons: z.array(z.string()),
  counts_from: ZDateString,
  personnel: ZPersonRef,
  position_title: z.string(),
  salary_grade: z.number().int(),
  current_monthly: z.number().int().nullable(),
  new_monthly: z.number().int().nullable(),
  /** The NOSI already issued for this step, if any. */
  nosi_id: z.number().int().nullable(),
});
export type TNosiDue = z.infer<typeof ZNosiDue>;
export const ZNosiDueList = z.object({ from: ZDateString, to: ZDateString, due: z.array(ZNosiDue) });
export type TNosiDueList = z.infer<typeof ZNosiDueList>;

/** The employee's own notices (My Account): issued ones only; a prepared notice is not yet signed. */
export const ZMySalaryNotices = z.object({ nosas: z.array(ZNosa), nosis: z.array(ZNosi) });
export type TMySalaryNotices = z.infer<typeof ZMySalaryNotices>;

// ——— What the step increment reads that HR records by hand until SPMS and discipline modules exist ———

export const PERFORMANCE_ADJECTIVES = ['Outstanding', 'Very Satisfactory', 'Satisfactory', 'Unsatisfactory', 'Poor'] as const;
export const ZPerformanceRatingBody = z
  .object({
    period_from: date('start of the rating period'),
    period_to: date('end of the rating period'),
    adjective: z.enum(PERFORMANCE_ADJECTIVES, 'The rating is Outstanding, Very Satisfactory, Satisfactory, Unsatisfactory or Poor.'),
    remarks: textField('remarks').trim().max(500, 'The remarks must not be longer than 500 characters.').optional(),
  })
  .refine((b) => b.period_to >= b.period_from, { path: ['period_to'], message: 'The rating period ends before it begins.' });
export type TPerformanceRatingBody = z.infer<typeof ZPerformanceRatingBody>;
export const ZPerformanceRating = z.object({
  id: z.number().int(),
  period_from: ZDateString,
  period_to: ZDateString,
  adjective: z.enum(PERFORMANCE_ADJECTIVES),
  remarks: z.string().nullable(),
});
export type TPerformanceRating = z.infer<typeof ZPerformanceRating>;

export const ZDisciplinaryNoticeBody = z
  .object({
    notice_date: date('date of the notice'),
    until: date('end of its effect').nullable().optional(),
    description: textField('description', 'The description field is required.')
      .trim()
      .min(1, 'The description field is required.')
      .max(500, 'The description must not be longer than 500 characters.'),
  })
  .refine((b) => !b.until || b.until >= b.notice_date, { path: ['until'], message: 'The effect ends before the notice.' });
export type TDisciplinaryNoticeBody = z.infer<typeof ZDisciplinaryNoticeBody>;
export const ZDisciplinaryNotice = z.object({ id: z.number().int(), notice_date: ZDateString, until: ZDateString.nullable(), description: z.string() });
export type TDisciplinaryNotice = z.infer<typeof ZDisciplinaryNotice>;

/** `GET /api/personnel/:id/step-increment`: where the person's next step stands and what it was computed from. */
export const ZStepIncrementRecord = z.object({
  personnel: ZPersonRef,
  salary_step: z.number().int(),
  counts_from: ZDateString.nullable(),
  /** Null at step 8 or without a start date. */
  due_date: ZDateString.nullable(),
  delayed_by_days: z.number().int(),
  reasons: z.array(z.string()),
  ratings: z.array(ZPerformanceRating),
  disciplinary_notices: z.array(ZDisciplinaryNotice),
});
export type TStepIncrementRecord = z.infer<typeof ZStepIncrementRecord>;
export const ZStepIncrementAnswer = oneAnswer('step_increment', ZStepIncrementRecord);
export type TStepIncrementAnswer = z.infer<typeof ZStepIncrementAnswer>;
export const ZStepIncrementSaved = savedAnswer('step_increment', ZStepIncrementRecord);
export type TStepIncrementSaved = z.infer<typeof ZStepIncrementSaved>;
export const ZStepInputParams = z.object({ id: ZId, entryId: ZId });

/** Real-time: a NOSA or NOSI issued to me (the bell carries it too). */
export const SALARY_NOTICE_EVENT = 'salary-notice';
