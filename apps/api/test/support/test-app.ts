import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import supertest from 'supertest';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createDatabase, runMigrations, seedReference, type Database } from '@hris/db';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { MailTransport } from '../../src/lib/mail-transport';
import { settableClock, systemClock, type Clock, type SettableClock } from '../../src/lib/clock';

export type TestApp = {
  app: FastifyInstance;
  http: ReturnType<typeof supertest>;
  db: Database;
  config: AppConfig;
  /** The app's clock: set by `now` (then `t.clock.set(…)` moves it), or the real time. */
  clock: Clock & Partial<Pick<SettableClock, 'set' | 'advance'>>;
  /** The newest 2FA code e-mailed to an address (from the outbox folder). */
  lastCode: (email: string) => string;
  outbox: (email: string) => string[];
  close: () => Promise<void>;
};

/** A fresh database cloned from the migrated template, for one test file. */
export async function cloneDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A new database with only what a production install starts with (the migrations and the reference data, no demo people
 * or accounts: the template has those), its reference data as of `today`.
 */
export async function referenceDatabase(today: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `r_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDatabase(url.toString(), 2);
  await runMigrations(db);
  await seedReference(db, today);
  await db.$client.end();
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The tests' settings for an app on `databaseUrl` keeping its files (uploads, outbox) in `dataDir`. */
export function testConfig(databaseUrl: string, dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    // Passwords at the production cost (argon2id, 19 MiB): a hash takes about 30 ms, what the tests' lowered scrypt
    // cost took, so the tests sign in hundreds of times at the real cost.
    ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex') }),
    databaseUrl,
    authRateLimitPerMinute: 10_000,
    webDist: path.join(dataDir, 'no-web'),
    ...overrides,
  };
}

/** The real app on its own cloned database, with e-mail going to a temporary outbox. */
export async function createTestApp(
  overrides: Partial<AppConfig> & {
    /** Where mail goes; by default the outbox folder, or the relay at `smtpUrl`. */
    mailTransport?: MailTransport;
    now?: string;
    /** The server log, written here (JSON lines) instead of nowhere. */
    logStream?: NodeJS.WritableStream;
    /** A fresh install's database (reference data only, as of `now`'s day) instead of the demo template's copy. */
    referenceOnly?: boolean;
  } = {},
): Promise<TestApp> {
  const { referenceOnly, ...rest } = overrides;
  overrides = rest;
  const database = referenceOnly ? await referenceDatabase((overrides.now ?? new Date().toISOString()).slice(0, 10)) : await cloneDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-test-data-'));
  const { mailTransport, now, logStream, ...configOverrides } = overrides;
  // A test that names its day (a Monday in March, a holiday, 31 December) runs on it, whatever day it is.
  const clock = now ? settableClock(now) : systemClock;
  const config = testConfig(database.url, dataDir, configOverrides);
  const db = createDatabase(database.url, 5);
  const app = await buildApp({ config, db, mailTransport, logger: Boolean(logStream), logStream, clock });
  await app.ready();
  return withHelpers({ app, db, config, clock }, async () => {
    await app.close();
    await db.$client.end();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

/**
 * Another instance of the same app, as behind a load balancer: the same database, data folder (uploads, outbox),
 * secrets and clock, its own pool, caches, listeners and sockets. Closing it leaves the first one's database alone.
 */
export async function createInstanceOf(t: Pick<TestApp, 'config' | 'clock'>): Promise<TestApp> {
  const db = createDatabase(t.config.databaseUrl!, 5);
  const app = await buildApp({ config: t.config, db, logger: false, clock: t.clock });
  await app.ready();
  return withHelpers({ app, db, config: t.config, clock: t.clock }, async () => {
    await app.close();
    await db.$client.end();
  });
}

function withHelpers(base: Pick<TestApp, 'app' | 'db' | 'config' | 'clock'>, close: () => Promise<void>): TestApp {
  const outboxDir = path.join(base.config.dataDir, 'outbox');
  const outbox = (email: string) =>
    fs.existsSync(outboxDir)
      ? fs
          .readdirSync(outboxDir)
          .filter((f) => f.endsWith(`-${email}.eml`))
          .sort()
          .map((f) => decodeMail(fs.readFileSync(path.join(outboxDir, f), 'utf8')))
      : [];
  return {
    ...base,
    http: supertest(base.app.server),
    outbox,
    lastCode: (email) => {
      const match = outbox(email)
        .at(-1)
        ?.match(/verification code is: (\d{6})/);
      if (!match) throw new Error(`no code e-mailed to ${email}`);
      return match[1]!;
    },
    close,
  };
}

/** Undoes quoted-printable soft breaks and escapes so tests can read links and codes. */
export function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export const DEMO_PASSWORD = 'Demo#2026';

/** The password step of a sign-in: the user id, the challenge the code step needs, and the code e-mailed for it. */
export type SignInStart = { userId: number; challenge: string; code: string };

/** Signs in with the password only (step one) and reads the e-mailed code. */
export async function startSignIn(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<SignInStart> {
  const login = await t.http.post('/api/authenticate/login').send({ email, password });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
  return { userId: login.body.user_id, challenge: login.body.challenge, code: t.lastCode(email) };
}

/** Signs in through both steps over HTTP (password, then the e-mailed code with its challenge) and answers the token. */
export async function signIn(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const start = await startSignIn(t, email, password);
  const verify = await t.http.post('/api/authenticate/verify').send({ code: start.code, id: start.userId, challenge: start.challenge });
  if (verify.status !== 200) throw new Error(`verify ${email}: ${verify.status} ${JSON.stringify(verify.body)}`);
  return verify.body.token as string;
}
