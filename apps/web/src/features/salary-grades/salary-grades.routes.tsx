import { IconCash } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const salaryGradesRoutes: readonly AppRoute[] = [
  {
    path: '/settings/salary_grades',
    group: 'GENERALSETTINGS',
    title: 'Salary grades',
    breadcrumb: ['Settings', 'Salary grades'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'Salary grades', icon: IconCash, description: 'Monthly salary by grade and step' },
    element: lazyPage(
      () => import('./salary-grades-page'),
      (m) => m.SalaryGradesPage,
    ),
  },
  {
    path: '/settings/salary_grades/new',
    group: 'GENERALSETTINGS',
    title: 'Add a tranche',
    breadcrumb: ['Settings', 'Salary grades', 'Add a tranche'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./add-tranche-page'),
      (m) => m.AddTranchePage,
    ),
  },
];
