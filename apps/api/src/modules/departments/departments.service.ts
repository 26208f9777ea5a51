import { withTransaction } from '@hris/db';
import { randomUUID } from 'node:crypto';
import { LIMITS, MESSAGES, type TDepartment, type TDepartmentBody, type TDepartmentHeads } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { hasAnyView, refuseOwnRecord, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { acceptUpload, EXTENSION } from '../../lib/upload-check';
import { signedFileUrl } from '../../lib/signed-files';
import * as repo from './departments.repo';
import { assertMaySetHeader } from './header.service';
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION } from '../../lib/db-errors';

export const MANAGE_DEPARTMENTS = ['SETTINGS', 'GENERALSETTINGS'] as const;

function present(deps: Deps, row: repo.DepartmentRow): TDepartment {
  const { logo_key, ...rest } = row;
  return { ...rest, status: row.is_active ? 'Active' : 'Inactive', logo_path: signedFileUrl(deps, logo_key) };
}

async function mustFind(deps: Deps, id: number) {
  const row = await repo.findById(deps.db, id);
  if (!row) throw AppError.notFound('The department was not found.');
  return row;
}

/** A parent must exist, be on the same campus, and not be the department itself or one of its units. */
async function checkParent(deps: Deps, parentId: number | null | undefined, campusId: number, selfId?: number) {
  if (parentId == null) return;
  const parent = await repo.findById(deps.db, parentId);
  if (!parent) throw AppError.validation('parent_id', 'The selected parent department is invalid.');
  if (selfId && (await repo.subtreeIds(deps.db, selfId)).includes(parentId)) {
    throw AppError.validation('parent_id', 'A department cannot be moved under itself or one of its own units.');
  }
  if (parent.campus_id !== campusId) throw AppError.validation('parent_id', 'A unit must be on the same campus as the department above it.');
}

async function checkNameFree(deps: Deps, campusId: number, fullname: string, selfId?: number) {
  const same = await repo.findByName(deps.db, campusId, fullname);
  if (same && same !== selfId) throw AppError.validation('fullname', 'A department of this campus already has this name.');
}

export async function listDepartments(
  deps: Deps,
  q: {
    term?: string;
    page: number;
    per_page: number;
    campus_id?: number;
    is_active?: boolean;
    type?: 'internal' | 'external';
    parent_id?: number;
    top_level?: boolean;
  },
) {
  const term = q.term && q.term.length > 2 ? q.term : undefined;
  const { rows, total } = await repo.list(deps.db, {
    term,
    campusId: q.campus_id,
    isActive: q.is_active,
    scope: q.type,
    parentId: q.top_level ? null : q.parent_id,
    page: q.page,
    perPage: q.per_page,
  });
  return { departments: rows.map((r) => present(deps, r)), meta: { page: q.page, per_page: q.per_page, total } };
}

/** One department with its units and its earlier names. */
/** Campuses 1–5 (campus 1 is the main campus). */
export async function listCampuses(deps: Deps) {
  return { campuses: await repo.campuses(deps.db) };
}

export async function getDepartment(deps: Deps, id: number) {
  const row = await mustFind(deps, id);
  return { department: { ...present(deps, row), units: await repo.units(deps.db, id), name_history: await repo.nameHistory(deps.db, id) } };
}

export async function createDepartment(deps: Deps, actor: Actor, body: TDepartmentBody) {
  await checkNameFree(deps, body.campus_id, body.fullname);
  await checkParent(deps, body.parent_id, body.campus_id);
  const id = await repo.insert(deps.db, {
    fullname: body.fullname,
    acronym: body.acronym,
    campusId: body.campus_id,
    parentId: body.parent_id ?? null,
    isActive: body.is_active ?? true,
  });
  const after = await mustFind(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'departments', entityId: id, after, ip: actor.ip });
  return { message: 'The department has been saved.', department: present(deps, after) };
}

export async function updateDepartment(deps: Deps, actor: Actor, id: number, body: Partial<TDepartmentBody>) {
  const before = await mustFind(deps, id);
  const campusId = body.campus_id ?? before.campus_id;
  if (body.fullname !== undefined || body.campus_id !== undefined) await checkNameFree(deps, campusId, body.fullname ?? before.fullname, id);
  const parentId = body.parent_id === undefined ? before.parent_id : body.parent_id;
  await checkParent(deps, parentId, campusId, id);
  await repo.update(
    deps.db,
    id,
    {
      fullname: body.fullname,
      acronym: body.acronym,
      campusId: body.campus_id,
      parentId: body.parent_id === undefined ? undefined : body.parent_id,
      isActive: body.is_active,
    },
    deps.clock.now(),
  );
  const after = await mustFind(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'departments', entityId: id, before, after, ip: actor.ip });
  return { message: 'The department has been updated.', department: present(deps, after) };
}

export async function removeDepartment(deps: Deps, actor: Actor, id: number) {
  const before = await mustFind(deps, id);
  try {
    await repo.remove(deps.db, id);
  } catch (err) {
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) {
      throw AppError.validation('fullname', 'This department still has personnel, units or requests and cannot be deleted. Mark it Inactive instead.');
    }
    throw err;
  }
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'departments', entityId: id, before, ip: actor.ip });
  return { message: 'The department has been deleted.' };
}

/** Renames a department; the old name stays in its history with the day the new one took effect. */
export async function renameDepartment(deps: Deps, actor: Actor, body: { id: number; fullname: string; acronym?: string; effective_date?: string }) {
  const before = await mustFind(deps, body.id);
  if (before.fullname.toLowerCase() === body.fullname.toLowerCase() && (!body.acronym || body.acronym === before.acronym)) {
    throw AppError.validation('fullname', 'The new name is the same as the current one.');
  }
  await checkNameFree(deps, before.campus_id, body.fullname, body.id);
  await repo.addNameHistory(deps.db, {
    departmentId: body.id,
    fullname: before.fullname,
    acronym: before.acronym,
    renamedOn: body.effective_date ?? deps.clock.today(),
    renamedByUserId: actor.userId,
  });
  await repo.update(deps.db, body.id, { fullname: body.fullname, acronym: body.acronym ?? before.acronym }, deps.clock.now());
  const after = await mustFind(deps, body.id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'rename', entity: 'departments', entityId: body.id, before, after, ip: actor.ip });
  return { message: 'The department has been renamed.', department: present(deps, after) };
}

/** Splits a department into units that sit under it, on its campus. */
export async function splitDepartment(deps: Deps, actor: Actor, id: number, units: { fullname: string; acronym: string }[]) {
  const parent = await mustFind(deps, id);
  const names = units.map((u) => u.fullname.toLowerCase());
  if (new Set(names).size !== names.length) throw AppError.validation('units', 'Two units have the same name.');
  for (const [i, unit] of units.entries()) {
    if (await repo.findByName(deps.db, parent.campus_id, unit.fullname))
      throw AppError.validation(`units.${i}.fullname`, 'A department of this campus already has this name.');
  }
  const created = await withTransaction(deps.db, async (tx) => {
    const ids: number[] = [];
    for (const unit of units) ids.push(await repo.insert(tx, { fullname: unit.fullname, acronym: unit.acronym, campusId: parent.campus_id, parentId: id }));
    return ids;
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'split', entity: 'departments', entityId: id, after: { units: created }, ip: actor.ip });
  return { message: `The department has been split into ${created.length} unit(s).`, units: await repo.units(deps.db, id) };
}

/** Settings managers change any department's header; a head changes their own (/department/header/setting). */
function assertManagerOrHead(actor: Actor, department: repo.DepartmentRow) {
  if (hasAnyView(actor, MANAGE_DEPARTMENTS)) return;
  const isHead = actor.personnelId !== null && (department.head?.id === actor.personnelId || department.oic?.id === actor.personnelId);
  if (!isHead) throw AppError.forbidden("Only the settings office or the department's own head may change this.");
}

export async function setHeadTitle(deps: Deps, actor: Actor, departmentId: number, headTitle: string) {
  const before = await mustFind(deps, departmentId);
  assertManagerOrHead(actor, before);
  await repo.update(deps.db, departmentId, { headTitle }, deps.clock.now());
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'departments',
    entityId: departmentId,
    before: { head_title: before.head_title },
    after: { head_title: headTitle },
    ip: actor.ip,
  });
  return { message: 'The head title has been saved.', head_title: headTitle };
}

export async function getHeadTitle(deps: Deps, departmentId: number) {
  const row = await mustFind(deps, departmentId);
  return { head_title: row.head_title };
}

/**
 * Sets the head, the officer-in-charge and the DTR clerk (/department_setting). The HR office (settings
 * managers) designates the head and the OIC: the OIC acts for the head, on the head's own requests too,
 * so the head never picks who approves them (issue 15). A head names only the DTR clerk. Nobody
 * designates themselves, and the OIC and the clerk work in the department (or one of its units).
 */
export async function setHeads(deps: Deps, actor: Actor, id: number, body: TDepartmentHeads) {
  const before = await mustFind(deps, id);
  const manager = hasAnyView(actor, MANAGE_DEPARTMENTS);
  const isHead = actor.personnelId !== null && before.head?.id === actor.personnelId;
  // The head's page sends the OIC as it stands: only a different one is a designation.
  const headChanges = body.head_personnel_id !== undefined && body.head_personnel_id !== (before.head?.id ?? null);
  const oicChanges = body.oic_personnel_id !== undefined && body.oic_personnel_id !== (before.oic?.id ?? null);
  if (!manager && !(isHead && body.head_personnel_id === undefined))
    throw AppError.forbidden('Only the HR office, or the head for the DTR clerk, may change this.');
  if (!manager && oicChanges) throw AppError.forbidden('The HR office designates the officer-in-charge. Ask it to name someone of your department.');
  for (const [field, changes] of [
    ['head_personnel_id', headChanges],
    ['oic_personnel_id', oicChanges],
  ] as const) {
    const value = body[field];
    if (!changes || value == null) continue;
    if (!(await repo.personnelExists(deps.db, value))) throw AppError.validation(field, 'The selected person is invalid.');
    refuseOwnRecord(actor, value, 'Another officer of the HR office must designate you.');
  }
  const newHead = body.head_personnel_id === undefined ? (before.head?.id ?? null) : body.head_personnel_id;
  if (body.oic_personnel_id != null && body.oic_personnel_id === newHead)
    throw AppError.validation('oic_personnel_id', 'The officer-in-charge must be someone other than the head.');
  if (oicChanges)
    await checkWorksIn(deps, id, body.oic_personnel_id, 'oic_personnel_id', 'The officer-in-charge must be a person of this department or one of its units.');
  await checkWorksIn(deps, id, body.dtr_clerk_personnel_id, 'dtr_clerk_personnel_id', 'The DTR clerk must be a person of this department or one of its units.');
  await repo.update(
    deps.db,
    id,
    { headPersonnelId: body.head_personnel_id, oicPersonnelId: body.oic_personnel_id, dtrClerkPersonnelId: body.dtr_clerk_personnel_id },
    deps.clock.now(),
  );
  const after = await mustFind(deps, id);
  const people = (row: repo.DepartmentRow) => ({ head: row.head, oic: row.oic, dtr_clerk: row.dtr_clerk });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'departments',
    entityId: id,
    before: people(before),
    after: people(after),
    ip: actor.ip,
  });
  return { message: 'The head, officer-in-charge and DTR clerk have been saved.', department: present(deps, after) };
}

/** The OIC stands in for the head and the DTR clerk keeps the department's DTRs, so they work in it (or in one of its units). */
async function checkWorksIn(deps: Deps, departmentId: number, personnelId: number | null | undefined, field: string, message: string) {
  if (personnelId == null) return;
  const personDepartment = await repo.departmentOfPerson(deps.db, personnelId);
  if (personDepartment === undefined) throw AppError.validation(field, 'The selected person is invalid.');
  if (personDepartment === null || !(await repo.subtreeIds(deps.db, departmentId)).includes(personDepartment)) throw AppError.validation(field, message);
}

// A logo is kept scaled into 512×512: it is printed about an inch wide at the top of a form (300 pixels at
// 300 dpi) and shown smaller in the layout to every user of the office, so more pixels are only weight.
const LOGO_FIT = { width: 512, height: 512 };

/** The office logo printed on the department's forms: png or jpeg up to 2 MB, checked from the bytes. */
export async function uploadLogo(deps: Deps, actor: Actor, departmentId: number, bytes: Buffer | null) {
  const before = await mustFind(deps, departmentId);
  // The logo is part of the office's header: its head or OIC, those of an office above it, or the HR office.
  await assertMaySetHeader(deps, actor, departmentId);
  if (!bytes) throw AppError.validation('logo', MESSAGES.saveWithoutFile);
  const { kind, bytes: kept } = await acceptUpload(bytes, { kinds: ['png', 'jpeg'], maxBytes: LIMITS.avatarBytes, field: 'logo', fit: LOGO_FIT });
  const key = `logos/${randomUUID()}.${EXTENSION[kind]}`;
  await deps.storage.put(key, kept);
  await repo.update(deps.db, departmentId, { logoKey: key }, deps.clock.now());
  if (before.logo_key) await deps.storage.remove(before.logo_key).catch(() => undefined);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'logo_changed',
    entity: 'departments',
    entityId: departmentId,
    before: before.logo_key,
    after: key,
    ip: actor.ip,
  });
  return { message: 'The office logo has been saved.', logo_path: signedFileUrl(deps, key) };
}
