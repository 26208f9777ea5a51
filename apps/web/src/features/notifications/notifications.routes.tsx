import { IconBell } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The main area's pages of this feature, spread into the one route table (app/routes.tsx). */
export const notificationsRoutes: readonly AppRoute[] = [
  {
    path: '/notifications',
    group: 'OTHERS',
    title: 'Notifications',
    breadcrumb: ['Notifications'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Main', label: 'Notifications', icon: IconBell, description: 'Everything sent to you in the last 10 days' },
    element: lazyPage(
      () => import('./notifications-page'),
      (m) => m.NotificationsPage,
    ),
  },
];
