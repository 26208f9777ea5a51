import { z } from 'zod';
import { isoDate, ZMonth } from './attendance';
import { idField } from './text';

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
  months: z.coerce.number({ error: 'The months must be a number from 1 to 12.' }).int('The months must be a number from 1 to 12.').min(1, 'The months must be a number from 1 to 12.').max(12, 'The months must be a number from 1 to 12.').default(6),
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
