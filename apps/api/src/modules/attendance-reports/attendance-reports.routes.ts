import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDailyAttendance,
  ZDailyAttendanceQuery,
  ZDepartmentStatistics,
  ZDepartmentStatisticsQuery,
  ZMonthlyReport,
  ZMonthlyReportQuery,
} from '@hris/contracts';
import { DAILY_WATCHERS, dailyAttendance, MONITOR_ALL } from './daily-attendance.service';
import { departmentStatistics, monthlyReport } from './attendance-reports.service';
import { monthlyReportPdf, monthlyReportWorkbook, reportFileName } from './monthly-report.export';
import { sendPdf, sendXlsx } from '../../lib/download';

export default function attendanceReportsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['attendance monitoring'];
  // Heads see their own departments: the service decides, from the departments they head or stand in for.
  const signedIn = { access: 'signed-in' as const };
  const watchers = { access: DAILY_WATCHERS };
  const office = { access: MONITOR_ALL };

  app.get(
    '/api/attendance/daily',
    {
      config: watchers,
      schema: {
        tags,
        summary: "A day's attendance by department: present, late, absent, on leave, on travel, not yet in (the attendance office; heads their departments)",
        querystring: ZDailyAttendanceQuery,
        response: { 200: ZDailyAttendance },
      },
    },
    (req) => dailyAttendance(deps, req.actor!, req.query),
  );
  app.get(
    '/api/attendance/department-statistics',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A department's tardiness, undertime and absences per person and per month (its head or OIC, or the attendance office)",
        querystring: ZDepartmentStatisticsQuery,
        response: { 200: ZDepartmentStatistics },
      },
    },
    (req) => departmentStatistics(deps, req.actor!, req.query),
  );
  app.get(
    '/api/attendance/reports/monthly',
    {
      config: office,
      schema: {
        tags,
        summary: 'Monthly absences and undertime per person of a department or campus, with habitual tardiness and 30-days-absent flags',
        querystring: ZMonthlyReportQuery,
        response: { 200: ZMonthlyReport },
      },
    },
    (req) => monthlyReport(deps, req.query),
  );
  app.get(
    '/api/attendance/reports/monthly.xlsx',
    { config: office, schema: { tags, summary: 'The monthly absences and undertime report as a spreadsheet', querystring: ZMonthlyReportQuery } },
    async (req, reply) => {
      const report = await monthlyReport(deps, req.query);
      return sendXlsx(reply, reportFileName(report, 'xlsx'), await monthlyReportWorkbook(report, deps.clock.now()));
    },
  );
  app.get(
    '/api/attendance/reports/monthly.pdf',
    { config: office, schema: { tags, summary: 'The monthly absences and undertime report, printed (legal, landscape)', querystring: ZMonthlyReportQuery } },
    async (req, reply) => {
      const report = await monthlyReport(deps, req.query);
      return sendPdf(reply, reportFileName(report, 'pdf'), await monthlyReportPdf(deps, report));
    },
  );
  return Promise.resolve();
}
