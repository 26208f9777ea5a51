import type { HrisModule } from '../../lib/module';
import appealsRoutes from './appeals.routes';
import { appealRequestHandler } from './appeals.service';

export const appealsModule: HrisModule = {
  name: 'appeals',
  routes: [appealsRoutes],
  requestHandlers: { time_log_appeal: appealRequestHandler },
};
