import type { FastifyInstance } from 'fastify';
import { MESSAGES, systemApi } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { serve } from '../../lib/serve';
import { health, isMaintenanceOn, setMaintenance } from './system.service';

export default function systemRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const tags = ['system'];

  serve(app, systemApi.health, { access: 'public', allowDuringMaintenance: true, tags }, () => health(deps));

  // SPEC.md §7 spells it "maintainance"; the client calls it after a network error.
  serve(app, systemApi.maintenanceStatus, { access: 'public', allowDuringMaintenance: true, tags }, async () => {
    if (await isMaintenanceOn(deps)) throw new AppError(503, MESSAGES.maintenance);
    return { maintenance: false };
  });

  serve(app, systemApi.maintenance, { access: ['ADMIN'], tags }, async () => ({
    maintenance: await isMaintenanceOn(deps),
  }));

  serve(app, systemApi.setMaintenance, { access: ['ADMIN'], tags }, (req) => setMaintenance(deps, req.actor!, req.body.enabled));
}
