import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database or a transaction on it: repositories take either, so services choose the transaction. */
export type DbOrTx = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Opens a pool on the given PostgreSQL URL. */
// bigint columns (audit ids) arrive as numbers, like every other id; none comes near 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createDatabase(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => undefined);
  return drizzle(pool, { schema }) as Database;
}

/** The folder of SQL migrations, found from the source tree or next to a bundle. */
export function migrationsFolder(): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations'),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations'),
    path.resolve(process.cwd(), 'packages/db/migrations'),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Applies every pending migration; safe to run at each start. */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
