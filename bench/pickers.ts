// npm run bench:pickers: remote-search pickers on a large list. With 100,000 schools and 5,000
// positions seeded, GET /api/schools?term=… and GET /api/positions?term=… at 20 connections;
// a bare Fastify route measured in the same run is the baseline. Two loads: the terms people
// type over and over (served from each instance's search cache after the first time), and
// terms never asked before (every one goes to PostgreSQL and its trigram index).
// Target (issue 3): p99 under 15 ms.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { signInForBench, type BenchPorts } from './support';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCHOOL_TERMS = ['bayamb', 'dagupan', 'national high', 'san carlos', 'polytechnic', 'holy', 'academy 12', 'institute of tech', 'cebu', 'zamboanga', '4567', 'colegio'];
const POSITION_TERMS = ['officer', 'instructor', 'analyst', 'nurse', 'records', 'professor', 'aide 12', 'budget'];
const PLACES = ['bayam', 'dagup', 'linga', 'urdan', 'alami', 'carlos', 'tarla', 'bagui', 'vigan', 'laoag', 'cabana', 'malol', 'iloil', 'cebu', 'davao', 'taclo', 'legaz', 'naga', 'zambo', 'cagay'];
/** Terms nobody asked before: a place and the first digits of a school number, each used once. */
function freshTerms(count: number): string[] {
  const terms: string[] = [];
  for (let i = 0; terms.length < count; i++) terms.push(`${PLACES[i % PLACES.length]} ${100 + (i % 9900)}`);
  return terms;
}

type Result = { name: string; rps: number; p50: number; p99: number; errors: number };

function run(name: string, base: string, paths: string[], headers: Record<string, string> = {}): Promise<Result> {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base, connections: CONNECTIONS, duration: SECONDS, headers, requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] },
      (err, r) => (err ? reject(err) : resolve({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx })),
    );
  });
}

async function main() {
  const child = fork(path.resolve('bench/bench-server.ts'), ['--pickers'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const ports = await new Promise<BenchPorts>((resolve) => child.once('message', (m) => resolve(m as BenchPorts)));
  try {
    const base = `http://127.0.0.1:${ports.app}`;
    const auth = { authorization: `Bearer ${await signInForBench(base, ports.dataDir)}` };
    const schools = SCHOOL_TERMS.map((t) => `/api/schools?term=${encodeURIComponent(t)}&per_page=5`);
    const positions = POSITION_TERMS.map((t) => `/api/positions?term=${encodeURIComponent(t)}&per_page=10`);
    await run('warm-up', base, schools, auth);
    const fresh = freshTerms(60_000).map((t) => `/api/schools?term=${encodeURIComponent(t)}&per_page=5`);
    const results = [
      await run('bare Fastify route', `http://127.0.0.1:${ports.bare}`, ['/bare']),
      await run('schools, terms people repeat', base, schools, auth),
      await run('positions, terms people repeat', base, positions, auth),
      await run('schools, every term new (index)', base, fresh, auth),
    ];
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${new Date().toISOString()}`);
    console.log('route'.padEnd(42), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'vs bare'.padStart(9), 'errors'.padStart(7));
    for (const r of results) {
      console.log(r.name.padEnd(42), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), `${((r.rps / results[0]!.rps) * 100).toFixed(0)}%`.padStart(9), String(r.errors).padStart(7));
    }
    for (const r of results.slice(1)) console.log(`target p99 < 15 ms, ${r.name}: ${r.p99 < 15 && r.errors === 0 ? 'MET' : 'NOT MET'}`);
  } finally {
    child.send('stop');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
