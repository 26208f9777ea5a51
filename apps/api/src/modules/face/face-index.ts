import { buildFaceIndex, descriptorFromBytes, type FaceIndex } from '../../domain/face-match';
import type { Deps } from '../../lib/deps';
import * as repo from './face.repo';

// The kiosk matches on the server against each campus's enrolled descriptors held in memory (per instance: 5,000
// people × 3 captures × 1024 numbers is 60 MB of Float32 per campus at most, read once). Before each match one cheap
// query reads the descriptors' version (count, newest id, campuses): an enrolment or a withdrawal on ANY instance
// changes it and the index is rebuilt, so a withdrawn face is never matched again. The instance that made the change
// also drops its index at once.

type Cached = { version: string; index: FaceIndex };
const caches = new WeakMap<Deps, Map<number, Cached>>();

function cacheOf(deps: Deps): Map<number, Cached> {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map<number, Cached>()));
  return cache;
}

export async function campusIndex(deps: Deps, campusId: number): Promise<FaceIndex> {
  const cache = cacheOf(deps);
  const version = await repo.version(deps.db);
  const held = cache.get(campusId);
  if (held && held.version === version) return held.index;
  const rows = await repo.campusDescriptors(deps.db, campusId);
  const index = buildFaceIndex(rows.map((r) => ({ personnelId: r.personnel_id, descriptor: descriptorFromBytes(r.descriptor) })));
  cache.set(campusId, { version, index });
  return index;
}

/** An enrolment or a withdrawal on this instance: forget every campus (the version check covers the others). */
export function forgetFaceIndexes(deps: Deps): void {
  caches.get(deps)?.clear();
}
