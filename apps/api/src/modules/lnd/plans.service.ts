import { withTransaction, type Queryable } from '@hris/db';
import { ZPlanBody, type TDevelopmentPlan, type TPlanBody, type TPlanItem, type TRequestSummary, type TRequestType } from '@hris/contracts';
import { hasAnyView, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import type { ActContext, DecidedRequest, Outcome, RequestHandler } from '../../lib/module';
import { startRequest } from '../approvals';
import * as repo from './lnd.repo';

// Individual development plans (issue 22): each employee's own, per period; reviewed through the one approval chain
// (the immediate head, the department personnel committee, the faculty or administrative L&D committee).

/** Who reads every plan: the L&D committees and their secretariat, the department personnel committee, the L&D administrators. */
export const READ_ALL_PLANS = ['LDCOMSEC', 'LDDPCSEC', 'LDADMIN'] as const;
const NOT_FOUND = 'The development plan was not found.';

function present(plan: repo.PlanRow, items: repo.ItemRow[], today: string): TDevelopmentPlan {
  const { personnel_id: _p, department_id: _d, ...rest } = plan;
  return {
    ...rest,
    items: items
      .filter((i) => i.plan_id === plan.id)
      .map(({ plan_id: _plan, ...i }): TPlanItem => ({ ...i, overdue: i.status === 'planned' && i.target_date < today })),
  };
}

async function presentOne(deps: Deps, plan: repo.PlanRow) {
  return present(plan, await repo.itemsOf(deps.db, [plan.id]), deps.clock.today());
}

/** The plan to its owner, their immediate head, and the committees; audited when not one's own. */
async function mustSee(deps: Deps, actor: Actor, id: number) {
  const plan = await repo.planById(deps.db, id);
  if (!plan) throw AppError.notFound(NOT_FOUND);
  if (plan.personnel_id === actor.personnelId) return plan;
  const head = actor.personnelId !== null && (await repo.isHeadOf(deps.db, actor.personnelId, plan.personnel_id));
  if (!head && !hasAnyView(actor, READ_ALL_PLANS)) throw AppError.notFound(NOT_FOUND);
  await auditPersonalRead(deps, actor, {
    entity: 'development_plan',
    entityId: id,
    personnelId: plan.personnel_id,
    what: `development plan ${plan.period_from}`,
  });
  return plan;
}

/** The employee's own plan, while they may still change it (a draft, or returned to them). */
async function mustOwnOpen(deps: Deps, actor: Actor, id: number) {
  const plan = await repo.planById(deps.db, id);
  if (!plan || plan.personnel_id !== actor.personnelId) throw AppError.notFound(NOT_FOUND);
  if (plan.status !== 'draft' && plan.status !== 'returned') {
    throw AppError.validation(
      'status',
      plan.status === 'submitted' ? 'The plan is being reviewed: it can be changed once returned to you.' : `The plan is ${plan.status}.`,
    );
  }
  return plan;
}

/**
 * What the form asks of each item, beyond its own shape: a competency and an intervention on the lists, a target date
 * not past, an item id of this plan, a recommendation of this person still open.
 */
async function checkItems(deps: Deps, body: TPlanBody, owner: { personnelId: number; planId: number | null }) {
  const today = deps.clock.today();
  const errors: Record<string, string[]> = {};
  const flag = (i: number, field: string, message: string) => (errors[`items.${i}.${field}`] ??= [message]);
  body.items.forEach((item, i) => {
    if (item.target_date < today) flag(i, 'target_date', 'The target date must not be in the past.');
  });
  const [missing, unknown, foreign, usable] = await Promise.all([
    repo.missingCompetencies(
      deps.db,
      body.items.map((i) => i.competency_id),
    ),
    repo.unknownInterventions(
      deps.db,
      body.items.map((i) => i.intervention_type),
    ),
    owner.planId === null
      ? ([] as number[])
      : repo.foreignItemIds(
          deps.db,
          owner.planId,
          body.items.flatMap((i) => (i.id ? [i.id] : [])),
        ),
    repo.usableRecommendations(
      deps.db,
      owner.personnelId,
      owner.planId,
      body.items.flatMap((i) => (i.recommendation_id ? [i.recommendation_id] : [])),
    ),
  ]);
  body.items.forEach((item, i) => {
    if (missing.includes(item.competency_id)) flag(i, 'competency_id', 'Choose a competency from the list.');
    if (unknown.includes(item.intervention_type)) flag(i, 'intervention_type', 'Choose the intervention.');
    if (item.id && (owner.planId === null || foreign.includes(item.id))) flag(i, 'id', 'This item is not on the plan any more; reload the page.');
    if (item.recommendation_id && !usable.has(item.recommendation_id)) flag(i, 'recommendation_id', 'This recommendation is not open for you any more.');
  });
  if (Object.keys(errors).length) throw AppError.validationMany(errors);
}

/** Saves the items and marks the recommendations they take up as added, in the caller's unit of work. */
async function saveItems(tx: Queryable, planId: number, items: TPlanBody['items']) {
  const ids = await repo.saveItems(tx, planId, items);
  for (const [i, item] of items.entries()) {
    if (item.recommendation_id) await repo.setRecommendationStatus(tx, item.recommendation_id, 'added', ids[i]);
  }
}

export async function listPlans(deps: Deps, actor: Actor, q: { scope: 'mine' | 'office' | 'all'; status?: string; kind?: string; page: number }) {
  const perPage = 25;
  if (q.scope === 'mine' && !actor.personnelId) return { plans: [], meta: { page: q.page, per_page: perPage, total: 0 } };
  if (q.scope === 'office' && (!actor.personnelId || !hasAnyView(actor, ['LDHEAD']))) throw AppError.forbidden('Only heads see their office’s plans.');
  if (q.scope === 'all' && !hasAnyView(actor, READ_ALL_PLANS)) throw AppError.forbidden('Only the L&D committees see every plan.');
  const { rows, total } = await repo.listPlans(deps.db, {
    personnelId: q.scope === 'mine' ? actor.personnelId! : undefined,
    headPersonnelId: q.scope === 'office' ? actor.personnelId! : undefined,
    status: q.status,
    kind: q.kind,
    page: q.page,
    perPage,
  });
  const items = await repo.itemsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  if (q.scope !== 'mine' && rows.length) {
    await auditPersonalRead(deps, actor, { entity: 'development_plan', what: `development plans (${q.scope})`, personnelIds: rows.map((r) => r.personnel_id) });
  }
  const today = deps.clock.today();
  return { plans: rows.map((r) => present(r, items, today)), meta: { page: q.page, per_page: perPage, total } };
}

export async function getPlan(deps: Deps, actor: Actor, id: number) {
  return { plan: await presentOne(deps, await mustSee(deps, actor, id)) };
}

export async function createPlan(deps: Deps, actor: Actor, body: TPlanBody) {
  if (!actor.personnelId) throw AppError.forbidden('Only employees keep a development plan.');
  await checkItems(deps, body, { personnelId: actor.personnelId, planId: null });
  const kind = (await repo.kindOf(deps.db, actor.personnelId))!;
  const id = await withTransaction(deps.db, async (tx) => {
    const planId = await repo.insertPlan(tx, {
      personnelId: actor.personnelId!,
      kind,
      periodFrom: body.period_from,
      periodTo: body.period_to,
      userId: actor.userId,
    });
    await saveItems(tx, planId, body.items);
    return planId;
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'development_plan', entityId: id, after: body, ip: actor.ip });
  return { message: `Your development plan for ${period(body)} has been saved as a draft.`, plan: await presentOne(deps, (await repo.planById(deps.db, id))!) };
}

export async function updatePlan(deps: Deps, actor: Actor, id: number, body: TPlanBody) {
  const before = await mustOwnOpen(deps, actor, id);
  await checkItems(deps, body, { personnelId: before.personnel_id, planId: id });
  await withTransaction(deps.db, async (tx) => {
    await repo.updatePlanPeriod(tx, id, body.period_from, body.period_to);
    await saveItems(tx, id, body.items);
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'development_plan', entityId: id, before, after: body, ip: actor.ip });
  return { message: 'Your development plan has been saved.', plan: await presentOne(deps, (await repo.planById(deps.db, id))!) };
}

/** The employee sends the plan for review: the chain of their kind (faculty or administrative). */
export async function submitPlan(deps: Deps, actor: Actor, id: number) {
  const plan = await mustOwnOpen(deps, actor, id);
  const type: TRequestType = plan.kind === 'faculty' ? 'development_plan_faculty' : 'development_plan_administrative';
  await withTransaction(deps.db, async (tx) => {
    const locked = (await repo.planById(tx, id, true))!;
    if (locked.status !== 'draft' && locked.status !== 'returned') throw AppError.validation('status', 'The plan has already been sent.');
    const request = await startRequest(
      deps,
      { type, requesterUserId: actor.userId, subjectId: id, title: `Development plan ${period(plan)}`, link: `/lnd/development-plan/${id}` },
      tx,
    );
    await repo.setPlanStatus(tx, id, 'submitted', request.id);
  });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'development_plan',
    entityId: id,
    after: { status: 'submitted' },
    ip: actor.ip,
  });
  return { message: 'Your development plan has been sent to your head for review.', plan: await presentOne(deps, (await repo.planById(deps.db, id))!) };
}

const period = (p: { period_from: number; period_to: number }) => (p.period_from === p.period_to ? String(p.period_from) : `${p.period_from}–${p.period_to}`);

async function onDecided(deps: Deps, request: DecidedRequest, outcome: Outcome) {
  const plan = await repo.planByRequest(deps.db, request.id);
  if (!plan || plan.status !== 'submitted') return;
  await repo.setPlanStatus(deps.db, plan.id, outcome === 'cancelled' ? 'draft' : outcome);
}

/** What each reviewer sees before deciding: the period and every item with its gap, intervention, date and support. */
async function describe(deps: Deps, request: DecidedRequest): Promise<TRequestSummary> {
  const plan = await repo.planByRequest(deps.db, request.id);
  if (!plan) return { facts: [], balances: [], certification: null };
  const items = await repo.itemsOf(deps.db, [plan.id]);
  return {
    facts: [
      { label: 'Employee', value: plan.personnel.fullname },
      { label: 'Office', value: plan.personnel.department?.fullname ?? '—' },
      { label: 'Period', value: period(plan) },
      { label: 'Committee', value: plan.kind === 'faculty' ? 'Faculty L&D committee' : 'Administrative L&D committee' },
      ...items.map((i, n) => ({
        label: `Item ${n + 1}`,
        value: `${i.competency.name}: level ${i.current_level} → ${i.target_level}; ${i.intervention_type_name}${i.intervention ? ` (${i.intervention})` : ''} by ${i.target_date}${i.support_funds ? `; funds ${(i.support_funds / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}` : ''}${i.support_time ? '; time off' : ''}`,
      })),
    ],
    balances: [],
    certification: null,
  };
}

/**
 * "Approve with changes": a reviewer who approves may send the plan's items as they should stand (`details.items`,
 * the plan form's items with their ids). They are checked as the employee's would be and saved in the decision's own
 * unit of work, so a refused decision changes nothing; the remarks must say what changed (the employee is told).
 */
async function beforeAct(deps: Deps, request: DecidedRequest, ctx: ActContext) {
  if (ctx.action !== 'approve' || ctx.details?.items === undefined) return;
  const plan = await repo.planByRequest(deps.db, request.id);
  if (!plan) return;
  const parsed = ZPlanBody.safeParse({ period_from: plan.period_from, period_to: plan.period_to, items: ctx.details.items });
  if (!parsed.success) {
    // The keys the plan form uses (items.0.target_level), so the reviewer's form shows each message by its field.
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'items'] ??= []).push(issue.message);
    throw AppError.validationMany(errors);
  }
  if (!ctx.remarks?.trim()) throw AppError.validation('remarks', 'Say what you changed, so the employee knows.');
  await checkItems(deps, parsed.data, { personnelId: plan.personnel_id, planId: plan.id });
  const before = await repo.itemsOf(deps.db, [plan.id]);
  await saveItems(deps.db, plan.id, parsed.data.items);
  await writeAudit(deps.db, {
    actorUserId: ctx.actor.userId,
    action: 'update',
    entity: 'development_plan',
    entityId: plan.id,
    before: { items: before },
    after: { items: parsed.data.items, approved_with_changes: ctx.remarks },
    ip: ctx.actor.ip,
  });
}

export const planRequestHandler: RequestHandler = { onDecided, describe, beforeAct };
