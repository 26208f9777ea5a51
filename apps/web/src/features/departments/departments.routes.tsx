import { IconBuilding, IconSignature, IconUserShield } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The pages of the department area of this feature, spread into the one route table (app/routes.tsx). */
export const departmentsDepartmentRoutes: readonly AppRoute[] = [
  page({
    path: '/department_setting',
    group: 'EDATSDEPTHEAD',
    alsoOpenTo: ['GENERALSETTINGS'],
    breadcrumb: ['Department', 'Add OIC Head'],
    menu: { section: 'Department', label: 'Add OIC Head', icon: IconUserShield, description: 'The head and the officer-in-charge of a department' },
    element: lazyPage(() => import('./department-heads-page'), 'DepartmentHeadsPage'),
  }),
  page({
    path: '/department/header/setting',
    group: 'DEPTHEADER',
    alsoOpenTo: ['EDATSDEPTHEAD', 'GENERALSETTINGS'],
    breadcrumb: ['Department', 'Department Header'],
    menu: {
      section: 'Department',
      label: 'Department Header',
      icon: IconSignature,
      description: "The header printed on the office's documents: name lines, address, logo",
    },
    element: lazyPage(() => import('./department-header-page'), 'DepartmentHeaderPage'),
  }),
];

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const departmentsSettingsRoutes: readonly AppRoute[] = [
  page({
    path: '/settings/departments',
    group: 'GENERALSETTINGS',
    breadcrumb: ['Settings', 'Departments'],
    menu: { section: 'Settings', label: 'Departments', icon: IconBuilding, description: 'Offices and colleges, their heads and units' },
    element: lazyPage(() => import('./departments-page'), 'DepartmentsPage'),
  }),
  page({
    path: '/settings/departments/:id/split-unit',
    group: 'GENERALSETTINGS',
    breadcrumb: ['Settings', 'Departments', 'Split into units'],
    element: lazyPage(() => import('./split-unit-page'), 'SplitUnitPage'),
  }),
];
