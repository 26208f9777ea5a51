import type { HrisModule } from '../../lib/module';
import { registerLongWork } from '../background-jobs';
import { applyTrancheWork, printTrancheWork } from './salary-notices-tranche.job';
import { salaryNoticesJob } from './salary-notices.job';
import salaryNoticesRoutes from './salary-notices.routes';

registerLongWork(applyTrancheWork);
registerLongWork(printTrancheWork);

export const salaryNoticesModule: HrisModule = {
  name: 'salary-notices',
  routes: [salaryNoticesRoutes],
  jobs: [salaryNoticesJob],
};

export { runSalaryNoticesOnce } from './salary-notices.job';
