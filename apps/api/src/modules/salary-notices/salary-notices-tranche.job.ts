import type { TTranchePrintBody } from '@hris/contracts';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { formDate } from '../../lib/pdf';
import { askerOf, startJob, type LongWork } from '../background-jobs';
import { renderNosa } from './salary-notices.pdf';
import * as repo from './salary-notices.repo';
import { APPLY_TRANCHE_JOB, applicableTranche, applyTranche, PRINT_TRANCHE_JOB, trancheKey, trancheNosa } from './salary-notices.service';

// A tranche's long work (issue 42): applying it prepares a NOSA for each of 5,000 incumbents, and its notices in one
// PDF are 5,000 pages. HR's button starts each as a job: the bar follows the people prepared (the pages drawn), leaving
// the page loses nothing, and the bell tells the asker at the end, with the notices (or the file) to open.

/** The NOSA page showing a tranche's notices: where the bell's link goes. */
const noticesOf = (effectiveDate: string) => `/nosa?effective_date=${effectiveDate}`;

/** HR's button: refused at once when the tranche cannot be applied (422, 404), else started (202 with the job). */
export async function startApplyingTranche(deps: Deps, actor: Actor, effectiveDate: string) {
  const { legalBasis } = await applicableTranche(deps, effectiveDate);
  // Counted now, so the bar (and a second click's refusal) says "0 of 5,000" while the job waits its turn.
  const people = (await repo.coveredPeople(deps.db, effectiveDate)).length;
  const job = await startJob(deps, actor, {
    kind: APPLY_TRANCHE_JOB,
    subjectId: trancheKey(effectiveDate),
    params: { effective_date: effectiveDate },
    total: people,
    link: noticesOf(effectiveDate),
    busy: `${legalBasis} is being applied`,
  });
  return {
    message: `Applying ${legalBasis} to ${people.toLocaleString('en-US')} incumbents. You will be notified when the notices are prepared.`,
    job,
  };
}

/** The application as the asker's: the same function the hourly pass calls, with the bar and the lease's guard. */
export const applyTrancheWork: LongWork = {
  kind: APPLY_TRANCHE_JOB,
  run: async (deps, job, progress) => {
    const effectiveDate = String(job.params.effective_date);
    const applied = await applyTranche(deps, askerOf(job), effectiveDate, progress);
    return { message: applied.message, link: noticesOf(effectiveDate) };
  },
};

/** HR's "Print all of this tranche" (or of an office): refused at once when there is no notice to print. */
export async function startPrintingTranche(deps: Deps, actor: Actor, effectiveDate: string, body: TTranchePrintBody) {
  const departmentId = body.department_id ?? null;
  const count = await repo.countTrancheNosa(deps.db, effectiveDate, departmentId);
  if (count === 0) {
    throw AppError.validation(
      'effective_date',
      `The ${departmentId === null ? 'tranche' : 'office'} has no notices of salary adjustment effective ${formDate(effectiveDate)}.`,
    );
  }
  const job = await startJob(deps, actor, {
    kind: PRINT_TRANCHE_JOB,
    subjectId: trancheKey(effectiveDate),
    params: { effective_date: effectiveDate, department_id: departmentId },
    total: count,
    link: noticesOf(effectiveDate),
    busy: `The notices of ${formDate(effectiveDate)} are being printed`,
  });
  return {
    message: `Printing ${count.toLocaleString('en-US')} notices of salary adjustment. You will be notified when the file is ready.`,
    job,
  };
}

/** The job's work: the notices read (audited as the asker's read), drawn with the bar by pages, kept for the asker. */
export const printTrancheWork: LongWork = {
  kind: PRINT_TRANCHE_JOB,
  run: async (deps, job, progress) => {
    const effectiveDate = String(job.params.effective_date);
    const departmentId = typeof job.params.department_id === 'number' ? job.params.department_id : null;
    await progress.step('Reading the notices');
    const notices = await trancheNosa(deps, askerOf(job), effectiveDate, departmentId);
    const total = notices.length;
    await progress.set(0, total, 'Laying out the pages');
    // The share drawn comes from the PDF thread as it draws; the runner writes it at most every half second.
    const pdf = await renderNosa(deps, notices, (fraction) => {
      void progress.set(Math.round(fraction * total), total, 'Drawing the pages').catch(() => undefined);
    });
    const office = departmentId === null ? '' : `-${(notices[0]!.personnel.department?.acronym ?? 'office').replace(/[^A-Za-z0-9]+/g, '-')}`;
    const key = `background-jobs/nosa-${effectiveDate}${office}-${job.id}.pdf`;
    await deps.storage.put(key, pdf);
    await progress.set(total, total, 'Drawn');
    return {
      message: `The notices of salary adjustment effective ${formDate(effectiveDate)}: ${total.toLocaleString('en-US')} pages.`,
      link: noticesOf(effectiveDate),
      fileKey: key,
    };
  },
};
