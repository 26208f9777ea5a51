import type { HrisModule } from '../../lib/module';
import { clearExpiredRateLimits } from '../../lib/rate-limit-store';
import systemRoutes from './system.routes';
import undeliveredMailRoutes from './undelivered-mail.routes';

export const systemModule: HrisModule = {
  name: 'system',
  routes: [systemRoutes, undeliveredMailRoutes],
  // No lock needed: deleting what has expired is the same work whichever instance does it, and twice is harmless.
  jobs: [{ name: 'clearing expired rate-limit counters', run: (deps) => clearExpiredRateLimits(deps.db.$client) }],
};

export { isMaintenanceOn } from './system.service';
