import type { Queryable } from '@hris/db';
import { z } from 'zod';
import { ZAuditEntry, type TAuditEntry } from '@hris/contracts';
import { query } from '../../lib/query';
import { SqlParams } from '../../lib/sql';

export type AuditFilter = {
  entity?: string;
  action?: string;
  actorUserId?: number;
  personnelId?: number;
  userId?: number;
  from?: string;
  to?: string;
  term?: string;
  page: number;
  perPage: number;
};

// Whom a row is about. A read of personal data names its subject in `after` (lib/audit.ts auditPersonalRead:
// personnel_id, personnel_ids or user_id); a change names it there or in `before` (service-record lines,
// clearances…), or is the person's own record (entity personnel or pds, user or applicant_profile).
const ABOUT_PERSONNEL = (id: string) =>
  `(a.after->>'personnel_id' = ${id} OR a.before->>'personnel_id' = ${id} OR a.after->'personnel_ids' @> jsonb_build_array(${id}::int)
    OR (a.entity IN ('personnel', 'pds') AND a.entity_id = ${id}))`;
const ABOUT_USER = (id: string) =>
  `(a.after->>'user_id' = ${id} OR a.before->>'user_id' = ${id} OR (a.entity IN ('user', 'applicant_profile') AND a.entity_id = ${id}))`;

/** Audit rows, newest first, with the filters of the audit-trail page. */
export async function list(db: Queryable, f: AuditFilter): Promise<{ rows: TAuditEntry[]; total: number }> {
  const q = new SqlParams();
  const where: string[] = [];
  if (f.entity) where.push(`a.entity = ${q.add(f.entity)}`);
  if (f.action) where.push(`a.action = ${q.add(f.action)}`);
  if (f.actorUserId) where.push(`a.actor_user_id = ${q.add(f.actorUserId)}`);
  if (f.personnelId) where.push(ABOUT_PERSONNEL(`${q.add(String(f.personnelId))}::text`));
  if (f.userId) where.push(ABOUT_USER(`${q.add(String(f.userId))}::text`));
  // Dates are days in Manila: from the start of `from` to the end of `to`.
  if (f.from) where.push(`a.created_at >= (${q.add(f.from)}::date::timestamp AT TIME ZONE 'Asia/Manila')`);
  if (f.to) where.push(`a.created_at < ((${q.add(f.to)}::date + 1)::timestamp AT TIME ZONE 'Asia/Manila')`);
  if (f.term) {
    const like = q.add(`%${f.term}%`);
    where.push(`(a.entity_id = ${q.add(f.term)} OR a.before::text ILIKE ${like} OR a.after::text ILIKE ${like})`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const rows = await query(
    db,
    ZAuditEntry.extend({ __total: z.number().int() }),
    `SELECT a.id, a.action, a.entity, a.entity_id, a.before, a.after, a.ip, a.created_at,
            CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name, 'email', u.email) END AS actor,
            count(*) OVER ()::int AS __total
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
       ${whereSql} ORDER BY a.created_at DESC, a.id DESC LIMIT ${q.add(f.perPage)} OFFSET ${q.add((f.page - 1) * f.perPage)}`,
    q.values,
  );
  return { rows: rows.map(({ __total: _t, ...r }) => r), total: rows[0]?.__total ?? 0 };
}

/** Every kind of record the trail holds, for the page's filter. */
export async function entities(db: Queryable): Promise<string[]> {
  return (await query<{ entity: string }>(db, `SELECT DISTINCT entity FROM audit_log ORDER BY entity`)).map((r) => r.entity);
}
