import type { FastifyInstance } from 'fastify';
import { dtsApi } from '@hris/contracts';
import * as dts from './dts.service';
import { sendPdf, sendUploadedFile, sendXlsx } from '../../lib/download';
import { acceptsGzip } from '../../lib/kept-answer';
import { serve } from '../../lib/serve';
import { createDtsCache } from './dts.cache';

export default function dtsRoutes(app: FastifyInstance): Promise<void> {
  const deps: dts.DtsDeps = Object.assign(Object.create(app.deps) as typeof app.deps, { dtsCache: createDtsCache(app.deps.notices) });
  const tags = ['document tracking'];
  const dtsUser = { access: ['DTS'] as const };
  // Reading a document: whoever filed it, the offices on its route, DTS administrators (decided in the service).
  const signedIn = { access: 'signed-in' as const };

  serve(app, dtsApi.types, { ...dtsUser, tags }, () => dts.listTypes(deps));
  serve(app, dtsApi.addType, { access: dts.DTS_ADMIN, tags }, (req) => dts.createType(deps, req.body));
  serve(app, dtsApi.editType, { access: dts.DTS_ADMIN, tags }, (req) => dts.updateType(deps, req.params.id, req.body));

  serve(app, dtsApi.offices, { ...dtsUser, tags }, (req) => dts.myOffices(deps, req.actor!));
  serve(app, dtsApi.file, { ...dtsUser, tags }, (req) => dts.fileDocument(deps, req.actor!, req.body));
  serve(app, dtsApi.list, { ...dtsUser, tags }, async (req, reply) => {
    // Sent as the bytes the service keeps (written by this route's serializer when they were made), gzipped to a browser.
    const page = await dts.listDocuments(deps, req.actor!, req.query, (answer) => reply.serialize(answer));
    const sent = reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!acceptsGzip(req.headers['accept-encoding'])) return sent.send(page.json);
    return sent.header('content-encoding', 'gzip').send(page.gzip);
  });
  serve(app, dtsApi.exportList, { ...dtsUser, tags }, async (req, reply) => {
    const { fileName, bytes } = await dts.exportDocuments(deps, req.actor!, req.query);
    return sendXlsx(reply, fileName, bytes);
  });
  serve(app, dtsApi.mine, { ...signedIn, tags }, (req) => dts.myDocuments(deps, req.actor!, req.query));
  serve(app, dtsApi.one, { ...signedIn, tags }, (req) => dts.getDocument(deps, req.actor!, req.params.id));
  serve(app, dtsApi.byNumber, { ...signedIn, tags }, (req) => dts.getDocumentByNumber(deps, req.actor!, req.params.tracking_number));
  serve(app, dtsApi.edit, { ...dtsUser, tags }, (req) => dts.editDocument(deps, req.actor!, req.params.id, req.body));
  serve(app, dtsApi.slip, { ...signedIn, tags }, async (req, reply) => {
    const { pdf, fileName } = await dts.routingSlip(deps, req.actor!, req.params.id);
    return sendPdf(reply, fileName, pdf);
  });
  serve(app, dtsApi.overdue, { ...signedIn, tags }, (req) => dts.overdueStep(deps, req.actor!, req.params.id));
  serve(app, dtsApi.forward, { ...dtsUser, tags }, (req) => dts.forward(deps, req.actor!, req.params.id, req.body));
  serve(app, dtsApi.nameReader, { ...dtsUser, tags }, (req) => dts.nameReader(deps, req.actor!, req.params.id, req.body));
  for (const [route, kind] of [
    [dtsApi.receive, 'receive'],
    [dtsApi.forPickup, 'for_pickup'],
    [dtsApi.release, 'release'],
    [dtsApi.archive, 'archive'],
  ] as const) {
    serve(app, route, { ...dtsUser, tags }, (req) => dts.move(deps, req.actor!, req.params.id, kind, req.body?.remarks));
  }
  for (const [route, kind] of [
    [dtsApi.hold, 'hold'],
    [dtsApi.return, 'return'],
    [dtsApi.reject, 'reject'],
  ] as const) {
    serve(app, route, { ...dtsUser, tags }, (req) => dts.move(deps, req.actor!, req.params.id, kind, req.body.reason));
  }
  serve(app, dtsApi.attachment, { ...signedIn, tags }, async (req, reply) => {
    const { fileName, bytes } = await dts.attachmentFile(deps, req.actor!, req.params.id);
    return sendUploadedFile(reply, 'application/pdf', fileName, bytes);
  });
  // The "where is my document" page of an outside requester: no session, the status and the office only.
  serve(app, dtsApi.track, { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' }, tags }, (req) => dts.track(deps, req.params.tracking_number));
  return Promise.resolve();
}
