import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAppealAnswer, ZAppealList, ZAppealSaved, ZIdParams, ZRequestListQuery, ZTimeLogAppealBody } from '@hris/contracts';
import * as appeals from './appeals.service';

export default function appealsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['time-log appeals'];
  // Who sees which appeals (own, department, everyone's) is decided by the scope rules in the service.
  const signedIn = { access: 'signed-in' as const };
  const listQuery = ZRequestListQuery;

  app.get(
    '/api/time-log-appeals',
    {
      config: signedIn,
      schema: { tags, summary: 'Appeals: mine, my department’s (heads) or everyone’s (eDATS admin)', querystring: listQuery, response: { 200: ZAppealList } },
    },
    (req) => {
      const { scope, ...q } = req.query;
      return appeals.listAppeals(deps, req.actor!, scope, q);
    },
  );
  app.get(
    '/api/time-log-appeals/:id',
    { config: signedIn, schema: { tags, summary: 'One appeal, with the day as the DTR shows it now', params: ZIdParams, response: { 200: ZAppealAnswer } } },
    (req) => appeals.getAppeal(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/time-log-appeals',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'File an appeal for a missing or wrong punch (head recommends, HR approves)',
        body: ZTimeLogAppealBody,
        response: { 200: ZAppealSaved },
      },
    },
    (req) => appeals.fileAppeal(deps, req.actor!, req.body),
  );
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
