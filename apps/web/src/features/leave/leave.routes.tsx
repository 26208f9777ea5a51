import { IconBeach, IconCalendarUser, IconCoinOff, IconId } from '@tabler/icons-react';
import { lazyPage, page, type AppRoute } from '../../lib/route-kit';

const applicationPage = () => import('./leave-application-page');
const details = () => import('./leave-application-details');
const cardPage = () => import('./leave-card-page');

/** A staff member's card or schedule, opened by their head or by HR, sits under the opener's area, not "My Account". */
const byOpener =
  (title: string) =>
  ({ role }: Readonly<Partial<Record<string, string>>>): readonly string[] => {
    if (role === 'hr') return ['eDATS', 'All leave', title];
    if (role === 'head') return ['Department', 'Staff leave', title];
    return ['My Account', title];
  };

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const leaveRoutes: readonly AppRoute[] = [
  page({
    path: '/account/leave-Application',
    group: 'PDS',
    breadcrumb: ['My Account', 'Leave Application'],
    menu: { section: 'My Account', label: 'Leave Application', icon: IconBeach, description: 'File leave (CS Form No. 6) and follow its approval' },
    element: lazyPage(applicationPage, 'LeaveApplicationPage'),
  }),
  page({
    path: '/account/leave-Application/:id',
    group: 'PDS',
    title: 'Leave application',
    element: lazyPage(details, 'MyLeaveApplicationPage'),
    breadcrumb: ['My Account', 'Leave Application', 'Leave application'],
  }),
  page({
    // The menu entry has no person or year in it: this page sends the employee on to their own card of this year.
    path: '/account/leave',
    group: 'PDS',
    breadcrumb: ['My Account', 'Leave Card'],
    menu: { section: 'My Account', label: 'Leave Card', icon: IconId, description: 'Your leave credits earned and used, month by month' },
    element: lazyPage(cardPage, 'MyLeaveCardRedirect'),
  }),
  page({
    path: '/account/leave/:personnel_id/:year/:type_id/:role',
    group: 'PDS',
    title: 'Leave Card',
    breadcrumb: ['My Account', 'Leave Card'],
    element: lazyPage(cardPage, 'LeaveCardPage'),
    // Heads and HR open their staff's cards from their own pages.
    alsoOpenTo: ['EDATSDEPTHEAD', 'EDATSADMIN'],
    breadcrumbFor: byOpener('Leave Card'),
  }),
  page({
    path: '/account/leaves/:id/:type/:label/summary',
    group: 'PDS',
    title: 'Leave summary',
    breadcrumb: ['My Account', 'Leave summary'],
    element: lazyPage(() => import('./leave-summary-page'), 'LeaveSummaryPage'),
    alsoOpenTo: ['EDATSDEPTHEAD', 'EDATSADMIN'],
  }),
  page({
    path: '/account/withoutpay',
    group: 'PDS',
    breadcrumb: ['My Account', 'Days Without Pay'],
    menu: { section: 'My Account', label: 'Days Without Pay', icon: IconCoinOff, description: 'Your leave without pay this year, by month' },
    element: lazyPage(() => import('./without-pay-page'), 'WithoutPayPage'),
  }),
  page({
    path: '/account/force-leave-schedule/:personnel_id/:year/:type_id/:role',
    group: 'PDS',
    title: 'Forced Leave Schedule',
    breadcrumb: ['My Account', 'Forced Leave Schedule'],
    element: lazyPage(() => import('./forced-leave-page'), 'ForcedLeavePage'),
    alsoOpenTo: ['EDATSDEPTHEAD', 'EDATSADMIN'],
    breadcrumbFor: byOpener('Forced Leave Schedule'),
  }),
  page({
    path: '/department/edats/Leave',
    group: 'EDATSDEPTHEAD',
    breadcrumb: ['Department', 'Leave'],
    menu: {
      section: 'Department',
      label: 'Staff leave',
      icon: IconCalendarUser,
      description: "Recommend your staff's leave, see their credits and forced leave",
    },
    element: lazyPage(() => import('./department-leave-page'), 'DepartmentLeavePage'),
  }),
  page({
    path: '/department/edats/Leave/:id',
    group: 'EDATSDEPTHEAD',
    breadcrumb: ['Department', 'Leave', 'Leave application'],
    element: lazyPage(details, 'DepartmentLeaveApplicationPage'),
  }),
];
