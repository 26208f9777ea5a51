import type { HrisModule } from '../../lib/module';
import propertyRoutes from './property.routes';

export const propertyModule: HrisModule = {
  name: 'property',
  routes: [propertyRoutes],
};

export { countToAcknowledge, PROPERTY_OWN } from './property.service';
