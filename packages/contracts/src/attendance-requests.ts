import { z } from './zod';
import { listAnswer, oneAnswer, savedAnswer, ZDateString, ZPersonRef, ZTimestamp } from './responses';
import { REQUEST_STATUSES } from './approvals';
import { hhmm, isoDate, ZMonth, type TDtrDay } from './attendance';
import { idField, textField } from './text';

// What employees ask of the attendance office (time-log appeals, overtime and make-up classes,
// official business travel) and the departments' DTR submissions: bodies shared by the API and the forms.

const text = (label: string, max: number) =>
  textField(label, `The ${label} field is required.`)
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} must not be longer than ${max} characters.`);

/** `?status=&month=&term=&page=&per_page=` of the request lists (mine, my department's, HR's). */
export const ZAttendanceRequestQuery = z.object({
  status: z.enum(REQUEST_STATUSES, 'The status is invalid.').optional(),
  month: ZMonth.optional(),
  term: textField('search term').trim().max(100).optional(),
  department_id: idField('department').optional(),
  /** One person's requests (HR's page of one employee's eDATS); reading someone else's is audited. */
  personnel_id: idField('personnel').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(999).default(15),
});
export type TAttendanceRequestQuery = z.infer<typeof ZAttendanceRequestQuery>;

/** Whose requests a list shows: mine (My Account), my department's (heads), everyone's (the office). The services decide what each may see. */
export const REQUEST_SCOPES = ['mine', 'department', 'all'] as const;
export const ZRequestScope = z.enum(REQUEST_SCOPES, 'The scope must be mine, department or all.');
export type TRequestScope = z.infer<typeof ZRequestScope>;
/** A request list's query (appeals, travel): the filters above with whose requests. */
export const ZRequestListQuery = ZAttendanceRequestQuery.extend({ scope: ZRequestScope.default('mine') });
export type TRequestListQuery = z.infer<typeof ZRequestListQuery>;

const appealTime = hhmm.nullable().optional();

/**
 * A time-log appeal: the times the day should show (a missing or wrong punch), why, and an optional
 * PDF uploaded first through POST /api/upload (its `path`).
 */
export const ZTimeLogAppealBody = z
  .object({
    date: isoDate('date'),
    am_in: appealTime,
    am_out: appealTime,
    pm_in: appealTime,
    pm_out: appealTime,
    reason: text('reason', 1000),
    attachment_path: textField('attachment').trim().max(200).nullable().optional(),
  })
  .refine((b) => b.am_in || b.am_out || b.pm_in || b.pm_out, { message: 'Give at least one corrected time.', path: ['am_in'] })
  .refine((b) => !(b.am_in && b.am_out) || b.am_out > b.am_in, { message: 'The AM departure must be after the AM arrival.', path: ['am_out'] })
  .refine((b) => !(b.pm_in && b.pm_out) || b.pm_out > b.pm_in, { message: 'The PM departure must be after the PM arrival.', path: ['pm_out'] });
export type TTimeLogAppealBody = z.infer<typeof ZTimeLogAppealBody>;

export const OVERTIME_KINDS = ['overtime', 'makeup'] as const;
export type TOvertimeKind = (typeof OVERTIME_KINDS)[number];
/** The overtime list's query: a request list's, and overtime or make-up classes. */
export const ZOvertimeListQuery = ZRequestListQuery.extend({ kind: z.enum(OVERTIME_KINDS, 'The kind must be overtime or makeup.').optional() });
export type TOvertimeListQuery = z.infer<typeof ZOvertimeListQuery>;

/** Overtime planned for one day: when and the work to be done. */
export const ZOvertimeBody = z
  .object({
    date: isoDate('date'),
    start_time: hhmm,
    end_time: hhmm,
    purpose: text('purpose', 1000),
  })
  .refine((b) => b.end_time > b.start_time, { message: 'The overtime must end after it starts.', path: ['end_time'] });
export type TOvertimeBody = z.infer<typeof ZOvertimeBody>;

/** A faculty make-up class: the class missed and when it is made up (EDATSOVPAA approves). */
export const ZMakeupClassBody = z
  .object({
    date: isoDate('date'),
    start_time: hhmm,
    end_time: hhmm,
    purpose: text('reason', 1000),
    subject: text('subject', 150),
    section: text('section', 60),
    room: textField('room').trim().max(60).optional(),
    date_missed: isoDate('date missed'),
  })
  .refine((b) => b.end_time > b.start_time, { message: 'The class must end after it starts.', path: ['end_time'] });
export type TMakeupClassBody = z.infer<typeof ZMakeupClassBody>;

/** Official business travel: whole days, or part of each day when both times are given. */
export const ZTravelBody = z
  .object({
    destination: text('destination', 300),
    purpose: text('purpose', 1000),
    date_from: isoDate('from date'),
    date_to: isoDate('to date'),
    time_from: hhmm.nullable().optional(),
    time_to: hhmm.nullable().optional(),
  })
  .refine((b) => b.date_to >= b.date_from, { message: 'The to date must not be before the from date.', path: ['date_to'] })
  .refine((b) => !b.time_from === !b.time_to, { message: 'Give both times, or neither for whole days.', path: ['time_to'] })
  .refine((b) => !b.time_from || !b.time_to || b.time_to > b.time_from, { message: 'The return time must be after the departure time.', path: ['time_to'] });
export type TTravelBody = z.infer<typeof ZTravelBody>;

/** A travel as its row reads (travel.repo.ts), with the person it belongs to. */
export const ZTravelRow = z.object({
  id: z.number().int(),
  personnel_id: z.number().int(),
  destination: z.string(),
  purpose: z.string(),
  date_from: ZDateString,
  date_to: ZDateString,
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  approval_request_id: z.number().int().nullable(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
  /** The step the travel waits at, while pending. */
  waiting_for: z.string().nullable(),
  personnel: ZPersonRef,
});
export type TTravelRow = z.infer<typeof ZTravelRow>;
/** A travel as the lists and pages show it. */
export const ZTravel = ZTravelRow.extend({
  /** Calendar days from the first to the last. */
  days: z.number().int(),
  /** The dates as the office writes them, with the hours when only part of each day. */
  period: z.string(),
});
export type TTravel = z.infer<typeof ZTravel>;
export const ZTravelList = listAnswer('travels', ZTravel);
export const ZTravelAnswer = oneAnswer('travel', ZTravel);
export const ZTravelSaved = savedAnswer('travel', ZTravel);
export type TTravelList = z.infer<typeof ZTravelList>;
export type TTravelAnswer = z.infer<typeof ZTravelAnswer>;
export type TTravelSaved = z.infer<typeof ZTravelSaved>;

/** A department's DTRs of a month, handed to HR. */
export const ZDtrSubmissionBody = z.object({
  department_id: idField('department'),
  month: ZMonth,
  remarks: textField('remarks').trim().max(500, 'The remarks must not be longer than 500 characters.').optional(),
});
export type TDtrSubmissionBody = z.infer<typeof ZDtrSubmissionBody>;

/** A time-log appeal as the lists and its page show it (appeals.service present()). */
export const ZAppeal = z.object({
  id: z.number().int(),
  personnel: z.object({ id: z.number().int(), idno: z.string().nullable(), fullname: z.string(), department: z.string().nullable() }),
  date: ZDateString,
  am_in: z.string().nullable(),
  am_out: z.string().nullable(),
  pm_in: z.string().nullable(),
  pm_out: z.string().nullable(),
  reason: z.string(),
  /** A signed link to the PDF, for a few minutes. */
  attachment_url: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  approval_request_id: z.number().int().nullable(),
  created_at: ZTimestamp,
});
export type TAppeal = z.infer<typeof ZAppeal>;
export const ZAppealList = listAnswer('appeals', ZAppeal);
export type TAppealList = z.infer<typeof ZAppealList>;
/** One appeal with the day as the DTR shows it now (the DTR's own day, sent whole). */
export const ZAppealAnswer = oneAnswer('appeal', ZAppeal.extend({ dtr_day: z.custom<TDtrDay>().nullable() }));
export type TAppealAnswer = z.infer<typeof ZAppealAnswer>;
export const ZAppealSaved = savedAnswer('appeal', ZAppeal);
export type TAppealSaved = z.infer<typeof ZAppealSaved>;

/** An overtime or make-up class request as the lists and its page show it (overtime.service present()). */
export const ZOvertimeRequest = z.object({
  id: z.number().int(),
  personnel: z.object({ id: z.number().int(), idno: z.string().nullable(), fullname: z.string(), department: z.string().nullable() }),
  kind: z.enum(OVERTIME_KINDS),
  date: ZDateString,
  start_time: z.string(),
  end_time: z.string(),
  purpose: z.string(),
  /** The class a make-up class replaces; null for overtime. */
  details: z
    .object({ subject: z.string().optional(), section: z.string().optional(), room: z.string().optional(), date_missed: z.string().optional() })
    .nullable(),
  status: z.enum(REQUEST_STATUSES),
  approval_request_id: z.number().int().nullable(),
  served_minutes: z.number().int().nullable(),
  served_hours: z.number().nullable(),
  served_computed_at: ZTimestamp.nullable(),
  credit: z.object({ id: z.number().int(), hours: z.number(), expires_on: ZDateString.nullable(), remarks: z.string().nullable() }).nullable(),
  created_at: ZTimestamp,
});
export type TOvertimeRequest = z.infer<typeof ZOvertimeRequest>;
export const ZOvertimeList = listAnswer('overtime_requests', ZOvertimeRequest);
export type TOvertimeList = z.infer<typeof ZOvertimeList>;
export const ZOvertimeAnswer = oneAnswer('overtime_request', ZOvertimeRequest);
export type TOvertimeAnswer = z.infer<typeof ZOvertimeAnswer>;
export const ZOvertimeSaved = savedAnswer('overtime_request', ZOvertimeRequest);
export type TOvertimeSaved = z.infer<typeof ZOvertimeSaved>;

/** One line of a person's compensatory overtime credit (COC) ledger, as its row reads (overtime.repo creditsOf). */
export const ZCreditEntry = z.object({
  id: z.number().int(),
  entry_kind: z.enum(['earned', 'used', 'expired']),
  hours: z.number(),
  entry_date: ZDateString,
  expires_on: ZDateString.nullable(),
  expired: z.boolean(),
  remarks: z.string().nullable(),
  /** The overtime that earned it. */
  overtime: z
    .object({ id: z.number().int(), start_time: z.string(), end_time: z.string(), purpose: z.string(), served_minutes: z.number().int().nullable() })
    .nullable(),
});
export type TCreditEntry = z.infer<typeof ZCreditEntry>;
/** A person's COC balance as of a day, and their ledger. */
export const ZCredits = z.object({ personnel_id: z.number().int().nullable(), balance: z.number(), as_of: ZDateString, entries: z.array(ZCreditEntry) });
export type TCredits = z.infer<typeof ZCredits>;

/** Where a department's DTRs of a month stand. */
export const SUBMISSION_STATES = ['not_submitted', 'submitted', 'received', 'returned'] as const;
export type TSubmissionStatus = (typeof SUBMISSION_STATES)[number];
/** A month's DTR submission as the API answers it (dtr-submissions.service present()). */
export const ZDtrSubmission = z.object({
  id: z.number().int(),
  department_id: z.number().int(),
  month: z.string(),
  status: z.enum(['submitted', 'received', 'returned']),
  submitted_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  submitted_at: ZTimestamp,
  /** The submitter's own note. */
  remarks: z.string().nullable(),
  /** Whoever decided: HR on receiving, or the head (or HR) on returning. */
  reviewed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reviewed_at: ZTimestamp.nullable(),
  /** Why it was returned. */
  review_remarks: z.string().nullable(),
  approval_request_id: z.number().int().nullable(),
  /** While submitted: the step it waits at, e.g. { position: 1, of: 2, label: 'Recommending approval', who: 'the department head' }. */
  waiting_for: z.object({ position: z.number().int(), of: z.number().int(), label: z.string(), who: z.string() }).nullable(),
});
export type TDtrSubmission = z.infer<typeof ZDtrSubmission>;
export const ZDtrSubmissionSaved = savedAnswer('submission', ZDtrSubmission);
export type TDtrSubmissionSaved = z.infer<typeof ZDtrSubmissionSaved>;

const ZCampusRef = z.object({ id: z.number().int(), name: z.string(), acronym: z.string() });
/** A person of a department with the month's DTR totals (late, undertime, absences), without the days. */
export const ZPersonTotals = z.object({
  personnel: z.object({
    id: z.number().int(),
    idno: z.string().nullable(),
    fullname: z.string(),
    department: z.string().nullable(),
    position: z.string().nullable(),
  }),
  totals: z.object({ late_minutes: z.number(), undertime_minutes: z.number(), absent_days: z.number(), times_late: z.number() }),
});
export type TPersonTotals = z.infer<typeof ZPersonTotals>;
/** GET /api/dtr-submissions/mine: a department the caller keeps the DTRs of. */
export const ZKeptDepartment = z.object({
  id: z.number().int(),
  fullname: z.string(),
  acronym: z.string(),
  campus: ZCampusRef,
  my_role: z.enum(['clerk', 'head', 'oic']),
  status: z.enum(SUBMISSION_STATES),
  submission: ZDtrSubmission.nullable(),
  people: z.array(ZPersonTotals),
});
export type TKeptDepartment = z.infer<typeof ZKeptDepartment>;
export const ZMyDtrDepartments = z.object({ month: z.string(), departments: z.array(ZKeptDepartment) });
export type TMyDtrDepartments = z.infer<typeof ZMyDtrDepartments>;
/** GET /api/dtr-submissions: a department and where its DTRs of the month stand. */
export const ZDepartmentSubmission = z.object({
  id: z.number().int(),
  fullname: z.string(),
  acronym: z.string(),
  campus: ZCampusRef,
  status: z.enum(SUBMISSION_STATES),
  submission: ZDtrSubmission.nullable(),
});
export type TDepartmentSubmission = z.infer<typeof ZDepartmentSubmission>;
export const ZSubmissionCounts = z.object({
  departments: z.number().int(),
  submitted: z.number().int(),
  to_receive: z.number().int(),
  received: z.number().int(),
  returned: z.number().int(),
  not_submitted: z.number().int(),
});
export type TSubmissionCounts = z.infer<typeof ZSubmissionCounts>;
export const ZSubmissionsOfMonth = z.object({ month: z.string(), counts: ZSubmissionCounts, departments: z.array(ZDepartmentSubmission) });
export type TSubmissionsOfMonth = z.infer<typeof ZSubmissionsOfMonth>;
/** GET /api/dtr/faculty: a college's faculty members with their month's totals. */
export const ZFacultyDtr = z.object({
  month: z.string(),
  department: z.object({ id: z.number().int(), fullname: z.string(), acronym: z.string(), campus: ZCampusRef }),
  people: z.array(ZPersonTotals),
});
export type TFacultyDtr = z.infer<typeof ZFacultyDtr>;
