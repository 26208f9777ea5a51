import type { FastifyInstance } from 'fastify';
import { lndApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import { startReportFile } from './reports.job';
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
  // The files are read and drawn as a job (reports.job.ts): the answer is 202 with it.
  serve(app, lndApi.reportExcel, READ, (req) => startReportFile(deps, req.actor!, 'xlsx', req.params.kind, req.body));
  serve(app, lndApi.reportPdf, READ, (req) => startReportFile(deps, req.actor!, 'pdf', req.params.kind, req.body));
  return Promise.resolve();
}
