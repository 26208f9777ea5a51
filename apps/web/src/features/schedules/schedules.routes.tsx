import { IconCalendarCog, IconCalendarQuestion, IconCalendarUser } from '@tabler/icons-react';
import { lazyPage, page, type AppRoute } from '../../lib/route-kit';

const load = () => import('./schedules-pages');

// One element for every address of the eDATS page (its tabs and the forms SPEC.md §2 gives an address
// of their own): the page stays mounted when a form opens over it, so its filters and drawers stay.
const edatsPage = lazyPage(load, 'EdatsSchedulesPage');

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const scheduleRoutes: readonly AppRoute[] = [
  page({
    path: '/account/work-schedules',
    group: 'PDS',
    breadcrumb: ['My Account', 'Work schedule'],
    menu: {
      section: 'My Account',
      label: 'Work schedule',
      icon: IconCalendarUser,
      description: 'Your office hours, the hours a week they give, and requests for another schedule',
    },
    element: lazyPage(load, 'MySchedulePage'),
  }),
  page({
    path: '/account/work-schedules/new',
    group: 'PDS',
    title: 'Request a work schedule',
    breadcrumb: ['My Account', 'Work schedule', 'Request'],
    element: lazyPage(load, 'RequestSchedulePage'),
  }),
  page({
    path: '/account/work-schedules/:id',
    group: 'PDS',
    title: 'Work schedule request',
    breadcrumb: ['My Account', 'Work schedule', 'Request'],
    element: lazyPage(load, 'MyScheduleRequestPage'),
  }),
  page({
    path: '/edats/work-schedules',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Work schedules'],
    menu: {
      section: 'eDATS',
      label: 'Work schedules',
      icon: IconCalendarCog,
      description: 'Office hours and who keeps them, holidays, work suspensions and schedule requests',
      // The menu lights an entry for its own path and what lies under the paths listed here.
      activeFor: ['/edats/Add/workSchedule', '/edats/workSchedule', '/edats/holidays', '/edats/suspension'],
    },
    element: edatsPage,
  }),
  page({ path: '/edats/work-schedules/form', group: 'EDATSADMIN', breadcrumb: ['eDATS', 'Work schedules', 'Assign a work schedule'], element: edatsPage }),
  page({ path: '/edats/Add/workSchedule', group: 'EDATSADMIN', breadcrumb: ['eDATS', 'Work schedules', 'Add work schedule'], element: edatsPage }),
  page({ path: '/edats/workSchedule/:id', group: 'EDATSADMIN', breadcrumb: ['eDATS', 'Work schedules', 'Edit work schedule'], element: edatsPage }),
  page({ path: '/edats/holidays/add', group: 'EDATSADMIN', breadcrumb: ['eDATS', 'Work schedules', 'Add holiday'], element: edatsPage }),
  page({ path: '/edats/holidays/:id/edit', group: 'EDATSADMIN', breadcrumb: ['eDATS', 'Work schedules', 'Edit holiday'], element: edatsPage }),
  page({ path: '/edats/suspension/:cid/add', group: 'EDATSADMIN', breadcrumb: ['eDATS', 'Work schedules', 'Suspend work'], element: edatsPage }),
  page({ path: '/edats/suspension/:id/:cid/edit', group: 'EDATSADMIN', breadcrumb: ['eDATS', 'Work schedules', 'Edit work suspension'], element: edatsPage }),
  page({
    path: '/department/edats/work-schedules',
    group: 'EDATSDEPTHEAD',
    breadcrumb: ['Department', 'Work schedule requests'],
    menu: {
      section: 'Department',
      label: 'Work schedule requests',
      icon: IconCalendarQuestion,
      description: "Schedules your employees ask for, to recommend before HR's approval",
    },
    element: lazyPage(load, 'DepartmentScheduleRequestsPage'),
  }),
  page({
    path: '/department/edats/work-schedules/:id',
    group: 'EDATSDEPTHEAD',
    title: 'Work schedule request',
    breadcrumb: ['Department', 'Work schedule requests', 'Request'],
    element: lazyPage(load, 'DepartmentScheduleRequestPage'),
  }),
];
