import { PROPERTY_EVENT, PROPERTY_FORM_LABELS, type TDisposalBody, type TPropertyItemPatch, type TReturnBody, type TTransferBody } from '@hris/contracts';
import { withTransaction, type Queryable } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { refuseOwnRecord, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { disposalRefusal, documentNumber, formOf, mixedForms, oneHolder, type PropertyClassification, type PropertyMovement } from '../../domain/property';
import { notify } from '../notifications';
import { propertyHoldingsChanged } from '../offboarding';
import * as repo from './property.repo';

// The movements of property after its issue (issue 23; COA Circular 2022-004, the Government Accounting Manual): a
// transfer from one employee to another (PTR for PPE, ITR for semi-expendable; the receiver acknowledges it), a return
// to the property office (PRS, RRSP; the items are in stock again, in the condition they came back in), the disposal of
// unserviceable property in stock (IIRUP, IIRUSP). Each is a document numbered in its form's series; the document the
// items were held under ends the day none of its items is held under it any more. One transaction with its audit row.

const peso = (centavos: number) => (centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plural = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** The named items, locked, all found in the register; and the one form of the movement (never PPE and semi-expendable together). */
async function itemsFor(tx: Queryable, ids: number[], movement: PropertyMovement) {
  const items = await repo.lockItems(tx, ids);
  const missing = ids.filter((id) => !items.some((i) => i.id === id));
  if (missing.length) throw AppError.validation('item_ids', `Item ${missing.join(', ')} was not found in the register.`);
  const mixed = mixedForms(items, movement);
  if (mixed) throw AppError.validation('item_ids', mixed);
  return { items, form: formOf(items[0]!.classification as PropertyClassification, movement) };
}

async function nextNumber(tx: Queryable, form: ReturnType<typeof formOf>, today: string) {
  const year = Number(today.slice(0, 4));
  return documentNumber(form, year, await repo.nextSequence(tx, form, year));
}

/** The documents the items were under before (their holding ends with the last item moved away). */
const previousDocuments = (items: { current_document_id: number | null }[]) => [
  ...new Set(items.map((i) => i.current_document_id).filter((id): id is number => id !== null)),
];

async function movedDocument(deps: Deps, id: number) {
  return (await repo.findDocument(deps.db, id))!;
}

/** Transfers what one employee holds to another active employee on a PTR or an ITR; the receiver acknowledges it. */
export async function transfer(deps: Deps, actor: Actor, body: TTransferBody) {
  refuseOwnRecord(actor, body.to_personnel_id, 'Nobody transfers property to themselves: another property officer transfers it.');
  const receiver = await repo.personOf(deps.db, body.to_personnel_id);
  if (!receiver) throw AppError.validation('to_personnel_id', 'The employee was not found.');
  if (!receiver.is_active)
    throw AppError.validation('to_personnel_id', `${receiver.fullname} is no longer active: property is transferred to an active employee.`);
  const named = body.from_personnel_id ? await repo.personOf(deps.db, body.from_personnel_id) : null;
  if (body.from_personnel_id && !named) throw AppError.validation('from_personnel_id', 'The employee was not found.');
  const today = deps.clock.today();
  const moved = await withTransaction(deps.db, async (tx) => {
    const { items, form } = await itemsFor(tx, body.item_ids, 'transfer');
    const one = oneHolder(items, named ?? undefined);
    if ('refusal' in one) throw AppError.validation('item_ids', one.refusal);
    refuseOwnRecord(actor, one.holder, 'Nobody transfers their own property away: another property officer transfers it.');
    if (one.holder === receiver.id) throw AppError.validation('to_personnel_id', `${receiver.fullname} already holds these items.`);
    const from = (await repo.personOf(tx, one.holder))!;
    const number = await nextNumber(tx, form, today);
    const id = await repo.insertDocument(tx, {
      kind: form,
      number,
      personnelId: receiver.id,
      fromPersonnelId: from.id,
      reason: body.reason,
      issuedOn: today,
      userId: actor.userId,
      fundCluster: body.fund_cluster,
      remarks: body.remarks,
    });
    await repo.transferItems(tx, id, receiver.id, body.item_ids);
    const ended = await repo.endDocumentsNoLongerHeld(tx, previousDocuments(items), today);
    // The previous holder may be separating: their clearance's property line follows (and the receiver's, if they are).
    await propertyHoldingsChanged(tx, actor, [one.holder, receiver.id], deps.clock.now());
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'create',
      entity: 'property_document',
      entityId: id,
      after: { form, number, from_personnel_id: from.id, personnel_id: receiver.id, item_ids: body.item_ids, reason: body.reason, issued_on: today, ended },
      ip: actor.ip,
    });
    const total = items.reduce((sum, i) => sum + Number(i.unit_cost), 0);
    await notify(
      deps,
      { personnelId: receiver.id },
      {
        title: `A transfer to you awaits your acknowledgement: ${number}`,
        description: `${plural(items.length)} (${peso(total)}) from ${from.fullname} on a ${PROPERTY_FORM_LABELS[form]} (${body.reason}). Acknowledge receipt under My property.`,
        link: '/my/mrs/new',
        byUserId: actor.userId,
      },
      tx,
    );
    await notify(
      deps,
      { personnelId: from.id },
      {
        title: `Property transferred from you: ${number}`,
        description: `${plural(items.length)} went to ${receiver.fullname} (${body.reason}): you are no longer accountable for them from ${today}.`,
        link: '/my/mrs/old',
        byUserId: actor.userId,
      },
      tx,
    );
    return { id, from };
  });
  for (const userId of [receiver.user_id, moved.from.user_id]) if (userId !== null) deps.realtime.emitToUser(userId, PROPERTY_EVENT, { document_id: moved.id });
  const document = await movedDocument(deps, moved.id);
  return { message: `${document.number}: ${plural(document.items.length)} transferred from ${moved.from.fullname} to ${receiver.fullname}.`, document };
}

/** Receives what one employee returns on a PRS or an RRSP: the items are in stock again, in the condition they came back in. */
export async function receiveReturn(deps: Deps, actor: Actor, body: TReturnBody) {
  const named = body.from_personnel_id ? await repo.personOf(deps.db, body.from_personnel_id) : null;
  if (body.from_personnel_id && !named) throw AppError.validation('from_personnel_id', 'The employee was not found.');
  const conditionOf = (itemId: number) => body.conditions?.find((c) => c.item_id === itemId)?.condition ?? body.condition!;
  const today = deps.clock.today();
  const moved = await withTransaction(deps.db, async (tx) => {
    const { items, form } = await itemsFor(tx, body.item_ids, 'return');
    const one = oneHolder(items, named ?? undefined);
    if ('refusal' in one) throw AppError.validation('item_ids', one.refusal);
    refuseOwnRecord(actor, one.holder, 'Nobody receives the return of their own property: another property officer receives it.');
    const from = (await repo.personOf(tx, one.holder))!;
    const number = await nextNumber(tx, form, today);
    const id = await repo.insertDocument(tx, {
      kind: form,
      number,
      personnelId: from.id,
      reason: body.reason,
      issuedOn: today,
      userId: actor.userId,
      fundCluster: body.fund_cluster,
      remarks: body.remarks,
    });
    const conditions = body.item_ids.map((itemId) => ({ itemId, condition: conditionOf(itemId) }));
    await repo.returnItems(tx, id, conditions);
    const ended = await repo.endDocumentsNoLongerHeld(tx, previousDocuments(items), today);
    // Returning the last item closes a separating employee's clearance property line.
    await propertyHoldingsChanged(tx, actor, [one.holder], deps.clock.now());
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'create',
      entity: 'property_document',
      entityId: id,
      before: { items: items.map((i) => ({ item_id: i.id, condition: i.condition, document_id: i.current_document_id })) },
      after: { form, number, personnel_id: from.id, conditions, reason: body.reason, issued_on: today, ended },
      ip: actor.ip,
    });
    await notify(
      deps,
      { personnelId: from.id },
      {
        title: `Your return was received: ${number}`,
        description: `The property office received ${plural(items.length)} back from you on ${today} (${body.reason}): you are no longer accountable for them.`,
        link: '/my/mrs/old',
        byUserId: actor.userId,
      },
      tx,
    );
    return { id, from };
  });
  if (moved.from.user_id !== null) deps.realtime.emitToUser(moved.from.user_id, PROPERTY_EVENT, { document_id: moved.id });
  const document = await movedDocument(deps, moved.id);
  return { message: `${document.number}: ${plural(document.items.length)} returned by ${moved.from.fullname} and back in stock.`, document };
}

/** Disposes of unserviceable items in the office's custody on an IIRUP or an IIRUSP, by the mode given. */
export async function dispose(deps: Deps, actor: Actor, body: TDisposalBody) {
  const today = deps.clock.today();
  const id = await withTransaction(deps.db, async (tx) => {
    const { items, form } = await itemsFor(tx, body.item_ids, 'disposal');
    const refusals = items.map(disposalRefusal).filter((r): r is string => r !== null);
    if (refusals.length) throw AppError.validationMany({ item_ids: refusals });
    const number = await nextNumber(tx, form, today);
    const documentId = await repo.insertDocument(tx, {
      kind: form,
      number,
      personnelId: null,
      reason: body.reason,
      issuedOn: today,
      userId: actor.userId,
      fundCluster: body.fund_cluster,
      remarks: body.remarks,
    });
    await repo.disposeItems(tx, documentId, body.item_ids);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'create',
      entity: 'property_document',
      entityId: documentId,
      after: { form, number, item_ids: body.item_ids, mode: body.reason, issued_on: today },
      ip: actor.ip,
    });
    return documentId;
  });
  const document = await movedDocument(deps, id);
  return { message: `${document.number}: ${plural(document.items.length)} disposed of (${body.reason}).`, document };
}

/** Corrects an item's condition or location (its classification, cost and number stay); audited with before and after. */
export async function correctItem(deps: Deps, actor: Actor, id: number, body: TPropertyItemPatch) {
  const before = await repo.findItem(deps.db, id);
  if (!before) throw AppError.notFound('The item was not found.');
  if (before.status === 'disposed') throw AppError.validation('condition', `${before.property_number} was disposed of: its record stays as it was.`);
  const location = body.location === undefined ? undefined : body.location || null;
  await withTransaction(deps.db, async (tx) => {
    await repo.updateItem(tx, id, { condition: body.condition, location });
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'update',
      entity: 'property_item',
      entityId: id,
      before: { condition: before.condition, location: before.location },
      after: { condition: body.condition ?? before.condition, location: location === undefined ? before.location : location },
      ip: actor.ip,
    });
  });
  const item = (await repo.findItem(deps.db, id))!;
  return { message: `${item.property_number} has been corrected.`, item };
}
