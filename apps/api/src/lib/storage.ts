import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../config';

/**
 * Where uploaded files live, outside the web root and served only through authorized routes: a local
 * folder (one instance, or a volume every instance shares) or an S3-compatible object store (MinIO),
 * chosen by STORAGE in config.ts. Both answer the same three calls the same way (test/storage.test.ts).
 *
 * - put: the bytes are durable under the key when it resolves (a row naming the key may then commit);
 * - get: the bytes, or null when there is no such file (or the key is not one we make);
 * - remove: gone (no error when it was not there);
 * - list: every key stored, sorted (the backup's walk over the files; never a temporary file).
 * put and remove refuse a key that is not one we make (`folder/name.ext`).
 */
export type FileStorage = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
  list: () => Promise<string[]>;
  /** Where the files are, in the words of a message to IT ("the uploads folder /srv/hris/uploads"). */
  where: string;
};

/**
 * A file the local folder refused because its disk (ENOSPC) or the server user's quota (EDQUOT) is full. Nothing of
 * the file is left behind; the error handler answers 507 in the users' words (plugins/errors.ts).
 */
export class StorageFullError extends Error {
  constructor(where: string, options?: ErrorOptions) {
    super(`${where} is full`, options);
    this.name = 'StorageFullError';
  }
}

const isDiskFull = (err: unknown) => ['ENOSPC', 'EDQUOT'].includes((err as NodeJS.ErrnoException)?.code ?? '');

/** The keys the modules make: `pds/<uuid>.pdf`, `avatars/12-<random>.jpg`… no dots, slashes or `..` elsewhere. */
const SAFE_KEY = /^[a-z0-9-]+\/[a-zA-Z0-9-]+\.[a-z]{2,4}$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

/**
 * The local-folder driver. A file is written to a temporary name in its own folder (a dot name, which no
 * key can match, so it is never served), flushed to disk, renamed into place and the folder flushed: a
 * power cut leaves either the whole file under its key or none (at worst a stray temporary file), and a
 * full disk leaves none (the temporary file is removed).
 */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  const where = `the uploads folder ${root}`;
  return {
    put: async (key, bytes) => {
      try {
        await writeWhole(resolve(key), bytes);
      } catch (err) {
        throw isDiskFull(err) ? new StorageFullError(where, { cause: err }) : err;
      }
    },
    get: async (key) => {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return await fs.promises.readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    remove: async (key) => {
      const file = resolve(key);
      await fs.promises.rm(file, { force: true });
      await syncFolder(path.dirname(file)).catch(() => undefined);
    },
    list: async () => {
      if (!fs.existsSync(root)) return [];
      const keys: string[] = [];
      for (const folder of await fs.promises.readdir(root, { withFileTypes: true })) {
        if (!folder.isDirectory()) continue;
        for (const file of await fs.promises.readdir(path.join(root, folder.name), { withFileTypes: true })) {
          const key = `${folder.name}/${file.name}`;
          if (file.isFile() && SAFE_KEY.test(key)) keys.push(key);
        }
      }
      return keys.sort();
    },
    where,
  };
}

/** Writes `file` whole or not at all: a temporary name, flushed, renamed into place, the folder flushed. */
async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  const dir = path.dirname(file);
  // Personal documents: readable by the server's own user only (0700 folders, 0600 files).
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await fs.promises.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temp, file);
  } catch (err) {
    await fs.promises.rm(temp, { force: true });
    throw err;
  }
  await syncFolder(dir);
}

/** Makes a folder's entries (a rename, a removal) durable. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export type S3StorageOptions = {
  /** The server's address, e.g. http://minio:9000 (path-style: objects at <endpoint>/<bucket>/<key>). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Milliseconds one request may take before it fails (default 30 s). */
  timeoutMs?: number;
  /** Keys per page of a listing (S3's most and default: 1000; the tests page by a few). */
  listPageSize?: number;
};

/**
 * The S3-compatible driver (MinIO, Ceph, AWS S3…): PUT, GET and DELETE of one object, signed with
 * AWS Signature V4 (aws4fetch), path-style addresses as MinIO expects. The body's SHA-256 is signed
 * too, so the store refuses a body changed on the way. A 5xx or 429 is retried twice.
 */
export function createS3Storage(opts: S3StorageOptions): FileStorage {
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    service: 's3',
    region: opts.region,
    retries: 2,
  });
  const base = `${opts.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(opts.bucket)}`;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const send = (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer) =>
    client.fetch(key.startsWith('?') ? `${base}${key}` : `${base}/${key}`, {
      method,
      body: body ? (new Uint8Array(body.buffer, body.byteOffset, body.length) as Uint8Array<ArrayBuffer>) : undefined,
      headers: {
        'x-amz-content-sha256': createHash('sha256')
          .update(body ?? '')
          .digest('hex'),
        ...(body ? { 'content-type': 'application/octet-stream' } : {}),
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
  /** Throws the store's error; with `missingIsNull`, a missing object (not a missing bucket) answers null. */
  const fail = async (what: string, key: string, res: Response, missingIsNull = false): Promise<null> => {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? res.statusText;
    if (missingIsNull && res.status === 404 && code !== 'NoSuchBucket') return null;
    throw new Error(`S3 ${what} ${key} in bucket ${opts.bucket} failed: ${res.status} ${code}`);
  };
  return {
    put: async (key, bytes) => {
      const res = await send('PUT', checkKey(key), bytes);
      if (!res.ok) await fail('PUT', key, res);
      else await res.body?.cancel();
    },
    get: async (key) => {
      if (!SAFE_KEY.test(key)) return null;
      const res = await send('GET', key);
      if (!res.ok) return fail('GET', key, res, true);
      return Buffer.from(await res.arrayBuffer());
    },
    remove: async (key) => {
      const res = await send('DELETE', checkKey(key));
      if (!res.ok) await fail('DELETE', key, res, true);
      else await res.body?.cancel();
    },
    // ListObjectsV2, page by page; keys are ours (SAFE_KEY), so no XML entity is in them.
    list: async () => {
      const keys: string[] = [];
      let token: string | undefined;
      for (let page = 0; page < 100_000; page++) {
        const query = `?list-type=2&max-keys=${opts.listPageSize ?? 1000}${token ? `&continuation-token=${encodeURIComponent(token)}` : ''}`;
        const res = await send('GET', query);
        if (!res.ok) await fail('LIST', '', res);
        const xml = await res.text();
        for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) if (SAFE_KEY.test(m[1]!)) keys.push(m[1]!);
        const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
        if (!/<IsTruncated>true<\/IsTruncated>/.test(xml) || !next) break;
        token = next.replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
      }
      return keys.sort();
    },
    where: `the bucket ${opts.bucket} at ${opts.endpoint}`,
  };
}

/** The driver the configuration names (STORAGE, S3_*: config.ts). */
export function createStorage(config: { storage: StorageConfig }): FileStorage {
  const s = config.storage;
  return s.driver === 's3' ? createS3Storage(s) : createLocalStorage(s.dir);
}
