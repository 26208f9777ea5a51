import { IconFileCheck, IconId } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The pages under My account of this feature, spread into the one route table (app/routes.tsx). */
export const pdsAccountRoutes: readonly AppRoute[] = [
  {
    path: '/account/profile',
    group: 'PDS',
    title: 'Personal Data Sheet',
    breadcrumb: ['My Account', 'Personal Data Sheet'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'Personal Data Sheet', icon: IconId, description: 'Your PDS (CS Form 212), its documents, and sending it to HR' },
    element: lazyPage(
      () => import('./my-pds-page'),
      (m) => m.MyPdsPage,
    ),
  },
];

/** The pages of the personnel area of this feature, spread into the one route table (app/routes.tsx). */
export const pdsPersonnelRoutes: readonly AppRoute[] = [
  {
    path: '/pds/checking',
    group: 'PDS-CHECKING',
    title: 'PDS checking',
    breadcrumb: ['Personnel', 'PDS checking'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Personnel', label: 'PDS checking', icon: IconFileCheck, description: 'Verify the personal data sheets employees send' },
    element: lazyPage(
      () => import('./pds-checking-page'),
      (m) => m.PdsCheckingPage,
    ),
  },
];
