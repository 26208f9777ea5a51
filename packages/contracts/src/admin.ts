import { z } from 'zod';
import { ZId } from './auth';
import { VIEW_GROUPS } from './views';
import { ZListQuery, zName } from './lookups';

export const ZRoleBody = z.object({
  name: zName('role name', 100),
  views: z.array(z.enum(VIEW_GROUPS, { error: 'The view is not one of the view groups.' })).max(VIEW_GROUPS.length).default([]),
});
export const ZRoleUpdate = ZRoleBody.partial();

const email = z.string().trim().toLowerCase().max(254, 'The email must not be longer than 254 characters.').email('The email must be a valid email address.');

export const ZUserQuery = ZListQuery.extend({
  role_id: ZId.optional(),
  is_active: z.stringbool().optional(),
  /** staff: every account but the applicant-only ones; applicant: those. */
  kind: z.enum(['staff', 'applicant']).optional(),
});

export const ZUserBody = z.object({
  name: zName('name', 150),
  email,
  role_ids: z.array(ZId).max(50).default([]),
  personnel_id: ZId.nullable().optional(),
});
export const ZUserUpdate = ZUserBody.partial();

export const ZAuditQuery = ZListQuery.extend({
  entity: z.string().max(60).optional(),
  action: z.string().max(60).optional(),
  actor_user_id: ZId.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
