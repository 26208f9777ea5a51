import { z } from './zod';
import { idField } from './text';
import { oneAnswer, savedAnswer, ZTimestamp } from './responses';

// Long work as jobs (issue 42): the payroll's compute, a run's payslips in one PDF, a tranche's notices, an import's
// commit, the plantilla of personnel's and the L&D reports' files. The request answers at once with the job; the page follows its progress (the socket's event, a poll behind
// it) and the asker is notified with the result's link when it ends, wherever they are.

/** What each kind of job does, in the users' words (the bar's title, the notification's). */
export const BACKGROUND_JOB_KINDS = {
  'payroll-compute': 'Computing the payroll',
  'payroll-payslips': 'Printing the payslips',
  'salary-notices': 'Preparing the notices',
  'salary-notices-pdf': 'Printing the notices',
  'import-commit': 'Importing the rows',
  'plantilla-personnel': 'Preparing the plantilla of personnel',
  'lnd-report': 'Preparing the L&D report',
} as const;
export type TBackgroundJobKind = keyof typeof BACKGROUND_JOB_KINDS;
export const ZBackgroundJobKind = z.enum(Object.keys(BACKGROUND_JOB_KINDS) as [TBackgroundJobKind, ...TBackgroundJobKind[]]);

export const ZBackgroundJob = z.object({
  id: z.number().int(),
  kind: ZBackgroundJobKind,
  /** What the work is about (the run's id). */
  subject_id: z.number().int().nullable(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** People (or rows, or pages) done of the total; the total is 0 until the work has counted them. */
  done: z.number().int(),
  total: z.number().int(),
  /** What it does now ("Computing", "Drawing the PDF"). */
  step: z.string(),
  /** The result: the sentence, where to see it, whether a file waits at the job's file route. */
  result: z.object({ message: z.string(), link: z.string().nullable(), has_file: z.boolean() }).nullable(),
  /** Why it failed, in the users' words. */
  error: z.string().nullable(),
  created_at: ZTimestamp,
  finished_at: ZTimestamp.nullable(),
});
export type TBackgroundJob = z.infer<typeof ZBackgroundJob>;

export const ZBackgroundJobParams = z.object({ id: idField('job') });
export const ZBackgroundJobOne = oneAnswer('job', ZBackgroundJob);
export const ZBackgroundJobList = z.object({ jobs: z.array(ZBackgroundJob) });
/** A long request's answer (202): the job that does the work, and the sentence the page shows. */
export const ZBackgroundJobStarted = savedAnswer('job', ZBackgroundJob);
export type TBackgroundJobStarted = z.infer<typeof ZBackgroundJobStarted>;

/** The socket event that carries a job's progress to its asker's pages (at most every half second while it runs). */
export const BACKGROUND_JOB_EVENT = 'background-job';
