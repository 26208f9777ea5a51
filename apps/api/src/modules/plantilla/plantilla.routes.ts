import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, ZPlantillaItemBody, ZPlantillaItemList, ZPlantillaItemQuery, ZPlantillaItemSaved } from '@hris/contracts';
import * as plantilla from './plantilla.service';

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function plantillaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['plantilla'];
  const read = { access: plantilla.READ_PLANTILLA };
  const keep = { access: plantilla.KEEP_PLANTILLA };

  app.get(
    '/api/plantilla/items',
    {
      config: read,
      schema: {
        tags,
        summary: 'Plantilla items (status vacant|filled, office, position, term, paging)',
        querystring: ZPlantillaItemQuery,
        response: { 200: ZPlantillaItemList },
      },
    },
    (req) => plantilla.listItems(deps, req.query),
  );
  app.post(
    '/api/plantilla/items',
    { config: keep, schema: { tags, summary: 'Add a plantilla item (vacant)', body: ZPlantillaItemBody, response: { 200: ZPlantillaItemSaved } } },
    (req) => plantilla.createItem(deps, req.actor!, req.body),
  );
  app.put(
    '/api/plantilla/items/:id',
    {
      config: keep,
      schema: {
        tags,
        summary: 'Edit a plantilla item (its incumbent changes by appointment)',
        params: ZIdParams,
        body: ZPlantillaItemBody,
        response: { 200: ZPlantillaItemSaved },
      },
    },
    (req) => plantilla.updateItem(deps, req.actor!, req.params.id, req.body),
  );
  return Promise.resolve();
}
