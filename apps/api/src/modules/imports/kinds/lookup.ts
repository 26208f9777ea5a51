import { normalize, notFound } from '../../../domain/import-values';
import type { Named } from './reference.repo';

/**
 * Finds what a cell names among records on file by any of their names (an office by its name or acronym), without
 * case, spaces or punctuation; "not found" says the closest names, and a name two records share asks which.
 */
export function lookup<T extends Named>(what: string, items: readonly T[]) {
  const byName = new Map<string, T[]>();
  for (const item of items) for (const name of new Set(item.names.map(normalize))) if (name) byName.set(name, [...(byName.get(name) ?? []), item]);
  const labels = items.map((i) => i.label);
  return (typed: string, narrow?: (item: T) => boolean): { item: T; problem: null } | { item: null; problem: string } => {
    const found = byName.get(normalize(typed)) ?? [];
    const kept = narrow && found.length > 1 ? found.filter(narrow) : found;
    if (kept.length === 1) return { item: kept[0]!, problem: null };
    if (kept.length > 1)
      return { item: null, problem: `More than one ${what} is named "${typed}" (${kept.map((k) => k.label).join('; ')}); name the campus too.` };
    return { item: null, problem: notFound(what, typed, labels) };
  };
}
