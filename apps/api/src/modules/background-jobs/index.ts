import type { HrisModule } from '../../lib/module';
import backgroundJobsRoutes from './background-jobs.routes';
import { removeFilesPastKeeping } from './background-jobs.service';

export const backgroundJobsModule: HrisModule = {
  name: 'background-jobs',
  routes: [backgroundJobsRoutes],
  jobs: [{ name: 'removing job files kept past their time', run: (deps) => removeFilesPastKeeping(deps) }],
};

export {
  askerOf,
  isUnderWay,
  jobOfSubject,
  myJobOfSubject,
  registerLongWork,
  removeFilesPastKeeping,
  runJobQueueOnce,
  startJob,
  startJobRunner,
  JOB_FILES_KEPT_DAYS,
  JOB_LEASE_MS,
  type JobResult,
  type LongWork,
  type Progress,
} from './background-jobs.service';
export type { JobRow } from './background-jobs.repo';
