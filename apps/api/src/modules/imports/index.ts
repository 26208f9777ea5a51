import type { HrisModule } from '../../lib/module';
import importsRoutes from './imports.routes';

export const importsModule: HrisModule = {
  name: 'imports',
  routes: [importsRoutes],
};
export { standingImports } from './imports.service';
