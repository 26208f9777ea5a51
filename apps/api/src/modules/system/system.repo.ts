import { eq } from 'drizzle-orm';
import { systemSettings, type Database, type Queryable } from '@hris/db';
import { clearExpiredRateLimits } from '../../lib/rate-limit-store';
import { execute } from '../../lib/query';

/** The stored value of a system setting (maintenance mode), or undefined when never set. */
export async function settingValue(db: Queryable, key: string): Promise<unknown> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  return row?.value;
}

export async function saveSetting(db: Queryable, key: string, value: boolean, now: Date): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: now } });
}

/** Answers once the database does (the health check). */
export async function ping(db: Queryable): Promise<void> {
  await execute(db, 'SELECT 1');
}

/** Deletes the rate-limit counters whose window is over; answers how many. */
export function deleteExpiredRateLimits(db: Database): Promise<number> {
  return clearExpiredRateLimits(db.$client);
}
