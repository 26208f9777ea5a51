// No acknowledged write lost (issue 18): 500 writes of every kind that matters sent at once to the built server, the
// server (then its PostgreSQL) killed with SIGKILL in the middle, the server started again on the same DATA_DIR with
// nobody's hand: every write answered 2xx is there, and nothing is half there (crash/support/writes.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, exited, postmasterOf, processAlive, SERVER_ENTRY, startServer, stopServer, type RunningServer } from './support/server';
import { checkWrites, MIX, openSession, prepareWrites, sendAll, type Figures, type Session, type Write } from './support/writes';

/** The kill comes once this many writes are answered and every kind acknowledged `eachKind` times: the rest are cut. */
const KILL = { killAfter: 150, eachKind: 5, headStartMs: 1_000 };

let dataDir: string;
let server: RunningServer;
let session: Session;
let passed = 0;

function report(title: string, figures: Figures, extra: string) {
  const kinds = Object.entries(figures.byKind)
    .map(([kind, k]) => `${kind} ${k.acknowledged}/${k.sent}`)
    .join(', ');
  console.log(
    `[crash] ${title}: ${figures.sent} writes sent, ${figures.acknowledged} answered 2xx (${kinds}), ${figures.checked} checked present and whole; ${extra}`,
  );
  for (const [key, value] of Object.entries(figures.refused)) {
    const [n, text] = value.split('|');
    console.log(`[crash]   not 2xx: ${key} ×${n} (${text})`);
  }
}

async function restartAndCheck(writes: Write[]) {
  server = await startServer(dataDir);
  session.base = server.base;
  const db = await connectDatabase(dataDir);
  try {
    return { ...(await checkWrites(db, session, writes)), restartMs: server.startedInMs };
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first (npm run test:crash does).`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-crash-'));
  server = await startServer(dataDir);
  session = await openSession(server.base, dataDir);
  // Both rounds' uploads fall within one minute: more than the 20 files a minute an account may upload by default.
  const db = await connectDatabase(dataDir);
  await db.query(`INSERT INTO system_settings (key, value) VALUES ('upload_rate_per_minute', '1000') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  await db.end();
});

/** Every kind of write was acknowledged at least once, and the kill cut some. */
function expectCutInTheMiddle(figures: Figures) {
  for (const [kind, k] of Object.entries(figures.byKind)) expect(k.acknowledged, `${kind} writes acknowledged`).toBeGreaterThan(0);
  expect(figures.acknowledged).toBeLessThan(figures.sent);
  expect(figures.checked).toBe(figures.acknowledged);
}

afterAll(async () => {
  if (server) await stopServer(server);
  // A PostgreSQL left behind by a failed case is stopped too (fast shutdown).
  try {
    const { pid } = postmasterOf(dataDir);
    if (processAlive(pid)) process.kill(pid, 'SIGINT');
  } catch {
    // no pid file: stopped
  }
  if (passed === 2) fs.rmSync(dataDir, { recursive: true, force: true });
  else console.log(`[crash] the data is kept in ${dataDir}`);
});

describe('no acknowledged write lost', () => {
  it('the server killed with SIGKILL during 500 writes: restarted without repair, every 2xx write is there, nothing half there', async () => {
    const writes = await prepareWrites(session, 1);
    expect(writes).toHaveLength(Object.values(MIX).reduce((a, b) => a + b, 0));
    const postgres = postmasterOf(dataDir);
    const started = Date.now();
    await sendAll(writes, KILL, () => server.child.kill('SIGKILL'));
    await exited(server.child);
    // The embedded PostgreSQL outlives the server killed this way (an orphan holding the data folder)...
    const orphaned = processAlive(postgres.pid);
    const { problems, figures, restartMs } = await restartAndCheck(writes);
    // ...and the new server stopped it and started its own.
    expect(processAlive(postgres.pid)).toBe(false);
    expect(postmasterOf(dataDir).pid).not.toBe(postgres.pid);
    report(
      'server killed',
      figures,
      `writes took ${((Date.now() - started - restartMs) / 1000).toFixed(1)} s; ${orphaned ? 'its PostgreSQL was left running (an orphan) and was stopped by the restart' : 'its PostgreSQL died with it'}; restarted in ${(restartMs / 1000).toFixed(1)} s`,
    );
    expect(problems).toEqual([]);
    expectCutInTheMiddle(figures);
    passed++;
  });

  it('the embedded PostgreSQL killed with SIGKILL during 500 writes: errors answered, never a 2xx for a lost write; every 2xx write there after restart', async () => {
    const writes = await prepareWrites(session, 2);
    const postgres = postmasterOf(dataDir);
    await sendAll(writes, KILL, () => process.kill(postgres.pid, 'SIGKILL'));
    // The server stayed up and answered the writes it could not store with errors (not a dropped connection).
    expect(server.child.exitCode, `the server exited: ${server.output.join('').slice(-3000)}`).toBeNull();
    const errors = writes.filter((w) => w.answer!.status >= 500).length;
    expect(errors).toBeGreaterThan(0);
    expect(writes.filter((w) => w.answer!.status === 0)).toEqual([]);
    // It cannot stop a PostgreSQL that is gone: killed, as a power cut would.
    server.child.kill('SIGKILL');
    await exited(server.child);
    const { problems, figures, restartMs } = await restartAndCheck(writes);
    report('PostgreSQL killed', figures, `${errors} answered 5xx; restarted in ${(restartMs / 1000).toFixed(1)} s`);
    expect(problems).toEqual([]);
    expectCutInTheMiddle(figures);
    passed++;
  });
});
