import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createGzip, createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder, startEmbeddedPostgres } from '@hris/db';
import type { Clock } from '../lib/clock';
import { createLocalStorage, type FileStorage } from '../lib/storage';
import { manilaParts } from '../domain/manila-time';

// Backups that restore (issue 18): `npm run backup` writes BACKUP_DIR/hris-YYYY-MM-DDTHHMM (Manila time) holding the
// database and a copy of the uploads (the folder or the S3 bucket, through lib/storage.ts), with a manifest (rows per
// table, every file's sha256);
// `npm run restore -- <backup>` puts both back into an empty data folder or an empty DATABASE_URL database.
//
// Why two ways of dumping the database: pg_dump's custom format is the standard one (pg_restore, selective restore,
// any PostgreSQL tool reads it), and it is used whenever a pg_dump at least as new as the server is found (PG_DUMP,
// else PATH) — the postgres:17 image, PostgreSQL's own apt repository. But the embedded PostgreSQL the product runs on
// without DATABASE_URL ships no pg_dump, Debian bookworm's pg_dump is 15 and refuses a 17 server, and the app image has
// none: so the product also has its own dump, which needs nothing but the connection it already has. It reads every
// table inside ONE `REPEATABLE READ READ ONLY` transaction (one snapshot: the same moment for every table, as pg_dump
// does), writes each row in PostgreSQL's own text form of the row (the composite type's output, exact for every
// column type), records the migration level and every sequence's position; restore migrates an empty database to that
// level, loads the rows with the foreign keys set aside (so the order of tables and of self-referencing rows does not
// matter) and then re-adds the foreign keys — PostgreSQL checks every one of them again — and sets the sequences.

export const BACKUP_FORMAT = 'hris-backup/1';
const NAME = /^hris-\d{4}-\d{2}-\d{2}T\d{4}(-\d+)?$/;
const SKIPPED_SCHEMAS = ['pg_catalog', 'information_schema', 'drizzle', 'pg_toast'];
const BATCH = 5000;

export type TableEntry = { schema: string; name: string; rows: number; file?: string; sha256?: string };
export type FileEntry = { key: string; bytes: number; sha256: string };
export type Manifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: {
    kind: 'pg_dump' | 'rows';
    serverVersion: string;
    /** pg_dump's version (kind pg_dump). */
    pgDump?: string;
    file?: string;
    /** Migrations applied (drizzle's journal): how many, and the last one's tag and time. */
    migrations: { count: number; lastTag: string | null; lastWhen: number | null };
    tables: TableEntry[];
    sequences: { schema: string; name: string; lastValue: number | null }[];
  };
  uploads: FileEntry[];
};

export type Log = (message: string) => void;
const execFileP = promisify(execFile);

/** The database a command works on: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR (running or not). */
export type OpenedDatabase = { url: string; embedded: boolean; close: () => Promise<void> };

function embeddedDir(dataDir: string) {
  return path.join(dataDir, 'postgres');
}

/** A running embedded PostgreSQL of this DATA_DIR (the server is up): its port from postmaster.pid, password from pg-password. */
function runningEmbeddedUrl(dataDir: string): string | null {
  const pidFile = path.join(embeddedDir(dataDir), 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  const port = Number(lines[3]);
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://hris:${encodeURIComponent(password)}@127.0.0.1:${port}/hris`;
}

export async function openSourceDatabase(env: { databaseUrl?: string; dataDir: string }, log: Log): Promise<OpenedDatabase> {
  if (env.databaseUrl) return { url: env.databaseUrl, embedded: false, close: () => Promise.resolve() };
  const running = runningEmbeddedUrl(env.dataDir);
  if (running) {
    log(`backing up the running embedded PostgreSQL of ${env.dataDir}`);
    return { url: running, embedded: true, close: () => Promise.resolve() };
  }
  if (!fs.existsSync(path.join(embeddedDir(env.dataDir), 'PG_VERSION')))
    throw new Error(`There is no database to back up: set DATABASE_URL, or DATA_DIR to the server's data folder (${env.dataDir} has none).`);
  log(`starting the embedded PostgreSQL under ${embeddedDir(env.dataDir)}`);
  const embedded = await startEmbeddedPostgres(embeddedDir(env.dataDir));
  return { url: embedded.url('hris'), embedded: true, close: embedded.stop };
}

/** The newest backups' names in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => NAME.test(n) && fs.existsSync(path.join(dir, n, 'manifest.json')))
    .sort();
}

/** The backup's folder name: hris-YYYY-MM-DDTHHMM in Manila time, with -2, -3… when one of that minute exists. */
export function backupName(at: Date, existing: (name: string) => boolean): string {
  const { date, minutes } = manilaParts(at);
  const base = `hris-${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
  let name = base;
  for (let n = 2; existing(name); n += 1) name = `${base}-${n}`;
  return name;
}

/** A pg_dump whose major version is at least the server's, or null (then the product's own dump is used). */
export async function findPgDump(serverMajor: number, env: NodeJS.ProcessEnv = process.env): Promise<{ bin: string; version: string } | null> {
  for (const bin of [env.PG_DUMP, 'pg_dump'].filter((b): b is string => Boolean(b))) {
    try {
      const { stdout } = await execFileP(bin, ['--version'], { env });
      const match = /(\d+)(?:\.\d+)?/.exec(stdout);
      if (match && Number(match[1]) >= serverMajor) return { bin, version: stdout.trim() };
    } catch {
      // not there: the next candidate
    }
  }
  return null;
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;
const qualified = (t: { schema: string; name: string }) => `${ident(t.schema)}.${ident(t.name)}`;

function journal(): { idx: number; when: number; tag: string }[] {
  return (JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; when: number; tag: string }[] })
    .entries;
}

async function migrationLevel(client: pg.ClientBase): Promise<Manifest['database']['migrations']> {
  const exists = await client.query<{ ok: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`);
  if (!exists.rows[0]!.ok) return { count: 0, lastTag: null, lastWhen: null };
  const { rows } = await client.query<{ count: number; last: string | null }>(
    `SELECT count(*)::int AS count, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  const lastWhen = rows[0]!.last === null ? null : Number(rows[0]!.last);
  return { count: rows[0]!.count, lastWhen, lastTag: journal().find((e) => e.when === lastWhen)?.tag ?? null };
}

export type BackupOptions = {
  url: string;
  /** Where the uploads are (STORAGE: the folder or the bucket); every file in it is copied into the backup. */
  storage: FileStorage;
  backupDir: string;
  clock: Clock;
  keep?: number;
  log?: Log;
  env?: NodeJS.ProcessEnv;
  /**
   * Appended to the folder's name (hris-…T0930-before-upgrade-to-1.38.0: ops/upgrade.ts). A labelled backup is not
   * among the nightly ones, so BACKUP_KEEP's retention never removes it.
   */
  label?: string;
};

/** Writes one backup and applies the retention; answers its folder. */
export async function createBackup(opts: BackupOptions): Promise<{ dir: string; manifest: Manifest; removed: string[] }> {
  const log = opts.log ?? (() => undefined);
  fs.mkdirSync(opts.backupDir, { recursive: true, mode: 0o700 });
  const suffix = opts.label ? `-${opts.label}` : '';
  const name = backupName(opts.clock.now(), (n) => fs.existsSync(path.join(opts.backupDir, n + suffix))) + suffix;
  // Written under a temporary name and renamed when complete: a backup cut short is never taken for one.
  const partial = path.join(opts.backupDir, `.partial-${name}`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { mode: 0o700 });
  const client = new pg.Client({ connectionString: opts.url });
  await client.connect();
  let database: Manifest['database'];
  try {
    // One snapshot for the whole dump: every table as of the same moment.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const serverVersion = (await client.query<{ v: string }>('SELECT current_setting($1) AS v', ['server_version_num'])).rows[0]!.v;
    const migrations = await migrationLevel(client);
    const tables = (
      await client.query<{ schema: string; name: string }>(
        `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind = 'r' AND n.nspname <> ALL($1::text[]) AND n.nspname NOT LIKE 'pg_temp%' ORDER BY 1, 2`,
        [SKIPPED_SCHEMAS],
      )
    ).rows;
    const sequences = (
      await client.query<{ schema: string; name: string; lastValue: string | null }>(
        `SELECT schemaname AS schema, sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences
          WHERE schemaname <> ALL($1::text[]) ORDER BY 1, 2`,
        [SKIPPED_SCHEMAS],
      )
    ).rows.map((s) => ({ schema: s.schema, name: s.name, lastValue: s.lastValue === null ? null : Number(s.lastValue) }));
    const pgDump = await findPgDump(Math.floor(Number(serverVersion) / 10000), opts.env);
    const entries: TableEntry[] = [];
    if (pgDump) {
      // pg_dump reads the very snapshot this transaction holds, so the row counts below describe the same moment.
      const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
      log(`dumping the database with ${pgDump.version}`);
      // pg_dump creates its file with the umask's mode (0644 as a rule): made here 0600 first, pg_dump writes into it.
      const dumpFile = path.join(partial, 'database.dump');
      fs.closeSync(fs.openSync(dumpFile, 'wx', 0o600));
      const dumping = execFileP(pgDump.bin, ['-Fc', '--no-owner', `--snapshot=${snapshot}`, '-f', dumpFile, '-d', opts.url]);
      for (const t of tables) {
        const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ONLY ${qualified(t)}`);
        entries.push({ ...t, rows: rows[0]!.n });
      }
      await dumping;
      database = { kind: 'pg_dump', serverVersion, pgDump: pgDump.version, file: 'database.dump', migrations, tables: entries, sequences };
    } else {
      log(`no pg_dump of version ${Math.floor(Number(serverVersion) / 10000)} or newer: the product's own dump of ${tables.length} tables`);
      fs.mkdirSync(path.join(partial, 'database'), { mode: 0o700 });
      for (const t of tables) entries.push(await dumpTable(client, t, partial));
      database = { kind: 'rows', serverVersion, migrations, tables: entries, sequences };
    }
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  // The uploads after the snapshot: every upload row in the dump was written after its file (lib/uploads.ts).
  const uploads: FileEntry[] = [];
  for (const key of await opts.storage.list()) {
    const bytes = await opts.storage.get(key);
    if (!bytes) continue; // removed since it was listed (a document deleted meanwhile)
    const to = path.join(partial, 'uploads', key);
    fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
    fs.writeFileSync(to, bytes, { mode: 0o600 });
    uploads.push({ key, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  const manifest: Manifest = { format: BACKUP_FORMAT, createdAt: opts.clock.now().toISOString(), database, uploads };
  fs.writeFileSync(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  const dir = path.join(opts.backupDir, name);
  fs.renameSync(partial, dir);
  const totalRows = database.tables.reduce((s, t) => s + t.rows, 0);
  log(`backup ${dir}: ${database.tables.length} tables, ${totalRows} rows, ${uploads.length} files`);
  const removed = applyRetention(opts.backupDir, opts.keep);
  for (const r of removed) log(`removed the old backup ${r}`);
  return { dir, manifest, removed };
}

/** Keeps the newest `keep` backups (BACKUP_KEEP); deletes the rest and answers their names. */
export function applyRetention(dir: string, keep: number | undefined): string[] {
  if (!keep || keep < 1) return [];
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return old;
}

async function dumpTable(client: pg.ClientBase, t: { schema: string; name: string }, into: string): Promise<TableEntry> {
  const file = `database/${t.schema}.${t.name}.jsonl.gz`;
  const gzip = createGzip();
  const out = fs.createWriteStream(path.join(into, file), { mode: 0o600 });
  const done = pipeline(gzip, out);
  let rows = 0;
  await client.query(`DECLARE dump NO SCROLL CURSOR FOR SELECT t::text AS r FROM ONLY ${qualified(t)} t`);
  for (;;) {
    const batch = await client.query<{ r: string }>(`FETCH ${BATCH} FROM dump`);
    if (batch.rows.length === 0) break;
    rows += batch.rows.length;
    // One JSON string per line: the row's text form with its newlines and quotes escaped.
    if (!gzip.write(batch.rows.map((row) => JSON.stringify(row.r)).join('\n') + '\n')) await new Promise((r) => gzip.once('drain', r));
  }
  await client.query('CLOSE dump');
  gzip.end();
  await done;
  return { ...t, rows, file, sha256: await sha256File(path.join(into, file)) };
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${dir} is not a backup: it has no manifest.json`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { format?: unknown };
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`${dir} is a backup of another format (${String(manifest.format)}); this version reads ${BACKUP_FORMAT}`);
  return manifest as Manifest;
}

/** Refuses a target database that has any table in it. */
export async function assertEmptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    if (rows[0]!.n > 0)
      throw new Error(
        `The target database is not empty (${rows[0]!.n} tables). A restore goes only into an empty database: create a new one, or drop this one first.`,
      );
  } finally {
    await client.end();
  }
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function assertEmptyFolder(dir: string, what: string) {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new Error(`${what} ${dir} is not empty. A restore goes only into an empty folder: move it away first.`);
}

export type RestoreOptions = {
  backup: string;
  url?: string;
  dataDir: string;
  /** Where the files go (STORAGE): by default the folder DATA_DIR/uploads; it must hold no file. */
  storage?: FileStorage;
  log?: Log;
  env?: NodeJS.ProcessEnv;
};

/**
 * Restores a backup into DATABASE_URL (an empty database) or, without one, into a new embedded PostgreSQL under
 * DATA_DIR (whose postgres folder must not exist yet), and the uploads into the file store (DATA_DIR/uploads, or the
 * bucket STORAGE=s3 names), which must hold no file.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<Manifest> {
  const log = opts.log ?? (() => undefined);
  const manifest = readManifest(opts.backup);
  const storage = opts.storage ?? createLocalStorage(path.join(opts.dataDir, 'uploads'));
  // Every check before anything is written.
  const there = (await storage.list()).length;
  if (there > 0)
    throw new Error(
      `${capitalize(storage.where)} is not empty (${there} files). A restore goes only into an empty folder or bucket: move its files away first.`,
    );
  for (const f of manifest.uploads) if (!fs.existsSync(path.join(opts.backup, 'uploads', f.key))) throw new Error(`The backup lacks the file ${f.key}`);
  for (const t of manifest.database.tables) {
    if (t.file && (await sha256File(path.join(opts.backup, t.file))) !== t.sha256)
      throw new Error(`The backup's ${t.file} is damaged (its sha256 differs from the manifest's)`);
  }
  let url = opts.url;
  let stop = () => Promise.resolve();
  if (url) {
    await assertEmptyDatabase(url);
  } else {
    const dir = embeddedDir(opts.dataDir);
    assertEmptyFolder(dir, 'The database folder');
    // The server's data folder, as the server makes it: its user's alone.
    fs.mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
    log(`creating an embedded PostgreSQL under ${dir}`);
    const embedded = await startEmbeddedPostgres(dir);
    await embedded.createDatabase('hris');
    url = embedded.url('hris');
    stop = embedded.stop;
  }
  try {
    if (manifest.database.kind === 'pg_dump') await restorePgDump(opts.backup, manifest, url, opts.env ?? process.env, log);
    else await restoreRows(opts.backup, manifest, url, log);
    await checkCounts(url, manifest);
  } finally {
    await stop();
  }
  for (const f of manifest.uploads) {
    await storage.put(f.key, fs.readFileSync(path.join(opts.backup, 'uploads', f.key)));
    const back = await storage.get(f.key);
    if (!back || createHash('sha256').update(back).digest('hex') !== f.sha256) throw new Error(`The restored file ${f.key} differs from the backup's (sha256)`);
  }
  log(`restored ${manifest.database.tables.length} tables and ${manifest.uploads.length} files from ${opts.backup}`);
  return manifest;
}

async function restorePgDump(dir: string, manifest: Manifest, url: string, env: NodeJS.ProcessEnv, log: Log) {
  const pgRestore = env.PG_RESTORE ?? (env.PG_DUMP ? path.join(path.dirname(env.PG_DUMP), 'pg_restore') : 'pg_restore');
  log(`restoring ${manifest.database.file} with ${pgRestore}`);
  await execFileP(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '-d', url, path.join(dir, manifest.database.file ?? 'database.dump')]);
}

/** A migrations folder holding only the first `count` migrations of this version's journal. */
function migrationsUpTo(level: Manifest['database']['migrations']): string {
  const entries = journal();
  const upTo = entries.slice(0, level.count);
  if (level.count > entries.length || (level.lastWhen !== null && upTo.at(-1)?.when !== level.lastWhen))
    throw new Error(
      `The backup was made at migration ${level.lastTag ?? level.count}, which this version of the product does not have: restore it with the version that made it (or a newer one).`,
    );
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-restore-migrations-'));
  fs.cpSync(migrationsFolder(), tmp, { recursive: true });
  const file = path.join(tmp, 'meta/_journal.json');
  const meta = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: unknown[] };
  fs.writeFileSync(file, JSON.stringify({ ...meta, entries: upTo }));
  return tmp;
}

async function restoreRows(dir: string, manifest: Manifest, url: string, log: Log) {
  const folder = migrationsUpTo(manifest.database.migrations);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    log(`migrating the empty database to ${manifest.database.migrations.lastTag ?? 'its first migration'}`);
    await migrate(drizzle(pool), { migrationsFolder: folder });
  } finally {
    await pool.end();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const tables = manifest.database.tables;
    for (const t of tables) {
      const { rows } = await client.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [qualified(t)]);
      if (!rows[0]!.ok) throw new Error(`The table ${t.schema}.${t.name} of the backup does not exist at its migration level`);
    }
    // Rows the migrations themselves wrote (settings, lists) are replaced by the backup's.
    if (tables.length > 0) await client.query(`TRUNCATE ${tables.map(qualified).join(', ')}`);
    // The foreign keys are set aside while the rows arrive and added back after: PostgreSQL then checks every row.
    const fks = (
      await client.query<{ tbl: string; name: string; def: string }>(
        `SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
           JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname <> ALL($1::text[])`,
        [SKIPPED_SCHEMAS],
      )
    ).rows;
    for (const fk of fks) await client.query(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${ident(fk.name)}`);
    for (const t of tables) {
      // The product's triggers only announce changes (pg_notify); they stay quiet while a backup is loaded.
      await client.query(`ALTER TABLE ${qualified(t)} DISABLE TRIGGER USER`);
      await loadTable(client, dir, t);
      await client.query(`ALTER TABLE ${qualified(t)} ENABLE TRIGGER USER`);
    }
    for (const fk of fks) await client.query(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${ident(fk.name)} ${fk.def}`);
    for (const s of manifest.database.sequences) {
      const seq = qualified(s);
      if (s.lastValue === null)
        await client.query(`SELECT setval($1::regclass, (SELECT min_value FROM pg_sequences WHERE schemaname = $2 AND sequencename = $3), false)`, [
          seq,
          s.schema,
          s.name,
        ]);
      else await client.query('SELECT setval($1::regclass, $2, true)', [seq, s.lastValue]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

async function loadTable(client: pg.ClientBase, dir: string, t: TableEntry) {
  if (!t.file) return;
  // Each line is the row's text form; cast back to the table's row type, it is the row again. Generated columns (the
  // property register's search text) are computed by the database again, never inserted.
  const { rows: columns } = await client.query<{ name: string }>(
    `SELECT quote_ident(attname) AS name FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [qualified(t)],
  );
  const list = columns.map((c) => c.name).join(', ');
  const insert = `INSERT INTO ${qualified(t)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${columns.map((c) => `x.${c.name}`).join(', ')}
    FROM (SELECT (r::${qualified(t)}).* FROM unnest($1::text[]) AS r) x`;
  // Opened only now: lines read before the loop below listens would be lost.
  const lines = readline.createInterface({ input: fs.createReadStream(path.join(dir, t.file)).pipe(createGunzip()), crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    if (!line) continue;
    batch.push(JSON.parse(line) as string);
    if (batch.length >= BATCH) {
      await client.query(insert, [batch]);
      batch = [];
    }
  }
  if (batch.length > 0) await client.query(insert, [batch]);
}

async function checkCounts(url: string, manifest: Manifest) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const t of manifest.database.tables) {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ONLY ${qualified(t)}`);
      if (rows[0]!.n !== t.rows) throw new Error(`The restored ${t.schema}.${t.name} has ${rows[0]!.n} rows; the backup has ${t.rows}`);
    }
  } finally {
    await client.end();
  }
}

/** Milliseconds from `now` to the next HH:MM in Manila. */
export function untilNext(now: Date, at: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!match) throw new Error(`BACKUP_AT must be HH:MM (24-hour, Manila time), not ${at}`);
  const target = Number(match[1]) * 60 + Number(match[2]);
  const ms = now.getTime();
  const minuteOfDay = manilaParts(now).minutes;
  const intoMinute = ms % 60_000;
  let diff = (target - minuteOfDay) * 60_000 - intoMinute;
  if (diff <= 0) diff += 86_400_000;
  return diff;
}

/** Whether the newest backup in `dir` is younger than `hours` (the backup service's health check). */
export function newestBackupAge(dir: string, now: Date): number | null {
  const newest = listBackups(dir).at(-1);
  if (!newest) return null;
  return now.getTime() - new Date(readManifest(path.join(dir, newest)).createdAt).getTime();
}
