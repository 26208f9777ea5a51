import { IconCalendarCog, IconCalendarQuestion, IconCalendarUser } from '@tabler/icons-react';
import { lazyPage, page, type AppRoute } from '../../lib/route-kit';

const load = () => import('./schedules-pages');

// One element for every address of the eDATS page (its tabs and the forms SPEC.md §2 gives an address
// of their own): the page stays mounted when a form opens over it, so its filters and drawers stay.
const edatsPage = lazyPage(load, (m) => m.EdatsSchedulesPage);

const edatsForm = (path: string, title: string): AppRoute => ({
  path,
  group: 'EDATSADMIN',
  title,
  breadcrumb: ['eDATS', 'Work schedules', title],
  hidden: true,
  layout: 'shell',
  element: edatsPage,
});

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
    element: lazyPage(load, (m) => m.MySchedulePage),
  }),
  page({
    path: '/account/work-schedules/new',
    group: 'PDS',
    title: 'Request a work schedule',
    breadcrumb: ['My Account', 'Work schedule', 'Request'],
    element: lazyPage(load, (m) => m.RequestSchedulePage),
  }),
  page({
    path: '/account/work-schedules/:id',
    group: 'PDS',
    title: 'Work schedule request',
    breadcrumb: ['My Account', 'Work schedule', 'Request'],
    element: lazyPage(load, (m) => m.MyScheduleRequestPage),
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
  edatsForm('/edats/work-schedules/form', 'Assign a work schedule'),
  edatsForm('/edats/Add/workSchedule', 'Add work schedule'),
  edatsForm('/edats/workSchedule/:id', 'Edit work schedule'),
  edatsForm('/edats/holidays/add', 'Add holiday'),
  edatsForm('/edats/holidays/:id/edit', 'Edit holiday'),
  edatsForm('/edats/suspension/:cid/add', 'Suspend work'),
  edatsForm('/edats/suspension/:id/:cid/edit', 'Edit work suspension'),
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
    element: lazyPage(load, (m) => m.DepartmentScheduleRequestsPage),
  }),
  page({
    path: '/department/edats/work-schedules/:id',
    group: 'EDATSDEPTHEAD',
    title: 'Work schedule request',
    breadcrumb: ['Department', 'Work schedule requests', 'Request'],
    element: lazyPage(load, (m) => m.DepartmentScheduleRequestPage),
  }),
];
