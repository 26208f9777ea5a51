#!/usr/bin/env node
// Lighthouse on the built client (issue 17, "Speed of the client" and "Accessibility and phones"):
// the mobile preset (a mid-range phone on a slow 4G link, simulated), performance and accessibility,
// on /login and /jobs and, signed in, /dashboard (issue 42), three runs each; prints the median scores and
// metrics side by side and MET / NOT MET against performance 90 and accessibility 98.
//
//   npm run build && node bench/lighthouse.mjs            starts the built server on a fresh embedded database
//   node bench/lighthouse.mjs --url http://localhost:3000 --data-dir DIR
//                                                          measures a server already running (its DATA_DIR: the
//                                                          sign-in code is read from its outbox; without it the
//                                                          signed-in page is left out)
//   node bench/lighthouse.mjs --runs 5 --json out.json     more runs; the reports' figures written as JSON
//   node bench/lighthouse.mjs --account hr@hris.test       whose dashboard (default staff@hris.test)
//
// Signed in: the bench signs in through the API (password, then the code from the outbox, as the e2e specs do) and
// puts the token where the client keeps it (localStorage) in a Chromium profile of its own; Lighthouse opens that
// profile and keeps its storage (--disable-storage-reset), so its cold load of /dashboard is a signed-in person's.
//
// Beside the MET / NOT MET of 90, a signed-in page is compared with /login measured in the same run: its score as a share
// of /login's and its Total Blocking Time against /login's. When /login too misses 90 (a busy machine), the signed-in
// page is read as a ratio (0.97: 90 of the 93 /login scores on a quiet machine).
//   node bench/lighthouse.mjs --reports DIR                every run's whole Lighthouse report, for its audits
//                                                          (bootup-time, long-tasks, mainthread-work-breakdown)
//   node bench/lighthouse.mjs --pages /login,/dashboard   only these pages
//
// Issue 42 item 19, /dashboard as staff@ (medians of 3; the machine shared with other helpers' test runs, load 2 to 14).
// What ran on the main thread after the first paint: the contracts' zod schemas built as their scripts loaded (the
// dashboard took one label list from recruitment.ts, which brought recruitment's, attendance's and auth's schemas; the
// main script built dts.ts's for the sidebar's labels), the shell and the cards drawn in one task each as their answers
// arrived, the phone's hidden sidebar and closed drawer, socket.io before the first screen.
//   before (d430d203): 85 (TBT 569 ms) beside /login's 93 on a quiet machine; 73 (TBT 998 and 1612 ms) beside /login's
//                      93 (TBT 103, 34 ms) under load; its cold first run TBT 917 to 2089 ms.
//   after:             85 (TBT 581 ms) beside /login's 94 (TBT 84 ms) at load 2; 79 (TBT 557 ms) beside /login's 90 at
//                      load 10 (0.88 of it, was 0.78); the cold first run's TBT 148 to 466 ms. Still short of 90: what is
//                      left is React's own render and commit of the shell and the cards (tasks of 100–260 ms at 4×).
//   then (fe6d217d):   the signed-in layout's stylesheet no longer repeats the public third of Mantine's (128 KB, was
//                      249 KB: its parse, a 64–136 ms task after the first paint, is now under 50 ms), the cards below a
//                      phone's first screen drawn when the browser is idle. No quiet machine was to be had (load 4 to 8):
//                      before it (8bfb6afc) 81 (TBT 341 ms) beside /login's 86, 0.94 of it; after it 86 (TBT 523 ms)
//                      beside /login's 86 and 82 (TBT 642 ms) beside /login's 83, 1.00 and 0.99 of it, and one run at
//                      load 8 77 (TBT 823 ms) beside /login's 92. Still short of 90; left: React's render and commit of
//                      the shell and the cards (tasks of 115–250 ms at 4×).
//   2026-11-30, a quiet machine: the figures above were not what they seemed. Lighthouse kept the signed-in profile's
//                      cache from run to run (its storage reset is off to keep the token), so runs 2 and 3 measured a
//                      returning visitor's cached scripts: at d1cb9d87 the median said 88, the one cold run 72 (FCP 3.6 s,
//                      LCP 4.5 s: some fifty scripts of 1–6 KB, six at a time). Every run now starts from a fresh copy of
//                      the profile, an empty cache as on /login. Cold, step by step (medians, /login 93–95 beside them):
//                        d1cb9d87                                  71  FCP 3.70 s  LCP 4.53 s
//                        the layout and the dashboard a file each  82  FCP 2.77 s  LCP 3.53 s  (route-chunks.ts)
//                        their first answers asked for early        81  FCP 2.70 s  LCP 3.44 s  (lib/early-answers.ts)
//                        idle work after the first screen          89  FCP 2.75 s  LCP 2.93 s  (socket.io had run between
//                                                                      the page's header and its cards)
//                        no floating-ui, popovers at first use     87  FCP 2.50 s  LCP 2.80 s  TBT 69–339 ms
//                        answers in the cache as the route opens,  90  FCP 2.51 s  LCP 2.79 s  TBT 108–263 ms (runs 87
//                        the requests card below the fold              to 92: the first screen's one React commit, 40–100 ms
//                                                                      measured, is most of what is left)
//                        the router given only the pages opened,  92  FCP 2.53 s  LCP 2.75 s  TBT 59–179 ms (5 runs: 92, 92, 92,
//                        dates without Intl (route-discovery.ts,       90, 92; /login 94, its TBT 0–24 ms, was 10–197). hr@ 91;
//                        lib/dates.ts)                                 admin@ 83 (82–92, TBT 135–418 ms: its cards wait for the setup
//                                                                      checklist, 120–150 ms on the server, drawn beside nine task
//                                                                      cards; the task cards as plain elements did not change it)
//                        admin@: the setup progress in the         92  FCP 2.51 s  LCP 2.74 s  TBT 76–264 ms (5 runs: 92, 87, 88, 92, 92;
//                        dashboard's own answer, the checklist         /login 93). The bench's server sits idle between runs, and
//                        on one connection, four pool connections      after ten idle seconds the pool had closed its connections:
//                        kept open                                     the dashboard opened a cold PostgreSQL process per statement
//                                                                      (110–130 ms on the server, 27–48 ms now); a second batch 87
//                                                                      (86, 92, 90, 87, 87), staff@ 88 then 92 in batches of three
//                        live notifications in two idle moments:   90  admin@ (91, 90, 89, 89, 92; TBT 44–234 ms), staff@ 91 (87, 88,
//                        zod, then socket.io (evaluated together,      93, 91, 91), /login 94. Left: the first screen's render and
//                        a task of ~100 ms after the first screen)     commit, a task of 100–300 ms at 4×.
//
// Lighthouse is not a dependency of the project (it is not a CI step): the script uses the one Node can
// resolve, LIGHTHOUSE_PATH (the package's folder), or one in the npx cache (`npx lighthouse` puts it
// there); with none it says so and exits 0. Chromium: CHROME_PATH, or /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/login', '/jobs'];
const SIGNED_IN_PAGES = ['/dashboard'];
const DEMO_PASSWORD = 'Demo#2026';
const TOKEN_STORAGE_KEY = 'hris.token'; // apps/web/src/lib/session.ts
const TARGETS = { performance: 90, accessibility: 98 };
/** The page a signed-in page is compared with in the same run: the sign-in page, which meets 90 on a quiet machine. */
const BARE_PAGE = '/login';
/**
 * A signed-in page's performance as a share of the bare page's, when the bare page too misses 90 in the run (the machine
 * was busy): 90 is 0.97 of the 93 that /login scores on a quiet machine.
 */
const SIGNED_IN_RATIO = 0.97;
const HEALTH_TIMEOUT_MS = 180_000;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const givenUrl = option('url', process.env.LIGHTHOUSE_URL);
const runs = Math.max(1, Math.min(15, Number(option('runs', '3')) || 3));
const jsonOut = option('json', undefined);
const account = option('account', 'staff@hris.test');
const givenDataDir = option('data-dir', process.env.LIGHTHOUSE_DATA_DIR);
const reportsDir = option('reports', undefined);
/** `--pages /login,/dashboard`: only these (the signed-in page is still compared with /login when both are measured). */
const onlyPages = option('pages', undefined)?.split(',');
const measured = (page) => !onlyPages || onlyPages.includes(page);

/** The Lighthouse CLI: resolvable, LIGHTHOUSE_PATH, or the npx cache. */
function findLighthouse() {
  const candidates = [];
  if (process.env.LIGHTHOUSE_PATH) candidates.push(process.env.LIGHTHOUSE_PATH);
  try {
    candidates.push(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')));
  } catch {
    // not installed in the project (it is not meant to be)
  }
  const npxCache = path.join(process.env.npm_config_cache ?? path.join(os.homedir(), '.npm'), '_npx');
  if (existsSync(npxCache)) {
    for (const entry of readdirSync(npxCache)) candidates.push(path.join(npxCache, entry, 'node_modules', 'lighthouse'));
  }
  return candidates.map((dir) => path.join(dir, 'cli', 'index.js')).find((cli) => existsSync(cli));
}

const lighthouseCli = findLighthouse();
if (!lighthouseCli) {
  console.log('[lighthouse] Lighthouse is not installed: nothing measured. `npx lighthouse --version` once puts it in the npx cache, or set LIGHTHOUSE_PATH.');
  process.exit(0);
}
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.log(`[lighthouse] no Chromium at ${chromePath} (set CHROME_PATH): nothing measured.`);
  process.exit(0);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? 1);
    else child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The built server on a fresh embedded database with the demo (its job posts are what /jobs shows). */
async function startServer() {
  const serverEntry = path.join(repoRoot, 'apps/api/dist/server.js');
  if (!existsSync(serverEntry) || !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    console.error('[lighthouse] the app is not built: run `npm run build` first, or pass --url.');
    process.exit(1);
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hris-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  console.log(`[lighthouse] starting the built server on ${baseUrl} (data in ${dataDir})`);
  const server = spawn(process.execPath, ['--max-semi-space-size=64', serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`the server exited early (code ${server.exitCode ?? server.signalCode})`);
    try {
      const answer = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (answer.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
    await sleep(500);
  }
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGINT'); // lets the server stop the embedded PostgreSQL cleanly
      const done = await Promise.race([exited(server).then(() => true), sleep(30_000).then(() => false)]);
      if (!done) server.kill('SIGKILL');
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, dataDir, stop };
}

/** The newest sign-in code e-mailed to `email` since `since` (the server's outbox: `<ms>-…-<to>.eml`). */
async function signInCode(dataDir, email, since) {
  const folder = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const names = (await fs.readdir(folder).catch(() => []))
      .filter((name) => name.endsWith('.eml') && name.toLowerCase().includes(email.toLowerCase()) && Number(/^(\d+)/.exec(name)?.[1]) >= since)
      .sort()
      .reverse();
    for (const name of names) {
      const raw = (await fs.readFile(path.join(folder, name), 'utf8')).replace(/=\r?\n/g, '');
      const code = /verification code is:\s*(\d{6})/i.exec(raw)?.[1];
      if (code) return code;
    }
    await sleep(200);
  }
  throw new Error(`no sign-in code e-mailed to ${email}`);
}

async function postJson(url, body) {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const payload = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(`POST ${url} answered ${answer.status}: ${payload.message ?? ''}`);
  return payload;
}

/**
 * A Chromium profile in which `email` is signed in: the API's token (password, then the e-mailed code) stored where the
 * client reads it. Returns the profile's folder, for Lighthouse's Chromium (--user-data-dir).
 */
async function signedInProfile(baseUrl, dataDir, email) {
  const since = Date.now();
  const challenge = await postJson(`${baseUrl}/api/authenticate/login`, { email, password: DEMO_PASSWORD });
  const code = await signInCode(dataDir, email, since);
  const { token } = await postJson(`${baseUrl}/api/authenticate/verify`, { code, id: challenge.user_id, challenge: challenge.challenge });
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'hris-lighthouse-profile-'));
  const { chromium } = await import('playwright-core');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token]);
  await context.close();
  return profile;
}

/** A copy of a Chromium profile, for one run. */
async function freshCopy(profile) {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'hris-lighthouse-run-'));
  await fs.cp(profile, copy, { recursive: true });
  return copy;
}

/** One Lighthouse run (its own Chromium, an empty cache): the report's JSON. */
function lighthouse(url, profile) {
  return new Promise((resolve, reject) => {
    const chromeFlags = `--headless=new --no-sandbox --disable-gpu${profile ? ` --user-data-dir=${profile}` : ''}`;
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--only-categories=performance,accessibility',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${chromeFlags}`,
        // The signed-in profile's token stays (Lighthouse otherwise clears the origin's storage first).
        ...(profile ? ['--disable-storage-reset'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`lighthouse printed no report: ${err.trim().split('\n').slice(-3).join(' ')}`));
      }
    });
  });
}

/** Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART, NO_FCP): such a run is done again. */
async function lighthouseRetrying(url, profile, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Each attempt in a copy of the signed-in profile: the token is there and the cache is empty, as on /login. (Lighthouse
      // clears /login's cache; with the storage reset off it would keep the signed-in page's scripts from one run to the
      // next, and runs 2 and 3, or an attempt after a failed one, would measure a returning visitor's cache.)
      const attemptProfile = profile ? await freshCopy(profile) : undefined;
      try {
        return await lighthouse(url, attemptProfile);
      } finally {
        if (attemptProfile) await fs.rm(attemptProfile, { recursive: true, force: true });
      }
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`[lighthouse] ${url}: ${error instanceof Error ? error.message : String(error)}; running it again`);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function figures(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    failedAccessibility: (report.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
      .map((ref) => `${ref.id}: ${report.audits[ref.id].title}`),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const signedMs = (ms) => `${ms >= 0 ? '+' : '−'}${Math.abs(Math.round(ms))} ms`;

let server;
let signedInProfileDir;
let exitCode = 0;
try {
  let baseUrl = givenUrl?.replace(/\/$/, '');
  if (!baseUrl) {
    server = await startServer();
    baseUrl = server.baseUrl;
  }
  const version = (await import(path.join(path.dirname(lighthouseCli), '..', 'package.json'), { with: { type: 'json' } })).default.version;
  console.log(`[lighthouse] Lighthouse ${version}, mobile preset (simulated slow 4G, 4× CPU slowdown), ${runs} runs per page, Chromium ${chromePath}`);
  const results = {};
  const dataDir = server?.dataDir ?? givenDataDir;
  const pages = PAGES.filter(measured).map((page) => ({ page, profile: undefined }));
  if (dataDir) {
    const profile = await signedInProfile(baseUrl, dataDir, account);
    signedInProfileDir = profile;
    for (const page of SIGNED_IN_PAGES.filter(measured)) pages.push({ page, profile, label: `${page} (${account})` });
  } else {
    console.log('[lighthouse] no --data-dir for the running server: the signed-in page is left out (the sign-in code is read from its outbox).');
  }
  for (const { page, profile, label = page } of pages) {
    // One untimed visit first: the server's first answers (its caches, the job board's kept answer) are not what a visitor meets.
    await fetch(baseUrl + page).then((r) => r.text());
    await fetch(`${baseUrl}/api/jobs`)
      .then((r) => r.text())
      .catch(() => undefined);
    const each = [];
    for (let i = 0; i < runs; i += 1) {
      const report = await lighthouseRetrying(baseUrl + page, profile);
      // A signed-in page that landed on /login measured the wrong page: say so rather than print its figures.
      if (profile && new URL(report.finalDisplayedUrl ?? report.finalUrl ?? baseUrl).pathname !== page) {
        throw new Error(`${page} ended on ${report.finalDisplayedUrl ?? report.finalUrl}: the signed-in profile was not used`);
      }
      if (reportsDir) {
        await fs.mkdir(reportsDir, { recursive: true });
        await fs.writeFile(path.join(reportsDir, `${page.replace(/\W+/g, '_').replace(/^_/, '') || 'root'}-${i + 1}.json`), JSON.stringify(report));
      }
      const f = figures(report);
      each.push(f);
      console.log(
        `[lighthouse] ${label} run ${i + 1}: performance ${f.performance}, accessibility ${f.accessibility}, FCP ${seconds(f.fcp)}, LCP ${seconds(f.lcp)}, TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}`,
      );
    }
    const pick = (key) => median(each.map((f) => f[key]));
    results[label] = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      si: pick('si'),
      failedAccessibility: [...new Set(each.flatMap((f) => f.failedAccessibility))],
      signedIn: profile !== undefined,
      runs: each,
    };
  }

  console.log(`\nmedian of ${runs} runs (Lighthouse mobile):\n`);
  console.log('| page | performance | accessibility | FCP | LCP | TBT | CLS | Speed Index |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [page, r] of Object.entries(results)) {
    console.log(
      `| ${page} | ${r.performance} | ${r.accessibility} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${seconds(r.si)} |`,
    );
  }
  console.log('');
  const bare = results[BARE_PAGE];
  for (const [page, r] of Object.entries(results)) {
    for (const [category, target] of Object.entries(TARGETS)) {
      let met = r[category] >= target;
      let verdict = met ? 'MET' : 'NOT MET';
      // A signed-in page beside the bare one measured in the same run: on a busy machine the bare page misses 90 too,
      // and the signed-in page is then read against it (the project's rule for an absolute figure the bare route misses).
      if (category === 'performance' && r.signedIn && bare) {
        const ratio = r.performance / bare.performance;
        r.comparedWithBare = { page: BARE_PAGE, performance: bare.performance, ratio, tbt: bare.tbt, tbtAbove: r.tbt - bare.tbt };
        const relative = `${ratio.toFixed(2)} × ${BARE_PAGE}'s ${bare.performance} (as a ratio: ${SIGNED_IN_RATIO}); TBT ${Math.round(r.tbt)} ms against ${BARE_PAGE}'s ${Math.round(bare.tbt)} ms (${signedMs(r.tbt - bare.tbt)})`;
        if (!met && bare.performance < target) {
          met = ratio >= SIGNED_IN_RATIO;
          verdict = met ? `MET as a ratio (${BARE_PAGE} scored ${bare.performance} in this run: the machine was busy)` : 'NOT MET, as a ratio either';
        }
        console.log(`${page} ${category} ${r[category]} (target ${target}): ${verdict}; ${relative}`);
      } else {
        console.log(`${page} ${category} ${r[category]} (target ${target}): ${verdict}`);
      }
      if (!met) exitCode = 1;
    }
    for (const failed of r.failedAccessibility) console.log(`  ${page} accessibility audit failed: ${failed}`);
  }
  if (jsonOut) await fs.writeFile(jsonOut, JSON.stringify(results, null, 2));
} catch (error) {
  console.error(`[lighthouse] ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 2;
} finally {
  await server?.stop();
  if (signedInProfileDir) await fs.rm(signedInProfileDir, { recursive: true, force: true });
}
process.exit(exitCode);
