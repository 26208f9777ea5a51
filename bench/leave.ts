// npm run bench:leave: issue 6's leave targets with 5,000 personnel (25 departments of 200).
// 1. A year of leave cards for all 5,000 (12 months each) recomputed, every row changed, from the DTR's month totals, the approved leave and the
//    opening balances (ledger.service recomputeLedgers, inside the bench server's process, asked over IPC),
//    against the baseline of only reading those inputs. Target: under 5 s (judged on the slowest of 3 runs).
// 2. The balance summary of the 5,000 over HTTP (GET /api/leave/balances: the default page and a page of 999),
//    against the bare Fastify route in the same run. Target: p99 under 200 ms for one HR officer asking (one
//    connection); four at once are shown for information.
import type { ChildProcess } from 'node:child_process';
import { forkBenchServer, printLoadResults, runLoad, signInForBench, type BenchPorts } from './support';

type LeavePorts = BenchPorts & { attendance: { personnelIds: number[]; departmentIds: number[] } };
type Recompute = { seconds: number; baseline: number; people: number; months: number };

function askRecompute(child: ChildProcess, personnelIds: number[], changeOpening: boolean): Promise<Recompute> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as Recompute));
    child.send({ recomputeLeave: true, personnelIds, changeOpening });
  });
}

async function main() {
  const child = await forkBenchServer(['--leave']);
  const ports = await new Promise<LeavePorts>((resolve) => child.once('message', (m) => resolve(m as LeavePorts)));
  try {
    const base = `http://127.0.0.1:${ports.app}`;
    const token = await signInForBench(base, ports.dataDir, 'hr@hris.test');
    const { personnelIds } = ports.attendance;
    console.log(`\n${personnelIds.length.toLocaleString('en-US')} personnel; ${new Date().toISOString()}`);

    // Each run after every opening balance moved by half a day, so every month of every card is rewritten.
    const runs: Recompute[] = [];
    for (let i = 0; i < 3; i++) runs.push(await askRecompute(child, personnelIds, true));
    const unchanged = await askRecompute(child, personnelIds, false);
    const r = runs[0]!;
    console.log(
      `\nA year of leave cards: ${r.people.toLocaleString('en-US')} people, ${r.months.toLocaleString('en-US')} months (${Math.round(r.months / Math.max(...runs.map((x) => x.seconds))).toLocaleString('en-US')} rows/s at the slowest)`,
    );
    console.log(
      `  recompute runs ${runs.map((x) => x.seconds.toFixed(2) + ' s').join(', ')}; baseline (reading the inputs only) ${runs.map((x) => x.baseline.toFixed(2) + ' s').join(', ')}`,
    );
    console.log(`  for information, a recompute where nothing changed (no row rewritten): ${unchanged.seconds.toFixed(2)} s`);
    console.log(`target a year of ledgers for 5,000 in under 5 s: ${Math.max(...runs.map((x) => x.seconds)) < 5 ? 'MET' : 'NOT MET'}`);

    // The HR officer asking (one connection, judged), then four officers at once (information).
    const headers = { authorization: `Bearer ${token}` };
    const seconds = 8;
    for (const connections of [1, 4]) {
      const results = [
        await runLoad('GET /bare (baseline)', `http://127.0.0.1:${ports.bare}`, ['/bare'], { connections, seconds }),
        await runLoad('GET /api/leave/balances (page of 15)', base, ['/api/leave/balances'], { headers, connections, seconds }),
        await runLoad('GET /api/leave/balances?per_page=999', base, ['/api/leave/balances?per_page=999'], { headers, connections, seconds }),
      ];
      printLoadResults(results, { connections, seconds, p99TargetMs: connections === 1 ? 200 : null });
    }
  } finally {
    child.send('stop');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
