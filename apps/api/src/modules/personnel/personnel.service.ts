import { EMPLOYMENT_KINDS, type TPersonnelBody, type TPersonnelUpdate } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import { signedFileUrl } from '../../lib/signed-files';
import { hasAnyView, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION } from '../../lib/db-errors';
import { DEFAULT_IDNO_PATTERN, employeeNumber, employeeNumberMatcher } from '../../domain/employee-number';
import { EXPORT_ROW_CAP, exportFileName, personnelWorkbook } from './personnel.export';
import { cachedAnswer, type PersonnelCache } from './personnel.cache';
import * as repo from './personnel.repo';

/** The personnel routes' dependencies: the app's, and this instance's cache of list and picker answers. */
export type PersonnelDeps = Deps & { personnelCache: PersonnelCache };

export const MANAGE_PERSONNEL = ['PERSONNELS'] as const;
/** Who may read any record: HR's personnel office and the PDS checkers. */
const READ_ANY = ['PERSONNELS', 'PDS-CHECKING'] as const;

async function mustFind(deps: Deps, id: number) {
  const row = await repo.findById(deps.db, id);
  if (!row) throw AppError.notFound('The personnel record was not found.');
  return row;
}

/** References must exist, and the department must be on the record's campus. */
async function checkReferences(deps: Deps, body: Partial<TPersonnelBody>, campusId: number) {
  const tables = {
    department_id: 'departments',
    position_id: 'positions',
    appointment_status_id: 'appointment_statuses',
    personnel_status_id: 'personnel_statuses',
  } as const;
  for (const [field, table] of Object.entries(tables) as [keyof typeof tables, string][]) {
    const id = body[field];
    if (id == null) continue;
    const found = await repo.exists(deps.db, table, id);
    if (!found) throw AppError.validation(field, `The selected ${field.replace(/_id$/, '').replace(/_/g, ' ')} is invalid.`);
    if (field === 'department_id' && found.campus_id !== campusId) throw AppError.validation('department_id', 'The department is on another campus.');
  }
}

const idnoPattern = async (deps: Deps) => ((await repo.setting(deps.db, 'idno_pattern')) as string | undefined) ?? DEFAULT_IDNO_PATTERN;

/**
 * The next employee number of the pattern for a campus this year: the one after the highest number
 * of the same shape (2026-0004 → 2026-0005), so new records continue the numbers already given.
 */
async function nextEmployeeNumberAfterHighest(deps: Deps, pattern: string, campusId: number | null, skip: number) {
  const campusAcronym = campusId ? ((await repo.campusAcronym(deps.db, campusId)) ?? '') : '';
  const year = Number(deps.clock.today().slice(0, 4));
  const matcher = employeeNumberMatcher(pattern, { year, campusAcronym });
  // A pattern without {SEQ} has no numbers to continue: it draws from the database sequence.
  const sequence = matcher ? (await repo.highestIdnoSequence(deps.db, matcher)) + 1 + skip : await repo.nextIdnoSequence(deps.db);
  return employeeNumber(pattern, { year, campusAcronym, sequence });
}

/** A free employee number in the university's pattern (also for appointments from recruitment). */
export async function newEmployeeNumber(deps: Deps, campusId: number) {
  const pattern = await idnoPattern(deps);
  // A number taken meanwhile (or typed by hand in another shape) is skipped, not reused.
  for (let attempt = 0; attempt < 20; attempt++) {
    const idno = await nextEmployeeNumberAfterHighest(deps, pattern, campusId, attempt);
    if (!(await repo.idnoTakenBy(deps.db, idno))) return idno;
  }
  throw new Error('could not make a free employee number');
}

const columns = (b: Partial<TPersonnelBody>) => ({
  idno: b.idno === undefined ? undefined : b.idno || null,
  firstName: b.first_name,
  middleName: b.middle_name === undefined ? undefined : b.middle_name || null,
  lastName: b.last_name,
  nameExtension: b.name_extension === undefined ? undefined : b.name_extension || null,
  campusId: b.campus_id,
  departmentId: b.department_id,
  positionId: b.position_id,
  appointmentStatusId: b.appointment_status_id,
  personnelStatusId: b.personnel_status_id,
  employmentKind: b.employment_kind,
  partTime: b.part_time,
  dateOriginalAppointment: b.date_original_appointment,
  dateLastPromotion: b.date_last_promotion,
  isActive: b.is_active,
});

export type TPersonnelListQuery = { term?: string; campus_id?: number; department_id?: number; status?: 'active' | 'inactive'; kind?: string };

/** The list's filters as the repository takes them; holders of JO alone see the job orders (/joborders/list). */
function filterOf(actor: Actor, q: TPersonnelListQuery) {
  const onlyJobOrders = !hasAnyView(actor, MANAGE_PERSONNEL);
  return {
    term: q.term && q.term.length > 2 ? q.term : undefined,
    campusId: q.campus_id,
    departmentId: q.department_id,
    status: q.status,
    kind: onlyJobOrders ? 'job_order' : q.kind,
  };
}

/** The personnel list (/personnels and /joborders/list). */
export async function listPersonnel(deps: PersonnelDeps, actor: Actor, q: TPersonnelListQuery & { page: number; per_page: number }) {
  const filter = { ...filterOf(actor, q), page: q.page, perPage: q.per_page };
  // Keyed by what is asked of the database: a JO holder and HR asking for job orders share an answer.
  return cachedAnswer(deps.personnelCache, `list|${JSON.stringify(filter)}`, async () => {
    const { rows, total } = await repo.list(deps.db, filter);
    return { personnels: rows, meta: { page: q.page, per_page: q.per_page, total } };
  });
}

/** Every person the list's filters match, as an .xlsx (the same people the list pages through). */
export async function exportPersonnel(deps: Deps, actor: Actor, q: TPersonnelListQuery) {
  const filter = filterOf(actor, q);
  const rows = await repo.exportRows(deps.db, filter, EXPORT_ROW_CAP);
  const now = deps.clock.now();
  const bytes = await personnelWorkbook(rows, now);
  // A list of people leaving the system is logged with whom it names (RA 10173), the exporter aside.
  await auditPersonalRead(deps, actor, {
    entity: 'personnel_export',
    personnelIds: rows.map((r) => r.id),
    what: `personnel list (${rows.length} people)`,
    details: { filters: filter, rows: rows.length },
  });
  return { fileName: exportFileName(now), bytes };
}

/** The personnel picker (SPEC.md §3 "Personnel (picker record)"): active people by name or employee number. */
export async function searchPersonnel(deps: PersonnelDeps, typed: string, perPage: number) {
  const term = typed.trim();
  if (term.length <= 2) return { personnel: [], meta: { page: 1, per_page: perPage, total: 0 } };
  return cachedAnswer(deps.personnelCache, `picker|${perPage}|${term.toLowerCase()}`, async () => {
    const rows = await repo.pickerSearch(deps.db, term, perPage);
    return {
      personnel: rows.map(({ avatar_key, ...r }) => ({ ...r, avatar: signedFileUrl(deps, avatar_key) })),
      meta: { page: 1, per_page: perPage, total: rows.length },
    };
  });
}

/** One record: to its owner and to HR. Another employee's id answers 404, so ids cannot be probed. */
export async function getPersonnel(deps: Deps, actor: Actor, id: number) {
  if (actor.personnelId !== id && !hasAnyView(actor, READ_ANY)) throw AppError.notFound('The personnel record was not found.');
  const [record, avatarKey] = await Promise.all([mustFind(deps, id), repo.avatarKeyOf(deps.db, id)]);
  // Someone else's record (HR, PDS checking) is personal data opened: logged by whom (RA 10173); the owner's own is not.
  await auditPersonalRead(deps, actor, { entity: 'personnel', entityId: id, personnelId: id, what: 'personnel record' });
  // The photo of the record's header: the account's avatar, through a signed link.
  return { personnel: { ...record, avatar: signedFileUrl(deps, avatarKey) } };
}

/** What the new-personnel form offers (GET /api/personnels/create). */
export async function createForm(deps: Deps) {
  const choices = await repo.formChoices(deps.db);
  return {
    ...choices,
    employment_kinds: [...EMPLOYMENT_KINDS],
    idno_pattern: await idnoPattern(deps),
    // The form's hint: the number a record on the first campus would get now (the pattern may name the campus).
    idno_example: await nextEmployeeNumberAfterHighest(deps, await idnoPattern(deps), choices.campuses[0]?.id ?? null, 0),
  };
}

export async function createPersonnel(deps: PersonnelDeps, actor: Actor, body: TPersonnelBody) {
  await checkReferences(deps, body, body.campus_id);
  if (body.idno && (await repo.idnoTakenBy(deps.db, body.idno))) throw AppError.validation('idno', 'The employee number has already been taken.');
  const idno = body.idno || (await newEmployeeNumber(deps, body.campus_id));
  const id = await repo.insert(deps.db, { ...columns(body), idno, firstName: body.first_name, lastName: body.last_name, campusId: body.campus_id });
  deps.personnelCache.changed();
  const after = await mustFind(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'personnel', entityId: id, after, ip: actor.ip });
  return { message: 'The personnel record has been saved.', personnel: after };
}

export async function updatePersonnel(deps: PersonnelDeps, actor: Actor, id: number, body: TPersonnelUpdate) {
  const before = await mustFind(deps, id);
  const campusId = body.campus_id ?? before.campus_id;
  await checkReferences(
    deps,
    { ...body, department_id: body.department_id === undefined && body.campus_id ? before.department_id : body.department_id },
    campusId,
  );
  if (body.idno) {
    const owner = await repo.idnoTakenBy(deps.db, body.idno);
    if (owner && owner !== id) throw AppError.validation('idno', 'The employee number has already been taken.');
  }
  const dates = {
    original: body.date_original_appointment ?? before.date_original_appointment,
    promotion: body.date_last_promotion ?? before.date_last_promotion,
  };
  if (dates.original && dates.promotion && dates.promotion < dates.original)
    throw AppError.validation('date_last_promotion', 'The last promotion cannot be before the original appointment.');
  await repo.update(deps.db, id, columns(body), deps.clock.now());
  deps.personnelCache.changed();
  const after = await mustFind(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'personnel', entityId: id, before, after, ip: actor.ip });
  return { message: 'The personnel record has been updated.', personnel: after };
}

/** Deleting is for records made by mistake; anyone with history is separated (offboarded) instead. */
export async function deletePersonnel(deps: PersonnelDeps, actor: Actor, id: number) {
  const before = await mustFind(deps, id);
  if (before.user) throw AppError.validation('id', 'This person has a sign-in account; deactivate the record instead.');
  try {
    await repo.remove(deps.db, id);
    deps.personnelCache.changed();
  } catch (err) {
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION)
      throw AppError.validation('id', 'This record is used elsewhere (a department head, an approval, a request); deactivate it instead.');
    throw err;
  }
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'personnel', entityId: id, before, ip: actor.ip });
  return { message: 'The personnel record has been deleted.' };
}
