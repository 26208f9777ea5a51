import type { HrisModule } from '../../lib/module';
import rolesRoutes from './roles.routes';

export const rolesModule: HrisModule = {
  name: 'roles',
  routes: [rolesRoutes],
};
export { refuseAdministratorsThing } from './role-grants';
export { refuseViewsNotHeld } from './role-grants';
export { ADMIN_VIEW, approvalRolesAmong, refuseApprovalRoles, type ApprovalRole } from './role-grants';
