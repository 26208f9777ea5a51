import { z } from './zod';
import { dateMessage } from './messages';
import { idField, textField } from './text';
import { listAnswer, savedAnswer, ZDateString, ZTimestamp } from './responses';

// Time and attendance (eDATS): schedules as data, shared by the API, the DTR computation and the forms.

/** A wall-clock time, HH:MM (24-hour). */
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time must be HH:MM (24-hour).');

/** One session of a working day (the morning or the afternoon). */
export const ZSession = z.object({ start: hhmm, end: hhmm }).refine((s) => s.end > s.start, { message: 'A session must end after it starts.', path: ['end'] });

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/**
 * A schedule's definition. Fixed and faculty schedules give the sessions of each working weekday
 * (at most two: morning and afternoon); flexible time gives an arrival window and the hours to
 * serve, with a lunch break that does not count.
 */
/** The sessions of each working weekday; a schedule with no working day at all is not a schedule. */
const workingDays = z
  .partialRecord(z.enum(WEEKDAYS), z.array(ZSession).min(1).max(2))
  .refine((days) => Object.values(days).some((sessions) => sessions?.length), { message: 'Choose at least one working day.' });

export const ZWorkScheduleDefinition = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), days: workingDays }),
  z.object({ kind: z.literal('faculty'), days: workingDays }),
  z.object({
    kind: z.literal('flexible'),
    weekdays: z.array(z.enum(WEEKDAYS)).min(1),
    arrival_from: hhmm,
    arrival_to: hhmm,
    hours: z.number().min(1).max(12),
    lunch: ZSession,
  }),
]);
export type TWorkScheduleDefinition = z.infer<typeof ZWorkScheduleDefinition>;

/** The schedule everyone without one of their own follows (CSC: 8 hours a day, 40 a week). */
export const DEFAULT_WORK_SCHEDULE: TWorkScheduleDefinition = {
  kind: 'fixed',
  days: Object.fromEntries(
    (['1', '2', '3', '4', '5'] as const).map((d) => [
      d,
      [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
    ]),
  ) as Record<'1' | '2' | '3' | '4' | '5', { start: string; end: string }[]>,
};

// Log ingestion: biometric devices, the JSON API, work from home and HR's manual entries.

/** Where a punch came from. */
export const ATTENDANCE_SOURCES = ['device', 'upload', 'api', 'wfh', 'manual', 'face'] as const;
export type TAttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

/** The most logs one JSON API call may send; bigger imports are split by the sender. */
export const MAX_LOGS_PER_CALL = 10_000;

/** The most addresses one device's list may hold. */
export const MAX_DEVICE_ADDRESSES = 20;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^(?=.*:)[0-9A-Fa-f:.]{2,45}$/;
/** True for an IPv4 or IPv6 address, alone or as a range (10.0.0.0/8, fd00::/8); the API checks it fully again. */
export function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  if (extra !== undefined || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return false;
  if (IPV4.test(address)) return prefix === undefined || Number(prefix) <= 32;
  return IPV6.test(address) && (prefix === undefined || Number(prefix) <= 128);
}
export const ZAddressOrRange = z.string().trim().refine(isAddressOrRange, 'Each address must be an IP address or a range such as 10.20.0.0/16.');

export const ZDeviceBody = z.object({
  name: textField('name', 'The name field is required.')
    .trim()
    .min(1, 'The name field is required.')
    .max(150, 'The name must not be longer than 150 characters.'),
  serial_number: z
    .string({ error: 'The serial number field is required.' })
    .trim()
    .min(1, 'The serial number field is required.')
    .max(60, 'The serial number must not be longer than 60 characters.')
    .regex(/^[A-Za-z0-9_-]+$/, 'The serial number may only have letters, digits, dashes and underscores.'),
  campus_id: idField('campus'),
  location: textField('location').trim().max(200, 'The location must not be longer than 200 characters.').nullable().optional(),
  /**
   * The device's key, generated when left out: it stands in the device's server path (/iclock/<key>/…), so
   * URL-safe characters only; at most 40 so it fits the column sealed.
   */
  secret: textField('secret')
    .trim()
    .min(8, 'The secret must be at least 8 characters.')
    .max(40, 'The secret must not be longer than 40 characters.')
    .regex(/^[A-Za-z0-9_-]*$/, 'The secret may only have letters, digits, dashes and underscores.')
    .optional(),
  /** Addresses the device may push from (empty: any). */
  allowed_ips: z.array(ZAddressOrRange).max(MAX_DEVICE_ADDRESSES, `At most ${MAX_DEVICE_ADDRESSES} addresses.`).optional(),
  is_active: z.boolean().optional(),
});
export type TDeviceBody = z.infer<typeof ZDeviceBody>;
export const ZDeviceUpdate = ZDeviceBody.partial();
export type TDeviceUpdate = z.infer<typeof ZDeviceUpdate>;

/** A device's user number (its PIN) mapped to a person. */
export const ZDeviceUserBody = z.object({
  device_user_id: z
    .string({ error: 'The device user ID field is required.' })
    .trim()
    .min(1, 'The device user ID field is required.')
    .max(30, 'The device user ID must not be longer than 30 characters.')
    .regex(/^[A-Za-z0-9]+$/, 'The device user ID may only have letters and digits.'),
  personnel_id: idField('personnel'),
});
export type TDeviceUserBody = z.infer<typeof ZDeviceUserBody>;
export const ZDeviceUserParams = z.object({ id: idField('device'), userId: idField('device user') });

/** An instant with its offset (2026-11-20T08:01:00+08:00 or …Z): a bare local time is ambiguous. */
export const ZPunchTimestamp = z.iso.datetime({ offset: true, error: 'The timestamp must be ISO 8601 with an offset, e.g. 2026-11-20T08:01:00+08:00.' });

/** One log of the JSON API; checked one by one so a bad entry does not cost the rest of the batch. */
export const ZAttendanceLogEntry = z.object({ personnel_id: idField('personnel'), timestamp: ZPunchTimestamp });
export type TAttendanceLogEntry = z.infer<typeof ZAttendanceLogEntry>;
export const ZAttendanceLogsBody = z.object({
  logs: z
    .array(z.unknown(), { error: 'The logs field is required.' })
    .min(1, 'Send at least one log.')
    .max(MAX_LOGS_PER_CALL, `Send at most ${MAX_LOGS_PER_CALL.toLocaleString('en-US')} logs per call.`),
});

export const ZManualLogBody = z.object({
  personnel_id: idField('personnel'),
  timestamp: ZPunchTimestamp,
  reason: textField('reason', 'The reason field is required.')
    .trim()
    .min(1, 'The reason field is required.')
    .max(500, 'The reason must not be longer than 500 characters.'),
});
export type TManualLogBody = z.infer<typeof ZManualLogBody>;

export const ZWfhBody = z
  .object({ address: textField('address').trim().max(500, 'The address must not be longer than 500 characters.').optional() })
  .optional();

/** A month of the calendar, YYYY-MM. */
export const ZMonth = z.string({ error: 'The month field is required.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be YYYY-MM.');
export const ZMyLogsQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be YYYY-MM.')
    .optional(),
});

export const ZAttendanceLogQuery = z.object({
  personnel_id: idField('personnel').optional(),
  from: z.iso.date(dateMessage('from date')).optional(),
  to: z.iso.date(dateMessage('to date')).optional(),
  source: z.enum(ATTENDANCE_SOURCES, 'The source is invalid.').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(999).default(15),
});
export type TAttendanceLogQuery = z.infer<typeof ZAttendanceLogQuery>;

// Work schedules, their assignment to people, holidays and work suspensions (eDATS admin, employees' requests).

export const WORK_SCHEDULE_KINDS = ['fixed', 'flexible', 'faculty'] as const;
export const HOLIDAY_PARTS = ['whole', 'am', 'pm'] as const;

export const isoDate = (label: string) => z.iso.date({ error: dateMessage(label) });

export const ZWorkScheduleBody = z
  .object({
    name: textField('name', 'The name field is required.')
      .trim()
      .min(1, 'The name field is required.')
      .max(150, 'The name must not be longer than 150 characters.'),
    kind: z.enum(WORK_SCHEDULE_KINDS, 'The kind must be fixed, flexible or faculty.'),
    definition: ZWorkScheduleDefinition,
    is_default: z.boolean().optional(),
  })
  .refine((b) => b.definition.kind === b.kind, { message: 'The definition must be of the same kind as the schedule.', path: ['definition'] });
export type TWorkScheduleBody = z.infer<typeof ZWorkScheduleBody>;

/** Assigning a schedule to a person; an open assignment (no end) lasts until the next one. */
export const ZScheduleAssignmentBody = z
  .object({
    schedule_id: idField('schedule'),
    effective_from: isoDate('effective from date'),
    effective_to: isoDate('effective to date').nullable().optional(),
  })
  .refine((b) => !b.effective_to || b.effective_to >= b.effective_from, {
    message: 'The effective to date must not be before the effective from date.',
    path: ['effective_to'],
  });
export type TScheduleAssignmentBody = z.infer<typeof ZScheduleAssignmentBody>;

/** An employee asking for a schedule; it goes through the approval chain (department head, then HR). */
export const ZScheduleRequestBody = z.object({
  schedule_id: idField('schedule'),
  effective_from: isoDate('effective from date'),
  reason: textField('reason', 'The reason field is required.')
    .trim()
    .min(1, 'The reason field is required.')
    .max(500, 'The reason must not be longer than 500 characters.'),
});
export type TScheduleRequestBody = z.infer<typeof ZScheduleRequestBody>;

export const ZHolidayBody = z.object({
  date: isoDate('date'),
  name: textField('name', 'The name field is required.')
    .trim()
    .min(1, 'The name field is required.')
    .max(200, 'The name must not be longer than 200 characters.'),
  /** Empty for a national holiday. */
  campus_id: z
    .number('The selected campus is invalid.')
    .int('The selected campus is invalid.')
    .min(1, 'The selected campus is invalid.')
    .max(5, 'The selected campus is invalid.')
    .nullable()
    .optional(),
  part: z.enum(HOLIDAY_PARTS, 'The part must be whole, am or pm.').default('whole'),
});
export type THolidayBody = z.infer<typeof ZHolidayBody>;
export const ZHolidayQuery = z.object({
  year: z.coerce.number('The year is invalid.').int('The year is invalid.').min(1900, 'The year is invalid.').max(2200, 'The year is invalid.').optional(),
});

export const ZWorkSuspensionBody = z.object({
  campus_id: idField('campus'),
  date: isoDate('date'),
  from_time: hhmm,
  reason: textField('reason', 'The reason field is required.')
    .trim()
    .min(1, 'The reason field is required.')
    .max(500, 'The reason must not be longer than 500 characters.'),
});
export type TWorkSuspensionBody = z.infer<typeof ZWorkSuspensionBody>;
export const ZWorkSuspensionQuery = ZMyLogsQuery;

/** One day of the daily time record (CS Form No. 48), as `GET /api/dtr/:id` answers it; times are Manila HH:MM. */
export const ZDtrDay = z.object({
  date: ZDateString,
  am_in: z.string().nullable(),
  am_out: z.string().nullable(),
  pm_in: z.string().nullable(),
  pm_out: z.string().nullable(),
  late_minutes: z.number(),
  undertime_minutes: z.number(),
  absent_days: z.number(),
  /** Late arrivals of the day (morning and after lunch: up to 2), for the habitual-tardiness count (MC 23 s.1998). */
  times_late: z.number(),
  remarks: z.string().nullable(),
});
export type TDtrDay = z.infer<typeof ZDtrDay>;

/** A month's late minutes, times late, undertime and absences. */
export const ZDtrTotals = z.object({ late_minutes: z.number(), undertime_minutes: z.number(), absent_days: z.number(), times_late: z.number() });
export type TDtrTotals = z.infer<typeof ZDtrTotals>;

/** The person a DTR is of, as its header prints them. */
export const ZDtrPersonnel = z.object({
  id: z.number().int(),
  idno: z.string().nullable(),
  fullname: z.string(),
  department: z.string().nullable(),
  position: z.string().nullable(),
});
export type TDtrPersonnel = z.infer<typeof ZDtrPersonnel>;

/** `GET /api/dtr/:id?month=`: one person's month. */
export const ZDtr = z.object({ personnel: ZDtrPersonnel, month: z.string(), days: z.array(ZDtrDay), totals: ZDtrTotals });
export type TDtr = z.infer<typeof ZDtr>;
export const ZDtrAnswer = z.object({ dtr: ZDtr });
export type TDtrAnswer = z.infer<typeof ZDtrAnswer>;

// The answers of the attendance routes (devices, their users, time logs).

/** A person as the attendance lists name them: ID number and "First Last". */
export const ZAttendancePerson = z.object({ id: z.number().int(), idno: z.string().nullable(), fullname: z.string() });
export type TAttendancePerson = z.infer<typeof ZAttendancePerson>;

/** A biometric device as the admin sees it: its key in clear (null when it cannot be opened). */
export const ZDevice = z.object({
  id: z.number().int(),
  name: z.string(),
  serial_number: z.string(),
  campus_id: z.number().int(),
  location: z.string().nullable(),
  secret: z.string().nullable(),
  allowed_ips: z.array(z.string()),
  is_active: z.boolean(),
  last_seen_at: ZTimestamp.nullable(),
  /** When an upload last brought punches. */
  last_punch_at: ZTimestamp.nullable(),
  /** When a request of the device was last refused (its key missing or wrong, another address); null once one is let in again. */
  last_refused_at: ZTimestamp.nullable(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
  campus: z.object({ id: z.number().int(), name: z.string(), acronym: z.string() }),
  users_count: z.number().int(),
});
export type TDevice = z.infer<typeof ZDevice>;
export const ZDeviceList = z.object({ devices: z.array(ZDevice) });
export type TDeviceList = z.infer<typeof ZDeviceList>;
export const ZDeviceSaved = savedAnswer('device', ZDevice);
export type TDeviceSaved = z.infer<typeof ZDeviceSaved>;

/** A device's user number (PIN) and the person it stands for. */
export const ZDeviceUser = z.object({ id: z.number().int(), device_id: z.number().int(), device_user_id: z.string(), personnel: ZAttendancePerson });
export type TDeviceUser = z.infer<typeof ZDeviceUser>;
export const ZDeviceUserList = z.object({ users: z.array(ZDeviceUser) });
export type TDeviceUserList = z.infer<typeof ZDeviceUserList>;
export const ZDeviceUserSaved = savedAnswer('user', ZDeviceUser);
export type TDeviceUserSaved = z.infer<typeof ZDeviceUserSaved>;

/** One stored punch, with its Manila date and time. */
export const ZAttendanceLog = z.object({
  id: z.number().int(),
  personnel_id: z.number().int(),
  logged_at: ZTimestamp,
  local_date: ZDateString,
  local_time: z.string(),
  source: z.enum(ATTENDANCE_SOURCES),
  address: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: ZTimestamp,
  personnel: ZAttendancePerson,
  device: z.object({ id: z.number().int(), name: z.string(), serial_number: z.string() }).nullable(),
  created_by_user_id: z.number().int().nullable(),
});
export type TAttendanceLog = z.infer<typeof ZAttendanceLog>;
export const ZAttendanceLogList = listAnswer('logs', ZAttendanceLog);
export type TAttendanceLogList = z.infer<typeof ZAttendanceLogList>;
export const ZAttendanceLogSaved = savedAnswer('log', ZAttendanceLog);
export type TAttendanceLogSaved = z.infer<typeof ZAttendanceLogSaved>;

/** `POST /api/attendance/logs`: what was stored, and each entry skipped with its reason. */
export const ZAttendanceIngestResult = z.object({
  inserted: z.number().int(),
  duplicates: z.number().int(),
  skipped: z.array(z.object({ index: z.number().int(), reason: z.string() })),
});
export type TAttendanceIngestResult = z.infer<typeof ZAttendanceIngestResult>;

/** `POST /api/attendance/logs/bulk`: what was stored; the first skipped lines and how many in all. */
export const ZAttendanceBulkResult = z.object({
  inserted: z.number().int(),
  duplicates: z.number().int(),
  skipped: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  skipped_count: z.number().int(),
});
export type TAttendanceBulkResult = z.infer<typeof ZAttendanceBulkResult>;

/** One of my own punches (`GET /api/attendance/logs/mine`). */
export const ZMyLog = z.object({
  id: z.number().int(),
  source: z.enum(ATTENDANCE_SOURCES),
  date: ZDateString,
  time: z.string(),
  logged_at: ZTimestamp,
  address: z.string().nullable(),
});
export type TMyLog = z.infer<typeof ZMyLog>;
export const ZMyLogs = z.object({ month: z.string(), logs: z.array(ZMyLog) });
export type TMyLogs = z.infer<typeof ZMyLogs>;
