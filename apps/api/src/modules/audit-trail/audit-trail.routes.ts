import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditQuery } from '@hris/contracts';

// The audit trail (/settings/audit-trail): every change to personnel, leave, attendance, payroll
// and settings, with who, when, and the row before and after.
export default async function auditTrailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get('/api/audit-trail', { config: { access: ['SETTINGS'] }, schema: { tags: ['audit trail'], summary: 'Audit rows with filters (entity, action, actor, date range, term)', querystring: ZAuditQuery } }, async (req) => {
    const q = req.query;
    const where: string[] = [];
    const params: unknown[] = [];
    const p = (v: unknown) => (params.push(v), `$${params.length}`);
    if (q.entity) where.push(`a.entity = ${p(q.entity)}`);
    if (q.action) where.push(`a.action = ${p(q.action)}`);
    if (q.actor_user_id) where.push(`a.actor_user_id = ${p(q.actor_user_id)}`);
    // Dates are days in Manila: from the start of `from` to the end of `to`.
    if (q.from) where.push(`a.created_at >= (${p(q.from)}::date::timestamp AT TIME ZONE 'Asia/Manila')`);
    if (q.to) where.push(`a.created_at < ((${p(q.to)}::date + 1)::timestamp AT TIME ZONE 'Asia/Manila')`);
    if (q.term && q.term.length > 2) where.push(`(a.entity_id = ${p(q.term)} OR a.before::text ILIKE ${p(`%${q.term}%`)} OR a.after::text ILIKE $${params.length})`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const { rows } = await deps.db.$client.query(
      `SELECT a.id, a.action, a.entity, a.entity_id, a.before, a.after, a.ip, a.created_at,
              CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name, 'email', u.email) END AS actor,
              count(*) OVER ()::int AS __total
         FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
         ${whereSql} ORDER BY a.created_at DESC, a.id DESC LIMIT ${p(q.per_page)} OFFSET ${p((q.page - 1) * q.per_page)}`,
      params,
    );
    const entities = (await deps.db.$client.query(`SELECT DISTINCT entity FROM audit_log ORDER BY entity`)).rows.map((r) => r.entity as string);
    return {
      audit_trail: rows.map(({ __total: _t, ...r }) => r),
      meta: { page: q.page, per_page: q.per_page, total: (rows[0]?.__total as number | undefined) ?? 0 },
      entities,
    };
  });
}
