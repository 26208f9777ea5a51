import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditQuery, ZAuditTrail } from '@hris/contracts';
import * as repo from './audit-trail.repo';

// The audit trail (/settings/audit-trail): every change to personnel, leave, attendance, payroll
// and settings, with who, when, and the row before and after; and every read of someone else's
// personal data (Data Privacy Act), found by the person read.
export default function auditTrailRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/api/audit-trail',
    {
      config: { access: ['SETTINGS'] },
      schema: {
        tags: ['audit trail'],
        summary: 'Audit rows with filters (entity, action, actor, the person a row is about: personnel_id or user_id, date range, term)',
        querystring: ZAuditQuery,
        response: { 200: ZAuditTrail },
      },
    },
    async (req) => {
      const q = req.query;
      const [{ rows, total }, entities] = await Promise.all([
        repo.list(deps.db, {
          entity: q.entity,
          action: q.action,
          actorUserId: q.actor_user_id,
          personnelId: q.personnel_id,
          userId: q.user_id,
          from: q.from,
          to: q.to,
          term: q.term && q.term.length > 2 ? q.term : undefined,
          page: q.page,
          perPage: q.per_page,
        }),
        repo.entities(deps.db),
      ]);
      return { audit_trail: rows, meta: { page: q.page, per_page: q.per_page, total }, entities };
    },
  );
}
