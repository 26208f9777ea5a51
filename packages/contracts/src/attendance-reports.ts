import { z } from './zod';
import { isoDate, ZDtrPersonnel, ZDtrTotals, ZMonth } from './attendance';
import { ZTimestamp, ZDateString } from './responses';
import { idField, numberError } from './text';

// Attendance monitoring: the live daily attendance, a department's statistics and the monthly report.

/** Pushed (socket.io) to the attendance office when punches are stored, at most once a second. */
export const ATTENDANCE_PUNCH_EVENT = 'attendance:punches';

/** A person's standing on a day of the daily attendance. */
export const DAILY_STATUSES = ['present', 'late', 'absent', 'on_leave', 'on_travel', 'not_yet_in', 'no_work'] as const;
export type TDailyStatus = (typeof DAILY_STATUSES)[number];

/** `GET /api/attendance/daily?date=&campus_id=&department_id=` (the department's people when it is given). */
export const ZDailyAttendanceQuery = z.object({
  date: isoDate('date').optional(),
  campus_id: idField('campus').optional(),
  department_id: idField('department').optional(),
});
export type TDailyAttendanceQuery = z.infer<typeof ZDailyAttendanceQuery>;

/** `GET /api/attendance/department-statistics?department_id=&month=&months=` */
export const ZDepartmentStatisticsQuery = z.object({
  department_id: idField('department'),
  month: ZMonth,
  months: z.coerce
    .number({ error: numberError('The months must be a number from 1 to 12.') })
    .int('The months must be a number from 1 to 12.')
    .min(1, 'The months must be a number from 1 to 12.')
    .max(12, 'The months must be a number from 1 to 12.')
    .default(6),
});
export type TDepartmentStatisticsQuery = z.infer<typeof ZDepartmentStatisticsQuery>;

/** `GET /api/attendance/reports/monthly?month=&department_id=|campus_id=` (and .xlsx, .pdf) */
export const ZMonthlyReportQuery = z
  .object({ month: ZMonth, department_id: idField('department').optional(), campus_id: idField('campus').optional() })
  .refine((q) => (q.department_id === undefined) !== (q.campus_id === undefined), {
    message: 'Choose a department or a campus.',
    path: ['department_id'],
  });
export type TMonthlyReportQuery = z.infer<typeof ZMonthlyReportQuery>;

// The answers of the monitoring routes.

/** A department as the monitoring pages show it, with its campus. */
export const ZMonitoredDepartment = z.object({
  id: z.number().int(),
  fullname: z.string(),
  acronym: z.string(),
  campus_id: z.number().int(),
  campus: z.string(),
});
export type TMonitoredDepartment = z.infer<typeof ZMonitoredDepartment>;

/** How many people of a department (or of all) stand where on the day. */
export const ZDailyCounts = z.object({
  total: z.number().int(),
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  on_leave: z.number().int(),
  on_travel: z.number().int(),
  not_yet_in: z.number().int(),
  no_work: z.number().int(),
});
export type TDailyCounts = z.infer<typeof ZDailyCounts>;

/** A person as the monitoring pages list them. */
export const ZMonitoredPerson = z.object({ id: z.number().int(), idno: z.string().nullable(), fullname: z.string(), position: z.string().nullable() });
export type TMonitoredPerson = z.infer<typeof ZMonitoredPerson>;

/** One person's standing on the day, with their first punch (Manila HH:MM). */
export const ZDailyPerson = z.object({
  personnel: ZMonitoredPerson,
  status: z.enum(DAILY_STATUSES),
  first_punch: z.string().nullable(),
  late_minutes: z.number(),
  remarks: z.string().nullable(),
});
export type TDailyPerson = z.infer<typeof ZDailyPerson>;

/** `GET /api/attendance/daily` */
export const ZDailyAttendance = z.object({
  date: ZDateString,
  as_of: ZTimestamp,
  is_today: z.boolean(),
  totals: ZDailyCounts,
  departments: z.array(ZMonitoredDepartment.extend({ counts: ZDailyCounts })),
  department: ZMonitoredDepartment.extend({ people: z.array(ZDailyPerson) }).nullable(),
});
export type TDailyAttendance = z.infer<typeof ZDailyAttendance>;

/** `GET /api/attendance/department-statistics` */
export const ZDepartmentStatistics = z.object({
  department: ZMonitoredDepartment,
  month: z.string(),
  months: z.array(z.string()),
  trends: z.array(ZDtrTotals.extend({ month: z.string(), headcount: z.number().int() })),
  people: z.array(z.object({ personnel: ZMonitoredPerson, month: ZDtrTotals, period: ZDtrTotals })),
});
export type TDepartmentStatistics = z.infer<typeof ZDepartmentStatistics>;

/** The flags the monthly report raises (MC 23 s.1998; 2017 ORAOHRA Sec. 107(a)(1)). */
export const ATTENDANCE_FLAGS = ['HABITUAL TARDINESS', '30 DAYS ABSENT'] as const;
export type TAttendanceFlag = (typeof ATTENDANCE_FLAGS)[number];

/** One person's line of the monthly report. */
export const ZMonthlyReportLine = ZDtrTotals.extend({ personnel: ZDtrPersonnel, flags: z.array(z.enum(ATTENDANCE_FLAGS)) });
export type TMonthlyReportLine = z.infer<typeof ZMonthlyReportLine>;

/** `GET /api/attendance/reports/monthly` */
export const ZMonthlyReport = z.object({
  month: z.string(),
  scope: z.object({ kind: z.enum(['department', 'campus']), id: z.number().int(), name: z.string(), campus: z.string() }),
  people: z.array(ZMonthlyReportLine),
  totals: ZDtrTotals,
});
export type TMonthlyReport = z.infer<typeof ZMonthlyReport>;
