import { IconBuilding, IconSignature, IconUserShield } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The pages of the department area of this feature, spread into the one route table (app/routes.tsx). */
export const departmentsDepartmentRoutes: readonly AppRoute[] = [
  {
    path: '/department_setting',
    group: 'EDATSDEPTHEAD',
    alsoOpenTo: ['GENERALSETTINGS'],
    title: 'Add OIC Head',
    breadcrumb: ['Department', 'Add OIC Head'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Department', label: 'Add OIC Head', icon: IconUserShield, description: 'The head and the officer-in-charge of a department' },
    element: lazyPage(
      () => import('./department-heads-page'),
      (m) => m.DepartmentHeadsPage,
    ),
  },
  {
    path: '/department/header/setting',
    group: 'DEPTHEADER',
    alsoOpenTo: ['EDATSDEPTHEAD', 'GENERALSETTINGS'],
    title: 'Department Header',
    breadcrumb: ['Department', 'Department Header'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Department',
      label: 'Department Header',
      icon: IconSignature,
      description: "The header printed on the office's documents: name lines, address, logo",
    },
    element: lazyPage(
      () => import('./department-header-page'),
      (m) => m.DepartmentHeaderPage,
    ),
  },
];

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const departmentsSettingsRoutes: readonly AppRoute[] = [
  {
    path: '/settings/departments',
    group: 'GENERALSETTINGS',
    title: 'Departments',
    breadcrumb: ['Settings', 'Departments'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'Departments', icon: IconBuilding, description: 'Offices and colleges, their heads and units' },
    element: lazyPage(
      () => import('./departments-page'),
      (m) => m.DepartmentsPage,
    ),
  },
  {
    path: '/settings/departments/:id/split-unit',
    group: 'GENERALSETTINGS',
    title: 'Split into units',
    breadcrumb: ['Settings', 'Departments', 'Split into units'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./split-unit-page'),
      (m) => m.SplitUnitPage,
    ),
  },
];
