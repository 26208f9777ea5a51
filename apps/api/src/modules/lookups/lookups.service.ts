import type { TListQuery } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { hasAnyView, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import type { LookupDefinition } from './lookup-definition';
import * as repo from './lookups.repo';
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../../lib/db-errors';

type Values = Record<string, unknown>;

const canManage = (def: LookupDefinition, actor: Actor) => hasAnyView(actor, def.manageViews);

/** PostgreSQL error codes turned into field messages, so a race past our checks is still a 422. */
function translateDbError(def: LookupDefinition, err: unknown): never {
  const code = pgErrorCode(err);
  if (code === PG_UNIQUE_VIOLATION) throw AppError.validation(def.nameField, `The ${def.label} has already been taken.`);
  if (code === PG_FOREIGN_KEY_VIOLATION) throw AppError.validation(def.nameField, `This ${def.label} is still in use and cannot be deleted.`);
  throw err;
}

function toColumns(def: LookupDefinition, body: Values): Values {
  const values: Values = {};
  if (body[def.nameField] !== undefined) values[def.nameColumn] = body[def.nameField];
  for (const e of def.extras ?? []) if (body[e.field] !== undefined) values[e.column] = body[e.field];
  return values;
}

async function checkExtras(deps: Deps, def: LookupDefinition, body: Values) {
  for (const e of def.extras ?? []) {
    if (e.references && body[e.field] != null && !(await repo.exists(deps.db, e.references, body[e.field]))) {
      throw AppError.validation(e.field, `The selected ${e.field.replace(/_/g, ' ')} is invalid.`);
    }
  }
}

/** The scope a name must be unique in (a major is unique within its degree). */
function uniquenessScope(def: LookupDefinition, values: Values, current?: repo.LookupRow): Values {
  const scope: Values = {};
  for (const e of def.extras ?? []) if (e.filterParam) scope[e.column] = values[e.column] ?? current?.[e.field];
  return scope;
}

async function assertNameFree(deps: Deps, def: LookupDefinition, values: Values, current?: repo.LookupRow) {
  const name = values[def.nameColumn];
  if (typeof name !== 'string') return;
  const same = await repo.findByName(deps.db, def, name, uniquenessScope(def, values, current));
  if (same && same.id !== current?.id) throw AppError.validation(def.nameField, `The ${def.label} has already been taken.`);
}

async function hasPendingEntries(deps: Deps, def: LookupDefinition, userId: number): Promise<boolean> {
  let creators = deps.searchCache.pendingCreators.get(def.table);
  if (!creators) {
    const readAt = deps.searchCache.pendingCreators.generation();
    creators = new Set(await repo.pendingCreators(deps.db, def));
    deps.searchCache.pendingCreators.set(def.table, creators, readAt);
  }
  return creators.has(userId);
}

/** A page of a reference list: settings managers see every entry, others the approved ones and their own. */
export async function listLookup(deps: Deps, def: LookupDefinition, actor: Actor, query: TListQuery & Values, onlyWhere?: string) {
  const term = query.term && query.term.length > def.searchMin ? query.term : undefined;
  const equals: Values = {};
  for (const e of def.extras ?? []) if (e.filterParam && query[e.filterParam] !== undefined) equals[e.column] = query[e.filterParam];
  const status = query.status === 'approved' || query.status === 'pending' ? query.status : undefined;
  const manager = canManage(def, actor);
  const filter: repo.ListFilter = {
    term,
    page: query.page,
    perPage: query.per_page,
    visibleTo: manager ? { all: true } : { userId: actor.userId },
    status,
    equals,
    extraWhere: onlyWhere,
  };
  // Everyone without pending entries of their own sees the same answer, so they share it.
  const audience = !def.approvable || manager ? 'all' : (await hasPendingEntries(deps, def, actor.userId)) ? `user:${actor.userId}` : 'approved';
  const key = JSON.stringify([audience, term, query.page, query.per_page, status, equals, onlyWhere]);
  const readAt = deps.searchCache.generation();
  let page = deps.searchCache.get(def.table, key);
  if (!page) {
    page = await repo.list(deps.db, def, filter);
    deps.searchCache.set(def.table, key, page, readAt);
  }
  const { rows, total, capped } = page;
  return { [def.field]: rows, meta: { page: query.page, per_page: query.per_page, total, ...(capped ? { total_capped: true } : {}) } };
}

export async function getLookup(deps: Deps, def: LookupDefinition, actor: Actor, id: number) {
  const row = await repo.findById(deps.db, def, id);
  if (!row || (def.approvable && !canManage(def, actor) && row.status !== 'approved' && row.created_by_user_id !== actor.userId)) {
    throw AppError.notFound(`The ${def.label} was not found.`);
  }
  return { data: row };
}

/** Adds an entry; one typed in by an employee without GENERALSETTINGS waits for approval. */
export async function createLookup(deps: Deps, def: LookupDefinition, actor: Actor, body: Values) {
  const values = toColumns(def, body);
  await checkExtras(deps, def, body);
  await assertNameFree(deps, def, values);
  if (def.approvable) {
    values.status = canManage(def, actor) ? 'approved' : 'pending';
    values.created_by_user_id = actor.userId;
  }
  const row = await repo.insert(deps.db, def, values).catch((err) => translateDbError(def, err));
  deps.searchCache.invalidate(def.table);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: def.table, entityId: row.id, after: row, ip: actor.ip });
  return { message: `The ${def.label} has been saved.`, data: row };
}

export async function updateLookup(deps: Deps, def: LookupDefinition, actor: Actor, id: number, body: Values) {
  const before = await repo.findById(deps.db, def, id);
  if (!before) throw AppError.notFound(`The ${def.label} was not found.`);
  const values = toColumns(def, body);
  await checkExtras(deps, def, body);
  await assertNameFree(deps, def, values, before);
  const after = Object.keys(values).length ? await repo.update(deps.db, def, id, values, deps.clock.now()).catch((err) => translateDbError(def, err)) : before;
  deps.searchCache.invalidate(def.table);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: def.table, entityId: id, before, after, ip: actor.ip });
  return { message: `The ${def.label} has been updated.`, data: after };
}

export async function removeLookup(deps: Deps, def: LookupDefinition, actor: Actor, id: number) {
  const before = await repo.findById(deps.db, def, id);
  if (!before) throw AppError.notFound(`The ${def.label} was not found.`);
  await repo.remove(deps.db, def, id).catch((err) => translateDbError(def, err));
  deps.searchCache.invalidate(def.table);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: def.table, entityId: id, before, ip: actor.ip });
  return { message: `The ${def.label} has been deleted.` };
}

/** Approves an entry an employee typed in, so every picker offers it. */
export async function approveLookup(deps: Deps, def: LookupDefinition, actor: Actor, id: number) {
  const before = await repo.findById(deps.db, def, id);
  if (!before) throw AppError.notFound(`The ${def.label} was not found.`);
  const after = await repo.update(deps.db, def, id, { status: 'approved' }, deps.clock.now());
  deps.searchCache.invalidate(def.table);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'approve', entity: def.table, entityId: id, before, after, ip: actor.ip });
  return { message: `The ${def.label} has been approved.`, data: after };
}
