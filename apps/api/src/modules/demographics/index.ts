import type { HrisModule } from '../../lib/module';
import demographicsRoutes from './demographics.routes';

export const demographicsModule: HrisModule = {
  name: 'demographics',
  routes: [demographicsRoutes],
};
