import type { HrisModule } from '../../lib/module';
import memorandaRoutes from './memoranda.routes';

export const memorandaModule: HrisModule = {
  name: 'memoranda',
  routes: [memorandaRoutes],
};

export { countToAcknowledge as countMemorandaToAcknowledge, MEMORANDA_ISSUERS } from './memoranda.service';
