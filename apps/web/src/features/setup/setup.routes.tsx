import { IconBuildingBank, IconListCheck } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const setupRoutes: readonly AppRoute[] = [
  page({
    path: '/settings/setup',
    group: 'ADMIN',
    breadcrumb: ['Settings', 'Set up the system'],
    menu: { section: 'Settings', label: 'Set up the system', icon: IconListCheck, description: 'What must exist before the system works, and where to fix it' },
    element: lazyPage(() => import('./setup-page'), 'SetupPage'),
  }),
  page({
    path: '/settings/university',
    group: 'GENERALSETTINGS',
    breadcrumb: ['Settings', 'University profile'],
    menu: {
      section: 'Settings',
      label: 'University profile',
      icon: IconBuildingBank,
      description: "The university's name, address, logo, TIN and agency codes",
    },
    element: lazyPage(() => import('./university-profile-page'), 'UniversityProfilePage'),
  }),
];
