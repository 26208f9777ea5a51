import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResets, roles, roleViews, sessions, userRoles, users, type Queryable } from '@hris/db';
import { ZOwnSessionRow, type TOwnSessionRow } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

// Expiries (a session's, a challenge's, a reset link's) are set from the API's clock and compared with it
// (`now`); the times a row was written or last used (last_seen_at, revoked_at, consumed_at) are the database's.

export type SessionActorRow = { userId: number; personnelId: number | null; views: string[]; roles: string[] };

/**
 * The user behind a live session with their views, in one query: this runs whenever the instance's cache
 * does not hold the session. A session is live until revoked, until its absolute expiry, and while it was
 * used within the last `idleMinutes`.
 */
export async function findActorBySession(db: Queryable, sessionId: string, idleMinutes: number, now: Date): Promise<SessionActorRow | null> {
  const row = await queryOne<{ user_id: number; personnel_id: number | null; views: string[] | null; roles: string[] | null }>(
    db,
    `SELECT u.id AS user_id, u.personnel_id,
            (SELECT array_agg(DISTINCT rv.view) FROM user_roles ur JOIN role_views rv ON rv.role_id = ur.role_id WHERE ur.user_id = u.id) AS views,
            (SELECT array_agg(r.name ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > $3 AND s.last_seen_at > now() - make_interval(mins => $2) AND u.is_active`,
    [sessionId, idleMinutes, now],
  );
  if (!row) return null;
  return { userId: row.user_id, personnelId: row.personnel_id, views: row.views ?? [], roles: row.roles ?? [] };
}

/**
 * Notes that a live session was just used. Only when its last use is over a minute old: each write announces
 * itself to every instance's cache (trigger on sessions, migration 0001), so it must stay rare. A session
 * already idle too long stays ended.
 */
export async function touchSession(db: Queryable, sessionId: string, idleMinutes: number): Promise<void> {
  await execute(
    db,
    `UPDATE sessions SET last_seen_at = now()
      WHERE id = $1 AND revoked_at IS NULL AND last_seen_at < now() - interval '1 minute' AND last_seen_at > now() - make_interval(mins => $2)`,
    [sessionId, idleMinutes],
  );
}

export type OwnSessionRow = TOwnSessionRow;

/** A user's live sessions, the most recently used first. */
export async function liveSessionsOfUser(db: Queryable, userId: number, idleMinutes: number, now: Date): Promise<OwnSessionRow[]> {
  return query(
    db,
    ZOwnSessionRow,
    `SELECT id, created_at, last_seen_at, expires_at, ip, user_agent, method FROM sessions
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $3 AND last_seen_at > now() - make_interval(mins => $2)
      ORDER BY last_seen_at DESC, created_at DESC`,
    [userId, idleMinutes, now],
  );
}

/** Revokes one session of a user; false when the user has no such live session. */
export async function revokeSessionOfUser(db: Queryable, userId: number, sessionId: string): Promise<boolean> {
  return (await execute(db, `UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`, [sessionId, userId])) === 1;
}

export async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user ?? null;
}

export async function findUserById(db: Queryable, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function viewsOfUser(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ view: roleViews.view })
    .from(userRoles)
    .innerJoin(roleViews, eq(roleViews.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.view);
}

export async function roleNamesOfUser(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.select({ name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.name);
}

export async function createSession(db: Queryable, values: { userId: number; expiresAt: Date; ip?: string; userAgent?: string; method: string }) {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      expiresAt: values.expiresAt,
      ip: values.ip ?? null,
      userAgent: values.userAgent?.slice(0, 300) ?? null,
      method: values.method,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOfUser(db: Queryable, userId: number, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined));
}

/**
 * Failed password steps of the last `minutes`, from the audit trail (shared by every instance): those for
 * this e-mail address, known or not, and the number of e-mail addresses that failed from this client address.
 */
export async function recentSignInFailures(
  db: Queryable,
  email: string,
  ip: string | null,
  minutes: number,
): Promise<{ account: number; addressAccounts: number }> {
  // Audit rows carry the database's time of writing: the window is the database's too.
  const row = await queryOne<{ account: number; address_accounts: number }>(
    db,
    // Two counts, each on its own partial index (migration 0041): only that e-mail's or that address's failures are read.
    `SELECT (SELECT count(*) FROM audit_log
              WHERE action = 'sign_in_failed' AND after->>'email' = $1 AND created_at > now() - make_interval(mins => $3))::int AS account,
            (SELECT count(DISTINCT after->>'email') FROM audit_log
              WHERE action = 'sign_in_failed' AND ip = $2 AND created_at > now() - make_interval(mins => $3))::int AS address_accounts`,
    [email, ip, minutes],
  );
  return { account: row?.account ?? 0, addressAccounts: row?.address_accounts ?? 0 };
}

// Sign-in challenges (table sign_in_challenges): the second step of one sign-in. Times are the API's clock,
// passed in: a challenge's codes are computed from when they were sent, which is `expires_at` − its life.

export async function createChallenge(db: Queryable, v: { userId: number; tokenHash: string; method: string; expiresAt: Date; ip: string | null }) {
  await execute(db, `INSERT INTO sign_in_challenges (user_id, token_hash, method, expires_at, ip) VALUES ($1, $2, $3, $4, $5)`, [
    v.userId,
    v.tokenHash,
    v.method,
    v.expiresAt,
    v.ip,
  ]);
}

/** Deletes the challenges dead for a day (past their expiry). */
export async function sweepDeadChallenges(db: Queryable, now: Date) {
  await execute(db, `DELETE FROM sign_in_challenges WHERE expires_at < $1::timestamptz - interval '1 day'`, [now]);
}

export type LiveChallenge = { id: number; userId: number; method: string; expiresAt: Date };

/**
 * Counts one attempt on the user's live challenge and answers it, in one statement, so parallel guesses
 * cannot pass the limit; null when there is none (unknown, another user's, expired, used, or out of attempts).
 */
export async function takeChallengeAttempt(db: Queryable, tokenHash: string, userId: number, maxAttempts: number, now: Date): Promise<LiveChallenge | null> {
  const row = await queryOne<{ id: number; user_id: number; method: string; expires_at: string }>(
    db,
    `UPDATE sign_in_challenges SET attempts = attempts + 1
      WHERE token_hash = $1 AND user_id = $2 AND consumed_at IS NULL AND expires_at > $4 AND attempts < $3
      RETURNING id, user_id, method, expires_at`,
    [tokenHash, userId, maxAttempts, now],
  );
  return row ? { id: row.id, userId: row.user_id, method: row.method, expiresAt: new Date(row.expires_at) } : null;
}

/** Uses a challenge up; false when a parallel request already did. */
export async function consumeChallenge(db: Queryable, id: number): Promise<boolean> {
  return (await execute(db, `UPDATE sign_in_challenges SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL`, [id])) === 1;
}

export type ResendOutcome = { sent: true; expiresAt: Date } | { sent: false; why: 'dead' | 'too-soon' | 'limit' };

/**
 * Records one more code for a live challenge (its life starts again from now) when fewer than `maxCodes`
 * were sent and the last went out at least `minSeconds` ago; one statement, so parallel resends send one.
 */
export async function recordResend(
  db: Queryable,
  v: { tokenHash: string; userId: number; maxCodes: number; maxAttempts: number; minSeconds: number; lifeSeconds: number; now: Date },
): Promise<ResendOutcome> {
  const expiresAt = new Date(v.now.getTime() + v.lifeSeconds * 1000);
  // The last code went out at expires_at − life: at least minSeconds ago means expires_at ≤ now + life − minSeconds.
  const latest = new Date(v.now.getTime() + (v.lifeSeconds - v.minSeconds) * 1000);
  const live = `token_hash = $1 AND user_id = $2 AND consumed_at IS NULL AND expires_at > $3 AND attempts < $4`;
  const rows = await query<{ id: number }>(
    db,
    `UPDATE sign_in_challenges SET codes_sent = codes_sent + 1, expires_at = $5
      WHERE ${live} AND codes_sent < $6 AND expires_at <= $7 RETURNING id`,
    [v.tokenHash, v.userId, v.now, v.maxAttempts, expiresAt, v.maxCodes, latest],
  );
  if (rows[0]) return { sent: true, expiresAt };
  const why = await queryOne<{ codes_sent: number }>(db, `SELECT codes_sent FROM sign_in_challenges WHERE ${live}`, [
    v.tokenHash,
    v.userId,
    v.now,
    v.maxAttempts,
  ]);
  if (!why) return { sent: false, why: 'dead' };
  return { sent: false, why: why.codes_sent >= v.maxCodes ? 'limit' : 'too-soon' };
}

export async function createPasswordReset(db: Queryable, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

/** Many tokens at once (the invitations of an import's accounts). */
export async function createPasswordResets(db: Queryable, rows: { userId: number; tokenHash: string }[], expiresAt: Date) {
  if (rows.length) await db.insert(passwordResets).values(rows.map((r) => ({ ...r, expiresAt })));
}

/** Marks a reset token used and answers its user, or null when unknown, used or expired. */
export async function consumePasswordReset(db: Queryable, tokenHash: string, now: Date): Promise<number | null> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  return rows[0]?.userId ?? null;
}

export async function setPassword(db: Queryable, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Stores a stronger hash of the same password, unless the password changed meanwhile. */
export async function replacePasswordHash(db: Queryable, userId: number, oldHash: string, newHash: string) {
  await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}

export type CurrentUserRow = {
  id: number;
  name: string;
  email: string;
  avatar_key: string | null;
  mobile_no: string | null;
  personnel_id: number | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  name_extension: string | null;
  personnel_active: boolean | null;
  campus_id: number | null;
  campus_name: string | null;
  campus_acronym: string | null;
  department_id: number | null;
  department_fullname: string | null;
  department_acronym: string | null;
  position_id: number | null;
  position_name: string | null;
  roles: { id: number; name: string }[] | null;
  views: string[] | null;
  is_head: boolean;
  is_oic: boolean;
  is_dtr_clerk: boolean;
};

/** Everything /api/users/me shows, in one round trip. */
export async function findCurrentUser(db: Queryable, userId: number): Promise<CurrentUserRow | null> {
  return queryOne<CurrentUserRow>(
    db,
    `SELECT u.id, u.name, u.email, u.avatar_key, u.mobile_no, u.personnel_id,
            p.first_name, p.middle_name, p.last_name, p.name_extension, p.is_active AS personnel_active,
            c.id AS campus_id, c.name AS campus_name, c.acronym AS campus_acronym,
            d.id AS department_id, d.fullname AS department_fullname, d.acronym AS department_acronym,
            pos.id AS position_id, pos.name AS position_name,
            (SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles,
            (SELECT array_agg(DISTINCT rv.view) FROM user_roles ur JOIN role_views rv ON rv.role_id = ur.role_id WHERE ur.user_id = u.id) AS views,
            EXISTS (SELECT 1 FROM departments k WHERE k.is_active AND k.head_personnel_id = u.personnel_id) AS is_head,
            EXISTS (SELECT 1 FROM departments k WHERE k.is_active AND k.oic_personnel_id = u.personnel_id) AS is_oic,
            EXISTS (SELECT 1 FROM departments k WHERE k.is_active AND k.dtr_clerk_personnel_id = u.personnel_id) AS is_dtr_clerk
       FROM users u
       LEFT JOIN personnel p ON p.id = u.personnel_id
       LEFT JOIN campuses c ON c.id = p.campus_id
       LEFT JOIN departments d ON d.id = p.department_id
       LEFT JOIN positions pos ON pos.id = p.position_id
      WHERE u.id = $1`,
    [userId],
  );
}
