import type { HrisModule } from '../../lib/module';
import plantillaRoutes from './plantilla.routes';

export const plantillaModule: HrisModule = {
  name: 'plantilla',
  routes: [plantillaRoutes],
};

export { fillItem, mustFindVacantItem, vacateItemOf } from './plantilla.service';
