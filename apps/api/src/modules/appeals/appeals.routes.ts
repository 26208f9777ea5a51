import type { FastifyInstance } from 'fastify';
import { appealsApi } from '@hris/contracts';
import * as appeals from './appeals.service';
import { serve } from '../../lib/serve';

export default function appealsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  // Who sees which appeals (own, department, everyone's) is decided by the scope rules in the service.
  const signedIn = { access: 'signed-in' as const, tags: ['time-log appeals'] };

  serve(app, appealsApi.list, signedIn, (req) => {
    const { scope, ...q } = req.query;
    return appeals.listAppeals(deps, req.actor!, scope, q);
  });
  serve(app, appealsApi.one, signedIn, (req) => appeals.getAppeal(deps, req.actor!, req.params.id));
  serve(app, appealsApi.file, signedIn, (req) => appeals.fileAppeal(deps, req.actor!, req.body));
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
