import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { personnel } from './personnel';
import { users } from './identity';
import { approvalRequests } from './approvals';

// Learning and development (issue 22): the competency library, individual development plans and their items, and
// the interventions attended with their certificates (added to the PDS once HR verifies them).

/** The competencies plans name (CSC's core and organizational ones seeded; HR adds technical and leadership ones). */
export const competencies = pgTable(
  'competencies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    /** core, organizational, technical or leadership. */
    type: varchar('type', { length: 20 }).notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competencies_name_unique').on(sql`lower(${t.name})`),
    check('competencies_type', sql`${t.type} IN ('core', 'organizational', 'technical', 'leadership')`),
  ],
);

/** An employee's individual development plan for a period (a year; up to three for faculty). */
export const developmentPlans = pgTable(
  'development_plans',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    /** faculty or administrative: the L&D committee that reviews it. */
    kind: varchar('kind', { length: 15 }).notNull(),
    periodFrom: smallint('period_from').notNull(),
    periodTo: smallint('period_to').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('draft'),
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('development_plans_person_idx').on(t.personnelId),
    check('development_plans_kind', sql`${t.kind} IN ('faculty', 'administrative')`),
    check('development_plans_status', sql`${t.status} IN ('draft', 'submitted', 'approved', 'returned', 'disapproved')`),
    check('development_plans_period', sql`${t.periodTo} >= ${t.periodFrom} AND ${t.periodTo} - ${t.periodFrom} <= 2`),
  ],
);

/** One competency of a plan: the gap, the intervention planned, by when, the support asked; done once attended and verified. */
export const developmentPlanItems = pgTable(
  'development_plan_items',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => developmentPlans.id, { onDelete: 'cascade' }),
    competencyId: integer('competency_id')
      .notNull()
      .references(() => competencies.id),
    currentLevel: smallint('current_level').notNull(),
    targetLevel: smallint('target_level').notNull(),
    interventionType: varchar('intervention_type', { length: 20 }).notNull(),
    intervention: varchar('intervention', { length: 250 }),
    provider: varchar('provider', { length: 250 }),
    targetDate: date('target_date').notNull(),
    supportTime: boolean('support_time').notNull().default(false),
    supportFunds: bigint('support_funds', { mode: 'number' }).notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('planned'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    position: smallint('position').notNull(),
  },
  (t) => [
    index('development_plan_items_plan_idx').on(t.planId),
    check(
      'development_plan_items_levels',
      sql`${t.currentLevel} BETWEEN 1 AND 4 AND ${t.targetLevel} BETWEEN 1 AND 4 AND ${t.targetLevel} > ${t.currentLevel}`,
    ),
    check('development_plan_items_status', sql`${t.status} IN ('planned', 'done')`),
    check('development_plan_items_funds', sql`${t.supportFunds} >= 0`),
  ],
);

/** An intervention attended, recorded by the employee with its certificate; HR verifies it into the PDS (part VII). */
export const ldAttendances = pgTable(
  'ld_attendances',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    planItemId: integer('plan_item_id').references(() => developmentPlanItems.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 250 }).notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    hours: smallint('hours').notNull(),
    ldType: varchar('ld_type', { length: 15 }).notNull(),
    conductedBy: varchar('conducted_by', { length: 250 }).notNull(),
    certificateKey: varchar('certificate_key', { length: 120 }).notNull(),
    certificateName: varchar('certificate_name', { length: 255 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    remarks: text('remarks'),
    verifiedByUserId: integer('verified_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    pdsEntryId: integer('pds_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ld_attendances_person_idx').on(t.personnelId),
    index('ld_attendances_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    check('ld_attendances_hours', sql`${t.hours} BETWEEN 1 AND 999`),
    check('ld_attendances_dates', sql`${t.dateTo} >= ${t.dateFrom}`),
    check('ld_attendances_status', sql`${t.status} IN ('pending', 'verified', 'rejected')`),
  ],
);
