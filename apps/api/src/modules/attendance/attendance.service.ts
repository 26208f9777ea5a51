import type { Queryable } from '@hris/db';
import { ZAttendanceLogEntry, type TAttendanceLogQuery, type TAttendanceSource, type TManualLogBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import { isOwnRecord, refuseOwnRecord, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import * as repo from './attendance.repo';
import { announcePunches } from '../attendance-reports';

// Punches from the JSON API, work from home and HR's manual entries, and the lists that show them.

/** A device clock a few minutes fast is common; anything later than this is refused as future. */
const CLOCK_SKEW_MS = 5 * 60_000;
const EARLIEST = Date.UTC(2000, 0, 1);

/** Why an instant cannot be a punch, or null when it can. */
export function instantProblem(at: Date, now: number): string | null {
  if (Number.isNaN(at.getTime())) return 'The timestamp is not a real date and time.';
  if (at.getTime() > now + CLOCK_SKEW_MS) return 'The timestamp is in the future.';
  if (at.getTime() < EARLIEST) return 'The timestamp is before the year 2000.';
  return null;
}

/** Separation of duties: an officer's own punches come from a device or from another officer. */
const OWN_PUNCHES = 'Another officer of the HR office must add your own time logs.';

/**
 * Stores a batch from the JSON API in one statement: each bad entry is skipped with its reason and the
 * rest of the batch is kept; a punch already stored (or sent twice) counts as a duplicate. The caller's
 * own punches are skipped: that is a manual entry for oneself by another door.
 */
export async function ingestLogs(deps: Deps, actor: Actor, logs: unknown[]) {
  const skipped: { index: number; reason: string }[] = [];
  const batch: repo.Punches = { personnelIds: [], instants: [], indexes: [] };
  const now = deps.clock.now().getTime();
  logs.forEach((entry, index) => {
    const parsed = ZAttendanceLogEntry.safeParse(entry);
    if (!parsed.success) return void skipped.push({ index, reason: parsed.error.issues[0]!.message });
    const at = new Date(parsed.data.timestamp);
    const problem = instantProblem(at, now);
    if (problem) return void skipped.push({ index, reason: problem });
    if (isOwnRecord(actor, parsed.data.personnel_id)) return void skipped.push({ index, reason: OWN_PUNCHES });
    batch.personnelIds.push(parsed.data.personnel_id);
    batch.instants.push(at);
    batch.indexes.push(index);
  });
  const { inserted, unknownIndexes } = batch.indexes.length
    ? await repo.insertPunches(deps.db, batch, { source: 'api', createdByUserId: actor.userId })
    : { inserted: 0, unknownIndexes: [] };
  announcePunches(deps, inserted);
  for (const index of unknownIndexes) skipped.push({ index, reason: 'The personnel does not exist.' });
  skipped.sort((a, b) => a.index - b.index);
  const duplicates = batch.indexes.length - unknownIndexes.length - inserted;
  const after = { received: logs.length, inserted, duplicates, skipped: skipped.length };
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'import', entity: 'attendance_logs', after, ip: actor.ip });
  return { inserted, duplicates, skipped };
}

/** HR adds a punch someone could not make, with the reason; audited. Never its own (issue 15). */
export async function addManualLog(deps: Deps, actor: Actor, body: TManualLogBody) {
  refuseOwnRecord(actor, body.personnel_id, OWN_PUNCHES);
  const at = new Date(body.timestamp);
  const problem = instantProblem(at, deps.clock.now().getTime());
  if (problem) throw AppError.validation('timestamp', problem);
  if (!(await repo.personnelExists(deps.db, body.personnel_id))) throw AppError.validation('personnel_id', 'The selected personnel is invalid.');
  const id = await repo.insertPunch(deps.db, {
    personnelId: body.personnel_id,
    loggedAt: at,
    source: 'manual',
    reason: body.reason,
    createdByUserId: actor.userId,
  });
  if (id === null) throw AppError.validation('timestamp', 'This person already has a punch at this time.');
  announcePunches(deps, 1);
  const after = (await repo.findLog(deps.db, id))!;
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'attendance_logs', entityId: id, after, ip: actor.ip });
  return { message: 'The time log has been added.', log: after };
}

function ownPersonnel(actor: Actor): number {
  if (actor.personnelId === null) throw AppError.forbidden('Only employees with a personnel record have attendance.');
  return actor.personnelId;
}

/**
 * Records one punch (work from home, the face kiosk) and tells the live attendance pages. A punch the person already has
 * at that instant is stored once: answers the stored one either way.
 */
export async function recordPunch(
  deps: Deps,
  punch: { personnelId: number; loggedAt: Date; source: TAttendanceSource; address?: string | null; createdByUserId: number | null },
): Promise<repo.LogRow | null> {
  const id = await repo.insertPunch(deps.db, punch);
  announcePunches(deps, id === null ? 0 : 1);
  return repo.findPunch(deps.db, punch.personnelId, punch.loggedAt);
}

/** Whether a campus of that id exists (devices, kiosks, holidays and suspensions name one). */
export async function campusExists(db: Queryable, id: number): Promise<boolean> {
  return repo.campusExists(db, id);
}

/** A work-from-home punch at the server's time (to the second); the client's clock is never trusted. */
export async function logWorkFromHome(deps: Deps, actor: Actor, address?: string) {
  const personnelId = ownPersonnel(actor);
  const at = new Date(Math.floor(deps.clock.now().getTime() / 1000) * 1000);
  // Clicked twice within the same second: the punch already stored answers.
  const log = (await recordPunch(deps, { personnelId, loggedAt: at, source: 'wfh', address: address || null, createdByUserId: actor.userId }))!;
  return { message: 'Your time log has been recorded.', log: log };
}

/** My punches of a month (YYYY-MM; this month in Manila when left out). */
export async function myLogs(deps: Deps, actor: Actor, month = deps.clock.today().slice(0, 7)) {
  const personnelId = ownPersonnel(actor);
  const rows = await repo.monthLogs(deps.db, personnelId, month);
  return { month, logs: rows.map((r) => ({ id: r.id, source: r.source, date: r.local_date, time: r.local_time, logged_at: r.logged_at, address: r.address })) };
}

export async function listLogs(deps: Deps, actor: Actor, q: TAttendanceLogQuery) {
  if (q.from && q.to && q.from > q.to) throw AppError.validation('to', 'The to date must be on or after the from date.');
  // One person's punches (HR's page of one employee's eDATS): a read of their personal data.
  if (q.personnel_id) await auditPersonalRead(deps, actor, { entity: 'attendance_logs', personnelId: q.personnel_id, what: 'time logs' });
  const { rows, total } = await repo.listLogs(deps.db, {
    personnelId: q.personnel_id,
    from: q.from,
    to: q.to,
    source: q.source,
    page: q.page,
    perPage: q.per_page,
  });
  return { logs: rows, meta: { page: q.page, per_page: q.per_page, total } };
}
