import type { HrisModule } from '../../lib/module';
import propertyRoutes from './property.routes';
import holdingsRoutes from './holdings.routes';

export const propertyModule: HrisModule = {
  name: 'property',
  routes: [propertyRoutes, holdingsRoutes],
};

export { countToAcknowledge, PROPERTY_OWN } from './property.service';
