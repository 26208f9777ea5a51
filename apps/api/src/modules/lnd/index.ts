import type { HrisModule } from '../../lib/module';
import lndRoutes from './lnd.routes';
import { planRequestHandler } from './plans.service';

export const lndModule: HrisModule = {
  name: 'lnd',
  routes: [lndRoutes],
  requestHandlers: { development_plan_faculty: planRequestHandler, development_plan_administrative: planRequestHandler },
};
