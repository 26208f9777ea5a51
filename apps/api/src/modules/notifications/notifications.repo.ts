import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { notifications, users, type Queryable } from '@hris/db';
import { execute } from '../../lib/query';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Queryable, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/**
 * Many notifications in one statement, each to a user by id (with their personnel record, as one by one); users
 * without an account row are left out. Answers the stored rows in the order given.
 */
export async function insertNotifications(db: Queryable, rows: { userId: number; title: string; description: string; link: string | null }[]) {
  const { rows: stored } = await db.$client.query<{
    id: number;
    user_id: number;
    personnel_id: number | null;
    title: string;
    description: string;
    link: string | null;
    status: number;
    created_at: string;
  }>(
    `INSERT INTO notifications (user_id, personnel_id, title, description, link)
     SELECT u.id, u.personnel_id, x.title, x.description, x.link
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS x(user_id, title, description, link, n)
       JOIN users u ON u.id = x.user_id
      ORDER BY x.n
     RETURNING id, user_id, personnel_id, title, description, link, status, created_at`,
    [rows.map((r) => r.userId), rows.map((r) => r.title), rows.map((r) => r.description), rows.map((r) => r.link)],
  );
  return stored;
}

/** A user's notifications written after `since`, newest first. */
export async function listRecent(db: Queryable, userId: number, since: Date, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.createdAt, since)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function markRead(db: Queryable, userId: number, ids?: number[]) {
  const rows = await db
    .update(notifications)
    .set({ status: 1 })
    .where(and(eq(notifications.userId, userId), eq(notifications.status, 0), ids ? inArray(notifications.id, ids) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The account (and personnel record) a notification for this user or person goes to. */
export async function findRecipient(db: Queryable, target: { userId?: number; personnelId?: number; email?: string }) {
  const where = target.userId
    ? eq(users.id, target.userId)
    : target.personnelId
      ? eq(users.personnelId, target.personnelId)
      : sql`lower(${users.email}) = ${(target.email ?? '').toLowerCase()}`;
  const [row] = await db.select({ userId: users.id, personnelId: users.personnelId }).from(users).where(where).limit(1);
  return row ?? null;
}

/** Rewrites the notifications with a link whose title ends so (what they announced no longer holds), marking them read. */
export async function rewordByLink(db: Queryable, link: string, titleEnding: string, reworded: { title: string; description: string }): Promise<number> {
  return execute(db, `UPDATE notifications SET title = $3, description = $4, status = 1 WHERE link = $1 AND right(title, length($2)) = $2`, [
    link,
    titleEnding,
    reworded.title,
    reworded.description,
  ]);
}
