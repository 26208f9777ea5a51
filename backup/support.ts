import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import pg from 'pg';

export type Snapshot = { tables: Record<string, { rows: number; md5: string }>; sequences: Record<string, string | null> };

/** Every table's row count and content hash (rows' text in order), and every sequence's position. */
export async function snapshot(url: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ t: string }>(
        `SELECT format('%I.%I', n.nspname, c.relname) AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%' ORDER BY 1`,
      )
    ).rows;
    const out: Snapshot = { tables: {}, sequences: {} };
    for (const { t } of tables) {
      const { rows } = await client.query<{ n: number; h: string }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS h FROM ONLY ${t} x`,
      );
      out.tables[t] = { rows: rows[0]!.n, md5: rows[0]!.h };
    }
    for (const s of (
      await client.query<{ s: string; v: string | null }>(`SELECT format('%I.%I', schemaname, sequencename) AS s, last_value::text AS v FROM pg_sequences`)
    ).rows)
      out.sequences[s.s] = s.v;
    return out;
  } finally {
    await client.end();
  }
}

export function fileHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(child);
      else
        out[child] = createHash('sha256')
          .update(fs.readFileSync(path.join(dir, child)))
          .digest('hex');
    }
  };
  if (fs.existsSync(dir)) walk('');
  return out;
}

/**
 * Every folder and file under `root` (itself included) that is not its owner's alone — folders 0700, files 0600 —
 * as `path mode` lines (none: all private). A backup and a restored data folder hold everyone's personal data.
 */
export function notPrivate(root: string, opts: { rootMode?: number } = {}): string[] {
  const out: string[] = [];
  const walk = (file: string) => {
    const stat = fs.lstatSync(file);
    const mode = stat.mode & 0o777;
    const want = file === root && opts.rootMode !== undefined ? opts.rootMode : stat.isDirectory() ? 0o700 : 0o600;
    if (mode !== want) out.push(`${path.relative(root, file) || '.'} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) walk(path.join(file, name));
  };
  walk(root);
  return out;
}

/** Debian's PostgreSQL programs (server, initdb, pg_ctl, pg_dump, pg_restore, createuser… of one version): the newest under /usr/lib/postgresql. */
export function debianPostgres(): string {
  const root = '/usr/lib/postgresql';
  const found = (fs.existsSync(root) ? fs.readdirSync(root) : [])
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(root, v, 'bin'))
    .find((bin) => ['postgres', 'initdb', 'pg_ctl', 'pg_dump', 'pg_restore', 'createuser', 'createdb'].every((b) => fs.existsSync(path.join(bin, b))));
  if (!found) throw new Error(`No PostgreSQL server and pg_dump under ${root}: apt-get install postgresql (as .ci/run does)`);
  return found;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export type DebianCluster = {
  /** The folder of its programs (initdb, pg_dump, createuser…). */
  bin: string;
  port: number;
  /** Runs one of its programs as the cluster's owner, against it (PGHOST, PGPORT, PGUSER set); answers its output. */
  run: (program: string, args: string[], opts?: { input?: string }) => string;
  stop: () => void;
};

const isRoot = process.getuid?.() === 0;

/**
 * A PostgreSQL cluster of a test's own in `dir` (which must not exist), on Debian's PostgreSQL, listening on 127.0.0.1
 * on a free port and on a socket in `dir`. PostgreSQL refuses to run as root: as root (containers, CI) it is run, as
 * Debian runs it, by the postgres user. `superuser` and the authentication of local (socket) and host (TCP)
 * connections as initdb takes them: Debian's own clusters are postgres, peer and scram-sha-256.
 */
export async function startDebianCluster(dir: string, opts: { superuser: string; local: string; host: string }): Promise<DebianCluster> {
  const bin = debianPostgres();
  const port = await freePort();
  if (isRoot) {
    // The postgres user must pass through the folder above (the search bit only).
    const parent = path.dirname(dir);
    fs.chmodSync(parent, fs.statSync(parent).mode | 0o001);
    fs.mkdirSync(dir, { mode: 0o700 });
    execFileSync('chown', ['postgres', dir]);
  }
  const env = { ...process.env, PGHOST: dir, PGPORT: String(port), PGUSER: opts.superuser };
  const run = (program: string, args: string[], runOpts: { input?: string } = {}) => {
    // With input, away from any terminal: a password prompt then reads what is given instead of /dev/tty.
    const command = [...(runOpts.input === undefined ? [] : ['setsid', '-w']), path.join(bin, program), ...args];
    const [file, ...rest] = isRoot ? ['runuser', '-u', 'postgres', '--', ...command] : command;
    return execFileSync(file!, rest, { env, input: runOpts.input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
  };
  run('initdb', ['-D', dir, '-U', opts.superuser, `--auth-local=${opts.local}`, `--auth-host=${opts.host}`, '--encoding=UTF8', '--locale=C']);
  run('pg_ctl', ['-D', dir, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  return { bin, port, run, stop: () => void run('pg_ctl', ['-D', dir, '-m', 'fast', 'stop']) };
}
