// npm run bench:pds-workbook: issue 41's target, "1,000 PDS workbooks imported in under 2 minutes".
// 1,000 filled CS Form 212 workbooks (the tests' builder, the official layout), one per bench employee (bench-server
// --pds-workbooks: each with a PDS holding only the date of birth). Measured: the 1,000 read in process by the reader
// alone; then the zip of them over HTTP as HR (hr@hris.test): the preview, and the commit (read again, matched, each PDS
// written and filed for checking in one transaction). Target: the commit under 120 s.
import JSZip from 'jszip';
import ExcelJS from 'exceljs';
import { filledPdsWorkbook } from '../apps/api/test/support/pds-workbook';
import { readPdsWorkbook } from '../apps/api/src/modules/pds/pds-workbook.read';
import { forkBenchServer, signInForBench, type BenchPorts } from './support';
import { PDS_BENCH_PEOPLE, type PdsWorkbookBenchData } from './pds-workbook-seed';

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
void ExcelJS; // the builder's dependency, loaded before the clock starts

async function main() {
  const child = await forkBenchServer(['--pds-workbooks']);
  const ports = await new Promise<BenchPorts & { pdsWorkbooks: PdsWorkbookBenchData }>((resolve) =>
    child.once('message', (m) => resolve(m as BenchPorts & { pdsWorkbooks: PdsWorkbookBenchData })),
  );
  try {
    const base = `http://127.0.0.1:${ports.app}`;
    const people = ports.pdsWorkbooks.people;
    let started = performance.now();
    const workbooks: Buffer[] = [];
    for (const p of people) workbooks.push(await filledPdsWorkbook({ edition: workbooks.length % 2 ? '2025' : '2017', ...p }));
    const bytes = workbooks.reduce((n, b) => n + b.length, 0);
    console.log(
      `\n${PDS_BENCH_PEOPLE.toLocaleString('en-US')} workbooks built in ${s(performance.now() - started)} (${(bytes / 1024 / 1024).toFixed(1)} MB); ${new Date().toISOString()}`,
    );

    started = performance.now();
    let sections = 0;
    for (const w of workbooks) sections += Object.keys((await readPdsWorkbook(w)).sections).length;
    const readMs = performance.now() - started;
    console.log(`read in process: ${s(readMs)} (${(readMs / workbooks.length).toFixed(1)} ms a workbook, ${sections.toLocaleString('en-US')} sections)`);

    const zip = new JSZip();
    workbooks.forEach((w, i) => zip.file(`college/${people[i]!.surname}.xlsx`, w));
    const zipped = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    console.log(`the zip: ${(zipped.length / 1024 / 1024).toFixed(1)} MB`);

    const token = await signInForBench(base, ports.dataDir, 'hr@hris.test');
    const send = async (path: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(zipped)], { type: 'application/zip' }), 'PDS of the bench college.zip');
      const at = performance.now();
      const res = await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const body = (await res.json()) as Record<string, unknown>;
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
      return { ms: performance.now() - at, body };
    };
    const preview = await send('/api/imports/pds-workbooks/preview');
    console.log(`POST /api/imports/pds-workbooks/preview: ${s(preview.ms)}, ${JSON.stringify(preview.body.summary)}`);
    const commit = await send('/api/imports/pds-workbooks');
    console.log(`POST /api/imports/pds-workbooks: ${s(commit.ms)}, ${String(commit.body.message)}`);

    const met = commit.ms < 120_000;
    console.log(
      `\ntarget 1,000 PDS workbooks imported in under 2 minutes: the commit ${s(commit.ms)} (the preview before it ${s(preview.ms)}), ${met ? 'MET' : 'NOT MET'}`,
    );
  } finally {
    child.send('stop');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
