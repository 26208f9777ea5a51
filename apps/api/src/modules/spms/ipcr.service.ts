import { withTransaction, type Queryable } from '@hris/db';
import {
  IPCR_STATUS_LABELS,
  SPMS_CATEGORY_LABELS,
  type TApprovedRating,
  type TIpcr,
  type TIpcrAccomplishmentsBody,
  type TIpcrOfficeQuery,
  type TIpcrTargetsBody,
  type TRequestSummary,
} from '@hris/contracts';
import { adjectivalRating, finalRating, formatRating } from '../../domain/spms';
import { hasAnyView, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import type { DecidedRequest, Outcome, RequestHandler } from '../../lib/module';
import { startRequest } from '../approvals';
import { notify } from '../notifications';
import * as repo from './spms.repo';

// Each employee's IPCR for a period (CSC MC No. 6 s. 2012): draft (targets under the MFOs, weights adding up to 100) →
// committed (the head is told) → accomplishments filed and submitted for rating: the chain `ipcr` (the head rates Q/E/T
// per target, the PMT may calibrate, the head of agency approves; ipcr.rating.ts) → approved. Returned goes back to the
// employee, who may change targets and accomplishments and submit again.

/** Who reads every IPCR: the SPMIS Admin (the performance management team holds it). */
export const READ_ALL_IPCRS = ['SPMSADMIN'] as const;
const NOT_FOUND = 'The IPCR was not found.';

/** The employee's own IPCR may be changed from the start of target setting until rating closes (see settings.openPeriod). */
function windowProblem(period: repo.PeriodRow, today: string): string | null {
  if (today < period.targets_from) return `Target setting for ${period.name} opens on ${period.targets_from}.`;
  if (today > period.rating_until) return `The IPCRs of ${period.name} closed on ${period.rating_until}.`;
  return null;
}

/** Whether the actor acts on the step now waiting on the IPCR's request (never on their own IPCR). */
async function actsOnCurrentStep(deps: Deps, actor: Actor, ipcr: repo.IpcrRow) {
  if (!ipcr.approval_request_id || actor.personnelId === ipcr.personnel_id) return null;
  const request = await repo.requestOf(deps.db, ipcr.approval_request_id);
  if (!request || request.status !== 'pending') return null;
  const step = request.steps.find((s) => s.position === request.current_step);
  if (!step) return null;
  if (step.actor_kind === 'department_head') {
    return actor.personnelId !== null && (await repo.headsOffice(deps.db, actor.personnelId, ipcr.department_id)) ? step : null;
  }
  if (step.actor_kind === 'role' && step.role_id !== null) return (await repo.rolesOfUser(deps.db, actor.userId)).includes(step.role_id) ? step : null;
  return null;
}

/** Whether the actor holds a role some step of the IPCR's request names (the head of agency reads what they approve). */
async function onTheChain(deps: Deps, actor: Actor, ipcr: repo.IpcrRow) {
  if (!ipcr.approval_request_id) return false;
  const request = await repo.requestOf(deps.db, ipcr.approval_request_id);
  const roles = await repo.rolesOfUser(deps.db, actor.userId);
  return !!request?.steps.some((s) => s.actor_kind === 'role' && s.role_id !== null && roles.includes(s.role_id));
}

/** The IPCR to its owner, the head (or OIC) of its office, the SPMIS Admin and the chain's approvers; audited when not one's own. */
export async function mustSee(deps: Deps, actor: Actor, id: number) {
  const ipcr = await repo.ipcrById(deps.db, id);
  if (!ipcr) throw AppError.notFound(NOT_FOUND);
  if (ipcr.personnel_id === actor.personnelId) return ipcr;
  const head = actor.personnelId !== null && (await repo.headsOffice(deps.db, actor.personnelId, ipcr.department_id));
  if (!head && !hasAnyView(actor, READ_ALL_IPCRS) && !(await onTheChain(deps, actor, ipcr))) throw AppError.notFound(NOT_FOUND);
  await auditPersonalRead(deps, actor, { entity: 'ipcr', entityId: id, personnelId: ipcr.personnel_id, what: `IPCR ${id}` });
  return ipcr;
}

export async function present(deps: Deps, actor: Actor, ipcr: repo.IpcrRow): Promise<TIpcr> {
  const [period, targets, step] = await Promise.all([
    repo.periodById(deps.db, ipcr.period_id),
    repo.targetsOf(deps.db, ipcr.id),
    actsOnCurrentStep(deps, actor, ipcr),
  ]);
  const request = ipcr.approval_request_id ? await repo.requestOf(deps.db, ipcr.approval_request_id) : null;
  const own = ipcr.personnel_id === actor.personnelId;
  const open = windowProblem(period!, deps.clock.today()) === null;
  const { user_id: _u, department_id: _d, period_id: _p, ...rest } = ipcr;
  return {
    ...rest,
    period: period!,
    targets: targets.map(({ ipcr_id: _i, ...t }) => t),
    waiting_for:
      ipcr.status === 'for_rating' && request?.status === 'pending' ? (request.steps.find((s) => s.position === request.current_step)?.label ?? null) : null,
    can_edit_targets: own && open && (ipcr.status === 'draft' || ipcr.status === 'returned'),
    can_edit_accomplishments: own && open && (ipcr.status === 'committed' || ipcr.status === 'returned'),
    can_rate: step !== null,
    current_step: ipcr.status === 'for_rating' && request?.status === 'pending' ? request.current_step : null,
  };
}

const answer = async (deps: Deps, actor: Actor, id: number) => present(deps, actor, (await repo.ipcrById(deps.db, id))!);

export async function mine(deps: Deps, actor: Actor) {
  if (!actor.personnelId) return { ipcrs: [] };
  return { ipcrs: await repo.ipcrsOf(deps.db, actor.personnelId) };
}

/**
 * The IPCRs of the offices the caller heads or stands in for (OIC), for a period (the open one by default); or, with
 * `list: 'waiting'`, those of any period whose chain waits at a step of a role the caller holds (the PMT's calibration,
 * the head of agency's approval): the PMT heads no office and finds them here. Audited.
 */
export async function office(deps: Deps, actor: Actor, q: TIpcrOfficeQuery) {
  if (q.list === 'waiting') {
    const ipcrs = await repo.ipcrsWaitingForRoles(deps.db, actor.userId, actor.personnelId);
    if (ipcrs.length)
      await auditPersonalRead(deps, actor, {
        entity: 'ipcr',
        what: 'IPCRs waiting for calibration or approval',
        personnelIds: ipcrs.map((i) => i.personnel_id),
      });
    return { ipcrs };
  }
  const periodId = q.period_id;
  // Someone who heads no office has no office list: empty, not refused (the view SPMS is every employee's).
  if (!actor.personnelId || !(await repo.headsOffice(deps.db, actor.personnelId))) return { ipcrs: [] };
  const periods = await repo.periods(deps.db);
  const today = deps.clock.today();
  const period = periodId ? periods.find((p) => p.id === periodId) : (periods.find((p) => p.starts_on <= today && today <= p.rating_until) ?? periods[0]);
  if (!period) return { ipcrs: [] };
  const ipcrs = await repo.officeIpcrs(deps.db, actor.personnelId, period.id);
  if (ipcrs.length) {
    await auditPersonalRead(deps, actor, { entity: 'ipcr', what: `office IPCRs ${period.name}`, personnelIds: ipcrs.map((i) => i.personnel_id) });
  }
  return { ipcrs };
}

/** How many open rating periods still wait for the employee to open their IPCR (the dashboard's count). */
export async function countToOpen(deps: Deps, actor: Actor): Promise<number> {
  return actor.personnelId ? repo.countPeriodsWithoutIpcr(deps.db, actor.personnelId, deps.clock.today()) : 0;
}

export async function get(deps: Deps, actor: Actor, id: number) {
  return { ipcr: await present(deps, actor, await mustSee(deps, actor, id)) };
}

export async function create(deps: Deps, actor: Actor, periodId: number) {
  if (!actor.personnelId) throw AppError.forbidden('Only employees keep an IPCR.');
  const period = await repo.periodById(deps.db, periodId);
  if (!period) throw AppError.validation('period_id', 'Choose a rating period from the list.');
  const problem = windowProblem(period, deps.clock.today());
  if (problem) throw AppError.validation('period_id', problem);
  const departmentId = await repo.departmentOf(deps.db, actor.personnelId);
  if (!departmentId) throw AppError.validation('period_id', 'Your personnel record names no office: ask the HR office to set it first.');
  const id = await repo.insertIpcr(deps.db, periodId, actor.personnelId, departmentId);
  if (!id) throw AppError.validation('period_id', `You already have an IPCR for ${period.name}.`);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'ipcr', entityId: id, after: { period_id: periodId }, ip: actor.ip });
  return { message: `Your IPCR for ${period.name} has been opened: set your targets.`, ipcr: await answer(deps, actor, id) };
}

/** The employee's own IPCR in a state they may change, within the period's window; anyone else: 404. */
async function mustOwn(deps: Deps, actor: Actor, id: number, statuses: readonly string[], what: string) {
  const ipcr = await repo.ipcrById(deps.db, id);
  if (!ipcr || ipcr.personnel_id !== actor.personnelId) throw AppError.notFound(NOT_FOUND);
  const problem = windowProblem((await repo.periodById(deps.db, ipcr.period_id))!, deps.clock.today());
  if (problem) throw AppError.validation('status', problem);
  if (!statuses.includes(ipcr.status)) throw AppError.validation('status', `The IPCR is ${IPCR_STATUS_LABELS[ipcr.status].toLowerCase()}: ${what}.`);
  return ipcr;
}

export async function saveTargets(deps: Deps, actor: Actor, id: number, body: TIpcrTargetsBody) {
  const before = await mustOwn(deps, actor, id, ['draft', 'returned'], 'its targets can no longer be changed');
  const errors: Record<string, string[]> = {};
  const missing = await repo.missingMfos(
    deps.db,
    body.targets.map((t) => t.mfo_id),
  );
  const known = await repo.indicators(deps.db, false);
  body.targets.forEach((t, i) => {
    if (missing.includes(t.mfo_id)) errors[`targets.${i}.mfo_id`] = ['Choose an MFO from the list.'];
    if (t.success_indicator_id && !known.some((k) => k.id === t.success_indicator_id && k.mfo_id === t.mfo_id)) {
      errors[`targets.${i}.success_indicator_id`] = ['Choose a success indicator of this MFO, or write your own.'];
    }
  });
  if (Object.keys(errors).length) throw AppError.validationMany(errors);
  await withTransaction(deps.db, async (tx) => {
    const locked = (await repo.ipcrById(tx, id, true))!;
    if (locked.status !== before.status) throw AppError.validation('status', 'The IPCR changed meanwhile; reload the page.');
    await repo.replaceTargets(tx, id, body.targets);
    await repo.setIpcr(tx, id, { final_rating: null, adjective: null });
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'ipcr', entityId: id, after: body, ip: actor.ip });
  return { message: 'Your targets have been saved.', ipcr: await answer(deps, actor, id) };
}

/** The employee commits to the targets; the head of the office is told. */
export async function commit(deps: Deps, actor: Actor, id: number) {
  const ipcr = await mustOwn(deps, actor, id, ['draft'], 'its targets are already committed');
  const targets = await repo.targetsOf(deps.db, id);
  if (!targets.length) throw AppError.validation('targets', 'Add at least one target.');
  await withTransaction(deps.db, async (tx) => {
    await repo.setIpcr(tx, id, { status: 'committed', committed_at: deps.clock.now() });
    const head = await repo.headOf(tx, ipcr.department_id);
    if (head && head !== ipcr.personnel_id) {
      await notify(
        deps,
        { personnelId: head },
        {
          title: 'IPCR targets committed',
          description: `${ipcr.employee} committed to ${targets.length} target(s) for the period.`,
          link: `/spmis/ipcr/${id}`,
        },
        tx,
      );
    }
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'ipcr', entityId: id, after: { status: 'committed' }, ip: actor.ip });
  return { message: 'Your targets are committed; your head has been told.', ipcr: await answer(deps, actor, id) };
}

export async function saveAccomplishments(deps: Deps, actor: Actor, id: number, body: TIpcrAccomplishmentsBody) {
  await mustOwn(deps, actor, id, ['committed', 'returned'], 'its accomplishments can no longer be changed');
  const targets = await repo.targetsOf(deps.db, id);
  const errors: Record<string, string[]> = {};
  body.accomplishments.forEach((a, i) => {
    if (!targets.some((t) => t.id === a.target_id)) errors[`accomplishments.${i}.target_id`] = ['This target is not on the IPCR any more; reload the page.'];
  });
  if (Object.keys(errors).length) throw AppError.validationMany(errors);
  await withTransaction(deps.db, async (tx) => {
    for (const a of body.accomplishments) await repo.setAccomplishment(tx, id, a.target_id, a.accomplishment || null);
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'ipcr', entityId: id, after: body, ip: actor.ip });
  return { message: 'Your accomplishments have been saved.', ipcr: await answer(deps, actor, id) };
}

/** The employee submits the accomplishments for rating: the chain `ipcr` starts (the head rates first). */
export async function submit(deps: Deps, actor: Actor, id: number) {
  const ipcr = await mustOwn(deps, actor, id, ['committed', 'returned'], 'it has already been submitted');
  const targets = await repo.targetsOf(deps.db, id);
  if (!targets.length) throw AppError.validation('targets', 'Add at least one target.');
  const errors: Record<string, string[]> = {};
  targets.forEach((t, i) => {
    if (!t.accomplishment?.trim()) errors[`accomplishments.${i}.accomplishment`] = [`Write the actual accomplishment for “${t.output}”.`];
  });
  if (Object.keys(errors).length) throw AppError.validationMany(errors);
  const period = (await repo.periodById(deps.db, ipcr.period_id))!;
  await withTransaction(deps.db, async (tx) => {
    const locked = (await repo.ipcrById(tx, id, true))!;
    if (locked.status !== 'committed' && locked.status !== 'returned') throw AppError.validation('status', 'The IPCR has already been submitted.');
    const request = await startRequest(
      deps,
      { type: 'ipcr', requesterUserId: actor.userId, subjectId: id, title: `IPCR ${period.name}`, link: `/spmis/ipcr/${id}` },
      tx,
    );
    await repo.setIpcr(tx, id, { status: 'for_rating', approval_request_id: request.id, submitted_at: deps.clock.now() });
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'ipcr', entityId: id, after: { status: 'for_rating' }, ip: actor.ip });
  return { message: 'Your IPCR has been sent to your head for rating.', ipcr: await answer(deps, actor, id) };
}

/** The final rating and its adjective from the targets as stored now (null while a target is unrated). */
export async function computeFinal(deps: Deps, ipcrId: number, q = deps.db) {
  const [targets, scale] = await Promise.all([repo.targetsOf(q, ipcrId), repo.scale(q)]);
  const final = finalRating(targets.map((t) => ({ average: t.average === null ? null : Math.round(Number(t.average) * 1000), weight: Number(t.weight) })));
  if (final === null) return { final_rating: null, adjective: null };
  return { final_rating: formatRating(final), adjective: adjectivalRating(final, scale).adjective };
}

async function onDecided(deps: Deps, request: DecidedRequest, outcome: Outcome) {
  const ipcr = await repo.ipcrByRequest(deps.db, request.id);
  if (!ipcr || ipcr.status !== 'for_rating') return;
  if (outcome === 'approved') {
    const final = await computeFinal(deps, ipcr.id);
    await repo.setIpcr(deps.db, ipcr.id, { status: 'approved', ...final, approved_at: deps.clock.now() });
    await notify(
      deps,
      { personnelId: ipcr.personnel_id },
      {
        title: 'IPCR approved',
        description: final.final_rating ? `Your final rating is ${final.final_rating} (${final.adjective}).` : 'Your IPCR has been approved.',
        link: `/spmis/ipcr/${ipcr.id}`,
      },
    );
    return;
  }
  // Returned or disapproved: back to the employee to change and submit again; withdrawn: as it was before submitting.
  await repo.setIpcr(deps.db, ipcr.id, { status: outcome === 'cancelled' ? 'committed' : 'returned' });
}

/** The rating as the approvers read it: provisional (not final) until the head of agency approves it. */
function ratingFact(ipcr: Pick<repo.IpcrRow, 'status' | 'final_rating' | 'adjective'>) {
  if (!ipcr.final_rating) return { label: 'Final rating', value: 'Not rated yet: the head rates each target (open the IPCR to rate)' };
  const rating = `${ipcr.final_rating} (${ipcr.adjective})`;
  return ipcr.status === 'approved'
    ? { label: 'Final rating', value: rating }
    : { label: 'Provisional rating', value: `${rating}, until the head of agency approves` };
}

/** What each approver sees before deciding: the period and every target with its weight, accomplishment and rating. */
async function describe(deps: Deps, request: DecidedRequest): Promise<TRequestSummary> {
  const ipcr = await repo.ipcrByRequest(deps.db, request.id);
  if (!ipcr) return { facts: [], balances: [], certification: null };
  const [period, targets] = await Promise.all([repo.periodById(deps.db, ipcr.period_id), repo.targetsOf(deps.db, ipcr.id)]);
  const rated = (t: repo.TargetRow) =>
    t.average === null ? 'not rated yet' : `rated Q ${t.quality ?? '–'}, E ${t.efficiency ?? '–'}, T ${t.timeliness ?? '–'}: average ${t.average}`;
  return {
    facts: [
      { label: 'Employee', value: ipcr.employee },
      { label: 'Office', value: ipcr.office },
      { label: 'Period', value: period!.name },
      ...targets.map((t, n) => ({
        label: `Target ${n + 1}`,
        value: `${SPMS_CATEGORY_LABELS[t.category]}, ${t.mfo}: ${t.output} (${t.indicator}); weight ${Number(t.weight)}%; accomplished: ${t.accomplishment ?? '—'}; ${rated(t)}`,
      })),
      ratingFact(ipcr),
    ],
    balances: [],
    certification: null,
  };
}

export const ipcrDecisions = { onDecided, describe } satisfies Pick<RequestHandler, 'onDecided' | 'describe'>;

/**
 * Each person's approved IPCR ratings for the periods overlapping [from, to] (dates, YYYY-MM-DD), oldest first: what
 * the office rollup (DPCR/OPCR), the NOSI's eligibility and recruitment read. Only approved IPCRs count.
 */
export function approvedRatingsOf(db: Queryable, personnelIds: number[], from: string, to: string): Promise<TApprovedRating[]> {
  if (!personnelIds.length) return Promise.resolve([]);
  return repo.approvedRatings(db, personnelIds, from, to);
}
