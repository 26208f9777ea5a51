import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, runMigrations, seedDemo, seedReference, setPasswordCost } from '@hris/db';
import { settableClock } from '../apps/api/src/lib/clock';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { createBackup, findPgDump, restoreBackup } from '../apps/api/src/ops/backup';
import { fileHashes, notPrivate, snapshot, startDebianCluster, type DebianCluster, type Snapshot } from './support';

// The other way of dumping: `pg_dump -Fc` and `pg_restore`, used when a pg_dump at least as new as the server is there
// (the postgres:17 image, PostgreSQL's apt repository). The embedded PostgreSQL 17 ships none, so this runs on Debian's
// own PostgreSQL, server and pg_dump of one version (15 on bookworm; .ci/run installs it when missing): the product
// migrated and seeded on it, backed up through pg_dump, restored through pg_restore, and read back the same.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-pgdump-test-'));
let cluster: DebianCluster;
const url = (db: string) => `postgres://hris@127.0.0.1:${cluster.port}/${db}`;
let before: Snapshot;

beforeAll(async () => {
  cluster = await startDebianCluster(path.join(tmp, 'pg'), { superuser: 'hris', local: 'trust', host: 'trust' });
  const admin = new pg.Client({ connectionString: url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE hris');
  await admin.query('CREATE DATABASE hris_restored');
  await admin.end();
  const db = createDatabase(url('hris'), 2);
  try {
    await runMigrations(db);
    await seedReference(db);
    setPasswordCost(2 ** 14);
    await seedDemo(db, { bulk: false });
  } finally {
    await db.$client.end();
  }
  fs.mkdirSync(path.join(tmp, 'data/uploads/pds'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'data/uploads/pds/a1b2.pdf'), randomBytes(5000));
  before = await snapshot(url('hris'));
}, 180_000);

afterAll(() => {
  try {
    cluster?.stop();
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

describe('a backup through pg_dump -Fc', () => {
  it('uses a pg_dump only when it is at least as new as the server', async () => {
    const version = Number(path.basename(path.dirname(cluster.bin)));
    const env = { PG_DUMP: path.join(cluster.bin, 'pg_dump'), PATH: '' };
    expect(await findPgDump(version, env)).toMatchObject({ bin: env.PG_DUMP });
    expect(await findPgDump(version + 1, env)).toBeNull();
    expect(await findPgDump(version, { PG_DUMP: '/nonexistent/pg_dump', PATH: '' })).toBeNull();
  });

  it('dumps in custom format and pg_restore brings back the same rows, sequences and files', async () => {
    const env = { ...process.env, PG_DUMP: path.join(cluster.bin, 'pg_dump') };
    const { dir, manifest } = await createBackup({
      url: url('hris'),
      storage: createLocalStorage(path.join(tmp, 'data/uploads')),
      backupDir: path.join(tmp, 'backups'),
      clock: settableClock('2026-11-24T02:00'),
      env,
    });
    expect(path.basename(dir)).toBe('hris-2026-11-24T0200');
    expect(manifest.database.kind).toBe('pg_dump');
    // pg_dump's custom format starts with its magic bytes.
    expect(fs.readFileSync(path.join(dir, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP');
    const counted = Object.fromEntries(manifest.database.tables.map((t) => [`${t.schema}.${t.name}`, t.rows]));
    expect(counted).toEqual(Object.fromEntries(Object.entries(before.tables).flatMap(([t, v]) => (t.startsWith('drizzle.') ? [] : [[t, v.rows]]))));
    // pg_dump's file too is the server's user's alone (0600), as is every folder (0700) and file of the backup.
    expect(notPrivate(path.join(tmp, 'backups'))).toEqual([]);

    await restoreBackup({ backup: dir, url: url('hris_restored'), dataDir: path.join(tmp, 'restored'), env });
    const after = await snapshot(url('hris_restored'));
    expect(after.tables).toEqual(before.tables);
    expect(after.sequences).toEqual(before.sequences);
    expect(fileHashes(path.join(tmp, 'restored/uploads'))).toEqual(fileHashes(path.join(tmp, 'data/uploads')));
    expect(notPrivate(path.join(tmp, 'restored'))).toEqual([]);
    // And never over data: the restored database is not empty any more.
    await expect(restoreBackup({ backup: dir, url: url('hris_restored'), dataDir: path.join(tmp, 'again'), env })).rejects.toThrow(
      /The target database is not empty/,
    );
  });
});
