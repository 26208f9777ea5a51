import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { VIEW_GROUPS_BY_MODULE, ZRole, type TMessage, type TRole, type TRoleList, type TRoleSaved } from '@hris/contracts';
import { roles, roleViews, type Queryable, withTransaction } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { execute, query, queryOne } from '../../lib/query';
import { refuseAdministratorsThing, refuseApprovalRoles, refuseViewsNotHeld } from './role-grants';

// Roles hold view groups (SPEC.md §6); nobody adds a view they do not hold (role-grants.ts). A change
// reaches every signed-in holder on their next request: role_views changes announce themselves to every
// instance's session cache (migration 0001).

async function findRole(deps: Deps, id: number): Promise<TRole | null> {
  return queryOne(
    deps.db,
    ZRole,
    `SELECT r.id, r.name,
            coalesce((SELECT array_agg(view ORDER BY view) FROM role_views WHERE role_id = r.id), '{}') AS views,
            (SELECT count(*)::int FROM user_roles WHERE role_id = r.id) AS users_count
       FROM roles r WHERE r.id = $1`,
    [id],
  );
}

export async function listRoles(deps: Deps, q: { term?: string; page: number; per_page: number }): Promise<TRoleList> {
  const term = q.term && q.term.length > 2 ? `%${q.term.toLowerCase()}%` : null;
  const rows = await query(
    deps.db,
    ZRole.extend({ total: z.number().int() }),
    `SELECT r.id, r.name,
            coalesce((SELECT array_agg(view ORDER BY view) FROM role_views WHERE role_id = r.id), '{}') AS views,
            (SELECT count(*)::int FROM user_roles WHERE role_id = r.id) AS users_count,
            count(*) OVER ()::int AS total
       FROM roles r WHERE ($1::text IS NULL OR lower(r.name) LIKE $1) ORDER BY r.name LIMIT $2 OFFSET $3`,
    [term, q.per_page, (q.page - 1) * q.per_page],
  );
  return { roles: rows.map(({ total: _t, ...r }) => r), meta: { page: q.page, per_page: q.per_page, total: rows[0]?.total ?? 0 } };
}

export function viewGroups() {
  return { groups: Object.entries(VIEW_GROUPS_BY_MODULE).map(([module, views]) => ({ module, views: [...views] })) };
}

async function assertNameFree(deps: Deps, name: string, selfId?: number) {
  const taken = await queryOne<{ id: number }>(deps.db, `SELECT id FROM roles WHERE lower(name) = lower($1)`, [name]);
  if (taken && taken.id !== selfId) throw AppError.validation('name', 'The role name has already been taken.');
}

async function saveViews(tx: Queryable, roleId: number, views: string[]) {
  await tx.delete(roleViews).where(eq(roleViews.roleId, roleId));
  if (views.length) await tx.insert(roleViews).values([...new Set(views)].map((view) => ({ roleId, view })));
}

export async function createRole(deps: Deps, actor: Actor, body: { name: string; views: string[] }): Promise<TRoleSaved> {
  refuseViewsNotHeld(actor, body.views);
  await assertNameFree(deps, body.name);
  const id = await withTransaction(deps.db, async (tx) => {
    const [role] = await tx.insert(roles).values({ name: body.name }).returning({ id: roles.id });
    await saveViews(tx, role!.id, body.views);
    return role!.id;
  });
  const after = await findRole(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'roles', entityId: id, after, ip: actor.ip });
  return { message: 'The role has been saved.', role: after! };
}

export async function updateRole(deps: Deps, actor: Actor, id: number, body: { name?: string; views?: string[] }): Promise<TRoleSaved> {
  const before = await findRole(deps, id);
  if (!before) throw AppError.notFound('The role was not found.');
  refuseAdministratorsThing(actor, before.views, 'a role that holds the administrator’s view (ADMIN)');
  // The edit form sends every field: only what differs from the stored role is a change.
  const renamed = body.name !== undefined && body.name !== before.name;
  const viewsChanged = body.views !== undefined && (body.views.length !== before.views.length || body.views.some((v) => !before.views.includes(v)));
  if (renamed || viewsChanged) await refuseApprovalRoles(deps.db, actor, [id], 'change');
  if (body.views)
    refuseViewsNotHeld(
      actor,
      body.views.filter((view) => !before.views.includes(view)),
    );
  if (body.name) await assertNameFree(deps, body.name, id);
  await withTransaction(deps.db, async (tx) => {
    if (body.name) await tx.update(roles).set({ name: body.name }).where(eq(roles.id, id));
    if (body.views) await saveViews(tx, id, body.views);
  });
  deps.authCache.invalidate('all');
  const after = await findRole(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'roles', entityId: id, before, after, ip: actor.ip });
  return { message: 'The role has been updated.', role: after! };
}

export async function deleteRole(deps: Deps, actor: Actor, id: number): Promise<TMessage> {
  const before = await findRole(deps, id);
  if (!before) throw AppError.notFound('The role was not found.');
  refuseAdministratorsThing(actor, before.views, 'a role that holds the administrator’s view (ADMIN)');
  await refuseApprovalRoles(deps.db, actor, [id], 'delete');
  if (before.users_count > 0) throw AppError.validation('name', `${before.users_count} user(s) still hold this role. Take it from them first.`);
  await execute(deps.db, `DELETE FROM roles WHERE id = $1`, [id]);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'roles', entityId: id, before, ip: actor.ip });
  return { message: 'The role has been deleted.' };
}
