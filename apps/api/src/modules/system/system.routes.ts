import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, ZHealth, ZMaintenance, ZMaintenanceBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { health, isMaintenanceOn, setMaintenance } from './system.service';

export default function systemRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['system'];

  app.get(
    '/api/health',
    { config: { access: 'public', allowDuringMaintenance: true }, schema: { tags, summary: 'Liveness and database check', response: { 200: ZHealth } } },
    () => health(deps),
  );

  // SPEC.md §7 spells it "maintainance"; the client calls it after a network error.
  app.get(
    '/api/users/maintainance',
    {
      config: { access: 'public', allowDuringMaintenance: true },
      schema: { tags, summary: '200, or 503 during maintenance', response: { 200: ZMaintenance } },
    },
    async () => {
      if (await isMaintenanceOn(deps)) throw new AppError(503, MESSAGES.maintenance);
      return { maintenance: false };
    },
  );

  app.get(
    '/api/system/maintenance',
    { config: { access: ['ADMIN'] }, schema: { tags, summary: 'Maintenance mode state', response: { 200: ZMaintenance } } },
    async () => ({
      maintenance: await isMaintenanceOn(deps),
    }),
  );

  app.put(
    '/api/system/maintenance',
    { config: { access: ['ADMIN'] }, schema: { tags, summary: 'Switch maintenance mode', body: ZMaintenanceBody, response: { 200: ZMaintenance } } },
    (req) => setMaintenance(deps, req.actor!, req.body.enabled),
  );
}
