import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';

// Reference lists of SPEC.md §3 and §7. Each is a name list the settings pages edit and the
// pickers search; substring search runs on trigram indexes (pg_trgm, migration 0002).

const audited = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Entries employees type in stay pending until someone with GENERALSETTINGS approves them. */
const approvable = {
  status: varchar('status', { length: 10 }).notNull().default('approved'),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
};

const trigram = (name: string, column: string) => index(name).using('gin', sql.raw(`lower(${column}) gin_trgm_ops`));

export const countries = pgTable('countries', { id: serial('id').primaryKey(), name: varchar('name', { length: 200 }).notNull(), ...audited }, (t) => [
  uniqueIndex('countries_name_unique').on(sql`lower(${t.name})`),
]);

export const civilStatuses = pgTable('civil_statuses', { id: serial('id').primaryKey(), name: varchar('name', { length: 200 }).notNull(), ...audited }, (t) => [
  uniqueIndex('civil_statuses_name_unique').on(sql`lower(${t.name})`),
]);

export const bloodTypes = pgTable('blood_types', { id: serial('id').primaryKey(), name: varchar('name', { length: 200 }).notNull(), ...audited }, (t) => [
  uniqueIndex('blood_types_name_unique').on(sql`lower(${t.name})`),
]);

export const degrees = pgTable(
  'degrees',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    level: varchar('level', { length: 40 }).notNull(),
    ...approvable,
    ...audited,
  },
  (t) => [uniqueIndex('degrees_name_unique').on(sql`lower(${t.name})`), trigram('degrees_name_trgm', 'name')],
);

export const degreeMajors = pgTable(
  'degree_majors',
  {
    id: serial('id').primaryKey(),
    degreeId: integer('degree_id')
      .notNull()
      .references(() => degrees.id, { onDelete: 'cascade' }),
    name: varchar('major', { length: 200 }).notNull(),
    ...audited,
  },
  (t) => [uniqueIndex('degree_majors_unique').on(t.degreeId, sql`lower(${t.name})`)],
);

export const schools = pgTable(
  'schools',
  { id: serial('id').primaryKey(), name: varchar('name', { length: 200 }).notNull(), ...approvable, ...audited },
  (t) => [uniqueIndex('schools_name_unique').on(sql`lower(${t.name})`), trigram('schools_name_trgm', 'name')],
);

export const workCompanies = pgTable(
  'work_companies',
  { id: serial('id').primaryKey(), name: varchar('name', { length: 200 }).notNull(), ...approvable, ...audited },
  (t) => [uniqueIndex('work_companies_name_unique').on(sql`lower(${t.name})`), trigram('work_companies_name_trgm', 'name')],
);

export const appointmentStatuses = pgTable(
  'appointment_statuses',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    /** Offered when HR reclassifies or reappoints (GET /api/astatus/for-reclass). */
    forReclass: boolean('for_reclass').notNull().default(false),
    ...audited,
  },
  (t) => [uniqueIndex('appointment_statuses_name_unique').on(sql`lower(${t.name})`)],
);

export const appointmentNatures = pgTable(
  'appointment_natures',
  { id: serial('id').primaryKey(), name: varchar('name', { length: 200 }).notNull(), ...audited },
  (t) => [uniqueIndex('appointment_natures_name_unique').on(sql`lower(${t.name})`)],
);

export const appointmentPlantillas = pgTable(
  'appointment_plantillas',
  { id: serial('id').primaryKey(), name: varchar('name', { length: 200 }).notNull(), ...audited },
  (t) => [uniqueIndex('appointment_plantillas_name_unique').on(sql`lower(${t.name})`)],
);

export const personnelStatuses = pgTable(
  'personnel_statuses',
  { id: serial('id').primaryKey(), name: varchar('name', { length: 200 }).notNull(), ...audited },
  (t) => [uniqueIndex('personnel_statuses_name_unique').on(sql`lower(${t.name})`)],
);

export const univMfos = pgTable('univ_mfos', { id: serial('id').primaryKey(), name: varchar('fullname', { length: 300 }).notNull(), ...audited }, (t) => [
  uniqueIndex('univ_mfos_name_unique').on(sql`lower(${t.name})`),
]);

/** The salary schedule as dated data: one amount per grade and step from an effective date. */
export const salarySchedule = pgTable(
  'salary_schedule',
  {
    id: serial('id').primaryKey(),
    grade: integer('grade').notNull(),
    step: integer('step').notNull(),
    effectiveDate: date('effective_date').notNull(),
    /** Monthly salary in centavos. */
    amount: integer('amount').notNull(),
    tranche: text('tranche'),
  },
  (t) => [uniqueIndex('salary_schedule_unique').on(t.grade, t.step, t.effectiveDate)],
);

/** Plantilla coverage (who the item covers: national, local, special…), a settings list of the plantilla module. */
export const plantillaCoverages = pgTable(
  'plantilla_coverages',
  { id: serial('id').primaryKey(), name: varchar('name', { length: 200 }).notNull(), ...audited },
  (t) => [uniqueIndex('plantilla_coverages_name_unique').on(sql`lower(${t.name})`)],
);

/** Position levels (first, second, third) of the CSC. */
export const plantillaLevels = pgTable(
  'plantilla_levels',
  { id: serial('id').primaryKey(), name: varchar('name', { length: 200 }).notNull(), ...audited },
  (t) => [uniqueIndex('plantilla_levels_name_unique').on(sql`lower(${t.name})`)],
);

/**
 * Leave types of CS Form No. 6 (Revised 2020) and the Omnibus Rules on Leave (CSC-RULES.md).
 * The leave module reads the rules from here; the HR office can adjust what is marked unverified.
 */
export const leaveTypes = pgTable(
  'leave_types',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    legalBasis: varchar('legal_basis', { length: 200 }),
    /** Most that may be taken (a year, or per occurrence for maternity, rehabilitation…), in `unit`. */
    maxDays: integer('max_days'),
    unit: varchar('unit', { length: 10 }).notNull().default('days'),
    withPay: boolean('with_pay').notNull().default(true),
    /** Unused credits carry over to the next year (VL, SL). */
    cumulative: boolean('cumulative').notNull().default(false),
    /** The balance a day of this leave is charged to: VL, SL, or none. */
    chargedTo: varchar('charged_to', { length: 10 }),
    /** Days to file ahead, except in emergencies (SPL: 7). */
    fileAheadDays: integer('file_ahead_days'),
    ...audited,
  },
  (t) => [uniqueIndex('leave_types_code_unique').on(sql`lower(${t.code})`), uniqueIndex('leave_types_name_unique').on(sql`lower(${t.name})`)],
);
