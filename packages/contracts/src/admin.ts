import { z } from './zod';
import { textField, ZId } from './text';
import { VIEW_GROUPS } from './views';
import { ZListQuery, zName } from './lookups';
import { listAnswer, oneAnswer, savedAnswer, ZTimestamp } from './responses';

const roleViews = z.array(z.enum(VIEW_GROUPS, { error: 'The view is not one of the view groups.' })).max(VIEW_GROUPS.length);
export const ZRoleBody = z.object({ name: zName('role name', 100), views: roleViews.default([]) });
// No defaults on an update: a field left out stays as it is (a default [] once wiped every view).
export const ZRoleUpdate = z.object({ name: zName('role name', 100), views: roleViews }).partial();

const email = textField('email')
  .trim()
  .toLowerCase()
  .max(254, 'The email must not be longer than 254 characters.')
  .email('The email must be a valid email address.');

export const ZUserQuery = ZListQuery.extend({
  role_id: ZId.optional(),
  is_active: z.stringbool().optional(),
  /** staff: every account but the applicant-only ones; applicant: those. */
  kind: z.enum(['staff', 'applicant']).optional(),
});

const roleIds = z.array(ZId).max(50);
export const ZUserBody = z.object({
  name: zName('name', 150),
  email,
  role_ids: roleIds.default([]),
  personnel_id: ZId.nullable().optional(),
});
/** No defaults: a field left out stays as it is (a default role_ids [] once took every role of a user whose e-mail alone was edited). */
export const ZUserUpdate = z.object({ name: zName('name', 150), email, role_ids: roleIds, personnel_id: ZId.nullable() }).partial();

/** POST /api/users/email/confirm: the token from the link e-mailed to the new sign-in address. */
export const ZEmailChangeConfirm = z.object({ token: z.string().trim().min(1, 'The token field is required.').max(200, 'The link is not valid.') });

export const ZAuditQuery = ZListQuery.extend({
  entity: textField('entity').max(60).optional(),
  action: textField('action').max(60).optional(),
  actor_user_id: ZId.optional(),
  /** Rows about a person (what was read or changed of them): their personnel record… */
  personnel_id: ZId.optional(),
  /** …or their account (an applicant has no personnel record). */
  user_id: ZId.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

// ── Answers ────────────────────────────────────────────────────────────────────────────────────────

/** A role with its views and how many users hold it. */
export const ZRole = z.object({ id: z.number().int(), name: z.string(), views: z.array(z.string()), users_count: z.number().int() });
export type TRole = z.infer<typeof ZRole>;
export const ZRoleList = listAnswer('roles', ZRole);
export type TRoleList = z.infer<typeof ZRoleList>;
export const ZRoleSaved = savedAnswer('role', ZRole);
export type TRoleSaved = z.infer<typeof ZRoleSaved>;
export type TRoleBody = z.input<typeof ZRoleBody>;
/** The view groups a role may hold, by module. */
export const ZViewModule = z.object({ module: z.string(), views: z.array(z.string()) });
export type TViewModule = z.infer<typeof ZViewModule>;
export const ZViewModuleList = z.object({ groups: z.array(ZViewModule) });
export type TViewModuleList = z.infer<typeof ZViewModuleList>;

/** One row of the audit trail; `before` and `after` are the row's snapshots, open in shape. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: ZTimestamp,
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditTrail = listAnswer('audit_trail', ZAuditEntry).extend({ entities: z.array(z.string()) });
export type TAuditTrail = z.infer<typeof ZAuditTrail>;
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

/** Whether maintenance mode is on. */
export const ZMaintenance = z.object({ maintenance: z.boolean() });
export type TMaintenance = z.infer<typeof ZMaintenance>;
export const ZMaintenanceBody = z.object({ enabled: z.boolean() });
/** The liveness check's answer. */
export const ZHealth = z.object({ status: z.literal('ok') });

/** A user account as the users page lists it (user-admin.repo.ts). */
export const ZUserAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  created_at: ZTimestamp,
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  personnel: z.object({ id: z.number().int(), fullname: z.string(), department_acronym: z.string().nullable() }).nullable(),
  last_sign_in_at: ZTimestamp.nullable(),
  /** A new sign-in address waiting for its owner to open the link e-mailed to it. */
  pending_email: z.string().nullable(),
});
export type TUserAccount = z.infer<typeof ZUserAccount>;
export const ZUserAccountList = listAnswer('users', ZUserAccount);
export type TUserAccountList = z.infer<typeof ZUserAccountList>;
export const ZUserAccountAnswer = oneAnswer('user', ZUserAccount);
export const ZUserAccountSaved = savedAnswer('user', ZUserAccount);
export type TUserAccountSaved = z.infer<typeof ZUserAccountSaved>;
export type TUserBody = z.input<typeof ZUserBody>;
export type TUserQuery = z.infer<typeof ZUserQuery>;

export const SIGN_IN_ACTIONS = ['sign_in', 'sign_in_failed', 'sign_out', 'two_factor_failed', 'password_reset'] as const;
export type TSignInAction = (typeof SIGN_IN_ACTIONS)[number];
/** One line of an account's sign-in history. */
export const ZSignIn = z.object({
  id: z.number().int(),
  action: z.enum(SIGN_IN_ACTIONS),
  ip: z.string().nullable(),
  created_at: ZTimestamp,
  method: z.string().nullable(),
});
export type TSignIn = z.infer<typeof ZSignIn>;
export const ZSignInList = listAnswer('sign_ins', ZSignIn);
export type TSignInList = z.infer<typeof ZSignInList>;
