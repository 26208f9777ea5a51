import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, ZPdsCheckingQuery, ZPdsDecision, ZPdsReturn } from '@hris/contracts';
import * as checking from './pds-checking.service';

export default async function pdsCheckingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['pds checking'];
  const checkers = { access: ['PDS-CHECKING'] as const };

  app.get('/api/pds/checking', { config: checkers, schema: { tags, summary: 'PDS submissions by status (submitted: the queue, oldest first)', querystring: ZPdsCheckingQuery } }, (req) =>
    checking.listSubmissions(deps, req.query),
  );
  app.get('/api/pds/checking/:id', { config: checkers, schema: { tags, summary: 'A submission and what changed since the last verified copy', params: ZIdParams } }, (req) =>
    checking.getSubmission(deps, req.actor!, req.params.id),
  );
  app.post('/api/pds/checking/:id/verify', { config: checkers, schema: { tags, summary: 'Verify a submitted PDS', params: ZIdParams, body: ZPdsDecision } }, (req) =>
    checking.verifySubmission(deps, req.actor!, req.params.id, req.body.remarks),
  );
  app.post('/api/pds/checking/:id/return', { config: checkers, schema: { tags, summary: 'Return a submitted PDS with remarks', params: ZIdParams, body: ZPdsReturn } }, (req) =>
    checking.returnSubmission(deps, req.actor!, req.params.id, req.body.remarks),
  );
}
