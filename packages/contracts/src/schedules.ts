import { z } from './zod';
import { listAnswer, oneAnswer, savedAnswer, ZDateString, ZTimestamp } from './responses';
import { REQUEST_STATUSES } from './approvals';
import { HOLIDAY_PARTS, WORK_SCHEDULE_KINDS, ZWorkScheduleDefinition } from './attendance';
import { ZRequestScope } from './attendance-requests';
import { idField } from './text';

// The answers of work schedules, their assignments and requests, holidays and work suspensions
// (apps/api/src/modules/schedules), from the SQL row to the eDATS pages.

const ZKind = z.enum(WORK_SCHEDULE_KINDS);
/** A person as the schedule lists name them; the department by its full name. */
const ZSchedulePerson = z.object({ id: z.number().int(), idno: z.string().nullable(), fullname: z.string(), department: z.string().nullable() });

/** `?scope=mine|department|all&status=&term=&page=&per_page=` of the schedule request lists. */
export const ZScheduleRequestQuery = z.object({
  scope: ZRequestScope.default('mine'),
  status: z.enum(REQUEST_STATUSES, 'The status is invalid.').optional(),
  term: z.string().trim().max(100).optional(),
  /** One person's requests (HR's page of one employee's eDATS); reading someone else's is audited. */
  personnel_id: idField('personnel').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(999).default(15),
});
export type TScheduleRequestQuery = z.infer<typeof ZScheduleRequestQuery>;

/** A work schedule as its row reads (schedules.repo), with how many assignments use it. */
export const ZWorkSchedule = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: ZKind,
  definition: ZWorkScheduleDefinition,
  is_default: z.boolean(),
  assigned: z.number().int(),
});
export type TWorkSchedule = z.infer<typeof ZWorkSchedule>;
export const ZWorkScheduleList = z.object({ work_schedules: z.array(ZWorkSchedule) });
export type TWorkScheduleList = z.infer<typeof ZWorkScheduleList>;
export const ZWorkScheduleSaved = savedAnswer('work_schedule', ZWorkSchedule);
export type TWorkScheduleSaved = z.infer<typeof ZWorkScheduleSaved>;
/** What an employee may ask for: the schedules without their counts. */
export const ZScheduleOption = ZWorkSchedule.omit({ assigned: true });
export type TScheduleOption = z.infer<typeof ZScheduleOption>;
export const ZScheduleOptions = z.object({ work_schedules: z.array(ZScheduleOption) });
export type TScheduleOptions = z.infer<typeof ZScheduleOptions>;

/** Who follows a schedule from when (personnel_schedules), as its row reads. */
export const ZScheduleAssignment = z.object({
  id: z.number().int(),
  personnel_id: z.number().int(),
  schedule_id: z.number().int(),
  schedule_name: z.string(),
  kind: ZKind,
  effective_from: ZDateString,
  effective_to: ZDateString.nullable(),
  created_at: ZTimestamp,
});
export type TScheduleAssignment = z.infer<typeof ZScheduleAssignment>;
export const ZScheduleAssignee = ZScheduleAssignment.extend({ personnel: ZSchedulePerson });
export type TScheduleAssignee = z.infer<typeof ZScheduleAssignee>;
export const ZScheduleAssignees = z.object({ assignments: z.array(ZScheduleAssignee) });
export type TScheduleAssignees = z.infer<typeof ZScheduleAssignees>;
export const ZScheduleAssigned = savedAnswer('assignment', ZScheduleAssignment);
export type TScheduleAssigned = z.infer<typeof ZScheduleAssigned>;
/** The schedule a person follows today: an assignment, or the default. */
export const ZAppliesToday = z.object({
  schedule_id: z.number().int(),
  name: z.string(),
  kind: ZKind,
  assignment_id: z.number().int().nullable(),
  is_default: z.boolean(),
});
export type TAppliesToday = z.infer<typeof ZAppliesToday>;
export const ZPersonSchedules = z.object({ assignments: z.array(ZScheduleAssignment), applies_today: ZAppliesToday.nullable() });
export type TPersonSchedules = z.infer<typeof ZPersonSchedules>;

/** An employee's schedule request: the approval request joined with what was asked (schedule-requests.repo). */
export const ZScheduleRequest = z.object({
  id: z.number().int(),
  approval_request_id: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  title: z.string(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
  personnel: ZSchedulePerson,
  schedule_id: z.number().int(),
  schedule_name: z.string().nullable(),
  schedule_kind: ZKind.nullable(),
  effective_from: ZDateString,
  reason: z.string(),
});
export type TScheduleRequest = z.infer<typeof ZScheduleRequest>;
/**
 * The definition or null, spelled as one union (not `.nullable()` on the union: the serializer's
 * "X or null" rewrite needs X to have a type, which a union has not).
 */
const ZDefinitionOrNull = z.union([...ZWorkScheduleDefinition.options, z.null()]);
export const ZScheduleRequestDetail = ZScheduleRequest.extend({ definition: ZDefinitionOrNull });
export type TScheduleRequestDetail = z.infer<typeof ZScheduleRequestDetail>;
export const ZScheduleRequestList = listAnswer('requests', ZScheduleRequest);
export type TScheduleRequestList = z.infer<typeof ZScheduleRequestList>;
export const ZScheduleRequestAnswer = oneAnswer('request', ZScheduleRequestDetail);
export type TScheduleRequestAnswer = z.infer<typeof ZScheduleRequestAnswer>;
/** A request just sent: its approval request and what was asked. */
export const ZScheduleRequestSaved = savedAnswer(
  'request',
  z.object({
    id: z.number().int(),
    status: z.string(),
    title: z.string(),
    personnel_id: z.number().int(),
    schedule_id: z.number().int(),
    effective_from: ZDateString,
    reason: z.string(),
  }),
);
export type TScheduleRequestSaved = z.infer<typeof ZScheduleRequestSaved>;

/** A holiday (national when campus_id is null), as its row reads (calendar.repo). */
export const ZHoliday = z.object({
  id: z.number().int(),
  date: ZDateString,
  name: z.string(),
  campus_id: z.number().int().nullable(),
  campus: z.string().nullable(),
  part: z.enum(HOLIDAY_PARTS),
});
export type THoliday = z.infer<typeof ZHoliday>;
export const ZHolidayList = z.object({ year: z.number().int(), holidays: z.array(ZHoliday) });
export type THolidayList = z.infer<typeof ZHolidayList>;
export const ZHolidayAnswer = oneAnswer('holiday', ZHoliday);
export type THolidayAnswer = z.infer<typeof ZHolidayAnswer>;
export const ZHolidaySaved = savedAnswer('holiday', ZHoliday);
export type THolidaySaved = z.infer<typeof ZHolidaySaved>;

/** Work suspended on a campus from a time of day, as its row reads (calendar.repo). */
export const ZWorkSuspension = z.object({
  id: z.number().int(),
  campus_id: z.number().int(),
  campus: z.string(),
  date: ZDateString,
  from_time: z.string(),
  reason: z.string(),
});
export type TWorkSuspension = z.infer<typeof ZWorkSuspension>;
export const ZWorkSuspensionList = z.object({ month: z.string(), work_suspensions: z.array(ZWorkSuspension) });
export type TWorkSuspensionList = z.infer<typeof ZWorkSuspensionList>;
export const ZWorkSuspensionAnswer = oneAnswer('work_suspension', ZWorkSuspension);
export type TWorkSuspensionAnswer = z.infer<typeof ZWorkSuspensionAnswer>;
export const ZWorkSuspensionSaved = savedAnswer('work_suspension', ZWorkSuspension);
export type TWorkSuspensionSaved = z.infer<typeof ZWorkSuspensionSaved>;
