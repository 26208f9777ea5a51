import { PDS_SECTIONS, PDS_SECTION_KEYS, type TPds, type TPdsSection } from '@hris/contracts';
import type { Database, Queryable } from '@hris/db';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { changedSections } from '../../domain/pds-diff';
import { notify } from '../notifications';
import { readCurrentPds } from './pds.read';
import type { PdsWorkbookReading } from './pds-workbook.read';
import { planSection, type PdsSectionPlan } from './pds-workbook.service';
import * as repo from './pds.repo';

// HR's zip of PDS workbooks (issue 41), the PDS side: who a workbook is, what it fills in that person's PDS, writing
// it on the import's transaction with what the undo needs, filing it for HR's checking, and the undo itself.

export type { NamedPerson } from './pds.repo';
export const peopleNamed = repo.peopleNamed;

/** What the import keeps per record for its undo (the imports module's batch records). */
export type PdsFillRecord = { entity: string; entityId: number; before: Record<string, unknown> | null };
const ENTRY = 'pds_entries';
/** An entry the workbook replaced: its data kept so that the undo puts it back. */
const REMOVED = 'pds_entries.removed';
const SUBMISSION = 'pds_submissions';

export type PdsFillPlan = {
  personnelId: number;
  /** The sections written ("V. Work experience"). */
  sections: string[];
  /** Sections with problems in the workbook, left out, each with its problems. */
  leftOut: string[];
  /** The person's PDS is waiting for HR's checking already. */
  waiting: boolean;
  plans: PdsSectionPlan[];
};

const titled = (s: TPdsSection) => `${PDS_SECTIONS[s].part}. ${PDS_SECTIONS[s].title}`;

/** What the workbook would fill in this person's PDS: the sections it adds or changes, without those with problems. */
export async function planFill(deps: Pick<Deps, 'db'>, personnelId: number, reading: PdsWorkbookReading): Promise<PdsFillPlan> {
  const [current, last] = await Promise.all([readCurrentPds(deps, personnelId), repo.lastSubmission(deps.db, personnelId)]);
  const plans = PDS_SECTION_KEYS.map((s) => planSection(s, reading, current!)).filter((p) => p.action === 'add' || p.action === 'change' || p.problems.length);
  const kept = plans.filter((p) => !p.problems.length);
  return {
    personnelId,
    sections: kept.map((p) => titled(p.section)),
    leftOut: plans.filter((p) => p.problems.length).map((p) => `${titled(p.section)} is left out: ${p.problems.join('; ')}`),
    waiting: last?.status === 'submitted',
    plans: kept,
  };
}

/**
 * Writes the plan into the person's PDS on `tx` and files the PDS for HR's checking, as the employee's "submit" does;
 * the employee is told to check it. An entry the workbook replaces is removed unless documents are attached to it (HR
 * does not drop an employee's evidence). Answers the records the undo needs.
 */
export async function fillFromWorkbook(tx: Queryable, deps: Deps, actor: Actor, plan: PdsFillPlan): Promise<PdsFillRecord[]> {
  const { personnelId } = plan;
  const rows = await repo.entriesOf(tx, personnelId);
  const records: PdsFillRecord[] = [];
  const inserts: { section: TPdsSection; data: unknown }[] = [];
  const removed: number[] = [];
  for (const p of plan.plans) {
    if (PDS_SECTIONS[p.section].kind === 'single') {
      const row = rows.find((r) => r.section === p.section);
      if (!row) inserts.push({ section: p.section, data: p.workbook });
      else {
        await repo.updateEntry(tx, row.id, p.workbook);
        records.push({ entity: ENTRY, entityId: row.id, before: row.data });
      }
      continue;
    }
    for (const id of p.toRemove) {
      const row = rows.find((r) => r.id === id);
      if (!row || row.files_count > 0) continue;
      removed.push(id);
      records.push({ entity: REMOVED, entityId: id, before: { personnel_id: personnelId, section: row.section, data: row.data } });
    }
    inserts.push(...p.toAdd.map((data) => ({ section: p.section, data })));
  }
  await repo.deleteEntries(tx, removed);
  for (const id of await repo.insertEntries(tx, personnelId, inserts)) records.push({ entity: ENTRY, entityId: id, before: null });

  const current = (await readCurrentPds({ db: tx as Database }, personnelId))!;
  const verified = await repo.lastVerified(tx, personnelId);
  const changed = changedSections(verified?.snapshot ?? null, current);
  if (!changed.length) return records;
  const submissionId = await repo.insertSubmission(tx, { personnelId, snapshot: JSON.parse(JSON.stringify(current)), changed, userId: actor.userId });
  records.push({ entity: SUBMISSION, entityId: submissionId, before: null });
  await writeAudit(tx, {
    actorUserId: actor.userId,
    action: 'import',
    entity: 'pds',
    entityId: personnelId,
    after: { submission_id: submissionId, sections: plan.sections, changed_sections: changed },
    ip: actor.ip,
  });
  await notify(
    deps,
    { personnelId },
    {
      title: 'Your PDS was filled from your Excel PDS',
      description: `HR imported your Personal Data Sheet workbook (${plan.sections.join(', ')}). Check it on My PDS; HR verifies it next.`,
      link: '/account/profile',
      byUserId: actor.userId,
    },
    tx,
  );
  return records;
}

/**
 * Why the import can no longer be undone: a PDS it filed has been checked by HR, or changed or sent again by the
 * employee since (its submission is no longer the import's own, or the PDS no longer what was filed), or a document
 * was attached to an entry it added. Null when it can.
 */
export async function refuseUndoFill(db: Queryable, records: PdsFillRecord[], importedAt: string): Promise<string | null> {
  for (const r of records.filter((x) => x.entity === SUBMISSION)) {
    const s = await repo.findSubmission(db, r.entityId);
    if (!s) continue;
    const name = (s.snapshot as TPds & { personnel: { fullname?: string } }).personnel.fullname ?? 'an employee';
    if (s.status !== 'submitted') return `HR has already checked the PDS of ${name}.`;
    const current = await readCurrentPds({ db: db as Database }, s.personnel_id);
    const sentAgain = new Date(s.submitted_at).getTime() !== new Date(importedAt).getTime();
    if (sentAgain || !current || changedSections(s.snapshot, current).length) return `${name} has changed their PDS since.`;
  }
  const added = records.filter((x) => x.entity === ENTRY && !x.before).map((x) => x.entityId);
  if (await repo.attachmentsOn(db, added)) return 'documents have been attached to entries it added.';
  return null;
}

/** Puts every PDS back as it was before the import, and withdraws the submissions it filed. */
export async function undoFill(tx: Queryable, records: PdsFillRecord[]): Promise<void> {
  await repo.deleteSubmissions(
    tx,
    records.filter((r) => r.entity === SUBMISSION).map((r) => r.entityId),
  );
  await repo.deleteEntries(
    tx,
    records.filter((r) => r.entity === ENTRY && !r.before).map((r) => r.entityId),
  );
  for (const r of records.filter((x) => x.entity === ENTRY && x.before)) await repo.updateEntry(tx, r.entityId, r.before);
  const removed = records.filter((r) => r.entity === REMOVED).map((r) => r.before as { personnel_id: number; section: string; data: unknown });
  for (const personnelId of new Set(removed.map((r) => r.personnel_id)))
    await repo.insertEntries(
      tx,
      personnelId,
      removed.filter((r) => r.personnel_id === personnelId),
    );
}

/** The lists a workbook's words are matched against, read once for a whole zip. */
export const workbookLookups = (deps: Pick<Deps, 'db'>) => repo.lookupLists(deps.db);
