import path from 'node:path';
import { readStorage } from '../config';
import { createStorage } from '../lib/storage';
import { restoreBackup } from '../ops/backup';

// npm run restore -- <backup folder>   (built: node apps/api/dist/restore.js <backup folder>)
// Into DATABASE_URL when set (an empty database), otherwise into a new embedded PostgreSQL under DATA_DIR/postgres;
// the files into DATA_DIR/uploads, or into the bucket when STORAGE=s3. Refuses a target that already holds data. Then start the server on it as usual.
async function main() {
  const backup = process.argv[2];
  if (!backup) throw new Error('usage: npm run restore -- <backup folder, e.g. .backups/hris-2026-11-24T0200>');
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  await restoreBackup({
    backup: path.resolve(backup),
    url: process.env.DATABASE_URL || undefined,
    dataDir,
    storage: createStorage({ storage: readStorage(process.env, dataDir) }),
    log: (m) => console.log(`[hris restore] ${m}`),
  });
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
