import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCoeAnswer, ZCoeList, ZCoeQuery, ZCoeRequestBody, ZCoeSaved, ZIdParams } from '@hris/contracts';
import * as coe from './coe.service';
import { sendPdf } from '../../lib/download';

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function coeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['certificates of employment'];

  app.post(
    '/api/coe',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Request a certificate of employment (goes through the approval chain)', body: ZCoeRequestBody, response: { 200: ZCoeSaved } },
    },
    (req) => coe.requestCertificate(deps, req.actor!, req.body),
  );
  app.get(
    '/api/coe',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'My requests; the HR office (COE) sees everyone’s (status, term, mine, paging)',
        querystring: ZCoeQuery,
        response: { 200: ZCoeList },
      },
    },
    (req) => coe.listRequests(deps, req.actor!, req.query),
  );
  app.get(
    '/api/coe/:id',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'One request (its employee, or HR)', params: ZIdParams, response: { 200: ZCoeAnswer } } },
    (req) => coe.getRequest(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/coe/:id/issue',
    {
      config: { access: coe.ISSUE_COE },
      schema: { tags, summary: 'Issue the signed certificate of an approved request', params: ZIdParams, response: { 200: ZCoeSaved } },
    },
    (req) => coe.issueCertificate(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/coe/:id/pdf',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'The issued certificate (its employee, or HR)', params: ZIdParams } },
    async (req, reply) => {
      const { pdf, fileName } = await coe.certificatePdf(deps, req.actor!, req.params.id);
      return sendPdf(reply, fileName, pdf);
    },
  );
  return Promise.resolve();
}
