import { withTransaction, type Queryable } from '@hris/db';
import { PROPERTY_CLEARANCE_OFFICE, SEPARATION_CAUSES, type TClearanceKind, type TClearanceUpdate, type TSeparationBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import { hasAnyView, isOwnRecord, refuseOwnRecord, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { formDate } from '../../lib/pdf';
import { readSetting } from '../../lib/settings';
import { notify } from '../notifications';
import { applyDueSeparations } from './offboarding.due';
import * as repo from './offboarding.repo';

/** The HR office records separations and clears any office; a department head clears their own office's item. */
export const OFFBOARD = ['OFFBOARDPERSONNEL'] as const;
/** The clearance item tied to the employee's own department. */
const DEPARTMENT_HEAD_OFFICE = 'Department Head';
const NOT_FOUND = 'The separation was not found.';

/** Separation of duties (issue 15): nobody clears, or cancels, their own separation. */
const OWN_CLEARANCE = 'Another officer must clear the items of your own separation.';

const isOfficer = (actor: Actor) => hasAnyView(actor, OFFBOARD);
const present = (s: repo.SeparationRow) => ({ ...s, cause_label: SEPARATION_CAUSES[s.cause as keyof typeof SEPARATION_CAUSES] ?? s.cause });
const presentItem = (actor: Actor, separation: repo.SeparationRow, i: repo.ClearanceItemRow) => {
  const { clearer_ids, ...item } = i;
  const clears = isOfficer(actor) || (actor.personnelId != null && clearer_ids.includes(actor.personnelId));
  // The property line follows the property register: nobody signs it off by hand.
  return { ...item, can_clear: item.kind === 'office' && clears && !isOwnRecord(actor, separation.personnel_id) };
};

/** A separation with its checklist: to the HR office, and to heads who clear one of its items. Anyone else gets 404. */
async function mustSee(deps: Deps, actor: Actor, id: number) {
  const separation = await repo.findById(deps.db, id);
  if (!separation) throw AppError.notFound(NOT_FOUND);
  const items = await repo.itemsOf(deps.db, id);
  const presented = items.map((i) => presentItem(actor, separation, i));
  // Their own separation stays readable to an officer; its items are not theirs to clear.
  if (!isOfficer(actor) && !presented.some((i) => i.can_clear)) throw AppError.notFound(NOT_FOUND);
  return { separation, items: presented };
}

export async function listSeparations(deps: Deps, actor: Actor, q: { status?: string; term?: string; page: number; per_page: number }) {
  if (!isOfficer(actor) && !actor.personnelId) return { separations: [], meta: { page: q.page, per_page: q.per_page, total: 0 } };
  const { rows, total } = await repo.list(deps.db, {
    status: q.status,
    term: q.term && q.term.length > 2 ? q.term : undefined,
    clearerPersonnelId: isOfficer(actor) ? undefined : actor.personnelId!,
    page: q.page,
    perPage: q.per_page,
  });
  return { separations: rows.map(present), meta: { page: q.page, per_page: q.per_page, total } };
}

export async function getSeparation(deps: Deps, actor: Actor, id: number) {
  const { separation, items } = await mustSee(deps, actor, id);
  await auditPersonalRead(deps, actor, { personnelId: separation.personnel_id, entity: 'separation', entityId: id, what: 'separation and clearance' });
  return { separation: { ...present(separation), clearance_items: items } };
}

/** Checks the person and the date before anything is written. */
async function checkSeparation(deps: Deps, actor: Actor, body: TSeparationBody) {
  const person = await repo.personnelBasics(deps.db, body.personnel_id);
  if (!person) throw AppError.validation('personnel_id', 'The selected personnel record is invalid.');
  if (!person.is_active) throw AppError.validation('personnel_id', 'This employee is already separated (the record is inactive).');
  if (isOwnRecord(actor, person.id)) throw AppError.validation('personnel_id', 'You cannot process your own separation; ask another officer of the HR office.');
  if (body.cause === 'death' && body.effective_date > deps.clock.today())
    throw AppError.validation('effective_date', 'The date of death cannot be in the future.');
  const start = person.open_line_from ?? person.date_original_appointment;
  if (start && body.effective_date <= start) {
    throw AppError.validation('effective_date', `The effective date must be after ${formDate(start)}, when the employee's current service starts.`);
  }
  return person;
}

/** Records a separation with its clearance checklist; it takes effect at once when its date has come. */
export async function createSeparation(deps: Deps, actor: Actor, body: TSeparationBody) {
  const person = await checkSeparation(deps, actor, body);
  const configured = (await readSetting(deps.db, 'clearance_offices')) as string[];
  // Every clearance has the property line (issue 23), where the setting names the office or not.
  const names = configured.includes(PROPERTY_CLEARANCE_OFFICE) ? configured : [...configured, PROPERTY_CLEARANCE_OFFICE];
  const offices = names.map((office): { office: string; kind: TClearanceKind; departmentId: number | null } => ({
    office,
    kind: office === PROPERTY_CLEARANCE_OFFICE ? 'property' : 'office',
    departmentId: office === DEPARTMENT_HEAD_OFFICE ? person.department_id : null,
  }));
  const id = await withTransaction(deps.db, async (tx) => {
    await repo.lockPersonnel(tx, body.personnel_id);
    if (await repo.openSeparationOf(tx, body.personnel_id)) throw AppError.validation('personnel_id', 'This employee already has a separation in progress.');
    const id = await repo.insertSeparation(
      tx,
      { personnelId: body.personnel_id, cause: body.cause, effectiveDate: body.effective_date, remarks: body.remarks || null, createdByUserId: actor.userId },
      offices,
    );
    // Someone who holds no property is cleared by the property office at once.
    await repo.syncPropertyLine(tx, body.personnel_id, deps.clock.now());
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'create',
      entity: 'separation',
      entityId: id,
      after: { ...body, clearance_offices: offices.map((o) => o.office) },
      ip: actor.ip,
    });
    return id;
  });
  const { separation, items } = await mustSee(deps, actor, id);
  await notifyClearers(deps, separation, await repo.itemsOf(deps.db, id));
  await notify(
    deps,
    { personnelId: body.personnel_id },
    {
      title: 'Your separation has been recorded',
      description: `${SEPARATION_CAUSES[body.cause]}, effective ${formDate(body.effective_date)}. Have each office on your clearance sign off.`,
      link: '/dashboard',
    },
  );
  await applyDueSeparations(deps);
  return {
    message: 'The separation has been recorded and the clearance started.',
    separation: { ...present((await repo.findById(deps.db, id))!), clearance_items: items },
  };
}

/** Heads who clear the employee's department item learn that it waits for them. */
async function notifyClearers(deps: Deps, separation: repo.SeparationRow, items: repo.ClearanceItemRow[]) {
  for (const personnelId of new Set(items.flatMap((i) => i.clearer_ids))) {
    await notify(
      deps,
      { personnelId },
      {
        title: 'A clearance waits for you',
        description: `${separation.personnel.fullname} (${present(separation).cause_label}): sign off the clearance for your office.`,
        link: '/offboard',
      },
    );
  }
}

/** Clears (or un-clears) one office's item; the separation completes once every office cleared and it took effect. */
export async function updateClearance(deps: Deps, actor: Actor, id: number, itemId: number, body: TClearanceUpdate) {
  const { separation, items } = await mustSee(deps, actor, id);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw AppError.notFound('The clearance item was not found.');
  refuseOwnRecord(actor, separation.personnel_id, OWN_CLEARANCE);
  if (item.kind === 'property') {
    const held = item.holdings ?? [];
    throw AppError.validation(
      'status',
      held.length
        ? `The property line clears itself once ${separation.personnel.fullname} holds no property: ${held.length} item${held.length === 1 ? ' is' : 's are'} still held (${held.map((h) => h.property_number).join(', ')}). Return or transfer them first.`
        : `The property line clears itself: ${separation.personnel.fullname} holds no property.`,
    );
  }
  if (!item.can_clear) throw AppError.forbidden(`Only the HR office or the head of ${item.department?.acronym ?? item.office} clears this item.`);
  if (separation.status !== 'clearing') throw AppError.validation('status', `This separation is ${separation.status}; its clearance can no longer change.`);
  const cleared = body.status === 'cleared';
  await repo.updateItem(deps.db, id, itemId, {
    status: body.status,
    remarks: body.remarks ?? item.remarks,
    clearedByUserId: cleared ? actor.userId : null,
    clearedAt: cleared ? deps.clock.now() : null,
  });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: cleared ? 'clear' : 'unclear',
    entity: 'clearance_item',
    entityId: itemId,
    before: { status: item.status, remarks: item.remarks },
    after: { separation_id: id, ...body },
    ip: actor.ip,
  });
  const completed = await repo.completeIfCleared(deps.db, id);
  if (completed)
    await writeAudit(deps.db, {
      actorUserId: actor.userId,
      action: 'complete',
      entity: 'separation',
      entityId: id,
      before: { status: 'clearing' },
      after: { status: 'completed' },
      ip: actor.ip,
    });
  return {
    message: completed
      ? `${item.office} cleared; every office has cleared and the separation is complete.`
      : cleared
        ? `${item.office} cleared.`
        : `${item.office} is pending again.`,
    ...(await getSeparation(deps, actor, id)),
  };
}

/** Cancels a separation recorded by mistake, before it takes effect. */
export async function cancelSeparation(deps: Deps, actor: Actor, id: number) {
  const { separation } = await mustSee(deps, actor, id);
  refuseOwnRecord(actor, separation.personnel_id, 'You cannot cancel your own separation; ask another officer of the HR office.');
  if (separation.status !== 'clearing') throw AppError.validation('status', `This separation is already ${separation.status}.`);
  if (separation.account_deactivated_at)
    throw AppError.validation('status', 'This separation has taken effect (the record and account were deactivated); it can no longer be cancelled.');
  await repo.updateSeparation(deps.db, id, { status: 'cancelled' });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'cancel',
    entity: 'separation',
    entityId: id,
    before: { status: separation.status },
    after: { status: 'cancelled' },
    ip: actor.ip,
  });
  return { message: 'The separation has been cancelled.', ...(await getSeparation(deps, actor, id)) };
}

/**
 * The property register changed what these people hold (an issue, a transfer, a return): their open separations'
 * property lines follow, in the same transaction, and a separation whose last line this was completes.
 */
export async function propertyHoldingsChanged(tx: Queryable, actor: Actor, personnelIds: number[], at: Date): Promise<void> {
  for (const personnelId of new Set(personnelIds)) {
    for (const line of await repo.syncPropertyLine(tx, personnelId, at)) {
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: line.status === 'cleared' ? 'clear' : 'unclear',
        entity: 'clearance_item',
        entityId: line.id,
        after: { separation_id: line.separation_id, status: line.status, by: 'property register' },
        ip: actor.ip,
      });
      if (line.status === 'cleared' && (await repo.completeIfCleared(tx, line.separation_id)))
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'complete',
          entity: 'separation',
          entityId: line.separation_id,
          before: { status: 'clearing' },
          after: { status: 'completed' },
          ip: actor.ip,
        });
    }
  }
}
