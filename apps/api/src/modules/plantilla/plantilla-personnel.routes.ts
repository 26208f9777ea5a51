import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZPersonnelItemBody,
  ZPersonnelItemSaved,
  ZPlantillaPersonnelList,
  ZPlantillaPersonnelQuery,
  ZPlantillaReport,
  ZPlantillaReportQuery,
} from '@hris/contracts';
import { sendPdf, sendXlsx } from '../../lib/download';
import { manilaDay } from '../../lib/workbook';
import { plantillaWorkbook } from './plantilla-personnel.export';
import { renderPlantillaPdf } from './plantilla-personnel.pdf';
import * as personnel from './plantilla-personnel.service';

/** The plantilla pages are the HRMO's (SPEC.md §6: PLANTILLA). */
const PLANTILLA = { access: ['PLANTILLA'] as const };
const ZFilters = ZPlantillaPersonnelQuery.omit({ page: true, per_page: true });

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function plantillaPersonnelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['plantilla'];

  app.get(
    '/api/plantilla/personnels',
    {
      config: PLANTILLA,
      schema: {
        tags,
        summary: 'The plantilla of personnel (PSIPOP): items with their incumbents, a page, and the totals per office and for the university',
        querystring: ZPlantillaPersonnelQuery,
        response: { 200: ZPlantillaPersonnelList },
      },
    },
    (req) => personnel.listPersonnel(deps, req.actor!, req.query),
  );
  app.get(
    '/api/plantilla/personnels/export',
    { config: PLANTILLA, schema: { tags, summary: 'The plantilla of personnel as Excel, in the PSIPOP column order', querystring: ZFilters } },
    async (req, reply) => {
      const { lines } = await personnel.allLines(deps, req.actor!, req.query, 'plantilla of personnel (Excel)');
      const now = deps.clock.now();
      return sendXlsx(reply, `plantilla-of-personnel-${manilaDay(now)}.xlsx`, await plantillaWorkbook(lines, now), { personal: true });
    },
  );
  app.get(
    '/api/plantilla/personnels/pdf',
    { config: PLANTILLA, schema: { tags, summary: 'The plantilla of personnel as a PDF, by office with subtotals', querystring: ZFilters } },
    async (req, reply) => {
      const { lines, offices, today } = await personnel.allLines(deps, req.actor!, req.query, 'plantilla of personnel (PDF)');
      return sendPdf(reply, `plantilla-of-personnel-${today}.pdf`, await renderPlantillaPdf(deps, lines, offices, today), { personal: true });
    },
  );
  app.post(
    '/api/plantilla/personnel-items',
    {
      config: PLANTILLA,
      schema: {
        tags,
        summary: 'Add a plantilla item and, when an employee is named, appoint them to it in the same step',
        body: ZPersonnelItemBody,
        response: { 200: ZPersonnelItemSaved },
      },
    },
    (req) => personnel.createPersonnelItem(deps, req.actor!, req.body),
  );
  app.get(
    '/api/plantilla/report',
    {
      config: PLANTILLA,
      schema: {
        tags,
        summary: 'Filled items by appointment status, level, sex and salary grade; filled and vacant per office and campus',
        querystring: ZPlantillaReportQuery,
        response: { 200: ZPlantillaReport },
      },
    },
    (req) => personnel.report(deps, req.query),
  );
  return Promise.resolve();
}
