import type { FastifyInstance } from 'fastify';
import { referenceListRoutes, type TReferenceListAddress } from '@hris/contracts';
import type { LookupDefinition } from './lookup-definition';
import type { Access } from '../../plugins/auth';
import { serve } from '../../lib/serve';
import * as lookups from './lookups.service';

/**
 * Registers the list, read, create, update, delete (and approve) routes of one reference list at `address` (SPEC.md
 * §7's generic pattern), each from its route-table entry (`referenceListRoutes`). Reading is open to every signed-in
 * user, as the pickers need it; changing needs the list's manage views, except that employees may propose entries of
 * approvable lists.
 */
export function registerLookupRoutes(app: FastifyInstance, def: LookupDefinition, address: TReferenceListAddress, tag: string) {
  const deps = app.deps;
  const tags = [tag];
  const routes = referenceListRoutes(address);
  const manage: { access: Access } = { access: def.manageViews };
  const createAccess: { access: Access } = def.approvable ? { access: 'signed-in' } : manage;
  // The table's list query is the general one; the list's own filters (degreeId) are read from it by the service.
  serve(app, routes.list, { access: 'signed-in', tags }, (req) => lookups.listLookup(deps, def, req.actor!, req.query));
  serve(app, routes.one, { access: 'signed-in', tags }, (req) => lookups.getLookup(deps, def, req.actor!, req.params.id));
  serve(app, routes.add, { ...createAccess, tags }, (req) => lookups.createLookup(deps, def, req.actor!, req.body as Record<string, unknown>));
  serve(app, routes.edit, { ...manage, tags }, (req) => lookups.updateLookup(deps, def, req.actor!, req.params.id, req.body as Record<string, unknown>));
  serve(app, routes.remove, { ...manage, tags }, (req) => lookups.removeLookup(deps, def, req.actor!, req.params.id));
  if ('approve' in routes && routes.approve) {
    serve(app, routes.approve, { ...manage, tags }, (req) => lookups.approveLookup(deps, def, req.actor!, req.params.id));
  }
}
