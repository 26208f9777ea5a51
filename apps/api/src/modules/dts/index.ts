import type { HrisModule } from '../../lib/module';
import dtsRoutes from './dts.routes';

export const dtsModule: HrisModule = {
  name: 'dts',
  routes: [dtsRoutes],
};
