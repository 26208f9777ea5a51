import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { auditLog, passwordResets, roles, roleViews, sessions, userRoles, users, type Database } from '@hris/db';

export type SessionActorRow = { userId: number; personnelId: number | null; views: string[]; roles: string[] };

/** The user behind a live session with their views, in one query: this runs on every request. */
export async function findActorBySession(db: Database, sessionId: string): Promise<SessionActorRow | null> {
  const result = await db.$client.query<{ user_id: number; personnel_id: number | null; views: string[] | null; roles: string[] | null }>(
    `SELECT u.id AS user_id, u.personnel_id,
            (SELECT array_agg(DISTINCT rv.view) FROM user_roles ur JOIN role_views rv ON rv.role_id = ur.role_id WHERE ur.user_id = u.id) AS views,
            (SELECT array_agg(r.name ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.is_active`,
    [sessionId],
  );
  const row = result.rows[0];
  if (!row) return null;
  return { userId: row.user_id, personnelId: row.personnel_id, views: row.views ?? [], roles: row.roles ?? [] };
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user ?? null;
}

export async function findUserById(db: Database, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function viewsOfUser(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ view: roleViews.view })
    .from(userRoles)
    .innerJoin(roleViews, eq(roleViews.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.view);
}

export async function roleNamesOfUser(db: Database, userId: number): Promise<string[]> {
  const rows = await db.select({ name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.name);
}

export async function createSession(db: Database, values: { userId: number; expiresAt: Date; ip?: string; userAgent?: string; method: string }) {
  const [row] = await db
    .insert(sessions)
    .values({ userId: values.userId, expiresAt: values.expiresAt, ip: values.ip ?? null, userAgent: values.userAgent?.slice(0, 300) ?? null, method: values.method })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOfUser(db: Database, userId: number, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined));
}

/** Recent failures of one kind for one account, from the audit trail (shared by every instance). */
export async function countRecentFailures(db: Database, entityId: string, action: string, minutes: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, entityId), eq(auditLog.action, action), gt(auditLog.createdAt, sql`now() - make_interval(mins => ${minutes})`)));
  return row?.n ?? 0;
}

/** Moves the accepted TOTP step forward atomically; false when another request already used it. */
export async function consumeTwoFactorStep(db: Database, userId: number, step: number): Promise<boolean> {
  const result = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, userId), sql`${users.twoFactorLastStep} < ${step}`))
    .returning({ id: users.id });
  return result.length === 1;
}

export async function createPasswordReset(db: Database, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

/** Marks a reset token used and answers its user, or null when unknown, used or expired. */
export async function consumePasswordReset(db: Database, tokenHash: string): Promise<number | null> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .returning({ userId: passwordResets.userId });
  return rows[0]?.userId ?? null;
}

export async function setPassword(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
