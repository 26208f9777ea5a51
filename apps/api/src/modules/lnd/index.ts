import type { HrisModule } from '../../lib/module';
import lndRoutes from './lnd.routes';
import lndManageRoutes from './manage.routes';
import reportRoutes from './reports.routes';
import { reportFileWork } from './reports.job';
import { registerLongWork } from '../background-jobs';
import { planRequestHandler } from './plans.service';
import scholarshipRoutes from './scholarships.routes';
import { scholarshipRequestHandler } from './scholarships.service';

registerLongWork(reportFileWork);

export const lndModule: HrisModule = {
  name: 'lnd',
  routes: [lndRoutes, lndManageRoutes, scholarshipRoutes, reportRoutes],
  requestHandlers: {
    development_plan_faculty: planRequestHandler,
    development_plan_administrative: planRequestHandler,
    scholarship: scholarshipRequestHandler,
  },
};

export { countToVerify as countTrainingsToVerify, VERIFY_TRAINING } from './attended.service';
