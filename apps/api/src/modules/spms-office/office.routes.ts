import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZOfficePerformanceDetail,
  ZOfficePerformanceList,
  ZOfficePerformanceParams,
  ZOfficePerformanceQuery,
  ZOfficeRollupBody,
  ZOfficeRollupResult,
} from '@hris/contracts';
import { sendPdf } from '../../lib/download';
import * as office from './office.service';
import { officePdf } from './office.pdf';

// Office performance (issue 24): the DPCR/OPCR of each office rolled up from its people's approved IPCRs. Computing:
// SPMIS Admin (SPMSADMIN); the list, an office's page and its PDF: SPMIS Admin (every office) and anyone under SPMS
// (the service answers a head's own office and its units, nobody else's).

export default function spmsOfficeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['spms'];
  const readers = { access: office.SPMS_READERS };

  app.post(
    '/api/spmis/offices/rollup',
    {
      config: { access: office.SPMS_ADMIN },
      schema: {
        tags,
        summary: "Compute every office's DPCR/OPCR for a period from the approved IPCRs",
        body: ZOfficeRollupBody,
        response: { 200: ZOfficeRollupResult },
      },
    },
    (req) => office.rollup(deps, req.actor!, req.body),
  );
  app.get(
    '/api/spmis/offices',
    {
      config: readers,
      schema: {
        tags,
        summary: "The rating periods and a period's offices as rolled up (a head: their own)",
        querystring: ZOfficePerformanceQuery,
        response: { 200: ZOfficePerformanceList },
      },
    },
    (req) => office.list(deps, req.actor!, req.query),
  );
  app.get(
    '/api/spmis/offices/:periodId/:departmentId',
    {
      config: readers,
      schema: {
        tags,
        summary: "An office's DPCR/OPCR: per-MFO lines and its people's ratings",
        params: ZOfficePerformanceParams,
        response: { 200: ZOfficePerformanceDetail },
      },
    },
    (req) => office.detail(deps, req.actor!, req.params.periodId, req.params.departmentId),
  );
  app.get(
    '/api/spmis/offices/:periodId/:departmentId/pdf',
    { config: readers, schema: { tags, summary: "An office's OPCR/DPCR as a PDF (CSC MC No. 6 s. 2012)", params: ZOfficePerformanceParams } },
    async (req, reply) => {
      const { bytes, fileName } = await officePdf(deps, req.actor!, req.params.periodId, req.params.departmentId);
      return sendPdf(reply, fileName, bytes, { personal: true });
    },
  );
  return Promise.resolve();
}
