import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAttendanceRequestQuery, ZIdParams, ZTimeLogAppealBody } from '@hris/contracts';
import * as appeals from './appeals.service';

export default async function appealsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['time-log appeals'];
  // Who sees which appeals (own, department, everyone's) is decided by the scope rules in the service.
  const signedIn = { access: 'signed-in' as const };
  const listQuery = ZAttendanceRequestQuery.extend({ scope: z.enum(['mine', 'department', 'all'], 'The scope must be mine, department or all.').default('mine') });

  app.get('/api/time-log-appeals', { config: signedIn, schema: { tags, summary: 'Appeals: mine, my department’s (heads) or everyone’s (eDATS admin)', querystring: listQuery } }, (req) => {
    const { scope, ...q } = req.query;
    return appeals.listAppeals(deps, req.actor!, scope, q);
  });
  app.get('/api/time-log-appeals/:id', { config: signedIn, schema: { tags, summary: 'One appeal, with the day as the DTR shows it now', params: ZIdParams } }, (req) =>
    appeals.getAppeal(deps, req.actor!, req.params.id),
  );
  app.post('/api/time-log-appeals', { config: signedIn, schema: { tags, summary: 'File an appeal for a missing or wrong punch (head recommends, HR approves)', body: ZTimeLogAppealBody } }, (req) =>
    appeals.fileAppeal(deps, req.actor!, req.body),
  );
}
