import type { FastifyInstance } from 'fastify';
import { notificationsApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import * as notifications from './notifications.service';

export default function notificationsRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const signedIn = { access: 'signed-in' as const, tags: ['notifications'] };

  serve(app, notificationsApi.mine, signedIn, (req) => notifications.listMine(deps, req.actor!));
  serve(app, notificationsApi.markRead, signedIn, (req) => notifications.markMineRead(deps, req.actor!, req.body?.ids));
  serve(app, notificationsApi.announce, { access: ['ADMIN'], tags: ['notifications'] }, (req) => notifications.announce(deps, req.actor!, req.body));
}
