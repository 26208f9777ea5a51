import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDemographics, ZDemographicsQuery } from '@hris/contracts';
import * as demographics from './demographics.service';

export default function demographicsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  app.get(
    '/api/demographics',
    {
      config: { access: demographics.READ_DEMOGRAPHICS },
      schema: {
        tags: ['demographics'],
        summary: 'Active personnel counted by sex, age bracket, civil status, kind, campus, department, appointment status or highest education',
        querystring: ZDemographicsQuery,
        response: { 200: ZDemographics },
      },
    },
    (req) => demographics.demographics(deps, req.query),
  );
  return Promise.resolve();
}
