import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stage } from './support/dockerfile';
import { buildSteps } from './support/build';
import { freePort, startDebianCluster, type DebianCluster } from '../backup/support';

// `npm run test:deploy` (issue 18): the image built the way the Dockerfile builds it, where there is no Docker engine.
// The build stage's RUN steps ran in a fresh `git clone` (support/build.ts, shared with bare-metal.test.ts). Then the
// runtime stage's COPY --from=build lines copy the same files into an "image" folder, and the CMD runs there with the
// ENV the Dockerfile sets: it refuses to start without JWT_SECRET, SMTP_URL, DATA_KEY or DATABASE_URL, and with them
// it serves the app on what `npm prune --omit=dev` left — on a PostgreSQL of its own, as compose's db service is
// (Debian's, in a cluster of this test's) — and `node apps/api/dist/backup.js` backs it up.

const DOCKERFILE = fs.readFileSync(path.resolve(import.meta.dirname, '../Dockerfile'), 'utf8');
const clone = inject('deployBuild');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-image-test-'));
const image = path.join(tmp, 'image');
const data = path.join(tmp, 'data');
/** What the image's PATH holds: node, and no pg_dump (the image has none, so backup.js makes the product's own dump). */
const bin = path.join(tmp, 'bin');

const runtime = stage(DOCKERFILE, -1);

/** The runtime stage's ENV, with its folders moved under this test's temporary one. */
function imageEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: bin, HOME: tmp };
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

let server: ChildProcess | null = null;
let cluster: DebianCluster | null = null;
/** compose's db service: a PostgreSQL with an empty database hris. */
let databaseUrl = '';

beforeAll(async () => {
  for (const [, rest] of runtime.filter(([w]) => w === 'COPY')) {
    const [from, to] = rest
      .split(/\s+/)
      .filter((p) => !p.startsWith('--'))
      .map((p) => p.replace(/^\/app\/?/, ''));
    const target = path.join(image, to === '.' || to === './' ? '' : to!);
    const source = path.join(clone, from!);
    if (fs.statSync(source).isDirectory()) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // Hard links: the build folder is the test run's own and nothing writes to it any more.
      execFileSync('cp', ['-al', source, target]);
    } else {
      fs.mkdirSync(to!.endsWith('/') || to === './' ? target : path.dirname(target), { recursive: true });
      fs.copyFileSync(source, to!.endsWith('/') || to === './' ? path.join(target, path.basename(source)) : target);
    }
  }
  fs.mkdirSync(bin);
  fs.symlinkSync(process.execPath, path.join(bin, 'node'));
  cluster = await startDebianCluster(path.join(tmp, 'pg'), { superuser: 'hris', local: 'trust', host: 'trust' });
  cluster.run('createdb', ['hris']);
  databaseUrl = `postgres://hris@127.0.0.1:${cluster.port}/hris`;
}, 120_000);

afterAll(() => {
  server?.kill('SIGKILL');
  cluster?.stop();
  execFileSync('rm', ['-rf', tmp]);
});

const SECRETS = { JWT_SECRET: 'j'.repeat(40), DATA_KEY: 'k'.repeat(40), SMTP_URL: 'smtp://127.0.0.1:1' };

describe('the image, built as the Dockerfile builds it', () => {
  it('pruned the development packages', () => {
    expect(buildSteps()).toEqual(['npm ci --no-audit --no-fund', 'npm run build && npm prune --omit=dev --no-audit --no-fund']);
    expect(fs.existsSync(path.join(image, 'node_modules/vitest'))).toBe(false);
    expect(fs.existsSync(path.join(image, 'node_modules/fastify'))).toBe(true);
    for (const bundle of ['server.js', 'create-admin.js', 'backup.js', 'restore.js'])
      expect(fs.existsSync(path.join(image, 'apps/api/dist', bundle))).toBe(true);
  });

  it('refuses to start without JWT_SECRET, SMTP_URL, DATA_KEY or DATABASE_URL, saying which', () => {
    const noJwt = run(CMD, imageEnv({ DATA_KEY: SECRETS.DATA_KEY, SMTP_URL: SECRETS.SMTP_URL }));
    expect(noJwt.code).toBe(1);
    expect(noJwt.output).toMatch(/JWT_SECRET must be set when NODE_ENV=production/);
    const noSmtp = run(CMD, imageEnv({ JWT_SECRET: SECRETS.JWT_SECRET, DATA_KEY: SECRETS.DATA_KEY }));
    expect(noSmtp.code).toBe(1);
    expect(noSmtp.output).toMatch(/SMTP_URL must be set when NODE_ENV=production/);
    const noKey = run(CMD, imageEnv({ JWT_SECRET: SECRETS.JWT_SECRET, SMTP_URL: SECRETS.SMTP_URL }));
    expect(noKey.code).toBe(1);
    expect(noKey.output).toMatch(/DATA_KEY must be set when NODE_ENV=production/);
    // Without a database it used to start an empty embedded one under DATA_DIR: every record seemingly lost.
    const noDatabase = run(CMD, imageEnv(SECRETS));
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.output).toMatch(/DATABASE_URL must be set when NODE_ENV=production: the PostgreSQL database the records are kept in/);
    // Nothing was started or written on the way out.
    expect(fs.existsSync(path.join(data, 'postgres'))).toBe(false);
  });

  it('with them, starts and serves the API and the web client; the backup command backs it up', async () => {
    const port = await freePort();
    let output = '';
    server = spawn(CMD[0]!, CMD.slice(1), {
      cwd: image,
      env: imageEnv({ ...SECRETS, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1' }),
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
    // It says where it listens, and names no /api/docs: production does not serve them (API_DOCS unset).
    expect(output).toMatch(new RegExp(`listening on 127\\.0\\.0\\.1:${port}, reached at http://localhost:${port}`));
    expect(output).not.toMatch(/api\/docs/);
    expect((await fetch(`http://127.0.0.1:${port}/api/docs`)).status).toBe(404);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="root">/);

    const backups = path.join(tmp, 'backups');
    const backup = run(['node', 'apps/api/dist/backup.js'], imageEnv({ DATABASE_URL: databaseUrl, BACKUP_DIR: backups, BACKUP_KEEP: '3' }));
    expect(backup.output).toMatch(/no pg_dump of version \d+ or newer: the product's own dump/);
    expect(backup.output).toMatch(/\[hris backup\] backup .*hris-\d{4}-\d{2}-\d{2}T\d{4}: \d+ tables/);
    expect(backup.code).toBe(0);
    expect(run(['node', 'apps/api/dist/backup.js', '--check'], imageEnv({ BACKUP_DIR: backups })).code).toBe(0);

    server.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => server!.once('exit', (c) => resolve(c)));
    expect(code).toBe(0);
    server = null;
  });
});
