import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZHeaderOffices, ZIdParams, ZOfficeHeaderAnswer, ZOfficeHeaderBody, ZOfficeHeaderSaved } from '@hris/contracts';
import * as header from './header.service';

// The office header (SPEC.md §2 /department/header/setting: Department Header, Unit Header; view group DEPTHEADER).
// The logo is uploaded through POST /api/departments/Head/add-office-logo (departments.routes.ts), under the same rule.

export default function headerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['departments'];
  // The page opens to the same groups as its web route (DEPTHEADER, and the heads' and HR's groups before it existed): the
  // service decides which offices each may set (none for a DTR clerk who heads nothing), so nobody sees a page that cannot load.
  const config = { access: ['DEPTHEADER', 'EDATSDEPTHEAD', 'GENERALSETTINGS'] as const };

  app.get(
    '/api/departments/header-offices',
    { config, schema: { tags, summary: 'The offices and units whose header I set (HR: every office)', response: { 200: ZHeaderOffices } } },
    (req) => header.headerOffices(deps, req.actor!),
  );
  app.get(
    '/api/departments/:id/header',
    { config, schema: { tags, summary: "An office's header as set, and the header it prints", params: ZIdParams, response: { 200: ZOfficeHeaderAnswer } } },
    (req) => header.getHeader(deps, req.actor!, req.params.id),
  );
  app.put(
    '/api/departments/:id/header',
    {
      config,
      schema: {
        tags,
        summary: "Set an office's header: up to four name lines and the address line",
        params: ZIdParams,
        body: ZOfficeHeaderBody,
        response: { 200: ZOfficeHeaderSaved },
      },
    },
    (req) => header.saveHeader(deps, req.actor!, req.params.id, req.body),
  );
  return Promise.resolve();
}
