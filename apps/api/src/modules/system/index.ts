import type { HrisModule } from '../../lib/module';
import systemRoutes from './system.routes';

export const systemModule: HrisModule = {
  name: 'system',
  routes: [systemRoutes],
};

export { isMaintenanceOn } from './system.service';
