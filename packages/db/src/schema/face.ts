import { sql } from 'drizzle-orm';
import { char, check, customType, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { campuses } from './organization';
import { personnel } from './personnel';

// Face attendance (issue 24; SPEC.md §2 eDATS admin face/register and face/recognize, group ADMIN). The browser computes
// face descriptors; only those are kept (and an image only when the employee consents to it), with the written consent.

/** A descriptor as its Float32 bytes: compact, and read without parsing text. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** One employee's enrolment: who enrolled them, and their written consent (RA 10173). */
export const faceEnrolments = pgTable('face_enrolments', {
  personnelId: integer('personnel_id')
    .primaryKey()
    .references(() => personnel.id, { onDelete: 'cascade' }),
  /** The consent as the employee agreed to it (the text shown), and when. */
  consentText: text('consent_text').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  /** An image of the face, only when the employee consented to keeping one (an upload key). */
  imageKey: varchar('image_key', { length: 120 }),
  enrolledByUserId: integer('enrolled_by_user_id')
    .notNull()
    .references(() => users.id),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One capture's descriptor (several per enrolment). */
export const faceDescriptors = pgTable(
  'face_descriptors',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => faceEnrolments.personnelId, { onDelete: 'cascade' }),
    /** Float32 values, little-endian; `dimensions` of them. */
    descriptor: bytea('descriptor').notNull(),
    dimensions: smallint('dimensions').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('face_descriptors_personnel_idx').on(t.personnelId),
    check('face_descriptors_size', sql`octet_length(${t.descriptor}) = 4 * ${t.dimensions} AND ${t.dimensions} BETWEEN 64 AND 2048`),
  ],
);

/**
 * A face attendance kiosk (issue 37): the tablet at an office door proves itself with a key of its own, made by an
 * administrator for one campus and shown once; only its SHA-256 is kept. It may only recognise faces of its campus and
 * record their punches; a revoked kiosk is refused.
 */
export const faceKiosks = pgTable(
  'face_kiosks',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    keyHash: char('key_hash', { length: 64 }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('face_kiosks_key_hash_idx').on(t.keyHash)],
);
