import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { randomTotpSecret, type Queryable } from '@hris/db';
import { execute, query } from './query';

// Secrets the server must read back in clear (the TOTP secret behind each user's sign-in codes, each
// biometric device's key) are stored sealed with AES-256-GCM under a key from DATA_KEY, so a copy of the
// database (a backup, a dump) does not hold them. A stored value reads `v1:<iv>:<tag>:<ciphertext>`, each
// part base64url. A value without the prefix is a legacy plain one (the seed writes plain): it still reads,
// and the pass at start seals it, so no migration is needed.

const VERSION = 'v1';
const derived = new Map<string, Buffer>();

/** The AES key of a DATA_KEY: HKDF, so the root secret is never the cipher key itself. */
function aesKey(dataKey: string): Buffer {
  let key = derived.get(dataKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', dataKey, 'hris secret-box', 'aes-256-gcm v1', 32));
    derived.set(dataKey, key);
  }
  return key;
}

/** True for a value sealSecret made (a plain value from before never holds a colon: base32 and base64url keys). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${VERSION}:`);
}

/** Seals a secret for storage; each call uses a new random IV, so equal secrets do not look equal. */
export function sealSecret(dataKey: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(dataKey), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':');
}

/**
 * The clear secret of a stored value: opened when sealed, as it is when legacy plain. Throws when the value
 * was altered or sealed under another DATA_KEY (GCM's tag does not match): a wrong key must fail loudly,
 * never pass for a plain secret.
 */
export function openSecret(dataKey: string, stored: string): string {
  if (!isSealed(stored)) return stored;
  const [, iv, tag, sealed] = stored.split(':');
  if (!iv || !tag || sealed === undefined) throw new Error('A sealed secret is malformed.');
  const decipher = createDecipheriv('aes-256-gcm', aesKey(dataKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/** A new account's TOTP secret, sealed for storage. */
export function newSealedTotpSecret(dataKey: string): string {
  return sealSecret(dataKey, randomTotpSecret());
}

/** The columns that hold sealed secrets (text: any sealed length fits, migration 0021). */
const SEALED_COLUMNS: { table: string; column: string }[] = [
  { table: 'users', column: 'two_factor_secret' },
  { table: 'biometric_devices', column: 'secret' },
];

/**
 * The one-time pass at start: seals every plain secret left in the sealed columns (from before this
 * version, the seed, or a script), and answers how many. A second instance running it at once is harmless:
 * a value sealed twice over is skipped by the `= plain` guard.
 */
export async function sealPlainSecrets(db: Queryable, dataKey: string): Promise<{ sealed: number }> {
  let sealed = 0;
  for (const { table, column } of SEALED_COLUMNS) {
    const rows = await query<{ id: number; plain: string }>(db, `SELECT id, ${column} AS plain FROM ${table} WHERE ${column} NOT LIKE '${VERSION}:%'`);
    const fitting = rows.map((r) => ({ ...r, sealed: sealSecret(dataKey, r.plain) }));
    if (!fitting.length) continue;
    sealed += await execute(
      db,
      `UPDATE ${table} t SET ${column} = s.sealed FROM unnest($1::int[], $2::text[], $3::text[]) AS s(id, plain, sealed)
        WHERE t.id = s.id AND t.${column} = s.plain`,
      [fitting.map((r) => r.id), fitting.map((r) => r.plain), fitting.map((r) => r.sealed)],
    );
  }
  return { sealed };
}
