import { z } from 'zod';
import { textField, ZId } from './text';
import { VIEW_GROUPS } from './views';
import { ZListQuery, zName } from './lookups';

const roleViews = z.array(z.enum(VIEW_GROUPS, { error: 'The view is not one of the view groups.' })).max(VIEW_GROUPS.length);
export const ZRoleBody = z.object({ name: zName('role name', 100), views: roleViews.default([]) });
// No defaults on an update: a field left out stays as it is (a default [] once wiped every view).
export const ZRoleUpdate = z.object({ name: zName('role name', 100), views: roleViews }).partial();

const email = textField('email').trim().toLowerCase().max(254, 'The email must not be longer than 254 characters.').email('The email must be a valid email address.');

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
