import type { HrisModule } from '../../lib/module';
import spmsOfficeRoutes from './office.routes';

export const spmsOfficeModule: HrisModule = {
  name: 'spms-office',
  routes: [spmsOfficeRoutes],
};
