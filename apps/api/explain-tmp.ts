import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, runMigrations, seedDemo, seedReference, startEmbeddedPostgres } from '@hris/db';
import { seedProperty } from '../../bench/property-seed';

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-explain-'));
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'));
  await pg.createDatabase('hris');
  const db = createDatabase(pg.url('hris'), 5);
  await runMigrations(db);
  await seedReference(db);
  await seedDemo(db, {});
  await seedProperty(db);
  console.log('URL', pg.url('hris'));
  fs.writeFileSync('/tmp/explain-url', pg.url('hris'));
  await new Promise((r) => setTimeout(r, 3_600_000));
}
main();
