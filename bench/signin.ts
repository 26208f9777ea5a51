// npm run bench:signin: issue 37 item 9, the 8 AM storm. A 5,000-employee university signs in within about
// 15 minutes each morning: 6 password steps a second at the peak. Target: at least 8 sign-ins a second from 8
// clients at once on distinct accounts (200 seeded, bench/signin-seed.ts), p99 under 2 s (the storm: the most the
// server can do); then 8 a second arriving steadily (the peak), while another client's GET /api/users/me keeps its p99 (issue 2's target, under 20 ms, or at most twice its p99 alone where this machine
// misses that even alone; printed beside the same route alone and the bare route in the same run). The password step is the real route: the slow-down's count, the hash, the challenge and
// its e-mailed code (written to the bench server's outbox, as every bench's mail is: no SMTP server here).
import { forkBenchServer, printPacedResults, runPacedLoad, signInForBench, type BenchPorts, type PacedResult } from './support';

const CLIENTS = 8;
const STORM_SECONDS = 20;
const TARGET_PER_SECOND = 8;
const TARGET_P99_MS = 2000;
const ME_TARGET_P99_MS = 20;
/** users/me's load beside the storm: a few people reading pages, open loop. */
const ME = { connections: 2, rate: 20 };
const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

type Ports = BenchPorts & { signin: { emails: string[]; hash: string } };

/** The password step of one sign-in, as the page sends it: its time in ms, or null when it was not answered with a challenge. */
async function passwordStep(base: string, email: string): Promise<number | null> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/authenticate/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  const body = (await res.json()) as { challenge?: string };
  return res.status === 200 && body.challenge ? performance.now() - t0 : null;
}

async function storm(base: string, emails: string[], seconds: number) {
  const times: number[] = [];
  let errors = 0;
  const ends = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      // Each client its own accounts (c, c+8, c+16, …): no two clients sign the same person in.
      for (let k = c; performance.now() < ends; k += CLIENTS) {
        const email = emails[k % emails.length]!;
        const ms = await passwordStep(base, email);
        if (ms === null) errors++;
        else times.push(ms);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  return { perSecond: times.length / elapsed, p50: pct(sorted, 50), p99: pct(sorted, 99), max: sorted.at(-1) ?? 0, count: times.length, errors };
}

/**
 * The morning's peak as it arrives: sign-ins started at a steady rate whatever the answers' speed (open loop), each
 * a different account, as thousands of people each signing in once do. The storm above measures how many the
 * server can do at most; this measures what the rest of the server feels at the rate the issue asks for.
 */
async function peak(base: string, emails: string[], perSecond: number, seconds: number) {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < perSecond * seconds; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const email = emails[i % emails.length]!;
    pending.push(
      (async () => {
        const ms = await passwordStep(base, email);
        if (ms === null) errors++;
        else times.push(ms);
      })(),
    );
  }
  await Promise.all(pending);
  const sorted = [...times].sort((a, b) => a - b);
  return { count: times.length, p50: pct(sorted, 50), p99: pct(sorted, 99), errors };
}

async function main() {
  const child = await forkBenchServer(['--signin']);
  const ports = await new Promise<Ports>((resolve) => child.once('message', (m) => resolve(m as Ports)));
  let maxRss = 0;
  const onMemory = (m: unknown) => {
    if (typeof m === 'object' && m !== null && 'memory' in m) maxRss = Math.max(maxRss, (m as { memory: NodeJS.MemoryUsage }).memory.rss);
  };
  child.on('message', onMemory);
  try {
    const base = `http://127.0.0.1:${ports.app}`;
    const bare = `http://127.0.0.1:${ports.bare}`;
    const me = { headers: { authorization: `Bearer ${await signInForBench(base, ports.dataDir)}` } };
    console.log(
      `\n${ports.signin.emails.length} accounts, hashes ${ports.signin.hash}…, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '(default 4)'}`,
    );
    // Warm-up: the first sign-ins compile the route's code and fill the pools.
    await storm(base, ports.signin.emails.slice(-16), 2);

    const results: PacedResult[] = [];
    results.push(await runPacedLoad('GET /bare (baseline)', bare, '/bare', { ...ME, seconds: 10 }));
    results.push(await runPacedLoad('GET /api/users/me alone', base, '/api/users/me', { ...ME, seconds: 10, ...me }));
    child.send('memory');
    const rssBefore = await new Promise<number>((resolve) => child.once('message', (m) => resolve((m as { memory: NodeJS.MemoryUsage }).memory.rss)));
    maxRss = 0;
    const sampler = setInterval(() => child.send('memory'), 250);
    const [signIns, during] = await Promise.all([
      storm(base, ports.signin.emails, STORM_SECONDS),
      runPacedLoad('GET /api/users/me during the storm', base, '/api/users/me', { ...ME, seconds: STORM_SECONDS - 1, ...me }),
    ]);
    clearInterval(sampler);
    results.push(during);
    printPacedResults(results, { ...ME, seconds: STORM_SECONDS, p99TargetMs: ME_TARGET_P99_MS });

    const mib = (b: number) => `${(b / 2 ** 20).toFixed(0)} MiB`;
    console.log(`\nThe storm: ${CLIENTS} clients at once on distinct accounts, ${STORM_SECONDS} s, POST /api/authenticate/login (password step)`);
    console.log(`  sign-ins: ${signIns.count} (${signIns.perSecond.toFixed(1)} a second), errors ${signIns.errors}`);
    console.log(`  latency: p50 ${signIns.p50.toFixed(0)} ms, p99 ${signIns.p99.toFixed(0)} ms, max ${signIns.max.toFixed(0)} ms`);
    console.log(`  server memory (RSS): ${mib(rssBefore)} before, ${mib(maxRss)} at most during`);
    console.log(
      `  users/me p99: ${results[1]!.p99.toFixed(1)} ms alone, ${during.p99.toFixed(1)} ms during the storm (bare route ${results[0]!.p99.toFixed(1)} ms)`,
    );
    console.log(`target ≥ ${TARGET_PER_SECOND} sign-ins a second: ${verdict(signIns.perSecond >= TARGET_PER_SECOND && signIns.errors === 0)}`);
    console.log(`target sign-in p99 < ${TARGET_P99_MS} ms: ${verdict(signIns.p99 < TARGET_P99_MS)}`);
    console.log(`(at the most the server can do, users/me is slowed: ${during.p99.toFixed(1)} ms; for information)`);

    // The peak as the issue puts it: 8 sign-ins a second arriving steadily, and users/me beside them.
    const [atPeak, duringPeak] = await Promise.all([
      peak(base, ports.signin.emails, TARGET_PER_SECOND, STORM_SECONDS),
      runPacedLoad(`GET /api/users/me during ${TARGET_PER_SECOND} sign-ins a second`, base, '/api/users/me', { ...ME, seconds: STORM_SECONDS - 1, ...me }),
    ]);
    printPacedResults([results[0]!, results[1]!, duringPeak], { ...ME, seconds: STORM_SECONDS, p99TargetMs: ME_TARGET_P99_MS });
    console.log(`\nThe peak: ${TARGET_PER_SECOND} sign-ins a second arriving steadily for ${STORM_SECONDS} s (open loop), each a different account`);
    console.log(`  sign-ins: ${atPeak.count}, errors ${atPeak.errors}; latency p50 ${atPeak.p50.toFixed(0)} ms, p99 ${atPeak.p99.toFixed(0)} ms`);
    console.log(`target sign-in p99 at the peak < ${TARGET_P99_MS} ms: ${verdict(atPeak.p99 < TARGET_P99_MS && atPeak.errors === 0)}`);
    // Unharmed: under issue 2's bound, or (on a machine whose bare route alone misses it) at most twice its own p99 alone.
    const meBound = Math.max(ME_TARGET_P99_MS, 2 * results[1]!.p99);
    console.log(
      `target users/me p99 during the peak < ${meBound.toFixed(0)} ms (${ME_TARGET_P99_MS} ms, or twice its p99 alone): ${verdict(duringPeak.p99 < meBound && duringPeak.errors === 0)}`,
    );
  } finally {
    child.off('message', onMemory);
    child.send('stop');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
