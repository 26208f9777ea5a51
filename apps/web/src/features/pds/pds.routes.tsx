import { IconFileCheck, IconId } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The pages under My account of this feature, spread into the one route table (app/routes.tsx). */
export const pdsAccountRoutes: readonly AppRoute[] = [
  page({
    path: '/account/profile',
    group: 'PDS',
    breadcrumb: ['My Account', 'Personal Data Sheet'],
    menu: { section: 'My Account', label: 'Personal Data Sheet', icon: IconId, description: 'Your PDS (CS Form 212), its documents, and sending it to HR' },
    element: lazyPage(() => import('./my-pds-page'), 'MyPdsPage'),
  }),
];

/** The pages of the personnel area of this feature, spread into the one route table (app/routes.tsx). */
export const pdsPersonnelRoutes: readonly AppRoute[] = [
  page({
    path: '/pds/checking',
    group: 'PDS-CHECKING',
    breadcrumb: ['Personnel', 'PDS checking'],
    menu: { section: 'Personnel', label: 'PDS checking', icon: IconFileCheck, description: 'Verify the personal data sheets employees send' },
    element: lazyPage(() => import('./pds-checking-page'), 'PdsCheckingPage'),
  }),
];
