import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { personnel } from './personnel';
import { users } from './identity';
import { departments } from './organization';

// Property accountability (issue 23; COA Circular 2022-004 and the Government Accounting Manual). The register holds
// each item with who holds it now; a document (PAR for property, plant and equipment, ICS for semi-expendable
// property; later transfers, returns and disposals as other kinds) says how it came to be held. A document's lines
// are never edited or deleted (migration 0030's trigger): a correction is another document.

export const propertyItems = pgTable(
  'property_items',
  {
    id: serial('id').primaryKey(),
    propertyNumber: varchar('property_number', { length: 60 }).notNull(),
    description: text('description').notNull(),
    category: varchar('category', { length: 150 }),
    /** The asset account of the chart of accounts (e.g. 10605030 Information and Communications Technology Equipment). */
    assetAccount: varchar('asset_account', { length: 150 }),
    brand: varchar('brand', { length: 150 }),
    model: varchar('model', { length: 150 }),
    serialNumber: varchar('serial_number', { length: 150 }),
    unit: varchar('unit', { length: 30 }).notNull(),
    /** Centavos. */
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull(),
    dateAcquired: date('date_acquired', { mode: 'string' }).notNull(),
    /** Years. */
    usefulLifeYears: integer('useful_life_years'),
    fund: varchar('fund', { length: 100 }),
    supplier: varchar('supplier', { length: 200 }),
    /** The delivery receipt or the inspection and acceptance report. */
    deliveryReference: varchar('delivery_reference', { length: 100 }),
    /** ppe | semi_expendable_high | semi_expendable_low, worked out at registration from the cost and the thresholds. */
    classification: varchar('classification', { length: 30 }).notNull(),
    /** serviceable | unserviceable | for_repair */
    condition: varchar('condition', { length: 20 }).notNull().default('serviceable'),
    location: varchar('location', { length: 200 }),
    /** in_stock | issued | disposed */
    status: varchar('status', { length: 20 }).notNull().default('in_stock'),
    holderPersonnelId: integer('holder_personnel_id').references(() => personnel.id),
    /** The document under which the holder holds it. */
    currentDocumentId: integer('current_document_id'),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The words the register's search finds anywhere (lower-cased) under a trigram index. Property and serial numbers
     * are found by their beginning (btree prefix indexes): their digits would make every trigram common.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(description || ' ' || coalesce(brand, '') || ' ' || coalesce(model, '') || ' ' || coalesce(category, ''))`,
    ),
  },
  (t) => [
    index('property_items_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('property_items_number_prefix_idx').on(sql`lower(${t.propertyNumber}) text_pattern_ops`),
    index('property_items_serial_prefix_idx').on(sql`lower(${t.serialNumber}) text_pattern_ops`),
    uniqueIndex('property_items_number_unique').on(sql`lower(${t.propertyNumber})`),
    index('property_items_holder_idx').on(t.holderPersonnelId),
    index('property_items_status_idx').on(t.status, t.classification),
    check('property_items_cost_positive', sql`${t.unitCost} > 0`),
    check('property_items_held', sql`(${t.status} = 'issued') = (${t.holderPersonnelId} IS NOT NULL)`),
  ],
);

/** The next number of a form's series, per kind and year (PAR-2026-0001, ICS-2026-0001). */
export const propertyCounters = pgTable(
  'property_counters',
  {
    kind: varchar('kind', { length: 10 }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

export const propertyDocuments = pgTable(
  'property_documents',
  {
    id: serial('id').primaryKey(),
    /**
     * PAR | ICS (issue), PTR | ITR (transfer of PPE | of semi-expendable property), PRS | RRSP (return of PPE | of
     * semi-expendable property), IIRUP | IIRUSP (disposal of unserviceable PPE | semi-expendable property).
     */
    kind: varchar('kind', { length: 10 }).notNull(),
    number: varchar('number', { length: 30 }).notNull(),
    /**
     * The employee accountable from issued_on (the receiver of a PAR/ICS or of a transfer), or the one who returned the
     * items (PRS/RRSP); none on a disposal (the items were in the property office's custody).
     */
    personnelId: integer('personnel_id').references(() => personnel.id),
    /** A transfer's previous holder (PTR/ITR). */
    fromPersonnelId: integer('from_personnel_id').references(() => personnel.id),
    /** Why: a transfer's reason (reassignment, relocation, …), a return's (separation, unserviceable, …), a disposal's mode. */
    reason: text('reason'),
    /** Manila date of issue. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    issuedByUserId: integer('issued_by_user_id')
      .notNull()
      .references(() => users.id),
    fundCluster: varchar('fund_cluster', { length: 100 }),
    remarks: text('remarks'),
    /** When the employee acknowledged receipt in the product. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** When the items of the document stopped being held under it (a later return or transfer): the "old" list. */
    endedOn: date('ended_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('property_documents_number_unique').on(t.kind, t.number),
    index('property_documents_personnel_idx').on(t.personnelId, t.issuedOn),
    // Only a disposal has nobody accountable on it.
    check('property_documents_personnel', sql`${t.personnelId} IS NOT NULL OR ${t.kind} IN ('IIRUP', 'IIRUSP')`),
  ],
);

export const propertyDocumentItems = pgTable(
  'property_document_items',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => propertyDocuments.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => propertyItems.id),
    /** What the form printed, kept as it was on the day (the register's row may be corrected later). */
    quantity: integer('quantity').notNull().default(1),
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull(),
    /** The condition the item was in on the day (on return, transfer or disposal). */
    condition: varchar('condition', { length: 20 }),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.itemId] }), index('property_document_items_item_idx').on(t.itemId)],
);

/**
 * A physical count (the Report on the Physical Count of PPE / of semi-expendable property): the items held by one
 * office's people, or by one employee, as of a day; each line records what the counters found.
 */
export const propertyCounts = pgTable(
  'property_counts',
  {
    id: serial('id').primaryKey(),
    /** office | employee */
    scope: varchar('scope', { length: 10 }).notNull(),
    departmentId: integer('department_id').references(() => departments.id),
    personnelId: integer('personnel_id').references(() => personnel.id),
    /** Manila date the count is as of. */
    asOf: date('as_of', { mode: 'string' }).notNull(),
    /** open | closed */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    remarks: text('remarks'),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('property_counts_status_idx').on(t.status, t.asOf),
    check(
      'property_counts_scope',
      sql`(${t.scope} = 'office' AND ${t.departmentId} IS NOT NULL) OR (${t.scope} = 'employee' AND ${t.personnelId} IS NOT NULL)`,
    ),
  ],
);

export const propertyCountLines = pgTable(
  'property_count_lines',
  {
    countId: integer('count_id')
      .notNull()
      .references(() => propertyCounts.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => propertyItems.id),
    /** Who held the item when the count began (the books' side). */
    holderPersonnelId: integer('holder_personnel_id').references(() => personnel.id),
    /** The register's condition when the count began. */
    bookCondition: varchar('book_condition', { length: 20 }).notNull(),
    /** null until counted; then whether it was found. */
    found: boolean('found'),
    /** The condition the counters saw. */
    condition: varchar('condition', { length: 20 }),
    remarks: text('remarks'),
    countedByUserId: integer('counted_by_user_id').references(() => users.id),
    countedAt: timestamp('counted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.countId, t.itemId] }), index('property_count_lines_item_idx').on(t.itemId)],
);
