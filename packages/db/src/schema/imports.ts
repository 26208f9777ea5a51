import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';

// Moving in from spreadsheets (issue 41; migration 0047): each import a batch, its records for the undo, and the
// column mapping remembered per kind.

export const importBatches = pgTable(
  'import_batches',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 30 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneByUserId: integer('undone_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('import_batches_kind_idx').on(t.kind, t.createdAt)],
);

/** What a batch made (`before` null) or changed (`before`: the columns it had), for the undo. */
export const importBatchRecords = pgTable(
  'import_batch_records',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => importBatches.id, { onDelete: 'cascade' }),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
  },
  (t) => [index('import_batch_records_batch_idx').on(t.batchId, t.entity)],
);

export const importMappings = pgTable('import_mappings', {
  kind: varchar('kind', { length: 30 }).primaryKey(),
  mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull(),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
