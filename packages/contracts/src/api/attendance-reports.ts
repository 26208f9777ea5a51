import { route } from '../api-route';
import {
  ZDailyAttendance,
  ZDailyAttendanceQuery,
  ZDepartmentStatistics,
  ZDepartmentStatisticsQuery,
  ZMonthlyReport,
  ZMonthlyReportQuery,
} from '../attendance-reports';

/** Attendance monitoring: the day's attendance, a department's statistics, the monthly report (SPEC.md §2 eDATS). */
export const attendanceReportsApi = {
  daily: route({
    method: 'GET',
    path: '/api/attendance/daily',
    summary: "A day's attendance by department: present, late, absent, on leave, on travel, not yet in (the attendance office; heads their departments)",
    query: ZDailyAttendanceQuery,
    response: ZDailyAttendance,
  }),
  departmentStatistics: route({
    method: 'GET',
    path: '/api/attendance/department-statistics',
    summary: "A department's tardiness, undertime and absences per person and per month (its head or OIC, or the attendance office)",
    query: ZDepartmentStatisticsQuery,
    response: ZDepartmentStatistics,
  }),
  monthly: route({
    method: 'GET',
    path: '/api/attendance/reports/monthly',
    summary: 'Monthly absences and undertime per person of a department or campus, with habitual tardiness and 30-days-absent flags',
    query: ZMonthlyReportQuery,
    response: ZMonthlyReport,
  }),
  monthlyXlsx: route({
    method: 'GET',
    path: '/api/attendance/reports/monthly.xlsx',
    summary: 'The monthly absences and undertime report as a spreadsheet',
    query: ZMonthlyReportQuery,
    response: 'file',
  }),
  monthlyPdf: route({
    method: 'GET',
    path: '/api/attendance/reports/monthly.pdf',
    summary: 'The monthly absences and undertime report, printed (legal, landscape)',
    query: ZMonthlyReportQuery,
    response: 'file',
  }),
};
