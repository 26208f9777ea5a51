import type { HrisModule } from '../../lib/module';
import { clearExpiredRateLimitCounters } from './system.service';
import systemRoutes from './system.routes';
import undeliveredMailRoutes from './undelivered-mail.routes';

export const systemModule: HrisModule = {
  name: 'system',
  routes: [systemRoutes, undeliveredMailRoutes],
  // No lock needed: deleting what has expired is the same work whichever instance does it, and twice is harmless.
  jobs: [{ name: 'clearing expired rate-limit counters', run: (deps) => clearExpiredRateLimitCounters(deps) }],
};

export { isMaintenanceOn } from './system.service';
