import {
  PROPERTY_EVENT,
  PROPERTY_FORM_LABELS,
  type TIssueBody,
  type TPropertyDocument,
  type TPropertyDocumentQuery,
  type TPropertyItemBody,
  type TPropertyItemQuery,
  type TPropertySettings,
} from '@hris/contracts';
import { withTransaction, type Queryable } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import { hasAnyView, refuseOwnRecord, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/db-errors';
import { readNumberSetting, readSetting, writeSetting } from '../../lib/settings';
import { classify, documentNumber, formOf, isAcknowledged, mixedForms, type PropertyClassification, type PropertyThresholds } from '../../domain/property';
import { NoticeCache } from '../../lib/change-notices';
import { LISTS_CHANNEL } from '../lookups';
import { notify } from '../notifications';
import { propertyHoldingsChanged } from '../offboarding';
import * as repo from './property.repo';
import { registerFileName, registerWorkbook } from './property.export';
import { renderPropertyForm } from './property.pdf';

// Property accountability (issue 23): the supply and property office registers items (classified by cost against the
// COA thresholds, which are settings) and issues them on a PAR or an ICS; the employee then holds them from the day
// of issue and acknowledges receipt. Every write is one transaction with its audit row; a read of another person's
// accountabilities is audited.

/** The supply and property office. */
export const PROPERTY_OFFICE = ['PROPERTYACCOUNT'] as const;
/** Every employee: their own accountabilities. */
export const PROPERTY_OWN = ['PPTY-MR'] as const;

const isOffice = (actor: Actor) => hasAnyView(actor, PROPERTY_OFFICE);
const peso = (centavos: number) => (centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export async function thresholds(db: Queryable): Promise<PropertyThresholds> {
  const [ppe, lowValue] = await Promise.all([readNumberSetting(db, 'property_ppe_threshold'), readNumberSetting(db, 'property_low_value_threshold')]);
  return { ppe, lowValue };
}

export async function getSettings(deps: Deps) {
  const t = await thresholds(deps.db);
  return { ppe_threshold: t.ppe, low_value_threshold: t.lowValue };
}

/** COA changes the thresholds: the items registered from now on are classified by the new ones. */
export async function saveSettings(deps: Deps, actor: Actor, body: TPropertySettings) {
  const before = await getSettings(deps);
  await withTransaction(deps.db, async (tx) => {
    await writeSetting(tx, 'property_ppe_threshold', body.ppe_threshold);
    await writeSetting(tx, 'property_low_value_threshold', body.low_value_threshold);
    await writeAudit(tx, { actorUserId: actor.userId, action: 'update', entity: 'property_settings', before, after: body, ip: actor.ip });
  });
  return { message: 'The thresholds have been saved: items registered from now on are classified by them.', settings: await getSettings(deps) };
}

// ── The register ────────────────────────────────────────────────────────────────────────────────

export async function createItem(deps: Deps, actor: Actor, body: TPropertyItemBody) {
  const classification = classify(body.unit_cost, await thresholds(deps.db));
  if (body.property_number && (await repo.propertyNumberTaken(deps.db, body.property_number)))
    throw AppError.validation('property_number', `The property number ${body.property_number} is already taken.`);
  let id: number;
  try {
    id = await withTransaction(deps.db, async (tx) => {
      // The university's pattern: the year and month acquired, then the year's sequence (2026-11-0001).
      const [year, month] = body.date_acquired.split('-');
      const propertyNumber = body.property_number ?? `${year}-${month}-${String(await repo.nextSequence(tx, 'ITEM', Number(year))).padStart(4, '0')}`;
      const itemId = await repo.insertItem(tx, {
        propertyNumber,
        description: body.description,
        category: body.category,
        assetAccount: body.asset_account,
        brand: body.brand,
        model: body.model,
        serialNumber: body.serial_number,
        unit: body.unit,
        unitCost: body.unit_cost,
        dateAcquired: body.date_acquired,
        usefulLifeYears: body.useful_life_years ?? null,
        fund: body.fund,
        supplier: body.supplier,
        deliveryReference: body.delivery_reference,
        classification,
        condition: body.condition,
        location: body.location,
        userId: actor.userId,
      });
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: 'create',
        entity: 'property_item',
        entityId: itemId,
        after: { ...body, property_number: propertyNumber, classification },
        ip: actor.ip,
      });
      return itemId;
    });
  } catch (err) {
    // Two officers registering one number at once: the unique index refuses the second.
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw AppError.validation('property_number', 'The property number is already taken.');
    throw err;
  }
  const item = (await repo.findItem(deps.db, id))!;
  return { message: `${item.property_number} has been added to the register.`, item };
}

/** A search's matches stay a minute at most: a holder renamed meanwhile is found under the new name after that. */
const SEARCH_TTL_MS = 60_000;
const searchCaches = new WeakMap<Deps['notices'], NoticeCache<string, { ids: number[]; cap: number }>>();

/**
 * The match sets of recent searches, per instance: paging through a search, or the officers' repeated searches, reuse
 * them. Any change to the register (migration 0031's statement trigger announces it on hris_lists) clears them on
 * every instance; the rows of a page are always read fresh.
 */
function searchCache(deps: Deps) {
  let cache = searchCaches.get(deps.notices);
  if (!cache) {
    const created = new NoticeCache<string, { ids: number[]; cap: number }>(deps.notices, SEARCH_TTL_MS, 2_000);
    deps.notices.subscribe(LISTS_CHANNEL, (table) => table === 'property_items' && created.clear());
    searchCaches.set(deps.notices, created);
    cache = created;
  }
  return cache;
}

/** This instance forgets its search matches at once after a write (the notice reaches the others a moment later). */
export function forgetSearches(deps: Deps): void {
  searchCaches.get(deps.notices)?.clear();
}

export async function listItems(deps: Deps, q: TPropertyItemQuery) {
  const where = repo.itemFilter(q);
  const offset = (q.page - 1) * q.per_page;
  let answer;
  if (!q.term) answer = await repo.listRegister(deps.db, where, offset, q.per_page);
  else {
    const cap = Math.max(repo.SEARCH_CAP, offset + q.per_page);
    const cache = searchCache(deps);
    const key = JSON.stringify([where.filter, where.values, cap]);
    const readAt = cache.generation();
    let matches = cache.get(key);
    if (!matches) {
      matches = await repo.searchMatches(deps.db, where.filter, where.values, cap);
      cache.set(key, matches, readAt);
    }
    answer = await repo.pageOfMatches(deps.db, matches, offset, q.per_page);
  }
  const { items, total, capped } = answer;
  return { items, meta: { page: q.page, per_page: q.per_page, total, ...(capped ? { total_capped: true } : {}) } };
}

/** More items than this are not exported: a search or a filter narrows the register first. */
export const REGISTER_EXPORT_CAP = 20_000;

/** Every item the register's search and filters match, as an .xlsx; logged with the holders it names (RA 10173). */
export async function exportItems(deps: Deps, actor: Actor, q: Omit<TPropertyItemQuery, 'page' | 'per_page'>) {
  const items = await repo.registerRows(deps.db, repo.itemFilter(q), REGISTER_EXPORT_CAP + 1);
  if (items.length > REGISTER_EXPORT_CAP)
    throw AppError.validation('term', 'More than 20,000 items match. Narrow the register with a search or a filter, then export it.');
  const now = deps.clock.now();
  const bytes = await registerWorkbook(items, now);
  const holders = [...new Set(items.flatMap((i) => (i.holder ? [i.holder.id] : [])))];
  await auditPersonalRead(deps, actor, {
    entity: 'property_export',
    personnelIds: holders,
    what: `property register (${items.length} items)`,
    details: { filters: q, rows: items.length },
  });
  return { fileName: registerFileName(now), bytes };
}

export async function getItem(deps: Deps, actor: Actor, id: number) {
  const item = await repo.findItem(deps.db, id);
  if (!item) throw AppError.notFound('The item was not found.');
  const history = await repo.itemHistory(deps.db, id);
  const people = [...new Set(history.flatMap((h) => [h.personnel?.id, h.from_personnel?.id]).filter((p): p is number => p !== undefined))];
  if (people.length)
    await auditPersonalRead(deps, actor, { personnelIds: people, entity: 'property_item', entityId: id, what: 'property item and its holders' });
  return { item, history };
}

// ── Issue ───────────────────────────────────────────────────────────────────────────────────────

export async function issue(deps: Deps, actor: Actor, body: TIssueBody) {
  refuseOwnRecord(actor, body.personnel_id, 'Nobody issues property to themselves: another property officer issues it.');
  const person = await repo.personOf(deps.db, body.personnel_id);
  if (!person) throw AppError.validation('personnel_id', 'The employee was not found.');
  const today = deps.clock.today();
  const documentId = await withTransaction(deps.db, async (tx) => {
    const items = await repo.lockItems(tx, body.item_ids);
    const missing = body.item_ids.filter((id) => !items.some((i) => i.id === id));
    if (missing.length) throw AppError.validation('item_ids', `Item ${missing.join(', ')} was not found in the register.`);
    const disposed = items.filter((i) => i.status === 'disposed');
    if (disposed.length)
      throw AppError.validation(
        'item_ids',
        `${disposed.map((i) => `${i.property_number} was disposed of on ${i.document_number}`).join('; ')}: it cannot be issued.`,
      );
    const held = items.filter((i) => i.status !== 'in_stock');
    if (held.length)
      throw AppError.validation(
        'item_ids',
        `${held.map((i) => i.property_number).join(', ')} ${held.length === 1 ? 'is' : 'are'} already issued: return it first.`,
      );
    const mixed = mixedForms(items, 'issue');
    if (mixed) throw AppError.validation('item_ids', mixed);
    const form = formOf(items[0]!.classification as PropertyClassification);
    const year = Number(today.slice(0, 4));
    const number = documentNumber(form, year, await repo.nextSequence(tx, form, year));
    const id = await repo.insertDocument(tx, {
      kind: form,
      number,
      personnelId: person.id,
      issuedOn: today,
      userId: actor.userId,
      fundCluster: body.fund_cluster,
      remarks: body.remarks,
    });
    await repo.issueItems(tx, id, person.id, body.item_ids);
    // Issuing to someone who is separating opens their clearance's property line again.
    await propertyHoldingsChanged(tx, actor, [person.id], deps.clock.now());
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'create',
      entity: 'property_document',
      entityId: id,
      after: { form, number, personnel_id: person.id, item_ids: body.item_ids, issued_on: today },
      ip: actor.ip,
    });
    const total = items.reduce((sum, i) => sum + Number(i.unit_cost), 0);
    await notify(
      deps,
      { personnelId: person.id },
      {
        title: `Property issued to you: ${number}`,
        description: `${items.length} item${items.length === 1 ? '' : 's'} (${peso(total)}) on a ${PROPERTY_FORM_LABELS[form]}. Acknowledge receipt under My property.`,
        link: '/my/mrs/new',
        byUserId: actor.userId,
      },
      tx,
    );
    return id;
  });
  if (person.user_id !== null) deps.realtime.emitToUser(person.user_id, PROPERTY_EVENT, { document_id: documentId });
  const document = (await repo.findDocument(deps.db, documentId))!;
  return { message: `${document.number} has been issued to ${person.fullname}.`, issue: document };
}

// ── Documents ───────────────────────────────────────────────────────────────────────────────────

/** A document for its employee, a transfer's previous holder, or the property office (whose read of another person's is audited). */
async function readableDocument(deps: Deps, actor: Actor, id: number): Promise<TPropertyDocument> {
  const document = await repo.findDocument(deps.db, id);
  const people = document ? [document.personnel?.id, document.from_personnel?.id].filter((p): p is number => p !== undefined) : [];
  const own = actor.personnelId !== null && people.includes(actor.personnelId);
  if (!document || (!own && !isOffice(actor))) throw AppError.notFound('The document was not found.');
  if (!own && people.length)
    await auditPersonalRead(deps, actor, {
      ...(people.length === 1 ? { personnelId: people[0]! } : { personnelIds: people }),
      entity: 'property_document',
      entityId: id,
      what: document.number,
    });
  return document;
}

export async function getDocument(deps: Deps, actor: Actor, id: number) {
  return { document: await readableDocument(deps, actor, id) };
}

export async function listDocuments(deps: Deps, actor: Actor, q: TPropertyDocumentQuery) {
  const { documents, total } = await repo.listDocuments(deps.db, q);
  if (q.personnel_id)
    await auditPersonalRead(deps, actor, { personnelId: q.personnel_id, entity: 'property_documents', what: "an employee's property documents" });
  return { documents, meta: { page: q.page, per_page: q.per_page, total } };
}

export async function documentPdf(deps: Deps, actor: Actor, id: number) {
  const document = await readableDocument(deps, actor, id);
  const university = String(await readSetting(deps.db, 'university_name'));
  return { fileName: `${document.number}.pdf`, bytes: await renderPropertyForm({ university, document }) };
}

/** The receiver of an issue or a transfer acknowledges its receipt (a return or a disposal is not acknowledged). */
export async function acknowledge(deps: Deps, actor: Actor, id: number) {
  const document = await repo.findDocument(deps.db, id);
  const receiver = document?.personnel?.id ?? null;
  if (!document || (actor.personnelId !== receiver && !isOffice(actor))) throw AppError.notFound('The document was not found.');
  if (!isAcknowledged(document.form))
    throw AppError.validation('document', `${document.number} is a ${PROPERTY_FORM_LABELS[document.form]}: only an issue or a transfer is acknowledged.`);
  if (actor.personnelId !== receiver) throw AppError.forbidden('Only the employee who received the property acknowledges its receipt.');
  if (document.acknowledged_at) throw AppError.validation('document', `${document.number} was already acknowledged.`);
  const at = deps.clock.now();
  await withTransaction(deps.db, async (tx) => {
    if (!(await repo.acknowledge(tx, id, at))) throw AppError.validation('document', `${document.number} was already acknowledged.`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'acknowledge',
      entity: 'property_document',
      entityId: id,
      after: { acknowledged_at: at },
      ip: actor.ip,
    });
  });
  return { message: `You acknowledged the receipt of ${document.number}.`, document: (await repo.findDocument(deps.db, id))! };
}

// ── Mine ────────────────────────────────────────────────────────────────────────────────────────

function mustBeEmployee(actor: Actor): number {
  if (actor.personnelId === null) throw AppError.forbidden('Property is issued to employees: your account has no personnel record.');
  return actor.personnelId;
}

export async function mine(deps: Deps, actor: Actor) {
  const items = await repo.heldBy(deps.db, mustBeEmployee(actor));
  const summary = (['PAR', 'ICS'] as const).map((form) => {
    const ofForm = items.filter((i) => formOf(i.classification) === form);
    return { form, count: ofForm.length, total_cost: ofForm.reduce((sum, i) => sum + i.unit_cost, 0) };
  });
  return { items, summary };
}

/** The forms issued to a person that wait for their acknowledgment (the dashboard's count). */
export async function countToAcknowledge(deps: Deps, personnelId: number): Promise<number> {
  return repo.countToAcknowledge(deps.db, personnelId);
}

export async function myDocuments(deps: Deps, actor: Actor, status: 'new' | 'current' | 'old') {
  return { documents: await repo.documentsOf(deps.db, mustBeEmployee(actor), status) };
}
