import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { personnel } from './personnel';

/** A sign-in account. Staff accounts link to a personnel record; applicants have none. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    passwordHash: text('password_hash'),
    mobileNo: varchar('mobile_no', { length: 20 }),
    avatarKey: text('avatar_key'),
    personnelId: integer('personnel_id').references(() => personnel.id),
    isActive: boolean('is_active').notNull().default(true),
    /** Per-user TOTP secret: e-mailed codes and authenticator apps share it. */
    twoFactorSecret: text('two_factor_secret').notNull(),
    /** The last TOTP time step accepted, so a code is accepted once. */
    twoFactorLastStep: integer('two_factor_last_step').notNull().default(0),
    /** When the address was proven by a link (self-registered applicants); accounts HR creates count as proven. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index('users_personnel_idx').on(t.personnelId)],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
});

/** The view groups a role opens (SPEC.md §6). */
export const roleViews = pgTable(
  'role_views',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    view: varchar('view', { length: 40 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.view] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** A signed-in session. The JWT carries its id; logout revokes it here, so every instance sees it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    method: varchar('method', { length: 20 }).notNull().default('password'),
    /** The last request made with the session: an idle session ends before its absolute expiry. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The second step of one sign-in: created when the password was right, single-use, bound to the user,
 * alive 5 minutes and for 5 wrong codes. Only the token's hash is kept.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** password, or oidc:<provider> when social sign-in also asks for the e-mailed code. */
    method: varchar('method', { length: 20 }).notNull().default('password'),
    attempts: integer('attempts').notNull().default(0),
    /** Codes sent for this challenge (the first and each resend). */
    codesSent: integer('codes_sent').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_challenges_user_idx').on(t.userId, t.createdAt)],
);

/** A change of sign-in address waiting for the link sent to the new address; the old address is told. */
export const emailChanges = pgTable('email_changes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: varchar('new_email', { length: 254 }).notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Social sign-in in flight: the PKCE verifier and nonce stay here, bound to the browser that started it. */
export const oidcStates = pgTable('oidc_states', {
  id: serial('id').primaryKey(),
  stateHash: varchar('state_hash', { length: 64 }).notNull().unique(),
  provider: varchar('provider', { length: 20 }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** Hash of the HttpOnly cookie set in the browser that started the sign-in. */
  browserHash: varchar('browser_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time password reset (and invitation) tokens; only the hash is kept. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
