import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword, randomTotpSecret } from '@hris/db';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { startDatabase, type StartedDatabase } from '../src/database';
import { openSecret, sealSecret } from '../src/lib/secret-box';
import { decodeMail, testConfig } from './support/test-app';
import { emptyDatabase, rowsOf, type TestDatabase } from './support/databases';

// Issue 38 item 4, secrets checked at start: with a wrong or lost DATA_KEY the server used to start and every sign-in
// answered 500 (the two-factor secret behind the e-mailed code could not be opened). Now a start checks DATA_KEY against
// a check value sealed with it, refuses with what to do, and the documented last resort (reset-sealed-secrets) lets
// the server start with a new key and people sign in again.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const KEY = randomBytes(32).toString('base64url');
const OTHER_KEY = randomBytes(32).toString('base64url');
const PASSWORD = 'a long campus password';

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo();
});

type Site = { db: TestDatabase; dataDir: string; config: (dataKey: string) => AppConfig };

async function site(): Promise<Site> {
  const db = await emptyDatabase();
  cleanup.push(db.drop);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-data-key-'));
  cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return {
    db,
    dataDir,
    config: (dataKey) => testConfig(db.url, dataDir, { dataKey, demo: false, backupDir: path.join(dataDir, 'backups') }),
  };
}

/** A start with `dataKey`; stopped by the test or, at the latest, after the file's tests. */
async function start(s: Site, dataKey: string): Promise<StartedDatabase> {
  const started = await startDatabase(s.config(dataKey), () => undefined);
  let stopped: Promise<void> | null = null;
  const stop = () => (stopped ??= started.stop());
  cleanup.push(stop);
  return { ...started, stop };
}

/** An account and a biometric device, their secrets sealed with `dataKey`, as the running product makes them. */
async function peopleAndDevices(s: Site, dataKey: string) {
  await rowsOf(s.db.url, `INSERT INTO users (email, name, password_hash, two_factor_secret) VALUES ($1, 'IT Office', $2, $3)`, [
    'it@campus.example',
    await hashPassword(PASSWORD),
    sealSecret(dataKey, randomTotpSecret()),
  ]);
  await rowsOf(
    s.db.url,
    `INSERT INTO biometric_devices (name, serial_number, campus_id, secret) SELECT 'Main gate', 'CKUH200960001', min(id), $1 FROM campuses`,
    [sealSecret(dataKey, 'the-key-on-the-device')],
  );
}

const checkValue = async (s: Site) => (await rowsOf<{ sealed: string }>(s.db.url, `SELECT sealed FROM data_key_check`)).map((r) => r.sealed);

const REFUSAL = [
  'DATA_KEY is not the key this database was sealed with',
  'Set DATA_KEY to the key this install has used (kept with the backups’ encryption key, in the password safe',
  'node apps/api/dist/reset-sealed-secrets.js --confirm',
  'docs/operations.md, “DATA_KEY lost”',
];

describe('DATA_KEY at start', () => {
  it('a new install seals the check value with its key; the next start with the same key starts', async () => {
    const s = await site();
    const first = await start(s, KEY);
    const [sealed] = await checkValue(s);
    expect(openSecret(KEY, sealed!)).toBe('hris data-key check');
    await first.stop();
    await start(s, KEY);
    expect(await checkValue(s)).toEqual([sealed]);
  });

  it('another key is refused with what to do, and changes nothing', async () => {
    const s = await site();
    await (await start(s, KEY)).stop();
    await peopleAndDevices(s, KEY);
    const before = await checkValue(s);
    const refused = startDatabase(s.config(OTHER_KEY), () => undefined);
    for (const part of REFUSAL) await expect(refused).rejects.toThrow(part);
    await expect(refused).rejects.toMatchObject({ name: 'RefusedToStart' });
    expect(await checkValue(s)).toEqual(before);
  });

  it('an install from before the check adopts its key only when the key opens a secret it holds', async () => {
    const s = await site();
    await (await start(s, KEY)).stop();
    await peopleAndDevices(s, KEY);
    // As an install of the previous release is: secrets sealed, no check value yet.
    await rowsOf(s.db.url, `DELETE FROM data_key_check`);
    const refused = startDatabase(s.config(OTHER_KEY), () => undefined);
    for (const part of REFUSAL) await expect(refused).rejects.toThrow(part);
    expect(await checkValue(s)).toEqual([]);

    await (await start(s, KEY)).stop();
    const [sealed] = await checkValue(s);
    expect(openSecret(KEY, sealed!)).toBe('hris data-key check');
    await expect(startDatabase(s.config(OTHER_KEY), () => undefined)).rejects.toThrow(REFUSAL[0]);
  });
});

type Run = { code: number; stdout: string; stderr: string };
function command(script: 'reset-sealed-secrets' | 'create-admin', s: Site, dataKey: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const env = { ...process.env, DATABASE_URL: s.db.url, DATA_DIR: s.dataDir, DATA_KEY: dataKey, BACKUP_DIR: path.join(s.dataDir, 'backups') };
    execFile(TSX, [path.join(ROOT, `apps/api/src/cli/${script}.ts`), ...args], { cwd: ROOT, env }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('DATA_KEY lost: reset-sealed-secrets', () => {
  it('without --confirm says what it would reset and changes nothing', async () => {
    const s = await site();
    await (await start(s, KEY)).stop();
    await peopleAndDevices(s, KEY);
    const secrets = await rowsOf(s.db.url, `SELECT two_factor_secret FROM users`);
    const run = await command('reset-sealed-secrets', s, OTHER_KEY, []);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('With this DATA_KEY, 1 account’s two-factor secret and 1 biometric device’s key cannot be opened');
    expect(run.stderr).toContain('--confirm');
    expect(await rowsOf(s.db.url, `SELECT two_factor_secret FROM users`)).toEqual(secrets);
  }, 60_000);

  it('with --confirm: the server starts with the new key and the account signs in with the e-mailed code', async () => {
    const s = await site();
    await (await start(s, KEY)).stop();
    await peopleAndDevices(s, KEY);
    await expect(startDatabase(s.config(OTHER_KEY), () => undefined)).rejects.toThrow(REFUSAL[0]);

    const run = await command('reset-sealed-secrets', s, OTHER_KEY, ['--confirm']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Reset the two-factor secrets of 1 account and the keys of 1 biometric device');

    const started = await start(s, OTHER_KEY);
    const [device] = await rowsOf<{ secret: string }>(s.db.url, `SELECT secret FROM biometric_devices`);
    expect(openSecret(OTHER_KEY, device!.secret)).not.toBe('the-key-on-the-device');
    expect(await rowsOf(s.db.url, `SELECT action, entity, after FROM audit_log WHERE action = 'sealed_secrets_reset'`)).toEqual([
      { action: 'sealed_secrets_reset', entity: 'data_key', after: { accounts: 1, devices: 1 } },
    ]);

    const config = s.config(OTHER_KEY);
    const app = await buildApp({ config, db: started.db, logger: false });
    await app.ready();
    cleanup.push(() => app.close());
    const http = supertest(app.server);
    const login = await http.post('/api/authenticate/login').send({ email: 'it@campus.example', password: PASSWORD });
    expect(login.status).toBe(200);
    const outbox = path.join(s.dataDir, 'outbox');
    const mail = fs.readdirSync(outbox).find((f) => f.endsWith('-it@campus.example.eml'))!;
    const code = /verification code is: (\d{6})/.exec(decodeMail(fs.readFileSync(path.join(outbox, mail), 'utf8')))![1];
    const verify = await http.post('/api/authenticate/verify').send({ code, id: login.body.user_id, challenge: login.body.challenge });
    expect(verify.status).toBe(200);
    expect(verify.body.token).toEqual(expect.any(String));
  }, 60_000);
});

describe('create-admin', () => {
  it('on a new install: makes the administrator, and the key it adopted is the server’s', async () => {
    const s = await site();
    const run = await command('create-admin', s, KEY, ['--email', 'it@campus.example', '--password', PASSWORD]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Administrator it@campus.example is ready.');
    await start(s, KEY);
    const [user] = await rowsOf<{ two_factor_secret: string }>(s.db.url, `SELECT two_factor_secret FROM users`);
    expect(() => openSecret(KEY, user!.two_factor_secret)).not.toThrow();
  }, 60_000);

  it('with another key than the install’s: refuses (its administrator could not sign in) and says what to do', async () => {
    const s = await site();
    await (await start(s, KEY)).stop();
    const run = await command('create-admin', s, OTHER_KEY, ['--email', 'it@campus.example', '--password', PASSWORD]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(REFUSAL[0]);
    expect(await rowsOf(s.db.url, `SELECT id FROM users`)).toEqual([]);
  }, 60_000);
});
