import type { FastifyInstance } from 'fastify';
import { demographicsApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import * as demographics from './demographics.service';

export default function demographicsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  serve(app, demographicsApi.counts, { access: demographics.READ_DEMOGRAPHICS, tags: ['demographics'] }, (req) => demographics.demographics(deps, req.query));
  return Promise.resolve();
}
