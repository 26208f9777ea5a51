import type { FastifyInstance, FastifyReply } from 'fastify';
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
import { acceptsGzip } from '../../lib/kept-answer';
import { manilaDay } from '../../lib/workbook';
import { createPlantillaCache } from './plantilla-personnel.cache';
import { plantillaWorkbook } from './plantilla-personnel.export';
import { renderPlantillaPdf } from './plantilla-personnel.pdf';
import * as personnel from './plantilla-personnel.service';

/** The plantilla pages are the HRMO's (SPEC.md §6: PLANTILLA). */
const PLANTILLA = { access: ['PLANTILLA'] as const };
const ZFilters = ZPlantillaPersonnelQuery.omit({ page: true, per_page: true });

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function plantillaPersonnelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: personnel.PlantillaDeps = Object.assign(Object.create(app.deps) as typeof app.deps, { plantillaCache: createPlantillaCache(app.deps.notices) });
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
    async (req, reply) => {
      // Sent as the bytes the service keeps (written by this route's serializer when they were made), gzipped to a browser.
      const page = await personnel.listPersonnel(deps, req.actor!, req.query, (answer) => reply.serialize(answer));
      const sent = (reply as FastifyReply).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (!acceptsGzip(req.headers['accept-encoding'])) return sent.send(page.json);
      return sent.header('content-encoding', 'gzip').send(page.gzip);
    },
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
