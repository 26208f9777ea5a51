import type { FastifyInstance } from 'fastify';
import { lndApi } from '@hris/contracts';
import { sendPdf, sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';
import { reportWorkbook } from './reports.export';
import { renderReportPdf } from './reports.pdf';
import * as reports from './reports.service';

/** Each report under its own path, answering its own shape (a static path wins over /:kind below). */
const REPORTS = {
  completion: lndApi.completionReport,
  'training-hours': lndApi.trainingHoursReport,
  interventions: lndApi.interventionsReport,
  scholars: lndApi.scholarsReport,
  'budget-used': lndApi.budgetUsedReport,
} as const;

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function reportRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const keeper = reports.createDashboardKeeper();
  /** The dashboard and reports are the L&D secretariat's and HR's (SPEC.md §6: LDCOMSEC, LDADMIN). */
  const READ = { access: reports.READ_LND_REPORTS, tags: ['learning and development'] };

  serve(app, lndApi.dashboard, READ, (req) => reports.keptDashboard(deps, keeper, req.query));
  for (const [kind, entry] of Object.entries(REPORTS) as [keyof typeof REPORTS, (typeof REPORTS)[keyof typeof REPORTS]][]) {
    serve(app, entry, READ, (req) => reports.report(deps, req.actor!, kind, req.query));
  }
  // Any other kind: refused by its params' schema (422 naming the reports there are).
  serve(app, lndApi.report, READ, (req) => reports.report(deps, req.actor!, req.params.kind, req.query));
  serve(app, lndApi.reportExcel, READ, async (req, reply) => {
    const { answer, tables } = await reports.reportForPrint(deps, req.actor!, req.params.kind, req.query, 'L&D report (Excel)');
    const bytes = await reportWorkbook(tables, deps.clock.now());
    return sendXlsx(reply, `lnd-${answer.kind}-${answer.year}-${answer.generated_on}.xlsx`, bytes, { personal: true });
  });
  serve(app, lndApi.reportPdf, READ, async (req, reply) => {
    const { answer, tables } = await reports.reportForPrint(deps, req.actor!, req.params.kind, req.query, 'L&D report (PDF)');
    return sendPdf(reply, `lnd-${answer.kind}-${answer.year}-${answer.generated_on}.pdf`, await renderReportPdf(deps, tables), { personal: true });
  });
  return Promise.resolve();
}
