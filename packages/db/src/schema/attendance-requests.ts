import { char, date, index, integer, jsonb, numeric, pgTable, serial, text, time, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { departments } from './organization';
import { personnel } from './personnel';
import { users } from './identity';
import { approvalRequests } from './approvals';
import { leaveApplications } from './leave';

// What employees ask of the attendance office, each through the one approval chain (the request's
// status is mirrored here so the DTR and the lists read one table), and what HR keeps from it:
// compensatory overtime credits and the departments' monthly DTR submissions.

/** The statuses a request row mirrors from its approval request. */
export type RequestStatus = 'pending' | 'approved' | 'returned' | 'disapproved' | 'cancelled';

/** A missing or wrong punch, corrected once the head recommends and HR approves. */
export const timeLogAppeals = pgTable(
  'time_log_appeals',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    /** The corrected times; a time left null is not appealed. */
    amIn: time('am_in'),
    amOut: time('am_out'),
    pmIn: time('pm_in'),
    pmOut: time('pm_out'),
    reason: text('reason').notNull(),
    /** An optional PDF (a memo, an attendance sheet): a storage key. */
    attachmentKey: text('attachment_key'),
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).$type<RequestStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('time_log_appeals_personnel_idx').on(t.personnelId, t.date), index('time_log_appeals_request_idx').on(t.approvalRequestId)],
);

/**
 * Planned overtime (or a faculty make-up class) of one day. Once approved and the day has passed, the
 * time actually served (from the logs) is worked out and earns compensatory overtime credits.
 */
export const overtimeRequests = pgTable(
  'overtime_requests',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    /** overtime or makeup (a faculty make-up class, approved by the VPAA's office). */
    kind: varchar('kind', { length: 10 }).notNull().default('overtime'),
    date: date('date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    /** The work planned (overtime) or the class made up and why (make-up). */
    purpose: text('purpose').notNull(),
    /** Make-up classes: subject, section, room, the date missed. */
    details: jsonb('details').$type<Record<string, string>>(),
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).$type<RequestStatus>().notNull().default('pending'),
    /** Minutes of the approved window actually served, from the day's punches (null until worked out). */
    servedMinutes: integer('served_minutes'),
    servedComputedAt: timestamp('served_computed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('overtime_requests_personnel_idx').on(t.personnelId, t.date), index('overtime_requests_request_idx').on(t.approvalRequestId)],
);

/**
 * The compensatory overtime credit (COC) ledger: hours earned (positive) and, from the leave module,
 * hours taken as compensatory time-off (negative). Each earning expires at the end of the next year.
 */
export const compensatoryCredits = pgTable(
  'compensatory_credits',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    /** earned, used or expired. */
    entryKind: varchar('entry_kind', { length: 10 }).notNull(),
    hours: numeric('hours', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    /** The day the overtime was served (earned) or the time-off taken (used). */
    entryDate: date('entry_date').notNull(),
    expiresOn: date('expires_on'),
    overtimeRequestId: integer('overtime_request_id').references(() => overtimeRequests.id, { onDelete: 'set null' }),
    /** The CTO application that used these hours (entry_kind 'used'). */
    leaveApplicationId: integer('leave_application_id').references(() => leaveApplications.id, { onDelete: 'cascade' }),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('compensatory_credits_personnel_idx').on(t.personnelId, t.entryDate),
    // One earning per overtime request, so recomputing never credits twice.
    uniqueIndex('compensatory_credits_overtime_unique').on(t.overtimeRequestId),
  ],
);

/** Official business travel: away on the university's business, counted as present. */
export const officialBusinessTravels = pgTable(
  'official_business_travels',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    destination: varchar('destination', { length: 300 }).notNull(),
    purpose: text('purpose').notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    /** Null for whole days; set when the travel takes part of each day (out at 13:00, back at 17:00). */
    timeFrom: time('time_from'),
    timeTo: time('time_to'),
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).$type<RequestStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('official_business_travels_personnel_idx').on(t.personnelId, t.dateFrom),
    index('official_business_travels_request_idx').on(t.approvalRequestId),
  ],
);

/** A department's DTRs of a month handed to HR by its clerk; HR receives them or returns them with remarks. */
export const dtrSubmissions = pgTable(
  'dtr_submissions',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    month: char('month', { length: 7 }).notNull(),
    /** submitted, received or returned. */
    status: varchar('status', { length: 10 }).notNull().default('submitted'),
    submittedByUserId: integer('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    remarks: text('remarks'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The submission's way through the dtr_submission approval chain (the head certifies, HR receives). */
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id, { onDelete: 'set null' }),
    /** HR's (or the head's) remarks when returned; `remarks` keeps the clerk's own note. */
    reviewRemarks: text('review_remarks'),
  },
  (t) => [uniqueIndex('dtr_submissions_department_month_unique').on(t.departmentId, t.month)],
);
