import type { HrisModule } from '../../lib/module';
import setupRoutes from './setup.routes';

export const setupModule: HrisModule = {
  name: 'setup',
  routes: [setupRoutes],
};

export { setupProgress } from './setup.service';
