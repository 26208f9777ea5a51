import { z } from './zod';
import { textField, ZId } from './text';
import { zName } from './lookups';
import { oneAnswer, savedAnswer, ZDateString, ZDepartmentRef, ZTimestamp } from './responses';

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
  payroll: 'Payroll',
  development_plan_faculty: 'Development plan (faculty)',
  development_plan_administrative: 'Development plan (administrative)',
  scholarship: 'Scholarship application',
  ipcr: 'Performance rating (IPCR)',
  office_connection: 'Connection to another office',
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
    if (s.actor_kind === 'person' && !s.personnel_id)
      ctx.addIssue({ code: 'custom', path: ['personnel_id'], message: 'Choose the person who acts at this step.' });
  });

export const ZChainBody = z.object({
  request_type: z.enum(REQUEST_TYPE_VALUES, { error: 'Choose a request type.' }),
  campus_id: z.number().int().min(1).max(5).nullable().optional(),
  department_id: ZId.nullable().optional(),
  name: zName('name', 150),
  steps: z.array(ZChainStep).min(1, 'A chain needs at least one step.').max(10, 'A chain has at most 10 steps.'),
});
export type TChainBody = z.infer<typeof ZChainBody>;

/** A test request sent through a chain: as if the user named had made it (the caller when none is named). */
export const ZChainTestBody = z.object({ requester_user_id: ZId.optional() });
export type TChainTestBody = z.infer<typeof ZChainTestBody>;

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
export type TActBody = z.infer<typeof ZActBody>;

export const REQUEST_STATUSES = ['pending', 'approved', 'returned', 'disapproved', 'cancelled'] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

// ── Answers ────────────────────────────────────────────────────────────────────────────────────────

/** Who a request or an action names: the account's id and name. */
export const ZUserRef = z.object({ id: z.number().int(), name: z.string() });

/** A chain's step as the settings page lists it. */
export const ZChainStepRow = z.object({
  position: z.number().int(),
  actor_kind: z.enum(ACTOR_KINDS),
  label: z.string(),
  role_id: z.number().int().nullable(),
  personnel_id: z.number().int().nullable(),
  role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  personnel: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
});
export type TChainStepRow = z.infer<typeof ZChainStepRow>;

/** An approval chain as its row reads (approvals/chains.repo.ts). */
export const ZApprovalChainRow = z.object({
  id: z.number().int(),
  request_type: z.string(),
  name: z.string(),
  campus: z.object({ id: z.number().int(), acronym: z.string() }).nullable(),
  department: ZDepartmentRef.nullable(),
  steps: z.array(ZChainStepRow),
});
export type TApprovalChainRow = z.infer<typeof ZApprovalChainRow>;
/** An approval chain as the settings page shows it. */
export const ZApprovalChain = ZApprovalChainRow.extend({ request_type_label: z.string() });
export type TApprovalChain = z.infer<typeof ZApprovalChain>;
export const ZApprovalChainList = z.object({ approval_chains: z.array(ZApprovalChain) });
export type TApprovalChainList = z.infer<typeof ZApprovalChainList>;
export const ZApprovalChainSaved = savedAnswer('approval_chain', ZApprovalChain);
export type TApprovalChainSaved = z.infer<typeof ZApprovalChainSaved>;

/** A request type with its label. */
export const ZRequestTypeOption = z.object({ value: z.string(), label: z.string() });
export type TRequestTypeOption = z.infer<typeof ZRequestTypeOption>;
export const ZRequestTypeList = z.object({ request_types: z.array(ZRequestTypeOption) });
export type TRequestTypeList = z.infer<typeof ZRequestTypeList>;

/** A test request sent through a chain: its id and status only. */
export const ZChainTestAnswer = z.object({ message: z.string(), request: z.object({ id: z.number().int(), status: z.string() }) });
export type TChainTestAnswer = z.infer<typeof ZChainTestAnswer>;

export const STEP_STATES = ['done', 'current', 'waiting'] as const;

/**
 * What approving a step is called, on its button and in the answer: HR's certification step certifies (CSC Form No. 6,
 * 7.A), another step before the last recommends (7.B "Recommendation"), the last one approves (issue 17).
 */
export function approveVerbOf(step: { label: string; position: number }, lastPosition: number): 'Certify' | 'Recommend' | 'Approve' {
  if (/certif/i.test(step.label)) return 'Certify';
  if (/recommend/i.test(step.label) || step.position < lastPosition) return 'Recommend';
  return 'Approve';
}

/** The same in the past tense, as the answer and the request's history say what was done: "Certified", "Recommended", "Approved". */
export function approvedAs(step: { label: string; position: number }, lastPosition: number): 'Certified' | 'Recommended' | 'Approved' {
  return ({ Certify: 'Certified', Recommend: 'Recommended', Approve: 'Approved' } as const)[approveVerbOf(step, lastPosition)];
}
export type TStepState = (typeof STEP_STATES)[number];

/** An approval request as every request page shows it (approvals.service.ts present()). */
export const ZApprovalRequest = z.object({
  id: z.number().int(),
  request_type: z.string(),
  request_type_label: z.string(),
  subject_id: z.number().int().nullable(),
  title: z.string(),
  link: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  current_step: z.number().int(),
  requester: ZUserRef,
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
  steps: z.array(
    z.object({ position: z.number().int(), label: z.string(), actor_kind: z.enum(ACTOR_KINDS), actor_description: z.string(), state: z.enum(STEP_STATES) }),
  ),
  actions: z.array(z.object({ step: z.number().int(), action: z.string(), remarks: z.string().nullable(), created_at: ZTimestamp, actor: ZUserRef })),
  can_act: z.boolean(),
  /** The requester may withdraw it while nobody has decided it. */
  can_cancel: z.boolean(),
});
export type TApprovalRequest = z.infer<typeof ZApprovalRequest>;
export const ZApprovalRequestList = z.object({ requests: z.array(ZApprovalRequest) });
export type TApprovalRequestList = z.infer<typeof ZApprovalRequestList>;
export const ZApprovalRequestAnswer = oneAnswer('request', ZApprovalRequest);
export type TApprovalRequestAnswer = z.infer<typeof ZApprovalRequestAnswer>;
export const ZApprovalActed = savedAnswer('request', ZApprovalRequest);
export type TApprovalActed = z.infer<typeof ZApprovalActed>;

/** One action on a request as its row reads (approvals.repo.ts). */
export const ZApprovalActionRow = z.object({
  request_id: z.number().int(),
  step: z.number().int(),
  action: z.string(),
  remarks: z.string().nullable(),
  created_at: ZTimestamp,
  actor: ZUserRef,
});
export type TApprovalActionRow = z.infer<typeof ZApprovalActionRow>;

const ZCreditCertification = z.object({ total_earned: z.number(), less_this_application: z.number(), balance: z.number() });
/** HR's certification of leave credits (CS Form No. 6, 7.A), as of the day HR acted (or, previewed, as HR would certify it now). */
export const ZLeaveCertification = z.object({ as_of: ZDateString, vl: ZCreditCertification, sl: ZCreditCertification, certified_by: z.string().nullable() });
export type TLeaveCertification = z.infer<typeof ZLeaveCertification>;

/** One line of a request's summary, in the users' words ("Leave type" → "Vacation Leave"). */
export const ZSummaryLine = z.object({ label: z.string(), value: z.string() });
export type TSummaryLine = z.infer<typeof ZSummaryLine>;

/**
 * What an approver sees before deciding (the approval drawer): the request's details, the person's current
 * credits that the request touches, and for a leave the 7.A certification as HR would certify it now.
 */
export const ZRequestSummary = z.object({
  facts: z.array(ZSummaryLine),
  balances: z.array(ZSummaryLine),
  certification: ZLeaveCertification.nullable(),
});
export type TRequestSummary = z.infer<typeof ZRequestSummary>;
export const ZRequestSummaryAnswer = oneAnswer('summary', ZRequestSummary);
export type TRequestSummaryAnswer = z.infer<typeof ZRequestSummaryAnswer>;
