import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { ATTENDANCE_PUNCH_EVENT } from '@hris/contracts';
import { MODULES } from '../apps/api/src/app';
import { systemClock } from '../apps/api/src/lib/clock';
import type { Deps } from '../apps/api/src/lib/deps';
import { runLocked } from '../apps/api/src/lib/hourly-job';
import { pictureFacts, tinyPng } from '../apps/api/test/support/files';
import { personnelIdOf } from '../apps/api/test/support/records';
import { cloneDatabase, createInstanceOf, DEMO_PASSWORD, testConfig, type TestApp } from '../apps/api/test/support/test-app';
import { startProxy, type RoundRobinProxy } from './support/proxy';

// `npm run test:cluster` (ARCHITECTURE.md, Running several instances): two instances of the real app, A and B, on one
// database and one data folder, each listening on its own port, behind a round-robin proxy. What one instance does,
// the other sees at once: sessions and their end, notifications and the live attendance over socket.io, uploads; and
// the hourly jobs, which both schedule, run on one of them.

const SECOND = 1000;
let database: Awaited<ReturnType<typeof cloneDatabase>>;
let dataDir: string;
const instances: Record<'A' | 'B', TestApp> = {} as Record<'A' | 'B', TestApp>;
let proxy: RoundRobinProxy;
const sockets: Socket[] = [];
let timersBefore = 0;

// A job ahead of the real ones, run by both instances' schedulers when they start (their first tick, at the same
// moment): under its advisory lock it holds on until the other instance's run is over, so without the lock both would run it.
const PROBE_LOCK = 7_310_999;
const probe = { tried: [] as Deps[], ran: [] as Deps[], over: [] as Deps[] };
const waitFor = async (done: () => boolean, ms: number) => {
  for (const until = Date.now() + ms; !done() && Date.now() < until;) await new Promise((r) => setTimeout(r, 20));
  return done();
};
MODULES.unshift({
  name: 'cluster probe',
  routes: [],
  jobs: [
    {
      name: 'probe',
      run: async (deps) => {
        probe.tried.push(deps);
        await runLocked(deps, PROBE_LOCK, async () => {
          probe.ran.push(deps);
          await waitFor(() => probe.over.some((d) => d !== deps), 20 * SECOND);
        });
        probe.over.push(deps);
      },
    },
  ],
});

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

beforeAll(async () => {
  timersBefore = timers();
  database = await cloneDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-cluster-'));
  const shared = { config: testConfig(database.url, dataDir), clock: systemClock };
  [instances.A, instances.B] = await Promise.all([createInstanceOf(shared), createInstanceOf(shared)]);
  const ports = await Promise.all(
    (['A', 'B'] as const).map(async (name) => {
      await instances[name].app.listen({ port: 0, host: '127.0.0.1' });
      return { name, port: (instances[name].app.server.address() as { port: number }).port };
    }),
  );
  proxy = await startProxy(ports);
});

let closed = false;
async function closeAll() {
  if (closed) return;
  closed = true;
  for (const s of sockets) s.close();
  await proxy?.close();
  await instances.B?.close();
  await instances.A?.close();
}

afterAll(async () => {
  await closeAll();
  MODULES.shift();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; body: Record<string, unknown>; by: string };

/** One request through the proxy, answered with the instance that served it. */
async function call(method: string, url: string, opts: { token?: string; json?: unknown; form?: FormData } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${proxy.url}${url}`, { method, headers, body: opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)) });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {}, by: res.headers.get('x-served-by') ?? '' };
}

/** Makes `name` the instance the next request goes to (a health check goes to the other meanwhile). */
async function turnTo(name: 'A' | 'B') {
  if (proxy.next() !== name) expect((await call('GET', '/api/health')).status).toBe(200);
  expect(proxy.next()).toBe(name);
}

/** `promise`, or a failure naming `what` once `ms` have passed. */
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms).unref())]);

const other = (name: string) => (name === 'A' ? 'B' : 'A');

/** Password on one instance, the e-mailed code on the other: the challenge lives in the database. */
async function signIn(email: string): Promise<string> {
  await turnTo('A');
  const login = await call('POST', '/api/authenticate/login', { json: { email, password: DEMO_PASSWORD } });
  expect([login.status, login.by]).toEqual([200, 'A']);
  const code = instances.A.lastCode(email);
  const verify = await call('POST', '/api/authenticate/verify', { json: { code, id: login.body.user_id, challenge: login.body.challenge } });
  expect([verify.status, verify.by]).toEqual([200, 'B']);
  return verify.body.token as string;
}

/** A socket.io connection through the proxy, WebSocket only as the web client opens it; answers the instance it reached. */
async function connect(token: string): Promise<{ socket: Socket; on: string }> {
  const socket = io(proxy.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return { socket, on: proxy.served.at(-1)! };
}

describe('two instances behind a round-robin proxy', () => {
  it('share the sign-in: signed in through A, the calls work through either instance', async () => {
    const token = await signIn('staff@hris.test');
    const calls = [await call('GET', '/api/users/me', { token }), await call('GET', '/api/users/me', { token })];
    expect(calls.map((c) => [c.status, c.by])).toEqual([
      [200, 'A'],
      [200, 'B'],
    ]);
    expect(JSON.stringify(calls[1]!.body)).toContain('staff@hris.test');
  });

  it('end a session everywhere at once: logout through B, A answers 401 on the next request, and the socket on A is closed', async () => {
    const token = await signIn('head@hris.test');
    await turnTo('A');
    const { socket, on } = await connect(token);
    expect(on).toBe('A');
    const closed = new Promise<number>((resolve) => socket.on('disconnect', () => resolve(Date.now())));
    expect((await call('GET', '/api/users/me', { token })).by).toBe('B');
    expect(proxy.next()).toBe('A');
    await turnTo('B');
    const out = await call('POST', '/api/logout', { token });
    expect([out.status, out.by]).toEqual([200, 'B']);
    const started = Date.now();
    const after = await call('GET', '/api/users/me', { token });
    expect([after.status, after.by]).toEqual([401, 'A']);
    expect((await within(closed, SECOND, 'the socket on A closed')) - started).toBeLessThan(SECOND);
  });

  it('deliver a notification stored through one instance to a socket connected to the other within a second', async () => {
    const staff = await signIn('staff@hris.test');
    const admin = await signIn('admin@hris.test');
    const { socket, on } = await connect(staff);
    await turnTo(other(on) as 'A' | 'B');
    const received = new Promise<{ title: string }>((resolve) => socket.once('notification', resolve));
    const started = Date.now();
    const sent = await call('POST', '/api/notifications', {
      token: admin,
      json: { user_email: 'staff@hris.test', title: 'Stored on the other instance', description: 'cluster', link: '/account' },
    });
    expect([sent.status, sent.by]).toEqual([200, other(on)]);
    expect(await within(received, SECOND, 'the notification')).toMatchObject({ title: 'Stored on the other instance' });
    expect(Date.now() - started).toBeLessThan(SECOND);
  });

  it('tell the attendance office on the other instance that punches came in (the live daily attendance) within a second', async () => {
    const hr = await signIn('hr@hris.test');
    const { socket, on } = await connect(hr);
    await turnTo(other(on) as 'A' | 'B');
    const received = new Promise<{ at: string }>((resolve) => socket.once(ATTENDANCE_PUNCH_EVENT, resolve));
    const started = Date.now();
    const personnelId = await personnelIdOf(instances.A, 'staff@hris.test');
    const posted = await call('POST', '/api/attendance/logs', {
      token: hr,
      json: { logs: [{ personnel_id: personnelId, timestamp: new Date(Date.now() - 60_000).toISOString() }] },
    });
    expect([posted.status, posted.by, posted.body.skipped]).toEqual([200, other(on), []]);
    expect(await within(received, SECOND, 'the punch event')).toMatchObject({ at: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(SECOND);
  });

  it('read through B an upload made through A', async () => {
    const token = await signIn('staff@hris.test');
    await turnTo('A');
    const png = tinyPng();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const saved = await call('POST', '/api/users/me/upload_avatar', { token, form });
    expect([saved.status, saved.by]).toEqual([200, 'A']);
    const link = saved.body.avatar_path as string;
    const res = await fetch(`${proxy.url}${link}`);
    expect([res.status, res.headers.get('x-served-by')]).toEqual([200, 'B']);
    // What is kept is the picture re-encoded (issue 37: decoded before it is kept): the same pixels, not the same bytes.
    expect((await pictureFacts(Buffer.from(await res.arrayBuffer()))).pixels.equals((await pictureFacts(png)).pixels)).toBe(true);
  });

  it("keep the public job board's answer on the other instance 60 s at most after a post changes", async () => {
    const total = async () => ((await instances.B.http.get('/api/jobs')).body as { meta: { total: number } }).meta.total;
    await instances.A.db.$client.query(
      `INSERT INTO job_posts (code, position_id, department_id, campus_id, salary_grade, monthly_salary, board, education, training, experience, eligibility, documents_required, publish_from, closing_date, status, published_at)
       VALUES ('CLUSTER-1', (SELECT id FROM positions ORDER BY id LIMIT 1), (SELECT id FROM departments ORDER BY id LIMIT 1), 1, 8, 2053400, 'NAPB', 'College', 'None', 'None',
               'CS Sub-professional', '["Letter of intent"]', current_date - 1, current_date + 14, 'published', now())`,
    );
    const before = await total();
    expect(before).toBeGreaterThan(0);
    // Closed through A (as its office would): B is not told, and keeps its answer for a while.
    await instances.A.db.$client.query(`UPDATE job_posts SET status = 'closed' WHERE status = 'published'`);
    expect(await total()).toBe(before);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61 * SECOND);
      expect(await total()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('run the hourly jobs once across both when both tick at the same moment (each job under its advisory lock)', async () => {
    // Both schedulers ticked at start; the probe job, first in line, waits for both tries.
    expect(await waitFor(() => probe.over.length >= 2, 30 * SECOND)).toBe(true);
    expect(new Set(probe.tried)).toEqual(new Set([instances.A.app.deps, instances.B.app.deps]));
    expect(probe.ran).toHaveLength(1);
  });
});

describe('closing the instances', () => {
  it('leaves no connection to the database and no timer behind (the adapter, the listeners, the pools)', async () => {
    await closeAll();
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    const name = new URL(database.url).pathname.slice(1);
    const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    await admin.end();
    expect(rows[0]!.n).toBe(0);
    expect(timers()).toBeLessThanOrEqual(timersBefore);
  });
});
