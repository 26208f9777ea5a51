import { eq } from 'drizzle-orm';
import { systemSettings } from '@hris/db';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';

const MAINTENANCE_KEY = 'maintenance';
// Read on every API call: a short cache keeps that cheap while every instance still
// follows the switch within a second.
const CACHE_MS = 1000;
let cached: { value: boolean; at: number; db: unknown } | null = null;

/** Whether an administrator has switched maintenance mode on. */
export async function isMaintenanceOn(deps: Pick<Deps, 'db'>): Promise<boolean> {
  if (cached && cached.db === deps.db && Date.now() - cached.at < CACHE_MS) return cached.value;
  const [row] = await deps.db.select().from(systemSettings).where(eq(systemSettings.key, MAINTENANCE_KEY));
  const value = row?.value === true;
  cached = { value, at: Date.now(), db: deps.db };
  return value;
}

/** Switches maintenance mode; while on, every other /api call answers 503 except for administrators. */
export async function setMaintenance(deps: Deps, actor: Actor, enabled: boolean) {
  const before = await isMaintenanceOn(deps);
  await deps.db
    .insert(systemSettings)
    .values({ key: MAINTENANCE_KEY, value: enabled })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: enabled, updatedAt: new Date() } });
  cached = { value: enabled, at: Date.now(), db: deps.db };
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'system_setting', entityId: MAINTENANCE_KEY, before, after: enabled, ip: actor.ip });
  return { maintenance: enabled };
}
