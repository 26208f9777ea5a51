import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, ZMessage, ZPdsCheckingQuery, ZPdsDecision, ZPdsReturn, ZPdsSubmissionDetail, ZPdsSubmissionList } from '@hris/contracts';
import * as checking from './pds-checking.service';

export default function pdsCheckingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['pds checking'];
  const checkers = { access: ['PDS-CHECKING'] as const };

  app.get(
    '/api/pds/checking',
    {
      config: checkers,
      schema: {
        tags,
        summary: 'PDS submissions by status (submitted: the queue, oldest first)',
        querystring: ZPdsCheckingQuery,
        response: { 200: ZPdsSubmissionList },
      },
    },
    (req) => checking.listSubmissions(deps, req.query),
  );
  app.get(
    '/api/pds/checking/:id',
    {
      config: checkers,
      schema: { tags, summary: 'A submission and what changed since the last verified copy', params: ZIdParams, response: { 200: ZPdsSubmissionDetail } },
    },
    (req) => checking.getSubmission(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/pds/checking/:id/verify',
    { config: checkers, schema: { tags, summary: 'Verify a submitted PDS', params: ZIdParams, body: ZPdsDecision, response: { 200: ZMessage } } },
    (req) => checking.verifySubmission(deps, req.actor!, req.params.id, req.body.remarks),
  );
  app.post(
    '/api/pds/checking/:id/return',
    { config: checkers, schema: { tags, summary: 'Return a submitted PDS with remarks', params: ZIdParams, body: ZPdsReturn, response: { 200: ZMessage } } },
    (req) => checking.returnSubmission(deps, req.actor!, req.params.id, req.body.remarks),
  );
  return Promise.resolve();
}
