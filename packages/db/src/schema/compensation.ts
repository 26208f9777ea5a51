import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { departments } from './organization';
import { personnel } from './personnel';
import { users } from './identity';
import { plantillaItems } from './records';

// Compensation on the plantilla (issue 20): salary tranches applied to the incumbents, the Notices of Salary
// Adjustment (NOSA) and of Salary Step Increment (NOSI) they produce, and the inputs of the step increment HR
// records by hand until the performance and discipline modules exist. Money is centavos.

/** A tranche of the salary schedule applied to the incumbents: when, by whom (null: the daily job), how many notices. */
export const salaryTrancheRuns = pgTable('salary_tranche_runs', {
  effectiveDate: date('effective_date').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  appliedByUserId: integer('applied_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  runs: integer('runs').notNull().default(1),
});

/** A Notice of Salary Adjustment: one per employee per tranche (the unique index makes a second run add none). */
export const salaryAdjustmentNotices = pgTable(
  'salary_adjustment_notices',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    effectiveDate: date('effective_date').notNull(),
    /** The law or order the tranche carries out, as the schedule names it. */
    legalBasis: text('legal_basis').notNull(),
    plantillaItemId: integer('plantilla_item_id').references(() => plantillaItems.id, { onDelete: 'set null' }),
    itemNo: varchar('item_no', { length: 60 }),
    positionTitle: varchar('position_title', { length: 200 }).notNull(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    salaryGrade: smallint('salary_grade').notNull(),
    salaryStep: smallint('salary_step').notNull(),
    previousMonthly: bigint('previous_monthly', { mode: 'number' }).notNull(),
    newMonthly: bigint('new_monthly', { mode: 'number' }).notNull(),
    /** prepared, issued or received. */
    status: varchar('status', { length: 10 }).notNull().default('prepared'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Whether the new salary's line is on the service record (done on the effective date: a tranche can be applied ahead). */
    onServiceRecord: boolean('on_service_record').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('salary_adjustment_notices_once').on(t.personnelId, t.effectiveDate),
    index('salary_adjustment_notices_list_idx').on(t.effectiveDate, t.departmentId),
  ],
);

/** A Notice of Salary Step Increment: one per person per step reached. */
export const stepIncrementNotices = pgTable(
  'step_increment_notices',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    plantillaItemId: integer('plantilla_item_id').references(() => plantillaItems.id, { onDelete: 'set null' }),
    itemNo: varchar('item_no', { length: 60 }),
    positionTitle: varchar('position_title', { length: 200 }).notNull(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    salaryGrade: smallint('salary_grade').notNull(),
    stepFrom: smallint('step_from').notNull(),
    stepTo: smallint('step_to').notNull(),
    previousMonthly: bigint('previous_monthly', { mode: 'number' }).notNull(),
    newMonthly: bigint('new_monthly', { mode: 'number' }).notNull(),
    dueDate: date('due_date').notNull(),
    effectiveDate: date('effective_date').notNull(),
    /** Why the date is not simply three years after the start (domain/step-increment.ts). */
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    /** issued, then applied once the step moved on the effective date. */
    status: varchar('status', { length: 10 }).notNull().default('issued'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('step_increment_notices_once').on(t.personnelId, t.stepTo, t.dueDate),
    index('step_increment_notices_pending_idx')
      .on(t.effectiveDate)
      .where(sql`status = 'issued'`),
  ],
);

/** A performance rating HR records for the step increment (until the SPMS module rates people itself). */
export const performanceRatings = pgTable(
  'performance_ratings',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    adjective: varchar('adjective', { length: 20 }).notNull(),
    remarks: text('remarks'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('performance_ratings_personnel_idx').on(t.personnelId, t.periodFrom)],
);

/** A notice of disciplinary action HR records for the step increment. */
export const disciplinaryNotices = pgTable(
  'disciplinary_notices',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    noticeDate: date('notice_date').notNull(),
    until: date('until'),
    description: text('description').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('disciplinary_notices_personnel_idx').on(t.personnelId, t.noticeDate)],
);
