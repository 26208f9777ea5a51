import type { HrisModule } from '../../lib/module';
import propertyRoutes from './property.routes';
import holdingsRoutes from './holdings.routes';
import propertyMovementRoutes from './movements.routes';

export const propertyModule: HrisModule = {
  name: 'property',
  routes: [propertyRoutes, propertyMovementRoutes, holdingsRoutes],
};

export { countToAcknowledge, PROPERTY_OWN } from './property.service';
