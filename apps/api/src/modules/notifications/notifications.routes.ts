import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAnnouncementBody, ZMarkReadAnswer, ZMarkReadBody, ZNotificationAnswer, ZNotificationList } from '@hris/contracts';
import * as notifications from './notifications.service';

export default function notificationsRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'My notifications of the last 10 days, newest first', response: { 200: ZNotificationList } } },
    (req) => notifications.listMine(deps, req.actor!),
  );
  app.post(
    '/api/notifications/read',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Mark my notifications read (all, or the ids given)', body: ZMarkReadBody.optional(), response: { 200: ZMarkReadAnswer } },
    },
    (req) => notifications.markMineRead(deps, req.actor!, req.body?.ids),
  );
  app.post(
    '/api/notifications',
    {
      config: { access: ['ADMIN'] },
      schema: { tags, summary: 'Send an announcement to one user', body: ZAnnouncementBody, response: { 200: ZNotificationAnswer } },
    },
    (req) => notifications.announce(deps, req.actor!, req.body),
  );
}
