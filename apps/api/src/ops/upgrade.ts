import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJournal, runMigrations, type Database, type JournalEntry } from '@hris/db';
import type { AppConfig } from '../config';
import type { Clock } from '../lib/clock';
import { ADVISORY_LOCKS } from '../lib/advisory-locks';
import { query } from '../lib/query';
import { createStorage } from '../lib/storage';
import { hhmm, manilaParts } from '../domain/manila-time';
import { createBackup, type Log } from './backup';

// Upgrades that can be undone (issue 38). Every start brings the database to this build's migrations (drizzle's
// migrate, all pending ones in one transaction). Before it changes a database that holds data, it takes a backup with
// the nightly backup's code (ops/backup.ts) into BACKUP_DIR/hris-…-before-upgrade-to-<version>, and it records the
// upgrade (migration 0043: the version, from and to which migration, the backup, when). A build that finds migrations
// in the database it does not know (an older build started after a newer one upgraded the database: the first start
// of a new version seals secrets and rehashes passwords, and the old build then fails every sign-in) refuses to start
// and names the version that upgraded it and the backup to restore. "Does not know" is decided as drizzle decides what
// is pending: by the journal's `when`, which drizzle records as created_at; the hashes are not compared, as drizzle
// does not (a migration file's bytes may differ by a checkout's line endings and still be the same migration).

/** A start the server refuses, with what to do: printed alone, without a stack (server.ts, the commands). */
export class RefusedToStart extends Error {
  override name = 'RefusedToStart';
}

/** This build's release: the root package.json's version, found from this file in the source or from the bundle in dist/. */
export function productVersion(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'hris' && pkg.version) return pkg.version;
    }
    if (path.dirname(dir) === dir) throw new Error(`The product's version is unknown: no package.json of the HRIS above ${from}`);
  }
}

/**
 * Runs `fn` while this instance holds the start lock, on a connection of its own: instances started together (two
 * behind a load balancer, a create-admin beside the server) start one after another, so one backs up and migrates
 * and the others find nothing pending. drizzle's migrate takes no lock (two at once fail on each other's tables).
 */
export async function oneStartAtATime<T>(db: Database, log: Log, fn: () => Promise<T>): Promise<T> {
  const key = ADVISORY_LOCKS.databaseStart;
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [key]);
    if (!rows[0]!.got) {
      log('another instance is starting on this database (an upgrade, a backup): waiting for it to finish');
      await client.query('SELECT pg_advisory_lock($1)', [key]);
    }
    try {
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch((err: Error) => {
        broken = err; // the lock went with the connection; it is not given back to the pool
      });
    }
  } finally {
    client.release(broken);
  }
}

export type MigrationPlan = {
  /** Migrations the database has (0: a new database). */
  applied: number;
  /** The tag of the database's newest migration, when this build knows it. */
  at: string | null;
  /** This build's migrations the database has not had yet. */
  pending: JournalEntry[];
  /** How many of the database's migrations this build does not know. */
  unknown: number;
};

/** What a start would do: the database's migrations (drizzle's created_at) against the build's journal. */
export function planMigrations(journal: JournalEntry[], applied: number[]): MigrationPlan {
  const known = new Set(journal.map((e) => e.when));
  const last = applied.length ? Math.max(...applied) : null;
  return {
    applied: applied.length,
    at: journal.find((e) => e.when === last)?.tag ?? null,
    pending: journal.filter((e) => last === null || e.when > last),
    unknown: applied.filter((when) => !known.has(when)).length,
  };
}

async function appliedMigrations(db: Database): Promise<number[]> {
  const [table] = await query<{ ok: boolean }>(db, `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`);
  if (!table!.ok) return [];
  return (await query<{ created_at: string }>(db, `SELECT created_at::text AS created_at FROM drizzle.__drizzle_migrations`)).map((r) => Number(r.created_at));
}

export type UpgradeRecord = { version: string; from_migration: string | null; to_migration: string; backup: string | null; upgraded_at: string };

async function upgradesRecorded(db: Database): Promise<UpgradeRecord[]> {
  const [table] = await query<{ ok: boolean }>(db, `SELECT to_regclass('database_upgrades') IS NOT NULL AS ok`);
  if (!table!.ok) return [];
  return query<UpgradeRecord>(db, `SELECT version, from_migration, to_migration, backup, upgraded_at FROM database_upgrades ORDER BY id`);
}

/** An instant as the IT office reads it: Manila date and time. */
function manilaTime(at: string): string {
  const { date, minutes } = manilaParts(at);
  return `${date} ${hhmm(minutes)}`;
}

/**
 * Why a build refuses a database newer than it, and what to do: restore the backup taken before the first upgrade past
 * this build's migrations (it is at a level this build knows), or start the version that upgraded it last.
 */
export function newerDatabaseMessage(records: UpgradeRecord[], journal: JournalEntry[], version: string, unknown: number): string {
  const known = new Set(journal.map((e) => e.tag));
  const beyond = records.filter((r) => !known.has(r.to_migration));
  const ours = `this is HRIS ${version}, which knows migrations up to ${journal.at(-1)?.tag ?? 'none'}`;
  const first = beyond[0];
  const newest = beyond.at(-1);
  if (!first || !newest)
    return (
      `This database has ${unknown} migration${unknown === 1 ? '' : 's'} this build does not know: a newer HRIS migrated it; ${ours}. ` +
      'Start the version that migrated it, or restore the backup taken before that upgrade (docs/operations.md, Rolling back).'
    );
  const rollingBack = '(docs/operations.md, Rolling back; what was entered since that upgrade is not in it)';
  const restore =
    first.backup === null
      ? `No backup was taken at that upgrade (UPGRADE_BACKUP=off): to roll back, restore the one your own routine took before ${manilaTime(first.upgraded_at)} ${rollingBack}`
      : first === newest
        ? `To roll back, restore ${first.backup} ${rollingBack}`
        : `To roll back, restore ${first.backup}, taken before HRIS ${first.version} upgraded it on ${manilaTime(first.upgraded_at)} ${rollingBack}`;
  return (
    `This database was upgraded by HRIS ${newest.version} on ${manilaTime(newest.upgraded_at)} (Manila time) to migration ${newest.to_migration}; ${ours}. ` +
    `${restore}, or start HRIS ${newest.version}.`
  );
}

export type UpgradeOptions = {
  db: Database;
  /** The database's address, for the backup's own connection. */
  url: string;
  config: Pick<AppConfig, 'backupDir' | 'upgradeBackup' | 'storage'>;
  clock: Clock;
  log: Log;
  /** This build's migrations and release (another build's, in the tests). */
  migrationsFolder: string;
  version: string;
};

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Brings the database to this build's migrations: refuses one with migrations this build does not know, backs up one
 * that holds data before migrating it (unless UPGRADE_BACKUP=off), and records the upgrade. Run under oneStartAtATime.
 */
export async function upgradeDatabase(o: UpgradeOptions): Promise<void> {
  const journal = readJournal(o.migrationsFolder);
  const plan = planMigrations(journal, await appliedMigrations(o.db));
  if (plan.unknown > 0) throw new RefusedToStart(newerDatabaseMessage(await upgradesRecorded(o.db), journal, o.version, plan.unknown));
  const to = plan.pending.at(-1)?.tag;
  if (!to) return;
  // A new database has nothing to lose: no backup.
  const backup = plan.applied > 0 ? await backupBeforeUpgrade(o, plan) : null;
  try {
    await runMigrations(o.db, o.migrationsFolder);
  } catch (err) {
    throw new Error(`Migrating the database to ${to} failed: ${messageOf(err)}. The migrations run in one transaction: the database is as it was.`, {
      cause: err,
    });
  }
  await o.db.$client.query(`INSERT INTO database_upgrades (version, from_migration, to_migration, backup, upgraded_at) VALUES ($1, $2, $3, $4, $5)`, [
    o.version,
    plan.at,
    to,
    backup,
    o.clock.now(),
  ]);
  if (plan.applied === 0) o.log(`HRIS ${o.version} created the database (migrations up to ${to})`);
  else
    o.log(
      `HRIS ${o.version} migrated the database from ${plan.at} to ${to}` +
        (backup ? `; to undo it, restore ${backup} and start the previous version (docs/operations.md, Rolling back)` : ''),
    );
}

/** The backup before an upgrade: its folder, or null when UPGRADE_BACKUP=off. A backup that fails stops the upgrade. */
async function backupBeforeUpgrade(o: UpgradeOptions, plan: MigrationPlan): Promise<string | null> {
  const n = plan.pending.length;
  const upgrade = `the database is at ${plan.at}; HRIS ${o.version} applies ${n} migration${n === 1 ? '' : 's'} (up to ${plan.pending.at(-1)!.tag})`;
  if (!o.config.upgradeBackup) {
    o.log(`${upgrade}. UPGRADE_BACKUP=off: no backup before this upgrade (the site's own backup covers it: docs/operations.md, Upgrading)`);
    return null;
  }
  o.log(`${upgrade}: backing it up first into ${o.config.backupDir}`);
  try {
    const { dir } = await createBackup({
      url: o.url,
      storage: createStorage(o.config),
      backupDir: o.config.backupDir,
      clock: o.clock,
      log: o.log,
      label: `before-upgrade-to-${o.version}`,
    });
    return dir;
  } catch (err) {
    throw new RefusedToStart(
      `The backup before the upgrade to HRIS ${o.version} failed: ${messageOf(err)}. Nothing was changed: the database is still at ${plan.at}. ` +
        `Make room in BACKUP_DIR (${o.config.backupDir}) or let the server's user write there, and start again; or, with a backup of your own ` +
        'taken just now, start once with UPGRADE_BACKUP=off (docs/operations.md, Upgrading).',
    );
  }
}
