import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookupItemAnswer, lookupItemSaved, lookupListAnswer, ZId, ZIdParams, ZListQuery, ZLookupRowBase, ZMessage, zName } from '@hris/contracts';
import type { LookupDefinition } from './lookup-definition';
import type { Access } from '../../plugins/auth';
import * as lookups from './lookups.service';

/** The row a list answers, from its definition: id, the name field, its extras, and for approvable lists status and creator. */
export function rowSchemaOf(def: LookupDefinition) {
  const shape: Record<string, z.ZodType> = { id: z.number().int(), [def.nameField]: z.string() };
  for (const e of def.extras ?? []) shape[e.field] = e.answer;
  const row = z.object(shape);
  return def.approvable ? row.extend({ status: ZLookupRowBase.shape.status.unwrap(), created_by_user_id: z.number().int().nullable() }) : row;
}

/**
 * A list's page under its own field (`countries`, `work_companies`…). The field is known when the
 * routes are registered, not to TypeScript, which sees the answer as an open record.
 */
export function listSchemaOf(def: LookupDefinition, field = def.field): z.ZodType<Record<string, unknown>> {
  return lookupListAnswer(field, rowSchemaOf(def));
}

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
  const row = rowSchemaOf(def);
  const saved = { 200: lookupItemSaved(row) };
  // An entry deleted meanwhile reads back as null.
  const changed = { 200: lookupItemSaved(row.nullable()) };

  app.get(
    base,
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: `List ${def.field} (term, page, per_page)`, querystring: ZQuery, response: { 200: listSchemaOf(def) } },
    },
    (req) => lookups.listLookup(deps, def, req.actor!, req.query),
  );
  app.get(
    `${base}/:id`,
    { config: { access: 'signed-in' }, schema: { tags, summary: `One ${def.label}`, params: ZIdParams, response: { 200: lookupItemAnswer(row) } } },
    (req) => lookups.getLookup(deps, def, req.actor!, req.params.id),
  );
  if (opts.readOnly) return;
  app.post(base, { config: createAccess, schema: { tags, summary: `Add a ${def.label}`, body: create, response: saved } }, (req) =>
    lookups.createLookup(deps, def, req.actor!, req.body),
  );
  app.put(`${base}/:id`, { config: manage, schema: { tags, summary: `Edit a ${def.label}`, params: ZIdParams, body: update, response: changed } }, (req) =>
    lookups.updateLookup(deps, def, req.actor!, req.params.id, req.body),
  );
  app.delete(`${base}/:id`, { config: manage, schema: { tags, summary: `Delete a ${def.label}`, params: ZIdParams, response: { 200: ZMessage } } }, (req) =>
    lookups.removeLookup(deps, def, req.actor!, req.params.id),
  );
  if (def.approvable) {
    app.put(
      `${base}/:id/approve`,
      { config: manage, schema: { tags, summary: `Approve a ${def.label} an employee typed in`, params: ZIdParams, response: changed } },
      (req) => lookups.approveLookup(deps, def, req.actor!, req.params.id),
    );
  }
}
