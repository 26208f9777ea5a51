import { IconShieldLock } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const rolesRoutes: readonly AppRoute[] = [
  page({
    path: '/settings/admin/roles',
    group: 'ROLES',
    breadcrumb: ['Settings', 'Roles'],
    menu: { section: 'Settings', label: 'Roles', icon: IconShieldLock, description: 'Roles and the views each opens' },
    element: lazyPage(() => import('./roles-page'), 'RolesPage'),
  }),
];
