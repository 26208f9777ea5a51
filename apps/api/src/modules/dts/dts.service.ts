import {
  DTS_EVENT,
  PROCESSING_CLASSES,
  type TDocumentBody,
  type TDocumentEditBody,
  type TDocumentMove,
  type TDocumentList,
  type TDocumentQuery,
  type TDocumentState,
  type TDocumentTypeBody,
  type TDtsChanged,
  type TForwardBody,
  type TListQuery,
  type TLogAction,
  type TReaderBody,
} from '@hris/contracts';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { afterCommit, withTransaction, type Queryable } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead } from '../../lib/audit';
import { hasAnyView, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { claimUpload } from '../../lib/uploads';
import { manilaParts } from '../../domain/manila-time';
import { dueAt, workingDaysBetween } from '../../domain/working-days';
import * as repo from './dts.repo';
import { documentsWorkbook } from './dts.export';
import { manilaDay } from '../../lib/workbook';
import { readSetting, universityLogo } from '../../lib/settings';
import { renderRoutingSlip } from './dts.slip';
import { officeHeaderOf } from '../departments';
import { kept } from '../../lib/change-notices';
import type { DtsCache } from './dts.cache';
import { notifyMany } from '../notifications';

// Document tracking (issue 19): who may move a document, from which state to which, and what each move writes.
// Every move is one transaction: the document's row (locked), its log row, its attachments; the offices concerned
// hear of it over socket.io once it is committed.

/** DTS administrators: every office's views, and the document types. */
export const DTS_ADMIN = ['DTSADMIN'] as const;

/** What the routes give the service: the app's deps and the module's kept answers (dts.cache.ts). */
export type DtsDeps = Deps & { dtsCache: DtsCache };

const isAdmin = (actor: Actor) => hasAnyView(actor, DTS_ADMIN);

/** The offices the caller acts for (their department and the units under it; those they head or stand in for). */
async function officesOf(deps: DtsDeps, actor: Actor) {
  const personnelId = actor.personnelId;
  if (personnelId === null) return [];
  return kept(deps.dtsCache.offices, personnelId, () => repo.officesOf(deps.db, personnelId));
}

/** Who is reading (repo.Viewer): the account, its person and the offices they act for. */
const viewerOf = (actor: Actor, offices: number[]): repo.Viewer => ({ userId: actor.userId, personnelId: actor.personnelId, offices });

async function mustActFor(deps: DtsDeps, actor: Actor, officeId: number, field = 'office_id') {
  const offices = await officesOf(deps, actor);
  if (!offices.includes(officeId) && !isAdmin(actor)) throw AppError.validation(field, 'You do not act for this office.');
  return offices;
}

/** When the time at an office runs out, by the working days of the document's type and the office's campus holidays. */
async function deadline(db: Queryable, officeId: number, from: Date, workingDays: number): Promise<Date> {
  const office = await repo.office(db, officeId);
  const holidays = await repo.holidaysFrom(db, office?.campus_id ?? 1, manilaParts(from).date);
  return dueAt(from, workingDays, (date) => holidays.has(date));
}

function announce(deps: DtsDeps, q: Queryable, officeIds: (number | null)[]) {
  const offices = [...new Set(officeIds.filter((id): id is number => id !== null))];
  afterCommit(q, () => {
    // The pages refetch the moment they hear of it, maybe before PostgreSQL's notice (dts.cache.ts) reaches this instance.
    deps.dtsCache.dropOffices(offices);
    deps.realtime.emitToView('DTS', DTS_EVENT, { office_ids: offices } satisfies TDtsChanged);
  });
}

// ── Document types ──────────────────────────────────────────────────────────────────────────────

export async function listTypes(deps: Deps) {
  return { document_types: await repo.listTypes(deps.db) };
}

async function typeValues(deps: Deps, body: TDocumentTypeBody) {
  const route = [...new Set(body.default_route)];
  const existing = await repo.existingOffices(deps.db, route);
  const missing = route.find((id) => !existing.includes(id));
  if (missing !== undefined) throw AppError.validation('default_route', `Office ${missing} does not exist.`);
  return {
    name: body.name,
    processingClass: body.processing_class,
    workingDays: body.working_days ?? PROCESSING_CLASSES[body.processing_class].working_days,
    defaultRoute: route,
  };
}

export async function createType(deps: Deps, body: TDocumentTypeBody) {
  const id = await repo.insertType(deps.db, await typeValues(deps, body));
  return { message: 'The document type has been saved.', document_type: (await repo.findType(deps.db, id))! };
}

export async function updateType(deps: DtsDeps, id: number, body: TDocumentTypeBody) {
  if (!(await repo.findType(deps.db, id))) throw AppError.notFound('The document type was not found.');
  await repo.updateType(deps.db, id, await typeValues(deps, body));
  // Every list shows the type's name and days (the notice reaches the other instances).
  deps.dtsCache.dropAll();
  return { message: 'The document type has been saved.', document_type: (await repo.findType(deps.db, id))! };
}

// ── Filing ──────────────────────────────────────────────────────────────────────────────────────

/** Claims uploaded files for a move of the log: each must be the caller's own upload, not yet attached. */
async function attach(tx: Queryable, actor: Actor, documentId: number, logId: number, keys: string[]) {
  for (const key of [...new Set(keys)]) {
    const claimed = await claimUpload(tx, key, actor.userId);
    if (!claimed) throw AppError.validation('attachments', 'Upload the file again: it was not found among your uploads.');
    await repo.insertAttachment(tx, { logId, documentId, key: claimed.storage_key, fileName: claimed.file_name });
  }
}

/**
 * Addresses a document to persons (personnel ids), who then read it in full even when it is confidential; each is
 * told by its tracking number only (the bell may be read over a shoulder).
 */
async function address(deps: DtsDeps, tx: Queryable, actor: Actor, doc: { id: number; trackingNumber: string }, personnelIds: number[], at: Date) {
  const ids = [...new Set(personnelIds)];
  if (!ids.length) return;
  const found = await repo.people(tx, ids);
  if (found.length !== ids.length) throw AppError.validation('addressee_ids', 'Choose the persons it is addressed to from the list.');
  const added = await repo.addReaders(tx, { documentId: doc.id, personnelIds: ids, kind: 'addressee', userId: actor.userId, at });
  // Told once: a correction or a later forward naming them again tells nobody twice.
  const told = found.flatMap((p) => (!added.includes(p.id) || p.user_id === null || p.user_id === actor.userId ? [] : [p.user_id]));
  await notifyMany(
    deps,
    told.map((userId) => ({
      userId,
      input: {
        title: `Document ${doc.trackingNumber}`,
        description: `A document has been addressed to you: ${doc.trackingNumber}.`,
        link: `/dts/documents/${doc.id}`,
      },
    })),
    tx,
  );
}

export async function fileDocument(deps: DtsDeps, actor: Actor, body: TDocumentBody) {
  const offices = await mustActFor(deps, actor, body.office_id);
  const [type, office] = await Promise.all([repo.findType(deps.db, body.document_type_id), repo.office(deps.db, body.office_id)]);
  if (!type) throw AppError.validation('document_type_id', 'Choose a document type from the list.');
  if (!office) throw AppError.validation('office_id', 'The office does not exist.');
  const now = deps.clock.now();
  const id = await withTransaction(deps.db, async (tx) => {
    const year = Number(manilaParts(now).date.slice(0, 4));
    const sequence = await repo.nextSequence(tx, year, office.id);
    const trackingNumber = `${year}-${office.acronym.toUpperCase().replace(/[^A-Z0-9-]/g, '')}-${String(sequence).padStart(6, '0')}`;
    const documentId = await repo.insertDocument(tx, {
      trackingNumber,
      title: body.title,
      documentTypeId: type.id,
      officeId: office.id,
      userId: actor.userId,
      at: now,
      confidential: body.confidential,
      remarks: body.remarks || null,
      dueAt: await deadline(tx, office.id, now, type.working_days),
    });
    const logId = await repo.appendLog(tx, { documentId, action: 'filed', officeId: office.id, userId: actor.userId, remarks: body.remarks, at: now });
    await attach(tx, actor, documentId, logId, body.attachments);
    await address(deps, tx, actor, { id: documentId, trackingNumber }, body.addressee_ids, now);
    announce(deps, tx, [office.id]);
    return documentId;
  });
  const document = (await repo.findDocument(deps.db, id, viewerOf(actor, offices), now))!;
  return { message: `The document has been filed as ${document.tracking_number}.`, document };
}

// ── Correcting what was filed ─────────────────────────────────────────────────────────────────────

/** Who filed it, or whoever acts for the office that filed it, while it is open and no office has received it. */
function mayCorrect(
  actor: Actor,
  offices: number[],
  doc: { state: TDocumentState; origin_office_id: number; filed_by_user_id: number; received_elsewhere: boolean },
) {
  if (doc.received_elsewhere || ENDED.includes(doc.state)) return false;
  return doc.filed_by_user_id === actor.userId || offices.includes(doc.origin_office_id) || isAdmin(actor);
}

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

export async function editDocument(deps: DtsDeps, actor: Actor, id: number, body: TDocumentEditBody) {
  const type = await repo.findType(deps.db, body.document_type_id);
  if (!type) throw AppError.validation('document_type_id', 'Choose a document type from the list.');
  const now = deps.clock.now();
  const offices = await officesOf(deps, actor);
  await withTransaction(deps.db, async (tx) => {
    const doc = await repo.lockDocument(tx, id);
    if (!doc || (!(await repo.isOnRoute(tx, id, viewerOf(actor, offices))) && !isAdmin(actor))) throw AppError.notFound('The document was not found.');
    const facts = (await repo.documentFacts(tx, id))!;
    if (facts.received_elsewhere)
      throw AppError.validation('state', 'An office has received this document: it can no longer be corrected. Add remarks when you forward it.');
    if (!mayCorrect(actor, offices, facts)) throw AppError.validation('state', 'Only the office that filed this document may correct it.');
    // Correcting what one may not read would be writing over it blind (its title is withheld from them).
    if (!(await repo.readsDocumentInFull(tx, id, viewerOf(actor, offices))))
      throw AppError.validation('state', 'This document is confidential: only those who may read it can correct it.');
    const before = await repo.addresseeIds(tx, id);
    const after = [...new Set(body.addressee_ids)];
    // The log says what changed: nothing in it is edited, so the correction is a row of its own.
    const changes = [
      // Words, not arrows: the routing slip prints the log in the PDF standard fonts (Latin-1 only).
      doc.title !== body.title ? `title from "${doc.title}" to "${body.title}"` : null,
      doc.document_type_id !== type.id ? `type from ${doc.type_name} to ${type.name}` : null,
      doc.confidential !== body.confidential ? `confidential from ${yesNo(doc.confidential)} to ${yesNo(body.confidential)}` : null,
      before.length !== after.length || after.some((p) => !before.includes(p)) ? 'addressees changed' : null,
      (doc.remarks ?? '') !== (body.remarks ?? '') ? 'remarks changed' : null,
      body.attachments.length ? `${body.attachments.length} file${body.attachments.length === 1 ? '' : 's'} added` : null,
    ].filter((c): c is string => c !== null);
    if (!changes.length) throw AppError.validation('title', 'Nothing was changed.');
    await repo.correctDocument(tx, id, {
      title: body.title,
      documentTypeId: type.id,
      confidential: body.confidential,
      remarks: body.remarks || null,
      dueAt: doc.document_type_id === type.id ? undefined : await deadline(tx, doc.current_office_id, new Date(doc.since), type.working_days),
    });
    const logId = await repo.appendLog(tx, {
      documentId: id,
      action: 'edited',
      officeId: doc.current_office_id,
      userId: actor.userId,
      remarks: `Corrected: ${changes.join('; ')}.`,
      at: now,
    });
    await attach(tx, actor, id, logId, body.attachments);
    await repo.dropAddresseesBut(tx, id, body.addressee_ids);
    await address(deps, tx, actor, { id, trackingNumber: doc.tracking_number }, body.addressee_ids, now);
    announce(deps, tx, [doc.current_office_id, doc.from_office_id]);
  });
  return { message: 'The document has been corrected.', document: (await repo.findDocument(deps.db, id, viewerOf(actor, offices), now))! };
}

// ── Moves ───────────────────────────────────────────────────────────────────────────────────────

type Move = 'receive' | 'hold' | 'return' | 'for_pickup' | 'release' | 'reject' | 'archive';

/** From which states each move may be made at the office that holds the document, what it becomes, what the log says. */
const MOVES: Record<Move, { from: readonly TDocumentState[]; to: TDocumentState; log: TLogAction; done: string }> = {
  receive: { from: ['incoming', 'returned'], to: 'received', log: 'received', done: 'The document has been received.' },
  hold: { from: ['received'], to: 'hold', log: 'held', done: 'The document is on hold.' },
  return: { from: ['received', 'hold'], to: 'returned', log: 'returned', done: 'The document has been returned to the office that sent it.' },
  for_pickup: { from: ['received'], to: 'for_pickup', log: 'for_pickup', done: 'The document is ready for pick-up.' },
  release: { from: ['received', 'for_pickup'], to: 'released', log: 'released', done: 'The document has been released.' },
  reject: { from: ['received', 'hold'], to: 'rejected', log: 'rejected', done: 'The document has been rejected.' },
  archive: { from: ['received', 'for_pickup', 'released', 'rejected'], to: 'archived', log: 'archived', done: 'The document has been archived.' },
};
/** Forwarding: only a document the office holds (received, on hold, or returned to it). */
const FORWARDABLE: readonly TDocumentState[] = ['received', 'hold', 'returned'];
const ENDED: readonly TDocumentState[] = ['released', 'rejected', 'archived'];

const refusal = (move: Move | 'forward', state: TDocumentState) => {
  if (move === 'receive') return 'This document was not sent to your office.';
  if (state === 'incoming') return 'Receive the document first.';
  if (ENDED.includes(state)) return `The document is already ${state}.`;
  return `A document that is ${state.replace('_', ' ')} cannot be ${move === 'forward' ? 'forwarded' : 'moved this way'} now.`;
};

/** The document locked for a move at an office the caller acts for (its current office), or the refusal. */
async function lockedAtMyOffice(deps: DtsDeps, tx: Queryable, actor: Actor, id: number, kind: Move | 'forward') {
  const doc = await repo.lockDocument(tx, id);
  if (!doc) throw AppError.notFound('The document was not found.');
  const offices = await officesOf(deps, actor);
  if (!offices.includes(doc.current_office_id) && !isAdmin(actor)) {
    // Someone on its route may know it exists and is told why; anyone else is told nothing.
    if (!(await repo.isOnRoute(tx, id, viewerOf(actor, offices)))) throw AppError.notFound('The document was not found.');
    throw AppError.validation('state', kind === 'receive' ? 'This document was not sent to your office.' : 'Your office does not hold this document.');
  }
  return { doc, offices };
}

export async function move(deps: DtsDeps, actor: Actor, id: number, kind: Move, remarks?: string) {
  const rule = MOVES[kind];
  const now = deps.clock.now();
  const offices = await withTransaction(deps.db, async (tx) => {
    const { doc, offices } = await lockedAtMyOffice(deps, tx, actor, id, kind);
    if (!rule.from.includes(doc.state)) throw AppError.validation('state', refusal(kind, doc.state));
    if (kind === 'receive' && doc.confidential && !(await repo.mayReceiveConfidential(tx, id, doc.current_office_id, viewerOf(actor, offices))))
      throw AppError.validation(
        'state',
        'This document is confidential: only the persons it is addressed to, those its holder named, or the head of your office can receive it.',
      );
    if (kind === 'return') {
      if (doc.from_office_id === null) throw AppError.validation('state', 'The document was filed here: there is no office to return it to.');
      // Back to the sender, whose clock starts again.
      await repo.moveDocument(tx, id, {
        state: 'returned',
        currentOfficeId: doc.from_office_id,
        fromOfficeId: doc.current_office_id,
        holderUserId: null,
        since: now,
        dueAt: await deadline(tx, doc.from_office_id, now, doc.working_days),
      });
      await repo.appendLog(tx, {
        documentId: id,
        action: 'returned',
        officeId: doc.current_office_id,
        toOfficeId: doc.from_office_id,
        userId: actor.userId,
        remarks,
        at: now,
      });
      announce(deps, tx, [doc.current_office_id, doc.from_office_id]);
      return offices;
    }
    await repo.setState(tx, id, { state: rule.to, holderUserId: kind === 'receive' ? actor.userId : undefined, ended: ENDED.includes(rule.to) });
    await repo.appendLog(tx, { documentId: id, action: rule.log, officeId: doc.current_office_id, userId: actor.userId, remarks, at: now });
    announce(deps, tx, [doc.current_office_id, doc.from_office_id]);
    return offices;
  });
  return { message: rule.done, document: (await repo.findDocument(deps.db, id, viewerOf(actor, offices), now))! };
}

export async function forward(deps: DtsDeps, actor: Actor, id: number, body: TForwardBody) {
  const now = deps.clock.now();
  const to = await repo.office(deps.db, body.to_office_id);
  if (!to) throw AppError.validation('to_office_id', 'The office to forward to does not exist.');
  if (!to.is_active) throw AppError.validation('to_office_id', 'That office is inactive: choose another.');
  const offices = await withTransaction(deps.db, async (tx) => {
    const { doc, offices } = await lockedAtMyOffice(deps, tx, actor, id, 'forward');
    if (!FORWARDABLE.includes(doc.state)) throw AppError.validation('state', refusal('forward', doc.state));
    if (to.id === doc.current_office_id) throw AppError.validation('to_office_id', 'The document is already at this office.');
    // Addressing it lets someone read it: not for whoever may not read it themselves (they could name themselves).
    if (body.addressee_ids.length && !(await repo.readsDocumentInFull(tx, id, viewerOf(actor, offices))))
      throw AppError.validation('addressee_ids', 'This document is confidential: only those who may read it can address it to someone.');
    await repo.moveDocument(tx, id, {
      state: 'incoming',
      currentOfficeId: to.id,
      fromOfficeId: doc.current_office_id,
      holderUserId: null,
      since: now,
      dueAt: await deadline(tx, to.id, now, doc.working_days),
    });
    const logId = await repo.appendLog(tx, {
      documentId: id,
      action: 'forwarded',
      officeId: doc.current_office_id,
      toOfficeId: to.id,
      userId: actor.userId,
      remarks: body.remarks,
      at: now,
    });
    await attach(tx, actor, id, logId, body.attachments);
    await address(deps, tx, actor, { id, trackingNumber: doc.tracking_number }, body.addressee_ids, now);
    announce(deps, tx, [doc.current_office_id, to.id]);
    return offices;
  });
  return {
    message: `The document has been forwarded to ${to.acronym}.`,
    document: (await repo.findDocument(deps.db, id, viewerOf(actor, offices), now))!,
  };
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────

/** The office a view is of (the caller's own unless they name another they act for), and the list's filters. */
async function viewFilters(deps: DtsDeps, actor: Actor, q: TDocumentQuery) {
  const offices = await officesOf(deps, actor);
  const officeId = q.office_id ?? offices[0];
  if (officeId === undefined) throw AppError.validation('office_id', 'Your account belongs to no office: ask HR to set your department.');
  if (!offices.includes(officeId) && !isAdmin(actor)) throw AppError.validation('office_id', 'You do not act for this office.');
  return { officeId, view: q.view, term: q.term, dateFrom: q.date_from, dateTo: q.date_to, viewer: viewerOf(actor, offices), now: deps.clock.now() };
}

/** A page of a view as sent (and gzipped), with the instants between which its overdue flags stay as they are. */
export type SentPage = { json: Buffer; gzip: Buffer; after: number; until: number };

const gzipAsync = promisify(gzip);

/**
 * An office's status view with the six counts, as the bytes of the answer (`serialize` is the route's), and gzipped
 * for the browsers (all of them) that accept it. Kept per office until one of its documents moves (dts.cache.ts), or
 * the clock crosses a due time on the page: a busy office's list is open on every clerk's screen and refetched at each
 * move, and most of its cost was writing the same ten kilobytes again.
 */
export async function listDocuments(
  deps: DtsDeps,
  actor: Actor,
  q: TDocumentQuery,
  serialize: (answer: TDocumentList) => string | Buffer | ArrayBuffer,
): Promise<SentPage> {
  const filters = await viewFilters(deps, actor, q);
  const views = deps.dtsCache.views(filters.officeId);
  // The page as this viewer sees it (a confidential document is read in full only by the persons who may read it).
  const key = ['page', q.view, q.page, q.per_page, q.term ?? '', q.date_from ?? '', q.date_to ?? '', actor.userId, filters.viewer.offices.join(',')].join('|');
  const now = filters.now.getTime();
  // Every document the office ever touched moves on between other offices, whose notices do not name this one: that
  // list is read afresh each time (it is opened now and then, not watched all day like the six views).
  const keep = q.view !== 'touched';
  const hit = keep ? (views.get(key) as SentPage | undefined) : undefined;
  if (hit && hit.after < now && now <= hit.until) return hit;
  const readAt = views.generation();
  const [list, counts] = await Promise.all([
    repo.listView(deps.db, { ...filters, page: q.page, perPage: q.per_page }),
    kept(views, 'counts', () => repo.countsOf(deps.db, filters.officeId)),
  ]);
  const dues = list.rows.flatMap((d) => (d.due_at === null ? [] : [Date.parse(d.due_at)]));
  const documents = list.rows.map((d) => ({ ...d, overdue: d.due_at !== null && Date.parse(d.due_at) < now }));
  const written = serialize({ documents, meta: { page: q.page, per_page: q.per_page, total: list.total }, counts });
  const json = typeof written === 'string' ? Buffer.from(written) : Buffer.from(written as ArrayBuffer);
  // Overdue is a matter of when it is asked: the bytes hold while no due time on the page is crossed, either way.
  const page = {
    json,
    gzip: await gzipAsync(json),
    after: Math.max(-Infinity, ...dues.filter((d) => d < now)),
    until: Math.min(Infinity, ...dues.filter((d) => d >= now)),
  };
  if (keep) views.set(key, page, readAt);
  return page;
}

/** At most this many rows in one spreadsheet (an office's view holds far fewer). */
const EXPORT_ROWS = 10_000;

/** An office's view as an .xlsx: the same office check and filters, every matching row. */
export async function exportDocuments(deps: DtsDeps, actor: Actor, q: TDocumentQuery) {
  const filters = await viewFilters(deps, actor, q);
  const office = (await repo.office(deps.db, filters.officeId))!;
  const list = await repo.listView(deps.db, { ...filters, page: 1, perPage: EXPORT_ROWS });
  const now = deps.clock.now();
  return { fileName: `documents-${office.acronym}-${q.view}-${manilaDay(now)}.xlsx`, bytes: await documentsWorkbook(list.rows, now) };
}

export async function myDocuments(deps: DtsDeps, actor: Actor, q: TListQuery) {
  const offices = await officesOf(deps, actor);
  const list = await repo.listFiledBy(deps.db, {
    userId: actor.userId,
    term: q.term,
    page: q.page,
    perPage: q.per_page,
    viewer: viewerOf(actor, offices),
    now: deps.clock.now(),
  });
  return { documents: list.rows, meta: { page: q.page, per_page: q.per_page, total: list.total } };
}

/**
 * Who may know a document exists: whoever filed or holds it, the offices on its route, the persons it is addressed to
 * or named to read it, DTS administrators. Anyone else: 404. (What each of them reads of it: repo.readsInFull.)
 */
async function mustSee(deps: DtsDeps, actor: Actor, id: number) {
  const offices = await officesOf(deps, actor);
  if (!isAdmin(actor) && !(await repo.isOnRoute(deps.db, id, viewerOf(actor, offices)))) throw AppError.notFound('The document was not found.');
  return offices;
}

/** The buttons the viewer gets on a document's page: the moves its state allows at an office they act for. */
async function actionsOn(deps: Deps, actor: Actor, id: number, offices: number[], withheld: boolean): Promise<TDocumentMove[]> {
  const facts = await repo.documentFacts(deps.db, id);
  if (!facts) return [];
  const actions: TDocumentMove[] = [];
  if (mayCorrect(actor, offices, facts) && !withheld) actions.push('edit');
  if (!offices.includes(facts.current_office_id) && !isAdmin(actor)) return actions;
  if (FORWARDABLE.includes(facts.state)) actions.push('forward');
  for (const [kind, rule] of Object.entries(MOVES) as [Move, (typeof MOVES)[Move]][]) {
    if (!rule.from.includes(facts.state)) continue;
    if (kind === 'return' && facts.from_office_id === null) continue;
    actions.push(kind);
  }
  return actions;
}

export async function getDocument(deps: DtsDeps, actor: Actor, id: number) {
  const offices = await mustSee(deps, actor, id);
  const document = await repo.findDocument(deps.db, id, viewerOf(actor, offices), deps.clock.now());
  if (!document) throw AppError.notFound('The document was not found.');
  const [log, actions, facts] = await Promise.all([
    repo.logOf(deps.db, id, document.withheld),
    actionsOn(deps, actor, id, offices, document.withheld),
    repo.documentFacts(deps.db, id),
  ]);
  if (document.confidential && !document.withheld) {
    // A confidential document read in full by someone other than its filer is in the audit trail (Data Privacy Act).
    await auditPersonalRead(deps, actor, {
      userId: facts!.filed_by_user_id,
      entity: 'dts_document',
      entityId: id,
      what: `confidential document ${document.tracking_number}`,
    });
  }
  return { document, log, actions, may_name_readers: document.confidential && mayNameReaders(actor, facts!) };
}

/** Whoever holds a document still on its route names who else of their office reads it. */
const mayNameReaders = (actor: Actor, facts: { holder_user_id: number | null; state: TDocumentState }) =>
  facts.holder_user_id === actor.userId && !ENDED.includes(facts.state);

/**
 * Its holder names someone of the office that holds it who may read a confidential document in full (a clerk who
 * received it for the head, say). The log says who was named; the named person is told by tracking number only.
 */
export async function nameReader(deps: DtsDeps, actor: Actor, id: number, body: TReaderBody) {
  const now = deps.clock.now();
  const offices = await mustSee(deps, actor, id);
  const [person] = await repo.people(deps.db, [body.personnel_id]);
  if (!person) throw AppError.validation('personnel_id', 'Choose the person from the list.');
  await withTransaction(deps.db, async (tx) => {
    const doc = await repo.lockDocument(tx, id);
    // mustSee lets a DTS administrator through to any id: one that names no document is not found.
    if (!doc) throw AppError.notFound('The document was not found.');
    if (!mayNameReaders(actor, (await repo.documentFacts(tx, id))!))
      throw AppError.validation('personnel_id', 'Only the one who holds this document may name who else reads it.');
    // "Their office": someone who acts for the office that holds it (its people, its head or officer-in-charge).
    if (!(await repo.officesOf(tx, person.id)).includes(doc.current_office_id))
      throw AppError.validation('personnel_id', 'Name someone of the office that holds the document.');
    await repo.addReaders(tx, { documentId: id, personnelIds: [person.id], kind: 'named', userId: actor.userId, at: now });
    await repo.appendLog(tx, {
      documentId: id,
      action: 'reader_named',
      officeId: doc.current_office_id,
      userId: actor.userId,
      remarks: `${person.fullname} may read it.`,
      at: now,
    });
    if (person.user_id !== null && person.user_id !== actor.userId) {
      const input = {
        title: `Document ${doc.tracking_number}`,
        description: `You may now read document ${doc.tracking_number}.`,
        link: `/dts/documents/${id}`,
      };
      await notifyMany(deps, [{ userId: person.user_id, input }], tx);
    }
    announce(deps, tx, [doc.current_office_id, doc.from_office_id]);
  });
  return { message: `${person.fullname} may now read this document.`, document: (await repo.findDocument(deps.db, id, viewerOf(actor, offices), now))! };
}

/** The routing slip of a document, as PDF: to those who may read the document. */
export async function routingSlip(deps: DtsDeps, actor: Actor, id: number) {
  const { document, log } = await getDocument(deps, actor, id);
  const [type, office, university, header, logo] = await Promise.all([
    repo.findType(deps.db, document.document_type.id),
    repo.office(deps.db, document.origin_office.id),
    readSetting(deps.db, 'university_name'),
    officeHeaderOf(deps, document.origin_office.id),
    universityLogo(deps),
  ]);
  const pdf = await renderRoutingSlip({
    university: String(university),
    header,
    logo,
    campus: office?.campus_name ?? null,
    publicUrl: deps.config.publicUrl,
    document,
    type: type!,
    log,
    printedAt: deps.clock.now().toISOString(),
  });
  return { pdf, fileName: `routing-slip-${document.tracking_number}.pdf` };
}

/** A document's page by its tracking number (what the slip's QR code and a scanner give). */
export async function getDocumentByNumber(deps: DtsDeps, actor: Actor, trackingNumber: string) {
  const id = await repo.idByNumber(deps.db, trackingNumber);
  if (id === undefined) throw AppError.notFound('No document has this tracking number.');
  return getDocument(deps, actor, id);
}

/** The offices whose lists the caller may open (all of them, for a DTS administrator), their own first. */
export async function myOffices(deps: DtsDeps, actor: Actor) {
  if (isAdmin(actor)) {
    const own = await officesOf(deps, actor);
    const all = await repo.allOffices(deps.db);
    return { offices: [...all.filter((o) => own.includes(o.id)), ...all.filter((o) => !own.includes(o.id))], administrator: true };
  }
  return { offices: await repo.officeRefs(deps.db, await officesOf(deps, actor)), administrator: false };
}

/** The overdue step of /dts/overdue/document/{log_id}: the log row, its document and the whole history. */
export async function overdueStep(deps: DtsDeps, actor: Actor, logId: number) {
  const row = await repo.logRow(deps.db, logId);
  if (!row) throw AppError.notFound('The document was not found.');
  const answer = await getDocument(deps, actor, row.document_id);
  const d = answer.document;
  const now = deps.clock.now();
  let late = 0;
  if (d.due_at && new Date(d.due_at) < now) {
    const office = await repo.office(deps.db, d.current_office.id);
    const due = manilaParts(new Date(d.due_at)).date;
    const holidays = await repo.holidaysFrom(deps.db, office?.campus_id ?? 1, due);
    late = workingDaysBetween(due, manilaParts(now).date, (date) => holidays.has(date));
  }
  return { ...answer, step: answer.log.find((l) => l.id === logId)!, working_days_late: late };
}

export async function attachmentFile(deps: DtsDeps, actor: Actor, attachmentId: number) {
  const found = await repo.attachment(deps.db, attachmentId);
  if (!found) throw AppError.notFound('The file was not found.');
  const offices = await mustSee(deps, actor, found.document_id);
  // A confidential document's files are for those who read it in full; to the others on its route they do not exist.
  if (!(await repo.readsDocumentInFull(deps.db, found.document_id, viewerOf(actor, offices)))) throw AppError.notFound('The file was not found.');
  const bytes = await deps.storage.get(found.storage_key);
  if (!bytes) throw AppError.notFound('The file was not found.');
  // A document's files may hold the filer's personal data (a leave form, a medical certificate): a read by anyone
  // else is written to the audit trail (Data Privacy Act).
  await auditPersonalRead(deps, actor, { userId: found.filed_by_user_id, entity: 'dts_attachment', entityId: attachmentId, what: found.file_name });
  return { fileName: found.file_name, bytes };
}

/** The public "where is my document" answer: the status and the current office, nothing more. */
export async function track(deps: Deps, trackingNumber: string) {
  const found = await repo.track(deps.db, trackingNumber);
  if (!found) throw AppError.validation('tracking_number', 'No document has this tracking number.');
  return { document: found };
}
