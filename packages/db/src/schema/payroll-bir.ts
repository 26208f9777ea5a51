import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { personnel } from './personnel';
import { users } from './identity';

// The BIR (issue 40): previous employers' figures HR enters for BIR Form 2316 and the alphalist, and the batches that
// print every 2316 of a year in one PDF. Money is centavos.

/** What an employee earned from a previous employer in the year, from that employer's 2316 (Part III, Part IV-A). */
export const previousEmployers = pgTable(
  'previous_employers',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    tin: varchar('tin', { length: 20 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    zipCode: varchar('zip_code', { length: 4 }),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    nonTaxableBenefits: bigint('non_taxable_benefits', { mode: 'number' }).notNull().default(0),
    deMinimis: bigint('de_minimis', { mode: 'number' }).notNull().default(0),
    contributions: bigint('contributions', { mode: 'number' }).notNull().default(0),
    nonTaxableOther: bigint('non_taxable_other', { mode: 'number' }).notNull().default(0),
    taxable: bigint('taxable', { mode: 'number' }).notNull(),
    taxWithheld: bigint('tax_withheld', { mode: 'number' }).notNull().default(0),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('previous_employers_person_year_idx').on(t.personnelId, t.year),
    check(
      'previous_employers_amounts',
      sql`${t.gross} >= 0 AND ${t.taxable} >= 0 AND ${t.taxWithheld} >= 0 AND ${t.nonTaxableBenefits} >= 0 AND ${t.deMinimis} >= 0 AND ${t.contributions} >= 0 AND ${t.nonTaxableOther} >= 0`,
    ),
  ],
);

/** One printing of every 2316 of a year: its progress, and the PDF's storage key once done. */
export const birBatches = pgTable(
  'bir_batches',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    status: varchar('status', { length: 10, enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    fileKey: varchar('file_key', { length: 120 }),
    error: text('error'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('bir_batches_year_idx').on(t.year, t.id), check('bir_batches_status', sql`${t.status} IN ('running', 'done', 'failed')`)],
);
