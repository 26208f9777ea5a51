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

<<<<<<< HEAD
export { refreshPeople, recomputeLedgers, ensureFreshPeople } from './ledger.service';
=======
export { refreshPeople, recomputeLedgers, creditsHeldOn } from './ledger.service';
>>>>>>> issue36-leavepesos
export { refreshStaleLeave } from './leave.job';
