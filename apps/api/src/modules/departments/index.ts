import type { HrisModule } from '../../lib/module';
import departmentsRoutes from './departments.routes';
import headerRoutes from './header.routes';

export const departmentsModule: HrisModule = {
  name: 'departments',
  routes: [departmentsRoutes, headerRoutes],
};

export { officeHeaderOf, officeHeaderOfPerson } from './header.service';
