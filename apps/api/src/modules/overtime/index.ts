import type { HrisModule } from '../../lib/module';
import overtimeRoutes from './overtime.routes';
import { overtimeRequestHandler } from './overtime.service';
import { runOvertimeCreditsOnce } from './overtime.job';

export const overtimeModule: HrisModule = {
  name: 'overtime',
  routes: [overtimeRoutes],
  requestHandlers: { overtime: overtimeRequestHandler, makeup_class: overtimeRequestHandler },
  jobs: [{ name: 'crediting served overtime', run: (deps) => runOvertimeCreditsOnce(deps) }],
};

export { creditDueOvertime, runOvertimeCreditsOnce } from './overtime.job';
