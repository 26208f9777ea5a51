import type { HrisModule } from '../../lib/module';
import covidRoutes from './covid.routes';

export const covidModule: HrisModule = {
  name: 'covid',
  routes: [covidRoutes],
};

export { COVID_HEALTH, countToVerify as countVaccinationsToVerify } from './covid.service';
