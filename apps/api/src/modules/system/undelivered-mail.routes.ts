import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, ZMailRetryAnswer, ZMessage, ZUndeliveredMailList, ZUndeliveredMailQuery } from '@hris/contracts';
import { discardMail, listUndeliveredMail, retryMail } from './undelivered-mail.service';

export default function undeliveredMailRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['system'];
  const admins = { access: ['ADMIN' as const] };

  app.get(
    '/api/system/undelivered-mail',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Mail the server refused or has not taken yet (no bodies)',
        querystring: ZUndeliveredMailQuery,
        response: { 200: ZUndeliveredMailList },
      },
    },
    (req) => listUndeliveredMail(deps, req.query),
  );
  app.post(
    '/api/system/undelivered-mail/:id/retry',
    { config: admins, schema: { tags, summary: 'Try one undelivered message again now', params: ZIdParams, response: { 200: ZMailRetryAnswer } } },
    (req) => retryMail(deps, req.actor!, req.params.id),
  );
  app.delete(
    '/api/system/undelivered-mail/:id',
    { config: admins, schema: { tags, summary: 'Discard one undelivered message', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => discardMail(deps, req.actor!, req.params.id),
  );
}
