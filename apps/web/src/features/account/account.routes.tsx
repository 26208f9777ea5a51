import { Navigate } from 'react-router';
import { IconUserCog } from '@tabler/icons-react';
import { lazyPage, page, type AppRoute } from '../../lib/route-kit';

/** The pages under My account of this feature, spread into the one route table (app/routes.tsx). */
export const accountRoutes: readonly AppRoute[] = [
  page({
    path: '/profile/account',
    group: 'DEFAULT',
    breadcrumb: ['My Account', 'Account Settings'],
    element: <Navigate to="/profile/account/settings" replace />,
  }),
  page({
    path: '/profile/account/settings',
    group: 'DEFAULT',
    breadcrumb: ['My Account', 'Account Settings'],
    menu: { section: 'My Account', label: 'Account Settings', icon: IconUserCog, description: 'Name, mobile number, photo and password' },
    element: lazyPage(() => import('./account-settings-page'), 'AccountSettingsPage'),
  }),
  page({
    path: '/account',
    group: 'PDS',
    breadcrumb: ['My Account'],
    // SPEC.md §2: the account's first page is the daily time record.
    element: <Navigate to="/account/dtr" replace />,
  }),
];
