import type { HrisModule } from '../../lib/module';
import { registerLongWork } from '../background-jobs';
import { commitWork } from './imports.service';
import importsRoutes from './imports.routes';

registerLongWork(commitWork);

export const importsModule: HrisModule = {
  name: 'imports',
  routes: [importsRoutes],
};
export { importStates } from './imports.service';
