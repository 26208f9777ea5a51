import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { departments } from './organization';
import { users } from './identity';
import { personnel } from './personnel';

// Document tracking (issue 19). A document's row says where it stands now; the log says how it got there, one row per
// move, never edited or deleted (a trigger refuses it: migration 0023). The row is what the office lists read; the log
// is the history and the proof.

/** Kinds of documents, each with its processing time under RA 11032 (the days are data: HR may change them). */
export const dtsDocumentTypes = pgTable(
  'dts_document_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    /** simple | complex | highly_technical */
    processingClass: varchar('processing_class', { length: 20 }).notNull(),
    workingDays: integer('working_days').notNull(),
    /** Offices a new document of this type usually goes through, in order (department ids). */
    defaultRoute: integer('default_route')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dts_document_types_name_unique').on(sql`lower(${t.name})`)],
);

/** The next sequence number of a tracking number, per year and originating office. */
export const dtsCounters = pgTable(
  'dts_counters',
  {
    year: integer('year').notNull(),
    officeId: integer('office_id')
      .notNull()
      .references(() => departments.id),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.officeId] })],
);

export const dtsDocuments = pgTable(
  'dts_documents',
  {
    id: serial('id').primaryKey(),
    trackingNumber: varchar('tracking_number', { length: 30 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => dtsDocumentTypes.id),
    originOfficeId: integer('origin_office_id')
      .notNull()
      .references(() => departments.id),
    filedByUserId: integer('filed_by_user_id')
      .notNull()
      .references(() => users.id),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull(),
    confidential: boolean('confidential').notNull().default(false),
    remarks: text('remarks'),
    /** contracts DOCUMENT_STATES */
    state: varchar('state', { length: 20 }).notNull(),
    currentOfficeId: integer('current_office_id')
      .notNull()
      .references(() => departments.id),
    fromOfficeId: integer('from_office_id').references(() => departments.id),
    holderUserId: integer('holder_user_id').references(() => users.id),
    since: timestamp('since', { withTimezone: true }).notNull(),
    /** When the time at the current office runs out; null once released, rejected or archived. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The last day the office head and the holder were told it is overdue (once a day while it stays so). */
    overdueNotifiedOn: varchar('overdue_notified_on', { length: 10 }),
  },
  (t) => [
    uniqueIndex('dts_documents_tracking_unique').on(t.trackingNumber),
    // An office's views: its current documents by state, and what it sent that is not yet received.
    index('dts_documents_current_idx').on(t.currentOfficeId, t.state, t.since),
    index('dts_documents_from_idx').on(t.fromOfficeId, t.state, t.since),
    index('dts_documents_filer_idx').on(t.filedByUserId, t.filedAt),
    index('dts_documents_due_idx').on(t.dueAt),
  ],
);

export const dtsDocumentLog = pgTable(
  'dts_document_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => dtsDocuments.id),
    /** contracts LOG_ACTIONS */
    action: varchar('action', { length: 20 }).notNull(),
    /** The office that acted (the sender of a forward). */
    officeId: integer('office_id')
      .notNull()
      .references(() => departments.id),
    toOfficeId: integer('to_office_id').references(() => departments.id),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    remarks: text('remarks'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dts_document_log_document_idx').on(t.documentId, t.id), index('dts_document_log_office_idx').on(t.officeId, t.documentId)],
);

/** Files attached to a move of the log (the filing's, or a forward's), stored through lib/storage.ts. */
export const dtsAttachments = pgTable(
  'dts_attachments',
  {
    id: serial('id').primaryKey(),
    logId: bigint('log_id', { mode: 'number' })
      .notNull()
      .references(() => dtsDocumentLog.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => dtsDocuments.id),
    storageKey: text('storage_key').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
  },
  (t) => [index('dts_attachments_document_idx').on(t.documentId)],
);

/**
 * Who may read a confidential document in full besides its filer and its holder (issue 37): the persons it is addressed
 * to, and those its holder names (migration 0040, whose trigger drops the offices' kept views).
 */
export const dtsDocumentReaders = pgTable(
  'dts_document_readers',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => dtsDocuments.id),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id),
    /** addressee | named */
    kind: varchar('kind', { length: 20 }).notNull(),
    namedByUserId: integer('named_by_user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'dts_document_readers_pk', columns: [t.documentId, t.personnelId] }),
    index('dts_document_readers_personnel_idx').on(t.personnelId),
  ],
);
