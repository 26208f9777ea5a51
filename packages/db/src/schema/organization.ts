import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Campuses 1–5 of the university (SPEC.md §9); campus 1 is the main campus. */
export const campuses = pgTable('campuses', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  acronym: varchar('acronym', { length: 20 }).notNull(),
});

/** Offices, colleges and units; each belongs to a campus and may sit under a parent unit. */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    fullname: varchar('fullname', { length: 200 }).notNull(),
    acronym: varchar('acronym', { length: 30 }).notNull(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
    isActive: boolean('is_active').notNull().default(true),
    /** The head's personnel id; the officer-in-charge stands in while the head is away. */
    headPersonnelId: integer('head_personnel_id'),
    oicPersonnelId: integer('oic_personnel_id'),
    /** The timekeeper who gathers the month's DTRs and submits them to HR (the head and OIC may too). */
    dtrClerkPersonnelId: integer('dtr_clerk_personnel_id'),
    /** How the head signs: "Dean", "Director", "Chief Administrative Officer"… */
    headTitle: varchar('head_title', { length: 100 }),
    /** The office logo printed on its forms (stored file key). */
    logoKey: text('logo_key'),
    /** The header printed on the office's documents (SPEC.md §2 /department/header/setting): up to four name lines
     * (e.g. "Republic of the Philippines", the university, the college), and the address line under them. */
    headerLines: text('header_lines').array(),
    headerAddress: varchar('header_address', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('departments_name_campus_unique').on(t.campusId, sql`lower(${t.fullname})`),
    index('departments_parent_idx').on(t.parentId),
    index('departments_name_trgm').using('gin', sql.raw('lower(fullname) gin_trgm_ops')),
  ],
);

/** Earlier names of a department, kept when it is renamed. */
export const departmentNameHistory = pgTable('department_name_history', {
  id: serial('id').primaryKey(),
  departmentId: integer('department_id')
    .notNull()
    .references(() => departments.id, { onDelete: 'cascade' }),
  fullname: varchar('fullname', { length: 200 }).notNull(),
  acronym: varchar('acronym', { length: 30 }).notNull(),
  /** The day the new name took effect. */
  renamedOn: date('renamed_on').notNull(),
  renamedByUserId: integer('renamed_by_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    /** faculty or staff: the pickers offer one or the other. */
    kind: text('kind').notNull().default('staff'),
    /** Salary grade 1–33 of the Salary Standardization Law. */
    salaryGrade: integer('salary_grade'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('positions_name_unique').on(sql`lower(${t.name})`), index('positions_name_trgm').using('gin', sql.raw('lower(name) gin_trgm_ops'))],
);

/**
 * A request to be connected to another office (SPEC.md §2 /account/connectedoffice, issue 24): the employee asks to act
 * for an office besides their own; the chain `office_connection` runs and that office's head decides. Approved rows are
 * the connections; `ended_on` closes one.
 */
export const officeConnections = pgTable(
  'office_connections',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    reason: text('reason').notNull(),
    /** pending | approved | returned | disapproved | cancelled | ended */
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    approvalRequestId: integer('approval_request_id'),
    endedOn: date('ended_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('office_connections_personnel_idx').on(t.personnelId),
    index('office_connections_department_idx').on(t.departmentId),
    uniqueIndex('office_connections_one_open')
      .on(t.personnelId, t.departmentId)
      .where(sql`status IN ('pending', 'approved')`),
  ],
);
