import type { HrisModule } from '../../lib/module';
import plantillaRoutes from './plantilla.routes';
import plantillaPersonnelRoutes from './plantilla-personnel.routes';
import { plantillaFileWork } from './plantilla-personnel.job';
import { registerLongWork } from '../background-jobs';

registerLongWork(plantillaFileWork);

export const plantillaModule: HrisModule = {
  name: 'plantilla',
  routes: [plantillaRoutes, plantillaPersonnelRoutes],
};

export { fillItem, mustFindVacantItem, vacateItemOf } from './plantilla.service';
