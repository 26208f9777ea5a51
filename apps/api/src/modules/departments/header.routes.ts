import type { FastifyInstance } from 'fastify';
import { departmentsApi } from '@hris/contracts';
import * as header from './header.service';
import { serve } from '../../lib/serve';

// The office header (SPEC.md §2 /department/header/setting: Department Header, Unit Header; view group DEPTHEADER).
// The logo is uploaded through POST /api/departments/Head/add-office-logo (departments.routes.ts), under the same rule.

export default function headerRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  // The page opens to the same groups as its web route (DEPTHEADER, and the heads' and HR's groups before it existed): the
  // service decides which offices each may set (none for a DTR clerk who heads nothing), so nobody sees a page that cannot load.
  const config = { access: ['DEPTHEADER', 'EDATSDEPTHEAD', 'GENERALSETTINGS'] as const, tags: ['departments'] };

  serve(app, departmentsApi.headerOffices, config, (req) => header.headerOffices(deps, req.actor!));
  serve(app, departmentsApi.header, config, (req) => header.getHeader(deps, req.actor!, req.params.id));
  serve(app, departmentsApi.setHeader, config, (req) => header.saveHeader(deps, req.actor!, req.params.id, req.body));
  return Promise.resolve();
}
