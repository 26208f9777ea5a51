import { IconHistory } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const auditTrailRoutes: readonly AppRoute[] = [
  {
    path: '/settings/audit-trail',
    group: 'SETTINGS',
    title: 'Audit Trail',
    breadcrumb: ['Settings', 'Audit Trail'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'Audit Trail', icon: IconHistory, description: 'Who changed what, with before and after' },
    element: lazyPage(
      () => import('./audit-trail-page'),
      (m) => m.AuditTrailPage,
    ),
  },
];
