import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, type TLoginBody, type TVerifyBody } from '@hris/contracts';
import { hashPassword, verifyPassword } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import * as repo from './auth.repo';
import { checkCode, codeToSend } from './two-factor';
import { isMaintenanceOn } from '../system/system.service';
import { buildCurrentUser } from '../users/users.service';

export type RequestContext = { ip?: string; userAgent?: string };

const FAILURE_WINDOW_MINUTES = 15;
const CODE_FAILURE_LIMIT = 5;
const RESET_TOKEN_HOURS = 1;

/** The user behind a bearer token, or null: used by every authenticated request and socket. */
export async function actorFromToken(deps: Deps, token: string): Promise<Actor | null> {
  const claims = deps.tokens.verifySession(token);
  if (!claims) return null;
  const cached = deps.authCache.getActor(claims.sid);
  if (cached) return String(cached.userId) === claims.sub ? cached : null;
  const readAt = deps.authCache.generation();
  const row = await repo.findActorBySession(deps.db, claims.sid);
  if (!row || String(row.userId) !== claims.sub) return null;
  const actor = { ...row, sessionId: claims.sid };
  deps.authCache.setActor(claims.sid, actor, readAt);
  return actor;
}

async function refuseDuringMaintenance(deps: Deps, userId: number) {
  if (!(await isMaintenanceOn(deps))) return;
  const views = await repo.viewsOfUser(deps.db, userId);
  if (!views.includes('ADMIN')) throw new AppError(503, MESSAGES.maintenance);
}

async function sendTwoFactorCode(deps: Deps, user: { id: number; email: string; name: string; twoFactorSecret: string; twoFactorLastStep: number }) {
  const code = await codeToSend(user.twoFactorSecret, user.twoFactorLastStep);
  await deps.mailer.send({
    to: user.email,
    subject: 'Your HRIS sign-in code',
    text: `Good day, ${user.name}.\n\nYour verification code is: ${code}\n\nIt expires in 5 minutes. If you did not try to sign in, change your password.\n`,
  });
  // With no mail server configured a newcomer reads the code from the log (issue 2).
  if (deps.mailer.usesOutbox) deps.log.warn(`2FA code for ${user.email}: ${code}`);
}

/** Step one of sign-in: checks the password and e-mails a 6-digit code. */
export async function startSignIn(deps: Deps, body: TLoginBody, ctx: RequestContext) {
  const user = await repo.findUserByEmail(deps.db, body.email);
  if (user && (await repo.countRecentFailures(deps.db, String(user.id), 'sign_in_failed', FAILURE_WINDOW_MINUTES)) >= deps.config.accountFailureLimit) {
    throw AppError.tooMany(MESSAGES.tooManyAttempts);
  }
  const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? null);
  if (!user || !user.isActive || !passwordOk) {
    await writeAudit(deps.db, { actorUserId: null, action: 'sign_in_failed', entity: 'user', entityId: user?.id ?? null, after: { email: body.email }, ip: ctx.ip });
    // The same answer whether or not the account exists.
    throw AppError.unauthorized(MESSAGES.invalidCredentials);
  }
  // A self-registered applicant proves the address first (the password was right, so this tells nothing new).
  if (!user.emailVerifiedAt) throw AppError.validation('email', MESSAGES.emailNotVerified);
  await refuseDuringMaintenance(deps, user.id);
  await sendTwoFactorCode(deps, user);
  await writeAudit(deps.db, { actorUserId: user.id, action: 'two_factor_sent', entity: 'user', entityId: user.id, ip: ctx.ip });
  return { two_factor: true as const, user_id: user.id, message: 'A verification code was sent to your e-mail address.' };
}

/** Sends a fresh code; answers the same whatever the id, so ids cannot be probed. */
export async function resendCode(deps: Deps, userId: number, ctx: RequestContext) {
  const user = await repo.findUserById(deps.db, userId);
  if (user && user.isActive) {
    await sendTwoFactorCode(deps, user);
    await writeAudit(deps.db, { actorUserId: user.id, action: 'two_factor_sent', entity: 'user', entityId: user.id, ip: ctx.ip });
  }
  return { message: 'If the account exists, a new code was sent to its e-mail address.' };
}

async function openSession(deps: Deps, userId: number, method: string, ctx: RequestContext) {
  const expiresInSeconds = deps.config.sessionHours * 3600;
  const sessionId = await repo.createSession(deps.db, { userId, expiresAt: new Date(Date.now() + expiresInSeconds * 1000), ip: ctx.ip, userAgent: ctx.userAgent, method });
  const token = deps.tokens.signSession({ sid: sessionId, sub: String(userId) }, expiresInSeconds);
  await writeAudit(deps.db, { actorUserId: userId, action: 'sign_in', entity: 'user', entityId: userId, after: { method }, ip: ctx.ip });
  return { token, user: await buildCurrentUser(deps, userId) };
}

/** Step two: checks the code (once, within 5 minutes) and opens a session. */
export async function verifySignIn(deps: Deps, body: TVerifyBody, ctx: RequestContext) {
  const user = await repo.findUserById(deps.db, body.id);
  if (!user || !user.isActive) throw AppError.validation('code', MESSAGES.invalidCode);
  if ((await repo.countRecentFailures(deps.db, String(user.id), 'two_factor_failed', FAILURE_WINDOW_MINUTES)) >= CODE_FAILURE_LIMIT) {
    throw AppError.tooMany(MESSAGES.tooManyAttempts);
  }
  const step = await checkCode(user.twoFactorSecret, body.code, user.twoFactorLastStep);
  if (step === null || !(await repo.consumeTwoFactorStep(deps.db, user.id, step))) {
    await writeAudit(deps.db, { actorUserId: null, action: 'two_factor_failed', entity: 'user', entityId: user.id, ip: ctx.ip });
    throw AppError.validation('code', MESSAGES.invalidCode);
  }
  await refuseDuringMaintenance(deps, user.id);
  return openSession(deps, user.id, 'password+2fa', ctx);
}

/** Opens a session for a user already proven by the university's identity provider. */
export async function signInVerifiedEmail(deps: Deps, email: string, provider: string, ctx: RequestContext) {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || !user.isActive) {
    await writeAudit(deps.db, { actorUserId: null, action: 'sign_in_failed', entity: 'user', entityId: user?.id ?? null, after: { email, provider }, ip: ctx.ip });
    throw AppError.unauthorized('No active account uses this e-mail address.');
  }
  await refuseDuringMaintenance(deps, user.id);
  return openSession(deps, user.id, `oidc:${provider}`.slice(0, 20), ctx);
}

/** Revokes the caller's session: the same token then gets 401. */
export async function signOut(deps: Deps, actor: Actor) {
  await repo.revokeSession(deps.db, actor.sessionId);
  // The database tells every instance; this one forgets at once.
  deps.authCache.invalidate(`session:${actor.sessionId}`);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'sign_out', entity: 'user', entityId: actor.userId, ip: actor.ip });
  return { message: 'You have been logged out.' };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** E-mails a one-hour reset link; answers the same whether or not the address is known. */
export async function requestPasswordReset(deps: Deps, email: string, ctx: RequestContext) {
  const user = await repo.findUserByEmail(deps.db, email);
  if (user && user.isActive) {
    const token = randomBytes(32).toString('base64url');
    await repo.createPasswordReset(deps.db, user.id, sha256(token), new Date(Date.now() + RESET_TOKEN_HOURS * 3600 * 1000));
    const link = `${deps.config.publicUrl}/verify_token?token=${token}`;
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your HRIS password',
      text: `Good day, ${user.name}.\n\nTo set a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this message.\n`,
    });
    await writeAudit(deps.db, { actorUserId: null, action: 'password_reset_requested', entity: 'user', entityId: user.id, ip: ctx.ip });
  }
  return { message: 'If the address belongs to an account, a reset link was sent to it.' };
}

/** Sets a new password from a reset link and signs out every session of the user. */
export async function resetPassword(deps: Deps, token: string, password: string, ctx: RequestContext) {
  const userId = await repo.consumePasswordReset(deps.db, sha256(token));
  if (!userId) throw AppError.validation('token', 'This reset link is invalid or has expired. Please ask for a new one.');
  await repo.setPassword(deps.db, userId, await hashPassword(password));
  await repo.revokeAllSessionsOfUser(deps.db, userId);
  deps.authCache.invalidate(`user:${userId}`);
  await writeAudit(deps.db, { actorUserId: userId, action: 'password_reset', entity: 'user', entityId: userId, ip: ctx.ip });
  return { message: 'Your password has been changed. You can now sign in.' };
}
