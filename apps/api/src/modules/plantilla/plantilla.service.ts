import type { TPlantillaItemBody, TPlantillaItemQuery } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { refuseOwnRecord, type Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../../lib/db-errors';
import type { Deps } from '../../lib/deps';
import * as repo from './plantilla.repo';

// The plantilla: the university's authorized positions, each an item that is vacant or has one incumbent
// (CSC-RULES.md). HR keeps the items here; an appointment through hiring fills a vacant one (fillItem).

export const KEEP_PLANTILLA = ['PLANTILLA', 'RSP'] as const;
/** Who reads items: the plantilla's keepers, and hiring (heads choosing a vacant item, HR's posts, the appointing authority). */
export const READ_PLANTILLA = ['PLANTILLA', 'RSP', 'JOBPOST', 'HIREREQUEST', 'JOBREQUEST', 'RAI'] as const;

const NOT_FOUND = 'The plantilla item was not found.';

export async function listItems(deps: Deps, q: TPlantillaItemQuery) {
  const { rows, total } = await repo.list(deps.db, q);
  return { plantilla_items: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

/** The item's number, position and office are checked by the database (unique number, existing rows). */
export async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw AppError.validation('item_no', 'The item number has already been taken.');
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) {
      const detail = String((err as { detail?: string; cause?: { detail?: string } }).detail ?? (err as { cause?: { detail?: string } }).cause?.detail ?? '');
      const field = ['position_id', 'department_id', 'level_id', 'coverage_id'].find((f) => detail.includes(`(${f})`)) ?? 'position_id';
      throw AppError.validation(field, `The selected ${field.replace('_id', '').replace('department', 'office')} is invalid.`);
    }
    throw err;
  }
}

export async function createItem(deps: Deps, actor: Actor, body: TPlantillaItemBody) {
  const id = await saving(() => repo.insert(deps.db, body));
  const item = (await repo.findById(deps.db, id))!;
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'plantilla_item', entityId: id, after: body, ip: actor.ip });
  return { plantilla_item: item, message: `Plantilla item ${item.item_no} has been added.` };
}

export async function updateItem(deps: Deps, actor: Actor, id: number, body: TPlantillaItemBody) {
  const before = await repo.findById(deps.db, id);
  if (!before) throw AppError.notFound(NOT_FOUND);
  // Issue 36: an HR officer raised the grade and step of the item he holds.
  refuseOwnRecord(actor, before.incumbent?.id, 'You cannot change the plantilla item you hold; another HR officer does.');
  if (before.status === 'filled' && before.position.id !== body.position_id) {
    throw AppError.validation(
      'position_id',
      `${before.incumbent?.fullname ?? 'Someone'} holds this item; its position changes by a new appointment, not here.`,
    );
  }
  await saving(() => repo.update(deps.db, id, body));
  const item = (await repo.findById(deps.db, id))!;
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'plantilla_item', entityId: id, before, after: body, ip: actor.ip });
  return { plantilla_item: item, message: `Plantilla item ${item.item_no} has been saved.` };
}

/**
 * The vacant item a request, a post or an appointment names, checked against the position (and the office
 * when given). `field` is where the refusal is shown.
 */
export async function mustFindVacantItem(
  db: Queryable,
  itemNo: string,
  expect: { positionId: number; positionName?: string; departmentId?: number; field: string },
) {
  const item = await repo.findByItemNo(db, itemNo);
  if (!item) throw AppError.validation(expect.field, `Plantilla item ${itemNo} is not on the plantilla; HR adds it under Plantilla → Items.`);
  if (item.status !== 'vacant')
    throw AppError.validation(expect.field, `Plantilla item ${item.item_no} is already filled by ${item.incumbent?.fullname ?? 'someone'}.`);
  if (item.position_id !== expect.positionId)
    throw AppError.validation(
      expect.field,
      `Plantilla item ${item.item_no} is for ${item.position.name}${expect.positionName ? `, not ${expect.positionName}` : ''}.`,
    );
  if (expect.departmentId && item.department_id !== expect.departmentId)
    throw AppError.validation(expect.field, `Plantilla item ${item.item_no} belongs to ${item.department.fullname}.`);
  return item;
}

/** Fills the item with the appointee (in the appointment's transaction); refused when someone filled it meanwhile. */
export async function fillItem(tx: Queryable, itemId: number, itemNo: string, personnelId: number, on: string, field: string) {
  if (!(await repo.fill(tx, itemId, personnelId, on)))
    throw AppError.validation(field, `Plantilla item ${itemNo} has just been filled by another appointment.`);
}

/** A separated employee's item opens again for hiring. */
export const vacateItemOf = repo.vacateItemOf;
