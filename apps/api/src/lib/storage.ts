import fs from 'node:fs';
import path from 'node:path';

/**
 * Where uploaded files live, outside the web root and served only through
 * authorized routes. Local folder now; an S3-compatible store can implement
 * the same three calls when several instances run (DESIGN.md, Scaling out).
 */
export type FileStorage = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
};

const SAFE_KEY = /^[a-z0-9-]+\/[a-zA-Z0-9-]+\.[a-z]{2,4}$/;

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key ${key}`);
    return path.join(root, key);
  };
  return {
    put: async (key, bytes) => {
      const file = resolve(key);
      // Personal documents: readable by the server's own user only (0700 folders, 0600 files).
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.promises.writeFile(file, bytes, { mode: 0o600 });
    },
    get: async (key) => {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return await fs.promises.readFile(resolve(key));
      } catch {
        return null;
      }
    },
    remove: async (key) => {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
