import type { FastifyInstance } from 'fastify';
import { auditTrailApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import * as repo from './audit-trail.repo';

// The audit trail (/settings/audit-trail): every change to personnel, leave, attendance, payroll
// and settings, with who, when, and the row before and after; and every read of someone else's
// personal data (Data Privacy Act), found by the person read.
export default function auditTrailRoutes(app: FastifyInstance): void {
  const deps = app.deps;

  serve(app, auditTrailApi.list, { access: ['SETTINGS'], tags: ['audit trail'] }, async (req) => {
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
  });
}
