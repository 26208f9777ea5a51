import type { HrisModule } from '../../lib/module';
import departmentsRoutes from './departments.routes';

export const departmentsModule: HrisModule = {
  name: 'departments',
  routes: [departmentsRoutes],
};
