import { IconFileDollar, IconStairsUp, IconTrendingUp } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

// Salary notices (issue 20; SPEC.md §2 lists /nosa and /nosi under Personnel, group NOSINOSA): the HR office applies
// tranches and issues the notices; every employee sees and acknowledges their own under My Account.

/** HR's pages, in the Personnel section (app/routes.tsx). */
export const salaryNoticesPersonnelRoutes: readonly AppRoute[] = [
  page({
    path: '/nosa',
    group: 'NOSINOSA',
    title: 'Notices of Salary Adjustment',
    breadcrumb: ['Personnel', 'NOSA'],
    menu: {
      section: 'Personnel',
      label: 'Salary adjustments (NOSA)',
      icon: IconTrendingUp,
      description: 'Apply a salary tranche to the incumbents; issue and print the notices',
    },
    element: lazyPage(() => import('./nosa-page'), 'NosaPage'),
  }),
  page({
    path: '/nosi',
    group: 'NOSINOSA',
    title: 'Notices of Salary Step Increment',
    breadcrumb: ['Personnel', 'NOSI'],
    menu: {
      section: 'Personnel',
      label: 'Step increments (NOSI)',
      icon: IconStairsUp,
      description: 'Who is due a step, the inputs behind the date, and the notices issued',
    },
    element: lazyPage(() => import('./nosi-page'), 'NosiPage'),
  }),
];

/** The employee's own notices, under My Account. */
export const salaryNoticesAccountRoutes: readonly AppRoute[] = [
  page({
    path: '/account/salary-notices',
    group: 'PDS',
    breadcrumb: ['My Account', 'My salary notices'],
    menu: { section: 'My Account', label: 'My salary notices', icon: IconFileDollar, description: 'Your NOSA and NOSI: view, print and acknowledge receipt' },
    element: lazyPage(() => import('./my-salary-notices-page'), 'MySalaryNoticesPage'),
  }),
];
