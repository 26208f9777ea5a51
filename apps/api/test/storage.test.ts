import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '@hris/db';
import { loadConfig } from '../src/config';
import type { Actor } from '../src/lib/actor';
import { createLocalStorage, createS3Storage, createStorage, type FileStorage } from '../src/lib/storage';
import { storeUpload } from '../src/lib/uploads';
import { createBackup, restoreBackup } from '../src/ops/backup';
import { startS3Server, type TestS3 } from './support/s3-server';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, TRAINING } from './support/records';
import { pdfBytes } from './support/files';

// Issue 18, "Uploads": one storage interface, a local-folder driver and an S3-compatible one (MinIO),
// chosen by STORAGE. The same contract runs over both drivers; the S3 driver talks to a local S3 server
// (s3rver behind a SigV4 check: support/s3-server.ts), and one upload goes all the way through HTTP.

let s3: TestS3;
let localRoot: string;
beforeAll(async () => {
  s3 = await startS3Server();
  localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-storage-'));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(localRoot, { recursive: true, force: true });
});

const drivers: [string, () => FileStorage][] = [
  ['local folder', () => createLocalStorage(localRoot)],
  ['S3-compatible', () => createS3Storage(s3)],
];

const key = (folder = 'pds', ext = 'pdf') => `${folder}/${crypto.randomUUID()}.${ext}`;
const BAD_KEYS = [
  '../secrets/jwt-secret.txt',
  'pds/../../etc.pdf',
  '/etc/passwd.pdf',
  'pds/a.b.pdf',
  'pds/.hidden.pdf',
  'pds\\x.pdf',
  'pds/x.pdf\0',
  '',
  'pds',
];

describe.each(drivers)('the %s driver keeps the storage contract', (_name, make) => {
  it('gives back exactly the bytes it was given, every byte value and a large file', async () => {
    const storage = make();
    const small = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const large = randomBytes(3 * 1024 * 1024 + 17);
    const [a, b] = [key(), key('avatars', 'jpg')];
    await storage.put(a, small);
    await storage.put(b, large);
    expect((await storage.get(a))?.equals(small)).toBe(true);
    expect((await storage.get(b))?.equals(large)).toBe(true);
    // Writing the same key again replaces the file whole.
    await storage.put(a, Buffer.from('second version'));
    expect((await storage.get(a))?.toString()).toBe('second version');
  });

  it('answers null for a file that is not there, and removes a file (twice is no error)', async () => {
    const storage = make();
    expect(await storage.get(key())).toBeNull();
    const k = key();
    await storage.put(k, Buffer.from('%PDF-1.4 to be removed'));
    await storage.remove(k);
    expect(await storage.get(k)).toBeNull();
    await expect(storage.remove(k)).resolves.toBeUndefined();
  });

  it('refuses a key that is not one the modules make, storing and removing nothing', async () => {
    const storage = make();
    const before = s3.requests.length;
    for (const bad of BAD_KEYS) {
      await expect(storage.put(bad, Buffer.from('x')), bad).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.remove(bad), bad).rejects.toThrow(/Unsafe storage key/);
      expect(await storage.get(bad), bad).toBeNull();
    }
    // Nothing reached the object store, and nothing was written outside (or inside) the folder.
    expect(s3.requests.length).toBe(before);
    expect(fs.existsSync(path.join(localRoot, '..', 'secrets'))).toBe(false);
    expect(fs.existsSync(path.join(os.tmpdir(), 'etc.pdf'))).toBe(false);
  });

  it('ends two writes of the same key at the same moment with one of them whole, never a mix', async () => {
    const storage = make();
    const k = key();
    const [one, two] = [Buffer.alloc(512 * 1024, 1), Buffer.alloc(512 * 1024, 2)];
    await Promise.all([storage.put(k, one), storage.put(k, two)]);
    const got = (await storage.get(k))!;
    expect(got.equals(one) || got.equals(two)).toBe(true);
  });
});

describe.each(drivers)('the %s driver lists what it keeps', (_name, make) => {
  it('lists every key it holds, sorted, and not one removed', async () => {
    const storage = make();
    const kept = [key('pds'), key('avatars', 'jpg'), key('applicants')];
    const removed = key();
    for (const k of [...kept, removed]) await storage.put(k, Buffer.from(`%PDF-1.4 ${k}`));
    await storage.remove(removed);
    const listed = await storage.list();
    expect(listed).toEqual([...listed].sort());
    for (const k of kept) expect(listed).toContain(k);
    expect(listed).not.toContain(removed);
  });
});

describe('the local folder driver on disk', () => {
  it('keeps files readable by the server only (0600 in 0700 folders) and leaves no temporary file behind', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-storage-modes-'));
    const storage = createLocalStorage(root);
    const k = key('coe');
    await storage.put(k, Buffer.from('%PDF-1.4 certificate'));
    await storage.put(k, Buffer.from('%PDF-1.4 certificate, again'));
    expect(fs.statSync(path.join(root, 'coe')).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(root, k)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.join(root, 'coe'))).toEqual([k.slice(4)]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('never leaves part of a file under its key: a write that fails leaves the old file and no temporary file', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-storage-fail-'));
    const storage = createLocalStorage(root);
    const k = key();
    await storage.put(k, Buffer.from('the approved version'));
    // The rename into place fails (the key is now a non-empty folder): the write is refused as a whole.
    const blocked = key();
    fs.mkdirSync(path.join(root, blocked));
    fs.writeFileSync(path.join(root, blocked, 'inside'), 'x');
    await expect(storage.put(blocked, randomBytes(100_000))).rejects.toThrow();
    expect(fs.readdirSync(path.join(root, 'pds')).sort()).toEqual([k.slice(4), blocked.slice(4)].sort());
    expect((await storage.get(k))?.toString()).toBe('the approved version');
    // A temporary file (a dot name) can never be asked for by key.
    fs.writeFileSync(path.join(root, 'pds', `.${k.slice(4)}.abc123.tmp`), 'half');
    expect(await storage.get(`pds/.${k.slice(4)}.abc123.tmp`)).toBeNull();
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('the S3-compatible driver against the store', () => {
  it('addresses objects path-style (MinIO) with signed requests and signed bodies', async () => {
    const k = key();
    const from = s3.requests.length;
    const storage = createS3Storage(s3);
    await storage.put(k, Buffer.from('%PDF-1.4 signed'));
    await storage.get(k);
    await storage.remove(k);
    expect(s3.requests.slice(from)).toEqual([
      { method: 'PUT', path: `/${s3.bucket}/${k}`, signed: true },
      { method: 'GET', path: `/${s3.bucket}/${k}`, signed: true },
      { method: 'DELETE', path: `/${s3.bucket}/${k}`, signed: true },
    ]);
  });

  it('fails loudly, not with a missing file, on a wrong secret, a wrong region or a missing bucket', async () => {
    const k = key();
    await createS3Storage(s3).put(k, Buffer.from('%PDF-1.4 kept'));
    const wrongSecret = createS3Storage({ ...s3, secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.put(key(), Buffer.from('x'))).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(wrongSecret.get(k)).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(createS3Storage({ ...s3, region: 'ap-southeast-1' }).get(k)).rejects.toThrow(/403/);
    const noBucket = createS3Storage({ ...s3, bucket: 'no-such-bucket' });
    await expect(noBucket.get(k)).rejects.toThrow(/404 NoSuchBucket/);
    await expect(noBucket.put(key(), Buffer.from('x'))).rejects.toThrow(/NoSuchBucket/);
    // The object is still there for the right credentials.
    expect((await createS3Storage(s3).get(k))?.toString()).toBe('%PDF-1.4 kept');
  });

  it('fails when the store cannot be reached, within its time limit', async () => {
    const down = createS3Storage({ ...s3, endpoint: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(down.put(key(), Buffer.from('x'))).rejects.toThrow();
    await expect(down.get(key())).rejects.toThrow();
  });
});

describe('listing a bucket', () => {
  it('reads every page of a listing (ListObjectsV2 continuation tokens)', async () => {
    const own = await startS3Server('hris-listing');
    try {
      const storage = createS3Storage({ ...own, listPageSize: 2 });
      const keys = Array.from({ length: 7 }, () => key());
      for (const k of keys) await storage.put(k, Buffer.from(k));
      const from = own.requests.length;
      expect(await storage.list()).toEqual([...keys].sort());
      // Four pages of two, each a signed GET of the bucket.
      expect(own.requests.slice(from).filter((r) => r.method === 'GET' && r.path.startsWith(`/${own.bucket}?list-type=2`) && r.signed)).toHaveLength(4);
    } finally {
      await own.close();
    }
  });
});

describe('STORAGE in the configuration', () => {
  const base = { DATA_DIR: '/tmp/hris-storage-config', JWT_SECRET: 'x'.repeat(40), DATA_KEY: 'y'.repeat(40) };
  const s3Env = { STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000/', S3_BUCKET: 'hris', S3_ACCESS_KEY_ID: 'hris', S3_SECRET_ACCESS_KEY: 'secret-key' };

  it('keeps files in DATA_DIR/uploads by default', () => {
    expect(loadConfig(base).storage).toEqual({ driver: 'local', dir: '/tmp/hris-storage-config/uploads' });
    expect(loadConfig({ ...base, STORAGE: 'local' }).storage.driver).toBe('local');
  });

  it('reads the S3 settings, with us-east-1 as the default region', () => {
    expect(loadConfig({ ...base, ...s3Env }).storage).toEqual({
      driver: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'hris',
      region: 'us-east-1',
      accessKeyId: 'hris',
      secretAccessKey: 'secret-key',
    });
    expect(loadConfig({ ...base, ...s3Env, S3_REGION: 'ap-southeast-1' }).storage).toMatchObject({ region: 'ap-southeast-1' });
  });

  it('refuses to start with STORAGE=s3 and a setting missing, naming it', () => {
    expect(() => loadConfig({ ...base, ...s3Env, S3_BUCKET: '' })).toThrow('S3_BUCKET must be set when STORAGE=s3');
    expect(() => loadConfig({ ...base, STORAGE: 's3' })).toThrow('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set when STORAGE=s3');
    expect(() => loadConfig({ ...base, ...s3Env, S3_SECRET_ACCESS_KEY: undefined })).toThrow(/S3_SECRET_ACCESS_KEY must be set/);
    expect(() => loadConfig({ ...base, ...s3Env, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) address/);
    expect(() => loadConfig({ ...base, STORAGE: 'ftp' })).toThrow('STORAGE must be local or s3, not "ftp"');
  });

  it('builds the driver the configuration names', async () => {
    const k = key();
    const viaConfig = createStorage({
      storage: { driver: 's3', endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    await viaConfig.put(k, Buffer.from('%PDF-1.4 via config'));
    expect((await createS3Storage(s3).get(k))?.toString()).toBe('%PDF-1.4 via config');
    await createStorage({ storage: { driver: 'local', dir: localRoot } }).put(k, Buffer.from('%PDF-1.4 local'));
    expect(fs.readFileSync(path.join(localRoot, k), 'utf8')).toBe('%PDF-1.4 local');
  });
});

describe('an upload through HTTP with STORAGE=s3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      storage: { driver: 's3', endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
  });
  afterAll(async () => t.close());

  it('stores the PDF in the bucket and serves it back byte for byte through the signed link', async () => {
    const staff = await signIn(t, 'staff@hris.test');
    const me = (await t.http.get('/api/users/me').set(as(staff))).body.user.personnel.id as number;
    const training = await t.http.post(`/api/personnels/${me}/training`).set(as(staff)).send(TRAINING);
    expect(training.status).toBe(200);
    const trainingId = (training.body.entry as { id: number }).id;

    const pdf = pdfBytes(700_000, { random: true });
    const from = s3.requests.length;
    const up = await t.http.post('/api/upload').set(as(staff)).attach('file', pdf, { filename: 'certificate.pdf', contentType: 'application/pdf' });
    expect(up.status).toBe(200);
    const storageKey = up.body.path as string;
    // The file went to the bucket, not to the local folder.
    expect(s3.requests.slice(from)).toContainEqual({ method: 'PUT', path: `/${s3.bucket}/${storageKey}`, signed: true });
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    expect((await createS3Storage(s3).get(storageKey))?.equals(pdf)).toBe(true);

    const added = await t.http.post('/api/personnel/training/files').set(as(staff)).send({ training_id: trainingId, attachment_path: storageKey });
    expect(added.status).toBe(200);
    const list = await t.http.get('/api/personnel/training/files').query({ training_id: trainingId }).set(as(staff));
    const link = (list.body.files as { attachment_absolute_path: string }[])[0]!.attachment_absolute_path;
    const opened = await binary(t.http.get(link));
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect((opened.body as Buffer).equals(pdf)).toBe(true);

    // Removing the document removes the object from the bucket.
    const fileId = (list.body.files as { id: number }[])[0]!.id;
    expect((await t.http.delete(`/api/personnel/training/files/${fileId}`).set(as(staff))).status).toBe(200);
    expect(await createS3Storage(s3).get(storageKey)).toBeNull();
    expect((await t.http.get(link)).status).toBe(404);
  });

  // lib/uploads.ts: the file is stored (durably) before its row is written in the same transaction. When
  // the transaction fails, the file goes only if the row is known not to be there: a COMMIT lost with its
  // connection may have been written, and a row without its file would be a lost document.
  const uploader = async (): Promise<Actor> => {
    const id = (await t.db.$client.query<{ id: number }>(`SELECT id FROM users WHERE email = 'staff@hris.test'`)).rows[0]!.id;
    return { userId: id, sessionId: 'test', personnelId: null, views: [], roles: ['employee'] };
  };

  it('is backed up from the bucket and restored into an empty one (npm run backup / restore with STORAGE=s3)', async () => {
    const staff = await signIn(t, 'staff@hris.test');
    const pdf = pdfBytes(50_000, { random: true });
    const up = await t.http.post('/api/upload').set(as(staff)).attach('file', pdf, { filename: 'backed-up.pdf', contentType: 'application/pdf' });
    expect(up.status).toBe(200);
    const source = createS3Storage(s3);
    const inBucket = await source.list();
    expect(inBucket).toContain(up.body.path);

    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-s3-backup-'));
    const target = await startS3Server('hris-restored');
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    const emptyDb = `hris_s3_restore_${process.pid}`;
    try {
      const { dir, manifest } = await createBackup({ url: t.config.databaseUrl!, storage: source, backupDir, clock: t.clock });
      expect(manifest.uploads.map((f) => f.key)).toEqual(inBucket);
      expect(fs.readFileSync(path.join(dir, 'uploads', up.body.path as string)).equals(pdf)).toBe(true);

      await admin.query(`CREATE DATABASE ${emptyDb}`);
      const url = new URL(inject('adminDatabaseUrl'));
      url.pathname = `/${emptyDb}`;
      const restored = createS3Storage(target);
      await restoreBackup({ backup: dir, url: url.toString(), dataDir: backupDir, storage: restored, env: { PATH: '' } });
      expect(await restored.list()).toEqual(inBucket);
      expect((await restored.get(up.body.path as string))?.equals(pdf)).toBe(true);
      // A bucket that holds files is not restored into (nor is the database written).
      await expect(restoreBackup({ backup: dir, url: url.toString(), dataDir: backupDir, storage: restored, env: { PATH: '' } })).rejects.toThrow(
        /^The bucket hris-restored at .* is not empty \(\d+ files\)\. A restore goes only into an empty folder or bucket/,
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${emptyDb} WITH (FORCE)`);
      await admin.end();
      await target.close();
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  });

  it('removes the stored file when the upload row was not written', async () => {
    const storage = createS3Storage(s3);
    const k = key();
    // PostgreSQL refuses a NUL in text: the INSERT fails after the file was stored.
    await expect(storeUpload({ db: t.db, storage }, await uploader(), { key: k, name: 'bad\0name.pdf', bytes: Buffer.from('%PDF-1.4 x') })).rejects.toThrow();
    expect(await storage.get(k)).toBeNull();
    expect((await t.db.$client.query('SELECT 1 FROM uploads WHERE storage_key = $1', [k])).rowCount).toBe(0);
  });

  it('keeps the stored file when the database is lost and cannot say whether the row was written', async () => {
    const actor = await uploader();
    const database = new URL(t.config.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    const inner = createS3Storage(s3);
    // Right after the file is stored, the database goes away: connections cut, new ones refused.
    const storage: FileStorage = {
      ...inner,
      put: async (k, bytes) => {
        await inner.put(k, bytes);
        await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);
      },
    };
    const db = createDatabase(t.config.databaseUrl!, 2);
    const k = key();
    try {
      await expect(storeUpload({ db, storage }, actor, { key: k, name: 'kept.pdf', bytes: Buffer.from('%PDF-1.4 kept') })).rejects.toThrow();
      expect((await inner.get(k))?.toString()).toBe('%PDF-1.4 kept');
    } finally {
      await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
      await admin.end();
      await db.$client.end();
    }
    // The row was never written: the file is an orphan (harmless), never a row without its file.
    expect((await t.db.$client.query('SELECT 1 FROM uploads WHERE storage_key = $1', [k])).rowCount).toBe(0);
  });
});
