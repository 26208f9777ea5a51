// npm run bench:payroll: issue 21's targets over 5,000 regular employees and 5,000 job order workers (bench/payroll-seed.ts),
// for the month before the server's clock, over HTTP as the HR office (hr@hris.test).
// 1. Computing a month's run for the 5,000 (POST /api/payroll/runs/:id/compute), reading the schedule, steps, leave
//    cards and the deductions HR keeps: the whole university's regular run, three times (compute is repeatable while
//    the run is computed). Target: under 10 s (the slowest).
// 2. The same for the job order run of the 5,000 workers of the job order office, reading each one's DTR of the month
//    (punches, schedules, holidays, leave). Target: under 10 s (the slowest of three).
// 3. The register of the 5,000 as Excel (GET /api/payroll/runs/:id/register/export), three times; the workbook opened
//    with exceljs and its rows counted. Target: under 5 s (the slowest).
// 4. The 5,000 payslips in one PDF (GET /api/payroll/runs/:id/payslips/pdf), twice; its pages counted. Target: under
//    60 s (the slowest). With BENCH_PAYSLIP_PDF=<file> the last PDF is written there to look at.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { forkBenchServer, SERVER_NODE_FLAGS, signInForBench, type BenchPorts } from './support';
import type { PayrollBenchData } from './payroll-seed';

type PayrollPorts = BenchPorts & { payroll: PayrollBenchData };
type Run = { id: number; title: string; status: string; totals: { people: number; gross: number; net: number }; short_deductions: number };

const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');
const n = (x: number) => x.toLocaleString('en-US');
const s = (x: number) => `${x.toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pesos = (centavos: number) => `₱${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function main() {
  const child = await forkBenchServer(
    ['--payroll'],
    [...SERVER_NODE_FLAGS, ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROFILE] : [])],
  );
  const ports = await new Promise<PayrollPorts>((resolve) => child.once('message', (m) => resolve(m as PayrollPorts)));
  try {
    const base = `http://127.0.0.1:${ports.app}`;
    const { payroll } = ports;
    console.log(
      `\n${n(payroll.regular)} plantilla incumbents in ${payroll.offices} bench offices (and the demo's), ${n(payroll.lwop)} with LWOP, ${n(payroll.deductions)} deductions kept; ` +
        `${n(payroll.jobOrder)} job order workers with ${n(payroll.punches)} punches; month paid ${payroll.month}; seeded in ${s(payroll.seedSeconds)}; ${new Date().toISOString()}`,
    );
    const hr = { authorization: `Bearer ${await signInForBench(base, ports.dataDir, 'hr@hris.test')}` };
    const json = { ...hr, 'content-type': 'application/json' };

    const open = async (body: object): Promise<Run & { missing_dtr: { name: string; people: number }[] }> => {
      const res = await fetch(`${base}/api/payroll/runs`, { method: 'POST', headers: json, body: JSON.stringify({ month: payroll.month, ...body }) });
      const answer = (await res.json()) as { run: Run & { missing_dtr: { name: string; people: number }[] } };
      if (res.status !== 200) throw new Error(`POST /api/payroll/runs answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      return answer.run;
    };
    const compute = async (id: number): Promise<{ seconds: number; run: Run }> => {
      const started = performance.now();
      const res = await fetch(`${base}/api/payroll/runs/${id}/compute`, { method: 'POST', headers: json, body: JSON.stringify({ confirm_missing_dtr: true }) });
      const answer = (await res.json()) as { run: Run };
      const seconds = (performance.now() - started) / 1000;
      if (res.status !== 200) throw new Error(`compute ${id} answered ${res.status}: ${JSON.stringify(answer).slice(0, 500)}`);
      return { seconds, run: answer.run };
    };
    // What the run read, from its register (not timed): days without pay (the leave card; the DTR's tardiness and
    // undertime for job order workers), and one person's lines as computed.
    const lookInto = async (id: number, label: string) => {
      const res = await fetch(`${base}/api/payroll/runs/${id}/register`, { headers: hr });
      const body = (await res.json()) as { rows: { fullname: string; lwop: number; lines: { label: string; amount: number }[] }[] };
      if (res.status !== 200) throw new Error(`register ${id} answered ${res.status}`);
      const withLwop = body.rows.filter((r) => r.lwop > 0);
      const sample = withLwop.find((r) => r.lines.length > 6) ?? withLwop[0] ?? body.rows[0]!;
      console.log(`  ${n(withLwop.length)} with ${label} deducted (${pesos(withLwop.reduce((t, r) => t + r.lwop, 0))}); e.g. ${sample.fullname}:`);
      for (const l of sample.lines) console.log(`    ${l.label.padEnd(90)} ${pesos(l.amount).padStart(14)}`);
    };
    const computeThrice = async (label: string, id: number, expected: number) => {
      const runs: { seconds: number; run: Run }[] = [];
      for (let i = 0; i < 3; i++) runs.push(await compute(id));
      const run = runs.at(-1)!.run;
      const times = runs.map((r) => r.seconds);
      console.log(`\n${label}: ${run.title}`);
      console.log(
        `  ${n(run.totals.people)} people, gross ${pesos(run.totals.gross)}, net ${pesos(run.totals.net)}, ${n(run.short_deductions)} with deductions cut short by the minimum take-home pay`,
      );
      console.log(`  POST compute, 3 runs: ${times.map(s).join(', ')}; median ${s(median(times))}, slowest ${s(Math.max(...times))}`);
      const met = Math.max(...times) < 10 && run.totals.people >= expected && run.status === 'computed';
      return { met, times, run };
    };

    // ── 1. The regular run of the whole university ──
    const regular = await open({ kind: 'regular' });
    console.log(
      `\nOpened the regular run #${regular.id}; DTRs missing for ${regular.missing_dtr.length} offices (${n(regular.missing_dtr.reduce((t, m) => t + m.people, 0))} people): computed with confirm_missing_dtr`,
    );
    const reg = await computeThrice('The regular run of the whole university', regular.id, payroll.regular);
    await lookInto(regular.id, 'days without pay from the leave card');
    console.log(`target a month's run for 5,000 employees computed in under 10 s: slowest ${s(Math.max(...reg.times))}, ${verdict(reg.met)}`);

    // ── 2. The job order run, from the DTR ──
    const jo = await open({ kind: 'job_order', department_id: payroll.jobOrderOfficeId });
    const joRun = await computeThrice('The job order run (the job order office), from each worker’s DTR', jo.id, payroll.jobOrder);
    await lookInto(jo.id, 'tardiness, undertime or absences from the DTR');
    console.log(
      `target the 5,000 job order workers' run, reading their DTR totals, in under 10 s: slowest ${s(Math.max(...joRun.times))}, ${verdict(joRun.met)}`,
    );

    // ── 3. The register as Excel ──
    const xlsxTimes: number[] = [];
    let rows = 0;
    let bytes = 0;
    let lastRow = '';
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/payroll/runs/${regular.id}/register/export`, { headers: hr });
      const body = Buffer.from(await res.arrayBuffer());
      xlsxTimes.push((performance.now() - started) / 1000);
      if (res.status !== 200) throw new Error(`register/export answered ${res.status}: ${body.toString().slice(0, 300)}`);
      bytes = body.length;
      if (i === 0) {
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(body as unknown as ArrayBuffer);
        const sheet = book.worksheets[0]!;
        rows = sheet.rowCount;
        lastRow = String(sheet.getRow(sheet.rowCount).getCell(2).value);
      }
    }
    console.log(
      `\nThe register as Excel (GET register/export), ${(bytes / 1024).toFixed(0)} KB, opened with exceljs: ${n(rows)} rows (the last: ${lastRow}); 3 runs: ${xlsxTimes.map(s).join(', ')}`,
    );
    const xlsxMet = Math.max(...xlsxTimes) < 5 && rows > payroll.regular && lastRow.includes('GRAND TOTAL');
    console.log(`target the register of 5,000 as Excel in under 5 s: slowest ${s(Math.max(...xlsxTimes))}, ${verdict(xlsxMet)}`);

    // ── 4. The payslips in one PDF ──
    const pdfTimes: number[] = [];
    let pages = 0;
    let pdfBytes = 0;
    let pdfOk = true;
    // For information: the server's other callers meanwhile (GET /api/health every 250 ms, the longest answer).
    let healthWorst = 0;
    for (let i = 0; i < 2; i++) {
      const started = performance.now();
      let rendering = true;
      const probe = (async () => {
        while (rendering) {
          const asked = performance.now();
          await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
          healthWorst = Math.max(healthWorst, performance.now() - asked);
          await new Promise((r) => setTimeout(r, 250));
        }
      })();
      const res = await fetch(`${base}/api/payroll/runs/${regular.id}/payslips/pdf`, { headers: hr });
      const body = Buffer.from(await res.arrayBuffer());
      pdfTimes.push((performance.now() - started) / 1000);
      rendering = false;
      await probe;
      if (res.status !== 200) throw new Error(`payslips/pdf answered ${res.status}: ${body.toString().slice(0, 300)}`);
      pdfBytes = body.length;
      pdfOk &&= body.subarray(0, 5).toString() === '%PDF-';
      pages = body.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
      if (process.env.BENCH_PAYSLIP_PDF) fs.writeFileSync(process.env.BENCH_PAYSLIP_PDF, body);
    }
    console.log(
      `\nThe payslips in one PDF (GET payslips/pdf): ${pdfOk ? '%PDF' : 'NOT A PDF'}, ${(pdfBytes / 1024 / 1024).toFixed(1)} MB, ${n(pages)} pages; 2 runs: ${pdfTimes.map(s).join(', ')}`,
    );
    console.log(`  meanwhile GET /api/health answered in at most ${s(healthWorst / 1000)} (information)`);
    const pdfMet = Math.max(...pdfTimes) < 60 && pdfOk && pages >= reg.run.totals.people;
    console.log(`target 5,000 payslip PDFs in one file in under 60 s: slowest ${s(Math.max(...pdfTimes))}, ${verdict(pdfMet)}`);
  } finally {
    child.send('stop');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
