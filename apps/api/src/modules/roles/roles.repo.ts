import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { roles, roleViews, type Queryable } from '@hris/db';
import { ZRole, type TRole } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

// Roles and the view groups they hold; which roles an approval chain names.

const ROLE_SELECT = `SELECT r.id, r.name,
            coalesce((SELECT array_agg(view ORDER BY view) FROM role_views WHERE role_id = r.id), '{}') AS views,
            (SELECT count(*)::int FROM user_roles WHERE role_id = r.id) AS users_count`;

export async function findRole(db: Queryable, id: number): Promise<TRole | null> {
  return queryOne(db, ZRole, `${ROLE_SELECT} FROM roles r WHERE r.id = $1`, [id]);
}

/** One page of roles by name (whose name contains `term`, lower case, when given), and how many match. */
export async function rolesPage(db: Queryable, f: { term: string | null; page: number; perPage: number }): Promise<{ rows: TRole[]; total: number }> {
  const rows = await query(
    db,
    ZRole.extend({ total: z.number().int() }),
    `${ROLE_SELECT}, count(*) OVER ()::int AS total
       FROM roles r WHERE ($1::text IS NULL OR lower(r.name) LIKE $1) ORDER BY r.name LIMIT $2 OFFSET $3`,
    [f.term === null ? null : `%${f.term}%`, f.perPage, (f.page - 1) * f.perPage],
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

/** The role of that name (any case), if any. */
export async function roleNamed(db: Queryable, name: string): Promise<number | null> {
  const taken = await queryOne<{ id: number }>(db, `SELECT id FROM roles WHERE lower(name) = lower($1)`, [name]);
  return taken?.id ?? null;
}

export async function insertRole(tx: Queryable, name: string): Promise<number> {
  const [role] = await tx.insert(roles).values({ name }).returning({ id: roles.id });
  return role!.id;
}

export async function renameRole(tx: Queryable, id: number, name: string): Promise<void> {
  await tx.update(roles).set({ name }).where(eq(roles.id, id));
}

/** The role's view groups become exactly these. */
export async function setViews(tx: Queryable, roleId: number, views: string[]): Promise<void> {
  await tx.delete(roleViews).where(eq(roleViews.roleId, roleId));
  if (views.length) await tx.insert(roleViews).values([...new Set(views)].map((view) => ({ roleId, view })));
}

export async function deleteRole(db: Queryable, id: number): Promise<void> {
  await execute(db, `DELETE FROM roles WHERE id = $1`, [id]);
}

export type ApprovalRole = { id: number; name: string; request_types: string[] };

/**
 * Which of these roles act in an approval chain: named by a step of any chain, or by a step of a request under way
 * (a request keeps the steps it started with, so a role taken out of a chain still acts on those). One query.
 */
export async function approvalRolesAmong(q: Queryable, roleIds: readonly number[]): Promise<ApprovalRole[]> {
  return query<ApprovalRole>(
    q,
    `SELECT r.id, r.name, x.request_types
       FROM roles r
       JOIN LATERAL (
         SELECT array_agg(DISTINCT t ORDER BY t) AS request_types FROM (
           SELECT c.request_type AS t FROM approval_chain_steps s JOIN approval_chains c ON c.id = s.chain_id WHERE s.role_id = r.id
           UNION ALL
           SELECT ar.request_type FROM approval_requests ar CROSS JOIN LATERAL jsonb_array_elements(ar.steps) st
            WHERE ar.status = 'pending' AND st->>'actor_kind' = 'role' AND (st->>'role_id')::int = r.id) named
       ) x ON x.request_types IS NOT NULL
      WHERE r.id = ANY($1::int[])
      ORDER BY r.name`,
    [[...new Set(roleIds)]],
  );
}
