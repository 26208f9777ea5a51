import { IconUserSearch, IconUsers } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The public pages of this feature, spread into the one route table (app/routes.tsx). */
export const usersPublicRoutes: readonly AppRoute[] = [
  {
    // The link e-mailed to a new sign-in address (issue 15): public, like the password reset link.
    path: '/confirm-email',
    group: 'VERIFY_TOKEN',
    title: 'Confirm your new sign-in address',
    breadcrumb: ['Confirm your new sign-in address'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(
      () => import('./confirm-email-page'),
      (m) => m.ConfirmEmailPage,
    ),
  },
];

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const usersSettingsRoutes: readonly AppRoute[] = [
  {
    path: '/settings/admin/users',
    group: 'USERS',
    title: 'Users',
    breadcrumb: ['Settings', 'Users'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'Users', icon: IconUsers, description: 'Staff accounts, their roles and personnel records' },
    element: lazyPage(
      () => import('./users-page'),
      (m) => m.UsersPage,
    ),
  },
];

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const usersApplicantAccountsRoutes: readonly AppRoute[] = [
  {
    path: '/settings/accounts',
    group: 'USERACCOUNTS',
    title: 'Applicant accounts',
    breadcrumb: ['Settings', 'Applicant accounts'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'Applicant accounts', icon: IconUserSearch, description: 'Accounts job applicants registered' },
    element: lazyPage(
      () => import('./applicant-accounts-page'),
      (m) => m.ApplicantAccountsPage,
    ),
  },
];
