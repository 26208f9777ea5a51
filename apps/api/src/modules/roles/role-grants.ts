import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';

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
