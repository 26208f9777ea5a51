import { IconServerCog } from '@tabler/icons-react';
import { SectionLanding } from '../../components/section-landing';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const systemRoutes: readonly AppRoute[] = [
  page({ path: '/settings', group: 'DEFAULT', breadcrumb: ['Settings'], element: <SectionLanding section="Settings" preferred="/settings/admin/users" /> }),
  page({
    path: '/settings/system',
    group: 'ADMIN',
    breadcrumb: ['Settings', 'System'],
    menu: { section: 'Settings', label: 'System', icon: IconServerCog, description: 'Maintenance mode, undelivered mail and announcements' },
    element: lazyPage(() => import('./system-settings-page'), 'SystemSettingsPage'),
  }),
  page({
    path: '/settings/system/undelivered-mail',
    group: 'ADMIN',
    breadcrumb: ['Settings', 'System', 'Undelivered mail'],
    element: lazyPage(() => import('./undelivered-mail-page'), 'UndeliveredMailPage'),
  }),
];
