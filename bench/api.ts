// npm run bench: throughput and latency of a bare Fastify route (baseline), GET /api/health and an
// authenticated GET /api/users/me, 50 connections each, measured in one run on this machine.
// Target (issue 2): /api/users/me at 40% or more of the bare route's requests per second, p99 under 20 ms.
import autocannon from 'autocannon';
import { forkBenchServer, signInForBench, type BenchPorts } from './support';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

type Result = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

function run(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (err, r) => {
      if (err) return reject(err);
      resolve({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx });
    });
  });
}

async function main() {
  const child = await forkBenchServer([]);
  const ports = await new Promise<BenchPorts>((resolve) => child.once('message', (m) => resolve(m as BenchPorts)));
  try {
    const base = `http://127.0.0.1:${ports.app}`;
    const token = await signInForBench(base, ports.dataDir);
    // Warm up the JIT and the pool before measuring.
    await run('warm-up', `${base}/api/users/me`, { authorization: `Bearer ${token}` });
    const results = [
      await run('bare Fastify route', `http://127.0.0.1:${ports.bare}/bare`),
      await run('GET /api/health', `${base}/api/health`),
      await run('GET /api/users/me (authenticated)', `${base}/api/users/me`, { authorization: `Bearer ${token}` }),
    ];
    const baseline = results[0]!.rps;
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${new Date().toISOString()}`);
    console.log('route'.padEnd(38), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'vs bare'.padStart(9), 'errors'.padStart(7));
    for (const r of results) {
      console.log(
        r.name.padEnd(38),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        `${((r.rps / baseline) * 100).toFixed(0)}%`.padStart(9),
        String(r.errors + r.non2xx).padStart(7),
      );
    }
    const me = results[2]!;
    const ok = me.rps / baseline >= 0.4 && me.p99 < 20 && me.errors + me.non2xx === 0;
    console.log(`\ntarget /api/users/me ≥ 40% of bare and p99 < 20 ms: ${ok ? 'MET' : 'NOT MET'}`);
  } finally {
    child.send('stop');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
