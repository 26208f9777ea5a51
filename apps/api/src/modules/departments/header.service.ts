import type { THeaderOffices, TOfficeHeader, TOfficeHeaderBody, TOfficeHeaderSaved, TPrintedHeader } from '@hris/contracts';
import { ZOfficeHeaderBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { hasAnyView, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import type { OfficeHeader } from '../../lib/pdf';
import { signedFileUrl } from '../../lib/signed-files';
import * as repo from './header.repo';

// The office header (SPEC.md §2 /department/header/setting, issue 24): up to four name lines, the address line and the
// logo an office prints at the top of its documents (lib/pdf.ts letterhead's `header`). A unit without its own name
// lines prints the header of the nearest office above it that has them; an office with none prints the university's
// letterhead as before. The HR office and the administrators (SETTINGS, GENERALSETTINGS) set any office's; a head or
// officer-in-charge sets their office's and its units'.

const HEADER_MANAGERS = ['SETTINGS', 'GENERALSETTINGS'] as const;

/** 403 unless the actor may set this office's header (HR and the administrators; its head or OIC, or those of an office above it). */
export async function assertMaySetHeader(deps: Deps, actor: Actor, departmentId: number) {
  if (hasAnyView(actor, HEADER_MANAGERS)) return;
  if (actor.personnelId !== null && (await repo.headsOfficeOrAbove(deps.db, departmentId, actor.personnelId))) return;
  throw AppError.forbidden('Only the head or officer-in-charge of this office (or of an office above it) or the HR office may set its header.');
}

async function mustFind(deps: Deps, id: number) {
  const row = await repo.headerOf(deps.db, id);
  if (!row) throw AppError.notFound('The office was not found.');
  return row;
}

async function printed(deps: Deps, id: number): Promise<TPrintedHeader> {
  const from = await repo.printedHeaderOf(deps.db, id);
  if (!from) return { from: null, lines: [], address: null, logo_path: null };
  return {
    from: { id: from.id, fullname: from.fullname, acronym: from.acronym },
    lines: from.header_lines ?? [],
    address: from.header_address,
    logo_path: signedFileUrl(deps, from.logo_key),
  };
}

async function present(deps: Deps, row: repo.HeaderRow): Promise<TOfficeHeader> {
  return {
    office: { id: row.id, fullname: row.fullname, acronym: row.acronym },
    parent: row.parent,
    lines: row.header_lines ?? [],
    address: row.header_address,
    logo_path: signedFileUrl(deps, row.logo_key),
    prints: await printed(deps, row.id),
  };
}

/** The offices the caller sets the header of: those they head or stand in for and the units under them; HR: every office. */
export async function headerOffices(deps: Deps, actor: Actor): Promise<THeaderOffices> {
  if (hasAnyView(actor, HEADER_MANAGERS)) return { any_office: true, ...(await repo.allOffices(deps.db)) };
  if (!actor.personnelId) return { any_office: false, departments: [], units: [] };
  const departments = await repo.officesHeadedBy(deps.db, actor.personnelId);
  const units = await repo.unitsUnder(
    deps.db,
    departments.map((d) => d.id),
  );
  const own = new Set(departments.map((d) => d.id));
  return { any_office: false, departments, units: units.filter((u) => !own.has(u.id)) };
}

export async function getHeader(deps: Deps, actor: Actor, id: number): Promise<{ header: TOfficeHeader }> {
  const row = await mustFind(deps, id);
  await assertMaySetHeader(deps, actor, id);
  return { header: await present(deps, row) };
}

export async function saveHeader(deps: Deps, actor: Actor, id: number, input: TOfficeHeaderBody): Promise<TOfficeHeaderSaved> {
  const before = await mustFind(deps, id);
  await assertMaySetHeader(deps, actor, id);
  const body = ZOfficeHeaderBody.parse(input);
  await repo.saveHeader(deps.db, id, body.lines, body.address, deps.clock.now());
  const after = await mustFind(deps, id);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'departments',
    entityId: id,
    before: { header_lines: before.header_lines, header_address: before.header_address },
    after: { header_lines: after.header_lines, header_address: after.header_address },
    ip: actor.ip,
  });
  return {
    message: body.lines.length ? `The header of ${after.fullname} has been saved.` : `${after.fullname} now prints the header above it.`,
    header: await present(deps, after),
  };
}

/**
 * The header an office prints on its documents (lib/pdf.ts letterhead's `header`): its own name lines, address and
 * logo, else those of the nearest office above it that has name lines; null when none has (the university's letterhead).
 */
export async function officeHeaderOf(deps: Pick<Deps, 'db' | 'storage'>, departmentId: number | null | undefined): Promise<OfficeHeader | null> {
  if (!departmentId) return null;
  const row = await repo.printedHeaderOf(deps.db, departmentId);
  if (!row?.header_lines?.length) return null;
  const logo = row.logo_key ? await deps.storage.get(row.logo_key).catch(() => null) : null;
  return { lines: row.header_lines, address: row.header_address, logo };
}

/** The header of the person's office (their department's, resolved as officeHeaderOf does): what their forms print. */
export async function officeHeaderOfPerson(deps: Pick<Deps, 'db' | 'storage'>, personnelId: number | null | undefined): Promise<OfficeHeader | null> {
  if (!personnelId) return null;
  return officeHeaderOf(deps, await repo.departmentIdOfPerson(deps.db, personnelId));
}
