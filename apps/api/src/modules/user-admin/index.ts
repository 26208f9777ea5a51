import type { HrisModule } from '../../lib/module';
import userAdminRoutes from './user-admin.routes';

export const userAdminModule: HrisModule = {
  name: 'user-admin',
  routes: [userAdminRoutes],
};
export { setActive, makeEmployeeAccounts, inviteAccounts, EMPLOYEE_ROLE } from './user-admin.service';
