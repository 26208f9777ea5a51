import { REQUEST_TYPES, type TRequestType } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import * as repo from './roles.repo';
import type { ApprovalRole } from './roles.repo';

// Who may hand out what (issue 15): a view opens part of the system, so nobody gives a view they do
// not hold themselves, only an administrator gives ADMIN, and only an administrator changes what an
// administrator holds (an account or a role with ADMIN), so the HR office cannot make itself one.

export const ADMIN_VIEW = 'ADMIN';

/** Refuses handing out views the caller does not hold, naming them. */
export function refuseViewsNotHeld(actor: Actor, views: Iterable<string>): void {
  const missing = [...new Set(views)].filter((view) => !actor.views.includes(view)).sort();
  if (!missing.length) return;
  if (missing.includes(ADMIN_VIEW)) throw AppError.forbidden("Only an administrator can give the administrator's view (ADMIN).");
  const these = missing.length > 1 ? 'these views' : 'this view';
  throw AppError.forbidden(`You cannot give ${missing.join(', ')}: you do not hold ${these} yourself. Ask an administrator.`);
}

/** Refuses a non-administrator changing something that holds ADMIN (`what`: "an administrator's account"…). */
export function refuseAdministratorsThing(actor: Actor, heldViews: readonly string[], what: string): void {
  if (heldViews.includes(ADMIN_VIEW) && !actor.views.includes(ADMIN_VIEW)) throw AppError.forbidden(`Only an administrator can change ${what}.`);
}

// Approval roles (issue 36): a role that any approval chain names at a step (accounting certifies a payroll's funds,
// the Office of the President approves its payment, the committees and the PMT decide) acts on other people's
// requests, so handing it out is an administrator's act, like ADMIN. An HR officer who held the roles and users pages
// gave one employee both payroll roles, and that employee certified and approved a payroll paying HR.

export type { ApprovalRole } from './roles.repo';

/**
 * Which of these roles act in an approval chain: named by a step of any chain, or by a step of a request under way
 * (a request keeps the steps it started with, so a role taken out of a chain still acts on those). One query.
 */
export async function approvalRolesAmong(q: Queryable, roleIds: readonly number[]): Promise<ApprovalRole[]> {
  if (!roleIds.length) return [];
  return repo.approvalRolesAmong(q, roleIds);
}

const chainWords = (types: readonly string[]) => {
  const labels = types.map((t) => REQUEST_TYPES[t as TRequestType] ?? t);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
  return `${list} ${labels.length > 1 ? 'chains' : 'chain'}`;
};

/**
 * Refuses a non-administrator giving, taking away, changing or deleting a role that acts in an approval chain
 * (`verb`: "give", "take away", "change", "delete"), naming the role and its chains in the users' words.
 */
export async function refuseApprovalRoles(q: Queryable, actor: Actor, roleIds: readonly number[], verb: string): Promise<void> {
  if (actor.views.includes(ADMIN_VIEW) || !roleIds.length) return;
  const [role] = await approvalRolesAmong(q, roleIds);
  if (!role) return;
  throw AppError.forbidden(`Only an administrator can ${verb} the ${role.name} role: it approves requests in the ${chainWords(role.request_types)}.`);
}
