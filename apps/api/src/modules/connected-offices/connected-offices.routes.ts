import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZConnectedOfficesAnswer, ZIdParams, ZMessage, ZOfficeConnectionBody, ZOfficeConnectionList, ZOfficeConnectionSaved } from '@hris/contracts';
import * as connected from './connected-offices.service';

// The connected office (SPEC.md §2 My Account → connectedoffice, view group PDS): the employee's offices and their
// requests to be connected to another; the heads' list of the people connected to their offices.

export default function connectedOfficesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['connected offices'];
  const config = { access: ['PDS'] as const };

  app.get(
    '/api/connected-offices',
    {
      config,
      schema: {
        tags,
        summary: 'The offices I belong to or act for (each with why) and my requests to be connected',
        response: { 200: ZConnectedOfficesAnswer },
      },
    },
    (req) => connected.mine(deps, req.actor!),
  );
  app.post(
    '/api/connected-offices',
    {
      config,
      schema: {
        tags,
        summary: "Ask to be connected to another office (decided by that office's head)",
        body: ZOfficeConnectionBody,
        response: { 200: ZOfficeConnectionSaved },
      },
    },
    (req) => connected.requestConnection(deps, req.actor!, req.body),
  );
  app.post(
    '/api/connected-offices/:id/cancel',
    { config, schema: { tags, summary: 'Cancel my request while it is pending', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => connected.cancel(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/connected-offices/:id/end',
    {
      config,
      schema: { tags, summary: "End an approved connection (the employee or the office's head)", params: ZIdParams, response: { 200: ZOfficeConnectionSaved } },
    },
    (req) => connected.end(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/connected-offices/people',
    { config, schema: { tags, summary: 'The people connected to the offices I head or stand in for', response: { 200: ZOfficeConnectionList } } },
    (req) => connected.people(deps, req.actor!),
  );
  return Promise.resolve();
}
