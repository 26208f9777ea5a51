import { randomUUID } from 'node:crypto';
import { LIMITS, MESSAGES, type TUpdateInfoBody, type TUpdatePasswordBody } from '@hris/contracts';
import { verifyPassword } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { acceptUpload, EXTENSION } from '../../lib/upload-check';
import * as repo from './users.repo';
import { signedFileUrl } from '../../lib/signed-files';
import { buildCurrentUser, hashNewPassword, signOutEverywhere, tellPasswordChanged } from '../auth';

export const DEFAULT_AVATAR = '/avatar-default.svg';

/** GET /api/users/me, served from the instance's cache while nothing about the user changed. */
export async function me(deps: Deps, actor: Actor) {
  let user = deps.authCache.getMe(actor.userId);
  if (!user) {
    const readAt = deps.authCache.generation();
    user = await buildCurrentUser(deps, actor.userId);
    deps.authCache.setMe(actor.userId, user, readAt);
  }
  return { user, default_avatar: DEFAULT_AVATAR, base_url: deps.config.publicUrl };
}

/** Updates the caller's own name and contact number. */
export async function updateInfo(deps: Deps, actor: Actor, body: TUpdateInfoBody) {
  const before = await repo.findUser(deps.db, actor.userId);
  await repo.updateUser(deps.db, actor.userId, { name: body.name, mobileNo: body.mobile_no || null }, deps.clock.now());
  deps.authCache.invalidate(`user:${actor.userId}`);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'user',
    entityId: actor.userId,
    before: { name: before?.name, mobile_no: before?.mobileNo },
    after: body,
    ip: actor.ip,
  });
  return { message: 'Your profile has been updated.', user: await buildCurrentUser(deps, actor.userId) };
}

/** Changes the caller's password (the current one is required) and ends their other sessions. */
export async function updatePassword(deps: Deps, actor: Actor, body: TUpdatePasswordBody) {
  const user = await repo.findUser(deps.db, actor.userId);
  if (!user || !(await verifyPassword(body.current_password, user.passwordHash))) {
    throw AppError.validation('current_password', 'The current password is incorrect.');
  }
  await repo.updateUser(deps.db, actor.userId, { passwordHash: await hashNewPassword(body.password) }, deps.clock.now());
  await signOutEverywhere(deps, actor.userId, actor.sessionId);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'password_changed', entity: 'user', entityId: actor.userId, ip: actor.ip });
  await tellPasswordChanged(deps, user);
  return { message: 'Your password has been changed.' };
}

const AVATAR_FIT = { width: 512, height: 512 };

/** Stores a new avatar after checking its bytes (png or jpeg, at most 2 MB). */
export async function uploadAvatar(deps: Deps, actor: Actor, bytes: Buffer | null) {
  if (!bytes) throw AppError.validation('avatar', MESSAGES.saveWithoutFile);
  // Kept re-encoded and scaled into 512×512: the app shows a photo at most a few hundred pixels wide
  // (twice that on a high-density screen), and every page that shows it downloads it.
  const { kind, bytes: kept } = await acceptUpload(bytes, { kinds: ['png', 'jpeg'], maxBytes: LIMITS.avatarBytes, field: 'avatar', fit: AVATAR_FIT });
  const key = `avatars/${randomUUID()}.${EXTENSION[kind]}`;
  await deps.storage.put(key, kept);
  const before = await repo.findUser(deps.db, actor.userId);
  await repo.updateUser(deps.db, actor.userId, { avatarKey: key }, deps.clock.now());
  deps.authCache.invalidate(`user:${actor.userId}`);
  if (before?.avatarKey) await deps.storage.remove(before.avatarKey).catch(() => undefined);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'avatar_changed',
    entity: 'user',
    entityId: actor.userId,
    before: before?.avatarKey,
    after: key,
    ip: actor.ip,
  });
  return { message: 'Your photo has been updated.', avatar_path: signedFileUrl(deps, key) };
}
