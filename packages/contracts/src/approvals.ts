import { z } from 'zod';
import { textField, ZId } from './text';
import { zName } from './lookups';

/** Every request type of the product goes through the one approval-chain mechanism. */
export const REQUEST_TYPES = {
  leave: 'Leave application',
  leave_monetization: 'Monetization of 50% or more of leave credits (Sec. 23)',
  overtime: 'Overtime',
  makeup_class: 'Make-up class',
  time_log_appeal: 'Time-log appeal',
  official_business: 'Official business travel',
  work_schedule: 'Work schedule',
  dtr_submission: 'DTR submission',
  request_to_hire: 'Request to hire',
  coe_request: 'Certificate of employment request',
} as const;
export type TRequestType = keyof typeof REQUEST_TYPES;
export const REQUEST_TYPE_VALUES = Object.keys(REQUEST_TYPES) as [TRequestType, ...TRequestType[]];

export const ACTOR_KINDS = ['department_head', 'role', 'person'] as const;
export type TActorKind = (typeof ACTOR_KINDS)[number];

export const ZChainStep = z
  .object({
    actor_kind: z.enum(ACTOR_KINDS, { error: 'Choose who acts at this step.' }),
    role_id: ZId.nullable().optional(),
    personnel_id: ZId.nullable().optional(),
    label: zName('step label', 100),
  })
  .superRefine((s, ctx) => {
    if (s.actor_kind === 'role' && !s.role_id) ctx.addIssue({ code: 'custom', path: ['role_id'], message: 'Choose the role that acts at this step.' });
    if (s.actor_kind === 'person' && !s.personnel_id) ctx.addIssue({ code: 'custom', path: ['personnel_id'], message: 'Choose the person who acts at this step.' });
  });

export const ZChainBody = z.object({
  request_type: z.enum(REQUEST_TYPE_VALUES, { error: 'Choose a request type.' }),
  campus_id: z.number().int().min(1).max(5).nullable().optional(),
  department_id: ZId.nullable().optional(),
  name: zName('name', 150),
  steps: z.array(ZChainStep).min(1, 'A chain needs at least one step.').max(10, 'A chain has at most 10 steps.'),
});
export type TChainBody = z.infer<typeof ZChainBody>;

export const APPROVAL_ACTIONS = ['approve', 'return', 'disapprove'] as const;
export const ZActBody = z
  .object({
    action: z.enum(APPROVAL_ACTIONS),
    remarks: textField('remarks').trim().max(2000, 'The remarks must not be longer than 2000 characters.').optional(),
    /** What the request's own module asks of this step (a leave's days with and without pay); it checks them. */
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action !== 'approve' && !b.remarks) ctx.addIssue({ code: 'custom', path: ['remarks'], message: 'Say why, so the requester knows what to do.' });
  });

export const REQUEST_STATUSES = ['pending', 'approved', 'returned', 'disapproved', 'cancelled'] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];
