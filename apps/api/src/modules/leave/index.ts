import type { HrisModule } from '../../lib/module';
import leaveRoutes from './leave.routes';
import { leaveRequestHandler } from './applications.service';
import { runLeaveRefreshOnce } from './leave.job';

export const leaveModule: HrisModule = {
  name: 'leave',
  routes: [leaveRoutes],
  requestHandlers: { leave: leaveRequestHandler, leave_monetization: leaveRequestHandler },
  jobs: [{ name: 'refreshing leave cards', run: (deps) => runLeaveRefreshOnce(deps) }],
};

export { refreshPeople, recomputeLedgers, ensureFreshPeople, creditsHeldOn } from './ledger.service';
export { refreshStaleLeave } from './leave.job';
export { refreshAfterBulkChange } from './balances.service';
