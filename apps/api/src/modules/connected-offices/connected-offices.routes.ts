import type { FastifyInstance } from 'fastify';
import { connectedOfficesApi } from '@hris/contracts';
import * as connected from './connected-offices.service';
import { serve } from '../../lib/serve';

// The connected office (SPEC.md §2 My Account → connectedoffice, view group PDS): the employee's offices and their
// requests to be connected to another; the heads' list of the people connected to their offices.

export default function connectedOfficesRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const config = { access: ['PDS'] as const, tags: ['connected offices'] };

  serve(app, connectedOfficesApi.mine, config, (req) => connected.mine(deps, req.actor!));
  serve(app, connectedOfficesApi.request, config, (req) => connected.requestConnection(deps, req.actor!, req.body));
  serve(app, connectedOfficesApi.cancel, config, (req) => connected.cancel(deps, req.actor!, req.params.id));
  serve(app, connectedOfficesApi.end, config, (req) => connected.end(deps, req.actor!, req.params.id));
  serve(app, connectedOfficesApi.people, config, (req) => connected.people(deps, req.actor!));
  return Promise.resolve();
}
