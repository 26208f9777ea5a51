import type { HrisModule } from '../../lib/module';
import connectedOfficesRoutes from './connected-offices.routes';
import { officeConnectionHandler } from './connected-offices.service';

export const connectedOfficesModule: HrisModule = {
  name: 'connected-offices',
  routes: [connectedOfficesRoutes],
  requestHandlers: { office_connection: officeConnectionHandler },
};

export { connectedOfficeIds } from './connected-offices.service';
