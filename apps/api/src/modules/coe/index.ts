import type { HrisModule } from '../../lib/module';
import coeRoutes from './coe.routes';
import { coeRequestHandler } from './coe.service';

export const coeModule: HrisModule = {
  name: 'coe',
  routes: [coeRoutes],
  requestHandlers: { coe_request: coeRequestHandler },
};
