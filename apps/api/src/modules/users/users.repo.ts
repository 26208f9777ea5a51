import { eq } from 'drizzle-orm';
import { users, type Queryable } from '@hris/db';

export async function updateUser(db: Queryable, userId: number, values: Partial<typeof users.$inferInsert>, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

export async function findUser(db: Queryable, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}
