import { IconServerCog } from '@tabler/icons-react';
import { SectionLanding } from '../../app/section-landing';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const systemRoutes: readonly AppRoute[] = [
  {
    path: '/settings',
    group: 'DEFAULT',
    title: 'Settings',
    breadcrumb: ['Settings'],
    hidden: true,
    layout: 'shell',
    element: <SectionLanding section="Settings" preferred="/settings/admin/users" />,
  },
  {
    path: '/settings/system',
    group: 'ADMIN',
    title: 'System',
    breadcrumb: ['Settings', 'System'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'System', icon: IconServerCog, description: 'Maintenance mode, undelivered mail and announcements' },
    element: lazyPage(
      () => import('./system-settings-page'),
      (m) => m.SystemSettingsPage,
    ),
  },
  {
    path: '/settings/system/undelivered-mail',
    group: 'ADMIN',
    title: 'Undelivered mail',
    breadcrumb: ['Settings', 'System', 'Undelivered mail'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./undelivered-mail-page'),
      (m) => m.UndeliveredMailPage,
    ),
  },
];
