// npm run bench:covid: issue 24's target, "the COVID analytics over 5,000 employees under 200 ms", over HTTP.
// 5,000 employees in 100 offices with about 9,000 doses (bench/covid-seed.ts). GET /api/covid/analytics as the health
// officer (nurse@hris.test): the counts per office, per campus and in all (one GROUPING SETS statement) and the doses
// per month (a second). Measured one request after another (p50/p99 over 300 requests: what one user waits), then
// under load at 4 connections beside the bare Fastify route for scale. Target: p99 under 200 ms one at a time.
import { forkBenchServer, printLoadResults, runLoad, signInForBench, type BenchPorts } from './support';
import type { CovidBenchData } from './covid-seed';

const ms = (x: number) => `${x.toFixed(1)} ms`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const child = await forkBenchServer(['--covid']);
  const ports = await new Promise<BenchPorts & { covid: CovidBenchData }>((resolve) =>
    child.once('message', (m) => resolve(m as BenchPorts & { covid: CovidBenchData })),
  );
  try {
    const base = `http://127.0.0.1:${ports.app}`;
    const bare = `http://127.0.0.1:${ports.bare}`;
    const { covid } = ports;
    console.log(
      `\n${covid.employees.toLocaleString('en-US')} bench employees in ${covid.offices} offices, ${covid.doses.toLocaleString('en-US')} doses; seeded in ${covid.seedSeconds.toFixed(1)} s; ${new Date().toISOString()}`,
    );
    const headers = { authorization: `Bearer ${await signInForBench(base, ports.dataDir, 'nurse@hris.test')}`, 'accept-encoding': 'gzip, deflate, br' };

    const first = await fetch(`${base}/api/covid/analytics`, { headers });
    if (first.status !== 200) throw new Error(`/api/covid/analytics answered ${first.status}`);
    const body = (await first.json()) as {
      totals: { total: number; fully_vaccinated: number; boosted: number };
      offices: unknown[];
      campuses: unknown[];
      doses_by_month: unknown[];
    };
    console.log(
      `GET /api/covid/analytics: ${body.totals.total} employees, ${body.totals.fully_vaccinated} fully vaccinated, ${body.totals.boosted} boosted; ` +
        `${body.offices.length} offices, ${body.campuses.length} campuses, ${body.doses_by_month.length} months`,
    );

    const time = async (url: string, h: Record<string, string>, n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        const res = await fetch(url, { headers: h });
        await res.arrayBuffer();
        times.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      }
      return times.sort((a, b) => a - b);
    };
    await time(`${base}/api/covid/analytics`, headers, 20); // warm-up
    const requests = 300;
    const bareTimes = await time(`${bare}/bare`, {}, requests);
    const times = await time(`${base}/api/covid/analytics`, headers, requests);
    console.log(`\none request after another, ${requests} requests:`);
    console.log(`  GET /bare (baseline)        p50 ${ms(pct(bareTimes, 50))}  p99 ${ms(pct(bareTimes, 99))}`);
    console.log(`  GET /api/covid/analytics    p50 ${ms(pct(times, 50))}  p99 ${ms(pct(times, 99))}  max ${ms(times.at(-1)!)}`);

    const connections = 4;
    const seconds = 10;
    const list = [
      await runLoad('GET /bare (baseline)', bare, ['/bare'], { connections, seconds }),
      await runLoad('GET /api/covid/analytics', base, ['/api/covid/analytics'], { headers, connections, seconds }),
    ];
    printLoadResults(list, { connections, seconds, p99TargetMs: null });
    const met = pct(times, 99) < 200;
    console.log(`\ntarget the COVID analytics over 5,000 employees under 200 ms (p99, one at a time): p99 ${ms(pct(times, 99))}, ${met ? 'MET' : 'NOT MET'}`);
  } finally {
    child.send('stop');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
