import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneDatabase, decodeMail, DEMO_PASSWORD } from './support/test-app';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

// Issue 38, item 7: PostgreSQL down is a clear answer, not a "Server Error". The server runs as production runs it
// (its own process, server.ts, an external DATABASE_URL) on a cloned database reached through a TCP hop the test cuts
// and restores: every request that needs the database answers 503 with Retry-After and the words of SPEC.md §8 while
// it is gone, the same process answers 200 once it is back (no restart), and SIGTERM stops it cleanly.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const UNAVAILABLE = 'The system is briefly unavailable. Please try again in a moment.';

let database: { url: string; drop: () => Promise<void> };
let proxy: TcpProxy;
let dataDir: string;
let server: ChildProcess;
let base: string;
const output: string[] = [];
let token: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = () => server.exitCode === null && server.signalCode === null;
const exited = () => new Promise<void>((resolve) => (alive() ? server.once('exit', () => resolve()) : resolve()));

async function waitForHealth(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`the server exited (${server.exitCode ?? server.signalCode}):\n${output.join('')}`);
    const status = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(15_000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`GET /api/health did not answer 200 within ${timeoutMs / 1000} s:\n${output.join('')}`);
    await sleep(250);
  }
}

async function signIn(email: string): Promise<string> {
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const login = await post('/api/authenticate/login', { email, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const { user_id, challenge } = (await login.json()) as { user_id: number; challenge: string };
  const outbox = path.join(dataDir, 'outbox');
  const mail = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .sort()
    .at(-1)!;
  const code = /verification code is: (\d{6})/.exec(decodeMail(fs.readFileSync(path.join(outbox, mail), 'utf8')))![1];
  const verify = await post('/api/authenticate/verify', { code, id: user_id, challenge });
  expect(verify.status).toBe(200);
  return ((await verify.json()) as { token: string }).token;
}

/** The requests of a page and a form: a public read, the health check, a signed-in read, a sign-in. */
const probes = () => [
  fetch(`${base}/api/health`),
  fetch(`${base}/api/jobs`),
  fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${token}` } }),
  fetch(`${base}/api/authenticate/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@hris.test', password: DEMO_PASSWORD }),
  }),
];

async function expectUnavailable(res: Response): Promise<void> {
  const what = `${res.url}: ${res.status}`;
  expect(res.status, what).toBe(503);
  expect(Number(res.headers.get('retry-after')), what).toBeGreaterThanOrEqual(1);
  expect(Number(res.headers.get('retry-after')), what).toBeLessThanOrEqual(30);
  expect(await res.json(), what).toEqual({ message: UNAVAILABLE, error: UNAVAILABLE });
}

beforeAll(async () => {
  database = await cloneDatabase();
  const target = new URL(database.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
  const viaProxy = new URL(database.url);
  viaProxy.port = String(proxy.port);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-outage-'));
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(p));
    });
  });
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: viaProxy.toString(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '0',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (c: Buffer) => output.push(c.toString()));
  server.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
  await waitForHealth(90_000);
  token = await signIn('staff@hris.test');
}, 120_000);

afterAll(async () => {
  if (server && alive()) {
    server.kill('SIGKILL');
    await exited();
  }
  await proxy?.close();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PostgreSQL out of reach', () => {
  it('answers 503 with Retry-After and "briefly unavailable" while it is down, and 200 again once it is back, in the same process', async () => {
    await proxy.cut();
    for (const res of await Promise.all(probes())) await expectUnavailable(res);
    // A while down: the pool's connections are gone, its idle ones dropped; the process carries on.
    await sleep(2_000);
    for (const res of await Promise.all(probes())) await expectUnavailable(res);
    expect(alive()).toBe(true);

    await proxy.restore();
    await waitForHealth(20_000);
    const [health, jobs, me, login] = await Promise.all(probes());
    expect([health!.status, jobs!.status, me!.status, login!.status]).toEqual([200, 200, 200, 200]);
    expect(((await me!.json()) as { user: { email: string } }).user.email).toBe('staff@hris.test');
    expect(alive()).toBe(true);
  }, 60_000);

  it('answers 503 when the database host stops answering, within the connect timeout, not a request left hanging', async () => {
    await proxy.silence();
    const started = Date.now();
    const [health, me] = await Promise.all([
      fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) }),
      fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) }),
    ]);
    await expectUnavailable(health);
    await expectUnavailable(me);
    expect(Date.now() - started).toBeLessThan(20_000);
    await proxy.restore();
    await waitForHealth(20_000);
    expect(alive()).toBe(true);
  }, 60_000);
});

describe('a stop with an external database', () => {
  it('stops on SIGTERM, says it stopped cleanly and exits 0', async () => {
    expect(alive()).toBe(true);
    server.kill('SIGTERM');
    const stopped = await Promise.race([exited().then(() => true), sleep(20_000).then(() => false)]);
    expect(stopped, output.join('')).toBe(true);
    expect(output.join('')).toContain('[hris] stopped cleanly');
    expect(server.exitCode).toBe(0);
  }, 30_000);
});
