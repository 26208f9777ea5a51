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
const vitestBin = path.join(repoRoot, 'node_modules/vitest/vitest.mjs');
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

/**
 * Lanes: with no spec named, the specs run in E2E_LANES lanes at once (2 unless set; 1 as before), each with its own
 * server and database, split by how long each took (e2e/durations.json) into lanes of about equal time. The specs of
 * one lane run one after another in the fixed order of e2e/vitest.config.ts, as they always have against one server;
 * no spec shares a server or an outbox with a spec of another lane. On the 2-core CI machine a spec mostly waits for
 * the page or the server, so two lanes take some 60 % of one (CI's 50 minutes).
 */
const named = process.argv.slice(2);
const laneCount = named.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_LANES ?? 2));

async function specFiles() {
  const names = (await fs.readdir(path.join(repoRoot, 'e2e'))).filter((name) => name.endsWith('.spec.ts'));
  return names.sort();
}

/** The specs split into `count` lanes of about equal time: the longest first, each to the lane with the least so far. */
async function lanesOf(count) {
  const durations = JSON.parse(await fs.readFile(path.join(repoRoot, 'e2e/durations.json'), 'utf8'));
  const seconds = (file) => (typeof durations[file.replace(/\.spec\.ts$/, '')] === 'number' ? durations[file.replace(/\.spec\.ts$/, '')] : 15);
  const lanes = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of (await specFiles()).sort((a, b) => seconds(b) - seconds(a))) {
    const lane = lanes.reduce((least, next) => (next.seconds < least.seconds ? next : least));
    lane.files.push(file);
    lane.seconds += seconds(file);
  }
  return lanes;
}

/** A line-by-line copy of a child's output, each line headed by its lane (two lanes write at once). */
function prefixed(stream, out, label) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${label}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`${label}${rest}\n`);
  });
}

const running = new Set();
const servers = new Set();
const abort = async () => {
  // The test runs stopped first (a stopped server would fail their specs one by one), then the servers, each waited
  // for: a server stops its embedded PostgreSQL cleanly on SIGINT.
  const children = [...running];
  await Promise.all(children.filter((child) => !servers.has(child)).map((child) => stopServer(child)));
  await Promise.all(children.filter((child) => servers.has(child)).map((child) => stopServer(child)));
  process.exit(130);
};
process.once('SIGINT', abort);
process.once('SIGTERM', abort);

/** One lane: a server on a fresh embedded database, and vitest over `filters` against it. Resolves to vitest's exit code. */
async function runLane(filters, label) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hris-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  console.log(`${label}[e2e] data in ${dataDir}; server on ${baseUrl}`);
  const stdio = label ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'];
  const follow = (child) => {
    if (label) {
      prefixed(child.stdout, process.stdout, label);
      prefixed(child.stderr, process.stderr, label);
    }
    running.add(child);
    return child;
  };

  const server = follow(
    spawn(process.execPath, [serverEntry], {
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
      stdio,
    }),
  );
  servers.add(server);

  let exitCode = 1;
  try {
    await waitForHealth(baseUrl, server);
    const vitest = follow(
      // vitest's own script under this node (not npx, whose shell would not pass a SIGINT on: Ctrl-C left vitest running).
      spawn(process.execPath, [vitestBin, 'run', '--config', 'e2e/vitest.config.ts', ...filters], {
        cwd: repoRoot,
        env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir },
        stdio,
      }),
    );
    exitCode = await exited(vitest);
    running.delete(vitest);
  } catch (error) {
    console.error(`${label}[e2e] ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await stopServer(server);
    running.delete(server);
  }
  if (exitCode === 0) await fs.rm(dataDir, { recursive: true, force: true });
  else console.error(`${label}[e2e] failed; the server's data (outbox included) is kept in ${dataDir}`);
  return exitCode;
}

let exitCode;
if (laneCount === 1) {
  exitCode = await runLane(named, '');
} else {
  const lanes = await lanesOf(laneCount);
  lanes.forEach((lane, i) =>
    console.log(`[e2e] lane ${i + 1}: ${lane.files.length} specs, about ${Math.round(lane.seconds / 60)} min as measured alone (${lane.files.join(', ')})`),
  );
  const started = Date.now();
  // Each spec named by its whole path, which no other spec's path contains.
  const codes = await Promise.all(
    lanes.map((lane, i) =>
      runLane(
        lane.files.map((file) => `e2e/${file}`),
        `[lane ${i + 1}] `,
      ),
    ),
  );
  console.log(
    `[e2e] ${lanes.length} lanes in ${Math.round((Date.now() - started) / 1000)} s: ${codes.map((code, i) => `lane ${i + 1} ${code === 0 ? 'passed' : 'FAILED'}`).join(', ')}`,
  );
  exitCode = codes.every((code) => code === 0) ? 0 : 1;
}
process.exit(exitCode);
