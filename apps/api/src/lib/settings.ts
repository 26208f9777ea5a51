import type { Database } from '@hris/db';

/** University-wide settings (system_settings rows) with the value used when HR has set none. */
export const SETTING_DEFAULTS = {
  university_name: 'State University',
  /** Who signs certificates of employment and service records. */
  hr_signatory_name: 'MARIA L. SANTOS',
  hr_signatory_title: 'Chief Administrative Officer, Human Resource Management Office',
  /** The offices that clear a separating employee, in order. */
  clearance_offices: ['Department Head', 'Supply and Property Office', 'Accounting Office', 'Cashier', 'Library', 'Human Resource Management Office'],
  /** Minutes after the start of a session an arrival is not yet late (CSC leaves it to the agency; 0 = none). */
  dtr_grace_minutes: 0,
} as const;
export type SettingKey = keyof typeof SETTING_DEFAULTS;

export async function readSetting<K extends SettingKey>(db: Database, key: K): Promise<(typeof SETTING_DEFAULTS)[K] | string | string[]> {
  const { rows } = await db.$client.query(`SELECT value FROM system_settings WHERE key = $1`, [key]);
  return (rows[0]?.value as (typeof SETTING_DEFAULTS)[K] | undefined) ?? SETTING_DEFAULTS[key];
}
