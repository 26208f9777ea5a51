import type { HrisModule } from '../../lib/module';
import backgroundJobsRoutes from './background-jobs.routes';

export const backgroundJobsModule: HrisModule = {
  name: 'background-jobs',
  routes: [backgroundJobsRoutes],
};

export {
  askerOf,
  isUnderWay,
  jobOfSubject,
  myJobOfSubject,
  registerLongWork,
  runJobQueueOnce,
  startJob,
  startJobRunner,
  JOB_LEASE_MS,
  type JobResult,
  type LongWork,
  type Progress,
} from './background-jobs.service';
export type { JobRow } from './background-jobs.repo';
