import { IconChalkboard, IconClockPlus, IconHourglass } from '@tabler/icons-react';
import type { TRouteGroup } from '@hris/contracts';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

const load = () => import('./overtime-pages');

type Page = Parameters<typeof lazyPage<Awaited<ReturnType<typeof load>>>>[1];
const hiddenPage = (path: string, group: TRouteGroup, breadcrumb: string[], pick: Page): AppRoute => ({
  path,
  group,
  title: breadcrumb.at(-1)!,
  breadcrumb,
  hidden: true,
  layout: 'shell',
  element: lazyPage(load, pick),
});

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const overtimeRoutes: readonly AppRoute[] = [
  {
    path: '/account/overtime',
    group: 'PDS',
    title: 'Overtime',
    breadcrumb: ['My Account', 'Overtime'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'My Account',
      label: 'Overtime',
      icon: IconClockPlus,
      description: 'File overtime or a make-up class; your compensatory overtime credits and their certificate',
      activeFor: ['/account/overtime/new', '/account/overtime/:id', '/account/overtime/form'],
    },
    element: lazyPage(load, (m) => m.MyOvertimePage),
  },
  hiddenPage('/account/overtime/new', 'PDS', ['My Account', 'Overtime', 'New request'], (m) => m.NewOvertimePage),
  hiddenPage('/account/overtime/form', 'PDS', ['My Account', 'Overtime', 'Authorization form'], (m) => m.OvertimeFormsPage),
  hiddenPage('/account/overtime/:id', 'PDS', ['My Account', 'Overtime', 'Request'], (m) => m.MyOvertimeRequestPage),
  {
    path: '/department/edats/overtime',
    group: 'EDATSDEPTHEAD',
    title: 'Overtime requests',
    breadcrumb: ['Department', 'Overtime requests'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Department',
      label: 'Staff overtime',
      icon: IconClockPlus,
      description: "Recommend your department's overtime and make-up classes",
      activeFor: ['/department/edats/overtime/:id'],
    },
    element: lazyPage(load, (m) => m.DepartmentOvertimePage),
  },
  hiddenPage('/department/edats/overtime/:id', 'EDATSDEPTHEAD', ['Department', 'Overtime requests', 'Request'], (m) => m.DepartmentOvertimeRequestPage),
  {
    path: '/edats/overtime',
    group: 'EDATSADMIN',
    title: 'Overtime',
    breadcrumb: ['eDATS', 'Overtime'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'eDATS',
      label: 'All overtime',
      icon: IconHourglass,
      description: "Everyone's overtime, the time served and the compensatory overtime credits earned",
      activeFor: ['/edats/overtime/:id', '/edats/overtime/from'],
    },
    element: lazyPage(load, (m) => m.EdatsOvertimePage),
  },
  // SPEC.md §2 lists eDATS "overtime/from" among the hidden form pages: the same list, to open and print.
  hiddenPage('/edats/overtime/from', 'EDATSADMIN', ['eDATS', 'Overtime', 'Forms'], (m) => m.EdatsOvertimePage),
  hiddenPage('/edats/overtime/:id', 'EDATSADMIN', ['eDATS', 'Overtime', 'Request'], (m) => m.EdatsOvertimeRequestPage),
  {
    path: '/faculty/edats',
    group: 'EDATSOVPAA',
    title: 'Make-up classes',
    breadcrumb: ['eDATS', 'Make-up classes'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'eDATS',
      label: 'Make-up classes',
      icon: IconChalkboard,
      description: 'Make-up class requests of the whole university, for the VPAA’s office',
      activeFor: ['/faculty/edats/:id'],
    },
    element: lazyPage(load, (m) => m.FacultyMakeupPage),
  },
  hiddenPage('/faculty/edats/:id', 'EDATSOVPAA', ['eDATS', 'Make-up classes', 'Request'], (m) => m.FacultyMakeupRequestPage),
];
