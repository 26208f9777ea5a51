// npm run bench:soak: issue 18's soak. The realistic mix of a working day (sign-ins, DTR reads, punches, leave filings,
// PDS edits, the job board) over a university (the demo's bulk: 300 employees, their devices and three months of
// punches; 40 of them sign in) against the real app on an embedded PostgreSQL in a process of its own
// (bench-server.ts --soak, compiled as production compiles it), on loopback:
// 1. Capacity: the mix as fast as it goes (a closed loop of a few connections) for SOAK_CAPACITY_SECONDS (20 s).
// 2. The soak: the same mix at half that rate (open loop, evenly spaced, latency counted from when a request was due)
//    for SOAK_MINUTES (10 by default; SOAK_MINUTES=2 for a quick look), printing p50/p99 and the server's memory
//    (RSS and heap, sampled every 10 s in the server's process, asked over IPC) minute by minute.
// Verdict, after a warm-up minute: the first minute warms the server up (JIT, pools, caches) and is not the baseline;
// the last minute's p99 and memory (the median of the minute's samples) are compared with the second minute's (the
// first when SOAK_MINUTES < 3). Each may grow to 1.5× at most; a p99 under 10 ms counts as
// 10 ms, so that the noise of a 2-core machine on a millisecond figure is not read as a trend. No request may fail.
import type { ChildProcess } from 'node:child_process';
import type { SoakPeople } from './bench-server';
import { forkBenchServer, signInForBench, type BenchPorts } from './support';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CAPACITY_SECONDS = Number(process.env.SOAK_CAPACITY_SECONDS ?? 20);
/** Connections of the capacity run (closed loop): enough to keep two cores busy. */
const CAPACITY_CONNECTIONS = 8;
/** Requests in flight at most during the soak; beyond it a request waits (and is charged for the wait). */
const MAX_IN_FLIGHT = 256;
const GROWTH_LIMIT = 1.5;
const P99_FLOOR_MS = 10;
const MEMORY_SAMPLE_MS = 10_000;

type Memory = NodeJS.MemoryUsage;
type Sample = { at: number; memory: Memory };
type Done = { due: number; ms: number; ok: boolean; op: string };
/** The first failures of each request, printed at the end (a failed request fails the soak). */
const failures = new Map<string, string[]>();
/** `lane`: ops of one lane run one after another. */
type Op = { name: string; weight: number; lane?: () => string; run: (lane?: string) => Promise<boolean> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = (n: number) => (n / 1024 / 1024).toFixed(0);

function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
}

function askMemory(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const on = (m: unknown) => {
      if (typeof m !== 'object' || m === null || !('memory' in m)) return;
      child.off('message', on);
      resolve((m as { memory: Memory }).memory);
    };
    child.on('message', on);
    child.send('memory');
  });
}

/** The weekdays from `days` ahead on, as YYYY-MM-DD (Manila dates; the leave filed on them is cancelled at once). */
function weekdaysAhead(days: number, count: number): string[] {
  const out: string[] = [];
  const d = new Date(Date.now() + 8 * 3600_000 + days * 86_400_000);
  while (out.length < count) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

/** Now on a device's clock (Manila local time, as ZKTeco firmware writes it in ATTLOG lines). */
const deviceNow = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** An employee of the bulk who works through the soak: signed in once, with a PDS entry to edit and days free for leave. */
type Worker = { email: string; json: Record<string, string>; personnelId: number; entryId: number; free: string[] };

const TRAINING = { title: 'Records Management', date_from: '2025-03-03', date_to: '2025-03-05', hours: 24, ld_type: 'technical', conducted_by: 'NAP' };
const LEAVE_WHERE = { location: 'philippines', location_detail: 'Baguio City' };
/** Free days each worker keeps for leave filings: each is taken by one filing at a time and given back when it is withdrawn. */
const FREE_DAYS_PER_WORKER = 3;

async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const r = await fetch(url, init);
  if (!r.ok) throw new Error(`${init?.method ?? 'GET'} ${url.replace(/^http:\/\/[^/]+/, '')}: ${r.status} ${(await r.text()).slice(0, 200)}`);
  return r;
}

async function prepareWorker(base: string, dataDir: string, email: string, vl: number): Promise<Worker> {
  const token = await signInForBench(base, dataDir, email);
  const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const me = (await (await fetchOk(`${base}/api/users/me`, { headers: json })).json()) as { user: { personnel: { id: number } } };
  const personnelId = me.user.personnel.id;
  const added = await fetchOk(`${base}/api/personnels/${personnelId}/training`, { method: 'POST', headers: json, body: JSON.stringify(TRAINING) });
  const entryId = ((await added.json()) as { entry: { id: number } }).entry.id;
  // The days a one-day leave may be filed on: working days on the employee's schedule, no holiday of their campus.
  const free: string[] = [];
  for (const day of weekdaysAhead(30, 60)) {
    if (free.length >= FREE_DAYS_PER_WORKER) break;
    const preview = await fetch(`${base}/api/leave/applications/preview`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ leave_type_id: vl, date_from: day, date_to: day, details: LEAVE_WHERE }),
    });
    const body = (await preview.json()) as { preview?: { working_days: number; issues: unknown[] } };
    if (preview.ok && body.preview?.working_days === 1 && body.preview.issues.length === 0) free.push(day);
  }
  if (free.length < FREE_DAYS_PER_WORKER) throw new Error(`the soak found only ${free.length} days for ${email} to file leave on`);
  return { email, json, personnelId, entryId, free };
}

/**
 * A working day of the university: HR reads everyone's DTR (audited, as in use), the employees read their own, edit
 * their PDS, file leave (withdrawn at once so the days stay free), log work from home and sign in; the campuses'
 * devices push punches for everyone they know; applicants read the job board. The writes are spread over the bulk's
 * employees as a university spreads them, so no one person's month grows by the whole soak.
 */
async function mix(base: string, dataDir: string, people: SoakPeople): Promise<Op[]> {
  const hrAuth = { authorization: `Bearer ${await signInForBench(base, dataDir, 'hr@hris.test')}` };
  const everyone: number[] = [];
  for (let page = 1; ; page++) {
    const list = (await (await fetchOk(`${base}/api/personnels?per_page=100&page=${page}`, { headers: hrAuth })).json()) as { personnels: { id: number }[] };
    everyone.push(...list.personnels.map((p) => p.id));
    if (list.personnels.length < 100) break;
  }
  if (everyone.length < 100) throw new Error(`the soak found ${everyone.length} employees: the bulk of the demo was not seeded`);
  const types = (await (await fetchOk(`${base}/api/leave/types`, { headers: hrAuth })).json()) as { leave_types: { id: number; code: string }[] };
  const vl = types.leave_types.find((t) => t.code === 'VL')!.id;
  const workers: Worker[] = [];
  // A few at a time: each sign-in hashes a password (argon2id), which is the server's costliest call.
  for (let i = 0; i < people.employees.length; i += 4) {
    workers.push(...(await Promise.all(people.employees.slice(i, i + 4).map((email) => prepareWorker(base, dataDir, email, vl)))));
  }
  if (workers.length < 10) throw new Error(`the soak has only ${workers.length} employees to sign in`);
  const devices = people.devices.filter((d) => d.pins.length);
  if (!devices.length) throw new Error('the soak found no biometric device with users');
  const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
  const accounts = [...workers.map((w) => w.email), 'staff@hris.test', 'head@hris.test', 'hr@hris.test', 'admin@hris.test'];
  let signIns = 0;
  let n = 0;
  let punchLine = 0;
  const next = <T>(list: T[]) => list[n++ % list.length]!;
  const ok = async (answer: Promise<Response>) => {
    const r = await answer;
    const text = await r.text();
    if (!r.ok) throw new Error(`${r.status} ${text.slice(0, 200)}`);
    return true;
  };
  return [
    // Half a percent: a person signs in once a day and makes hundreds of calls. Each account in turn, one sign-in at a time per account: each reads the newest code in the outbox, which a
    // sign-in of the same account at the same moment would replace.
    {
      name: 'sign-in (password + e-mailed code)',
      weight: 1,
      lane: () => accounts[signIns++ % accounts.length]!,
      run: (account) => signInForBench(base, dataDir, account).then(() => true),
    },
    {
      name: 'GET /api/dtr/:id (a month, HR)',
      weight: 56,
      run: () => ok(fetch(`${base}/api/dtr/${next(everyone)}?month=${month}`, { headers: hrAuth })),
    },
    {
      name: 'GET /api/dtr/:id (my month)',
      weight: 24,
      run: () => {
        const w = next(workers);
        return ok(fetch(`${base}/api/dtr/${w.personnelId}?month=${month}`, { headers: w.json }));
      },
    },
    { name: 'GET /api/jobs (job board)', weight: 60, run: () => ok(fetch(`${base}/api/jobs`)) },
    {
      // A device pushes the punches it took since its last post (ZKTeco ADMS, four lines a post).
      name: 'POST /iclock/cdata (device punches)',
      weight: 12,
      run: () => {
        const d = next(devices);
        const at = deviceNow();
        const lines = Array.from({ length: 4 }, () => `${d.pins[punchLine++ % d.pins.length]}\t${at}\t0\t1\t0\t0\t0`).join('\n');
        return ok(
          fetch(`${base}/iclock/cdata?SN=${encodeURIComponent(d.serial)}&table=ATTLOG&key=${encodeURIComponent(d.key)}`, { method: 'POST', body: lines }),
        );
      },
    },
    {
      name: 'POST /api/attendance/wfh (punch)',
      weight: 6,
      run: () => ok(fetch(`${base}/api/attendance/wfh`, { method: 'POST', headers: next(workers).json, body: '{}' })),
    },
    {
      name: 'PUT /api/personnels/:id/training/:entry (PDS)',
      weight: 28,
      run: () => {
        const w = next(workers);
        return ok(
          fetch(`${base}/api/personnels/${w.personnelId}/training/${w.entryId}`, {
            method: 'PUT',
            headers: w.json,
            body: JSON.stringify({ ...TRAINING, hours: 8 + (n % 40) }),
          }),
        );
      },
    },
    {
      // Filed, then withdrawn, so the day is free for the next one.
      name: 'leave filed, then withdrawn',
      weight: 12,
      run: async () => {
        // The next employee in turn who has a day free (each keeps a few; a filing in flight holds one).
        const from = n++;
        const w = workers.map((_, i) => workers[(from + i) % workers.length]!).find((x) => x.free.length > 0);
        if (!w) throw new Error('no free day to file leave on (more filings in flight than days)');
        const day = w.free.shift()!;
        try {
          return await fileAndWithdraw(w, day);
        } finally {
          w.free.push(day);
        }
      },
    },
  ];
  async function fileAndWithdraw(w: Worker, day: string): Promise<boolean> {
    const filed = await fetch(`${base}/api/leave/applications`, {
      method: 'POST',
      headers: w.json,
      body: JSON.stringify({ leave_type_id: vl, date_from: day, date_to: day, details: LEAVE_WHERE }),
    });
    const body = (await filed.json()) as { leave_application?: { approval_request_id: number } };
    if (!filed.ok || !body.leave_application) throw new Error(`${filed.status} ${JSON.stringify(body).slice(0, 200)}`);
    return ok(
      fetch(`${base}/api/approval-requests/${body.leave_application.approval_request_id}/cancel`, {
        method: 'POST',
        headers: { authorization: w.json.authorization! },
      }),
    );
  }
}

/** Runs one op; an op in a lane waits for the lane's previous one. Answers the milliseconds from `due`. */
function runner(ops: Op[]) {
  const lanes = new Map<string, Promise<unknown>>();
  const total = ops.reduce((s, o) => s + o.weight, 0);
  let pick = 0;
  // A fixed interleaving of the weights (the same sequence every run), not random draws.
  const sequence: Op[] = [];
  for (let i = 0; i < total; i++) sequence.push(ops.find((o, k) => (i * 7) % total < ops.slice(0, k + 1).reduce((s, x) => s + x.weight, 0))!);
  return async (due: number): Promise<Done> => {
    const op = sequence[pick++ % sequence.length]!;
    const lane = op.lane?.();
    const go = () =>
      op.run(lane).catch((err: unknown) => {
        const seen = failures.get(op.name) ?? [];
        if (seen.length < 3) seen.push(err instanceof Error ? err.message : String(err));
        failures.set(op.name, seen);
        return false;
      });
    let result: Promise<boolean>;
    if (lane) {
      result = (lanes.get(lane) ?? Promise.resolve()).then(go);
      lanes.set(lane, result);
    } else result = go();
    const ok = await result;
    return { due, ms: performance.now() - due, ok, op: op.name };
  };
}

async function measureCapacity(run: (due: number) => Promise<Done>): Promise<{ rps: number; done: Done[] }> {
  const done: Done[] = [];
  const ends = performance.now() + CAPACITY_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CAPACITY_CONNECTIONS }, async () => {
      while (performance.now() < ends) done.push(await run(performance.now()));
    }),
  );
  return { rps: done.length / CAPACITY_SECONDS, done };
}

async function soak(run: (due: number) => Promise<Done>, rate: number, child: ChildProcess) {
  const started = performance.now() + 100;
  const ends = started + MINUTES * 60_000;
  const done: Done[] = [];
  const samples: Sample[] = [];
  let inFlight = 0;
  let sent = 0;
  const pending: Promise<void>[] = [];
  const sampler = (async () => {
    for (let at = started + MEMORY_SAMPLE_MS / 2; at <= ends; at += MEMORY_SAMPLE_MS) {
      const wait = at - performance.now();
      if (wait > 0) await sleep(wait);
      samples.push({ at: performance.now() - started, memory: await askMemory(child) });
    }
  })();
  for (;;) {
    const due = started + (sent * 1000) / rate;
    if (due >= ends) break;
    const wait = due - performance.now();
    if (wait > 1) await sleep(Math.min(wait, 20));
    else if (inFlight >= MAX_IN_FLIGHT) await sleep(1);
    else {
      sent++;
      inFlight++;
      const p = run(due).then((d) => {
        inFlight--;
        done.push(d);
      });
      pending.push(p);
      if (pending.length > 10_000) pending.splice(0, 5_000);
    }
  }
  await Promise.all(pending);
  await sampler;
  return { done, samples, started };
}

async function main() {
  if (!(MINUTES >= 1)) throw new Error('SOAK_MINUTES must be 1 or more.');
  const child = await forkBenchServer(['--soak']);
  const ports = await new Promise<BenchPorts & { soak: SoakPeople }>((resolve) =>
    child.once('message', (m) => resolve(m as BenchPorts & { soak: SoakPeople })),
  );
  let failed: boolean | undefined;
  try {
    const base = `http://127.0.0.1:${ports.app}`;
    const ops = await mix(base, ports.dataDir, ports.soak);
    const run = runner(ops);
    console.log(
      `\nThe mix: ${ops.map((o) => `${o.name} ${((100 * o.weight) / ops.reduce((t, x) => t + x.weight, 0)).toFixed(1)}%`).join(', ')}; ${new Date().toISOString()}`,
    );

    const capacity = await measureCapacity(run);
    const capErrors = capacity.done.filter((d) => !d.ok).length;
    console.log(
      `capacity: ${capacity.rps.toFixed(0)} requests/s at ${CAPACITY_CONNECTIONS} connections (closed loop, ${CAPACITY_SECONDS} s, ${capErrors} failed)`,
    );
    const rate = Math.max(1, Math.round(capacity.rps / 2));
    console.log(`soak: ${rate} requests/s (half the capacity, open loop) for ${MINUTES} minute(s)\n`);

    const { done, samples } = await soak(run, rate, child);
    const t0 = Math.min(...done.map((d) => d.due));
    const minutes = Array.from({ length: MINUTES }, (_, m) => {
      const inMinute = done.filter((d) => Math.floor((d.due - t0) / 60_000) === m);
      const ms = inMinute.map((d) => d.ms).sort((a, b) => a - b);
      // The median of the minute's samples: one sample lands anywhere between two garbage collections.
      const inWindow = samples.filter((s) => s.at > m * 60_000 + 1_000 && s.at <= (m + 1) * 60_000 + 1_000).map((s) => s.memory);
      const median = (key: 'rss' | 'heapUsed') =>
        quantile(
          inWindow.map((x) => x[key]).sort((a, b) => a - b),
          0.5,
        );
      const memory = { rss: median('rss'), heapUsed: median('heapUsed') };
      return { minute: m + 1, count: inMinute.length, errors: inMinute.filter((d) => !d.ok).length, p50: quantile(ms, 0.5), p99: quantile(ms, 0.99), memory };
    });
    console.log(
      'minute'.padEnd(7),
      'requests'.padStart(9),
      'req/s'.padStart(7),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
      'RSS MB'.padStart(8),
      'heap MB'.padStart(8),
    );
    for (const m of minutes)
      console.log(
        String(m.minute).padEnd(7),
        String(m.count).padStart(9),
        (m.count / 60).toFixed(0).padStart(7),
        m.p50.toFixed(1).padStart(8),
        m.p99.toFixed(1).padStart(8),
        String(m.errors).padStart(7),
        MB(m.memory.rss).padStart(8),
        MB(m.memory.heapUsed).padStart(8),
      );
    console.log('\nover the whole soak, by request:');
    for (const op of ops) {
      const ms = done.filter((d) => d.op === op.name).map((d) => d.ms);
      ms.sort((a, b) => a - b);
      console.log(
        `  ${op.name.padEnd(48)} ${String(ms.length).padStart(7)} p50 ${quantile(ms, 0.5).toFixed(1).padStart(7)} ms  p99 ${quantile(ms, 0.99).toFixed(1).padStart(7)} ms`,
      );
    }

    for (const [name, messages] of failures) console.log(`  failed: ${name}: ${messages.join(' | ')}`);

    const reference = minutes[MINUTES >= 3 ? 1 : 0]!;
    const last = minutes.at(-1)!;
    const warm = reference.memory;
    const end = last.memory;
    const errors = done.filter((d) => !d.ok).length;
    const p99Met = last.p99 <= GROWTH_LIMIT * Math.max(reference.p99, P99_FLOOR_MS);
    const rssMet = end.rss <= GROWTH_LIMIT * warm.rss;
    const heapMet = end.heapUsed <= GROWTH_LIMIT * warm.heapUsed;
    console.log(
      `\ntarget the last minute's p99 within ${GROWTH_LIMIT}× minute ${reference.minute}'s (after the warm-up minute; ${P99_FLOOR_MS} ms at least): ${last.p99.toFixed(1)} ms vs ${reference.p99.toFixed(1)} ms: ${p99Met ? 'MET' : 'NOT MET'}`,
    );
    console.log(
      `target the server's RSS (the median of the minute's samples) in the last minute within ${GROWTH_LIMIT}× minute ${reference.minute}'s: ${MB(end.rss)} MB vs ${MB(warm.rss)} MB: ${rssMet ? 'MET' : 'NOT MET'}`,
    );
    console.log(
      `target the server's heap used (the median of the minute's samples) in the last minute within ${GROWTH_LIMIT}× minute ${reference.minute}'s: ${MB(end.heapUsed)} MB vs ${MB(warm.heapUsed)} MB: ${heapMet ? 'MET' : 'NOT MET'}`,
    );
    console.log(`target no failed request (${done.length} sent, ${errors} failed): ${errors === 0 ? 'MET' : 'NOT MET'}`);
    failed = !(p99Met && rssMet && heapMet && errors === 0);
  } finally {
    child.send('stop');
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
