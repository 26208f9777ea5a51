import { IconCash } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const salaryGradesRoutes: readonly AppRoute[] = [
  page({
    path: '/settings/salary_grades',
    group: 'GENERALSETTINGS',
    breadcrumb: ['Settings', 'Salary grades'],
    menu: { section: 'Settings', label: 'Salary grades', icon: IconCash, description: 'Monthly salary by grade and step' },
    element: lazyPage(() => import('./salary-grades-page'), 'SalaryGradesPage'),
  }),
  page({
    path: '/settings/salary_grades/new',
    group: 'GENERALSETTINGS',
    breadcrumb: ['Settings', 'Salary grades', 'Add a tranche'],
    element: lazyPage(() => import('./add-tranche-page'), 'AddTranchePage'),
  }),
];
