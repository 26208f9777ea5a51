import type { FastifyInstance } from 'fastify';
import { DEGREE_LEVELS, lookupsApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import * as lookups from './lookups.service';
import { appointmentNatures, appointmentPlantillas, appointmentStatuses, LOOKUP_ROUTES, positions } from './lookups.catalog';
import { registerLookupRoutes } from './lookups.routes';

/** The reference lists, plus the extra readings SPEC.md §7 gives for some of them. */
export default function lookupsRoutes(app: FastifyInstance): Promise<void> {
  for (const { def, address } of LOOKUP_ROUTES) registerLookupRoutes(app, def, address, 'reference lists');
  const deps = app.deps;
  const tags = ['reference lists'];
  const signedIn = { access: 'signed-in' as const, tags };

  serve(app, lookupsApi.degreeLevels, signedIn, () => ({ levels: [...DEGREE_LEVELS] }));
  // Statuses offered when reclassifying or reappointing; `all` lists every status instead.
  serve(app, lookupsApi.reclassStatuses, signedIn, (req) =>
    lookups.listLookup(deps, appointmentStatuses, req.actor!, req.query, req.query.all ? undefined : 'for_reclass'),
  );
  // SPEC.md §7: positions with an optional faculty or staff segment.
  for (const [route, kind] of [
    [lookupsApi.facultyPositions, 'faculty'],
    [lookupsApi.staffPositions, 'staff'],
  ] as const) {
    serve(app, route, signedIn, (req) => lookups.listLookup(deps, positions, req.actor!, req.query, `kind = '${kind}'`));
  }
  // Recruitment reads the same lists under its own paths and field names.
  for (const [route, def, field] of [
    [lookupsApi.recruitmentNatures, appointmentNatures, 'appointment_nature'],
    [lookupsApi.recruitmentStatuses, appointmentStatuses, 'current_status'],
    [lookupsApi.recruitmentPlantillas, appointmentPlantillas, 'appointment_plantilla'],
  ] as const) {
    serve(app, route, signedIn, async (req) => {
      const result = await lookups.listLookup(deps, def, req.actor!, req.query);
      return { [field]: result[def.field], meta: result.meta };
    });
  }
  return Promise.resolve();
}
