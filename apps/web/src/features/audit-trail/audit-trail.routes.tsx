import { IconHistory } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const auditTrailRoutes: readonly AppRoute[] = [
  page({
    path: '/settings/audit-trail',
    group: 'SETTINGS',
    breadcrumb: ['Settings', 'Audit Trail'],
    menu: { section: 'Settings', label: 'Audit Trail', icon: IconHistory, description: 'Who changed what, with before and after' },
    element: lazyPage(() => import('./audit-trail-page'), 'AuditTrailPage'),
  }),
];
