import type { HrisModule } from '../../lib/module';
import travelRoutes from './travel.routes';
import { travelRequestHandler } from './travel.service';

export const travelModule: HrisModule = {
  name: 'travel',
  routes: [travelRoutes],
  requestHandlers: { official_business: travelRequestHandler },
};
export { travelOverlapping } from './travel.service';
