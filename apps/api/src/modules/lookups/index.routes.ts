import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEGREE_LEVELS, PAGE_SIZES, ZDegreeLevels, ZListQuery } from '@hris/contracts';
import * as lookups from './lookups.service';
import { appointmentNatures, appointmentPlantillas, appointmentStatuses, LOOKUP_ROUTES, positions } from './lookups.catalog';
import { listSchemaOf, registerLookupRoutes } from './lookups.routes';

const perPage = (fallback: number) => z.coerce.number().int().min(1).max(PAGE_SIZES.fullList).default(fallback);

/** The reference lists, plus the extra readings SPEC.md §7 gives for some of them. */
export default function lookupsRoutes(fastify: FastifyInstance): Promise<void> {
  for (const { def, paths, readOnly } of LOOKUP_ROUTES) {
    for (const path of paths) registerLookupRoutes(fastify, def, path, { readOnly, tag: 'reference lists' });
  }
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['reference lists'];
  const signedIn = { access: 'signed-in' as const };

  app.get(
    '/api/degree/create',
    { config: signedIn, schema: { tags, summary: 'The educational levels a degree belongs to', response: { 200: ZDegreeLevels } } },
    () => ({ levels: [...DEGREE_LEVELS] }),
  );

  // Statuses offered when reclassifying or reappointing; `all` lists every status instead.
  app.get(
    '/api/astatus/for-reclass',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Appointment statuses for reclassification',
        querystring: ZListQuery.extend({ all: z.stringbool().optional(), per_page: perPage(PAGE_SIZES.reclassStatuses) }),
        response: { 200: listSchemaOf(appointmentStatuses) },
      },
    },
    (req) => lookups.listLookup(deps, appointmentStatuses, req.actor!, req.query, req.query.all ? undefined : 'for_reclass'),
  );

  // SPEC.md §7: positions with an optional faculty or staff segment.
  for (const kind of ['faculty', 'staff'] as const) {
    app.get(
      `/api/positions/${kind}`,
      {
        config: signedIn,
        schema: {
          tags,
          summary: `${kind} positions`,
          querystring: ZListQuery.extend({ source: z.string().max(40).optional() }),
          response: { 200: listSchemaOf(positions) },
        },
      },
      (req) => lookups.listLookup(deps, positions, req.actor!, req.query, `kind = '${kind}'`),
    );
  }

  // Recruitment reads the same lists under its own paths and field names.
  const recruitment = [
    { path: '/api/recruitment/applicants/appointment/nature', def: appointmentNatures, field: 'appointment_nature' },
    { path: '/api/recruitment/applicants/appointment/status', def: appointmentStatuses, field: 'current_status' },
    { path: '/api/recruitment/applicants/appointment/plantilla', def: appointmentPlantillas, field: 'appointment_plantilla' },
  ];
  for (const r of recruitment) {
    const querystring = ZListQuery.extend({ per_page: perPage(PAGE_SIZES.fullList) });
    const response = { 200: listSchemaOf(r.def, r.field) };
    app.get(r.path, { config: signedIn, schema: { tags, summary: `Recruitment lookup: ${r.field}`, querystring, response } }, async (req) => {
      const result = await lookups.listLookup(deps, r.def, req.actor!, req.query);
      return { [r.field]: result[r.def.field], meta: result.meta };
    });
  }
  return Promise.resolve();
}
