import { AppError } from '../../lib/app-error';
import { hasAnyView, type Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';

// A PDS holds sensitive personal data (Data Privacy Act, RA 10173): only its owner and the HR
// offices that keep or check it may read it, and every read by someone else is logged.

/** Who may read anyone's PDS. */
export const READ_ANY_PDS = ['PERSONNELS', 'PDS-CHECKING'] as const;
/** Who may edit anyone's PDS. */
export const EDIT_ANY_PDS = ['PERSONNELS'] as const;

const notFound = () => AppError.notFound('The personnel record was not found.');

/** Refuses (as "not found", so ids cannot be probed) a reader who is neither the owner nor HR. */
export function mustReadPds(actor: Actor, personnelId: number): void {
  if (actor.personnelId !== personnelId && !hasAnyView(actor, READ_ANY_PDS)) throw notFound();
}

export function mustEditPds(actor: Actor, personnelId: number): void {
  if (actor.personnelId === personnelId || hasAnyView(actor, EDIT_ANY_PDS)) return;
  // A checker may look but not change; anyone else learns nothing.
  if (hasAnyView(actor, READ_ANY_PDS)) throw AppError.forbidden('Only the employee or the personnel office may change a PDS.');
  throw notFound();
}

/** Logs HR's read of another person's PDS (what was read: the sheet, its print, a document). */
export async function logPdsRead(deps: Deps, actor: Actor, personnelId: number, what: string): Promise<void> {
  if (actor.personnelId === personnelId) return;
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'read', entity: 'pds', entityId: personnelId, after: { what }, ip: actor.ip });
}
