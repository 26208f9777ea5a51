import { IconMessageReport } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

const list = (m: string) =>
  lazyPage(
    () => import('./appeals-list-page'),
    (module) => module[m as 'MyAppealsPage'],
  );
const detail = (m: string) =>
  lazyPage(
    () => import('./appeal-page'),
    (module) => module[m as 'MyAppealPage'],
  );

/** Time-log appeals: the employee's (My Account), the department head's, and the attendance office's. */
export const appealRoutes: readonly AppRoute[] = [
  {
    path: '/account/time-log-appeals',
    group: 'PDS',
    title: 'Time-log appeals',
    breadcrumb: ['My Account', 'Time-log appeals'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'My Account',
      label: 'Time-log appeals',
      icon: IconMessageReport,
      description: 'Ask that a missing or wrong punch be corrected',
      activeFor: ['/account/time-log-appeals/new'],
    },
    element: list('MyAppealsPage'),
  },
  {
    path: '/account/time-log-appeals/new/:date',
    group: 'PDS',
    title: 'File a time-log appeal',
    breadcrumb: ['My Account', 'Time-log appeals', 'New'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./appeal-form-page'),
      (m) => m.NewAppealPage,
    ),
  },
  {
    path: '/account/time-log-appeals/:id',
    group: 'PDS',
    title: 'Time-log appeal',
    breadcrumb: ['My Account', 'Time-log appeals', 'Appeal'],
    hidden: true,
    layout: 'shell',
    element: detail('MyAppealPage'),
  },
  {
    path: '/department/edats/time-log-appeals',
    group: 'EDATSDEPTHEAD',
    title: 'Time-log appeals',
    breadcrumb: ['Department', 'Time-log appeals'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Department', label: 'Staff time-log appeals', icon: IconMessageReport, description: "Your staff's appeals to recommend" },
    element: list('DepartmentAppealsPage'),
  },
  {
    path: '/department/edats/time-log-appeals/:id',
    group: 'EDATSDEPTHEAD',
    title: 'Time-log appeal',
    breadcrumb: ['Department', 'Time-log appeals', 'Appeal'],
    hidden: true,
    layout: 'shell',
    element: detail('DepartmentAppealPage'),
  },
  {
    path: '/edats/time-log-appeals',
    group: 'EDATSADMIN',
    title: 'Time-log appeals',
    breadcrumb: ['eDATS', 'Time-log appeals'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'eDATS',
      label: 'All time-log appeals',
      icon: IconMessageReport,
      description: "Every employee's appeals to approve",
      activeFor: ['/edats/time-log-appeals/from'],
    },
    element: list('AllAppealsPage'),
  },
  {
    // SPEC.md §2 lists eDATS "time-log-appeals/from" among the hidden form pages: the same list, to open the forms from.
    path: '/edats/time-log-appeals/from',
    group: 'EDATSADMIN',
    title: 'Time-log appeals',
    breadcrumb: ['eDATS', 'Time-log appeals', 'Forms'],
    hidden: true,
    layout: 'shell',
    element: list('AllAppealsPage'),
  },
  {
    path: '/edats/time-log-appeals/:id',
    group: 'EDATSADMIN',
    title: 'Time-log appeal',
    breadcrumb: ['eDATS', 'Time-log appeals', 'Appeal'],
    hidden: true,
    layout: 'shell',
    element: detail('OfficeAppealPage'),
  },
];
