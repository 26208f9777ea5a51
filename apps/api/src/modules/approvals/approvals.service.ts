import { withTransaction, type ApprovalStepSnapshot, type Database, type Queryable } from '@hris/db';
import {
  approvedAs,
  REQUEST_TYPES,
  type TApprovalActed,
  type TApprovalRequest,
  type TApprovalRequestAnswer,
  type TApprovalRequestList,
  type TMessage,
  type TRequestStatus,
  type TRequestSummaryAnswer,
  type TRequestType,
  type TStepState,
} from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { secondStepRefusal } from '../../domain/separation-of-duties';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import { refuseOwnRecord, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { notify, rewordNotifications } from '../notifications';
import * as chains from './chains.repo';
import * as repo from './approvals.repo';
import type { ActContext, Outcome, RequestHandler } from '../../lib/module';
export type { ActContext, Outcome, RequestHandler };

// The one approval mechanism: a request follows the chain set for its type (and the requester's
// department or campus); at each step the people who may act are worked out when it is read, so
// an officer-in-charge named today takes over what already waits for the head.

const handlers = new Map<string, RequestHandler>();

/** app.ts calls this once per module's request type (HrisModule.requestHandlers) to learn how its requests end. */
export function registerRequestHandler(type: TRequestType, handler: RequestHandler) {
  handlers.set(type, handler);
}

const labelOf = (type: string) => REQUEST_TYPES[type as TRequestType] ?? type;
const approverOf = async (deps: Deps, actor: Actor): Promise<repo.Approver> => ({
  userId: actor.userId,
  personnelId: actor.personnelId,
  roleIds: await repo.roleIdsOfUser(deps.db, actor.userId),
});

/** Request types whose department_head steps are the office the request is about, not the requester's (StartInput.departmentId). */
const ABOUT_ANOTHER_OFFICE: ReadonlySet<string> = new Set(['office_connection']);

function describeStep(step: ApprovalStepSnapshot, requestType?: string) {
  switch (step.actor_kind) {
    case 'department_head':
      return requestType && ABOUT_ANOTHER_OFFICE.has(requestType)
        ? 'The head (or officer-in-charge) of the office asked for'
        : "The requester's department head (or officer-in-charge)";
    case 'role':
      return step.actor_name ? `Anyone with the role ${step.actor_name}` : 'A role';
    case 'person':
      return step.actor_name ?? 'A named person';
  }
}

function stepState(position: number, r: repo.RequestRow): TStepState {
  if (position < r.current_step || (position === r.current_step && r.status === 'approved')) return 'done';
  return position === r.current_step && r.status === 'pending' ? 'current' : 'waiting';
}

async function present(deps: Deps, rows: repo.RequestRow[], who?: repo.Approver): Promise<TApprovalRequest[]> {
  const actions = await repo.actionsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      request_type: r.request_type,
      request_type_label: labelOf(r.request_type),
      subject_id: r.subject_id,
      title: r.title,
      link: r.link,
      status: r.status as TRequestStatus,
      current_step: r.current_step,
      requester: { id: r.requester_user_id, name: r.requester_name },
      created_at: r.created_at,
      updated_at: r.updated_at,
      steps: r.steps.map((s) => ({
        position: s.position,
        label: s.label,
        actor_kind: s.actor_kind,
        actor_description: describeStep(s, r.request_type),
        state: stepState(s.position, r),
      })),
      actions: actions.filter((a) => a.request_id === r.id).map(({ request_id: _r, ...a }) => a),
      can_act: who ? await repo.canAct(deps.db, r.id, who) : false,
      can_cancel: who !== undefined && r.status === 'pending' && r.requester_user_id === who.userId,
    })),
  );
}

const WAITS_FOR_YOU = 'waits for you';

/** `byUserId`: who moved the request to this step (an approver of the next step too is not popped up their own act). */
async function notifyApprovers(deps: Deps, request: repo.RequestRow, step: ApprovalStepSnapshot, q: Queryable = deps.db, byUserId: number | null = null) {
  const userIds = await repo.approverUserIds(q, step, request.department_id, request.requester_personnel_id);
  // Nobody acts on two steps of one request (issue 36): who approved an earlier step is not told this one waits for them.
  const actedBefore = step.position > 1 ? await repo.earlierApprovers(q, request.id, step.position, userIds) : new Set<number>();
  for (const userId of userIds) {
    if (userId === request.requester_user_id || actedBefore.has(userId)) continue;
    await notify(
      deps,
      { userId },
      {
        title: `${labelOf(request.request_type)} ${WAITS_FOR_YOU}`,
        description: `${request.requester_name}: ${request.title} — ${step.label}`,
        link: `/approvals?id=${request.id}`,
        byUserId,
      },
      q,
    );
  }
  return userIds.length;
}

export type StartInput = {
  type: TRequestType;
  requesterUserId: number;
  subjectId?: number | null;
  title: string;
  link?: string | null;
  chainId?: number;
  /**
   * The office the request is about, when it is not the requester's own (a request to be connected to another office):
   * its head or officer-in-charge acts at the department_head steps and its chain scope applies. Default: the
   * requester's department.
   */
  departmentId?: number;
};

/**
 * Starts a request through its chain and tells whoever acts first. Refused with a clear message
 * when no chain is set for the type or the first step has nobody to act. `q` is the transaction the
 * request joins (default: the pool, on its own).
 */
export async function startRequest(deps: Deps, input: StartInput, q: Queryable = deps.db) {
  const requester = await repo.requesterContext(q, input.requesterUserId);
  if (!requester) throw AppError.validation('requester_user_id', 'The requester has no active account.');
  const office = input.departmentId === undefined ? null : await repo.departmentContext(q, input.departmentId);
  if (input.departmentId !== undefined && !office) throw AppError.validation('department_id', 'The selected office is invalid.');
  const departmentId = office ? office.id : requester.department_id;
  const campusId = office ? office.campus_id : requester.campus_id;
  const chain = input.chainId ? await chains.findChain(q, input.chainId) : await chains.resolveChain(q, input.type, departmentId, campusId);
  if (!chain)
    throw AppError.validation(
      'request_type',
      `No approval chain is set for ${labelOf(input.type)}. Ask the HR office to set one in Settings → Approval Requests.`,
    );
  const steps: ApprovalStepSnapshot[] = chain.steps.map((s) => ({
    position: s.position,
    actor_kind: s.actor_kind,
    role_id: s.role_id,
    personnel_id: s.personnel_id,
    label: s.label,
    actor_name: s.role?.name ?? s.personnel?.fullname ?? null,
  }));
  for (const step of steps) {
    if ((await repo.approverUserIds(q, step, departmentId, requester.personnel_id)).filter((id) => id !== requester.id).length === 0) {
      throw AppError.validation(
        'request_type',
        `Nobody can act on the step "${step.label}" for this requester (${describeStep(step)}). Ask the HR office to complete the approval chain or the department's head.`,
      );
    }
  }
  const id = await repo.insertRequest(q, {
    requestType: input.type,
    subjectId: input.subjectId ?? null,
    title: input.title,
    link: input.link ?? null,
    requesterUserId: requester.id,
    requesterPersonnelId: requester.personnel_id,
    departmentId,
    campusId,
    chainId: chain.id,
    steps,
  });
  const request = (await repo.findRequest(q, id))!;
  await notifyApprovers(deps, request, steps[0]!, q);
  await writeAudit(q, {
    actorUserId: requester.id,
    action: 'create',
    entity: 'approval_request',
    entityId: request.id,
    after: { type: input.type, chain: chain.id, title: input.title },
  });
  return request;
}

/**
 * One unit of work for a decision: the step's advance, its record, the module's effect (an approved leave's status,
 * certification and leave card) commit together or not at all. Without it a crash between them (issue 18's
 * `npm run test:crash` found it) left a request approved whose leave was still pending. What others are told at
 * once (the socket push of a notification) waits for the COMMIT (afterCommit).
 */
function inOneTransaction<T>(deps: Deps, fn: (deps: Deps) => Promise<T>): Promise<T> {
  // The repos take a Queryable; Deps names the pool's type, which a transaction's connection stands in for here.
  return withTransaction(deps.db, (tx) => fn({ ...deps, db: tx as Database }));
}

/** Approves, returns or disapproves the current step, then tells the next actor and the requester. */
export function act(deps: Deps, actor: Actor, requestId: number, body: Parameters<typeof actNow>[3]): Promise<TApprovalActed> {
  return inOneTransaction(deps, (tx) => actNow(tx, actor, requestId, body));
}

async function actNow(
  deps: Deps,
  actor: Actor,
  requestId: number,
  body: { action: 'approve' | 'return' | 'disapprove'; remarks?: string; details?: Record<string, unknown> },
): Promise<TApprovalActed> {
  const request = await repo.findRequest(deps.db, requestId);
  if (!request) throw AppError.notFound('The request was not found.');
  const who = await approverOf(deps, actor);
  if (request.status !== 'pending') throw AppError.validation('action', `This request is already ${request.status}.`);
  const ownRequest = 'You cannot act on your own request; it waits for the next approver.';
  if (request.requester_user_id === actor.userId) throw AppError.forbidden(ownRequest);
  refuseOwnRecord(actor, request.requester_personnel_id, ownRequest);
  if (!(await repo.canAct(deps.db, requestId, who, true))) throw AppError.forbidden('This request does not wait for you.');
  const twice = secondStepRefusal(request.steps, request.current_step, await repo.approvedStepsOf(deps.db, requestId, actor.userId, actor.personnelId));
  if (twice) throw AppError.forbidden(twice);
  const step = request.steps[request.current_step - 1]!;
  const last = request.current_step >= request.steps.length;
  await handlers.get(request.request_type)?.lockFirst?.(deps);
  const context = { actor, action: body.action, step, last, details: body.details, remarks: body.remarks };
  await handlers.get(request.request_type)?.beforeAct?.(deps, request, context);
  const next =
    body.action === 'approve'
      ? last
        ? { status: 'approved', currentStep: request.current_step }
        : { status: 'pending', currentStep: request.current_step + 1 }
      : { status: body.action === 'return' ? 'returned' : 'disapproved', currentStep: request.current_step };
  if (!(await repo.advance(deps.db, requestId, request.current_step, next)))
    throw AppError.validation('action', 'Someone else acted on this step a moment ago. Reload to see it.');
  await repo.recordAction(deps.db, { requestId, step: request.current_step, actorUserId: actor.userId, action: body.action, remarks: body.remarks ?? null });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: body.action,
    entity: 'approval_request',
    entityId: requestId,
    before: { status: request.status, step: request.current_step },
    after: { status: next.status, step: next.currentStep, remarks: body.remarks },
    ip: actor.ip,
  });

  const updated = (await repo.findRequest(deps.db, requestId))!;
  const link = updated.link ?? `/approvals?id=${requestId}`;
  const kind = labelOf(updated.request_type);
  if (next.status === 'pending') {
    await notifyApprovers(deps, updated, updated.steps[next.currentStep - 1]!, deps.db, actor.userId);
    await notify(
      deps,
      { userId: updated.requester_user_id },
      {
        title: `${kind}: ${step.label} done`,
        description: `${updated.title} moved on to "${updated.steps[next.currentStep - 1]!.label}".${body.remarks ? ` Remarks: ${body.remarks}` : ''}`,
        link,
        byUserId: actor.userId,
      },
    );
  } else {
    const verb = next.status === 'approved' ? 'was approved' : next.status === 'returned' ? 'was returned to you' : 'was disapproved';
    await notify(
      deps,
      { userId: updated.requester_user_id },
      { title: `${kind} ${verb}`, description: body.remarks ? `${updated.title}. Remarks: ${body.remarks}` : updated.title, link, byUserId: actor.userId },
    );
    await handlers.get(updated.request_type)?.onDecided(deps, updated, next.status as Outcome);
  }
  return {
    message:
      body.action === 'approve'
        ? last
          ? 'The request has been approved.'
          : (handlers.get(request.request_type)?.movedOnMessage?.(context, updated.steps[next.currentStep - 1]!) ??
            `${approvedAs(step, request.steps.at(-1)!.position)}; the request moved to the next step.`)
        : body.action === 'return'
          ? 'The request has been returned to the requester.'
          : 'The request has been disapproved.',
    request: (await present(deps, [updated], who))[0]!,
  };
}

/** The requester withdraws a request nobody has decided yet; the module's handler hears it as 'cancelled'. */
export function cancel(deps: Deps, actor: Actor, requestId: number): Promise<TMessage> {
  return inOneTransaction(deps, (tx) => cancelNow(tx, actor, requestId));
}

async function cancelNow(deps: Deps, actor: Actor, requestId: number): Promise<TMessage> {
  const request = await repo.findRequest(deps.db, requestId);
  if (!request || request.requester_user_id !== actor.userId) throw AppError.notFound('The request was not found.');
  if (request.status !== 'pending') throw AppError.validation('action', `This request is already ${request.status}.`);
  await handlers.get(request.request_type)?.lockFirst?.(deps);
  if (!(await repo.advance(deps.db, requestId, request.current_step, { status: 'cancelled', currentStep: request.current_step }))) {
    throw AppError.validation('action', 'Someone acted on this request a moment ago. Reload to see it.');
  }
  await repo.recordAction(deps.db, { requestId, step: request.current_step, actorUserId: actor.userId, action: 'cancel', remarks: null });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'cancel',
    entity: 'approval_request',
    entityId: requestId,
    before: { status: 'pending' },
    after: { status: 'cancelled' },
    ip: actor.ip,
  });
  const updated = (await repo.findRequest(deps.db, requestId))!;
  // The approvers were told it "waits for you": now it waits for nobody (issue 17).
  await rewordNotifications(deps, `/approvals?id=${requestId}`, WAITS_FOR_YOU, {
    title: `${labelOf(request.request_type)} was cancelled`,
    description: `${request.requester_name} cancelled “${request.title}”: nothing waits for you.`,
  });
  await handlers.get(updated.request_type)?.onDecided(deps, updated, 'cancelled');
  return { message: 'The request has been cancelled.' };
}

export async function waitingForMe(deps: Deps, actor: Actor): Promise<TApprovalRequestList> {
  const who = await approverOf(deps, actor);
  return { requests: await present(deps, await repo.waitingFor(deps.db, who), who) };
}

/** How many requests wait for the actor's action, without reading them. */
export async function countWaitingForMe(deps: Deps, actor: Actor): Promise<number> {
  return repo.countWaitingFor(deps.db, await approverOf(deps, actor));
}

export async function myRequests(deps: Deps, actor: Actor): Promise<TApprovalRequestList> {
  const who = await approverOf(deps, actor);
  return { requests: await present(deps, await repo.requestsOf(deps.db, actor.userId), who) };
}

/** The request as `present` shows it, to its requester, whoever may act on it now or acted on it before, and settings managers; 404 to anyone else. */
async function mustSeeRequest(deps: Deps, actor: Actor, id: number) {
  const request = await repo.findRequest(deps.db, id);
  if (!request) throw AppError.notFound('The request was not found.');
  const who = await approverOf(deps, actor);
  const [presented] = await present(deps, [request], who);
  const actedBefore = presented!.actions.some((a) => a.actor.id === actor.userId);
  const manager = actor.views.includes('SETTINGS') || actor.views.includes('GENERALSETTINGS');
  if (request.requester_user_id !== actor.userId && !presented!.can_act && !actedBefore && !manager) throw AppError.notFound('The request was not found.');
  return { request, presented: presented! };
}

/** One request, to its requester, to whoever may act on it now or acted on it before, and to settings managers. */
export async function getRequest(deps: Deps, actor: Actor, id: number): Promise<TApprovalRequestAnswer> {
  return { request: (await mustSeeRequest(deps, actor, id)).presented };
}

const NO_SUMMARY = { facts: [], balances: [], certification: null };

/**
 * What the approver sees before deciding (issue 17): the request's details and the person's credits, from the
 * module that owns the request type, to those who may see the request. Someone else's request is personal data
 * (a leave says why one is away, the credits are one's own): the read is logged (RA 10173).
 */
export async function requestSummary(deps: Deps, actor: Actor, id: number): Promise<TRequestSummaryAnswer> {
  const { request } = await mustSeeRequest(deps, actor, id);
  const summary = (await handlers.get(request.request_type)?.describe?.(deps, request, actor)) ?? NO_SUMMARY;
  if (request.requester_user_id !== actor.userId) {
    await auditPersonalRead(deps, actor, {
      ...(request.requester_personnel_id ? { personnelId: request.requester_personnel_id } : { userId: request.requester_user_id }),
      entity: 'approval_request',
      entityId: id,
      what: `${labelOf(request.request_type)}: details and balances`,
    });
  }
  return { summary };
}

/** One who acts on a request's steps: the labels of the steps they may act on or acted on, and whether they acted. */
/**
 * A request's steps, each with the actions taken on it (oldest first): what a printed form's signatures are drawn
 * from (the CS Form No. 6, the travel order). None for a request not filed.
 */
export async function stepsActedOn(
  q: Queryable,
  requestId: number | null,
): Promise<(ApprovalStepSnapshot & { actions: Awaited<ReturnType<typeof repo.actionsOf>> })[]> {
  if (requestId === null) return [];
  const [request, actions] = await Promise.all([repo.findRequest(q, requestId), repo.actionsOf(q, [requestId])]);
  return (request?.steps ?? []).map((step) => ({ ...step, actions: actions.filter((a) => a.step === step.position) }));
}

export type StepActorOf = { personnel_id: number; name: string; steps: string[]; acted: boolean };

const labelled = (steps: readonly ApprovalStepSnapshot[], rows: repo.StepActor[]): StepActorOf[] =>
  rows.map((r) => ({
    personnel_id: r.personnel_id,
    name: r.name,
    steps: r.positions.map((p) => steps.find((s) => s.position === p)?.label ?? `Step ${p}`),
    acted: r.acted,
  }));

/**
 * Who acts on a request's steps (issue 36: a payroll's register marks them): those who approved a step and those who
 * may act on a step, never the requester. With no request yet (`requestId` null), the chain the request would follow
 * if `requesterUserId` filed it now.
 */
export async function stepActorsOf(q: Queryable, subject: { requestId: number } | { type: TRequestType; requesterUserId: number }): Promise<StepActorOf[]> {
  if ('requestId' in subject) {
    const request = await repo.findRequest(q, subject.requestId);
    if (!request) return [];
    return labelled(request.steps, await repo.stepActors(q, request.steps, request.department_id, request.requester_personnel_id, request.id));
  }
  const requester = await repo.requesterContext(q, subject.requesterUserId);
  const chain = await chains.resolveChain(q, subject.type, requester?.department_id ?? null, requester?.campus_id ?? null);
  if (!chain) return [];
  const steps: ApprovalStepSnapshot[] = chain.steps.map((s) => ({
    position: s.position,
    actor_kind: s.actor_kind,
    role_id: s.role_id,
    personnel_id: s.personnel_id,
    label: s.label,
  }));
  return labelled(steps, await repo.stepActors(q, steps, requester?.department_id ?? null, requester?.personnel_id ?? null, null));
}
