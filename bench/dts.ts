// npm run bench:dts: issue 19's document-tracking targets, over one million log rows of 200,000 documents in 150 offices
// (bench/dts-seed.ts: nine in ten still in an office's hands, incoming, received, on hold, returned or for pick-up, the
// rest released or archived; 8% of the open ones past their working days; each document's log from its filing through
// every office it passed).
// 1. An office's incoming list, first page with the six counts (GET /api/dts/documents?office_id=…&view=incoming), as a
//    member of a busy office (the HR office, some hundreds of documents incoming), asked as a browser asks (gzip
//    accepted), at 20 connections, against the bare Fastify route in the same run. Targets: p99 under 50 ms, and at
//    least 30% of the bare route's throughput. For information: the same without gzip, and the answer read from
//    PostgreSQL (what a request costs right after a move at the office drops the kept one).
// 2. Receiving a document (POST /api/dts/documents/:id/receive), each request a different incoming document, as a DTS
//    administrator (who acts for every office), at 100 a second over 10 connections (open loop: far above a university's
//    pace, where a million moves are years of them, yet below saturation, so the latency is the move's, not a queue's),
//    against the bare route at the same rate. Target: p99 under 20 ms (the median of 3 runs by p99).
// 3. The daily overdue pass (dts.job.ts runOverdueOnce, inside the bench server's process, asked over IPC) over the open
//    documents, each overdue one told to its holder and the office's head in the bell, and each of them sent one e-mail
//    listing theirs (the bench's mailer writes the outbox folder, no network). Target: under 5 s (the slowest of 3 runs).
import type { ChildProcess } from 'node:child_process';
import { forkBenchServer, printLoadResults, printPacedResults, runLoad, runPacedLoad, signInForBench, type BenchPorts, type PacedResult } from './support';
import type { DtsBenchData } from './dts-seed';

type DtsPorts = BenchPorts & { dts: DtsBenchData & { seedSeconds: number } };
type OverduePass = { seconds: number; documents: number; notices: number; mails: number };

const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');
const n = (x: number) => x.toLocaleString('en-US');

function askOverdue(child: ChildProcess): Promise<OverduePass> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as OverduePass));
    child.send('dtsOverdue');
  });
}

async function main() {
  const child = await forkBenchServer(['--dts']);
  const ports = await new Promise<DtsPorts>((resolve) => child.once('message', (m) => resolve(m as DtsPorts)));
  try {
    const base = `http://127.0.0.1:${ports.app}`;
    const bare = `http://127.0.0.1:${ports.bare}`;
    const { dts } = ports;
    console.log(
      `\n${n(dts.logRows)} log rows over ${n(dts.documents)} documents in ${dts.offices} offices (${n(dts.open)} open, ${n(dts.overdue)} of them overdue); seeded in ${dts.seedSeconds.toFixed(1)} s; ${new Date().toISOString()}`,
    );
    console.log(
      `${dts.busyOffice}'s views: ${Object.entries(dts.busyCounts)
        .map(([v, c]) => `${v} ${n(c)}`)
        .join(', ')}`,
    );

    // ── 1. The incoming list of the busy office, as one of its members, asked as a browser asks (gzip accepted) ──
    const member = { authorization: `Bearer ${await signInForBench(base, ports.dataDir, 'hr@hris.test')}` };
    const browser = { ...member, 'accept-encoding': 'gzip, deflate, br' };
    const listPath = `/api/dts/documents?office_id=${dts.busyOfficeId}&view=incoming`;
    const first = await fetch(base + listPath, { headers: browser });
    const answer = (await first.json()) as { documents: unknown[]; meta: { total: number }; counts: Record<string, number> };
    if (first.status !== 200) throw new Error(`${listPath} answered ${first.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    console.log(
      `GET ${listPath} as hr@hris.test (a member of ${dts.busyOffice}): ${answer.documents.length} of ${n(answer.meta.total)} documents, ${n(JSON.stringify(answer).length)} bytes of JSON, counts ${JSON.stringify(answer.counts)}`,
    );
    // Warm-up: the JIT, the pools, PostgreSQL's cache.
    await runLoad('warm-up', base, [listPath], { headers: browser, connections: 20, seconds: 3 });
    await runLoad('warm-up', bare, ['/bare'], { connections: 20, seconds: 2 });
    const connections = 20;
    const seconds = 10;
    const list = [
      await runLoad('GET /bare (baseline)', bare, ['/bare'], { connections, seconds }),
      await runLoad(`GET /api/dts/documents (${dts.busyOffice} incoming + counts)`, base, [listPath], { headers: browser, connections, seconds }),
    ];
    printLoadResults(list, { connections, seconds, p99TargetMs: 50 });
    const share = list[1]!.rps / list[0]!.rps;
    console.log(`target the incoming list at 30% or more of the bare route's throughput: ${(share * 100).toFixed(0)}%, ${verdict(share >= 0.3)}`);
    // For information: a client that takes no gzip (ten times the bytes on the wire).
    const plain = await runLoad('the same, gzip not accepted', base, [listPath], { headers: member, connections, seconds });
    console.log(
      `for information, ${plain.name}: ${plain.rps.toFixed(0)} req/s (${((plain.rps / list[0]!.rps) * 100).toFixed(0)}% of bare), p50 ${plain.p50} ms, p99 ${plain.p99} ms, ${plain.errors} errors`,
    );

    // For information: the same answer read from PostgreSQL, as after a move at the office drops the kept one.
    const reads = await new Promise<{ ms: number[] }>((resolve) => {
      child.once('message', (m) => resolve(m as { ms: number[] }));
      child.send({ dtsReads: true, officeId: dts.busyOfficeId, email: 'hr@hris.test', reads: 300 });
    });
    const sorted = [...reads.ms].sort((a, b) => a - b);
    console.log(
      `for information, the page and the six counts read from PostgreSQL (a kept answer dropped by a move), ${sorted.length} reads one after another: p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} ms, p99 ${sorted[Math.floor(sorted.length * 0.99)]!.toFixed(2)} ms`,
    );

    // ── 2. Receiving documents, each request another incoming document, as a DTS administrator ──
    const admin = { authorization: `Bearer ${await signInForBench(base, ports.dataDir, 'admin@hris.test')}` };
    const receivePaths = dts.receiveIds.map((id) => `/api/dts/documents/${id}/receive`);
    const rate = 100;
    const receiveConnections = 10;
    const receiveSeconds = 8;
    const warmUp = 2;
    const needed = rate * (warmUp + 3 * receiveSeconds) * 1.05;
    if (receivePaths.length < needed) throw new Error(`${receivePaths.length} incoming documents to receive; the runs need ${needed}`);
    let taken = 0;
    const take = (count: number) => receivePaths.slice(taken, (taken += count));
    // The body the web client sends (no remarks).
    const receive = { headers: admin, method: 'POST' as const, json: '{}' };
    await runPacedLoad('warm-up', base, take(rate * warmUp * 1.05), { connections: receiveConnections, rate, seconds: warmUp, ...receive });
    await runPacedLoad('warm-up', bare, '/bare', { connections: receiveConnections, rate, seconds: warmUp });
    const runsOf = async (name: string, url: string, path: () => string | string[], more: Partial<typeof receive> = {}) => {
      const runs: PacedResult[] = [];
      for (let i = 0; i < 3; i++) runs.push(await runPacedLoad(name, url, path(), { connections: receiveConnections, rate, seconds: receiveSeconds, ...more }));
      return [...runs].sort((a, b) => a.p99 - b.p99)[1]!;
    };
    const paced = [
      await runsOf('GET /bare (baseline)', bare, () => '/bare'),
      await runsOf('POST /api/dts/documents/:id/receive', base, () => take(Math.ceil(rate * receiveSeconds * 1.05)), receive),
    ];
    printPacedResults(paced, { connections: receiveConnections, seconds: receiveSeconds, p99TargetMs: 20 });

    // ── 3. The daily overdue pass, three times (each as the next day's) ──
    const passes: OverduePass[] = [];
    for (let i = 0; i < 3; i++) passes.push(await askOverdue(child));
    const p = passes[0]!;
    console.log(
      `\nThe daily overdue pass over ${n(dts.open)} open documents: ${n(p.documents)} overdue told, ${n(p.notices)} notices in the bell, ${n(p.mails)} e-mails (one to each person told, listing theirs)`,
    );
    console.log(`  runs ${passes.map((x) => `${x.seconds.toFixed(2)} s`).join(', ')}`);
    const slowest = Math.max(...passes.map((x) => x.seconds));
    // Every run must have told every overdue document (none skipped for a lock held elsewhere, none left out).
    const all = passes.every((x) => x.documents === dts.overdue);
    if (!all) console.log(`  documents told per run: ${passes.map((x) => n(x.documents)).join(', ')} of ${n(dts.overdue)} overdue`);
    console.log(`target the daily overdue pass in under 5 s: ${verdict(slowest < 5 && all)}`);
  } finally {
    child.send('stop');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
