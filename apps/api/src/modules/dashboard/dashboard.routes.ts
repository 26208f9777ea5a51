import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDashboard } from '@hris/contracts';
import { dashboard } from './dashboard.service';

export default function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  app.get(
    '/api/dashboard',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['dashboard'],
        summary: 'What waits for me (approvals, PDS to check, applications to screen) with counts, my latest requests and applications, and the open posts',
        response: { 200: ZDashboard },
      },
    },
    (req) => dashboard(deps, req.actor!),
  );
  return Promise.resolve();
}
