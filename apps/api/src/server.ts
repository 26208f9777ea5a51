import { loadConfig } from './config';
import { buildApp } from './app';
import { RefusedToStart, startDatabase } from './database';

// Starts the product: database (embedded or DATABASE_URL), migrations, seed, API and web client on one port.
async function main() {
  const config = loadConfig();
  const say = (msg: string) => console.log(`[hris] ${msg}`);
  const database = await startDatabase(config, say);
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: config.port, host: config.host });
  // The docs' address only where they are served (production: API_DOCS=true); the address listened on beside the
  // public one, which behind a reverse proxy differs from it.
  say(`listening on ${config.host}:${config.port}, reached at ${config.publicUrl}${config.apiDocs ? ` (API docs at ${config.publicUrl}/api/docs)` : ''}`);
  if (config.demo) say('demo accounts: admin@hris.test, hr@hris.test, head@hris.test, staff@hris.test, applicant@hris.test (password Demo#2026)');
  if (!config.smtpUrl) say(`no SMTP_URL: e-mails (and 2FA codes) go to ${config.dataDir}/outbox`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, stopping`);
    try {
      await app.close();
      await database.stop();
      say('stopped cleanly');
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  // A refusal says what to do (an older build, a wrong DATA_KEY, a failed backup before an upgrade): no stack.
  console.error('[hris] failed to start:', err instanceof RefusedToStart ? err.message : err);
  process.exit(1);
});
