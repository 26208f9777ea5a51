import { withTransaction, type Queryable } from '@hris/db';
import { newSealedTotpSecret } from '../../lib/secret-box';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { newPasswordToken, newPasswordTokens, signOutEverywhere } from '../auth';
import { refuseAdministratorsThing, refuseApprovalRoles, refuseViewsNotHeld } from '../roles';
import { requestEmailChange } from './email-change.service';
import * as repo from './user-admin.repo';

// Managing other people's accounts (/settings/admin/users). A new account gets no password:
// its owner sets one from the invitation link, through the same page as a password reset.

const INVITATION_HOURS = 72;

async function mustFind(deps: Deps, id: number) {
  const row = await repo.findById(deps.db, deps.clock.now(), id);
  if (!row) throw AppError.notFound('The user was not found.');
  return row;
}

async function checkLinks(deps: Deps, body: { email?: string; role_ids?: number[]; personnel_id?: number | null }, selfId?: number) {
  if (body.email) {
    const owner = await repo.emailTakenBy(deps.db, body.email);
    if (owner && owner !== selfId) throw AppError.validation('email', 'The email has already been taken.');
  }
  if (body.role_ids?.length) {
    const found = await repo.existingIds(deps.db, 'roles', body.role_ids);
    if (found.length !== new Set(body.role_ids).size) throw AppError.validation('role_ids', 'One of the selected roles is invalid.');
  }
  if (body.personnel_id != null) {
    if (!(await repo.existingIds(deps.db, 'personnel', [body.personnel_id])).length)
      throw AppError.validation('personnel_id', 'The selected personnel record is invalid.');
    const linked = await repo.personnelLinkedTo(deps.db, body.personnel_id);
    if (linked && linked !== selfId) throw AppError.validation('personnel_id', 'This personnel record already has an account.');
  }
}

/** The invitation e-mail: the link to set the password, then sign in with a code each time. */
const invitation = (deps: Deps, user: { email: string; name: string }, token: string) => ({
  to: user.email,
  subject: 'Your HRIS account',
  text: `Good day, ${user.name}.\n\nAn account has been made for you in the university's HRIS. Set your password within ${INVITATION_HOURS} hours here:\n${deps.config.publicUrl}/verify_token?token=${token}&invite=1\n\nAfter that, sign in with this e-mail address and your password; a code will be e-mailed to you each time.\n`,
});

async function sendInvitation(deps: Deps, user: { id: number; email: string; name: string }) {
  await deps.mailer.send(invitation(deps, user, await newPasswordToken(deps, user.id, INVITATION_HOURS)));
}

export async function listUsers(
  deps: Deps,
  q: { term?: string; page: number; per_page: number; role_id?: number; is_active?: boolean; kind?: 'staff' | 'applicant' },
) {
  const { rows, total } = await repo.list(deps.db, deps.clock.now(), {
    term: q.term && q.term.length > 2 ? q.term : undefined,
    roleId: q.role_id,
    isActive: q.is_active,
    kind: q.kind,
    page: q.page,
    perPage: q.per_page,
  });
  return { users: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

export async function getUser(deps: Deps, id: number) {
  return { user: await mustFind(deps, id) };
}

/** Creates an account and e-mails its owner a link to set the password. */
export async function createUser(deps: Deps, actor: Actor, body: { name: string; email: string; role_ids: number[]; personnel_id?: number | null }) {
  await checkLinks(deps, body);
  refuseViewsNotHeld(
    actor,
    (await repo.viewsOfRoles(deps.db, body.role_ids)).flatMap((r) => r.views),
  );
  await refuseApprovalRoles(deps.db, actor, body.role_ids, 'give');
  const id = await withTransaction(deps.db, async (tx) => {
    const userId = await repo.insertAccount(tx, {
      name: body.name,
      email: body.email,
      personnelId: body.personnel_id ?? null,
      twoFactorSecret: newSealedTotpSecret(deps.config.dataKey),
    });
    await repo.setRoles(tx, userId, body.role_ids);
    return userId;
  });
  const after = await mustFind(deps, id);
  await sendInvitation(deps, after);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'user', entityId: id, after, ip: actor.ip });
  return { message: `The account has been made and an invitation was sent to ${after.email}.`, user: after };
}

/** The role every imported employee's account gets: what the demo's and a new installation's employees hold. */
export const EMPLOYEE_ROLE = 'Employee';

/**
 * Accounts for employees brought in by an import (issue 41), made in the import's transaction: each with the Employee
 * role, no password (the invitation sets it) and its own two-factor secret. The importer must hold the role's views.
 */
export async function makeEmployeeAccounts(deps: Deps, tx: Queryable, actor: Actor, people: { personnelId: number; name: string; email: string }[]) {
  if (!people.length) return [];
  const roleId = await repo.roleIdNamed(tx, EMPLOYEE_ROLE);
  if (!roleId) throw AppError.validation('invite', `There is no ${EMPLOYEE_ROLE} role to give the new accounts. Add it under Settings → Roles.`);
  refuseViewsNotHeld(
    actor,
    (await repo.viewsOfRoles(tx, [roleId])).flatMap((r) => r.views),
  );
  const made: { id: number; name: string; email: string }[] = [];
  for (const p of people) {
    const id = await repo.insertAccount(tx, {
      name: p.name,
      email: p.email,
      personnelId: p.personnelId,
      twoFactorSecret: newSealedTotpSecret(deps.config.dataKey),
    });
    made.push({ id, name: p.name, email: p.email });
  }
  await repo.giveRole(
    tx,
    made.map((m) => m.id),
    roleId,
  );
  return made;
}

/** The invitations of accounts made and committed (each a link to set the password, then sign in with 2FA). */
export async function inviteAccounts(deps: Deps, accounts: { id: number; name: string; email: string }[]) {
  const tokens = await newPasswordTokens(
    deps,
    accounts.map((a) => a.id),
    INVITATION_HOURS,
  );
  await deps.mailer.queueMany(accounts.map((a, i) => invitation(deps, a, tokens[i]!)));
}

/**
 * Refuses what would let the caller raise their own privileges: nobody changes their own roles or
 * personnel link, nobody gives a role with a view they do not hold, and only an administrator
 * changes an administrator's account.
 */
async function checkAccountChange(deps: Deps, actor: Actor, before: repo.UserAdminRow, change: { roleIds?: number[]; personnelChanges: boolean }) {
  refuseAdministratorsThing(actor, await repo.viewsOfUser(deps.db, before.id), "an administrator's account");
  const own = before.id === actor.userId;
  if (change.roleIds) {
    if (own) throw AppError.forbidden('You cannot change your own roles. Ask another administrator.');
    const held = new Set(before.roles.map((r) => r.id));
    const added = change.roleIds.filter((id) => !held.has(id));
    refuseViewsNotHeld(
      actor,
      (await repo.viewsOfRoles(deps.db, added)).flatMap((r) => r.views),
    );
    await refuseApprovalRoles(deps.db, actor, added, 'give');
    const kept = new Set(change.roleIds);
    await refuseApprovalRoles(
      deps.db,
      actor,
      [...held].filter((id) => !kept.has(id)),
      'take away',
    );
  }
  if (change.personnelChanges && own)
    throw AppError.forbidden('You cannot change the personnel record linked to your own account. Ask another officer of the HR office.');
}

const sameIds = (a: number[], b: number[]) => {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((id) => y.has(id));
};

/** Edits an account; a new sign-in address waits for the link e-mailed to it (fields left out stay as they are). */
export async function updateUser(
  deps: Deps,
  actor: Actor,
  id: number,
  body: { name?: string; email?: string; role_ids?: number[]; personnel_id?: number | null },
) {
  const before = await mustFind(deps, id);
  await checkLinks(deps, body, id);
  // The edit form sends every field: what equals the stored value is no change.
  const roleIds =
    body.role_ids &&
    !sameIds(
      body.role_ids,
      before.roles.map((r) => r.id),
    )
      ? body.role_ids
      : undefined;
  const personnelChanges = body.personnel_id !== undefined && body.personnel_id !== (before.personnel?.id ?? null);
  const newEmail = body.email !== undefined && body.email.toLowerCase() !== before.email.toLowerCase() ? body.email : undefined;
  await checkAccountChange(deps, actor, before, { roleIds, personnelChanges });
  await withTransaction(deps.db, async (tx) => {
    const values: repo.AccountChange = {};
    if (body.name !== undefined) values.name = body.name;
    if (personnelChanges) values.personnelId = body.personnel_id;
    if (Object.keys(values).length) await repo.updateAccount(tx, id, values, deps.clock.now());
    if (roleIds) await repo.setRoles(tx, id, roleIds);
  });
  deps.authCache.invalidate(`user:${id}`);
  const updated = await mustFind(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'user', entityId: id, before, after: updated, ip: actor.ip });
  if (!newEmail) return { message: 'The account has been updated.', user: updated };
  await requestEmailChange(deps, actor, updated, newEmail);
  return {
    message: `The account has been updated. A confirmation link was sent to ${newEmail}; the sign-in address changes when it is opened (within 24 hours).`,
    user: await mustFind(deps, id),
  };
}

/** Deactivating ends every session of the account at once; reactivating lets its owner sign in again. */
export async function setActive(deps: Deps, actor: Actor, id: number, active: boolean) {
  const before = await mustFind(deps, id);
  if (id === actor.userId && !active) throw AppError.validation('is_active', 'You cannot deactivate your own account.');
  refuseAdministratorsThing(actor, await repo.viewsOfUser(deps.db, id), "an administrator's account");
  await repo.updateAccount(deps.db, id, { isActive: active }, deps.clock.now());
  if (active) deps.authCache.invalidate(`user:${id}`);
  else await signOutEverywhere(deps, id);
  const after = await mustFind(deps, id);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: active ? 'reactivate' : 'deactivate',
    entity: 'user',
    entityId: id,
    before: { is_active: before.is_active },
    after: { is_active: active },
    ip: actor.ip,
  });
  return { message: active ? 'The account has been reactivated.' : 'The account has been deactivated.', user: after };
}

/** A new two-factor secret (for a lost authenticator): old codes stop working and sessions end. */
export async function resetTwoFactor(deps: Deps, actor: Actor, id: number) {
  const user = await mustFind(deps, id);
  refuseAdministratorsThing(actor, await repo.viewsOfUser(deps.db, id), "an administrator's account");
  await repo.updateAccount(deps.db, id, { twoFactorSecret: newSealedTotpSecret(deps.config.dataKey), twoFactorLastStep: 0 }, deps.clock.now());
  await signOutEverywhere(deps, id);
  await deps.mailer.send({
    to: user.email,
    subject: 'Your HRIS two-factor sign-in was reset',
    text: `Good day, ${user.name}.\n\nThe HRIS administrator reset your two-factor sign-in. Your next sign-in e-mails you a new code. If you did not ask for this, tell the HR office.\n`,
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'reset_2fa', entity: 'user', entityId: id, ip: actor.ip });
  return { message: 'Two-factor sign-in has been reset and the user signed out everywhere.' };
}

export async function resendInvitation(deps: Deps, actor: Actor, id: number) {
  const user = await mustFind(deps, id);
  await sendInvitation(deps, user);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'invitation_sent', entity: 'user', entityId: id, ip: actor.ip });
  return { message: `A new invitation was sent to ${user.email}.` };
}

export async function signInHistory(deps: Deps, id: number, q: { page: number; per_page: number }) {
  await mustFind(deps, id);
  const { rows, total } = await repo.signIns(deps.db, id, q.page, q.per_page);
  return { sign_ins: rows, meta: { page: q.page, per_page: q.per_page, total } };
}
