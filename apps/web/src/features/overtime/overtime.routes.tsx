import { IconChalkboard, IconClockPlus, IconHourglass } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

const load = () => import('./overtime-pages');

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const overtimeRoutes: readonly AppRoute[] = [
  page({
    path: '/account/overtime',
    group: 'PDS',
    breadcrumb: ['My Account', 'Overtime'],
    menu: {
      section: 'My Account',
      label: 'Overtime',
      icon: IconClockPlus,
      description: 'File overtime or a make-up class; your compensatory overtime credits and their certificate',
      activeFor: ['/account/overtime/new', '/account/overtime/:id', '/account/overtime/form'],
    },
    element: lazyPage(load, 'MyOvertimePage'),
  }),
  page({ path: '/account/overtime/new', group: 'PDS', breadcrumb: ['My Account', 'Overtime', 'New request'], element: lazyPage(load, 'NewOvertimePage') }),
  page({
    path: '/account/overtime/form',
    group: 'PDS',
    breadcrumb: ['My Account', 'Overtime', 'Authorization form'],
    element: lazyPage(load, 'OvertimeFormsPage'),
  }),
  page({ path: '/account/overtime/:id', group: 'PDS', breadcrumb: ['My Account', 'Overtime', 'Request'], element: lazyPage(load, 'MyOvertimeRequestPage') }),
  page({
    path: '/department/edats/overtime',
    group: 'EDATSDEPTHEAD',
    breadcrumb: ['Department', 'Overtime requests'],
    menu: {
      section: 'Department',
      label: 'Staff overtime',
      icon: IconClockPlus,
      description: "Recommend your department's overtime and make-up classes",
      activeFor: ['/department/edats/overtime/:id'],
    },
    element: lazyPage(load, 'DepartmentOvertimePage'),
  }),
  page({
    path: '/department/edats/overtime/:id',
    group: 'EDATSDEPTHEAD',
    breadcrumb: ['Department', 'Overtime requests', 'Request'],
    element: lazyPage(load, 'DepartmentOvertimeRequestPage'),
  }),
  page({
    path: '/edats/overtime',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Overtime'],
    menu: {
      section: 'eDATS',
      label: 'All overtime',
      icon: IconHourglass,
      description: "Everyone's overtime, the time served and the compensatory overtime credits earned",
      activeFor: ['/edats/overtime/:id', '/edats/overtime/from'],
    },
    element: lazyPage(load, 'EdatsOvertimePage'),
  }),
  // SPEC.md §2 lists eDATS "overtime/from" among the hidden form pages: the same list, to open and print.
  page({ path: '/edats/overtime/from', group: 'EDATSADMIN', breadcrumb: ['eDATS', 'Overtime', 'Forms'], element: lazyPage(load, 'EdatsOvertimePage') }),
  page({ path: '/edats/overtime/:id', group: 'EDATSADMIN', breadcrumb: ['eDATS', 'Overtime', 'Request'], element: lazyPage(load, 'EdatsOvertimeRequestPage') }),
  page({
    path: '/faculty/edats',
    group: 'EDATSOVPAA',
    breadcrumb: ['eDATS', 'Make-up classes'],
    menu: {
      section: 'eDATS',
      label: 'Make-up classes',
      icon: IconChalkboard,
      description: 'Make-up class requests of the whole university, for the VPAA’s office',
      activeFor: ['/faculty/edats/:id'],
    },
    element: lazyPage(load, 'FacultyMakeupPage'),
  }),
  page({
    path: '/faculty/edats/:id',
    group: 'EDATSOVPAA',
    breadcrumb: ['eDATS', 'Make-up classes', 'Request'],
    element: lazyPage(load, 'FacultyMakeupRequestPage'),
  }),
];
