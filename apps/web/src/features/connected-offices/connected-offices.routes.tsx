import { IconPlugConnected } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

// The connected office (SPEC.md §2 My Account → connectedoffice, group PDS; issue 24).

/** My Account: the offices I belong to or act for, and my requests to be connected to another. */
export const connectedOfficesRoutes: readonly AppRoute[] = [
  page({
    path: '/account/connectedoffice',
    group: 'PDS',
    breadcrumb: ['My Account', 'Connected Office'],
    menu: {
      section: 'My Account',
      label: 'Connected Office',
      icon: IconPlugConnected,
      description: 'The offices you belong to or act for; ask to be connected to another',
    },
    element: lazyPage(() => import('./connected-office-page'), 'ConnectedOfficePage'),
  }),
];
