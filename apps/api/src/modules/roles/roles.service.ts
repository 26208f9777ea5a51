import { VIEW_GROUPS_BY_MODULE, type TMessage, type TRole, type TRoleList, type TRoleSaved } from '@hris/contracts';
import { withTransaction } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { refuseAdministratorsThing, refuseApprovalRoles, refuseViewsNotHeld } from './role-grants';
import * as repo from './roles.repo';

// Roles hold view groups (SPEC.md §6); nobody adds a view they do not hold (role-grants.ts). A change
// reaches every signed-in holder on their next request: role_views changes announce themselves to every
// instance's session cache (migration 0001).

async function findRole(deps: Deps, id: number): Promise<TRole | null> {
  return repo.findRole(deps.db, id);
}

export async function listRoles(deps: Deps, q: { term?: string; page: number; per_page: number }): Promise<TRoleList> {
  const term = q.term && q.term.length > 2 ? q.term.toLowerCase() : null;
  const { rows, total } = await repo.rolesPage(deps.db, { term, page: q.page, perPage: q.per_page });
  return { roles: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

export function viewGroups() {
  return { groups: Object.entries(VIEW_GROUPS_BY_MODULE).map(([module, views]) => ({ module, views: [...views] })) };
}

async function assertNameFree(deps: Deps, name: string, selfId?: number) {
  const taken = await repo.roleNamed(deps.db, name);
  if (taken !== null && taken !== selfId) throw AppError.validation('name', 'The role name has already been taken.');
}

export async function createRole(deps: Deps, actor: Actor, body: { name: string; views: string[] }): Promise<TRoleSaved> {
  refuseViewsNotHeld(actor, body.views);
  await assertNameFree(deps, body.name);
  const id = await withTransaction(deps.db, async (tx) => {
    const roleId = await repo.insertRole(tx, body.name);
    await repo.setViews(tx, roleId, body.views);
    return roleId;
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
    if (body.name) await repo.renameRole(tx, id, body.name);
    if (body.views) await repo.setViews(tx, id, body.views);
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
  await repo.deleteRole(deps.db, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'roles', entityId: id, before, ip: actor.ip });
  return { message: 'The role has been deleted.' };
}
