import { NoticeCache, type ChangeNotices } from '../../lib/change-notices';

// The plantilla of personnel is the HR office's working list, reopened and refiltered all day, and each answer is the
// whole plantilla's totals: the answers are kept per instance, by filters and day, and all dropped when PostgreSQL says
// something they show changed (hris_plantilla, migration 0026: items, people, their PDS, the salary schedule, the
// offices and reference lists). Each read is still audited (the audit is of who looked, not of what was computed).

export const PLANTILLA_CHANNEL = 'hris_plantilla';
const TTL_MS = 5 * 60_000;
const MAX_ANSWERS = 500;

export type PlantillaCache = NoticeCache<string, unknown>;

export function createPlantillaCache(notices: ChangeNotices): PlantillaCache {
  const cache = new NoticeCache<string, unknown>(notices, TTL_MS, MAX_ANSWERS);
  notices.subscribe(PLANTILLA_CHANNEL, () => cache.clear());
  return cache;
}
