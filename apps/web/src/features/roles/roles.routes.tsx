import { IconShieldLock } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const rolesRoutes: readonly AppRoute[] = [
  {
    path: '/settings/admin/roles',
    group: 'ROLES',
    title: 'Roles',
    breadcrumb: ['Settings', 'Roles'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'Roles', icon: IconShieldLock, description: 'Roles and the views each opens' },
    element: lazyPage(
      () => import('./roles-page'),
      (m) => m.RolesPage,
    ),
  },
];
