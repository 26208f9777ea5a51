import type { TFaceKioskBody } from '@hris/contracts';
import { accessKeyHash, newAccessKey } from '../../lib/access-key';
import type { Actor, Kiosk } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { campusExists } from '../attendance';
import * as repo from './kiosks.repo';

// Face attendance kiosks (issue 37). The tablet at an office door is not an administrator's session: an administrator
// makes a kiosk for one campus and copies its key into the tablet once (shown this one time; only its SHA-256 is
// kept). The key opens only the kiosk's routes (plugins/auth.ts, access 'kiosk'): recognising faces of its campus and
// recording their punches. Revoked, it is refused at once. Making and revoking a kiosk is audited (never its key).

/** The key's prefix: a key pasted in the wrong place is recognisable. */
const KEY_PREFIX = 'kiosk';
/** The kiosk's last use is written at most this often (each recognition would otherwise write it). */
const NOTE_USE_MS = 60_000;

export async function list(deps: Deps) {
  return { kiosks: await repo.list(deps.db) };
}

export async function create(deps: Deps, actor: Actor, body: TFaceKioskBody) {
  if (!(await campusExists(deps.db, body.campus_id))) throw AppError.validation('campus_id', 'The selected campus is invalid.');
  const key = newAccessKey(KEY_PREFIX);
  const id = await repo.insert(deps.db, { name: body.name, campusId: body.campus_id, keyHash: accessKeyHash(key), userId: actor.userId, at: deps.clock.now() });
  const kiosk = (await repo.find(deps.db, id))!;
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'create',
    entity: 'face_kiosks',
    entityId: id,
    after: { name: kiosk.name, campus_id: kiosk.campus_id },
    ip: actor.ip,
  });
  return { message: 'The kiosk has been made. Copy its key into the tablet now: it is not shown again.', kiosk, key };
}

export async function revoke(deps: Deps, actor: Actor, id: number) {
  const before = await repo.find(deps.db, id);
  if (!before) throw AppError.notFound('The kiosk was not found.');
  if (!(await repo.revoke(deps.db, id, actor.userId, deps.clock.now()))) throw AppError.validation('id', 'This kiosk was already revoked.');
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'revoke',
    entity: 'face_kiosks',
    entityId: id,
    before: { name: before.name, campus_id: before.campus_id },
    ip: actor.ip,
  });
  return { message: `The kiosk ${before.name} has been revoked: its key no longer works.` };
}

/** The kiosk holding `key` (from `Authorization: Kiosk <key>`), or null when none does or it was revoked. */
export async function kioskFromKey(deps: Deps, key: string): Promise<Kiosk | null> {
  const row = await repo.byKeyHash(deps.db, accessKeyHash(key));
  if (!row) return null;
  const now = deps.clock.now();
  const last = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
  if (now.getTime() - last >= NOTE_USE_MS) await repo.noteUse(deps.db, row.id, now);
  return { id: row.id, name: row.name, campusId: row.campus_id, campus: row.campus };
}

/** What the kiosk page shows of itself. */
export function self(kiosk: Kiosk) {
  return { name: kiosk.name, campus: kiosk.campus };
}
