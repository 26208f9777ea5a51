import type { HrisModule } from '../../lib/module';
import dashboardRoutes from './dashboard.routes';

export const dashboardModule: HrisModule = {
  name: 'dashboard',
  routes: [dashboardRoutes],
};
