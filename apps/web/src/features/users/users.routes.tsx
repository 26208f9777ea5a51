import { IconUserSearch, IconUsers } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The public pages of this feature, spread into the one route table (app/routes.tsx). */
export const usersPublicRoutes: readonly AppRoute[] = [
  page({
    // The link e-mailed to a new sign-in address (issue 15): public, like the password reset link.
    path: '/confirm-email',
    group: 'VERIFY_TOKEN',
    breadcrumb: ['Confirm your new sign-in address'],
    layout: 'bare',
    element: lazyPage(() => import('./confirm-email-page'), 'ConfirmEmailPage'),
  }),
];

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const usersSettingsRoutes: readonly AppRoute[] = [
  page({
    path: '/settings/admin/users',
    group: 'USERS',
    breadcrumb: ['Settings', 'Users'],
    menu: { section: 'Settings', label: 'Users', icon: IconUsers, description: 'Staff accounts, their roles and personnel records' },
    element: lazyPage(() => import('./users-page'), 'UsersPage'),
  }),
];

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const usersApplicantAccountsRoutes: readonly AppRoute[] = [
  page({
    path: '/settings/accounts',
    group: 'USERACCOUNTS',
    breadcrumb: ['Settings', 'Applicant accounts'],
    menu: { section: 'Settings', label: 'Applicant accounts', icon: IconUserSearch, description: 'Accounts job applicants registered' },
    element: lazyPage(() => import('./applicant-accounts-page'), 'ApplicantAccountsPage'),
  }),
];
