import { Navigate } from 'react-router';
import { IconUserCog } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The pages under My account of this feature, spread into the one route table (app/routes.tsx). */
export const accountRoutes: readonly AppRoute[] = [
  {
    path: '/profile/account',
    group: 'DEFAULT',
    title: 'Account Settings',
    breadcrumb: ['My Account', 'Account Settings'],
    hidden: true,
    layout: 'shell',
    element: <Navigate to="/profile/account/settings" replace />,
  },
  {
    path: '/profile/account/settings',
    group: 'DEFAULT',
    title: 'Account Settings',
    breadcrumb: ['My Account', 'Account Settings'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'Account Settings', icon: IconUserCog, description: 'Name, mobile number, photo and password' },
    element: lazyPage(
      () => import('./account-settings-page'),
      (m) => m.AccountSettingsPage,
    ),
  },
  {
    path: '/account',
    group: 'PDS',
    title: 'My Account',
    breadcrumb: ['My Account'],
    hidden: true,
    layout: 'shell',
    // SPEC.md §2: the account's first page is the daily time record.
    element: <Navigate to="/account/dtr" replace />,
  },
];
