import type { HrisModule } from '../../lib/module';
import auditTrailRoutes from './audit-trail.routes';

export const auditTrailModule: HrisModule = {
  name: 'audit-trail',
  routes: [auditTrailRoutes],
};
