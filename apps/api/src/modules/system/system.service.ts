import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import * as repo from './system.repo';

const MAINTENANCE_KEY = 'maintenance';
// Read on every API call: the answer is kept and read again once it is a second old, so every instance
// follows the switch within about a second. One reading at a time, and the calls meanwhile get the kept
// answer: when every call of that moment read it for itself, a busy second queued them all on the pool
// (the job board's bench showed 100-ms stalls each second).
// The kept answer's age is wall time (Date.now), not deps.clock: it paces reads, it decides nothing, and a
// test's fixed clock must not freeze it.
const CACHE_MS = 1000;
let cached: { value: boolean; at: number; db: unknown } | null = null;
let reading: { db: unknown; value: Promise<boolean> } | null = null;
let switches = 0; // a reading begun before the switch was flipped here must not put the old value back

function readMaintenance(deps: Pick<Deps, 'db'>): Promise<boolean> {
  if (reading?.db === deps.db) return reading.value;
  const begunAt = switches;
  const value = repo
    .settingValue(deps.db, MAINTENANCE_KEY)
    .then((stored) => {
      const on = stored === true;
      if (begunAt !== switches) return cached?.value ?? on;
      cached = { value: on, at: Date.now(), db: deps.db };
      return on;
    })
    .finally(() => {
      if (reading?.value === value) reading = null;
    });
  reading = { db: deps.db, value };
  return value;
}

/** Whether an administrator has switched maintenance mode on. */
export async function isMaintenanceOn(deps: Pick<Deps, 'db'>): Promise<boolean> {
  if (cached?.db !== deps.db) return readMaintenance(deps);
  if (Date.now() - cached.at >= CACHE_MS) void readMaintenance(deps).catch(() => undefined); // the next call sees it; this one the kept answer
  return cached.value;
}

/** Liveness: answers once the database does. */
export async function health(deps: Pick<Deps, 'db'>): Promise<{ status: 'ok' }> {
  await repo.ping(deps.db);
  return { status: 'ok' };
}

/** Switches maintenance mode; while on, every other /api call answers 503 except for administrators. */
export async function setMaintenance(deps: Deps, actor: Actor, enabled: boolean) {
  const before = await isMaintenanceOn(deps);
  await repo.saveSetting(deps.db, MAINTENANCE_KEY, enabled, deps.clock.now());
  switches++;
  cached = { value: enabled, at: Date.now(), db: deps.db };
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'system_setting',
    entityId: MAINTENANCE_KEY,
    before,
    after: enabled,
    ip: actor.ip,
  });
  return { maintenance: enabled };
}

/** Clears the rate-limit counters whose window is over (hourly; no lock: twice is harmless). */
export function clearExpiredRateLimitCounters(deps: Pick<Deps, 'db'>): Promise<number> {
  return repo.deleteExpiredRateLimits(deps.db);
}
