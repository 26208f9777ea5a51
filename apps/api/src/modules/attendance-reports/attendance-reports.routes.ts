import type { FastifyInstance } from 'fastify';
import { attendanceReportsApi } from '@hris/contracts';
import { DAILY_WATCHERS, dailyAttendance, MONITOR_ALL } from './daily-attendance.service';
import { departmentStatistics, monthlyReport } from './attendance-reports.service';
import { monthlyReportPdf, monthlyReportWorkbook, reportFileName } from './monthly-report.export';
import { sendPdf, sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';

export default function attendanceReportsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['attendance monitoring'];
  // Heads see their own departments: the service decides, from the departments they head or stand in for.
  const signedIn = { access: 'signed-in' as const, tags };
  const watchers = { access: DAILY_WATCHERS, tags };
  const office = { access: MONITOR_ALL, tags };

  serve(app, attendanceReportsApi.daily, watchers, (req) => dailyAttendance(deps, req.actor!, req.query));
  serve(app, attendanceReportsApi.departmentStatistics, signedIn, (req) => departmentStatistics(deps, req.actor!, req.query));
  serve(app, attendanceReportsApi.monthly, office, (req) => monthlyReport(deps, req.query));
  serve(app, attendanceReportsApi.monthlyXlsx, office, async (req, reply) => {
    const report = await monthlyReport(deps, req.query);
    return sendXlsx(reply, reportFileName(report, 'xlsx'), await monthlyReportWorkbook(report, deps.clock.now()));
  });
  serve(app, attendanceReportsApi.monthlyPdf, office, async (req, reply) => {
    const report = await monthlyReport(deps, req.query);
    return sendPdf(reply, reportFileName(report, 'pdf'), await monthlyReportPdf(deps, report));
  });
  return Promise.resolve();
}
