// npm run bench:attendance: issue 5's attendance targets with 5,000 personnel (25 departments of 200).
// 1. Ingest a month of time logs (5,000 people × 20 working days × 7 punches = 700,000 lines, one in
//    seven an exact duplicate) through POST /api/attendance/logs/bulk (CSV, 4 calls of 175,000 lines),
//    against the JSON import (POST /api/attendance/logs, 10 calls of 10,000) on 100,000 punches of
//    another month in the same run. Target: 50,000 punches/s or more through the bulk path.
//    For information, the same volume two calls at a time.
// 2. The month's DTR of all 5,000, computed by the dtr service's departmentMonth inside the bench
//    server's process (no HTTP; asked over IPC). Target: under 3 s (judged on the slowest of 3 runs).
// 3. The CS Form 48 PDF of a 200-person department over HTTP. Target: under 10 s (slowest of 3 runs).
import type { ChildProcess } from 'node:child_process';
import { forkBenchServer, SERVER_NODE_FLAGS, signInForBench, type BenchPorts } from './support';

type AttendancePorts = BenchPorts & { attendance: { personnelIds: number[]; departmentIds: number[] } };
const BULK_CALLS = 4;
const JSON_PUNCHES = 100_000;
const JSON_PER_CALL = 10_000;

const pad = (n: number) => String(n).padStart(2, '0');
const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');

/** The months before the current one (Manila), YYYY-MM: the DTR month must not be in the future. */
function monthsBack(n: number): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The first 20 weekdays of a month. */
function workingDays(month: string): string[] {
  const days: string[] = [];
  for (let d = 1; d <= 31 && days.length < 20; d++) {
    const date = new Date(`${month}-${pad(d)}T00:00:00Z`);
    if (date.toISOString().slice(0, 7) !== month) break;
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) days.push(`${month}-${pad(d)}`);
  }
  return days;
}

/**
 * A person's day as a device records it: the four punches, a double punch a minute after arriving, a
 * second tap at the afternoon's return, and the departure sent twice (an exact duplicate). Some arrive late.
 */
function dayPunches(id: number, date: string): string[] {
  const at = (minutes: number, s: number) => `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:${pad(s)}+08:00`;
  const k = (id * 31 + Number(date.slice(8))) % 37;
  const arrive = 7 * 60 + 40 + k; // 07:40 to 08:16
  const back = 12 * 60 + 50 + (k % 10);
  const out = at(17 * 60 + (k % 20), 5);
  return [at(arrive, 10), at(arrive + 1, 40), at(12 * 60 + (k % 10), 3), at(back, 1), at(back, 31), out, out];
}

function punchLines(ids: number[], month: string): { id: number; timestamp: string }[] {
  const lines: { id: number; timestamp: string }[] = [];
  for (const date of workingDays(month)) for (const id of ids) for (const timestamp of dayPunches(id, date)) lines.push({ id, timestamp });
  return lines;
}

async function post(url: string, token: string, type: string, body: string) {
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': type }, body });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as { inserted: number; duplicates: number; skipped: unknown[]; skipped_count?: number };
}

function askDtr(child: ChildProcess, dtrMonth: string, personnelIds: number[]): Promise<{ seconds: number; records: number; days: number }> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as { seconds: number; records: number; days: number }));
    child.send({ dtrMonth, personnelIds });
  });
}

async function main() {
  const child = await forkBenchServer(
    ['--attendance'],
    [...SERVER_NODE_FLAGS, ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROFILE] : [])],
  );
  const ports = await new Promise<AttendancePorts>((resolve) => child.once('message', (m) => resolve(m as AttendancePorts)));
  try {
    const base = `http://127.0.0.1:${ports.app}`;
    const token = await signInForBench(base, ports.dataDir, 'hr@hris.test');
    const { personnelIds, departmentIds } = ports.attendance;
    const month = monthsBack(1);
    console.log(
      `\n${personnelIds.length.toLocaleString('en-US')} personnel in ${departmentIds.length} departments; DTR month ${month}; ${new Date().toISOString()}`,
    );

    // 1a. JSON import, 100,000 punches of the month before (so both paths insert new rows).
    const jsonLines = punchLines(personnelIds, monthsBack(2)).slice(0, JSON_PUNCHES);
    const jsonBodies: string[] = [];
    for (let i = 0; i < jsonLines.length; i += JSON_PER_CALL) {
      jsonBodies.push(JSON.stringify({ logs: jsonLines.slice(i, i + JSON_PER_CALL).map((l) => ({ personnel_id: l.id, timestamp: l.timestamp })) }));
    }
    let started = performance.now();
    let jsonInserted = 0;
    for (const body of jsonBodies) jsonInserted += (await post(`${base}/api/attendance/logs`, token, 'application/json', body)).inserted;
    const jsonSeconds = (performance.now() - started) / 1000;

    // 1b. Bulk CSV, the whole month.
    const lines = punchLines(personnelIds, month);
    const perCall = Math.ceil(lines.length / BULK_CALLS);
    const bodies: string[] = [];
    for (let i = 0; i < lines.length; i += perCall)
      bodies.push(
        'personnel_id,timestamp\n' +
          lines
            .slice(i, i + perCall)
            .map((l) => `${l.id},${l.timestamp}`)
            .join('\n'),
      );
    started = performance.now();
    const bulk = { inserted: 0, duplicates: 0, skipped: 0 };
    for (const body of bodies) {
      const r = await post(`${base}/api/attendance/logs/bulk`, token, 'text/csv', body);
      bulk.inserted += r.inserted;
      bulk.duplicates += r.duplicates;
      bulk.skipped += r.skipped_count ?? 0;
    }
    const bulkSeconds = (performance.now() - started) / 1000;
    const bulkRate = lines.length / bulkSeconds;
    const jsonRate = jsonLines.length / jsonSeconds;
    console.log(
      `\nJSON import  ${jsonLines.length.toLocaleString('en-US').padStart(8)} punches in ${jsonBodies.length} calls: ${jsonSeconds.toFixed(2)} s, ${Math.round(jsonRate).toLocaleString('en-US')} punches/s (${jsonInserted.toLocaleString('en-US')} new)`,
    );
    console.log(
      `bulk CSV     ${lines.length.toLocaleString('en-US').padStart(8)} punches in ${bodies.length} calls: ${bulkSeconds.toFixed(2)} s, ${Math.round(bulkRate).toLocaleString('en-US')} punches/s (${bulk.inserted.toLocaleString('en-US')} new, ${bulk.duplicates.toLocaleString('en-US')} duplicates, ${bulk.skipped} skipped) — ${(bulkRate / jsonRate).toFixed(1)}× the JSON import`,
    );
    console.log(`target 50,000 punches/s or more through the bulk path (one call at a time): ${verdict(bulkRate >= 50_000 && bulk.skipped === 0)}`);

    // For information: the same volume of another month, two calls at a time (two connections, two transactions).
    const other = punchLines(personnelIds, monthsBack(3));
    const otherBodies: string[] = [];
    for (let i = 0; i < other.length; i += perCall)
      otherBodies.push(
        other
          .slice(i, i + perCall)
          .map((l) => `${l.id},${l.timestamp}`)
          .join('\n'),
      );
    started = performance.now();
    for (let i = 0; i < otherBodies.length; i += 2)
      await Promise.all(otherBodies.slice(i, i + 2).map((b) => post(`${base}/api/attendance/logs/bulk`, token, 'text/csv', b)));
    const pairSeconds = (performance.now() - started) / 1000;
    console.log(
      `bulk CSV, two calls at a time, ${other.length.toLocaleString('en-US')} punches: ${pairSeconds.toFixed(2)} s, ${Math.round(other.length / pairSeconds).toLocaleString('en-US')} punches/s (information only)`,
    );

    //    For information, the same volume two calls at a time.
    // 2. The month's DTR of all 5,000, three runs.
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await askDtr(child, month, personnelIds);
      if (r.records !== personnelIds.length) throw new Error(`departmentMonth answered ${r.records} records`);
      runs.push(r.seconds);
      if (i === 0)
        console.log(
          `\nDTR of ${r.records.toLocaleString('en-US')} personnel for ${month} (${r.days.toLocaleString('en-US')} days with an arrival), departmentMonth in the server process:`,
        );
    }
    console.log(`  runs ${runs.map((s) => s.toFixed(2) + ' s').join(', ')}`);
    console.log(`target the month's DTR of all 5,000 in under 3 s: ${verdict(Math.max(...runs) < 3)}`);

    // 3. CS Form 48 of a 200-person department over HTTP, three runs.
    const pdfRuns: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 3; i++) {
      started = performance.now();
      const res = await fetch(`${base}/api/dtr/department/${departmentIds[0]}/form48.pdf?month=${month}`, { headers: { authorization: `Bearer ${token}` } });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`Form 48 answered ${res.status}: ${body.toString().slice(0, 300)}`);
      pdfRuns.push((performance.now() - started) / 1000);
      bytes = body.length;
    }
    console.log(
      `\nCS Form 48 of a 200-person department (${(bytes / 1024).toFixed(0)} KB) over HTTP: runs ${pdfRuns.map((s) => s.toFixed(2) + ' s').join(', ')}`,
    );
    console.log(`target the department's Form 48 in under 10 s: ${verdict(Math.max(...pdfRuns) < 10)}`);
  } finally {
    child.send('stop');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
