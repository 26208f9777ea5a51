import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, type TLoginBody, type TVerifyBody } from '@hris/contracts';
import { dummyPasswordHash, hashPassword, passwordNeedsRehash, verifyPassword } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { openSecret } from '../../lib/secret-box';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import * as repo from './auth.repo';
import { codeForChallenge, isChallengeCode } from './two-factor';
import { newPasswordProblem, tellPasswordChanged } from './password-policy';
import { withSlowdown } from './sign-in-slowdown';
import { isMaintenanceOn } from '../system';
import { buildCurrentUser } from './current-user';

export type RequestContext = { ip?: string; userAgent?: string };

// Sign-in is two steps. The password step, when right, creates a challenge: a random token (only its
// sha256 is stored) bound to the user, alive 5 minutes after the last code sent for it, and e-mails a code
// that only this challenge accepts. The code step needs the challenge: without a live one nothing is checked,
// and 5 wrong codes kill it (and only it: the owner is never locked out). The client gets the token
// beside user_id and sends it back with the code.

/** A challenge's life after each code sent for it. */
const CHALLENGE_SECONDS = 300;
const MAX_CODE_ATTEMPTS = 5;
/** Codes sent per challenge: the first and 4 resends, at least 30 s apart. */
const MAX_CODES = 5;
const RESEND_GAP_SECONDS = 30;
const RESET_TOKEN_HOURS = 1;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const signInExpired = () => AppError.validation('code', MESSAGES.signInExpired);

/**
 * The user behind a bearer token, or null: used by every authenticated request and socket. A session is
 * refused once revoked, past its absolute expiry, or unused for SESSION_IDLE_MINUTES (a cached one was read
 * less than a minute ago).
 */
export async function actorFromToken(deps: Deps, token: string): Promise<Actor | null> {
  const claims = deps.tokens.verifySession(token);
  if (!claims) return null;
  const cached = deps.authCache.getActor(claims.sid);
  if (cached) return String(cached.userId) === claims.sub ? cached : null;
  const readAt = deps.authCache.generation();
  const row = await repo.findActorBySession(deps.db, claims.sid, deps.config.sessionIdleMinutes, deps.clock.now());
  if (!row || String(row.userId) !== claims.sub) return null;
  const actor = { ...row, sessionId: claims.sid };
  deps.authCache.setActor(claims.sid, actor, readAt);
  return actor;
}

// Wall time (Date.now), not deps.clock: this paces writes and decides nothing; a test's fixed clock must not stop it.
const SESSION_NOTE_MS = 60_000;
const lastNoted = new Map<string, number>();

/**
 * Notes that a request of the user's used the session (what the idle timeout counts from): written at most
 * once a minute per session and instance, not on every request, because each write clears every
 * instance's cache of the session (trigger on sessions, migration 0001). Socket re-checks do not call it:
 * an open tab alone does not keep a session alive.
 */
export async function noteSessionUse(deps: Deps, sessionId: string): Promise<void> {
  const now = Date.now();
  const last = lastNoted.get(sessionId);
  if (last !== undefined && now - last < SESSION_NOTE_MS) return;
  if (lastNoted.size >= 50_000) lastNoted.clear();
  lastNoted.set(sessionId, now);
  await repo.touchSession(deps.db, sessionId, deps.config.sessionIdleMinutes);
}

async function refuseDuringMaintenance(deps: Deps, userId: number) {
  if (!(await isMaintenanceOn(deps))) return;
  const views = await repo.viewsOfUser(deps.db, userId);
  if (!views.includes('ADMIN')) throw new AppError(503, MESSAGES.maintenance);
}

type CodeRecipient = { email: string; name: string; twoFactorSecret: string };

/**
 * E-mails the code of a challenge, sent at `sentAtMs`, and answers whether the mail server took it; when not, it is
 * queued and retried (lib/mailer.ts), and the sign-in goes on: the code arrives later. The code is never logged.
 */
async function sendChallengeCode(deps: Deps, user: CodeRecipient, challengeHash: string, sentAtMs: number): Promise<boolean> {
  const code = await codeForChallenge(openSecret(deps.config.dataKey, user.twoFactorSecret), challengeHash, sentAtMs);
  const { sent } = await deps.mailer.send({
    to: user.email,
    subject: 'Your HRIS sign-in code',
    text: `Good day, ${user.name}.\n\nYour verification code is: ${code}\n\nIt expires in 5 minutes. If you did not try to sign in, change your password.\n`,
  });
  return sent;
}

/** Step one of sign-in: checks the password (after the slow-down earned by recent failures) and e-mails a code for a new challenge. */
export async function startSignIn(deps: Deps, body: TLoginBody, ctx: RequestContext) {
  const user = await withSlowdown(deps, body.email, ctx.ip, async () => {
    const found = await repo.findUserByEmail(deps.db, body.email);
    // An unknown address (or an account without a password yet) costs a hash too: the time tells nothing.
    const passwordOk = await verifyPassword(body.password, found?.passwordHash ?? (await dummyPasswordHash()));
    if (found && found.passwordHash && found.isActive && passwordOk) return { ...found, passwordHash: found.passwordHash };
    await writeAudit(deps.db, {
      actorUserId: null,
      action: 'sign_in_failed',
      entity: 'user',
      entityId: found?.id ?? null,
      after: { email: body.email },
      ip: ctx.ip,
    });
    return null;
  });
  // The same answer whether or not the account exists.
  if (!user) throw AppError.unauthorized(MESSAGES.invalidCredentials);
  // A hash made at an older, lower cost is replaced while the password is at hand.
  if (passwordNeedsRehash(user.passwordHash)) await repo.replacePasswordHash(deps.db, user.id, user.passwordHash, await hashPassword(body.password));
  // A self-registered applicant proves the address first (the password was right, so this tells nothing new).
  if (!user.emailVerifiedAt) throw AppError.validation('email', MESSAGES.emailNotVerified);
  await refuseDuringMaintenance(deps, user.id);
  return issueChallenge(deps, user, 'password', ctx);
}

// Wall time (Date.now), not deps.clock, as for noteSessionUse: this paces a cleanup and decides nothing.
const SWEEP_MS = 60_000;
let lastSwept = 0;

/**
 * Challenges long dead (a day past their expiry) are swept as new ones arrive, at most once a minute per
 * instance: a morning's thousands of sign-ins need not each scan the table.
 */
async function sweepDeadChallenges(deps: Deps) {
  if (Date.now() - lastSwept < SWEEP_MS) return;
  lastSwept = Date.now();
  await repo.sweepDeadChallenges(deps.db, deps.clock.now());
}

/** The second step of a sign-in whose first step (`method`) succeeded: a new challenge, its code e-mailed. */
async function issueChallenge(deps: Deps, user: CodeRecipient & { id: number }, method: string, ctx: RequestContext) {
  const challenge = randomBytes(32).toString('base64url');
  const sentAt = deps.clock.now().getTime();
  await repo.createChallenge(deps.db, {
    userId: user.id,
    tokenHash: sha256(challenge),
    method,
    expiresAt: new Date(sentAt + CHALLENGE_SECONDS * 1000),
    ip: ctx.ip ?? null,
  });
  // Independent once the challenge is stored: the e-mail, its audit row and the sweep go together.
  const [codeSent] = await Promise.all([
    sendChallengeCode(deps, user, sha256(challenge), sentAt),
    writeAudit(deps.db, { actorUserId: user.id, action: 'two_factor_sent', entity: 'user', entityId: user.id, after: { method }, ip: ctx.ip }),
    sweepDeadChallenges(deps),
  ]);
  const message = codeSent ? 'A verification code was sent to your e-mail address.' : MESSAGES.codeNotSentYet;
  return { two_factor: true as const, user_id: user.id, challenge, message, code_sent: codeSent };
}

/** Sends a new code for a live challenge: at most 5 codes per challenge, 30 seconds apart. */
export async function resendCode(deps: Deps, body: { id: number; challenge: string }, ctx: RequestContext) {
  if (!body.challenge) throw signInExpired();
  const challengeHash = sha256(body.challenge);
  const now = deps.clock.now();
  const outcome = await repo.recordResend(deps.db, {
    tokenHash: challengeHash,
    userId: body.id,
    maxCodes: MAX_CODES,
    maxAttempts: MAX_CODE_ATTEMPTS,
    minSeconds: RESEND_GAP_SECONDS,
    lifeSeconds: CHALLENGE_SECONDS,
    now,
  });
  if (!outcome.sent) {
    if (outcome.why === 'too-soon') throw AppError.tooMany(MESSAGES.resendTooSoon);
    if (outcome.why === 'limit') throw AppError.tooMany(MESSAGES.resendLimit);
    throw signInExpired();
  }
  const user = await repo.findUserById(deps.db, body.id);
  if (!user || !user.isActive) throw signInExpired();
  const codeSent = await sendChallengeCode(deps, user, challengeHash, now.getTime());
  await writeAudit(deps.db, { actorUserId: user.id, action: 'two_factor_sent', entity: 'user', entityId: user.id, ip: ctx.ip });
  return { message: codeSent ? 'A new code was sent to your e-mail address.' : MESSAGES.codeNotSentYet, code_sent: codeSent };
}

async function openSession(deps: Deps, userId: number, method: string, ctx: RequestContext) {
  const expiresInSeconds = deps.config.sessionHours * 3600;
  const sessionId = await repo.createSession(deps.db, {
    userId,
    expiresAt: new Date(deps.clock.now().getTime() + expiresInSeconds * 1000),
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    method,
  });
  const token = deps.tokens.signSession({ sid: sessionId, sub: String(userId) }, expiresInSeconds);
  await writeAudit(deps.db, { actorUserId: userId, action: 'sign_in', entity: 'user', entityId: userId, after: { method }, ip: ctx.ip });
  return { token, user: await buildCurrentUser(deps, userId) };
}

/** Step two: checks the code against the user's live challenge (5 attempts, counted atomically) and opens a session. */
export async function verifySignIn(deps: Deps, body: TVerifyBody, ctx: RequestContext) {
  if (!body.challenge) throw signInExpired();
  const challengeHash = sha256(body.challenge);
  const challenge = await repo.takeChallengeAttempt(deps.db, challengeHash, body.id, MAX_CODE_ATTEMPTS, deps.clock.now());
  if (!challenge) throw signInExpired();
  const user = await repo.findUserById(deps.db, challenge.userId);
  if (!user || !user.isActive) throw signInExpired();
  const sentAt = challenge.expiresAt.getTime() - CHALLENGE_SECONDS * 1000;
  if (!(await isChallengeCode(openSecret(deps.config.dataKey, user.twoFactorSecret), challengeHash, body.code, sentAt))) {
    await writeAudit(deps.db, { actorUserId: null, action: 'two_factor_failed', entity: 'user', entityId: user.id, ip: ctx.ip });
    throw AppError.validation('code', MESSAGES.invalidCode);
  }
  if (!(await repo.consumeChallenge(deps.db, challenge.id))) throw signInExpired();
  await refuseDuringMaintenance(deps, user.id);
  return openSession(deps, user.id, challenge.method === 'password' ? 'password+2fa' : `${challenge.method}+2fa`.slice(0, 20), ctx);
}

/**
 * A user the university's identity provider proved. ASVS asks a second factor of every sign-in path: the
 * session opens at once only when the provider says it checked one itself (`amr` has "mfa", RFC 8176, as
 * Microsoft Entra sends when its MFA ran); otherwise the e-mailed code is asked, as after a password.
 */
export async function signInVerifiedEmail(deps: Deps, email: string, provider: string, ctx: RequestContext, providerCheckedMfa = false) {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || !user.isActive) {
    await writeAudit(deps.db, {
      actorUserId: null,
      action: 'sign_in_failed',
      entity: 'user',
      entityId: user?.id ?? null,
      after: { email, provider },
      ip: ctx.ip,
    });
    throw AppError.unauthorized('No active account uses this e-mail address.');
  }
  await refuseDuringMaintenance(deps, user.id);
  const method = `oidc:${provider}`.slice(0, 15);
  if (providerCheckedMfa) return openSession(deps, user.id, `${method}+mfa`, ctx);
  return { ...(await issueChallenge(deps, user, method, ctx)), email: user.email };
}

/** Revokes the caller's session: the same token then gets 401. */
export async function signOut(deps: Deps, actor: Actor) {
  await repo.revokeSession(deps.db, actor.sessionId);
  // The database tells every instance; this one forgets at once.
  deps.authCache.invalidate(`session:${actor.sessionId}`);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'sign_out', entity: 'user', entityId: actor.userId, ip: actor.ip });
  return { message: 'You have been logged out.' };
}

/**
 * A new token that sets the account's password once, for `hours` (a reset link, an invitation): only its SHA-256 is
 * kept. Answers the token, for the link e-mailed to the owner.
 */
export async function newPasswordToken(deps: Pick<Deps, 'db' | 'clock'>, userId: number, hours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.createPasswordReset(deps.db, userId, sha256(token), new Date(deps.clock.now().getTime() + hours * 3600_000));
  return token;
}

/** One token for each of many accounts (an import's invitations), in one statement; answers them in the same order. */
export async function newPasswordTokens(deps: Pick<Deps, 'db' | 'clock'>, userIds: number[], hours: number): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  await repo.createPasswordResets(
    deps.db,
    userIds.map((userId, i) => ({ userId, tokenHash: sha256(tokens[i]!) })),
    new Date(deps.clock.now().getTime() + hours * 3600_000),
  );
  return tokens;
}

async function sendResetLink(deps: Deps, user: { id: number; email: string; name: string }, ctx: RequestContext) {
  const token = await newPasswordToken(deps, user.id, RESET_TOKEN_HOURS);
  const link = `${deps.config.publicUrl}/verify_token?token=${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your HRIS password',
    text: `Good day, ${user.name}.\n\nTo set a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this message.\n`,
  });
  await writeAudit(deps.db, { actorUserId: null, action: 'password_reset_requested', entity: 'user', entityId: user.id, ip: ctx.ip });
}

/** E-mails a one-hour reset link; answers the same, and as fast, whether or not the address is known. */
export async function requestPasswordReset(deps: Deps, email: string, ctx: RequestContext) {
  const user = await repo.findUserByEmail(deps.db, email);
  if (user && user.isActive) {
    // Made and sent after the answer: the time of writing and mailing would tell that the address has an account.
    void sendResetLink(deps, user, ctx).catch((err) => deps.log.error(err, 'The password reset e-mail could not be sent'));
  }
  return { message: 'If the address belongs to an account, a reset link was sent to it.' };
}

/** Sets a new password from a reset link, signs out every session of the user and tells them by e-mail. */
export async function resetPassword(deps: Deps, token: string, password: string, ctx: RequestContext) {
  // The password is judged before the link is used up, so a refused one can be replaced with the same link.
  const problem = newPasswordProblem(password);
  if (problem) throw AppError.validation('password', problem);
  const userId = await repo.consumePasswordReset(deps.db, sha256(token), deps.clock.now());
  if (!userId) throw AppError.validation('token', 'This reset link is invalid or has expired. Please ask for a new one.');
  await repo.setPassword(deps.db, userId, await hashPassword(password), deps.clock.now());
  await repo.revokeAllSessionsOfUser(deps.db, userId);
  deps.authCache.invalidate(`user:${userId}`);
  await writeAudit(deps.db, { actorUserId: userId, action: 'password_reset', entity: 'user', entityId: userId, ip: ctx.ip });
  const user = await repo.findUserById(deps.db, userId);
  if (user) await tellPasswordChanged(deps, user);
  return { message: 'Your password has been changed. You can now sign in.' };
}
