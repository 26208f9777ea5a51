import type { HrisModule } from '../../lib/module';
import propertyRoutes from './property.routes';
import holdingsRoutes from './holdings.routes';
import propertyMovementRoutes from './movements.routes';
import propertyCountRoutes from './count.routes';

export const propertyModule: HrisModule = {
  name: 'property',
  routes: [propertyRoutes, propertyMovementRoutes, propertyCountRoutes, holdingsRoutes],
};

export { countToAcknowledge, PROPERTY_OWN } from './property.service';
