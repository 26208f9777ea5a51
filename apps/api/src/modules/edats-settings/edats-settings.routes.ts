import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZEdatsSettingsAnswer, ZEdatsSettingsBody, ZEdatsSettingsSaved } from '@hris/contracts';
import { readEdatsSettings, saveEdatsSettings } from './edats-settings.service';

/** /api/edats/settings: the attendance office's settings (the DTR grace period), for the eDATS admin. */
export default function edatsSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['attendance'];
  const config = { access: ['EDATSADMIN'] as const };

  app.get(
    '/api/edats/settings',
    { config, schema: { tags, summary: 'eDATS settings: the grace period in minutes before an arrival is late', response: { 200: ZEdatsSettingsAnswer } } },
    async () => ({
      settings: await readEdatsSettings(deps),
    }),
  );
  app.put(
    '/api/edats/settings',
    {
      config,
      schema: { tags, summary: 'Save the eDATS settings (grace period 0–60 minutes)', body: ZEdatsSettingsBody, response: { 200: ZEdatsSettingsSaved } },
    },
    (req) => saveEdatsSettings(deps, req.actor!, req.body),
  );
  return Promise.resolve();
}
