import type { HrisModule } from '../../lib/module';
import offboardingRoutes from './offboarding.routes';
import { runDueSeparationsOnce } from './offboarding.due';

export const offboardingModule: HrisModule = {
  name: 'offboarding',
  routes: [offboardingRoutes],
  jobs: [{ name: 'applying due separations', run: (deps) => runDueSeparationsOnce(deps) }],
};

export { applyDueSeparations, runDueSeparationsOnce } from './offboarding.due';
export { propertyHoldingsChanged } from './offboarding.service';
