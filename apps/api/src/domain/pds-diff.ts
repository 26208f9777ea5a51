import {
  PDS_SECTIONS,
  PDS_SECTION_KEYS,
  type TPds,
  type TPdsEntryChange,
  type TPdsFieldChange,
  type TPdsSection,
  type TPdsSectionChange,
} from '@hris/contracts';

// What changed between two copies of a PDS (the last verified one and the one sent for checking).
// Pure: no I/O, so the checking view, the "changed since verified" mark and the tests share it.

type Entry = Record<string, unknown> & { id?: number };

/** Values compared as JSON with sorted keys, so {a,b} equals {b,a}; empty strings count as absent. */
function canonical(value: unknown): string {
  const normalise = (v: unknown): unknown => {
    if (v === '' || v === undefined) return null;
    if (Array.isArray(v)) return v.map(normalise);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .filter((k) => k !== 'id' && k !== 'files_count')
          .sort()
          .map((k) => [k, normalise((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(normalise(value));
}

function fieldChanges(section: TPdsSection, before: Entry | null, after: Entry | null): TPdsFieldChange[] {
  const labels: Record<string, string> = PDS_SECTIONS[section].fields;
  const keys = new Set([...Object.keys(labels), ...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  keys.delete('id');
  keys.delete('files_count');
  const changes: TPdsFieldChange[] = [];
  for (const field of keys) {
    const a = before?.[field] ?? null;
    const b = after?.[field] ?? null;
    if (canonical(a) !== canonical(b)) changes.push({ field, label: labels[field] ?? field, before: a, after: b });
  }
  return changes;
}

function describe(section: TPdsSection, entry: Entry): string {
  const def = PDS_SECTIONS[section];
  return 'describe' in def ? def.describe(entry) : def.title;
}

/** The changes of one section, entry by entry (entries are matched by id). */
export function sectionChanges(section: TPdsSection, before: TPds | null, after: TPds): TPdsEntryChange[] {
  const def = PDS_SECTIONS[section];
  if (def.kind === 'single') {
    const a = (before?.[section] ?? null) as Entry | null;
    const b = (after[section] ?? null) as Entry | null;
    if (canonical(a) === canonical(b)) return [];
    return [{ kind: a ? 'changed' : 'added', entry_id: null, label: def.title, fields: fieldChanges(section, a, b) }];
  }
  const olds = (before?.[section] ?? []) as Entry[];
  const news = after[section] as Entry[];
  const oldById = new Map(olds.map((e) => [e.id, e]));
  const newIds = new Set(news.map((e) => e.id));
  const changes: TPdsEntryChange[] = [];
  for (const entry of news) {
    const old = oldById.get(entry.id);
    if (!old) changes.push({ kind: 'added', entry_id: entry.id ?? null, label: describe(section, entry), fields: fieldChanges(section, null, entry) });
    else if (canonical(old) !== canonical(entry))
      changes.push({ kind: 'changed', entry_id: entry.id ?? null, label: describe(section, entry), fields: fieldChanges(section, old, entry) });
  }
  for (const old of olds) {
    if (!newIds.has(old.id))
      changes.push({ kind: 'removed', entry_id: old.id ?? null, label: describe(section, old), fields: fieldChanges(section, old, null) });
  }
  return changes;
}

/** Every changed section, in the order of the form. */
export function pdsChanges(before: TPds | null, after: TPds): TPdsSectionChange[] {
  return PDS_SECTION_KEYS.map((section) => ({
    section,
    part: PDS_SECTIONS[section].part,
    title: PDS_SECTIONS[section].title,
    changes: sectionChanges(section, before, after),
  })).filter((s) => s.changes.length > 0);
}

/** The sections that differ (what a new submission would send). */
export function changedSections(before: TPds | null, after: TPds): TPdsSection[] {
  return PDS_SECTION_KEYS.filter(
    (section) => canonical(before?.[section] ?? (PDS_SECTIONS[section].kind === 'list' ? [] : null)) !== canonical(after[section]),
  );
}
