import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { departments, positions } from './organization';
import { personnel } from './personnel';
import { users } from './identity';
import { appointmentNatures, appointmentStatuses, plantillaCoverages, plantillaLevels } from './reference';
import { approvalRequests } from './approvals';

// Records built on the personnel file: appointments, the service record, certificates of
// employment and separations (offboarding).

/**
 * An authorized position of the university (CSC-RULES.md, Plantilla): its item number, position, salary grade,
 * office, level and fund; filled by one incumbent or vacant. Appointments through hiring fill a vacant item.
 */
export const plantillaItems = pgTable(
  'plantilla_items',
  {
    id: serial('id').primaryKey(),
    /** e.g. SU-ADAS2-12-2026 (agency–office–position code–sequence–year). */
    itemNo: varchar('item_no', { length: 60 }).notNull(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    salaryGrade: smallint('salary_grade').notNull(),
    salaryStep: smallint('salary_step').notNull().default(1),
    levelId: integer('level_id').references(() => plantillaLevels.id),
    coverageId: integer('coverage_id').references(() => plantillaCoverages.id),
    /** vacant or filled; filled has its incumbent. */
    status: varchar('status', { length: 8 }).notNull().default('vacant'),
    incumbentPersonnelId: integer('incumbent_personnel_id').references(() => personnel.id, { onDelete: 'set null' }),
    filledOn: date('filled_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plantilla_items_item_no_unique').on(sql`lower(${t.itemNo})`),
    index('plantilla_items_department_idx').on(t.departmentId, t.status),
    // One item for each incumbent: an employee holds one plantilla position.
    uniqueIndex('plantilla_items_incumbent_unique').on(t.incumbentPersonnelId),
  ],
);

/** An appointment issued to an employee: original, promotion, reclassification, reappointment… */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    natureId: integer('nature_id').references(() => appointmentNatures.id),
    appointmentStatusId: integer('appointment_status_id').references(() => appointmentStatuses.id),
    positionId: integer('position_id').references(() => positions.id),
    departmentId: integer('department_id').references(() => departments.id),
    salaryGrade: integer('salary_grade'),
    salaryStep: integer('salary_step'),
    /** Monthly salary in centavos (DESIGN.md: money as integer centavos). */
    monthlySalary: bigint('monthly_salary', { mode: 'number' }),
    effectiveDate: date('effective_date').notNull(),
    remarks: text('remarks'),
    /** The plantilla item this appointment fills, when it fills one. */
    plantillaItemId: integer('plantilla_item_id').references(() => plantillaItems.id, { onDelete: 'set null' }),
    /**
     * What the appointment replaced (the salary held the day before, migration 0035): a day before a person's first
     * recorded appointment is answered by it in salary_held_on.
     */
    previousPlantillaItemId: integer('previous_plantilla_item_id').references(() => plantillaItems.id, { onDelete: 'set null' }),
    previousSalaryGrade: integer('previous_salary_grade'),
    previousSalaryStep: integer('previous_salary_step'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointments_personnel_idx').on(t.personnelId, t.effectiveDate)],
);

/** One line of the service record (CSC-RULES.md: position, status, salary, office, dates, LWOP, separation). */
export const serviceRecordLines = pgTable(
  'service_record_lines',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to'),
    positionTitle: varchar('position_title', { length: 200 }).notNull(),
    appointmentStatus: varchar('appointment_status', { length: 100 }),
    /** Annual salary in centavos. */
    annualSalary: bigint('annual_salary', { mode: 'number' }),
    office: varchar('office', { length: 250 }),
    branch: varchar('branch', { length: 50 }),
    lwopDays: numeric('lwop_days', { precision: 8, scale: 3 }),
    separationDate: date('separation_date'),
    separationCause: varchar('separation_cause', { length: 100 }),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_record_lines_personnel_idx').on(t.personnelId, t.dateFrom)],
);

/** A request for a certificate of employment, approved through the coe_request chain, then issued by HR. */
export const coeRequests = pgTable(
  'coe_requests',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 300 }).notNull(),
    withCompensation: boolean('with_compensation').notNull().default(false),
    /** pending, approved, returned, disapproved or issued. */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id, { onDelete: 'set null' }),
    documentKey: varchar('document_key', { length: 120 }),
    signatoryName: varchar('signatory_name', { length: 200 }),
    signatoryTitle: varchar('signatory_title', { length: 200 }),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coe_requests_personnel_idx').on(t.personnelId), index('coe_requests_status_idx').on(t.status)],
);

/** An employee leaving the university: the cause, the effective date and the clearance. */
export const separations = pgTable(
  'separations',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    /** resignation, retirement, end_of_contract, transfer, death or dropped_from_rolls. */
    cause: varchar('cause', { length: 30 }).notNull(),
    effectiveDate: date('effective_date').notNull(),
    remarks: text('remarks'),
    /** clearing, completed or cancelled. */
    status: varchar('status', { length: 12 }).notNull().default('clearing'),
    accountDeactivatedAt: timestamp('account_deactivated_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('separations_personnel_idx').on(t.personnelId), index('separations_due_idx').on(t.status, t.effectiveDate)],
);

/** One office's sign-off on a separating employee's clearance. */
export const clearanceItems = pgTable(
  'clearance_items',
  {
    id: serial('id').primaryKey(),
    separationId: integer('separation_id')
      .notNull()
      .references(() => separations.id, { onDelete: 'cascade' }),
    office: varchar('office', { length: 200 }).notNull(),
    /** office: signed off by hand; property: open while the employee holds property, closed when they hold none. */
    kind: varchar('kind', { length: 10 }).notNull().default('office'),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    /** pending or cleared. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    remarks: text('remarks'),
    clearedByUserId: integer('cleared_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [index('clearance_items_separation_idx').on(t.separationId)],
);
