import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { randomTotpSecret, withTransaction, type Queryable } from '@hris/db';
import { writeAudit } from './audit';
import { execute, query, queryOne } from './query';

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

/**
 * A new biometric device's key (its pushcommkey), in clear, for the caller to seal: 18 random bytes, 24 URL-safe
 * characters (it stands in the device's server path).
 */
export const newDeviceKey = () => randomBytes(18).toString('base64url');

/**
 * The columns that hold sealed secrets (text: any sealed length fits, migration 0021), whose they are, and how a
 * new one is made when DATA_KEY is lost (resetUnopenableSecrets). Face kiosk keys are not here: only their SHA-256 is
 * stored (lib/access-key.ts), which needs no key.
 */
const SEALED_COLUMNS = [
  // A new secret also forgets the last code step accepted, as an administrator's reset does (user-admin.service.ts).
  { table: 'users', column: 'two_factor_secret', holders: 'accounts', fresh: randomTotpSecret, alsoSet: ', two_factor_last_step = 0' },
  { table: 'biometric_devices', column: 'secret', holders: 'devices', fresh: newDeviceKey, alsoSet: '' },
] as const;

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

// DATA_KEY checked at start (issue 38): with a wrong or lost key the server used to start, and every sign-in answered
// 500 (the two-factor secret behind the e-mailed code could not be opened). A known text sealed with the key is kept
// in the database (data_key_check, migration 0043); a start whose key cannot open it refuses (database.ts).

const CHECK_TEXT = 'hris data-key check';

function opens(dataKey: string, stored: string): string | null {
  try {
    return openSecret(dataKey, stored);
  } catch {
    return null;
  }
}

/** Seals the check value with `dataKey`, replacing one sealed with another key. */
async function sealCheckValue(db: Queryable, dataKey: string, now: Date): Promise<void> {
  await execute(
    db,
    `INSERT INTO data_key_check (id, sealed, sealed_at) VALUES (true, $1, $2) ON CONFLICT (id) DO UPDATE SET sealed = excluded.sealed, sealed_at = excluded.sealed_at`,
    [sealSecret(dataKey, CHECK_TEXT), now],
  );
}

/** True when no secret is sealed yet, or when `dataKey` opens one of those sealed (the first that opens ends the search). */
async function opensStoredSecrets(db: Queryable, dataKey: string): Promise<boolean> {
  let sealedAny = false;
  for (const { table, column } of SEALED_COLUMNS) {
    const rows = await query<{ stored: string }>(db, `SELECT ${column} AS stored FROM ${table} WHERE ${column} LIKE '${VERSION}:%'`);
    for (const { stored } of rows) {
      sealedAny = true;
      if (opens(dataKey, stored) !== null) return true;
    }
  }
  return !sealedAny;
}

/**
 * Whether DATA_KEY is the database's key: 'matches' when it opens the check value; 'adopted' when there was none yet
 * (a new install, or one from before the check) and the key opens a secret already sealed, or none is sealed: the
 * check value is then sealed with it; 'wrong' otherwise. Run under the start lock (database.ts).
 */
export async function checkDataKey(db: Queryable, dataKey: string, now: Date): Promise<'matches' | 'adopted' | 'wrong'> {
  const check = await queryOne<{ sealed: string }>(db, `SELECT sealed FROM data_key_check`);
  if (check) return opens(dataKey, check.sealed) === CHECK_TEXT ? 'matches' : 'wrong';
  if (!(await opensStoredSecrets(db, dataKey))) return 'wrong';
  await sealCheckValue(db, dataKey, now);
  return 'adopted';
}

export type Unopenable = Record<(typeof SEALED_COLUMNS)[number]['holders'], number[]>;

/** The ids of the accounts and devices whose sealed secret `dataKey` cannot open (a plain one is sealed at start). */
export async function unopenableSecrets(db: Queryable, dataKey: string): Promise<Unopenable> {
  const found: Unopenable = { accounts: [], devices: [] };
  for (const { table, column, holders } of SEALED_COLUMNS) {
    const rows = await query<{ id: number; stored: string }>(
      db,
      `SELECT id, ${column} AS stored FROM ${table} WHERE ${column} LIKE '${VERSION}:%' ORDER BY id`,
    );
    found[holders] = rows.filter((r) => opens(dataKey, r.stored) === null).map((r) => r.id);
  }
  return found;
}

/**
 * The last resort when DATA_KEY is lost (cli/reset-sealed-secrets.ts): every secret `dataKey` cannot open is replaced
 * by a new one sealed with it, the check value is sealed with it, and an audit row says how many. Accounts sign in
 * as before (the code is e-mailed, from the new secret); each device's new key must be set on the device.
 */
export async function resetUnopenableSecrets(db: Queryable, dataKey: string, now: Date): Promise<Record<keyof Unopenable, number>> {
  return withTransaction(db, async (tx) => {
    const found = await unopenableSecrets(tx, dataKey);
    const counts = { accounts: 0, devices: 0 };
    for (const { table, column, holders, fresh, alsoSet } of SEALED_COLUMNS) {
      const ids = found[holders];
      counts[holders] = await execute(
        tx,
        `UPDATE ${table} t SET ${column} = s.sealed${alsoSet} FROM unnest($1::int[], $2::text[]) AS s(id, sealed) WHERE t.id = s.id`,
        [ids, ids.map(() => sealSecret(dataKey, fresh()))],
      );
    }
    await sealCheckValue(tx, dataKey, now);
    await writeAudit(tx, { actorUserId: null, action: 'sealed_secrets_reset', entity: 'data_key', after: counts });
    return counts;
  });
}
