import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { personnel } from './personnel';

// COVID vaccination (issue 24; SPEC.md §2 /covid: vaccination, personnel, analytics, report, settings). Health data is
// sensitive personal information (RA 10173): the employee, HR's health officers (view COVIDHEALTH) and, for heads, only
// the counts. Every read of another person's record is audited.

/** A vaccine brand and the number of primary doses it needs for "fully vaccinated" (the settings page). */
export const vaccineBrands = pgTable(
  'vaccine_brands',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    dosesRequired: smallint('doses_required').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vaccine_brands_name_unique').on(sql`lower(${t.name})`), check('vaccine_brands_doses', sql`${t.dosesRequired} BETWEEN 1 AND 4`)],
);

/** One employee's vaccination record: the card, a medical exemption, and HR's verification. */
export const vaccinationRecords = pgTable(
  'vaccination_records',
  {
    personnelId: integer('personnel_id')
      .primaryKey()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    /** The vaccination card (PDF or image) through the one upload check. */
    cardKey: varchar('card_key', { length: 120 }),
    cardName: varchar('card_name', { length: 255 }),
    medicallyExempt: boolean('medically_exempt').notNull().default(false),
    exemptionReason: text('exemption_reason'),
    /** Set by a health officer; cleared when the employee changes anything. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedByUserId: integer('verified_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vaccination_records_exemption', sql`NOT ${t.medicallyExempt} OR ${t.exemptionReason} IS NOT NULL`)],
);

/** One dose: primary doses numbered 1…n, boosters numbered 1…m (`is_booster`). */
export const vaccinationDoses = pgTable(
  'vaccination_doses',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => vaccineBrands.id),
    doseNumber: smallint('dose_number').notNull(),
    isBooster: boolean('is_booster').notNull().default(false),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    place: varchar('place', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vaccination_doses_once').on(t.personnelId, t.isBooster, t.doseNumber),
    index('vaccination_doses_given_idx').on(t.givenOn),
    check('vaccination_doses_number', sql`${t.doseNumber} BETWEEN 1 AND 6`),
  ],
);
