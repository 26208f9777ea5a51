import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { emailChanges, roles, userRoles, users, type Queryable, withTransaction } from '@hris/db';
import { ZSignIn, ZUserAccount, type TSignIn, type TUserAccount } from '@hris/contracts';
import { containsPattern } from '../../lib/sql';
import { query, queryOne } from '../../lib/query';

export type UserAdminRow = TUserAccount;

/** The accounts' SELECT; `now` is the placeholder of the clock's instant (a pending address change is one not yet expired). */
const SELECT = (now: string) => `
  SELECT u.id, u.name, u.email, u.is_active, u.created_at,
         coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '[]') AS roles,
         CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'fullname', concat_ws(' ', p.first_name, p.last_name), 'department_acronym', d.acronym) END AS personnel,
         (SELECT max(a.created_at) FROM audit_log a WHERE a.entity = 'user' AND a.entity_id = u.id::text AND a.action = 'sign_in') AS last_sign_in_at,
         (SELECT ec.new_email FROM email_changes ec WHERE ec.user_id = u.id AND ec.used_at IS NULL AND ec.expires_at > ${now}::timestamptz ORDER BY ec.id DESC LIMIT 1) AS pending_email
    FROM users u
    LEFT JOIN personnel p ON p.id = u.personnel_id
    LEFT JOIN departments d ON d.id = p.department_id`;

// A user is an applicant when applicant is their only role (SPEC.md §6).
const APPLICANT_ONLY = `(SELECT array_agg(r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) = ARRAY['applicant']::varchar[]`;

export async function list(
  db: Queryable,
  now: Date,
  f: { term?: string; roleId?: number; isActive?: boolean; kind?: 'staff' | 'applicant'; page: number; perPage: number },
) {
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => (params.push(v), `$${params.length}`);
  const nowParam = p(now);
  if (f.term) {
    const like = p(containsPattern(f.term));
    where.push(`(lower(u.name) LIKE ${like} OR lower(u.email) LIKE ${like})`);
  }
  if (f.roleId) where.push(`EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = u.id AND ur.role_id = ${p(f.roleId)})`);
  if (f.isActive !== undefined) where.push(`u.is_active = ${p(f.isActive)}`);
  if (f.kind === 'applicant') where.push(APPLICANT_ONLY);
  if (f.kind === 'staff') where.push(`NOT coalesce(${APPLICANT_ONLY}, false)`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const limit = p(f.perPage);
  const offset = p((f.page - 1) * f.perPage);
  const rows = await query(
    db,
    ZUserAccount.extend({ __total: z.number().int() }),
    `SELECT x.*, count(*) OVER ()::int AS __total FROM (${SELECT(nowParam)} ${whereSql}) x ORDER BY x.name, x.id LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return { rows: rows.map(({ __total: _t, ...r }) => r), total: rows[0]?.__total ?? 0 };
}

export async function findById(db: Queryable, now: Date, id: number): Promise<UserAdminRow | null> {
  return queryOne(db, ZUserAccount, `${SELECT('$2')} WHERE u.id = $1`, [id, now]);
}

export async function emailTakenBy(db: Queryable, email: string): Promise<number | null> {
  const row = await queryOne<{ id: number }>(db, `SELECT id FROM users WHERE lower(email) = lower($1)`, [email]);
  return row?.id ?? null;
}

export async function personnelLinkedTo(db: Queryable, personnelId: number): Promise<number | null> {
  const row = await queryOne<{ id: number }>(db, `SELECT id FROM users WHERE personnel_id = $1`, [personnelId]);
  return row?.id ?? null;
}

export async function existingIds(db: Queryable, table: 'roles' | 'personnel', ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  return (await query<{ id: number }>(db, `SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids])).map((r) => r.id);
}

export async function signIns(db: Queryable, userId: number, page: number, perPage: number): Promise<{ rows: TSignIn[]; total: number }> {
  const rows = await query(
    db,
    ZSignIn.extend({ __total: z.number().int() }),
    `SELECT id, action, ip, created_at, after->>'method' AS method, count(*) OVER ()::int AS __total
       FROM audit_log
      WHERE entity = 'user' AND entity_id = $1 AND action IN ('sign_in', 'sign_in_failed', 'sign_out', 'two_factor_failed', 'password_reset')
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [String(userId), perPage, (page - 1) * perPage],
  );
  return { rows: rows.map(({ __total: _t, ...r }) => r), total: rows[0]?.__total ?? 0 };
}

/** The view groups a user holds through their roles. */
export async function viewsOfUser(db: Queryable, userId: number): Promise<string[]> {
  const rows = await query<{ view: string }>(
    db,
    `SELECT DISTINCT rv.view FROM user_roles ur JOIN role_views rv ON rv.role_id = ur.role_id WHERE ur.user_id = $1`,
    [userId],
  );
  return rows.map((r) => r.view);
}

/** Each role with the view groups it opens. */
export async function viewsOfRoles(db: Queryable, roleIds: number[]): Promise<{ id: number; name: string; views: string[] }[]> {
  if (!roleIds.length) return [];
  return query<{ id: number; name: string; views: string[] }>(
    db,
    `SELECT r.id, r.name, coalesce(array_agg(rv.view) FILTER (WHERE rv.view IS NOT NULL), '{}') AS views
       FROM roles r LEFT JOIN role_views rv ON rv.role_id = r.id WHERE r.id = ANY($1::int[]) GROUP BY r.id`,
    [roleIds],
  );
}

export type PendingEmailChange = { id: number; user_id: number; new_email: string; expired: boolean; used: boolean };

/** Keeps one pending change per account: a newer request replaces the older one. */
export async function replacePendingEmailChange(
  db: Queryable,
  v: { userId: number; newEmail: string; tokenHash: string; requestedByUserId: number; expiresAt: Date },
) {
  await withTransaction(db, async (tx) => {
    await tx.delete(emailChanges).where(and(eq(emailChanges.userId, v.userId), isNull(emailChanges.usedAt)));
    await tx
      .insert(emailChanges)
      .values({ userId: v.userId, newEmail: v.newEmail, tokenHash: v.tokenHash, requestedByUserId: v.requestedByUserId, expiresAt: v.expiresAt });
  });
}

export async function findEmailChange(db: Queryable, tokenHash: string, now: Date): Promise<PendingEmailChange | null> {
  return queryOne<PendingEmailChange>(
    db,
    `SELECT id, user_id, new_email, expires_at <= $2 AS expired, used_at IS NOT NULL AS used FROM email_changes WHERE token_hash = $1`,
    [tokenHash, now],
  );
}

/** Moves the account to its new address and spends the link, both or neither; false when the link was spent meanwhile. */
export async function applyEmailChange(db: Queryable, changeId: number, userId: number, newEmail: string, now: Date): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const spent = await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.id, changeId), isNull(emailChanges.usedAt)))
      .returning({ id: emailChanges.id });
    if (!spent.length) return false;
    await tx.update(users).set({ email: newEmail, updatedAt: now }).where(eq(users.id, userId));
    return true;
  });
}

/** Makes an account (no password: its owner sets one from the invitation); answers its id. */
export async function insertAccount(tx: Queryable, values: typeof users.$inferInsert): Promise<number> {
  const [user] = await tx.insert(users).values(values).returning({ id: users.id });
  return user!.id;
}

/** Many accounts in one statement; answers their ids in the same order. */
export async function insertAccounts(tx: Queryable, values: (typeof users.$inferInsert)[]): Promise<number[]> {
  if (!values.length) return [];
  const made = await tx.insert(users).values(values).returning({ id: users.id, email: users.email });
  const byEmail = new Map(made.map((m) => [m.email.toLowerCase(), m.id]));
  return values.map((v) => byEmail.get(v.email.toLowerCase())!);
}

export type AccountChange = Partial<Pick<typeof users.$inferInsert, 'name' | 'personnelId' | 'isActive' | 'twoFactorSecret' | 'twoFactorLastStep'>>;

export async function updateAccount(db: Queryable, id: number, values: AccountChange, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}

/** The account's roles become exactly these. */
export async function setRoles(tx: Queryable, userId: number, roleIds: number[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await tx.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ userId, roleId })));
}

export async function roleIdNamed(db: Queryable, name: string): Promise<number | null> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return role?.id ?? null;
}

/** Gives one role to many accounts at once (the accounts an import made). */
export async function giveRole(tx: Queryable, userIds: number[], roleId: number): Promise<void> {
  if (userIds.length) await tx.insert(userRoles).values(userIds.map((userId) => ({ userId, roleId })));
}
