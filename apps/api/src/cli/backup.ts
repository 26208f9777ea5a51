import path from 'node:path';
import { parseArgs } from 'node:util';
import { readStorage } from '../config';
import { systemClock } from '../lib/clock';
import { createStorage } from '../lib/storage';
import { createBackup, newestBackupAge, openSourceDatabase, untilNext } from '../ops/backup';

// node apps/api/dist/backup.js [--daily-at 02:00 | --check]   (npm run backup [-- …])
// One backup of the database and the uploads (DATA_DIR/uploads, or the bucket when STORAGE=s3) into BACKUP_DIR/hris-YYYY-MM-DDTHHMM (ops/backup.ts says what is in it),
// keeping the newest BACKUP_KEEP, then it exits: what a cron line needs. --daily-at HH:MM: the compose stack's backup
// service — one backup at once, then one every day at that Manila time, for as long as it runs. Only the flag does
// that, never BACKUP_AT in the environment: a cron line reading the server's settings would otherwise leave one more
// process behind every night. --check: exits 1 when the newest backup is older than BACKUP_MAX_AGE_HOURS (26), the
// service's health check.
const log = (m: string) => console.log(`[hris backup] ${m}`);

async function main() {
  const { values } = parseArgs({ options: { 'daily-at': { type: 'string' }, check: { type: 'boolean' } } });
  const env = process.env;
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const backupDir = path.resolve(env.BACKUP_DIR ?? '.backups');
  const keep = Number(env.BACKUP_KEEP ?? 14);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP must be a whole number of backups to keep (1 or more), not ${env.BACKUP_KEEP}`);
  if (values.check) {
    const age = newestBackupAge(backupDir, systemClock.now());
    const maxHours = Number(env.BACKUP_MAX_AGE_HOURS ?? 26);
    if (age === null || age > maxHours * 3_600_000) {
      console.error(age === null ? `No backup in ${backupDir} yet` : `The newest backup in ${backupDir} is ${(age / 3_600_000).toFixed(1)} hours old`);
      process.exit(1);
    }
    console.log(`The newest backup is ${(age / 3_600_000).toFixed(1)} hours old`);
    return;
  }
  const once = async () => {
    const database = await openSourceDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir }, log);
    try {
      const storage = createStorage({ storage: readStorage(env, dataDir) });
      await createBackup({ url: database.url, storage, backupDir, keep, clock: systemClock, log });
    } finally {
      await database.close();
    }
  };
  const dailyAt = values['daily-at'];
  if (dailyAt === undefined) return once();
  untilNext(systemClock.now(), dailyAt); // refuses a malformed time before the first backup
  for (;;) {
    // A failed night (the database restarting) is said and retried the next day; the health check sees the age.
    await once().catch((err: unknown) => console.error(`[hris backup] failed: ${err instanceof Error ? err.message : String(err)}`));
    const wait = untilNext(systemClock.now(), dailyAt);
    log(`next backup at ${dailyAt} Manila time, in ${(wait / 3_600_000).toFixed(1)} hours`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
