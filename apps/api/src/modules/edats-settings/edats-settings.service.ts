import type { TEdatsSettings, TEdatsSettingsBody } from '@hris/contracts';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { readNumberSetting, readSetting, writeSetting } from '../../lib/settings';

/** The eDATS settings as the office sees them; a setting never saved reads as its default. */
export async function readEdatsSettings(deps: Deps): Promise<TEdatsSettings> {
  // Stored as JSON: anything that is not a whole number of minutes counts as no grace period.
  const grace = Number(await readSetting(deps.db, 'dtr_grace_minutes'));
  const [monthly, balance] = await Promise.all([readNumberSetting(deps.db, 'coc_monthly_cap_hours'), readNumberSetting(deps.db, 'coc_balance_cap_hours')]);
  return { dtr_grace_minutes: Number.isInteger(grace) && grace >= 0 ? grace : 0, coc_monthly_cap_hours: monthly, coc_balance_cap_hours: balance };
}

/** Saves the eDATS settings (audited with the values before and after); the next DTR computed uses them. */
export async function saveEdatsSettings(deps: Deps, actor: Actor, body: TEdatsSettingsBody) {
  const before = await readEdatsSettings(deps);
  const given = (Object.keys(body) as (keyof TEdatsSettingsBody)[]).filter((key) => body[key] !== undefined);
  for (const key of given) await writeSetting(deps.db, key, body[key]);
  const after = await readEdatsSettings(deps);
  for (const key of given) {
    await writeAudit(deps.db, {
      actorUserId: actor.userId,
      action: 'update',
      entity: 'system_setting',
      entityId: key,
      before: { [key]: before[key] },
      after: { [key]: after[key] },
      ip: actor.ip,
    });
  }
  return { message: 'The eDATS settings have been saved.', settings: after };
}
