import { bigserial, boolean, date, index, integer, jsonb, pgTable, serial, text, time, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { campuses } from './organization';
import { personnel } from './personnel';

// Time and attendance (eDATS): the punches from every source, the devices that send them, and the
// schedules, holidays and suspensions the daily time record is computed against.

/** A biometric terminal registered by HR; only registered serial numbers may push logs. */
export const biometricDevices = pgTable('biometric_devices', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  serialNumber: varchar('serial_number', { length: 60 }).notNull().unique(),
  campusId: integer('campus_id')
    .notNull()
    .references(() => campuses.id),
  location: varchar('location', { length: 200 }),
  /** Shared with the device's own push settings where the model supports it. */
  secret: text('secret').notNull(),
  /** Addresses the device may push from (empty: any); a stolen serial number alone then pushes nothing. */
  allowedIps: jsonb('allowed_ips').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  /**
   * The address whose keyless requests are let in until session_until: a push firmware sends its key on the
   * hand-shake only (apps/api iclock.service.ts). On the row, so every instance and a restart see it.
   */
  sessionIp: text('session_ip'),
  sessionUntil: timestamp('session_until', { withTimezone: true }),
  /** When an upload last brought punches, and when a request was last refused (null once one is let in again). */
  lastPunchAt: timestamp('last_punch_at', { withTimezone: true }),
  lastRefusedAt: timestamp('last_refused_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who a device's user number (its PIN) is. */
export const deviceUsers = pgTable(
  'device_users',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => biometricDevices.id, { onDelete: 'cascade' }),
    deviceUserId: varchar('device_user_id', { length: 30 }).notNull(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('device_users_pin_unique').on(t.deviceId, t.deviceUserId)],
);

/** One punch. The same person at the same instant is stored once, whatever the source (idempotent imports). */
export const attendanceLogs = pgTable(
  'attendance_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    /** device, upload, api, wfh or manual. */
    source: varchar('source', { length: 10 }).notNull(),
    deviceId: integer('device_id').references(() => biometricDevices.id, { onDelete: 'set null' }),
    /** Work from home: where the browser said it was. */
    address: text('address'),
    /** Manual entries: why HR added it. */
    reason: text('reason'),
    /**
     * Who sent it (imports, manual entries). Deliberately not a foreign key: checking it costs a lookup and
     * a row lock on the user for every one of a month's 700,000 punches (a third of the bulk import's time),
     * and accounts are deactivated, never deleted, so the id stays meaningful.
     */
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attendance_logs_punch_unique').on(t.personnelId, t.loggedAt)],
);

/**
 * A work schedule. `definition` holds the sessions per weekday (fixed and faculty schedules) or the
 * arrival window and hours to serve (flexible time); its zod schema lives in @hris/contracts.
 */
export const workSchedules = pgTable('work_schedules', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  /** fixed, flexible or faculty. */
  kind: varchar('kind', { length: 10 }).notNull(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  /** Followed by everyone with no schedule of their own. */
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A schedule assigned to a person from a date (to a date, or open). */
export const personnelSchedules = pgTable(
  'personnel_schedules',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => workSchedules.id),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personnel_schedules_personnel_idx').on(t.personnelId, t.effectiveFrom)],
);

/** A holiday, national (no campus) or for one campus; a whole day or a half. */
export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    date: date('date').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    campusId: integer('campus_id').references(() => campuses.id),
    /** whole, am or pm. */
    part: varchar('part', { length: 5 }).notNull().default('whole'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('holidays_date_idx').on(t.date)],
);

/** Work suspended on a campus from a time of day (typhoons, floods): the rest of the day counts as served. */
export const workSuspensions = pgTable(
  'work_suspensions',
  {
    id: serial('id').primaryKey(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    date: date('date').notNull(),
    fromTime: time('from_time').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_suspensions_date_idx').on(t.date, t.campusId)],
);
