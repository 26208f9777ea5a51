import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { RECOMMENDED_PASSWORD_COST } from '@hris/db';

/** An OpenID Connect provider the university configures (Google Workspace, Microsoft 365…). */
export type OidcProviderConfig = { id: string; name: string; issuer: string; clientId: string; clientSecret: string };

/** Sign-in requests a minute from one client address, by default (see AppConfig.authRateLimitPerMinute). */
export const AUTH_RATE_LIMIT_DEFAULT = 1_200;

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The relay's certificate or its private CA (PEM, read from SMTP_CA_FILE), trusted besides the public CAs. */
  smtpCa: string | undefined;
  /** SMTP_TLS_REJECT_UNAUTHORIZED=false: the relay's certificate is not checked at all (the documented last resort). */
  smtpTlsRejectUnauthorized: boolean;
  mailFrom: string;
  jwtSecret: string;
  publicUrl: string;
  production: boolean;
  demo: boolean;
  /** The bulk of the demo (hundreds of employees, punches, requests, job posts); DEMO_BULK=0 keeps only the accounts (the e2e run). */
  demoBulk: boolean;
  /**
   * Sign-in, verify and resend requests one address may make per minute. A campus's people often reach the server
   * through one NAT address: 5,000 people signing in within 15 minutes is about 6 sign-ins a second at the peak,
   * each two requests (password, then code), 720 a minute. The default leaves that room and more; what stops a
   * guesser is the per-account slowdown (sign-in-slowdown.ts), and what bounds a flood's cost is the hashing queue.
   */
  authRateLimitPerMinute: number;
  /** Hours a session lasts at most (its absolute timeout). */
  sessionHours: number;
  /** Minutes without a request after which a session ends (its idle timeout). */
  sessionIdleMinutes: number;
  /** argon2id's memory in KiB for new password hashes (PASSWORD_HASH_MEMORY_KIB); production refuses less than OWASP's 19456. */
  passwordCost: number;
  oidcProviders: OidcProviderConfig[];
  /** Allow http issuers (a provider on the university's own network). */
  oidcAllowHttp: boolean;
  webDist: string | undefined;
  logLevel: string;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses, CIDR ranges, or `loopback`,
   * `linklocal`, `uniquelocal`); empty: none, and req.ip is the connecting address.
   */
  trustProxy: string[];
  /** OpenAPI at /api/docs: on outside production, off in production unless API_DOCS=true. */
  apiDocs: boolean;
  /** The key data stored encrypted is sealed with (two-factor and device secrets: lib/secret-box.ts). */
  dataKey: string;
  /** Where uploaded files are kept (STORAGE): a folder under DATA_DIR, or an S3-compatible store such as MinIO. */
  storage: StorageConfig;
  /** Where backups go (BACKUP_DIR, as the backup command reads it): the one taken before an upgrade too. */
  backupDir: string;
  /** A backup before pending migrations are applied to a database holding data (UPGRADE_BACKUP, on unless off). */
  upgradeBackup: boolean;
};

/** UPGRADE_BACKUP: on (the default) or off, for a site whose own pg_dump or WAL archive covers an upgrade. */
function readUpgradeBackup(value: string | undefined): boolean {
  const setting = (value || 'on').toLowerCase();
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  throw new Error(`UPGRADE_BACKUP must be on or off, not ${JSON.stringify(value)}`);
}

export type StorageConfig =
  { driver: 'local'; dir: string } | { driver: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

/** STORAGE=local (the default: DATA_DIR/uploads) or STORAGE=s3 with every S3_ setting given. */
export function readStorage(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const driver = (env.STORAGE || 'local').toLowerCase();
  if (driver === 'local') return { driver: 'local', dir: path.join(dataDir, 'uploads') };
  if (driver !== 's3') throw new Error(`STORAGE must be local or s3, not ${JSON.stringify(env.STORAGE)}`);
  const required = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.filter((name) => !env[name]);
  if (missing.length) throw new Error(`${missing.join(', ')} must be set when STORAGE=s3`);
  const endpoint = env.S3_ENDPOINT!;
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) address such as http://minio:9000, not ${endpoint}`);
  return {
    driver: 's3',
    endpoint: endpoint.replace(/\/+$/, ''),
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

const ZProviders = z.array(z.object({ id: z.string(), name: z.string(), issuer: z.string().url(), client_id: z.string(), client_secret: z.string() }));

function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The PEM in SMTP_CA_FILE: read at start, so a wrong path stops the server instead of every message. */
function readSmtpCa(file: string | undefined): string | undefined {
  if (!file) return undefined;
  let pem: string;
  try {
    pem = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`SMTP_CA_FILE ${file} cannot be read: ${(err as Error).message}`, { cause: err });
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw new Error(`SMTP_CA_FILE ${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
  return pem;
}

/** Reads the configuration from the environment (every variable is in .env.example). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const port = Number(env.PORT ?? 3000);
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    // Production refuses to start with a missing secret rather than run insecurely.
    if (production) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
    jwtSecret = readOrCreateSecret(dataDir, 'jwt-secret');
  }
  if (production && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  // Without a mail server, messages (sign-in codes, reset links) would be written to files on the server.
  if (production && !env.SMTP_URL) throw new Error('SMTP_URL must be set when NODE_ENV=production');
  const passwordCost = Number(env.PASSWORD_HASH_MEMORY_KIB || RECOMMENDED_PASSWORD_COST);
  if (production && !(passwordCost >= RECOMMENDED_PASSWORD_COST))
    throw new Error(`PASSWORD_HASH_MEMORY_KIB must be at least ${RECOMMENDED_PASSWORD_COST} when NODE_ENV=production`);
  let dataKey = env.DATA_KEY;
  if (!dataKey) {
    // Like JWT_SECRET: generated once outside production; production must be given it (and keep it: the sealed secrets need it).
    if (production) throw new Error('DATA_KEY must be set when NODE_ENV=production');
    dataKey = readOrCreateSecret(dataDir, 'data-key');
  }
  if (production && dataKey.length < 32) throw new Error('DATA_KEY must be at least 32 characters');
  // Without it the server would start an empty embedded PostgreSQL under DATA_DIR: to the IT office, every record lost.
  if (production && !env.DATABASE_URL)
    throw new Error(
      'DATABASE_URL must be set when NODE_ENV=production: the PostgreSQL database the records are kept in, e.g. postgres://hris:<password>@127.0.0.1:5432/hris (docs/operations.md, "Installing without Docker"; docker compose sets it)',
    );
  const providers: OidcProviderConfig[] = [];
  if (env.OIDC_PROVIDERS) {
    for (const p of ZProviders.parse(JSON.parse(env.OIDC_PROVIDERS))) {
      providers.push({ id: p.id, name: p.name, issuer: p.issuer, clientId: p.client_id, clientSecret: p.client_secret });
    }
  } else if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID) {
    providers.push({
      id: 'oidc',
      name: env.OIDC_NAME ?? 'University account',
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET ?? '',
    });
  }
  const demoDefault = !env.DATABASE_URL && !production;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smtpCa: readSmtpCa(env.SMTP_CA_FILE),
    smtpTlsRejectUnauthorized: !['0', 'false', 'no'].includes((env.SMTP_TLS_REJECT_UNAUTHORIZED ?? '').toLowerCase()),
    mailFrom: env.MAIL_FROM ?? 'HRIS <no-reply@hris.local>',
    jwtSecret,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production,
    demo: env.DEMO === undefined ? demoDefault : ['1', 'true', 'yes'].includes(env.DEMO.toLowerCase()),
    demoBulk: !['0', 'false', 'no'].includes((env.DEMO_BULK ?? '1').toLowerCase()),
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT ?? AUTH_RATE_LIMIT_DEFAULT),
    sessionHours: Number(env.SESSION_HOURS ?? 12),
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 30),
    passwordCost,
    oidcProviders: providers,
    oidcAllowHttp: env.OIDC_ALLOW_HTTP === '1' || !production,
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    apiDocs: env.API_DOCS === undefined || env.API_DOCS === '' ? !production : ['1', 'true', 'yes'].includes(env.API_DOCS.toLowerCase()),
    dataKey,
    storage: readStorage(env, dataDir),
    backupDir: path.resolve(env.BACKUP_DIR ?? '.backups'),
    upgradeBackup: readUpgradeBackup(env.UPGRADE_BACKUP),
  };
}
