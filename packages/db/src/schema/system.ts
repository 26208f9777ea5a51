import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { personnel } from './personnel';
import { users } from './identity';

/** Who did what, when, with the row before and after (DESIGN.md, Data). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
    // The sign-in slow-down's counts of recent failures, per e-mail address and per client address (migration 0041).
    index('audit_log_sign_in_failed_email_idx')
      .on(sql`(${t.after}->>'email')`, t.createdAt)
      .where(sql`${t.action} = 'sign_in_failed'`),
    index('audit_log_sign_in_failed_ip_idx')
      .on(t.ip, t.createdAt)
      .where(sql`${t.action} = 'sign_in_failed'`),
  ],
);

/** Notifications of the bell (SPEC.md §3). status 0 or null means unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personnelId: integer('personnel_id').references(() => personnel.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    link: varchar('link', { length: 500 }),
    status: integer('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/** Settings an administrator changes at run time (maintenance mode, later the CSC defaults). */
export const systemSettings = pgTable('system_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The request counters of the rate limits (apps/api/src/lib/rate-limit-store.ts), one row per route and caller,
 * shared by every API instance. UNLOGGED in the migration: counters of a minute need no crash safety nor WAL.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Messages too large for a PostgreSQL notice, parked by @socket.io/postgres-adapter for the other instances
 * (apps/api/src/plugins/realtime.ts); the adapter deletes them after 30 s. UNLOGGED in the migration, as above.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/**
 * Every start that applied migrations (migration 0043, apps/api/src/ops/upgrade.ts): the HRIS version that applied
 * them, from and to which migration (from null: a new database), and the backup taken just before (null: none, a new
 * database or UPGRADE_BACKUP=off). An older build reads it to name the backup to restore.
 */
export const databaseUpgrades = pgTable('database_upgrades', {
  id: serial('id').primaryKey(),
  version: text('version').notNull(),
  fromMigration: text('from_migration'),
  toMigration: text('to_migration').notNull(),
  backup: text('backup'),
  upgradedAt: timestamp('upgraded_at', { withTimezone: true }).notNull(),
});

/** DATA_KEY's check value, sealed with the key (apps/api/src/lib/secret-box.ts): a start with another key refuses. One row. */
export const dataKeyCheck = pgTable(
  'data_key_check',
  {
    id: boolean('id').primaryKey().default(true),
    sealed: text('sealed').notNull(),
    sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('data_key_check_one_row', sql`${t.id}`)],
);

/**
 * The queue of outgoing mail (apps/api/src/lib/mailer.ts, migration 0042): every message, tried at once and retried
 * with backoff until sent, refused for good (5xx) or a day old. A sent message's body is cleared at once (it may hold a
 * sign-in code) and its row deleted a day later; 'sending' is an instance's claim, which lapses at next_attempt_at.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    status: varchar('status', { length: 10, enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: varchar('last_error', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outgoing_mail_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('queued', 'sending')`),
    index('outgoing_mail_status_idx').on(t.status, t.createdAt),
    check('outgoing_mail_status', sql`${t.status} IN ('queued', 'sending', 'sent', 'failed')`),
  ],
);
