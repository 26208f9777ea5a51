import type { FastifyInstance } from 'fastify';
import { edatsSettingsApi } from '@hris/contracts';
import { readEdatsSettings, saveEdatsSettings } from './edats-settings.service';
import { serve } from '../../lib/serve';

/** /api/edats/settings: the attendance office's settings (the DTR grace period), for the eDATS admin. */
export default function edatsSettingsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const office = { access: ['EDATSADMIN'] as const, tags: ['attendance'] };

  serve(app, edatsSettingsApi.settings, office, async () => ({ settings: await readEdatsSettings(deps) }));
  serve(app, edatsSettingsApi.save, office, (req) => saveEdatsSettings(deps, req.actor!, req.body));
  return Promise.resolve();
}
