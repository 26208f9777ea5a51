import type { FastifyInstance } from 'fastify';
import { pdsApi } from '@hris/contracts';
import * as checking from './pds-checking.service';
import { serve } from '../../lib/serve';

export default function pdsCheckingRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const checkers = { access: ['PDS-CHECKING'] as const, tags: ['pds checking'] };

  serve(app, pdsApi.submissions, checkers, (req) => checking.listSubmissions(deps, req.query));
  serve(app, pdsApi.submission, checkers, (req) => checking.getSubmission(deps, req.actor!, req.params.id));
  serve(app, pdsApi.verify, checkers, (req) => checking.verifySubmission(deps, req.actor!, req.params.id, req.body.remarks));
  serve(app, pdsApi.return, checkers, (req) => checking.returnSubmission(deps, req.actor!, req.params.id, req.body.remarks));
  return Promise.resolve();
}
