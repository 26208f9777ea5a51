import type { FastifyInstance } from 'fastify';
import { propertyApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import { PROPERTY_OFFICE, PROPERTY_OWN } from './property.service';
import { officeHoldings } from './holdings.service';

export default function holdingsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  // Every employee holds PPTY-MR; whether they head the office is decided in the service.
  serve(app, propertyApi.officeHoldings, { access: [...PROPERTY_OWN, ...PROPERTY_OFFICE], tags: ['property'] }, (req) =>
    officeHoldings(deps, req.actor!, req.query),
  );
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
