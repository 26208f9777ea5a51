import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, randomTotpSecret } from '@hris/db';
import { loadConfig, type AppConfig } from '../src/config';
import { startDatabase, type StartedDatabase } from '../src/database';
import { settableClock } from '../src/lib/clock';
import { sealSecret } from '../src/lib/secret-box';
import { createLocalStorage } from '../src/lib/storage';
import { readManifest, restoreBackup } from '../src/ops/backup';
import { testConfig } from './support/test-app';
import { emptyDatabase, journalEntries, migrateWith, migrationsOfBuild as buildMigrations, rowsOf, type TestDatabase } from './support/databases';

// Issue 38 item 3, upgrades that can be undone: a database of the previous release (issue 37's, whose last migration is
// 0041) is backed up before this build migrates it, the upgrade is recorded with this build's version, and a build that
// does not know the database's newest migrations refuses to start, naming the backup to restore.

const PREVIOUS_RELEASE = '0041_sign_in_failure_indexes';
const VERSION = (JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { version?: string }).version;
const LAST_TAG = journalEntries().at(-1)!.tag;
/** This build's migrations past the previous release's. */
const PENDING = journalEntries().length - 1 - journalEntries().findIndex((e) => e.tag === PREVIOUS_RELEASE);
const KEY = randomBytes(32).toString('base64url');
const NEXT = (() => {
  const [major, minor] = (VERSION ?? '0.0.0').split('.');
  return `${major}.${Number(minor) + 1}.0`;
})();
// The next release's build: this one's migrations and one more (9000), and the one after it (9001).
const NEXT_MIGRATION = { tag: '9000_next_release', sql: 'CREATE TABLE next_release_notes (id serial PRIMARY KEY, note text NOT NULL);' };
const AFTER_NEXT_MIGRATION = { tag: '9001_release_after', sql: 'ALTER TABLE next_release_notes ADD COLUMN seen boolean NOT NULL DEFAULT false;' };

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo();
});

/** Another build's migrations folder (support/databases.ts), removed after the file's tests. */
function migrationsOfBuild(...args: Parameters<typeof buildMigrations>) {
  const dir = buildMigrations(...args);
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function database(): Promise<TestDatabase> {
  const db = await emptyDatabase();
  cleanup.push(db.drop);
  return db;
}

type Site = { db: TestDatabase; config: AppConfig; backupDir: string; log: string[] };

/** An install: its database, data folder (with one uploaded file) and backup folder, on the settings of the site. */
async function site(overrides: Partial<AppConfig> = {}): Promise<Site> {
  const db = await database();
  const dataDir = tempDir('hris-upgrade-data-');
  const backupDir = path.join(tempDir('hris-upgrade-backups-'), 'backups');
  await createLocalStorage(path.join(dataDir, 'uploads')).put('pds/appointment-2019.pdf', Buffer.from('%PDF-1.4 the 2019 appointment'));
  const config = testConfig(db.url, dataDir, { dataKey: KEY, backupDir, upgradeBackup: true, demo: false, ...overrides });
  return { db, config, backupDir, log: [] };
}

/** The site's database as the previous release left it: migrated to 0041, with an account in it. */
async function atPreviousRelease(s: Site) {
  await migrateWith(s.db.url, migrationsOfBuild(PREVIOUS_RELEASE));
  await rowsOf(s.db.url, `INSERT INTO users (email, name, password_hash, two_factor_secret) VALUES ($1, $2, $3, $4)`, [
    'it@campus.example',
    'IT Office',
    await hashPassword('a long campus password'),
    sealSecret(KEY, randomTotpSecret()),
  ]);
}

async function start(s: Site, options: Parameters<typeof startDatabase>[2] = {}): Promise<StartedDatabase> {
  const started = await startDatabase(s.config, (m) => s.log.push(m), options);
  cleanup.push(() => started.stop());
  return started;
}

const upgrades = (s: Site) =>
  rowsOf<{ version: string; from_migration: string | null; to_migration: string; backup: string | null; upgraded_at: string }>(
    s.db.url,
    `SELECT version, from_migration, to_migration, backup, upgraded_at FROM database_upgrades ORDER BY id`,
  );
const backups = (s: Site) => (fs.existsSync(s.backupDir) ? fs.readdirSync(s.backupDir).sort() : []);

describe('the version of the product', () => {
  it('is the release number in the root package.json', () => {
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('upgrading a database of the previous release', () => {
  let s: Site;
  let started: StartedDatabase;
  beforeAll(async () => {
    s = await site();
    await atPreviousRelease(s);
    started = await start(s, { clock: settableClock('2026-12-07T09:30') });
  });

  it('backs it up first into a folder named for the version, and says so', async () => {
    const folder = `hris-2026-12-07T0930-before-upgrade-to-${VERSION}`;
    expect(backups(s)).toEqual([folder]);
    const manifest = readManifest(path.join(s.backupDir, folder));
    expect(manifest.database.migrations.lastTag).toBe(PREVIOUS_RELEASE);
    expect(manifest.database.tables.find((t) => t.schema === 'public' && t.name === 'users')?.rows).toBe(1);
    expect(manifest.uploads.map((f) => f.key)).toEqual(['pds/appointment-2019.pdf']);
    expect(s.log.join('\n')).toContain(
      `the database is at ${PREVIOUS_RELEASE}; HRIS ${VERSION} applies ${PENDING} migration${PENDING === 1 ? '' : 's'} (up to ${LAST_TAG}): backing it up first into ${s.backupDir}`,
    );
    expect(s.log.join('\n')).toContain(`backup ${path.join(s.backupDir, folder)}: `);
    expect(s.log.join('\n')).toContain(
      `HRIS ${VERSION} migrated the database from ${PREVIOUS_RELEASE} to ${LAST_TAG}; to undo it, restore ${path.join(s.backupDir, folder)}`,
    );
  });

  it('records the version that migrated it, from which migration to which, with the backup, and keeps the data', async () => {
    expect(await upgrades(s)).toEqual([
      {
        version: VERSION,
        from_migration: PREVIOUS_RELEASE,
        to_migration: LAST_TAG,
        backup: path.join(s.backupDir, `hris-2026-12-07T0930-before-upgrade-to-${VERSION}`),
        upgraded_at: '2026-12-07T01:30:00.000Z',
      },
    ]);
    expect((await started.db.$client.query(`SELECT email FROM users`)).rows).toEqual([{ email: 'it@campus.example' }]);
  });

  it('took a backup that restores the database as the previous release left it', async () => {
    const target = await database();
    const restoredFiles = tempDir('hris-upgrade-restored-');
    await restoreBackup({
      backup: path.join(s.backupDir, `hris-2026-12-07T0930-before-upgrade-to-${VERSION}`),
      url: target.url,
      dataDir: restoredFiles,
    });
    expect(await rowsOf(target.url, `SELECT email, name FROM users`)).toEqual([{ email: 'it@campus.example', name: 'IT Office' }]);
    expect(await rowsOf(target.url, `SELECT to_regclass('database_upgrades') IS NULL AS before_upgrade`)).toEqual([{ before_upgrade: true }]);
    expect(fs.readFileSync(path.join(restoredFiles, 'uploads/pds/appointment-2019.pdf'), 'utf8')).toBe('%PDF-1.4 the 2019 appointment');
  });

  it('a build knowing only the previous release’s migrations refuses it, naming that backup', async () => {
    // As the previous release would answer had it had the check (it has not: docs/operations.md, Rolling back).
    const previous = { version: '1.37.0', migrationsFolder: migrationsOfBuild(PREVIOUS_RELEASE) };
    await expect(startDatabase(s.config, (m) => s.log.push(m), previous)).rejects.toThrow(
      `This database was upgraded by HRIS ${VERSION} on 2026-12-07 09:30 (Manila time) to migration ${LAST_TAG}; this is HRIS 1.37.0, which knows migrations up to ${PREVIOUS_RELEASE}. ` +
        `To roll back, restore ${path.join(s.backupDir, `hris-2026-12-07T0930-before-upgrade-to-${VERSION}`)} (docs/operations.md, Rolling back; what was entered since that upgrade is not in it), or start HRIS ${VERSION}.`,
    );
  });

  it('starts again without another backup: nothing is pending', async () => {
    await start(s, { clock: settableClock('2026-12-07T10:00') });
    expect(backups(s)).toHaveLength(1);
    expect(await upgrades(s)).toHaveLength(1);
  });
});

describe('a build older than the database', () => {
  it('refuses to start, naming the version that upgraded it and the backup taken before, and changes nothing', async () => {
    const s = await site();
    await start(s, { clock: settableClock('2026-12-07T09:30') });
    // The next release upgrades it (its own backup first)…
    await start(s, { clock: settableClock('2026-12-14T08:00'), version: NEXT, migrationsFolder: migrationsOfBuild(LAST_TAG, [NEXT_MIGRATION]) });
    const nextBackup = path.join(s.backupDir, `hris-2026-12-14T0800-before-upgrade-to-${NEXT}`);
    expect(backups(s)).toEqual([path.basename(nextBackup)]);
    const before = await upgrades(s);

    // …and this build is started on it again.
    const refused = startDatabase(s.config, (m) => s.log.push(m));
    await expect(refused).rejects.toThrow(
      `This database was upgraded by HRIS ${NEXT} on 2026-12-14 08:00 (Manila time) to migration 9000_next_release; this is HRIS ${VERSION}, which knows migrations up to ${LAST_TAG}. ` +
        `To roll back, restore ${nextBackup} (docs/operations.md, Rolling back; what was entered since that upgrade is not in it), or start HRIS ${NEXT}.`,
    );
    await expect(refused).rejects.toMatchObject({ name: 'RefusedToStart' });
    expect(await upgrades(s)).toEqual(before);
    expect(await rowsOf(s.db.url, `SELECT count(*)::int AS n FROM next_release_notes`)).toEqual([{ n: 0 }]);
  });

  it('two upgrades later: names the backup taken before the first one this build does not know, and the newest version', async () => {
    const s = await site();
    await start(s, { clock: settableClock('2026-12-07T09:30') });
    await start(s, { clock: settableClock('2026-12-14T08:00'), version: NEXT, migrationsFolder: migrationsOfBuild(LAST_TAG, [NEXT_MIGRATION]) });
    await start(s, {
      clock: settableClock('2027-01-11T07:45'),
      version: '9.9.9',
      migrationsFolder: migrationsOfBuild(LAST_TAG, [NEXT_MIGRATION, AFTER_NEXT_MIGRATION]),
    });
    await expect(startDatabase(s.config, (m) => s.log.push(m))).rejects.toThrow(
      `This database was upgraded by HRIS 9.9.9 on 2027-01-11 07:45 (Manila time) to migration 9001_release_after; this is HRIS ${VERSION}, which knows migrations up to ${LAST_TAG}. ` +
        `To roll back, restore ${path.join(s.backupDir, `hris-2026-12-14T0800-before-upgrade-to-${NEXT}`)}, taken before HRIS ${NEXT} upgraded it on 2026-12-14 08:00 ` +
        `(docs/operations.md, Rolling back; what was entered since that upgrade is not in it), or start HRIS 9.9.9.`,
    );
  });

  it('an upgrade made without a backup: says to restore the one taken by the site before it', async () => {
    const s = await site();
    await start(s, { clock: settableClock('2026-12-07T09:30') });
    await start(s, {
      clock: settableClock('2026-12-14T08:00'),
      version: NEXT,
      migrationsFolder: migrationsOfBuild(LAST_TAG, [NEXT_MIGRATION]),
    });
    await rowsOf(s.db.url, `UPDATE database_upgrades SET backup = NULL WHERE version = $1`, [NEXT]);
    await expect(startDatabase(s.config, (m) => s.log.push(m))).rejects.toThrow(
      `No backup was taken at that upgrade (UPGRADE_BACKUP=off): to roll back, restore the one your own routine took before 2026-12-14 08:00 ` +
        `(docs/operations.md, Rolling back; what was entered since that upgrade is not in it), or start HRIS ${NEXT}.`,
    );
  });
});

describe('UPGRADE_BACKUP', () => {
  it('is on unless set off; BACKUP_DIR is where the backup command puts them', () => {
    // A data folder of the test's own: loadConfig makes the secrets it is not given under it (never /tmp/secrets,
    // which storage.test.ts checks nothing ever writes).
    const dataDir = tempDir('hris-upgrade-config-');
    expect(loadConfig({ DATA_DIR: dataDir }).upgradeBackup).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, UPGRADE_BACKUP: 'off' }).upgradeBackup).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, UPGRADE_BACKUP: 'on' }).upgradeBackup).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir, UPGRADE_BACKUP: 'sometimes' })).toThrow('UPGRADE_BACKUP must be on or off, not "sometimes"');
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: '/srv/hris-backups' }).backupDir).toBe('/srv/hris-backups');
    expect(loadConfig({ DATA_DIR: dataDir }).backupDir).toBe(path.resolve('.backups'));
  });

  it('off: the upgrade takes no backup, says so, and is recorded without one', async () => {
    const s = await site({ upgradeBackup: false });
    await atPreviousRelease(s);
    await start(s, { clock: settableClock('2026-12-07T09:30') });
    expect(backups(s)).toEqual([]);
    expect(s.log.join('\n')).toContain('UPGRADE_BACKUP=off: no backup before this upgrade');
    expect(await upgrades(s)).toMatchObject([{ version: VERSION, from_migration: PREVIOUS_RELEASE, backup: null }]);
    expect(await rowsOf(s.db.url, `SELECT email FROM users`)).toEqual([{ email: 'it@campus.example' }]);
  });
});

describe('a new install', () => {
  it('takes no backup (there is nothing to keep) and records the version that created the database', async () => {
    const s = await site();
    await start(s, { clock: settableClock('2026-12-07T09:30') });
    expect(backups(s)).toEqual([]);
    expect(await upgrades(s)).toEqual([
      { version: VERSION, from_migration: null, to_migration: LAST_TAG, backup: null, upgraded_at: '2026-12-07T01:30:00.000Z' },
    ]);
  });
});

describe('instances starting at once', () => {
  it('one backs up and migrates; the others wait for it and find nothing to do', async () => {
    const s = await site();
    await atPreviousRelease(s);
    await Promise.all([1, 2, 3].map(() => start(s, { clock: settableClock('2026-12-07T09:30') })));
    expect(backups(s)).toHaveLength(1);
    expect(await upgrades(s)).toHaveLength(1);
    expect(await rowsOf(s.db.url, `SELECT count(*)::int AS n, count(DISTINCT created_at)::int AS distinct FROM drizzle.__drizzle_migrations`)).toEqual([
      { n: journalEntries().length, distinct: journalEntries().length },
    ]);
  });
});

describe('a backup that cannot be taken', () => {
  it('stops the upgrade before anything changes, saying why and what to do', async () => {
    const s = await site();
    await atPreviousRelease(s);
    // BACKUP_DIR is a file: no folder can be made there.
    fs.mkdirSync(path.dirname(s.backupDir), { recursive: true });
    fs.writeFileSync(s.backupDir, 'not a folder');
    await expect(startDatabase(s.config, (m) => s.log.push(m), { clock: settableClock('2026-12-07T09:30') })).rejects.toThrow(
      `The backup before the upgrade to HRIS ${VERSION} failed`,
    );
    expect(s.log.join('\n')).not.toContain('migrated');
    expect(await rowsOf(s.db.url, `SELECT to_regclass('database_upgrades') IS NULL AS unchanged`)).toEqual([{ unchanged: true }]);
  });
});
