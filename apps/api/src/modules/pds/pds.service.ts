import { PDS_SECTIONS, type TPds, type TPdsChecking, type TPdsSection } from '@hris/contracts';
import type { z } from 'zod';
import { afterCommit, type Queryable } from '@hris/db';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { changedSections } from '../../domain/pds-diff';
import { logPdsRead, mustEditPds, mustReadPds } from './pds.access';
import { readCurrentPds } from './pds.read';
import * as repo from './pds.repo';

// Filling in the PDS: the employee's own, or anyone's by the personnel office.

/** Lookup ids a section may hold, and the list each must come from. */
const REFERENCES: Record<string, { table: string; label: string }> = {
  civil_status_id: { table: 'civil_statuses', label: 'civil status' },
  blood_type_id: { table: 'blood_types', label: 'blood type' },
  dual_citizenship_country_id: { table: 'countries', label: 'country' },
  school_id: { table: 'schools', label: 'school' },
  degree_id: { table: 'degrees', label: 'degree' },
  company_id: { table: 'work_companies', label: 'company' },
};

async function checkReferences(deps: Deps, data: Record<string, unknown>) {
  for (const [field, ref] of Object.entries(REFERENCES)) {
    const id = data[field];
    if (typeof id === 'number' && !(await repo.referenceExists(deps.db, ref.table, id)))
      throw AppError.validation(field, `The selected ${ref.label} is invalid.`);
  }
}

async function mustFindPds(deps: Deps, personnelId: number): Promise<TPds> {
  const pds = await readCurrentPds(deps, personnelId);
  if (!pds) throw AppError.notFound('The personnel record was not found.');
  return pds;
}

/** Where the PDS stands with HR (TPdsChecking). */
export async function checkingStatus(deps: Deps, personnelId: number, current: TPds): Promise<TPdsChecking> {
  const [last, verified] = await Promise.all([repo.lastSubmission(deps.db, personnelId), repo.lastVerified(deps.db, personnelId)]);
  return {
    status: last?.status ?? 'draft',
    changed_sections: changedSections(verified?.snapshot ?? null, current),
    last_submission: last ? { id: last.id, status: last.status, submitted_at: last.submitted_at, decided_at: last.decided_at, remarks: last.remarks } : null,
    last_verified_at: verified?.decided_at ?? null,
  };
}

/** GET /api/personnels/:id/pds: the sheet and where it stands. HR's reads of others are logged. */
export async function getPds(deps: Deps, actor: Actor, personnelId: number) {
  mustReadPds(actor, personnelId);
  const pds = await mustFindPds(deps, personnelId);
  await logPdsRead(deps, actor, personnelId, 'personal data sheet');
  return { pds, checking: await checkingStatus(deps, personnelId, pds) };
}

function parseSection(section: TPdsSection, body: unknown): Record<string, unknown> {
  const parsed = (PDS_SECTIONS[section].schema as z.ZodType).safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    // The same 422 shape as route validation: every issue under its field.
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || section] ??= []).push(issue.message);
    throw new AppError(422, first.message, errors);
  }
  return parsed.data as Record<string, unknown>;
}

/** PUT /api/personnels/:id/:section for a one-off section (personal information, family…). */
export async function saveSingleSection(deps: Deps, actor: Actor, personnelId: number, section: TPdsSection, body: unknown) {
  if (PDS_SECTIONS[section].kind !== 'single')
    throw AppError.validation('section', `${PDS_SECTIONS[section].title} has entries: add or edit them one at a time.`);
  mustEditPds(actor, personnelId);
  const before = (await mustFindPds(deps, personnelId))[section];
  const data = parseSection(section, body);
  await checkReferences(deps, data);
  await repo.saveSingle(deps.db, personnelId, section, data);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: `pds.${section}`,
    entityId: personnelId,
    before,
    after: data,
    ip: actor.ip,
  });
  return { message: `${PDS_SECTIONS[section].title} has been saved.`, data };
}

function mustBeList(section: TPdsSection) {
  if (PDS_SECTIONS[section].kind !== 'list') throw AppError.validation('section', `${PDS_SECTIONS[section].title} is one record: save it with PUT.`);
}

/** An entry of the caller's reach in this person's section; another person's entry id answers 404. */
async function mustFindEntry(deps: Deps, personnelId: number, section: TPdsSection, entryId: number) {
  const entry = await repo.findEntry(deps.db, entryId);
  if (!entry || entry.personnel_id !== personnelId || entry.section !== section) throw AppError.notFound('The PDS entry was not found.');
  return entry;
}

export async function addEntry(deps: Deps, actor: Actor, personnelId: number, section: TPdsSection, body: unknown) {
  mustBeList(section);
  mustEditPds(actor, personnelId);
  await mustFindPds(deps, personnelId);
  const data = parseSection(section, body);
  await checkReferences(deps, data);
  const id = await repo.insertEntry(deps.db, personnelId, section, data);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'create',
    entity: `pds.${section}`,
    entityId: id,
    after: { personnel_id: personnelId, ...data },
    ip: actor.ip,
  });
  return { message: 'The entry has been added.', entry: { ...data, id, files_count: 0 } };
}

export async function updateEntry(deps: Deps, actor: Actor, personnelId: number, section: TPdsSection, entryId: number, body: unknown) {
  mustBeList(section);
  mustEditPds(actor, personnelId);
  const before = await mustFindEntry(deps, personnelId, section, entryId);
  const data = parseSection(section, body);
  await checkReferences(deps, data);
  await repo.updateEntry(deps.db, entryId, data);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: `pds.${section}`,
    entityId: entryId,
    before: before.data,
    after: data,
    ip: actor.ip,
  });
  return { message: 'The entry has been updated.', entry: { ...data, id: entryId, files_count: await repo.countAttachments(deps.db, entryId) } };
}

export async function deleteEntry(deps: Deps, actor: Actor, personnelId: number, section: TPdsSection, entryId: number) {
  mustBeList(section);
  mustEditPds(actor, personnelId);
  const before = await mustFindEntry(deps, personnelId, section, entryId);
  const keys = await repo.deleteEntry(deps.db, entryId);
  // Inside a transaction (the workbook's import) the files go only once the removal is committed: a rolled-back
  // removal keeps its documents. Outside one they go at once and a failure answers as before.
  let atOnce: Promise<unknown> | undefined;
  let later = false;
  afterCommit(deps.db, () => {
    const removing = Promise.all(keys.map((key) => deps.storage.remove(key)));
    if (later) void removing.catch((err: unknown) => deps.log.error(err, 'A removed PDS entry left a file behind'));
    else atOnce = removing;
  });
  later = true;
  if (atOnce) await atOnce;
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: `pds.${section}`, entityId: entryId, before: before.data, ip: actor.ip });
  return { message: 'The entry has been removed.' };
}

/**
 * A training HR verified from an intervention attended (issue 22, L&D): added to the person's PDS part VII as an entry
 * of its own with the certificate attached, on the caller's transaction. The data are checked as the PDS form checks them.
 */
export async function addVerifiedTraining(
  q: Queryable,
  input: { personnelId: number; training: unknown; certificate: { key: string; name: string; sizeBytes: number }; userId: number },
): Promise<number> {
  const data = parseSection('training', input.training);
  const id = await repo.insertEntry(q, input.personnelId, 'training', data);
  await repo.insertAttachment(q, {
    entryId: id,
    key: input.certificate.key,
    fileName: input.certificate.name,
    size: input.certificate.sizeBytes,
    userId: input.userId,
  });
  return id;
}
