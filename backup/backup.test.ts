import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { execFile, spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, runMigrations, seedDemo, seedReference, setPasswordCost, startEmbeddedPostgres, type EmbeddedDatabase } from '@hris/db';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { claimUpload, storeUpload } from '../apps/api/src/lib/uploads';
import { settableClock } from '../apps/api/src/lib/clock';
import { fileHashes, notPrivate, snapshot, type Snapshot } from './support';
import { applyRetention, backupName, listBackups, untilNext, type Manifest } from '../apps/api/src/ops/backup';

// `npm run test:backup` (issue 18): the demo university with uploaded files, backed up with `npm run backup` while its
// database runs, destroyed (the whole data folder deleted), restored with `npm run restore`, and read back: every table
// has the same rows (counted, and an md5 over the rows' text in order), every sequence stands where it stood, every file
// has the same sha256. Then the same backup into an empty DATABASE_URL database, and the refusals of a non-empty target.

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

type Run = { code: number; stdout: string; stderr: string; killed: boolean };
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete out.DATABASE_URL;
  if (!env.BACKUP_AT) delete out.BACKUP_AT;
  return out;
}
/** The command run to its end; `timeout` ms: stopped (killed: true) if it has not ended by itself by then. */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>, timeout = 0): Promise<Run> {
  return new Promise((resolve) => {
    execFile(TSX, [path.join(ROOT, `apps/api/src/cli/${script}.ts`), ...args], { cwd: ROOT, env: childEnv(env), timeout }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr, killed: Boolean(err?.killed) }),
    );
  });
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-backup-test-'));
const dataDir = path.join(tmp, 'data');
const backupDir = path.join(tmp, 'backups');
let embedded: EmbeddedDatabase | null = null;
let before: Snapshot;
let beforeFiles: Record<string, string>;
let backup: string;

beforeAll(async () => {
  embedded = await startEmbeddedPostgres(path.join(dataDir, 'postgres'));
  await embedded.createDatabase('hris');
  const db = createDatabase(embedded.url('hris'), 4);
  try {
    await runMigrations(db);
    await seedReference(db);
    setPasswordCost(2 ** 14);
    await seedDemo(db, { bulk: true, now: new Date('2026-11-24T02:00:00Z') });
    // Uploaded files as the product stores them (lib/uploads.ts): a row per file and the file under DATA_DIR/uploads.
    const storage = createLocalStorage(path.join(dataDir, 'uploads'));
    const people = (
      await db.$client.query<{ id: number; email: string }>(`SELECT id, email FROM users WHERE email IN ('staff@hris.test', 'applicant@hris.test')`)
    ).rows;
    expect(people).toHaveLength(2);
    for (const [i, person] of people.entries()) {
      const actor = {
        userId: person.id,
        sessionId: 's',
        personnelId: null,
        views: [],
        roles: [person.email.startsWith('applicant') ? 'Applicant' : 'Employee'],
      };
      for (let n = 0; n < 3; n += 1) {
        const key = `${n === 0 ? 'pds' : 'leave'}/${randomUUID()}.pdf`;
        await storeUpload({ db, storage }, actor, { key, name: `Résumé – Ñiño (${i},${n}) "final".pdf`, bytes: randomBytes(1000 + n * 150_000) });
        if (n === 1) expect(await claimUpload(db, key, person.id)).not.toBeNull();
      }
    }
    // Text the row form must carry unchanged: quotes, commas, parentheses, backslashes, newlines, tabs, non-ASCII.
    await db.$client.query(`UPDATE users SET name = $1 WHERE email = 'staff@hris.test'`, ['Juan "JB" Bautista, Jr. (CAS)\\ \n\tÑ 日本 😀']);
  } finally {
    await db.$client.end();
  }
  before = await snapshot(embedded.url('hris'));
  beforeFiles = fileHashes(path.join(dataDir, 'uploads'));
  expect(Object.keys(beforeFiles)).toHaveLength(6);
}, 180_000);

afterAll(async () => {
  await embedded?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore', () => {
  it('backs up the running database and the uploads into a dated folder with a manifest, once, and exits (the cron line)', async () => {
    // BACKUP_AT in the environment, as .env.example suggests and a cron line reading the server's settings carries:
    // still one backup and an exit, or each night would leave another process behind. 90 s is many backups' time.
    const run = await cli('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: '14', BACKUP_AT: '02:00' }, 90_000);
    expect(run.killed, `still running after 90 s:\n${run.stdout}`).toBe(false);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const names = listBackups(backupDir);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^hris-\d{4}-\d{2}-\d{2}T\d{4}$/);
    backup = path.join(backupDir, names[0]!);
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8')) as Manifest;
    // The manifest counts what the database held, table by table.
    const counted = Object.fromEntries(manifest.database.tables.map((t) => [`${t.schema}.${t.name}`, t.rows]));
    const expected = Object.fromEntries(
      Object.entries(before.tables)
        .filter(([t]) => !t.startsWith('drizzle.'))
        .map(([t, v]) => [t, v.rows]),
    );
    expect(counted).toEqual(expected);
    expect(manifest.database.tables.reduce((s, t) => s + t.rows, 0)).toBeGreaterThan(10_000);
    expect(manifest.database.migrations.count).toBe(
      JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/db/migrations/meta/_journal.json'), 'utf8')).entries.length,
    );
    expect(Object.fromEntries(manifest.uploads.map((f) => [f.key, f.sha256]))).toEqual(beforeFiles);
    // The backup is the server's user's alone, every folder 0700 and every file 0600 (BACKUP_DIR too): it holds
    // everyone's personal data.
    expect(manifest.database.kind).toBe('rows');
    expect(notPrivate(backupDir)).toEqual([]);
  });

  it('with --daily-at, makes one at once and keeps running for the next day (the compose service)', async () => {
    const daily = path.join(tmp, 'daily');
    const child = spawn(TSX, [path.join(ROOT, 'apps/api/src/cli/backup.ts'), '--daily-at', '02:00'], {
      cwd: ROOT,
      env: childEnv({ DATA_DIR: dataDir, BACKUP_DIR: daily }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      const deadline = Date.now() + 90_000;
      while (!/next backup at 02:00 Manila time/.test(output) && child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(output).toMatch(/next backup at 02:00 Manila time, in \d+\.\d hours/);
      expect(listBackups(daily)).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 2000));
      expect(child.exitCode, output).toBeNull();
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
  });

  it('restores into a destroyed data folder, and every record and file reads back the same', async () => {
    await embedded!.stop();
    embedded = null;
    fs.rmSync(dataDir, { recursive: true, force: true });
    const run = await cli('restore', [backup], { DATA_DIR: dataDir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(fileHashes(path.join(dataDir, 'uploads'))).toEqual(beforeFiles);
    // What the restore wrote is the server's user's alone as well. (As root the embedded PostgreSQL runs as the
    // postgres user, which must pass through DATA_DIR: the search bit, never read or write.)
    expect(notPrivate(dataDir, { rootMode: process.getuid?.() === 0 ? 0o701 : 0o700 })).toEqual([]);
    embedded = await startEmbeddedPostgres(path.join(dataDir, 'postgres'));
    const after = await snapshot(embedded.url('hris'));
    expect(after.sequences).toEqual(before.sequences);
    expect(after.tables).toEqual(before.tables);
    // The server's start on it finds no migration pending and nothing to repair.
    const db = createDatabase(embedded.url('hris'), 2);
    await runMigrations(db);
    const next = await db.$client.query<{ id: number }>(`INSERT INTO audit_log (action, entity) VALUES ('restored', 'backup') RETURNING id`);
    await db.$client.end();
    // A new row takes the next id: the sequences were set, not left at 1.
    expect(next.rows[0]!.id).toBe(Number(before.sequences['public.audit_log_id_seq']) + 1);
  });

  it('refuses to restore over data that is there', async () => {
    const again = await cli('restore', [backup], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^The uploads folder .* is not empty \(\d+ files\)\. A restore goes only into an empty folder or bucket/m);
    // The same into a database that has tables (the restored one).
    const elsewhere = path.join(tmp, 'elsewhere');
    const intoFull = await cli('restore', [backup], { DATA_DIR: elsewhere, DATABASE_URL: embedded!.url('hris') });
    expect(intoFull.code).toBe(1);
    expect(intoFull.stderr).toMatch(/The target database is not empty \(\d+ tables\)/);
    expect(fs.existsSync(path.join(elsewhere, 'uploads'))).toBe(false);
    const notABackup = await cli('restore', [tmp], { DATA_DIR: elsewhere });
    expect(notABackup.code).toBe(1);
    expect(notABackup.stderr).toMatch(/is not a backup: it has no manifest\.json/);
  });

  it('restores into an empty DATABASE_URL database the same', async () => {
    await embedded!.createDatabase('hris_copy');
    const url = embedded!.url('hris_copy');
    const run = await cli('restore', [backup], { DATA_DIR: path.join(tmp, 'copy'), DATABASE_URL: url });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const after = await snapshot(url);
    expect(after.tables).toEqual(before.tables);
    expect(after.sequences).toEqual(before.sequences);
    expect(fileHashes(path.join(tmp, 'copy/uploads'))).toEqual(beforeFiles);
  });

  it('is one moment of the database, while the app keeps writing', async () => {
    // A writer commits, again and again, an audit row and a setting that counts them. Tables are read one after the
    // other (audit_log long before system_settings), so only a dump made in one snapshot finds the two agreeing.
    const url = embedded!.url('hris');
    const writer = new pg.Client({ connectionString: url });
    await writer.connect();
    let i = 0;
    let writing = true;
    const writes = (async () => {
      while (writing) {
        i += 1;
        await writer.query('BEGIN');
        await writer.query(`INSERT INTO audit_log (action, entity, entity_id) VALUES ('backup-probe', 'probe', $1)`, [String(i)]);
        await writer.query(
          `INSERT INTO system_settings (key, value) VALUES ('backup_probe', to_jsonb($1::int)) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
          [i],
        );
        await writer.query('COMMIT');
      }
    })();
    while (i < 50) await new Promise((r) => setTimeout(r, 20));
    const during = path.join(tmp, 'during');
    const run = await cli('backup', [], { DATABASE_URL: url, DATA_DIR: path.join(tmp, 'no-uploads'), BACKUP_DIR: during });
    const atEnd = i;
    writing = false;
    await writes;
    await writer.end();
    expect(run.code).toBe(0);
    await embedded!.createDatabase('hris_during');
    const restored = embedded!.url('hris_during');
    expect((await cli('restore', [path.join(during, listBackups(during)[0]!)], { DATA_DIR: path.join(tmp, 'during-data'), DATABASE_URL: restored })).code).toBe(
      0,
    );
    const check = new pg.Client({ connectionString: restored });
    await check.connect();
    const { rows } = await check.query<{ audited: number; counted: number }>(
      `SELECT (SELECT count(*)::int FROM audit_log WHERE action = 'backup-probe') AS audited,
              (SELECT (value #>> '{}')::int FROM system_settings WHERE key = 'backup_probe') AS counted`,
    );
    await check.end();
    // Taken while the writes went on (neither before the first nor after the last), and consistent.
    expect(rows[0]!.counted).toBeGreaterThanOrEqual(50);
    expect(rows[0]!.counted).toBeLessThan(atEnd);
    expect(rows[0]!.audited).toBe(rows[0]!.counted);
  });

  it('refuses a damaged backup before writing anything', async () => {
    const damaged = path.join(tmp, 'damaged');
    fs.cpSync(backup, damaged, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(damaged, 'manifest.json'), 'utf8')) as Manifest;
    const file = manifest.database.tables.find((t) => t.file)?.file ?? manifest.database.file!;
    fs.appendFileSync(path.join(damaged, file), 'x');
    const target = path.join(tmp, 'target');
    const run = await cli('restore', [damaged], { DATA_DIR: target });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/is damaged/);
    expect(fs.existsSync(path.join(target, 'postgres'))).toBe(false);
  });
});

describe('names and retention', () => {
  it('names a backup by its Manila date and minute, and never reuses a name', () => {
    const at = settableClock('2026-11-24T02:05').now();
    expect(backupName(at, () => false)).toBe('hris-2026-11-24T0205');
    const taken = new Set(['hris-2026-11-24T0205', 'hris-2026-11-24T0205-2']);
    expect(backupName(at, (n) => taken.has(n))).toBe('hris-2026-11-24T0205-3');
  });

  it('keeps the newest BACKUP_KEEP backups and only those, never touching other folders or a backup cut short', () => {
    const dir = fs.mkdtempSync(path.join(tmp, 'keep-'));
    const names = ['hris-2026-11-20T0200', 'hris-2026-11-21T0200', 'hris-2026-11-22T0200', 'hris-2026-11-23T0200', 'hris-2026-11-23T0200-2'];
    for (const n of names) {
      fs.mkdirSync(path.join(dir, n));
      fs.writeFileSync(path.join(dir, n, 'manifest.json'), '{}');
    }
    fs.mkdirSync(path.join(dir, '.partial-hris-2026-11-24T0200'));
    fs.mkdirSync(path.join(dir, 'keep-me'));
    expect(applyRetention(dir, 2)).toEqual(names.slice(0, 3));
    expect(fs.readdirSync(dir).sort()).toEqual(['.partial-hris-2026-11-24T0200', 'hris-2026-11-23T0200', 'hris-2026-11-23T0200-2', 'keep-me']);
  });

  it('schedules the daily backup at the next Manila HH:MM', () => {
    // 01:30 Manila: 02:00 is half an hour away; at 02:00 itself, the next is tomorrow's.
    expect(untilNext(settableClock('2026-11-24T01:30').now(), '02:00')).toBe(30 * 60_000);
    expect(untilNext(settableClock('2026-11-24T02:00').now(), '02:00')).toBe(86_400_000);
    expect(() => untilNext(new Date(), '25:00')).toThrow(/BACKUP_AT must be HH:MM/);
  });
});
