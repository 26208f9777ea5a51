import type { HrisModule } from '../../lib/module';
import usersRoutes from './users.routes';

export const usersModule: HrisModule = {
  name: 'users',
  routes: [usersRoutes],
};
