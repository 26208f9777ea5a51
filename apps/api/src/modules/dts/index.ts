import type { HrisModule } from '../../lib/module';
import dtsRoutes from './dts.routes';
import { runOverdueOnce } from './dts.job';

export const dtsModule: HrisModule = {
  name: 'dts',
  routes: [dtsRoutes],
  jobs: [{ name: 'telling of overdue documents', run: (deps) => runOverdueOnce(deps) }],
};

export { runOverdueOnce, tellOverdue } from './dts.job';
