import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZIdParams,
  ZMessage,
  ZServiceRecord,
  ZServiceRecordGenerated,
  ZServiceRecordLine,
  ZServiceRecordLineParams,
  ZServiceRecordLineSaved,
} from '@hris/contracts';
import * as serviceRecord from './service-record.service';
import { sendPdf } from '../../lib/download';

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function serviceRecordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['service record'];
  const manage = { access: serviceRecord.MANAGE_SERVICE_RECORD };

  app.get(
    '/api/personnels/:id/service-record',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The service record (its owner, or HR)', params: ZIdParams, response: { 200: ZServiceRecord } },
    },
    (req) => serviceRecord.getServiceRecord(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/personnels/:id/service-record',
    { config: manage, schema: { tags, summary: 'Add a line', params: ZIdParams, body: ZServiceRecordLine, response: { 200: ZServiceRecordLineSaved } } },
    (req) => serviceRecord.addLine(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/personnels/:id/service-record/generate',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Start an empty record from the government service in the verified PDS',
        params: ZIdParams,
        response: { 200: ZServiceRecordGenerated },
      },
    },
    (req) => serviceRecord.generateFromPds(deps, req.actor!, req.params.id),
  );
  app.put(
    '/api/personnels/:id/service-record/:lineId',
    {
      config: manage,
      schema: { tags, summary: 'Edit a line', params: ZServiceRecordLineParams, body: ZServiceRecordLine, response: { 200: ZServiceRecordLineSaved } },
    },
    (req) => serviceRecord.updateLine(deps, req.actor!, req.params.id, req.params.lineId, req.body),
  );
  app.delete(
    '/api/personnels/:id/service-record/:lineId',
    { config: manage, schema: { tags, summary: 'Delete a line', params: ZServiceRecordLineParams, response: { 200: ZMessage } } },
    (req) => serviceRecord.deleteLine(deps, req.actor!, req.params.id, req.params.lineId),
  );
  app.get(
    '/api/personnels/:id/service-record/pdf',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'The service record as a PDF (CSC layout)', params: ZIdParams } },
    async (req, reply) => {
      const { pdf, fileName } = await serviceRecord.serviceRecordPdf(deps, req.actor!, req.params.id);
      return sendPdf(reply, fileName, pdf);
    },
  );
  return Promise.resolve();
}
