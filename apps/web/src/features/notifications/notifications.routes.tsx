import { IconBell } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The main area's pages of this feature, spread into the one route table (app/routes.tsx). */
export const notificationsRoutes: readonly AppRoute[] = [
  page({
    path: '/notifications',
    group: 'OTHERS',
    breadcrumb: ['Notifications'],
    menu: { section: 'Main', label: 'Notifications', icon: IconBell, description: 'Everything sent to you in the last 10 days' },
    element: lazyPage(() => import('./notifications-page'), 'NotificationsPage'),
  }),
];
