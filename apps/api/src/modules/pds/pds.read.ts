import { EDUCATION_LEVELS, PDS_SECTIONS, PDS_SECTION_KEYS, type TPds, type TPdsSection } from '@hris/contracts';
import { changedSections } from '../../domain/pds-diff';
import type { Deps } from '../../lib/deps';
import * as repo from './pds.repo';

type Entry = Record<string, unknown> & { id: number };

/** A field as its sort key: dates are strings, years numbers; anything else sorts as empty. */
const sortKey = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The form's order within a list: schools by level, dated entries newest first, the rest as typed. */
export function sortEntries(section: TPdsSection, entries: Entry[]): Entry[] {
  const def = PDS_SECTIONS[section];
  const orderBy = 'orderBy' in def ? def.orderBy : undefined;
  if (!orderBy) return entries;
  if (orderBy === 'level') {
    const rank = (e: Entry) => EDUCATION_LEVELS.indexOf(e.level as (typeof EDUCATION_LEVELS)[number]);
    return [...entries].sort((a, b) => rank(a) - rank(b) || sortKey(a.period_from).localeCompare(sortKey(b.period_from)) || a.id - b.id);
  }
  return [...entries].sort((a, b) => sortKey(b[orderBy]).localeCompare(sortKey(a[orderBy])) || b.id - a.id);
}

/** The PDS as it is now (what the employee and HR edit). Null when there is no such personnel record. */
export async function readCurrentPds(deps: Pick<Deps, 'db'>, personnelId: number): Promise<TPds | null> {
  const [names, entries] = await Promise.all([repo.personnelNames(deps.db, personnelId), repo.entriesOf(deps.db, personnelId)]);
  if (!names) return null;
  const pds: Record<string, unknown> = { personnel: names };
  for (const section of PDS_SECTION_KEYS) {
    const rows = entries.filter((e) => e.section === section);
    if (PDS_SECTIONS[section].kind === 'single') pds[section] = rows[0]?.data ?? null;
    else
      pds[section] = sortEntries(
        section,
        rows.map((r) => ({ ...r.data, id: r.id, files_count: r.files_count })),
      );
  }
  return pds as TPds;
}

/**
 * The PDS that reports and forms use: the last copy HR verified (`verified`, null when none
 * was ever verified), or the PDS as it is now (`current`).
 */
export async function readPds(deps: Pick<Deps, 'db'>, personnelId: number, version: 'verified' | 'current'): Promise<TPds | null> {
  if (version === 'current') return readCurrentPds(deps, personnelId);
  const verified = await repo.lastVerified(deps.db, personnelId);
  return verified?.snapshot ?? null;
}

export type PdsForApplying = {
  /** The copy an application takes: the last one HR verified, or the sheet as it stands when none was. */
  pds: TPds;
  /** When HR verified that copy; null when it is the sheet as it stands. */
  verifiedAt: string | null;
  /** The sheet has changed since the verified copy (those changes wait for HR and are not taken). */
  unverifiedChanges: boolean;
};

/** The PDS an employee applies for a post with (recruitment copies it into the application). Null when there is no such personnel record. */
export async function pdsForApplying(deps: Pick<Deps, 'db'>, personnelId: number): Promise<PdsForApplying | null> {
  const [current, verified] = await Promise.all([readCurrentPds(deps, personnelId), repo.lastVerified(deps.db, personnelId)]);
  if (!current) return null;
  if (!verified) return { pds: current, verifiedAt: null, unverifiedChanges: false };
  return { pds: verified.snapshot, verifiedAt: verified.decided_at, unverifiedChanges: changedSections(verified.snapshot, current).length > 0 };
}
