import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { personnel } from './personnel';
import { users } from './identity';

// The Personal Data Sheet (CS Form No. 212). Each section is validated by its zod schema in
// @hris/contracts (pds.ts); the rows hold the section's fields as JSON so that a new edition of
// the form (the Revised 2025 one) changes one catalogue, not a dozen tables.

/** One entry of a PDS section: a school attended, an eligibility, a job held…; a one-off section (personal information) has one row. */
export const pdsEntries = pgTable(
  'pds_entries',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    section: varchar('section', { length: 30 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pds_entries_owner_idx').on(t.personnelId, t.section)],
);

/** A PDF that proves a PDS entry (a diploma, a certificate of training…). */
export const pdsAttachments = pgTable(
  'pds_attachments',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => pdsEntries.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 120 }).notNull().unique(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pds_attachments_entry_idx').on(t.entryId)],
);

/**
 * A file sent to POST /api/upload, checked and stored, waiting to be attached to something.
 * Only its uploader may attach it; unclaimed uploads are swept after a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    storageKey: varchar('storage_key', { length: 120 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The per-user upload rate and quotas are counted from a person's rows.
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);

/** A PDS sent for HR's verification: a frozen copy of every section, so HR checks what was sent. */
export const pdsSubmissions = pgTable(
  'pds_submissions',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    /** submitted, verified or returned. */
    status: varchar('status', { length: 12 }).notNull().default('submitted'),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    changedSections: jsonb('changed_sections').$type<string[]>().notNull(),
    remarks: text('remarks'),
    submittedByUserId: integer('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('pds_submissions_owner_idx').on(t.personnelId, t.status), index('pds_submissions_queue_idx').on(t.status, t.submittedAt)],
);
