import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCountAnswer,
  ZCountBody,
  ZCountCloseBody,
  ZCountDifferences,
  ZCountLineParams,
  ZCountLineSaved,
  ZCountLinesQuery,
  ZCountLineUpdate,
  ZCountList,
  ZCountQuery,
  ZCountSaved,
  ZIdParams,
} from '@hris/contracts';
import * as counts from './count.service';
import { forgetSearches, PROPERTY_OFFICE } from './property.service';
import { sendPdf } from '../../lib/download';

/** The physical count of property (issue 23; RPCPPE and RPCSP): the supply and property office's only. */
export default function propertyCountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  // A write to the register: this instance's search matches are forgotten before the answer leaves, so the officer's
  // next search sees it.
  app.addHook('onSend', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 400) forgetSearches(deps);
  });
  const tags = ['property'];
  const config = { access: PROPERTY_OFFICE };

  app.post(
    '/api/property/counts',
    {
      config,
      schema: {
        tags,
        summary: "Open a physical count of an office's or an employee's property, a line per item held",
        body: ZCountBody,
        response: { 200: ZCountSaved },
      },
    },
    (req) => counts.createCount(deps, req.actor!, req.body),
  );
  app.get(
    '/api/property/counts',
    { config, schema: { tags, summary: 'Physical counts, newest first (filter open or closed)', querystring: ZCountQuery, response: { 200: ZCountList } } },
    (req) => counts.listCounts(deps, req.query),
  );
  app.get(
    '/api/property/counts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A count with a page of its lines (filter by state, search)',
        params: ZIdParams,
        querystring: ZCountLinesQuery,
        response: { 200: ZCountAnswer },
      },
    },
    (req) => counts.getCount(deps, req.actor!, req.params.id, req.query),
  );
  app.put(
    '/api/property/counts/:id/lines/:itemId',
    {
      config,
      schema: {
        tags,
        summary: 'Record an item found (and its condition) or not found',
        params: ZCountLineParams,
        body: ZCountLineUpdate,
        response: { 200: ZCountLineSaved },
      },
    },
    (req) => counts.recordLine(deps, req.actor!, req.params.id, req.params.itemId, req.body),
  );
  app.post(
    '/api/property/counts/:id/close',
    {
      config,
      schema: {
        tags,
        summary: 'Close a count: the conditions seen go to the register (uncounted lines refuse it unless recorded as not found)',
        params: ZIdParams,
        body: ZCountCloseBody,
        response: { 200: ZCountSaved },
      },
    },
    (req) => counts.closeCount(deps, req.actor!, req.params.id, req.body),
  );
  app.get(
    '/api/property/counts/:id/differences',
    {
      config,
      schema: { tags, summary: 'Items not found and conditions changed, with totals per form', params: ZIdParams, response: { 200: ZCountDifferences } },
    },
    (req) => counts.differences(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/property/counts/:id/sheet.pdf',
    { config, schema: { tags, summary: 'The count sheet on the COA layout (RPCPPE and RPCSP, PDF)', params: ZIdParams } },
    async (req, reply) => {
      const { fileName, bytes } = await counts.countSheetPdf(deps, req.actor!, req.params.id);
      return sendPdf(reply, fileName, bytes, { personal: true });
    },
  );
  app.get(
    '/api/property/counts/:id/differences.pdf',
    { config, schema: { tags, summary: 'The report of differences (PDF)', params: ZIdParams } },
    async (req, reply) => {
      const { fileName, bytes } = await counts.differencesPdf(deps, req.actor!, req.params.id);
      return sendPdf(reply, fileName, bytes, { personal: true });
    },
  );
  return Promise.resolve();
}
