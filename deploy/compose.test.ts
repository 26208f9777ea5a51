import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { finalStage } from './support/dockerfile';

// `docker compose config` where there is no Docker engine (issue 18): docker-compose.yml and the Dockerfile read and
// checked for what an on-premises install relies on. problems() is tried on broken copies too, so it is known to see.

const ROOT = path.resolve(import.meta.dirname, '..');
const COMPOSE = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
const DOCKERFILE = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');

type Service = {
  image?: string;
  build?: unknown;
  restart?: string;
  command?: string[] | string;
  environment?: Record<string, string | number>;
  volumes?: string[];
  healthcheck?: { test?: string[] | string; interval?: string };
  depends_on?: Record<string, { condition?: string }>;
};
type Compose = { services?: Record<string, Service>; volumes?: Record<string, unknown> };

/** A variable that holds a secret, or a URL that carries one. */
const SECRET = /PASSWORD|SECRET|_KEY$|TOKEN|SMTP_URL|DATABASE_URL/;
/**
 * Secrets of an optional part, passed through empty when .env leaves them out: `${X:-}`, never another default.
 * S3_SECRET_ACCESS_KEY is read only with STORAGE=s3, and config.ts refuses STORAGE=s3 without it.
 */
const OPTIONAL_SECRETS = new Set(['S3_SECRET_ACCESS_KEY']);
const isOptionalPassThrough = (name: string, rest: string) => OPTIONAL_SECRETS.has(name) && rest === ':-';

/** What is wrong with a compose file, as sentences (none: it is fit to deploy). */
export function problems(compose: Compose): string[] {
  const out: string[] = [];
  const services = compose.services ?? {};
  for (const name of ['db', 'app', 'backup']) if (!services[name]) out.push(`no ${name} service`);
  for (const [name, s] of Object.entries(services)) {
    if (!['always', 'unless-stopped'].includes(s.restart ?? '')) out.push(`${name}: no restart policy (always or unless-stopped)`);
    const test = s.healthcheck?.test;
    if (!test || (Array.isArray(test) && (test.length < 2 || test[0] === 'NONE'))) out.push(`${name}: no healthcheck`);
    for (const [key, value] of Object.entries(s.environment ?? {})) {
      const text = String(value);
      // Every interpolation of a secret must be `${X:?message}`: refused when unset, never a default.
      for (const m of text.matchAll(/\$\{([A-Z0-9_]+)([^}]*)\}/g)) {
        if (SECRET.test(m[1]!) && !m[2]!.startsWith(':?') && !isOptionalPassThrough(m[1]!, m[2]!))
          out.push(`${name}: ${key} takes \${${m[1]}} without :? (a default or an empty secret)`);
      }
      if (SECRET.test(key) && !/\$\{[A-Z0-9_]+:\?/.test(text) && !(OPTIONAL_SECRETS.has(key) && text === `\${${key}:-}`))
        out.push(`${name}: ${key} is written into the file instead of coming from .env`);
    }
    for (const v of s.volumes ?? []) {
      const source = v.split(':')[0]!;
      if (source.startsWith('.') || source.startsWith('/') || source.startsWith('~')) out.push(`${name}: ${v} is a folder of the host, not a named volume`);
      else if (!(source in (compose.volumes ?? {}))) out.push(`${name}: the volume ${source} is not declared`);
    }
  }
  const mounts = (service: string) => services[service]?.volumes ?? [];
  if (!mounts('db').some((v) => v.endsWith(':/var/lib/postgresql/data'))) out.push('db: its data is on no volume');
  if (!mounts('app').some((v) => /^[\w-]+:\/data$/.test(v))) out.push('app: the uploads (/data) are on no volume');
  if (!mounts('backup').some((v) => /^[\w-]+:\/backups$/.test(v))) out.push('backup: the backups are on no volume');
  const appUploads = mounts('app')
    .find((v) => v.endsWith(':/data'))
    ?.split(':')[0];
  if (appUploads && !mounts('backup').some((v) => v.startsWith(`${appUploads}:`))) out.push('backup: does not see the uploads volume the app writes');
  for (const name of ['app', 'backup']) {
    if (services[name]?.depends_on?.db?.condition !== 'service_healthy') out.push(`${name}: does not wait for a healthy db`);
  }
  if (services.app?.environment?.NODE_ENV !== 'production') out.push('app: NODE_ENV is not production');
  return out;
}

describe('docker-compose.yml', () => {
  const compose = parse(COMPOSE) as Compose;

  it('has db, app and backup, each restarted, health-checked, on named volumes, with every secret from .env', () => {
    expect(problems(compose)).toEqual([]);
    expect(Object.keys(compose.volumes ?? {}).sort()).toEqual(['backups', 'db-data', 'uploads']);
  });

  it('sees what is wrong in a broken copy', () => {
    const broken = parse(COMPOSE) as Compose;
    const s = broken.services!;
    s.app!.environment!.JWT_SECRET = '${JWT_SECRET:-change-me-in-production}';
    s.db!.environment!.POSTGRES_PASSWORD = 'hris';
    delete s.backup!.healthcheck;
    delete s.app!.restart;
    s.app!.volumes = ['./uploads:/data'];
    s.backup!.volumes = ['backups:/backups'];
    expect(problems(broken)).toEqual([
      'db: POSTGRES_PASSWORD is written into the file instead of coming from .env',
      'app: no restart policy (always or unless-stopped)',
      'app: JWT_SECRET takes ${JWT_SECRET} without :? (a default or an empty secret)',
      'app: JWT_SECRET is written into the file instead of coming from .env',
      'app: ./uploads:/data is a folder of the host, not a named volume',
      'backup: no healthcheck',
      'app: the uploads (/data) are on no volume',
      'backup: does not see the uploads volume the app writes',
    ]);
    expect(problems({ services: {} })).toContain('no backup service');
  });

  it('runs the backup the build makes, daily, keeping BACKUP_KEEP, with the uploads read-only', () => {
    const backup = compose.services!.backup!;
    // backup.js alone makes one backup and exits (a cron line); --daily-at keeps it running, at .env's BACKUP_AT.
    expect(backup.command).toEqual(['node', 'apps/api/dist/backup.js', '--daily-at', '${BACKUP_AT:-02:00}']);
    expect(backup.healthcheck?.test).toEqual(['CMD', 'node', 'apps/api/dist/backup.js', '--check']);
    expect(backup.environment).toMatchObject({ BACKUP_DIR: '/backups', BACKUP_KEEP: '${BACKUP_KEEP:-14}' });
    expect(backup.environment).not.toHaveProperty('BACKUP_AT');
    expect(backup.volumes).toContain('uploads:/data:ro');
    // The bundle the command names is one tsup builds (apps/api/tsup.config.ts), as the restore next to it.
    const tsup = fs.readFileSync(path.join(ROOT, 'apps/api/tsup.config.ts'), 'utf8');
    expect(tsup).toMatch(/backup: 'src\/cli\/backup\.ts'/);
    expect(tsup).toMatch(/restore: 'src\/cli\/restore\.ts'/);
  });
});

describe('docker-compose.replica.yml (WAL archiving and a streaming replica, optional)', () => {
  it('merged over docker-compose.yml as compose merges it, is as fit: restarted, health-checked, named volumes, secrets from .env', () => {
    const merged = parse(COMPOSE) as Compose;
    const extra = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.replica.yml'), 'utf8')) as Compose;
    // Compose's merge: mappings merged key by key, a service's command and volumes (by target) replaced.
    for (const [name, service] of Object.entries(extra.services ?? {})) merged.services![name] = { ...merged.services![name], ...service };
    merged.volumes = { ...merged.volumes, ...extra.volumes };
    expect(problems(merged)).toEqual([]);
    const db = merged.services!.db!;
    expect(db.volumes).toContain('wal-archive:/wal-archive');
    expect(db.command).toContain('archive_command=test ! -f /wal-archive/%f && cp %p /wal-archive/%f');
    expect(db.command).toContain('wal_level=replica');
    expect(merged.services!['db-replica']!.environment!.PGPASSWORD).toMatch(/^\$\{REPLICATION_PASSWORD:\?/);
  });
});

describe('Dockerfile', () => {
  const stage = finalStage(DOCKERFILE);

  it('runs the product as the unprivileged node user, with the folders the volumes mount owned by it', () => {
    const users = stage.filter(([w]) => w === 'USER').map(([, who]) => who);
    expect(users.at(-1)).toBe('node');
    const userAt = stage.findIndex(([w]) => w === 'USER');
    const cmdAt = stage.findIndex(([w]) => w === 'CMD');
    expect(userAt).toBeGreaterThan(-1);
    expect(cmdAt).toBeGreaterThan(userAt);
    const owned = stage.find(([w, rest]) => w === 'RUN' && rest.includes('chown'))?.[1] ?? '';
    expect(owned).toMatch(/chown node:node \/data \/backups/);
    // Every file copied in is the node user's, not root's.
    for (const [w, rest] of stage) if (w === 'COPY') expect(rest).toMatch(/--chown=node:node/);
    expect(stage.some(([w]) => w === 'HEALTHCHECK')).toBe(true);
  });

  it('is a production image: NODE_ENV=production, and the start command is the built server', () => {
    expect(stage.find(([w]) => w === 'ENV')?.[1]).toMatch(/NODE_ENV=production/);
    expect(JSON.parse(stage.find(([w]) => w === 'CMD')![1]) as string[]).toEqual(['node', '--max-semi-space-size=64', 'apps/api/dist/server.js']);
  });

  it('sees a Dockerfile that would run as root', () => {
    const rooted = DOCKERFILE.replace(/^USER node$/m, 'USER root');
    expect(
      finalStage(rooted)
        .filter(([w]) => w === 'USER')
        .at(-1)?.[1],
    ).toBe('root');
  });
});
