// The servers under measurement, in a process of their own so the load generator does not share
// their event loop: a bare Fastify route (the baseline) and the real app on an embedded PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createDatabase, runMigrations, seedDemo, seedReference, startEmbeddedPostgres } from '@hris/db';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-bench-'));
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'));
  await pg.createDatabase('hris');
  const db = createDatabase(pg.url('hris'), 20);
  await runMigrations(db);
  await seedReference(db);
  await seedDemo(db);

  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 'ok' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const config = { ...loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }), authRateLimitPerMinute: 1_000_000, logLevel: 'error' };
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const port = (s: { server: { address: () => unknown } }) => (s.server.address() as { port: number }).port;
  process.send?.({ bare: port(bare), app: port(app), dataDir: dir });
  process.on('message', async (msg) => {
    if (msg !== 'stop') return;
    await app.close();
    await bare.close();
    await db.$client.end();
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
