import { IconMessageReport } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

const lists = () => import('./appeals-list-page');
const appeal = () => import('./appeal-page');

/** Time-log appeals: the employee's (My Account), the department head's, and the attendance office's. */
export const appealRoutes: readonly AppRoute[] = [
  page({
    path: '/account/time-log-appeals',
    group: 'PDS',
    breadcrumb: ['My Account', 'Time-log appeals'],
    menu: {
      section: 'My Account',
      label: 'Time-log appeals',
      icon: IconMessageReport,
      description: 'Ask that a missing or wrong punch be corrected',
      activeFor: ['/account/time-log-appeals/new'],
    },
    element: lazyPage(lists, 'MyAppealsPage'),
  }),
  page({
    path: '/account/time-log-appeals/new/:date',
    group: 'PDS',
    title: 'File a time-log appeal',
    breadcrumb: ['My Account', 'Time-log appeals', 'New'],
    element: lazyPage(() => import('./appeal-form-page'), 'NewAppealPage'),
  }),
  page({
    path: '/account/time-log-appeals/:id',
    group: 'PDS',
    title: 'Time-log appeal',
    breadcrumb: ['My Account', 'Time-log appeals', 'Appeal'],
    element: lazyPage(appeal, 'MyAppealPage'),
  }),
  page({
    path: '/department/edats/time-log-appeals',
    group: 'EDATSDEPTHEAD',
    breadcrumb: ['Department', 'Time-log appeals'],
    menu: { section: 'Department', label: 'Staff time-log appeals', icon: IconMessageReport, description: "Your staff's appeals to recommend" },
    element: lazyPage(lists, 'DepartmentAppealsPage'),
  }),
  page({
    path: '/department/edats/time-log-appeals/:id',
    group: 'EDATSDEPTHEAD',
    title: 'Time-log appeal',
    breadcrumb: ['Department', 'Time-log appeals', 'Appeal'],
    element: lazyPage(appeal, 'DepartmentAppealPage'),
  }),
  page({
    path: '/edats/time-log-appeals',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Time-log appeals'],
    menu: {
      section: 'eDATS',
      label: 'All time-log appeals',
      icon: IconMessageReport,
      description: "Every employee's appeals to approve",
      activeFor: ['/edats/time-log-appeals/from'],
    },
    element: lazyPage(lists, 'AllAppealsPage'),
  }),
  page({
    // SPEC.md §2 lists eDATS "time-log-appeals/from" among the hidden form pages: the same list, to open the forms from.
    path: '/edats/time-log-appeals/from',
    group: 'EDATSADMIN',
    title: 'Time-log appeals',
    breadcrumb: ['eDATS', 'Time-log appeals', 'Forms'],
    element: lazyPage(lists, 'AllAppealsPage'),
  }),
  page({
    path: '/edats/time-log-appeals/:id',
    group: 'EDATSADMIN',
    title: 'Time-log appeal',
    breadcrumb: ['eDATS', 'Time-log appeals', 'Appeal'],
    element: lazyPage(appeal, 'OfficeAppealPage'),
  }),
];
