import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LND_REPORT_KIND_VALUES,
  ZBudgetUsedReport,
  ZCompletionReport,
  ZInterventionsReport,
  ZLndDashboard,
  ZLndDashboardQuery,
  ZLndReportParams,
  ZLndReportQuery,
  ZScholarsReport,
  ZTrainingHoursReport,
} from '@hris/contracts';
import { sendPdf, sendXlsx } from '../../lib/download';
import { reportWorkbook } from './reports.export';
import { renderReportPdf } from './reports.pdf';
import * as reports from './reports.service';

/** The dashboard and reports are the L&D secretariat's and HR's (SPEC.md §6: LDCOMSEC, LDADMIN). */
const READ = { access: reports.READ_LND_REPORTS };

const ANSWERS = {
  completion: ZCompletionReport,
  'training-hours': ZTrainingHoursReport,
  interventions: ZInterventionsReport,
  scholars: ZScholarsReport,
  'budget-used': ZBudgetUsedReport,
} as const;

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function reportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const keeper = reports.createDashboardKeeper();
  const tags = ['learning and development'];

  app.get(
    '/api/lnd/dashboard',
    {
      config: READ,
      schema: {
        tags,
        summary: 'The L&D secretariat’s dashboard: plans waiting for the committee, interventions due this quarter, budget asked and used, share with plans',
        querystring: ZLndDashboardQuery,
        response: { 200: ZLndDashboard },
      },
    },
    (req) => reports.keptDashboard(deps, keeper, req.query),
  );
  // One route per report, each answering its own shape (a static path wins over /:kind below).
  for (const kind of LND_REPORT_KIND_VALUES) {
    app.get(
      `/api/lnd/reports/${kind}`,
      { config: READ, schema: { tags, summary: `L&D report: ${kind}`, querystring: ZLndReportQuery, response: { 200: ANSWERS[kind] } } },
      (req) => reports.report(deps, req.actor!, kind, req.query),
    );
  }
  // Any other kind: refused by its params' schema (422 naming the reports there are).
  app.get(
    '/api/lnd/reports/:kind',
    { config: READ, schema: { tags, summary: 'An L&D report by its kind', params: ZLndReportParams, querystring: ZLndReportQuery } },
    (req) => reports.report(deps, req.actor!, req.params.kind, req.query),
  );
  app.get(
    '/api/lnd/reports/:kind/export',
    { config: READ, schema: { tags, summary: 'An L&D report as Excel', params: ZLndReportParams, querystring: ZLndReportQuery } },
    async (req, reply) => {
      const { answer, tables } = await reports.reportForPrint(deps, req.actor!, req.params.kind, req.query, 'L&D report (Excel)');
      const bytes = await reportWorkbook(tables, deps.clock.now());
      return sendXlsx(reply, `lnd-${answer.kind}-${answer.year}-${answer.generated_on}.xlsx`, bytes, { personal: true });
    },
  );
  app.get(
    '/api/lnd/reports/:kind/pdf',
    { config: READ, schema: { tags, summary: 'An L&D report as a PDF (A4 landscape)', params: ZLndReportParams, querystring: ZLndReportQuery } },
    async (req, reply) => {
      const { answer, tables } = await reports.reportForPrint(deps, req.actor!, req.params.kind, req.query, 'L&D report (PDF)');
      return sendPdf(reply, `lnd-${answer.kind}-${answer.year}-${answer.generated_on}.pdf`, await renderReportPdf(deps, tables), { personal: true });
    },
  );
  return Promise.resolve();
}
