import type { Queryable } from '@hris/db';
import { execute } from '../../lib/query';

// The attendance office's settings are rows of system_settings (one key each), read by the DTR through lib/settings.

/** Stores one setting, creating its row the first time. */
export async function writeSetting(db: Queryable, key: string, value: unknown): Promise<void> {
  await execute(
    db,
    `INSERT INTO system_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}
