import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { askerOf, startJob, type LongWork } from '../background-jobs';
import { renderPayslips } from './payroll.pdf';
import { payslipsOfRun, runOf } from './payroll.service';

// Every payslip of a run in one PDF (issue 42): 5,000 pages take tens of seconds to draw, so HR asks for it and the
// file is made as a job — the bar follows the pages drawn, leaving the page loses nothing, and the asker is notified
// with the file to save (GET /api/background-jobs/:id/file, theirs alone).

export const PAYSLIPS_JOB = 'payroll-payslips' as const;

/** Starts the PDF of the run's payslips (202 with the job); refused while the run has none to print. */
export async function printPayslips(deps: Deps, actor: Actor, id: number) {
  const run = await runOf(deps, id);
  if (run.status === 'draft' || run.totals.people === 0) throw AppError.validation('run', 'The run has no payslips yet: compute it first.');
  const job = await startJob(deps, actor, {
    kind: PAYSLIPS_JOB,
    subjectId: id,
    total: run.totals.people,
    link: `/payroll/runs/${id}`,
    busy: `The payslips of ${run.title} are being printed`,
  });
  return {
    message: `Printing the payslips of ${run.title}: ${run.totals.people.toLocaleString('en-US')} people. You will be notified when the file is ready.`,
    job,
  };
}

/** The job's work: the payslips read (an audited read of everyone's pay, by the asker), drawn with the bar by pages. */
export const payslipsWork: LongWork = {
  kind: PAYSLIPS_JOB,
  run: async (deps, job, progress) => {
    const id = job.subject_id!;
    await progress.step('Reading the payslips');
    const { run, lines } = await payslipsOfRun(deps, askerOf(job), id);
    const total = lines.length;
    await progress.set(0, total, 'Laying out the pages');
    // The share drawn comes from the PDF thread as it draws (at most each percent); the runner writes it at most every
    // half second. A stop asked meanwhile is heard at the next step, once the drawing ends.
    const pdf = await renderPayslips(deps, run, lines, (fraction) => {
      void progress.set(Math.round(fraction * total), total, 'Drawing the pages').catch(() => undefined);
    });
    const key = `background-jobs/payslips-${run.month}-${run.id}-${job.id}.pdf`;
    await deps.storage.put(key, pdf);
    await progress.set(total, total, 'Drawn');
    return { message: `The payslips of ${run.title}: ${total.toLocaleString('en-US')} pages.`, link: `/payroll/runs/${id}`, fileKey: key };
  },
};
