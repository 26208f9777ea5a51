import type { TEdatsSettings } from '@hris/contracts';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { readSetting } from '../../lib/settings';
import * as repo from './edats-settings.repo';

/** The eDATS settings as the office sees them; a setting never saved reads as its default. */
export async function readEdatsSettings(deps: Deps): Promise<TEdatsSettings> {
  // Stored as JSON: anything that is not a whole number of minutes counts as no grace period.
  const grace = Number(await readSetting(deps.db, 'dtr_grace_minutes'));
  return { dtr_grace_minutes: Number.isInteger(grace) && grace >= 0 ? grace : 0 };
}

/** Saves the eDATS settings (audited with the values before and after); the next DTR computed uses them. */
export async function saveEdatsSettings(deps: Deps, actor: Actor, body: TEdatsSettings) {
  const before = await readEdatsSettings(deps);
  await repo.writeSetting(deps.db, 'dtr_grace_minutes', body.dtr_grace_minutes);
  const after = await readEdatsSettings(deps);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'system_setting', entityId: 'dtr_grace_minutes', before, after, ip: actor.ip });
  return { message: 'The eDATS settings have been saved.', settings: after };
}
