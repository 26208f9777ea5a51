import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZId, ZIdParams, ZListQuery, zName } from '@hris/contracts';
import type { LookupDefinition } from './lookup-definition';
import type { Access } from '../../plugins/auth';
import * as lookups from './lookups.service';


/** Body schema of a list's create (all required) and update (all optional) forms. */
function bodySchemas(def: LookupDefinition) {
  const shape: Record<string, z.ZodType> = { [def.nameField]: zName(def.label, def.nameField === 'fullname' ? 300 : 200) };
  for (const e of def.extras ?? []) shape[e.field] = e.schema;
  const create = z.object(shape);
  return { create, update: create.partial() };
}

/**
 * Registers the list, read, create, update, delete (and approve) routes of one reference list
 * under `base` (SPEC.md §7's generic pattern). Reading is open to every signed-in user, as the
 * pickers need it; changing needs the list's manage views, except that employees may propose
 * entries of approvable lists.
 */
export function registerLookupRoutes(fastify: FastifyInstance, def: LookupDefinition, base: string, opts: { readOnly?: boolean; tag: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = [opts.tag];
  const filterShape: Record<string, z.ZodType> = { status: z.enum(['approved', 'pending']).optional() };
  for (const e of def.extras ?? []) if (e.filterParam) filterShape[e.filterParam] = ZId.optional();
  const ZQuery = ZListQuery.extend(filterShape) as unknown as typeof ZListQuery;
  const { create, update } = bodySchemas(def);
  const manage: { access: Access } = { access: def.manageViews };
  const createAccess: { access: Access } = def.approvable ? { access: 'signed-in' } : manage;

  app.get(base, { config: { access: 'signed-in' }, schema: { tags, summary: `List ${def.field} (term, page, per_page)`, querystring: ZQuery } }, (req) =>
    lookups.listLookup(deps, def, req.actor!, req.query),
  );
  app.get(`${base}/:id`, { config: { access: 'signed-in' }, schema: { tags, summary: `One ${def.label}`, params: ZIdParams } }, (req) =>
    lookups.getLookup(deps, def, req.actor!, req.params.id),
  );
  if (opts.readOnly) return;
  app.post(base, { config: createAccess, schema: { tags, summary: `Add a ${def.label}`, body: create } }, (req) =>
    lookups.createLookup(deps, def, req.actor!, req.body),
  );
  app.put(`${base}/:id`, { config: manage, schema: { tags, summary: `Edit a ${def.label}`, params: ZIdParams, body: update } }, (req) =>
    lookups.updateLookup(deps, def, req.actor!, req.params.id, req.body),
  );
  app.delete(`${base}/:id`, { config: manage, schema: { tags, summary: `Delete a ${def.label}`, params: ZIdParams } }, (req) =>
    lookups.removeLookup(deps, def, req.actor!, req.params.id),
  );
  if (def.approvable) {
    app.put(`${base}/:id/approve`, { config: manage, schema: { tags, summary: `Approve a ${def.label} an employee typed in`, params: ZIdParams } }, (req) =>
      lookups.approveLookup(deps, def, req.actor!, req.params.id),
    );
  }
}
