import type { TOwnSession } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import * as repo from './auth.repo';

// A user's own sessions (the account page's "Where you are signed in"): each sign-in, where and when it was
// last used, and a way to end the others, e.g. after using a shared computer.

/** The caller's live sessions, the one making the request marked `current`. */
export async function listOwnSessions(deps: Deps, actor: Actor): Promise<{ sessions: TOwnSession[] }> {
  const rows = await repo.liveSessionsOfUser(deps.db, actor.userId, deps.config.sessionIdleMinutes, deps.clock.now());
  return {
    sessions: rows.map((r) => ({
      id: r.id,
      created_at: r.created_at,
      last_seen_at: r.last_seen_at,
      expires_at: r.expires_at,
      ip: r.ip,
      user_agent: r.user_agent,
      method: r.method,
      current: r.id === actor.sessionId,
    })),
  };
}

/** Ends one of the caller's own sessions (their current one too: that is signing out). */
export async function endOwnSession(deps: Deps, actor: Actor, sessionId: string) {
  if (!(await repo.revokeSessionOfUser(deps.db, actor.userId, sessionId))) throw AppError.notFound('The session was not found.');
  deps.authCache.invalidate(`session:${sessionId}`);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'session_ended',
    entity: 'user',
    entityId: actor.userId,
    after: { session: sessionId },
    ip: actor.ip,
  });
  return { message: 'That sign-in has been ended.' };
}

/**
 * Ends every session of the account (but `exceptSessionId`, the one making the request, when given), on every instance:
 * the rows are revoked and this instance's cache forgets the account at once (the others hear it from PostgreSQL).
 */
export async function signOutEverywhere(deps: Pick<Deps, 'db' | 'authCache'>, userId: number, exceptSessionId?: string): Promise<void> {
  await repo.revokeAllSessionsOfUser(deps.db, userId, exceptSessionId);
  deps.authCache.invalidate(`user:${userId}`);
}

/** Ends every session of the caller but the one making the request. */
export async function endOtherSessions(deps: Deps, actor: Actor) {
  await signOutEverywhere(deps, actor.userId, actor.sessionId);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'other_sessions_ended', entity: 'user', entityId: actor.userId, ip: actor.ip });
  return { message: 'You have been signed out everywhere else.' };
}
