import type { HrisModule } from '../../lib/module';
import personnelRoutes from './personnel.routes';

export const personnelModule: HrisModule = {
  name: 'personnel',
  routes: [personnelRoutes],
};
export { newEmployeeNumber } from './personnel.service';
