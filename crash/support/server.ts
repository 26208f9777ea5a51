// The built server as production runs it (node apps/api/dist/server.js), a child process on a DATA_DIR of the
// test's, with the embedded PostgreSQL under DATA_DIR/postgres and e-mails (the sign-in codes) in DATA_DIR/outbox.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../../bench/support';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(repoRoot, 'apps/api/dist/server.js');
const HEALTH_TIMEOUT_MS = 120_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = { base: string; child: ChildProcess; output: string[]; startedInMs: number };

/** Starts the built server on `dataDir` and waits until GET /api/health answers 200. */
export async function startServer(dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      // The demo accounts only: the writes below are the data.
      DEMO_BULK: '0',
      AUTH_RATE_LIMIT: '100000',
      SMTP_URL: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited while starting (${child.exitCode ?? child.signalCode}):\n${output.join('')}`);
    try {
      const answer = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (answer.status === 200) return { base, child, output, startedInMs: Date.now() - started };
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  child.kill('SIGKILL');
  throw new Error(`GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output.join('')}`);
}

export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Stops a server cleanly (SIGINT: it stops its PostgreSQL), or kills it when it does not stop in 30 s. */
export async function stopServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGINT');
  const done = await Promise.race([exited(server.child).then(() => true), sleep(30_000).then(() => false)]);
  if (!done) {
    server.child.kill('SIGKILL');
    await exited(server.child);
  }
}

/** The embedded PostgreSQL's postmaster pid and port, from its pid file. */
export function postmasterOf(dataDir: string): { pid: number; port: number } {
  const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A connection to the server's embedded database, to read what is really stored. */
export async function connectDatabase(dataDir: string): Promise<pg.Client> {
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: postmasterOf(dataDir).port, user: 'hris', password, database: 'hris' });
  await client.connect();
  return client;
}
