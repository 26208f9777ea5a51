import type { FastifyInstance } from 'fastify';
import { systemApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import { discardMail, listUndeliveredMail, retryMail } from './undelivered-mail.service';

export default function undeliveredMailRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const tags = ['system'];
  const admins = { access: ['ADMIN' as const] };

  serve(app, systemApi.undeliveredMail, { ...admins, tags }, (req) => listUndeliveredMail(deps, req.query));
  serve(app, systemApi.retryMail, { ...admins, tags }, (req) => retryMail(deps, req.actor!, req.params.id));
  serve(app, systemApi.dropMail, { ...admins, tags }, (req) => discardMail(deps, req.actor!, req.params.id));
}
