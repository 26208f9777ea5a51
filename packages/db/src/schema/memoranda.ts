import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { roles, users } from './identity';
import { campuses, departments } from './organization';

// Memorandum circulars (issue 24; SPEC.md §2: / lands on /memorandum_circular): the circulars and memoranda the HR
// office and the administration issue, each with its PDF, to everyone, a campus, offices or named roles. Each
// recipient's first reading and acknowledgment are kept, so the issuer sees who has and has not read it.

export const memoranda = pgTable(
  'memoranda',
  {
    id: serial('id').primaryKey(),
    /** The issuing office's number, e.g. "Memorandum Circular No. 12, s. 2026". */
    number: varchar('number', { length: 60 }).notNull(),
    /** Manila date of issue. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    subject: text('subject'),
    /** everyone | campus | offices | roles: who it is addressed to (the rows of memorandum_audiences say which). */
    audience: varchar('audience', { length: 10 }).notNull(),
    /** The PDF, through the one upload check. */
    fileKey: varchar('file_key', { length: 120 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    issuedByUserId: integer('issued_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memoranda_number_unique').on(sql`lower(${t.number})`),
    index('memoranda_issued_idx').on(t.issuedOn, t.id),
    check('memoranda_audience_kind', sql`${t.audience} IN ('everyone', 'campus', 'offices', 'roles')`),
  ],
);

/** One addressee of a memorandum: a campus, an office or a role (by its audience kind). */
export const memorandumAudiences = pgTable(
  'memorandum_audiences',
  {
    id: serial('id').primaryKey(),
    memorandumId: integer('memorandum_id')
      .notNull()
      .references(() => memoranda.id, { onDelete: 'cascade' }),
    campusId: integer('campus_id').references(() => campuses.id),
    departmentId: integer('department_id').references(() => departments.id),
    roleId: integer('role_id').references(() => roles.id),
  },
  (t) => [
    index('memorandum_audiences_memo_idx').on(t.memorandumId),
    check('memorandum_audiences_one', sql`num_nonnulls(${t.campusId}, ${t.departmentId}, ${t.roleId}) = 1`),
  ],
);

/** A recipient's reading: when they first opened it and when they acknowledged having read it. */
export const memorandumReads = pgTable(
  'memorandum_reads',
  {
    memorandumId: integer('memorandum_id')
      .notNull()
      .references(() => memoranda.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memorandumId, t.userId] }), index('memorandum_reads_user_idx').on(t.userId)],
);
