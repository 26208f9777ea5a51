// npm run bench:pickers: remote-search pickers on a large list. With 100,000 schools and 5,000
// positions seeded, GET /api/schools?term=… and GET /api/positions?term=… at 20 connections;
// a bare Fastify route measured in the same run is the baseline. Two loads: the terms people
// type over and over (served from each instance's search cache after the first time), and
// terms never asked before (every one goes to PostgreSQL and its trigram index).
// Target (issue 3): p99 under 15 ms.
import { forkBenchServer, printLoadResults, runLoad, signInForBench, type BenchPorts } from './support';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCHOOL_TERMS = [
  'bayamb',
  'dagupan',
  'national high',
  'san carlos',
  'polytechnic',
  'holy',
  'academy 12',
  'institute of tech',
  'cebu',
  'zamboanga',
  '4567',
  'colegio',
];
const POSITION_TERMS = ['officer', 'instructor', 'analyst', 'nurse', 'records', 'professor', 'aide 12', 'budget'];
const PLACES = [
  'bayam',
  'dagup',
  'linga',
  'urdan',
  'alami',
  'carlos',
  'tarla',
  'bagui',
  'vigan',
  'laoag',
  'cabana',
  'malol',
  'iloil',
  'cebu',
  'davao',
  'taclo',
  'legaz',
  'naga',
  'zambo',
  'cagay',
];
/** Terms nobody asked before: a place and the first digits of a school number, each used once. */
function freshTerms(count: number): string[] {
  const terms: string[] = [];
  for (let i = 0; terms.length < count; i++) terms.push(`${PLACES[i % PLACES.length]} ${100 + (i % 9900)}`);
  return terms;
}

async function main() {
  const child = await forkBenchServer(['--pickers']);
  const ports = await new Promise<BenchPorts>((resolve) => child.once('message', (m) => resolve(m as BenchPorts)));
  try {
    const base = `http://127.0.0.1:${ports.app}`;
    const auth = { authorization: `Bearer ${await signInForBench(base, ports.dataDir)}` };
    const schools = SCHOOL_TERMS.map((t) => `/api/schools?term=${encodeURIComponent(t)}&per_page=5`);
    const positions = POSITION_TERMS.map((t) => `/api/positions?term=${encodeURIComponent(t)}&per_page=10`);
    const run = (name: string, url: string, paths: string[], headers: Record<string, string> = {}) =>
      runLoad(name, url, paths, { headers, connections: CONNECTIONS, seconds: SECONDS });
    await run('warm-up', base, schools, auth);
    const fresh = freshTerms(60_000).map((t) => `/api/schools?term=${encodeURIComponent(t)}&per_page=5`);
    const results = [
      await run('bare Fastify route', `http://127.0.0.1:${ports.bare}`, ['/bare']),
      await run('schools, terms people repeat', base, schools, auth),
      await run('positions, terms people repeat', base, positions, auth),
      await run('schools, every term new (index)', base, fresh, auth),
    ];
    printLoadResults(results, { connections: CONNECTIONS, seconds: SECONDS, p99TargetMs: 15 });
  } finally {
    child.send('stop');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
