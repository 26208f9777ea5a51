import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZIdParams,
  ZIssuedMemorandumList,
  ZMemorandumAnswer,
  ZMemorandumAudienceOptions,
  ZMemorandumBody,
  ZMemorandumList,
  ZMemorandumQuery,
  ZMemorandumReport,
  ZMemorandumReportQuery,
  ZMemorandumSaved,
  ZMessage,
} from '@hris/contracts';
import { sendUploadedFile, sendXlsx } from '../../lib/download';
import * as memoranda from './memoranda.service';

// Memorandum circulars (issue 24; SPEC.md §2 /memorandum_circular). Reading, the PDF and the acknowledgment: any
// signed-in staff user, for the memoranda addressed to them (others: 404); issuing, editing, withdrawing, the issued
// list and the readers' report: the issuers (MEMORANDA).

export default function memorandaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['memoranda'];
  const anyone = { access: 'signed-in' as const };
  const issuers = { access: memoranda.MEMORANDA_ISSUERS };

  app.get(
    '/api/memoranda',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'The memoranda addressed to me, newest first, searched, paged',
        querystring: ZMemorandumQuery,
        response: { 200: ZMemorandumList },
      },
    },
    (req) => memoranda.mine(deps, req.actor!, req.query),
  );
  app.get(
    '/api/memoranda/issued',
    {
      config: issuers,
      schema: {
        tags,
        summary: 'Every memorandum with how many it reached, read and acknowledged it',
        querystring: ZMemorandumQuery,
        response: { 200: ZIssuedMemorandumList },
      },
    },
    (req) => memoranda.issued(deps, req.actor!, req.query),
  );
  app.get(
    '/api/memoranda/audience-options',
    {
      config: issuers,
      schema: { tags, summary: 'The campuses, offices and roles a memorandum may be addressed to', response: { 200: ZMemorandumAudienceOptions } },
    },
    () => memoranda.audienceOptions(deps),
  );
  app.post(
    '/api/memoranda',
    {
      config: issuers,
      schema: {
        tags,
        summary: 'Issue a memorandum (its PDF uploaded first through POST /api/upload)',
        body: ZMemorandumBody,
        response: { 200: ZMemorandumSaved },
      },
    },
    (req) => memoranda.issue(deps, req.actor!, req.body),
  );
  app.get(
    '/api/memoranda/:id',
    {
      config: anyone,
      schema: { tags, summary: 'One memorandum (my first opening is recorded)', params: ZIdParams, response: { 200: ZMemorandumAnswer } },
    },
    (req) => memoranda.open(deps, req.actor!, req.params.id),
  );
  app.get('/api/memoranda/:id/file', { config: anyone, schema: { tags, summary: "The memorandum's PDF", params: ZIdParams } }, async (req, reply) => {
    const { bytes, fileName } = await memoranda.file(deps, req.actor!, req.params.id);
    return sendUploadedFile(reply, 'application/pdf', fileName, bytes);
  });
  app.post(
    '/api/memoranda/:id/acknowledge',
    { config: anyone, schema: { tags, summary: 'I have read this memorandum (kept once)', params: ZIdParams, response: { 200: ZMemorandumSaved } } },
    (req) => memoranda.acknowledge(deps, req.actor!, req.params.id),
  );
  app.put(
    '/api/memoranda/:id',
    {
      config: issuers,
      schema: {
        tags,
        summary: 'Edit a memorandum nobody has read yet (the PDF stays unless a new one is given)',
        params: ZIdParams,
        body: ZMemorandumBody,
        response: { 200: ZMemorandumSaved },
      },
    },
    (req) => memoranda.update(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/memoranda/:id',
    { config: issuers, schema: { tags, summary: 'Withdraw a memorandum nobody has read yet', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => memoranda.withdraw(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/memoranda/:id/readers',
    {
      config: issuers,
      schema: {
        tags,
        summary: 'Who has and has not read and acknowledged it, per office; the people filtered',
        params: ZIdParams,
        querystring: ZMemorandumReportQuery,
        response: { 200: ZMemorandumReport },
      },
    },
    (req) => memoranda.report(deps, req.actor!, req.params.id, req.query),
  );
  app.get(
    '/api/memoranda/:id/readers/export',
    { config: issuers, schema: { tags, summary: 'The readers, as filtered, as an Excel file', params: ZIdParams, querystring: ZMemorandumReportQuery } },
    async (req, reply) => {
      const { bytes, fileName } = await memoranda.reportWorkbook(deps, req.actor!, req.params.id, req.query);
      return sendXlsx(reply, fileName, bytes, { personal: true });
    },
  );
  return Promise.resolve();
}
