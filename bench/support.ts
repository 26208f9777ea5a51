import fs from 'node:fs';
import path from 'node:path';

export type BenchPorts = { bare: number; app: number; dataDir: string };

/** Signs staff@hris.test in through both steps, reading the code from the bench server's outbox. */
export async function signInForBench(base: string, dataDir: string, email = 'staff@hris.test'): Promise<string> {
  const login = await fetch(`${base}/api/authenticate/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  const { user_id, challenge } = (await login.json()) as { user_id: number; challenge: string };
  const outbox = path.join(dataDir, 'outbox');
  // The newest e-mail with a code: other mail may have come since (the demo's overdue-document notice to HR).
  const code = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith(`${email}.eml`))
    .sort()
    .reverse()
    .map((f) => /verification code is: (\d{6})/.exec(fs.readFileSync(path.join(outbox, f), 'utf8'))?.[1])
    .find((c) => c !== undefined);
  const verify = await fetch(`${base}/api/authenticate/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, id: user_id, challenge }),
  });
  const { token } = (await verify.json()) as { token?: string };
  if (!token) throw new Error(`The bench could not sign in as ${email} (verify answered ${verify.status}).`);
  return token;
}

export type LoadResult = { name: string; rps: number; p50: number; p99: number; errors: number };

/** Drives `paths` in turn at `connections` for `seconds` and answers throughput and latency. */
export async function runLoad(
  name: string,
  base: string,
  paths: string[],
  opts: { headers?: Record<string, string>; connections: number; seconds: number },
): Promise<LoadResult> {
  const { default: autocannon } = await import('autocannon');
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: opts.connections,
        duration: opts.seconds,
        headers: opts.headers ?? {},
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      },
      (err, r) => (err ? reject(err) : resolve({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx })),
    );
  });
}

/** Prints the results as a table against the first (the baseline) and each against a p99 target. */
export function printLoadResults(results: LoadResult[], opts: { connections: number; seconds: number; p99TargetMs: number | null }): void {
  console.log(`\n${opts.connections} connections, ${opts.seconds} s each, ${new Date().toISOString()}`);
  console.log('route'.padEnd(44), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'vs bare'.padStart(9), 'errors'.padStart(7));
  for (const r of results) {
    console.log(
      r.name.padEnd(44),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      `${((r.rps / results[0]!.rps) * 100).toFixed(0)}%`.padStart(9),
      String(r.errors).padStart(7),
    );
  }
  if (opts.p99TargetMs === null) return; // figures for information only
  for (const r of results.slice(1))
    console.log(`target p99 < ${opts.p99TargetMs} ms, ${r.name}: ${r.p99 < opts.p99TargetMs && r.errors === 0 ? 'MET' : 'NOT MET'}`);
}

/** The Node flags `npm start` and the Dockerfile run the server with. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * Starts bench/bench-server.ts compiled the way production compiles the API (esbuild, as tsup does for
 * `npm start`): the workspace packages bundled, npm packages imported. Running it under tsx instead would
 * measure tsx's transform, which keeps function names with a wrapper call on every closure created and
 * makes hot loops (a month's DTR for 5,000 people) run nearly twice as slow as the real server.
 */
export async function forkBenchServer(args: string[], execArgv: string[] = SERVER_NODE_FLAGS): Promise<import('node:child_process').ChildProcess> {
  const { build } = await import('esbuild');
  const { fork } = await import('node:child_process');
  const path = await import('node:path');
  // Written inside apps/api so that its npm imports resolve as the API's do (apps/api/node_modules holds the
  // versions pinned for Node 20, e.g. @fastify/static and @fastify/swagger-ui, before the root's).
  // The PDF and face threads beside it, as the built server has them (lib/pdf.ts and lib/face-engine.ts look for
  // pdf-worker.js and face-worker.js next to themselves).
  const outdir = path.resolve('apps/api/.bench-build');
  const outfile = path.join(outdir, 'bench-server.js');
  await build({
    entryPoints: {
      'bench-server': path.resolve('bench/bench-server.ts'),
      'pdf-worker': path.resolve('apps/api/src/lib/pdf-worker.ts'),
      'face-worker': path.resolve('apps/api/src/lib/face-worker.ts'),
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir,
    outExtension: { '.js': '.js' },
    logLevel: 'error',
    banner: { js: "import { createRequire as __benchRequire } from 'node:module'; const require = __benchRequire(import.meta.url);" },
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@hris/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return fork(outfile, args, { execArgv, stdio: 'inherit' });
}

export type PacedResult = { name: string; offered: number; rps: number; p50: number; p99: number; max: number; errors: number };

/**
 * Open-loop load: `connections` keep-alive connections send `rate` requests a second in all, evenly spaced
 * (each connection has its own schedule, staggered), as visitors who each load the page now and then. A closed
 * loop (autocannon's, where every connection sends again the moment it has its answer) measures the server at
 * saturation, where latency is only queueing: by Little's law its mean is connections ÷ throughput, whatever the
 * route does. Latency here is counted from when the request was due, not when it could be sent, so a connection
 * held up by a slow answer is charged for the wait (no coordinated omission, as wrk2 counts it).
 */
export async function runPacedLoad(
  name: string,
  base: string,
  path: string | string[],
  opts: { connections: number; rate: number; seconds: number; headers?: Record<string, string>; method?: 'GET' | 'POST'; json?: string },
): Promise<PacedResult> {
  const net = await import('node:net');
  const { hostname, port } = new URL(base);
  // A list of paths is taken in turn by all the connections, each request the next one: a write that may be done
  // once per row (receiving a document) gets a row of its own.
  const paths = typeof path === 'string' ? [path] : path;
  let next = 0;
  const method = opts.method ?? 'GET';
  const body = opts.json === undefined ? '' : `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(opts.json)}\r\n`;
  const rest = `HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${body}${Object.entries(opts.headers ?? {})
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n${opts.json ?? ''}`;
  const head = () => `${method} ${paths[next++ % paths.length]} ${rest}`;
  const interval = (1000 * opts.connections) / opts.rate; // ms between one connection's requests
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now() + 200;
  const ends = started + opts.seconds * 1000;

  await Promise.all(
    Array.from(
      { length: opts.connections },
      (_, c) =>
        new Promise<void>((resolve, reject) => {
          const socket = net.connect(Number(port), hostname);
          socket.setNoDelay(true);
          let due = started + (c * interval) / opts.connections;
          let pending = Buffer.alloc(0);
          const send = () => {
            if (due >= ends) return void socket.end(resolve);
            const wait = due - performance.now();
            if (wait > 0) return void setTimeout(send, wait);
            socket.write(head());
          };
          // One answer at a time on each connection: read the status line and content-length, then the body.
          socket.on('data', (chunk) => {
            pending = Buffer.concat([pending, chunk]);
            const end = pending.indexOf('\r\n\r\n');
            if (end < 0) return;
            const header = pending.subarray(0, end).toString('latin1');
            const length = Number(/content-length: *(\d+)/i.exec(header)?.[1] ?? 0);
            if (pending.length < end + 4 + length) return;
            pending = pending.subarray(end + 4 + length);
            latencies.push(performance.now() - due);
            if (!header.startsWith('HTTP/1.1 200')) errors++;
            due += interval;
            send();
          });
          socket.on('error', reject);
          socket.on('connect', send);
        }),
    ),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { name, offered: opts.rate, rps: latencies.length / opts.seconds, p50: at(0.5), p99: at(0.99), max: latencies.at(-1)!, errors };
}

export function printPacedResults(results: PacedResult[], opts: { connections: number; seconds: number; p99TargetMs: number }): void {
  console.log(`\n${opts.connections} connections at a set rate (open loop), ${opts.seconds} s each, the median of 3 runs by p99, ${new Date().toISOString()}`);
  console.log(
    'route'.padEnd(44),
    'offered/s'.padStart(10),
    'answered/s'.padStart(11),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'max ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(44),
      String(r.offered).padStart(10),
      r.rps.toFixed(0).padStart(11),
      r.p50.toFixed(2).padStart(8),
      r.p99.toFixed(2).padStart(8),
      r.max.toFixed(1).padStart(8),
      String(r.errors).padStart(7),
    );
  }
  // The bare route at the same rate is this machine's floor in this run: no route answers faster than it.
  for (const r of results.filter((x) => !x.name.includes('baseline'))) {
    const floor = results.find((x) => x.name.includes('baseline') && x.offered === r.offered);
    const verdict = r.p99 < opts.p99TargetMs && r.errors === 0 ? 'MET' : 'NOT MET';
    console.log(
      `target p99 < ${opts.p99TargetMs} ms at ${opts.connections} connections, ${r.name} at ${r.offered}/s: ${verdict}${floor ? ` (the bare route's p99 at that rate: ${floor.p99.toFixed(2)} ms)` : ''}`,
    );
  }
}
