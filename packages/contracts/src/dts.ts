import { z } from './zod';
import { DTS_VIEWS, DTS_VIEW_LABELS, type TDtsView } from './dts-views';
import { dateMessage } from './messages';
import { idField, optionalIdField, textField, numberError } from './text';
import { ZListMeta, ZListQuery, zName } from './lookups';
import { listAnswer, oneAnswer, savedAnswer, ZDepartmentRef, ZTimestamp } from './responses';

/**
 * Document tracking (SPEC.md §2 /dts, §4 status views 1–6; issue 19): documents passed between the offices of the
 * university, each move a row of an append-only log, each office's time counted in working days against the
 * processing time of the document's type (the Ease of Doing Business Act, RA 11032).
 */

/** RA 11032 §9: simple transactions within 3 working days, complex 7, highly technical 20 (the days are data, editable). */
export const PROCESSING_CLASSES = {
  simple: { label: 'Simple', working_days: 3 },
  complex: { label: 'Complex', working_days: 7 },
  highly_technical: { label: 'Highly technical', working_days: 20 },
} as const;
export type TProcessingClass = keyof typeof PROCESSING_CLASSES;
const CLASS_KEYS = Object.keys(PROCESSING_CLASSES) as [TProcessingClass, ...TProcessingClass[]];

/**
 * Where a document stands at its current office: 1 incoming (forwarded there, not yet received), 2 received,
 * 4 on hold, 5 returned (sent back to the office that forwarded it), 6 for pick-up (ready for release); and the ends:
 * released, rejected, archived. (3, outgoing, is an incoming document seen from the office that forwarded it.)
 */
export const DOCUMENT_STATES = ['incoming', 'received', 'hold', 'returned', 'for_pickup', 'released', 'rejected', 'archived'] as const;
export type TDocumentState = (typeof DOCUMENT_STATES)[number];
export const DOCUMENT_STATE_LABELS: Record<TDocumentState, string> = {
  incoming: 'Incoming',
  received: 'Received',
  hold: 'On hold',
  returned: 'Returned',
  for_pickup: 'For pick-up',
  released: 'Released',
  rejected: 'Rejected',
  archived: 'Archived',
};

/** What a row of the log says happened. */
export const LOG_ACTIONS = [
  'filed',
  'edited',
  'forwarded',
  'received',
  'held',
  'returned',
  'for_pickup',
  'released',
  'rejected',
  'archived',
  'reader_named',
] as const;
export type TLogAction = (typeof LOG_ACTIONS)[number];
export const LOG_ACTION_LABELS: Record<TLogAction, string> = {
  filed: 'Filed',
  edited: 'Corrected',
  forwarded: 'Forwarded',
  received: 'Received',
  held: 'Put on hold',
  returned: 'Returned',
  for_pickup: 'Ready for pick-up',
  released: 'Released',
  rejected: 'Rejected',
  archived: 'Archived',
  reader_named: 'Reader named',
};

/**
 * The socket.io event the DTS pages listen to (the API emits it to users with the DTS view once a move is committed):
 * which offices' lists changed, ids only, never a title.
 */
export const DTS_EVENT = 'dts:changed';
export const ZDtsChanged = z.object({ office_ids: z.array(z.number().int()) });
export type TDtsChanged = z.infer<typeof ZDtsChanged>;

/** What the viewer may do with a document now (the document's page shows these buttons and no others). */
export const DOCUMENT_MOVES = ['edit', 'forward', 'receive', 'hold', 'return', 'for_pickup', 'release', 'reject', 'archive'] as const;
export type TDocumentMove = (typeof DOCUMENT_MOVES)[number];
/** The moves that must say why. */
export const MOVES_WITH_REASON: readonly TDocumentMove[] = ['hold', 'return', 'reject'];

/**
 * Every list of an office: the six status views, then pending for release (ready for pick-up, or received back at
 * the office that filed it after its route), released/rejected/archived (ended at the office), and every document
 * the office ever touched (/dts/document-list).
 */
export type TDtsListView = (typeof DTS_LIST_VIEWS)[number];
export const DTS_LIST_VIEWS = [...DTS_VIEWS, 'pending_release', 'closed', 'touched'] as const;
export const DTS_LIST_VIEW_LABELS: Record<TDtsListView, string> = {
  ...DTS_VIEW_LABELS,
  pending_release: 'Pending for release',
  closed: 'Released, rejected and archived',
  touched: 'Every document of the office',
};

/** A tracking number: year, the originating office's acronym, a sequence of six digits (2026-CAS-000123). */
export const TRACKING_NUMBER = /^\d{4}-[A-Z0-9-]{1,20}-\d{6}$/;
export const ZTrackingNumberParams = z.object({
  tracking_number: textField('tracking number')
    .trim()
    .toUpperCase()
    .max(30, 'The tracking number must not be longer than 30 characters.')
    .regex(TRACKING_NUMBER, 'A tracking number reads like 2026-CAS-000123.'),
});

// ── Document types ────────────────────────────────────────────────────────────────────────────────

export const ZDocumentTypeBody = z.object({
  name: zName('name', 150),
  processing_class: z.enum(CLASS_KEYS, { error: 'Choose the processing class (simple, complex or highly technical).' }),
  working_days: z.coerce
    .number({ error: numberError('The working days must be a number.') })
    .int('The working days must be a whole number.')
    .min(1, 'The working days must be between 1 and 60.')
    .max(60, 'The working days must be between 1 and 60.')
    .optional(),
  default_route: z.array(idField('office')).max(20, 'A default route has at most 20 offices.').default([]),
});
export type TDocumentTypeBody = z.infer<typeof ZDocumentTypeBody>;

export const ZDocumentType = z.object({
  id: z.number().int(),
  name: z.string(),
  processing_class: z.enum(CLASS_KEYS),
  working_days: z.number().int(),
  default_route: z.array(z.number().int()),
});
export type TDocumentType = z.infer<typeof ZDocumentType>;
export const ZDocumentTypeList = z.object({ document_types: z.array(ZDocumentType) });
export type TDocumentTypeList = z.infer<typeof ZDocumentTypeList>;
export const ZDocumentTypeSaved = savedAnswer('document_type', ZDocumentType);

// ── Documents ─────────────────────────────────────────────────────────────────────────────────────

const reason = (label: string) =>
  textField(label, `Say why (the ${label}).`).trim().min(1, `Say why (the ${label}).`).max(1000, `The ${label} must not be longer than 1000 characters.`);
const remarks = textField('remarks').trim().max(1000, 'The remarks must not be longer than 1000 characters.').optional();
/** Files sent first through POST /api/upload (the one upload check), named by the keys it answered. */
/** The persons a document is addressed to (personnel ids): a confidential one is read by them, not by whole offices. */
const addressees = z.array(idField('addressee')).max(20, 'Address a document to at most 20 persons.').default([]);
const attachments = z.array(textField('attachment').max(200)).max(10, 'At most 10 files at once.').default([]);

export const ZDocumentBody = z.object({
  title: zName('title', 300),
  document_type_id: idField('document type'),
  /** The office filing it: one the user acts for. */
  office_id: idField('office'),
  confidential: z.boolean({ error: 'Say whether the document is confidential.' }).default(false),
  addressee_ids: addressees,
  remarks,
  attachments,
});
export type TDocumentBody = z.infer<typeof ZDocumentBody>;

/** A correction while no other office has received it: the office and the tracking number stay; files may be added. */
export const ZDocumentEditBody = ZDocumentBody.omit({ office_id: true });
export type TDocumentEditBody = z.infer<typeof ZDocumentEditBody>;

export const ZForwardBody = z.object({ to_office_id: idField('office to forward to'), addressee_ids: addressees, remarks, attachments });
export type TForwardBody = z.infer<typeof ZForwardBody>;
export const ZReasonBody = z.object({ reason: reason('reason') });
/** Its holder names someone of the office that holds it who may read a confidential document in full. */
export const ZReaderBody = z.object({ personnel_id: idField('person') });
export type TReaderBody = z.infer<typeof ZReaderBody>;
export const ZRemarksBody = z.object({ remarks });

const day = (label: string) => z.iso.date(dateMessage(label)).optional();
export const ZDocumentQuery = ZListQuery.extend({
  /** The office whose view is listed: one the user acts for (any, for a DTS administrator). */
  office_id: optionalIdField('office'),
  view: z.enum(DTS_LIST_VIEWS).default('incoming'),
  /** The days it came to stand where it is (Manila dates), from and to. */
  date_from: day('from date'),
  date_to: day('to date'),
}).refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, { path: ['date_to'], message: 'The to date must not be before the from date.' });

export type TDocumentQuery = z.infer<typeof ZDocumentQuery>;

/** A person a confidential document is addressed to, or whom its holder named to read it. */
export const ZDocumentReader = z.object({ id: z.number().int(), fullname: z.string() });
export type TDocumentReader = z.infer<typeof ZDocumentReader>;

/** What a confidential document shows in place of its title to those who may not read it. */
export const WITHHELD_TITLE = 'Confidential document';

/**
 * A document as the lists and its page show it. A confidential one is read in full by its filer, the persons it is
 * addressed to, whoever holds or held it and those they named; to anyone else `withheld` is true: its title reads
 * "Confidential document", its remarks, addressees and readers are left out (its tracking number and status remain).
 */
export const ZDocument = z.object({
  id: z.number().int(),
  tracking_number: z.string(),
  title: z.string(),
  confidential: z.boolean(),
  withheld: z.boolean(),
  addressees: z.array(ZDocumentReader),
  named_readers: z.array(ZDocumentReader),
  document_type: z.object({ id: z.number().int(), name: z.string(), working_days: z.number().int() }),
  origin_office: ZDepartmentRef,
  filed_by: z.string(),
  filed_at: ZTimestamp,
  state: z.enum(DOCUMENT_STATES),
  current_office: ZDepartmentRef,
  /** The office that forwarded it last (the sender of an incoming document). */
  from_office: ZDepartmentRef.nullable(),
  /** Who received it at the current office. */
  holder: z.string().nullable(),
  /** Since when it stands where it is. */
  since: ZTimestamp,
  /** When its time at the current office runs out (working days of its type); null once it left the offices' hands. */
  due_at: ZTimestamp.nullable(),
  overdue: z.boolean(),
  remarks: z.string().nullable(),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDtsCounts = z.object(Object.fromEntries(DTS_VIEWS.map((v) => [v, z.number().int()])) as Record<TDtsView, z.ZodNumber>);
export type TDtsCounts = z.infer<typeof ZDtsCounts>;
export const ZDocumentList = z.object({ documents: z.array(ZDocument), meta: ZListMeta, counts: ZDtsCounts });
export type TDocumentList = z.infer<typeof ZDocumentList>;
export const ZMyDocumentList = listAnswer('documents', ZDocument);
export type TMyDocumentList = z.infer<typeof ZMyDocumentList>;

/** One row of the log: nothing in it is edited or deleted; a correction is a new row. */
export const ZDocumentLogEntry = z.object({
  id: z.number().int(),
  action: z.enum(LOG_ACTIONS),
  office: ZDepartmentRef,
  to_office: ZDepartmentRef.nullable(),
  actor: z.string(),
  remarks: z.string().nullable(),
  at: ZTimestamp,
  attachments: z.array(z.object({ id: z.number().int(), file_name: z.string() })),
});
export type TDocumentLogEntry = z.infer<typeof ZDocumentLogEntry>;

export const ZDocumentAnswer = z.object({
  document: ZDocument,
  log: z.array(ZDocumentLogEntry),
  actions: z.array(z.enum(DOCUMENT_MOVES)),
  /** The viewer holds this confidential document and may name someone of their office who reads it (POST …/readers). */
  may_name_readers: z.boolean(),
});
export type TDocumentAnswer = z.infer<typeof ZDocumentAnswer>;
export const ZDocumentSaved = savedAnswer('document', ZDocument);
/** /dts/overdue/document/{log_id}: the step that made the document late (its arrival at the office), with its history. */
export const ZOverdueAnswer = ZDocumentAnswer.extend({
  step: ZDocumentLogEntry,
  /** Working days past its due time at the office (weekends and the campus's holidays left out); 0 when not past due. */
  working_days_late: z.number().int(),
});
export type TOverdueAnswer = z.infer<typeof ZOverdueAnswer>;
export type TDocumentSaved = z.infer<typeof ZDocumentSaved>;

/** The offices the caller acts for (every office, for a DTS administrator): the office pickers of the pages. */
export const ZDtsOffices = z.object({ offices: z.array(ZDepartmentRef), administrator: z.boolean() });
export type TDtsOffices = z.infer<typeof ZDtsOffices>;

/**
 * What anyone with the tracking number may know, signed in or not: where it is and how it stands, nothing more; of a
 * confidential document only how it stands (`current_office` null).
 */
export const ZTrackAnswer = oneAnswer(
  'document',
  z.object({ tracking_number: z.string(), status: z.enum(DOCUMENT_STATES), current_office: z.string().nullable() }),
);
export type TTrackAnswer = z.infer<typeof ZTrackAnswer>;
