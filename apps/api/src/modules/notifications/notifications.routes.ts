import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMarkReadBody } from '@hris/contracts';
import * as notifications from './notifications.service';

const ZAnnouncement = z.object({
  user_email: z.string().trim().toLowerCase().max(254).email('The email must be a valid email address.'),
  title: z.string().trim().min(1, 'The title field is required.').max(200, 'The title must not be longer than 200 characters.'),
  description: z.string().trim().max(2000, 'The description must not be longer than 2000 characters.').default(''),
  link: z.string().trim().max(500).regex(/^\//, 'The link must be a path within the system, starting with /.').optional().nullable(),
});

export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['notifications'];

  app.get('/api/notifications', { config: { access: 'signed-in' }, schema: { tags, summary: 'My notifications of the last 10 days, newest first' } }, (req) =>
    notifications.listMine(deps, req.actor!),
  );
  app.post('/api/notifications/read', { config: { access: 'signed-in' }, schema: { tags, summary: 'Mark my notifications read (all, or the ids given)', body: ZMarkReadBody.optional() } }, (req) =>
    notifications.markMineRead(deps, req.actor!, req.body?.ids),
  );
  app.post('/api/notifications', { config: { access: ['ADMIN'] }, schema: { tags, summary: 'Send an announcement to one user', body: ZAnnouncement } }, (req) =>
    notifications.announce(deps, req.actor!, req.body),
  );
}
