import type { FastifyInstance } from 'fastify';
import { dashboardApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import { dashboard } from './dashboard.service';

export default function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  serve(app, dashboardApi.mine, { access: 'signed-in', tags: ['dashboard'] }, (req) => dashboard(deps, req.actor!));
  return Promise.resolve();
}
