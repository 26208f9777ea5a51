import { AppError } from './app-error';

/** Who is calling: passed explicitly to services (DESIGN.md). */
export type Actor = {
  userId: number;
  sessionId: string;
  personnelId: number | null;
  views: string[];
  roles: string[];
  ip?: string;
};

export function hasAnyView(actor: Actor, views: readonly string[]): boolean {
  return views.some((v) => actor.views.includes(v));
}

/** Whether a record is the caller's own (by personnel id: one person may have had more than one account). */
export function isOwnRecord(actor: Actor, personnelId: number | null | undefined): boolean {
  return actor.personnelId !== null && personnelId != null && actor.personnelId === personnelId;
}

/**
 * Separation of duties: nobody acts on their own records in the office paths (opening leave balances,
 * manual punches, clearance, approvals), as PDS checking already refuses. The message says who must act.
 */
export function refuseOwnRecord(actor: Actor, personnelId: number | null | undefined, message: string): void {
  if (isOwnRecord(actor, personnelId)) throw AppError.forbidden(message);
}

/** A face attendance kiosk calling with its own key (issue 37): it may only recognise faces of its campus. */
export type Kiosk = {
  id: number;
  name: string;
  campusId: number;
  campus: string;
  ip?: string;
};
