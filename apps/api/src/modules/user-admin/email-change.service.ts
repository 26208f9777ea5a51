import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { TMessage } from '@hris/contracts';
import type { Deps } from '../../lib/deps';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/db-errors';
import * as repo from './user-admin.repo';

// A sign-in address is where password resets and sign-in codes go, so whoever changes it could take the
// account over (issue 15). The new address counts only once its owner opens the link sent to it, and
// the old address is told when the change is asked for and again when it is made. Sessions go on: the
// person is the same.

const LINK_HOURS = 24;
const INVALID_LINK = 'This confirmation link is not valid or has expired. Ask the HR office to change the address again.';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Stores the pending change (replacing an older one), e-mails the link to the new address and tells the old one. */
export async function requestEmailChange(deps: Deps, actor: Actor, user: { id: number; name: string; email: string }, newEmail: string) {
  const token = randomBytes(32).toString('base64url');
  await repo.replacePendingEmailChange(deps.db, {
    userId: user.id,
    newEmail,
    tokenHash: sha256(token),
    requestedByUserId: actor.userId,
    expiresAt: new Date(deps.clock.now().getTime() + LINK_HOURS * 3600_000),
  });
  const requester = actor.userId === user.id ? 'You' : ((await repo.findById(deps.db, deps.clock.now(), actor.userId))?.name ?? 'The HR office');
  await deps.mailer.send({
    to: newEmail,
    subject: 'Confirm your new HRIS sign-in address',
    text: `Good day, ${user.name}.\n\nYour HRIS sign-in address is to change from ${user.email} to this address. Open this link within ${LINK_HOURS} hours to confirm it:\n${deps.config.publicUrl}/confirm-email?token=${token}\n\nUntil then you sign in with ${user.email}. If you did not expect this, ignore this message and tell the HR office.\n`,
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'A change of your HRIS sign-in address was asked for',
    text: `Good day, ${user.name}.\n\n${requester} asked to change your HRIS sign-in address to ${newEmail}. It changes only when the link sent to that address is opened within ${LINK_HOURS} hours; until then you sign in with this address.\n\nIf you did not ask for this, tell the HR office at once.\n`,
  });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'email_change_requested',
    entity: 'user',
    entityId: user.id,
    before: { email: user.email },
    after: { pending_email: newEmail },
    ip: actor.ip,
  });
}

/** Opens the link: the account moves to the new address, and the old address is told. */
export async function confirmEmailChange(deps: Deps, token: string, ip?: string): Promise<TMessage> {
  const change = await repo.findEmailChange(deps.db, sha256(token), deps.clock.now());
  if (!change || change.used || change.expired) throw AppError.validation('token', INVALID_LINK);
  const user = await repo.findById(deps.db, deps.clock.now(), change.user_id);
  if (!user) throw AppError.validation('token', INVALID_LINK);
  const taken = `The address ${change.new_email} is now used by another account, so the change cannot be made. Ask the HR office.`;
  const owner = await repo.emailTakenBy(deps.db, change.new_email);
  if (owner && owner !== user.id) throw AppError.validation('token', taken);
  let applied: boolean;
  try {
    applied = await repo.applyEmailChange(deps.db, change.id, user.id, change.new_email, deps.clock.now());
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw AppError.validation('token', taken);
    throw err;
  }
  if (!applied) throw AppError.validation('token', INVALID_LINK);
  deps.authCache.invalidate(`user:${user.id}`);
  await deps.mailer.send({
    to: user.email,
    subject: 'Your HRIS sign-in address was changed',
    text: `Good day, ${user.name}.\n\nYour HRIS sign-in address was changed to ${change.new_email}. Sign in with that address from now on; codes and password resets go there.\n\nIf you did not expect this, tell the HR office at once.\n`,
  });
  await writeAudit(deps.db, {
    actorUserId: null,
    action: 'email_changed',
    entity: 'user',
    entityId: user.id,
    before: { email: user.email },
    after: { email: change.new_email },
    ip,
  });
  return { message: `The sign-in address is now ${change.new_email}. Sign in with it from now on.` };
}
