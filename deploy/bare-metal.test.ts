import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import https from 'node:https';
import { randomBytes } from 'node:crypto';
import { execFile, execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, notPrivate, startDebianCluster, type DebianCluster } from '../backup/support';

// An install without Docker (issue 38), as docs/operations.md's section 0 writes it, on Debian's PostgreSQL 15: the
// release tree the Dockerfile's build steps made and pruned (support/build.ts: the guide's `npm ci`, `npm run build`,
// `npm prune --omit=dev`), a cluster of this test's own made as Debian makes its clusters (peer for local connections,
// scram-sha-256 over 127.0.0.1) with the guide's own `createuser` and `createdb` lines, the shipped deploy/hris.env
// filled with this test's values, the server started with deploy/hris.service's ExecStart and those settings, and
// the guide's create-admin, cron and restore lines run as written — their paths (/opt/hris, /etc/hris/hris.env,
// /var/lib/hris, /var/backups/hris) moved under this test's folder, as root instead of `sudo -u hris`. The unit is
// checked with `systemd-analyze verify` and the nginx site with `nginx -t` and requests through it, each where
// installed (the test says which ran); both are also read for what they must hold.

const ROOT = path.resolve(import.meta.dirname, '..');
const OPERATIONS = fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
const GUIDE = OPERATIONS.slice(OPERATIONS.indexOf('\n## 0. Installing without Docker'), OPERATIONS.indexOf('\n## 1. '));
const UNIT = fs.readFileSync(path.join(ROOT, 'deploy/hris.service'), 'utf8');
const ENV_FILE = fs.readFileSync(path.join(ROOT, 'deploy/hris.env'), 'utf8');
const SITE = fs.readFileSync(path.join(ROOT, 'deploy/nginx-hris.conf'), 'utf8');

const release = inject('deployBuild');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-bare-metal-test-'));
const envPath = path.join(tmp, 'etc/hris/hris.env');
const dataDir = path.join(tmp, 'var/lib/hris');
const backupDir = path.join(tmp, 'var/backups/hris');
const ADMIN = 'it@university.edu.ph';
/** PATH without this checkout's node_modules/.bin (npx put it there): the release's commands must not need tsx. */
const PATH = process.env
  .PATH!.split(':')
  .filter((p) => !p.includes('node_modules'))
  .join(':');

/** The shell lines of the guide's ```sh blocks. */
function guideLines(): string[] {
  return [...GUIDE.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.split('\n').filter((l) => l.trim()));
}

/** The guide's line that starts with `start` (there must be exactly one). */
function guideLine(start: string): string {
  const lines = guideLines().filter((l) => l.startsWith(start));
  expect(lines, `the guide's line starting ${start}`).toHaveLength(1);
  return lines[0]!;
}

/** The guide's paths moved under this test's folder. */
function local(text: string): string {
  return text
    .replaceAll('/opt/hris', release)
    .replaceAll('/etc/hris/hris.env', envPath)
    .replaceAll('/var/lib/hris', dataDir)
    .replaceAll('/var/backups/hris', backupDir);
}

/** systemd's EnvironmentFile= reading: KEY=value lines, # and ; comments, surrounding quotes taken off. */
function parseEnvironmentFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match) throw new Error(`Not KEY=value: ${line}`);
    const value = match[2]!;
    out[match[1]!] = /^"(.*)"$/.test(value) || /^'(.*)'$/.test(value) ? value.slice(1, -1) : value;
  }
  return out;
}

/** A unit file's sections, each key's values in order (a key may repeat). */
function parseUnit(text: string): Record<string, Record<string, string[]>> {
  const out: Record<string, Record<string, string[]>> = {};
  let section = '';
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) section = header[1]!;
    else {
      const at = line.indexOf('=');
      const [key, value] = [line.slice(0, at).trim(), line.slice(at + 1).trim()];
      ((out[section] ??= {})[key] ??= []).push(value);
    }
  }
  return out;
}

const service = parseUnit(UNIT).Service!;
const one = (key: string) => service[key]?.at(-1);
/** ExecStart as this machine runs it: node wherever it is, the release's paths under this test's folder. */
const execStart = (): string[] => {
  const [node, ...args] = one('ExecStart')!.split(/\s+/);
  return [fs.existsSync(node!) ? node! : process.execPath, ...args.map(local)];
};

const dbPassword = randomBytes(24).toString('hex');
let cluster: DebianCluster;
let settings: Record<string, string>;
let port = 0;
let server: ChildProcess | null = null;
let serverOutput = '';
const mails: { to: string[]; text: string }[] = [];
let smtp: SMTPServer;
/** The administrator's session (signed in by the create-admin test; the websocket through nginx uses it). */
let token = '';

/** The backups in BACKUP_DIR. */
const backups = () => fs.readdirSync(backupDir).filter((n) => /^hris-\d{4}-\d{2}-\d{2}T\d{4}$/.test(n));

/** The command (in the release folder) with the settings, to its end or `timeout` ms; killed: it had not ended by then. */
function run(file: string, args: string[], env: NodeJS.ProcessEnv, timeout = 120_000): Promise<{ code: number; output: string; killed: boolean }> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: release, env, timeout, encoding: 'utf8' }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, output: `${stdout}${stderr}`, killed: Boolean(err?.killed) }),
    );
  });
}

/** A guide's shell line run as written, by sh, with only PATH and HOME from outside (cron's and sudo's). */
const runLine = (line: string, extra: Record<string, string> = {}, timeout?: number) => run('sh', ['-c', line], { PATH, HOME: tmp, ...extra }, timeout);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        // Quoted-printable soft breaks and escapes undone, so the code reads as sent.
        const text = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  // Debian's cluster: the postgres superuser, peer on the socket (as root; a non-root run can be no other user, so
  // trust there), scram-sha-256 over 127.0.0.1 — Debian 12's own pg_hba.conf.
  const isRoot = process.getuid?.() === 0;
  cluster = await startDebianCluster(path.join(tmp, 'pg'), { superuser: 'postgres', local: isRoot ? 'peer' : 'trust', host: 'scram-sha-256' });
  // The guide's lines, typed as the guide says (the password twice at createuser's prompt).
  for (const line of guideLines().filter((l) => l.startsWith('sudo -u postgres create') && !l.includes('restore_test'))) {
    const [program, ...args] = line.replace(/^sudo -u postgres /, '').split(/\s+/);
    cluster.run(program!, args, args.includes('--pwprompt') ? { input: `${dbPassword}\n${dbPassword}\n` } : {});
  }

  // `install -d -m 0700` of the guide's folders; hris.env filled with this test's values (0640 as the guide installs it).
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  fs.mkdirSync(path.dirname(envPath), { recursive: true, mode: 0o750 });
  port = await freePort();
  const ours: Record<string, string> = {
    PORT: String(port),
    PUBLIC_URL: 'https://hris.campus.test',
    DATABASE_URL: `postgres://hris:${dbPassword}@127.0.0.1:${cluster.port}/hris`,
    JWT_SECRET: randomBytes(48).toString('base64'),
    DATA_KEY: randomBytes(48).toString('base64'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: '"University HRIS <hris@campus.test>"',
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    PG_DUMP: path.join(cluster.bin, 'pg_dump'),
  };
  const filled = ENV_FILE.split('\n')
    .map((line) => {
      const key = /^([A-Z_]+)=/.exec(line)?.[1];
      return key && key in ours ? `${key}=${ours[key]}` : line;
    })
    .join('\n');
  // Every value the guide says to replace is one this test sets.
  expect(filled.split('\n').filter((l) => !l.startsWith('#') && l.includes('CHANGE-ME'))).toEqual([]);
  fs.writeFileSync(envPath, filled, { mode: 0o640 });
  settings = parseEnvironmentFile(filled);
}, 180_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  cluster?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The settings as systemd gives them to the server: the file's, and nothing else but PATH. */
const unitEnv = (change: Record<string, string | undefined> = {}): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { PATH, ...settings, ...change };
  for (const [k, v] of Object.entries(change)) if (v === undefined) delete env[k];
  return env;
};

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined> | T | null | undefined, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('the release, the settings and the unit, as the guide ships them', () => {
  it('builds the release as the Dockerfile does (the tree this test runs from), with no development package left', () => {
    const build = guideLines().filter((l) => /^npm /.test(l));
    expect(build).toEqual(['npm ci', 'npm run build', 'npm prune --omit=dev']);
    for (const dev of ['tsx', 'vitest', 'tsup', 'vite', 'typescript']) expect(fs.existsSync(path.join(release, 'node_modules', dev)), dev).toBe(false);
    for (const bundle of ['server.js', 'create-admin.js', 'backup.js', 'restore.js'])
      expect(fs.existsSync(path.join(release, 'apps/api/dist', bundle))).toBe(true);
    // The guide installs the three files this test reads.
    for (const file of [
      'deploy/hris.env /etc/hris/hris.env',
      'deploy/hris.service /etc/systemd/system/hris.service',
      'deploy/nginx-hris.conf /etc/nginx/sites-available/hris',
    ])
      expect(GUIDE).toContain(file);
  });

  it('hris.env: production, the loopback behind nginx, https, and every setting the server and the backup need', () => {
    const shipped = parseEnvironmentFile(ENV_FILE);
    expect(shipped).toMatchObject({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: '/var/lib/hris',
      BACKUP_DIR: '/var/backups/hris',
    });
    expect(shipped.PUBLIC_URL).toMatch(/^https:\/\//);
    for (const key of ['DATABASE_URL', 'JWT_SECRET', 'DATA_KEY', 'SMTP_URL', 'MAIL_FROM', 'PORT', 'BACKUP_KEEP', 'PG_DUMP'])
      expect(shipped[key], key).toBeTruthy();
    // The cron line and create-admin read it with the shell (`set -a && . hris.env`): the same values as systemd.
    const byShell = execFileSync('sh', ['-c', 'set -a && . "$0" && exec env', envPath], { env: { PATH }, encoding: 'utf8' });
    const shell = Object.fromEntries(byShell.split('\n').flatMap((l) => (l.includes('=') ? [[l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]] : [])));
    for (const [key, value] of Object.entries(settings)) expect(shell[key], key).toBe(value);
  });

  it('hris.service: restarted on failure, as hris, with hris.env, confined to DATA_DIR; systemd-analyze verify where installed', () => {
    expect(one('User')).toBe('hris');
    expect(one('Restart')).toBe('on-failure');
    expect(one('EnvironmentFile')).toBe('/etc/hris/hris.env');
    expect(one('WorkingDirectory')).toBe('/opt/hris');
    expect(one('ExecStart')).toMatch(/^\/usr\/bin\/node .*\/opt\/hris\/apps\/api\/dist\/server\.js$/);
    expect(one('ProtectSystem')).toBe('strict');
    expect(one('NoNewPrivileges')).toBe('yes');
    // The folders it writes, DATA_DIR and BACKUP_DIR (the backup it takes before an upgrade), are writable under
    // ProtectSystem=strict; nothing else is.
    const settings = parseEnvironmentFile(ENV_FILE);
    expect(service.ReadWritePaths?.flatMap((v) => v.split(/\s+/))).toEqual([settings.DATA_DIR, settings.BACKUP_DIR]);
    expect(parseUnit(UNIT).Install?.WantedBy).toEqual(['multi-user.target']);
    let analyze = '';
    try {
      analyze = execFileSync('sh', ['-c', 'command -v systemd-analyze'], { encoding: 'utf8' }).trim();
    } catch {
      // not installed
    }
    if (!analyze) {
      console.log('[test:deploy] systemd-analyze is not installed: hris.service read for its keys only');
      return;
    }
    // verify checks that ExecStart's program exists: node where this machine has it.
    const copy = path.join(tmp, 'hris.service');
    fs.writeFileSync(copy, fs.existsSync('/usr/bin/node') ? UNIT : UNIT.replace('/usr/bin/node', process.execPath));
    const verify = spawnText(analyze, ['verify', copy]);
    expect(verify.output, 'systemd-analyze verify').toBe('');
    expect(verify.code).toBe(0);
    console.log('[test:deploy] systemd-analyze verify hris.service: no finding');
  });
});

/** A program's exit code and everything it wrote (nginx -t and systemd-analyze write to stderr). */
function spawnText(file: string, args: string[]): { code: number; output: string } {
  const result = spawnSync(file, args, { encoding: 'utf8' });
  return { code: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}

describe('the server, installed as the guide says', () => {
  it('refuses to start without DATABASE_URL, saying what to set, and starts no database of its own', async () => {
    const [file, ...args] = execStart();
    const refused = await run(file!, args, unitEnv({ DATABASE_URL: undefined }), 60_000);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/DATABASE_URL must be set when NODE_ENV=production: the PostgreSQL database the records are kept in/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it("starts from the unit's ExecStart with hris.env's settings: the health check and the sign-in page answer; it names no /api/docs", async () => {
    const [file, ...args] = execStart();
    server = spawn(file!, args, { cwd: one('WorkingDirectory')!.replace('/opt/hris', release), env: unitEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (d: Buffer) => (serverOutput += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (serverOutput += d.toString()));
    const health = await waitFor(
      'the health check',
      async () => (server!.exitCode === null ? (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok : true),
      120_000,
    );
    expect(server.exitCode, serverOutput).toBeNull();
    expect(health).toBe(true);
    const page = await fetch(`http://127.0.0.1:${port}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="root">/);
    expect(serverOutput).toMatch(new RegExp(`\\[hris\\] listening on 127\\.0\\.0\\.1:${port}, reached at https://hris\\.campus\\.test`));
    expect(serverOutput).not.toMatch(/api\/docs/);
    expect((await fetch(`http://127.0.0.1:${port}/api/docs`)).status).toBe(404);
  });

  it("makes the administrator with the guide's create-admin line, who signs in: password, then the e-mailed code", async () => {
    // A leaked password (any case) is refused: the built command reads the list shipped beside the bundle (dist/assets).
    const leaked = await runLine(local(createAdminLine().replace('--email', '--password PasswordPassword --email')));
    expect(leaked.code, leaked.output).toBe(1);
    expect(leaked.output).toMatch(/appears in lists of leaked passwords/);
    const made = await runLine(local(createAdminLine()));
    expect(made.code, made.output).toBe(0);
    const password = /Administrator it@university\.edu\.ph is ready\. Password: (\S+)/.exec(made.output)?.[1];
    expect(password, made.output).toBeTruthy();

    const login = await fetch(`http://127.0.0.1:${port}/api/authenticate/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN, password }),
    });
    const step = (await login.json()) as { user_id: number; challenge: string };
    expect(login.status, JSON.stringify(step)).toBe(200);
    const code = await waitFor(
      'the code by mail',
      () => /verification code is: (\d{6})/.exec(mails.filter((m) => m.to.includes(ADMIN)).at(-1)?.text ?? '')?.[1],
    );
    const verify = await fetch(`http://127.0.0.1:${port}/api/authenticate/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, id: step.user_id, challenge: step.challenge }),
    });
    const session = (await verify.json()) as { token: string };
    expect(verify.status, JSON.stringify(session)).toBe(200);
    const me = await fetch(`http://127.0.0.1:${port}/api/users/me`, { headers: { authorization: `Bearer ${session.token}` } });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain(ADMIN);
    token = session.token;

    // README's `npm run create-admin` runs the same built command in the pruned tree (no tsx there).
    const viaNpm = await run(
      'npm',
      ['run', '--silent', 'create-admin', '--', '--email', 'hr-office@university.edu.ph', '--password', 'Lanzones-Baguio-2026'],
      unitEnv({ HOME: tmp }),
    );
    expect(viaNpm.output).toMatch(/Administrator hr-office@university\.edu\.ph is ready\./);
    expect(viaNpm.code).toBe(0);
  });

  it("backs up with the guide's cron line: one backup (BACKUP_AT set or not), then it exits; its files are its user's alone (0600 in 0700)", async () => {
    let line = local(guideLine("echo '0 2 * * * hris ").replace(/^echo '0 2 \* \* \* hris (.*)' \| sudo tee \/etc\/cron\.d\/hris$/, '$1'));
    expect(line).toMatch(/^cd .* && set -a && \. .*hris\.env && set \+a && systemd-cat -t hris-backup node apps\/api\/dist\/backup\.js$/);
    // systemd-cat needs journald's socket, which a container or CI machine without systemd lacks: then the output
    // stays on this test's pipe.
    if (!fs.existsSync('/run/systemd/journal/stdout')) line = line.replace('systemd-cat -t hris-backup ', '');
    // BACKUP_AT as .env.example suggests it: the command still makes one backup and exits (cron starts it every night).
    const backup = await runLine(line, { BACKUP_AT: '02:00' }, 120_000);
    expect(backup.killed, `still running after 120 s: ${backup.output}`).toBe(false);
    expect(backup.code, backup.output).toBe(0);
    const names = backups();
    expect(names).toHaveLength(1);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, names[0]!, 'manifest.json'), 'utf8')) as { database: { kind: string } };
    // Debian's pg_dump (hris.env's PG_DUMP), the server's version: the custom format.
    expect(manifest.database.kind).toBe('pg_dump');
    expect(notPrivate(backupDir)).toEqual([]);
    // And its health check, through `npm run backup` in the pruned tree.
    const check = await run('npm', ['run', '--silent', 'backup', '--', '--check'], unitEnv({ HOME: tmp }));
    expect(check.output).toMatch(/The newest backup is 0\.0 hours old/);
    expect(check.code).toBe(0);
  });

  it("restores with the guide's lines into a second empty database: the administrator is there", async () => {
    const createdb = guideLine('sudo -u postgres createdb --owner hris hris_restore_test');
    const [program, ...args] = createdb.replace(/^sudo -u postgres /, '').split(/\s+/);
    cluster.run(program!, args);
    const backup = path.join(backupDir, backups()[0]!);
    const line = local(guideLine("sudo -u hris sh -c 'cd /opt/hris && set -a && . /etc/hris/hris.env && DATABASE_URL="))
      .replace(/^sudo -u hris sh -c '(.*)'$/, '$1')
      .replace('<password>', dbPassword)
      .replace('127.0.0.1:5432', `127.0.0.1:${cluster.port}`)
      .replace('/tmp/hris-restore-test', path.join(tmp, 'restore-test'))
      .replace(/\S+\/hris-2026-11-24T0200$/, backup);
    const restored = await runLine(line);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/\[hris restore\] restored \d+ tables and 0 files from /);
    const client = new pg.Client({ connectionString: `postgres://hris:${dbPassword}@127.0.0.1:${cluster.port}/hris_restore_test` });
    await client.connect();
    const { rows } = await client.query<{ email: string }>(`SELECT email FROM users WHERE email = $1`, [ADMIN]);
    await client.end();
    expect(rows).toEqual([{ email: ADMIN }]);
  });
});

/** The guide's create-admin line, as `sudo -u hris` would run it. */
function createAdminLine(): string {
  return guideLines()
    .filter((l) => l.startsWith('sudo -u hris sh -c') && l.includes('create-admin.js'))
    .map((l) => l.replace(/^sudo -u hris sh -c '(.*)'$/, '$1'))[0]!;
}

describe('nginx in front, as deploy/nginx-hris.conf sets it', () => {
  const largest = 24 * 1024 * 1024;

  it('holds what it must: TLS, plain HTTP sent to HTTPS, the forwarded headers, the websocket, room for the largest request', () => {
    expect(SITE).toMatch(/listen 443 ssl/);
    expect(SITE).toMatch(/listen 80;[\s\S]*return 301 https:\/\/\$host\$request_uri;/);
    // The proxy the server believes (TRUST_PROXY) on the port it listens on (PORT).
    const shipped = parseEnvironmentFile(ENV_FILE);
    expect(shipped.TRUST_PROXY).toBe('127.0.0.1');
    const upstreams = [...SITE.matchAll(/proxy_pass (\S+);/g)].map((m) => m[1]);
    expect(upstreams).toEqual([`http://127.0.0.1:${shipped.PORT}`, `http://127.0.0.1:${shipped.PORT}`]);
    for (const location of SITE.split(/\n\s*location /).slice(1)) {
      expect(location).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
      expect(location).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    }
    const socket = SITE.slice(SITE.indexOf('location /socket.io/'));
    expect(socket).toMatch(/proxy_http_version 1\.1;[\s\S]*proxy_set_header Upgrade \$http_upgrade;[\s\S]*proxy_set_header Connection "upgrade";/);
    // The largest body the API takes: the bulk punches (attendance-bulk.routes.ts), over a device file's 20 MB import.
    const bulk = fs.readFileSync(path.join(ROOT, 'apps/api/src/modules/attendance/attendance-bulk.routes.ts'), 'utf8');
    expect(/const BULK_BODY_LIMIT = 24 \* 1024 \* 1024;/.test(bulk)).toBe(true);
    const size = /client_max_body_size (\d+)m;/.exec(SITE);
    expect(Number(size?.[1]) * 1024 * 1024).toBeGreaterThan(largest);
  });

  it('where nginx is installed: nginx -t passes, and HTTPS, the sign-in, the websocket and a 24 MB body go through it', async () => {
    let nginx = '';
    try {
      nginx = execFileSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).trim();
    } catch {
      // not installed
    }
    if (!nginx) {
      console.log('[test:deploy] nginx is not installed: nginx-hris.conf read for what it must hold only (no nginx -t)');
      return;
    }
    const prefix = path.join(tmp, 'nginx');
    fs.mkdirSync(path.join(prefix, 'logs'), { recursive: true });
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=hris.university.edu.ph',
      '-keyout', path.join(prefix, 'hris.key'), '-out', path.join(prefix, 'hris.pem'),
    ], { stdio: 'ignore' }); // prettier-ignore
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const site = SITE.replaceAll('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace(/\n\s*listen \[::\]:\d+[^;]*;/g, '')
      .replace('/etc/ssl/certs/hris.university.edu.ph.pem', path.join(prefix, 'hris.pem'))
      .replace('/etc/ssl/private/hris.university.edu.ph.key', path.join(prefix, 'hris.key'))
      .replaceAll('http://127.0.0.1:3000', `http://127.0.0.1:${port}`);
    fs.writeFileSync(path.join(prefix, 'hris'), site);
    fs.writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;\nevents {}\nhttp {\n  access_log ${prefix}/logs/access.log;\n  client_body_temp_path ${prefix}/body;\n  proxy_temp_path ${prefix}/proxy;\n  include ${prefix}/hris;\n}\n`,
    );
    const check = spawnText(nginx, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')]);
    expect(check.output).toMatch(/syntax is ok[\s\S]*test is successful/);
    console.log(`[test:deploy] nginx -t on nginx-hris.conf: ${check.code === 0 ? 'successful' : 'failed'}`);
    expect(check.code).toBe(0);

    const proxy = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    try {
      await waitFor('nginx listening', async () => (await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: 'manual' }).catch(() => null))?.status);
      const plain = await through(httpPort, 'GET', '/login', undefined, {}, http);
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe('https://hris.university.edu.ph/login');

      const health = await through(httpsPort, 'GET', '/api/health');
      expect(health.status).toBe(200);
      const page = await through(httpsPort, 'GET', '/login');
      expect(page.body.toString()).toMatch(/<div id="root">/);
      // A signed-in session's live updates: socket.io over the websocket only, through nginx.
      const connected = await new Promise<string>((resolve) => {
        const socket = io(`https://127.0.0.1:${httpsPort}`, { transports: ['websocket'], auth: { token }, rejectUnauthorized: false, reconnection: false });
        socket.on('connect', () => {
          resolve(`connected over ${socket.io.engine.transport.name}`);
          socket.close();
        });
        socket.on('connect_error', (err) => resolve(`refused: ${err.message}`));
      });
      expect(connected).toBe('connected over websocket');
      // The largest request reaches the server (which wants a session for it: 401), one beyond the limit does not.
      const bulk = await through(httpsPort, 'POST', '/api/attendance/logs/bulk', Buffer.alloc(largest, 'a'), { 'content-type': 'text/csv' });
      expect(bulk.status).toBe(401);
      const tooBig = await through(httpsPort, 'POST', '/api/attendance/logs/bulk', Buffer.alloc(26 * 1024 * 1024, 'a'), { 'content-type': 'text/csv' });
      expect(tooBig.status).toBe(413);
      console.log('[test:deploy] through nginx: HTTPS, the redirect, socket.io over a websocket, a 24 MB body: all went through');
    } finally {
      proxy.kill('SIGQUIT');
      await new Promise((r) => proxy.once('exit', r));
    }
  });

  it('stops cleanly on SIGTERM (systemctl stop)', async () => {
    server!.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => server!.once('exit', (c) => resolve(c)));
    expect(code, serverOutput).toBe(0);
    expect(serverOutput).toMatch(/stopped cleanly/);
    server = null;
  });

  it('knows its release from the built files, refuses another DATA_KEY saying what to do, and reset-sealed-secrets runs from them', async () => {
    // The first start named the release it created the database with (read from package.json beside the bundle).
    const version = (JSON.parse(fs.readFileSync(path.join(release, 'package.json'), 'utf8')) as { version: string }).version;
    expect(serverOutput).toMatch(new RegExp(`HRIS ${version.replace(/\./g, '\\.')} created the database`));
    const [file, ...args] = execStart();
    const otherKey = { DATA_KEY: 'another-key-'.repeat(4) };
    const refused = await run(file!, args, unitEnv(otherKey), 60_000);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(/DATA_KEY is not the key this database was sealed with/);
    expect(refused.output).toMatch(/reset-sealed-secrets\.js --confirm/);
    // Without --confirm the last resort only says what the new key cannot open, and changes nothing.
    const dryRun = await run('node', [path.join(release, 'apps/api/dist/reset-sealed-secrets.js')], unitEnv(otherKey), 60_000);
    expect(dryRun.code, dryRun.output).toBe(1);
    expect(dryRun.output).toMatch(/cannot be opened/);
    expect(dryRun.output).not.toMatch(/Cannot find (module|package)/);
  });
});

/** A request to nginx for the site's name, over HTTPS (its self-signed certificate accepted) unless `over` is http. */
function through(
  port: number,
  method: string,
  url: string,
  body?: Buffer,
  headers: Record<string, string> = {},
  over: typeof http | typeof https = https,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = over.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        servername: 'hris.university.edu.ph',
        rejectUnauthorized: false,
        headers: { host: 'hris.university.edu.ph', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
