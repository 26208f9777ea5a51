import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOfficeHoldings, ZOfficeHoldingsQuery } from '@hris/contracts';
import { PROPERTY_OFFICE, PROPERTY_OWN } from './property.service';
import { officeHoldings } from './holdings.service';

export default function holdingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  app.get(
    '/api/property/office-holdings',
    {
      // Every employee holds PPTY-MR; whether they head the office is decided in the service.
      config: { access: [...PROPERTY_OWN, ...PROPERTY_OFFICE] },
      schema: {
        tags: ['property'],
        summary: "An office's holdings, for its head (or the property office)",
        querystring: ZOfficeHoldingsQuery,
        response: { 200: ZOfficeHoldings },
      },
    },
    (req) => officeHoldings(deps, req.actor!, req.query),
  );
  return Promise.resolve();
}
