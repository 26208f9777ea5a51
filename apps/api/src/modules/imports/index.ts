import type { HrisModule } from '../../lib/module';
import importsRoutes from './imports.routes';

export const importsModule: HrisModule = {
  name: 'imports',
  routes: [importsRoutes],
};
export { importStates } from './imports.service';
