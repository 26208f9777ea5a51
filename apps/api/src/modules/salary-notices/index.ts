import type { HrisModule } from '../../lib/module';
import { salaryNoticesJob } from './salary-notices.job';
import salaryNoticesRoutes from './salary-notices.routes';

export const salaryNoticesModule: HrisModule = {
  name: 'salary-notices',
  routes: [salaryNoticesRoutes],
  jobs: [salaryNoticesJob],
};

export { runSalaryNoticesOnce } from './salary-notices.job';
