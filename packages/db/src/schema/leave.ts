import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { personnel } from './personnel';
import { users } from './identity';
import { approvalRequests } from './approvals';
import { leaveTypes } from './reference';

// Leave and credits. The applications (CS Form No. 6) go through the one approval chain ('leave').
// The leave card is computed, never typed in: each month's row is worked out from the DTR's totals,
// the approved leave and the opening balance (domain/leave-ledger.ts) and stored here so that the
// balance summary of everyone is one read. A change to any input marks its month stale (triggers in
// migration 0016); the ledger is recomputed from the earliest stale month on read or by the job.

const days = (name: string) => numeric(name, { precision: 8, scale: 3, mode: 'number' });

/** A leave application (CS Form No. 6, Revised 2020), or a CTO / CDO application on the same path. */
export const leaveApplications = pgTable(
  'leave_applications',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    leaveTypeId: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    /** whole, am or pm (half a day, single date only). */
    part: varchar('part', { length: 5 }).notNull().default('whole'),
    /** The working days the dates cover on the employee's own schedule (holidays and suspensions left out). */
    workingDays: days('working_days').notNull(),
    /** The working dates counted, so the DTR and the ledger read the same days the form counted. */
    dates: jsonb('dates').$type<string[]>().notNull(),
    /** Dates of a whole-day application that count half a day: a half-day holiday or a suspension from mid-day. */
    halfDays: jsonb('half_days').$type<string[]>().notNull().default([]),
    /** CTO: the hours of compensatory time-off (blocks of 4 or 8 a day). */
    hours: numeric('hours', { precision: 7, scale: 2, mode: 'number' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    commutation: boolean('commutation').notNull().default(false),
    emergency: boolean('emergency').notNull().default(false),
    attachmentKey: varchar('attachment_key', { length: 120 }),
    attachmentName: varchar('attachment_name', { length: 255 }),
    /** The approving official's decision (7.C/7.D of the form); proposed from the balance when filed. */
    daysWithPay: days('days_with_pay').notNull().default(0),
    daysWithoutPay: days('days_without_pay').notNull().default(0),
    /** HR's certification of leave credits (7.A): as of, total earned, less this application, balance. */
    certification: jsonb('certification').$type<Record<string, unknown>>(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id, { onDelete: 'set null' }),
    /** HR filing on the employee's behalf (LeaveAdminForm); null when the employee filed it. */
    filedByUserId: integer('filed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_applications_personnel_idx').on(t.personnelId, t.dateFrom),
    index('leave_applications_request_idx').on(t.approvalRequestId),
    index('leave_applications_status_idx').on(t.status, t.dateFrom),
  ],
);

/** The balance brought over from the old system, once per person (EDATSADMIN). */
export const leaveOpeningBalances = pgTable('leave_opening_balances', {
  personnelId: integer('personnel_id')
    .primaryKey()
    .references(() => personnel.id, { onDelete: 'cascade' }),
  asOf: date('as_of').notNull(),
  vl: days('vl').notNull(),
  sl: days('sl').notNull(),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One month of a person's attendance as the DTR totals it: what the leave card charges. */
export const attendanceMonthTotals = pgTable(
  'attendance_month_totals',
  {
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    period: char('period', { length: 7 }).notNull(),
    absentDays: days('absent_days').notNull(),
    lateMinutes: integer('late_minutes').notNull(),
    undertimeMinutes: integer('undertime_minutes').notNull(),
    /** The days of each absence (YYYY-MM-DD: days), so the card says which were charged and which were without pay. */
    absences: jsonb('absences').$type<Record<string, number>>().notNull().default({}),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.personnelId, t.period] })],
);

/** Months whose inputs changed since they were computed (written by triggers, cleared by the recompute). */
export const leaveStaleMonths = pgTable(
  'leave_stale_months',
  {
    personnelId: integer('personnel_id').notNull(),
    period: char('period', { length: 7 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.personnelId, t.period] })],
);

/** The leave card, one row a month (computed; see domain/leave-ledger.ts). */
export const leaveLedgerMonths = pgTable(
  'leave_ledger_months',
  {
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    period: char('period', { length: 7 }).notNull(),
    particulars: text('particulars').notNull(),
    vlEarned: days('vl_earned').notNull(),
    vlDeducted: days('vl_deducted').notNull(),
    vlBalance: days('vl_balance').notNull(),
    slEarned: days('sl_earned').notNull(),
    slDeducted: days('sl_deducted').notNull(),
    slBalance: days('sl_balance').notNull(),
    lwopDays: days('lwop_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.personnelId, t.period] })],
);

/** Everyone's balances today, for the summary (recomputed with the ledger). */
export const leaveBalances = pgTable('leave_balances', {
  personnelId: integer('personnel_id')
    .primaryKey()
    .references(() => personnel.id, { onDelete: 'cascade' }),
  vl: days('vl').notNull(),
  sl: days('sl').notNull(),
  spl: days('spl').notNull(),
  forcedLeaveRemaining: days('forced_leave_remaining').notNull(),
  cocHours: numeric('coc_hours', { precision: 7, scale: 2, mode: 'number' }).notNull(),
  serviceCredits: days('service_credits').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The forced (mandatory) leave an employee with 10+ days of VL schedules for a year; the head approves or cancels it for service needs. */
export const forcedLeaveSchedules = pgTable(
  'forced_leave_schedules',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    dates: jsonb('dates').$type<string[]>().notNull(),
    /** pending, approved or cancelled (for the needs of the service). */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    remarks: text('remarks'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('forced_leave_schedules_one_a_year').on(t.personnelId, t.year)],
);

/** Faculty service credits: earned by special order, used by CDO and leave charged to them. */
export const serviceCredits = pgTable(
  'service_credits',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    /** earned or used. */
    entryKind: varchar('entry_kind', { length: 10 }).notNull(),
    days: days('days').notNull(),
    entryDate: date('entry_date').notNull(),
    reference: varchar('reference', { length: 200 }),
    remarks: text('remarks'),
    leaveApplicationId: integer('leave_application_id').references(() => leaveApplications.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_credits_personnel_idx').on(t.personnelId, t.entryDate),
    uniqueIndex('service_credits_leave_unique')
      .on(t.leaveApplicationId)
      .where(sql`leave_application_id IS NOT NULL`),
  ],
);
