import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stage } from './support/dockerfile';

// `npm run test:deploy` (issue 18): the image built the way the Dockerfile builds it, where there is no Docker engine.
// A fresh `git clone` of this checkout; the build stage's RUN steps executed as written, except `npm ci`, which needs
// the registry: node_modules is copied in from this checkout (the same lockfile's packages) instead. Then the runtime
// stage's COPY --from=build lines copy the same files into an "image" folder, and the CMD runs there with the ENV the
// Dockerfile sets: it refuses to start without JWT_SECRET and without SMTP_URL, and with them it serves the app on
// what `npm prune --omit=dev` left — and `node apps/api/dist/backup.js` backs it up.

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCKERFILE = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-image-test-'));
const clone = path.join(tmp, 'build');
const image = path.join(tmp, 'image');
const data = path.join(tmp, 'data');

const build = stage(DOCKERFILE, 0);
const runtime = stage(DOCKERFILE, -1);
const runs = build.filter(([w]) => w === 'RUN').map(([, cmd]) => cmd);

/** The runtime stage's ENV, with its folders moved under this test's temporary one. */
function imageEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: tmp };
  for (const [, rest] of runtime.filter(([w]) => w === 'ENV')) {
    for (const pair of rest.split(/\s+/)) {
      const [k, v] = pair.split('=') as [string, string];
      env[k] = v.startsWith('/app/') ? path.join(image, v.slice(5)) : v;
    }
  }
  return { ...env, DATA_DIR: data, ...extra };
}

const CMD = JSON.parse(runtime.find(([w]) => w === 'CMD')![1]) as string[];

function run(cmd: string[], env: NodeJS.ProcessEnv): { code: number; output: string } {
  try {
    const output = execFileSync(cmd[0]!, cmd.slice(1), { cwd: image, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
    return { code: 0, output };
  } catch (err) {
    const e = err as { status: number | null; stdout: string; stderr: string };
    return { code: e.status ?? -1, output: `${e.stdout}${e.stderr}` };
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | null = null;

const started = Date.now();
const phase = (name: string) => console.log(`[test:deploy] ${name} at ${((Date.now() - started) / 1000).toFixed(0)} s`);

beforeAll(() => {
  execFileSync('git', ['clone', '--quiet', ROOT, clone]);
  // `npm ci` (the first RUN): the registry is not reachable from a test, so the checkout's installed packages.
  expect(runs[0]).toBe('npm ci --no-audit --no-fund');
  for (const dir of ['node_modules', 'apps/api/node_modules', 'apps/web/node_modules', 'packages/db/node_modules', 'packages/contracts/node_modules']) {
    if (fs.existsSync(path.join(ROOT, dir))) execFileSync('cp', ['-a', '--reflink=auto', path.join(ROOT, dir), path.join(clone, dir)]);
  }
  phase('cloned, packages in');
  // The rest as the Dockerfile writes them (the build, then the dev dependencies pruned).
  for (const cmd of runs.slice(1)) {
    execFileSync('sh', ['-c', cmd], { cwd: clone, stdio: 'ignore', env: { ...process.env, CI: 'true' } });
    phase(cmd);
  }
  for (const [, rest] of runtime.filter(([w]) => w === 'COPY')) {
    const [from, to] = rest
      .split(/\s+/)
      .filter((p) => !p.startsWith('--'))
      .map((p) => p.replace(/^\/app\/?/, ''));
    const target = path.join(image, to === '.' || to === './' ? '' : to!);
    const source = path.join(clone, from!);
    if (fs.statSync(source).isDirectory()) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // Hard links: the build folder is this test's own and nothing writes to it any more.
      execFileSync('cp', ['-al', source, target]);
    } else {
      fs.mkdirSync(to!.endsWith('/') || to === './' ? target : path.dirname(target), { recursive: true });
      fs.copyFileSync(source, to!.endsWith('/') || to === './' ? path.join(target, path.basename(source)) : target);
    }
  }
  phase('image files copied');
}, 480_000);

afterAll(() => {
  server?.kill('SIGKILL');
  // Two trees of node_modules: rm is much faster at it than fs.rmSync.
  execFileSync('rm', ['-rf', tmp]);
  phase('cleaned up');
});

const SECRETS = { JWT_SECRET: 'j'.repeat(40), DATA_KEY: 'k'.repeat(40), SMTP_URL: 'smtp://127.0.0.1:1' };

describe('the image, built as the Dockerfile builds it', () => {
  it('pruned the development packages', () => {
    expect(runs.slice(1)).toEqual(['npm run build && npm prune --omit=dev --no-audit --no-fund']);
    expect(fs.existsSync(path.join(image, 'node_modules/vitest'))).toBe(false);
    expect(fs.existsSync(path.join(image, 'node_modules/fastify'))).toBe(true);
    for (const bundle of ['server.js', 'create-admin.js', 'backup.js', 'restore.js'])
      expect(fs.existsSync(path.join(image, 'apps/api/dist', bundle))).toBe(true);
  });

  it('refuses to start without JWT_SECRET, and without SMTP_URL, saying which', () => {
    const noJwt = run(CMD, imageEnv({ DATA_KEY: SECRETS.DATA_KEY, SMTP_URL: SECRETS.SMTP_URL }));
    expect(noJwt.code).toBe(1);
    expect(noJwt.output).toMatch(/JWT_SECRET must be set when NODE_ENV=production/);
    const noSmtp = run(CMD, imageEnv({ JWT_SECRET: SECRETS.JWT_SECRET, DATA_KEY: SECRETS.DATA_KEY }));
    expect(noSmtp.code).toBe(1);
    expect(noSmtp.output).toMatch(/SMTP_URL must be set when NODE_ENV=production/);
    const noKey = run(CMD, imageEnv({ JWT_SECRET: SECRETS.JWT_SECRET, SMTP_URL: SECRETS.SMTP_URL }));
    expect(noKey.code).toBe(1);
    expect(noKey.output).toMatch(/DATA_KEY must be set when NODE_ENV=production/);
    // Nothing was started or written on the way out.
    expect(fs.existsSync(path.join(data, 'postgres'))).toBe(false);
  });

  it('with them, starts and serves the API and the web client; the backup command backs it up', async () => {
    const port = await freePort();
    let output = '';
    server = spawn(CMD[0]!, CMD.slice(1), {
      cwd: image,
      env: imageEnv({ ...SECRETS, PORT: String(port), HOST: '127.0.0.1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 120_000;
    let health: Response | null = null;
    while (Date.now() < deadline && server.exitCode === null) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (health?.ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(health?.status, output).toBe(200);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="root">/);

    const backups = path.join(tmp, 'backups');
    const backup = run(['node', 'apps/api/dist/backup.js'], imageEnv({ BACKUP_DIR: backups, BACKUP_KEEP: '3' }));
    expect(backup.output).toMatch(/\[hris backup\] backup .*hris-\d{4}-\d{2}-\d{2}T\d{4}: \d+ tables/);
    expect(backup.code).toBe(0);
    expect(run(['node', 'apps/api/dist/backup.js', '--check'], imageEnv({ BACKUP_DIR: backups })).code).toBe(0);

    server.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => server!.once('exit', (c) => resolve(c)));
    expect(code).toBe(0);
    server = null;
  });
});
