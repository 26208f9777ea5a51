import { withTransaction } from '@hris/db';
import {
  LD_COMMITTEES,
  type TCommitteeMemberBody,
  type TCompetencyBody,
  type TInterventionTypeBody,
  type TLdBudgetBody,
  type TPositionProfileBody,
} from '@hris/contracts';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import * as lnd from './lnd.repo';
import * as repo from './manage.repo';

// What the L&D administrators keep (issue 22, /lnd/manage/admin and /lnd/manage/committee): the lists plans are
// made from (competencies, intervention types, the positions' competency profiles), the committees' members, and
// the L&D years with their budgets per office and fund (the secretariat sets those too).

/** Who keeps the lists and the committees (SPEC.md §6 LDADMIN). */
export const MANAGE = ['LDADMIN'] as const;
/** Who sets the year's budget: the L&D administrators and the committee's secretariat. */
export const SET_BUDGET = ['LDADMIN', 'LDCOMSEC'] as const;

const audit = (deps: Deps, actor: Actor, e: { action: 'create' | 'update' | 'delete'; entity: string; entityId?: number; before?: unknown; after?: unknown }) =>
  writeAudit(deps.db, { actorUserId: actor.userId, ip: actor.ip, ...e });

// ── Competencies ──
export async function addCompetency(deps: Deps, actor: Actor, body: TCompetencyBody) {
  const competency = (await repo.insertCompetency(deps.db, body))!;
  await audit(deps, actor, { action: 'create', entity: 'competency', entityId: competency.id, after: body });
  return { message: `“${competency.name}” has been added to the competency library.`, competency };
}
export async function changeCompetency(deps: Deps, actor: Actor, id: number, body: TCompetencyBody) {
  const before = await repo.competencyById(deps.db, id);
  if (!before) throw AppError.notFound('The competency was not found.');
  const competency = (await repo.updateCompetency(deps.db, id, body))!;
  await audit(deps, actor, { action: 'update', entity: 'competency', entityId: id, before, after: body });
  return { message: `“${competency.name}” has been saved.`, competency };
}
export async function removeCompetency(deps: Deps, actor: Actor, id: number) {
  const before = await repo.competencyById(deps.db, id);
  if (!before) throw AppError.notFound('The competency was not found.');
  if (await repo.competencyInUse(deps.db, id))
    throw AppError.validation('competency', `“${before.name}” is named by plans, recommendations or position profiles: it is kept.`);
  await repo.deleteCompetency(deps.db, id);
  await audit(deps, actor, { action: 'delete', entity: 'competency', entityId: id, before });
  return { message: `“${before.name}” has been removed from the library.` };
}

// ── Position profiles ──
export async function positionProfile(deps: Deps, positionId: number) {
  const position = await repo.positionName(deps.db, positionId);
  if (!position) throw AppError.notFound('The position was not found.');
  return { position, competencies: await repo.profileOf(deps.db, positionId) };
}
/** The employee's own position's profile: the levels their plan's gaps are measured against. */
export async function myProfile(deps: Deps, actor: Actor) {
  const position = actor.personnelId ? await repo.positionOf(deps.db, actor.personnelId) : null;
  return { position, competencies: position ? await repo.profileOf(deps.db, position.id) : [] };
}
export async function saveProfile(deps: Deps, actor: Actor, positionId: number, body: TPositionProfileBody) {
  const before = await positionProfile(deps, positionId);
  const missing = new Set(
    await lnd.missingCompetencies(
      deps.db,
      body.competencies.map((c) => c.competency_id),
    ),
  );
  const errors: Record<string, string[]> = {};
  body.competencies.forEach((c, i) => {
    if (missing.has(c.competency_id)) errors[`competencies.${i}.competency_id`] = ['Choose a competency from the list.'];
  });
  if (Object.keys(errors).length) throw AppError.validationMany(errors);
  await withTransaction(deps.db, (tx) => repo.replaceProfile(tx, positionId, body.competencies));
  await audit(deps, actor, { action: 'update', entity: 'position_competencies', entityId: positionId, before: before.competencies, after: body });
  return { message: `The competency profile of ${before.position.name} has been saved.`, profile: await positionProfile(deps, positionId) };
}

// ── Intervention types ──
export async function interventionTypes(deps: Deps) {
  const list = await repo.interventionTypes(deps.db);
  return { intervention_types: list, meta: { page: 1, per_page: list.length, total: list.length } };
}
export async function saveInterventionType(deps: Deps, actor: Actor, body: TInterventionTypeBody) {
  const saved = (await repo.upsertInterventionType(deps.db, body))!;
  await audit(deps, actor, { action: 'update', entity: 'intervention_type', after: body });
  return {
    message: saved.active ? `“${saved.name}” has been saved.` : `“${saved.name}” has been retired: new plan items no longer offer it.`,
    intervention_type: saved,
  };
}

// ── Committees ──
export async function committeeMembers(deps: Deps) {
  const list = await repo.members(deps.db);
  return { members: list, meta: { page: 1, per_page: list.length, total: list.length } };
}
export async function saveMember(deps: Deps, actor: Actor, body: TCommitteeMemberBody) {
  // Seats decide plans and scholarships: nobody seats themselves (or changes their own seat).
  if (body.personnel_id === actor.personnelId)
    throw AppError.validation('personnel_id', 'You cannot seat yourself on a committee; another L&D administrator does.');
  const account = await repo.accountOf(deps.db, body.personnel_id);
  if (!account) throw AppError.validation('personnel_id', 'This employee has no active account to sit and vote with.');
  const id = await repo.upsertMember(deps.db, { committee: body.committee, userId: account.id, role: body.role });
  const member = (await repo.memberById(deps.db, id))!;
  await audit(deps, actor, { action: 'update', entity: 'ld_committee_member', entityId: id, after: body });
  return { message: `${member.user.name} sits on the ${LD_COMMITTEES[body.committee].toLowerCase()}.`, member };
}
export async function removeMember(deps: Deps, actor: Actor, id: number) {
  const before = await repo.memberById(deps.db, id);
  if (!before) throw AppError.notFound('The member was not found.');
  if (before.user.id === actor.userId) throw AppError.validation('member', 'You cannot change your own seat; another L&D administrator does.');
  await repo.deleteMember(deps.db, id);
  await audit(deps, actor, { action: 'delete', entity: 'ld_committee_member', entityId: id, before });
  return { message: `${before.user.name} no longer sits on the ${LD_COMMITTEES[before.committee].toLowerCase()}.` };
}

// ── Years and budgets ──
export async function years(deps: Deps) {
  const list = await repo.years(deps.db);
  return { years: list, meta: { page: 1, per_page: list.length, total: list.length } };
}
export async function openYear(deps: Deps, actor: Actor, year: number) {
  if (!(await repo.insertYear(deps.db, year))) throw AppError.validation('year', `The L&D year ${year} is already open.`);
  await audit(deps, actor, { action: 'create', entity: 'ld_year', entityId: year, after: { year } });
  return { message: `The L&D year ${year} is open: set its budget per office and fund.`, year: (await repo.yearRow(deps.db, year))! };
}
export async function makeCurrent(deps: Deps, actor: Actor, year: number) {
  if (!(await repo.yearRow(deps.db, year))) throw AppError.notFound(`The L&D year ${year} is not open.`);
  await withTransaction(deps.db, (tx) => repo.makeCurrent(tx, year));
  await audit(deps, actor, { action: 'update', entity: 'ld_year', entityId: year, after: { is_current: true } });
  return { message: `${year} is now the current L&D year.`, year: (await repo.yearRow(deps.db, year))! };
}
export async function budgets(deps: Deps, year: number) {
  const list = await repo.budgets(deps.db, year);
  return { budgets: list, meta: { page: 1, per_page: list.length, total: list.length } };
}
export async function saveBudget(deps: Deps, actor: Actor, body: TLdBudgetBody) {
  const errors: Record<string, string[]> = {};
  const [year, office, fund] = await Promise.all([
    repo.yearRow(deps.db, body.year),
    repo.departmentExists(deps.db, body.department_id),
    repo.fundExists(deps.db, body.fund_source_id),
  ]);
  if (!year) errors.year = [`Open the L&D year ${body.year} first.`];
  if (!office) errors.department_id = ['Choose an office from the list.'];
  if (!fund) errors.fund_source_id = ['Choose a fund from the list.'];
  if (Object.keys(errors).length) throw AppError.validationMany(errors);
  const id = await repo.upsertBudget(deps.db, { year: body.year, departmentId: body.department_id, fundSourceId: body.fund_source_id, amount: body.amount });
  const budget = (await repo.budgetById(deps.db, id))!;
  await audit(deps, actor, { action: 'update', entity: 'ld_budget', entityId: id, after: body });
  return { message: `The ${body.year} L&D budget of ${budget.department.acronym} (fund ${budget.fund_source.code}) has been saved.`, budget };
}
export async function removeBudget(deps: Deps, actor: Actor, id: number) {
  const before = await repo.budgetById(deps.db, id);
  if (!before) throw AppError.notFound('The budget line was not found.');
  await repo.deleteBudget(deps.db, id);
  await audit(deps, actor, { action: 'delete', entity: 'ld_budget', entityId: id, before });
  return { message: 'The budget line has been removed.' };
}
