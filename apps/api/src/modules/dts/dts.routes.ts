import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDocumentAnswer,
  ZDocumentBody,
  ZDocumentEditBody,
  ZDtsOffices,
  ZDocumentList,
  ZDocumentQuery,
  ZDocumentSaved,
  ZDocumentTypeBody,
  ZDocumentTypeList,
  ZDocumentTypeSaved,
  ZForwardBody,
  ZIdParams,
  ZListQuery,
  ZMyDocumentList,
  ZOverdueAnswer,
  ZReaderBody,
  ZReasonBody,
  ZRemarksBody,
  ZTrackAnswer,
  ZTrackingNumberParams,
} from '@hris/contracts';
import * as dts from './dts.service';
import { sendPdf, sendUploadedFile, sendXlsx } from '../../lib/download';
import { acceptsGzip } from '../../lib/kept-answer';
import { createDtsCache } from './dts.cache';

export default function dtsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: dts.DtsDeps = Object.assign(Object.create(app.deps) as typeof app.deps, { dtsCache: createDtsCache(app.deps.notices) });
  const tags = ['document tracking'];
  const dtsUser = { access: ['DTS'] as const };
  // Reading a document: whoever filed it, the offices on its route, DTS administrators (decided in the service).
  const signedIn = { access: 'signed-in' as const };

  app.get(
    '/api/dts/document-types',
    { config: dtsUser, schema: { tags, summary: 'Document types with their RA 11032 processing time', response: { 200: ZDocumentTypeList } } },
    () => dts.listTypes(deps),
  );
  app.post(
    '/api/dts/document-types',
    { config: { access: dts.DTS_ADMIN }, schema: { tags, summary: 'Add a document type', body: ZDocumentTypeBody, response: { 200: ZDocumentTypeSaved } } },
    (req) => dts.createType(deps, req.body),
  );
  app.put(
    '/api/dts/document-types/:id',
    {
      config: { access: dts.DTS_ADMIN },
      schema: { tags, summary: 'Change a document type', params: ZIdParams, body: ZDocumentTypeBody, response: { 200: ZDocumentTypeSaved } },
    },
    (req) => dts.updateType(deps, req.params.id, req.body),
  );

  app.get(
    '/api/dts/offices',
    { config: dtsUser, schema: { tags, summary: 'The offices I act for (every office, for a DTS administrator)', response: { 200: ZDtsOffices } } },
    (req) => dts.myOffices(deps, req.actor!),
  );
  app.post(
    '/api/dts/documents',
    {
      config: dtsUser,
      schema: { tags, summary: 'File a document from an office (a tracking number is given)', body: ZDocumentBody, response: { 200: ZDocumentSaved } },
    },
    (req) => dts.fileDocument(deps, req.actor!, req.body),
  );
  app.get(
    '/api/dts/documents',
    {
      config: dtsUser,
      schema: {
        tags,
        summary: "An office's status view (incoming, received, outgoing, hold, return, for pick-up) and the six counts",
        querystring: ZDocumentQuery,
        response: { 200: ZDocumentList },
      },
    },
    async (req, reply) => {
      // Sent as the bytes the service keeps (written by this route's serializer when they were made), gzipped to a browser.
      const page = await dts.listDocuments(deps, req.actor!, req.query, (answer) => reply.serialize(answer));
      const sent = (reply as FastifyReply).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (!acceptsGzip(req.headers['accept-encoding'])) return sent.send(page.json);
      return sent.header('content-encoding', 'gzip').send(page.gzip);
    },
  );
  app.get(
    '/api/dts/documents/export',
    {
      config: dtsUser,
      schema: { tags, summary: "An office's status view as an Excel file: the same filters, every matching row", querystring: ZDocumentQuery },
    },
    async (req, reply) => {
      const { fileName, bytes } = await dts.exportDocuments(deps, req.actor!, req.query);
      return sendXlsx(reply, fileName, bytes);
    },
  );
  app.get(
    '/api/dts/my-documents',
    { config: signedIn, schema: { tags, summary: 'What I filed and where each is now', querystring: ZListQuery, response: { 200: ZMyDocumentList } } },
    (req) => dts.myDocuments(deps, req.actor!, req.query),
  );
  app.get(
    '/api/dts/documents/:id',
    { config: signedIn, schema: { tags, summary: 'A document and its log', params: ZIdParams, response: { 200: ZDocumentAnswer } } },
    (req) => dts.getDocument(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/dts/documents/by-number/:tracking_number',
    {
      config: signedIn,
      schema: { tags, summary: 'A document and its log, by its tracking number', params: ZTrackingNumberParams, response: { 200: ZDocumentAnswer } },
    },
    (req) => dts.getDocumentByNumber(deps, req.actor!, req.params.tracking_number),
  );
  app.put(
    '/api/dts/documents/:id',
    {
      config: dtsUser,
      schema: {
        tags,
        summary: 'Correct what was filed, while no office has received the document',
        params: ZIdParams,
        body: ZDocumentEditBody,
        response: { 200: ZDocumentSaved },
      },
    },
    (req) => dts.editDocument(deps, req.actor!, req.params.id, req.body),
  );
  app.get(
    '/api/dts/documents/:id/slip',
    { config: signedIn, schema: { tags, summary: 'The routing slip (PDF, with a QR code of the tracking page)', params: ZIdParams } },
    async (req, reply) => {
      const { pdf, fileName } = await dts.routingSlip(deps, req.actor!, req.params.id);
      return sendPdf(reply, fileName, pdf);
    },
  );
  app.get(
    '/api/dts/overdue/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The step of the log that made a document overdue, with its document and history',
        params: ZIdParams,
        response: { 200: ZOverdueAnswer },
      },
    },
    (req) => dts.overdueStep(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/dts/documents/:id/forward',
    {
      config: dtsUser,
      schema: {
        tags,
        summary: 'Forward a document the office holds to another office',
        params: ZIdParams,
        body: ZForwardBody,
        response: { 200: ZDocumentSaved },
      },
    },
    (req) => dts.forward(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/dts/documents/:id/readers',
    {
      config: dtsUser,
      schema: {
        tags,
        summary: 'Name someone of the office that holds a confidential document who may read it (its holder only)',
        params: ZIdParams,
        body: ZReaderBody,
        response: { 200: ZDocumentSaved },
      },
    },
    (req) => dts.nameReader(deps, req.actor!, req.params.id, req.body),
  );
  for (const [path, kind, summary] of [
    ['receive', 'receive', 'Receive a document sent to the office (or returned to it)'],
    ['for-pickup', 'for_pickup', 'Mark a received document ready for pick-up'],
    ['release', 'release', 'Release a document (to the requester, or picked up)'],
    ['archive', 'archive', 'Archive a document'],
  ] as const) {
    app.post(
      `/api/dts/documents/:id/${path}`,
      { config: dtsUser, schema: { tags, summary, params: ZIdParams, body: ZRemarksBody.optional(), response: { 200: ZDocumentSaved } } },
      (req) => dts.move(deps, req.actor!, req.params.id, kind, req.body?.remarks),
    );
  }
  for (const [path, kind, summary] of [
    ['hold', 'hold', 'Put a received document on hold, saying why'],
    ['return', 'return', 'Return a document to the office that sent it, saying why'],
    ['reject', 'reject', 'Reject a document, saying why'],
  ] as const) {
    app.post(
      `/api/dts/documents/:id/${path}`,
      { config: dtsUser, schema: { tags, summary, params: ZIdParams, body: ZReasonBody, response: { 200: ZDocumentSaved } } },
      (req) => dts.move(deps, req.actor!, req.params.id, kind, req.body.reason),
    );
  }
  app.get(
    '/api/dts/attachments/:id',
    { config: signedIn, schema: { tags, summary: "A file attached to a document's log (to those who may read the document)", params: ZIdParams } },
    async (req, reply) => {
      const { fileName, bytes } = await dts.attachmentFile(deps, req.actor!, req.params.id);
      return sendUploadedFile(reply, 'application/pdf', fileName, bytes);
    },
  );
  // The "where is my document" page of an outside requester: no session, the status and the office only.
  app.get(
    '/api/dts/track/:tracking_number',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Where a document is, by its tracking number (no sign-in)', params: ZTrackingNumberParams, response: { 200: ZTrackAnswer } },
    },
    (req) => dts.track(deps, req.params.tracking_number),
  );
  return Promise.resolve();
}
