import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, ZRequestListQuery, ZRequestScope, ZTravelAnswer, ZTravelBody, ZTravelList, ZTravelSaved } from '@hris/contracts';
import * as travel from './travel.service';
import { sendPdf, sendXlsx } from '../../lib/download';

/** Whose travels: the caller's own, the departments they head, or everyone's (the attendance office). */
const ZTravelQuery = ZRequestListQuery;
const ZTravelExportQuery = ZTravelQuery.omit({ page: true, per_page: true }).extend({ scope: ZRequestScope.default('all') });

export default function travelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['official business travel'];
  // Who may see whose travels (own, the head's department, the office's everyone) is decided in the service.
  const signedIn = { access: 'signed-in' as const };

  app.get(
    '/api/official-business',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Travels in a scope (mine, department, all) with status, month, department, term and paging',
        querystring: ZTravelQuery,
        response: { 200: ZTravelList },
      },
    },
    (req) => travel.listTravels(deps, req.actor!, req.query),
  );
  app.get(
    '/api/official-business/export',
    // The attendance office's export (eDATS → Official business travel).
    {
      config: { access: ['EDATSADMIN'] as const },
      schema: { tags, summary: 'The list as an Excel file: the same scope (default all) and filters, every matching row', querystring: ZTravelExportQuery },
    },
    async (req, reply) => {
      const { fileName, bytes } = await travel.exportTravels(deps, req.actor!, req.query);
      return sendXlsx(reply, fileName, bytes);
    },
  );
  app.post(
    '/api/official-business',
    { config: signedIn, schema: { tags, summary: 'File a travel (goes to the department head, then HR)', body: ZTravelBody, response: { 200: ZTravelSaved } } },
    (req) => travel.fileTravel(deps, req.actor!, req.body),
  );
  app.get(
    '/api/official-business/:id',
    {
      config: signedIn,
      schema: { tags, summary: 'One travel (its traveller, their head, or the attendance office)', params: ZIdParams, response: { 200: ZTravelAnswer } },
    },
    (req) => travel.getTravel(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/official-business/:id/pdf',
    { config: signedIn, schema: { tags, summary: 'The travel order of an approved travel', params: ZIdParams } },
    async (req, reply) => {
      const { pdf, fileName } = await travel.travelOrderPdf(deps, req.actor!, req.params.id);
      return sendPdf(reply, fileName, pdf);
    },
  );
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
