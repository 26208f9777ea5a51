#!/usr/bin/env node
// End-to-end run: starts the built API (which also serves the built web client) on a fresh
// embedded database, runs the Chromium specs against it, then stops it.
// `npm run test:e2e` builds first; this script only checks that the build is there.
// Arguments are passed to vitest: `node e2e/run.mjs pds` runs the specs whose file names match.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'apps/api/dist/server.js');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
const HEALTH_TIMEOUT_MS = 120_000; // the embedded PostgreSQL initialises on first start
const STOP_TIMEOUT_MS = 30_000;

for (const [file, what] of [
  [serverEntry, 'API'],
  [webIndex, 'web client'],
]) {
  if (!existsSync(file)) {
    console.error(`[e2e] the ${what} is not built (${path.relative(repoRoot, file)} is missing): run \`npm run build\` first, or \`npm run test:e2e\`.`);
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? 1);
    else child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`the server exited early (code ${server.exitCode ?? server.signalCode})`);
    try {
      const answer = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGINT'); // lets the server stop the embedded PostgreSQL cleanly
  const done = await Promise.race([exited(server).then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
  if (!done) {
    console.error('[e2e] the server did not stop after SIGINT; killing it');
    server.kill('SIGKILL');
    await exited(server);
  }
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hris-e2e-'));
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
console.log(`[e2e] data in ${dataDir}; server on ${baseUrl}`);

const server = spawn(process.execPath, [serverEntry], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO: '1',
    // The specs keep their own data: the demo accounts only, not the bulk of the demo (hundreds of employees, punches, requests).
    DEMO_BULK: '0',
    // The specs sign in many times within a minute from one address.
    AUTH_RATE_LIMIT: process.env.AUTH_RATE_LIMIT ?? '1000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let vitest;
const abort = async () => {
  vitest?.kill('SIGINT');
  await stopServer(server);
  process.exit(130);
};
process.once('SIGINT', abort);
process.once('SIGTERM', abort);

let exitCode = 1;
try {
  await waitForHealth(baseUrl, server);
  vitest = spawn(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
    cwd: repoRoot,
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  exitCode = await exited(vitest);
} catch (error) {
  console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopServer(server);
}

if (exitCode === 0) await fs.rm(dataDir, { recursive: true, force: true });
else console.error(`[e2e] failed; the server's data (outbox included) is kept in ${dataDir}`);
process.exit(exitCode);
