import type { FastifyInstance } from 'fastify';
import { plantillaApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import * as plantilla from './plantilla.service';

export default function plantillaRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['plantilla'];
  const read = { access: plantilla.READ_PLANTILLA, tags };
  const keep = { access: plantilla.KEEP_PLANTILLA, tags };

  serve(app, plantillaApi.items, read, (req) => plantilla.listItems(deps, req.query));
  serve(app, plantillaApi.addItem, keep, (req) => plantilla.createItem(deps, req.actor!, req.body));
  serve(app, plantillaApi.editItem, keep, (req) => plantilla.updateItem(deps, req.actor!, req.params.id, req.body));
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
