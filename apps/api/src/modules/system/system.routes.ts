import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { isMaintenanceOn, setMaintenance } from './system.service';

export default async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['system'];

  app.get('/api/health', { config: { access: 'public', allowDuringMaintenance: true }, schema: { tags, summary: 'Liveness and database check' } }, async () => {
    await deps.db.$client.query('SELECT 1');
    return { status: 'ok' };
  });

  // SPEC.md §7 spells it "maintainance"; the client calls it after a network error.
  app.get('/api/users/maintainance', { config: { access: 'public', allowDuringMaintenance: true }, schema: { tags, summary: '200, or 503 during maintenance' } }, async () => {
    if (await isMaintenanceOn(deps)) throw new AppError(503, MESSAGES.maintenance);
    return { maintenance: false };
  });

  app.get('/api/system/maintenance', { config: { access: ['ADMIN'] }, schema: { tags, summary: 'Maintenance mode state' } }, async () => ({
    maintenance: await isMaintenanceOn(deps),
  }));

  app.put(
    '/api/system/maintenance',
    { config: { access: ['ADMIN'] }, schema: { tags, summary: 'Switch maintenance mode', body: z.object({ enabled: z.boolean() }) } },
    (req) => setMaintenance(deps, req.actor!, req.body.enabled),
  );
}
