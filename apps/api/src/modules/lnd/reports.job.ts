import { LND_REPORT_KIND_VALUES, LND_REPORT_KINDS, type TBackgroundJobStarted, type TLndReportKind, type TLndReportQuery } from '@hris/contracts';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { askerOf, startJob, type LongWork } from '../background-jobs';
import { reportWorkbook } from './reports.export';
import { renderReportPdf } from './reports.pdf';
import { reportForPrint } from './reports.service';

// An L&D report as a file (issue 42): a year of the whole university's trainings and scholars is read and drawn as a
// job — the bar follows the pages drawn, leaving the page loses nothing, and the asker is notified with the file to
// save (theirs alone, through the job's /file). The report's kind and filters travel in the job's params.
//
// The job's subject is the asker's user id: one L&D report file of theirs at a time (a second ask while one is made is
// 409); their reports page finds their latest one again by it.

export const LND_REPORT_JOB = 'lnd-report' as const;

export type ReportFormat = 'pdf' | 'xlsx';
const FORMATS = { pdf: 'PDF', xlsx: 'Excel' } as const;
const LINK = '/lnd/committee-secretary/reports';

/** Starts the file of a report for the year and scope asked (202 with the job). */
export async function startReportFile(
  deps: Deps,
  actor: Actor,
  format: ReportFormat,
  report: TLndReportKind,
  query: TLndReportQuery,
): Promise<TBackgroundJobStarted> {
  const job = await startJob(deps, actor, {
    kind: LND_REPORT_JOB,
    subjectId: actor.userId,
    params: { format, report, query },
    link: `${LINK}?kind=${report}`,
    busy: 'Your L&D report is being prepared',
  });
  return { message: `Preparing ${LND_REPORT_KINDS[report]} (${FORMATS[format]}). You will be notified when the file is ready.`, job };
}

/** The job's work: the report read (its personal data audited in the asker's name), then drawn or written. */
export const reportFileWork: LongWork = {
  kind: LND_REPORT_JOB,
  run: async (deps, job, progress) => {
    const format: ReportFormat = job.params.format === 'xlsx' ? 'xlsx' : 'pdf';
    const report = LND_REPORT_KIND_VALUES.find((k) => k === job.params.report) ?? 'completion';
    const query = (job.params.query ?? {}) as TLndReportQuery;
    await progress.step('Reading the report');
    const { answer, tables } = await reportForPrint(deps, askerOf(job), report, query, `L&D report (${FORMATS[format]})`);
    const total = tables.tables.reduce((n, t) => n + t.rows.length, 0);
    let bytes: Buffer;
    if (format === 'pdf') {
      await progress.set(0, total, 'Laying out the pages');
      // The share drawn comes as pdfmake draws (at most each percent); the runner writes it at most every half second.
      bytes = await renderReportPdf(deps, tables, (fraction) => {
        void progress.set(Math.round(fraction * total), total, 'Drawing the pages').catch(() => undefined);
      });
    } else {
      await progress.set(0, total, 'Writing the workbook');
      bytes = await reportWorkbook(tables, deps.clock.now());
    }
    const key = `background-jobs/lnd-${answer.kind}-${answer.year}-${answer.generated_on}-${job.id}.${format}`;
    await progress.set(total, total);
    await deps.storage.put(key, bytes);
    // Written at once (a set is written at most every half second): the job's row keeps how many lines it made.
    await progress.step('Saved');
    return {
      message: `${tables.title} (${FORMATS[format]}): ${total.toLocaleString('en-US')} ${total === 1 ? 'row' : 'rows'}.`,
      link: `${LINK}?kind=${report}`,
      fileKey: key,
    };
  },
};
