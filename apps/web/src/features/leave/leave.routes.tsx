import { IconBeach, IconCalendarUser, IconCoinOff, IconId } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

const applicationPage = () => import('./leave-application-page');
const details = () => import('./leave-application-details');
const cardPage = () => import('./leave-card-page');

/** A hidden page of My Account (reached from the leave pages' links). */
const hiddenAccountPage = (path: string, title: string, element: AppRoute['element']): AppRoute => ({
  path,
  group: 'PDS',
  title,
  breadcrumb: ['My Account', title],
  hidden: true,
  layout: 'shell',
  element,
});

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
  {
    path: '/account/leave-Application',
    group: 'PDS',
    title: 'Leave Application',
    breadcrumb: ['My Account', 'Leave Application'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'Leave Application', icon: IconBeach, description: 'File leave (CS Form No. 6) and follow its approval' },
    element: lazyPage(applicationPage, (m) => m.LeaveApplicationPage),
  },
  {
    ...hiddenAccountPage(
      '/account/leave-Application/:id',
      'Leave application',
      lazyPage(details, (m) => m.MyLeaveApplicationPage),
    ),
    breadcrumb: ['My Account', 'Leave Application', 'Leave application'],
  },
  {
    // The menu entry has no person or year in it: this page sends the employee on to their own card of this year.
    path: '/account/leave',
    group: 'PDS',
    title: 'Leave Card',
    breadcrumb: ['My Account', 'Leave Card'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'Leave Card', icon: IconId, description: 'Your leave credits earned and used, month by month' },
    element: lazyPage(cardPage, (m) => m.MyLeaveCardRedirect),
  },
  {
    ...hiddenAccountPage(
      '/account/leave/:personnel_id/:year/:type_id/:role',
      'Leave Card',
      lazyPage(cardPage, (m) => m.LeaveCardPage),
    ),
    // Heads and HR open their staff's cards from their own pages.
    alsoOpenTo: ['EDATSDEPTHEAD', 'EDATSADMIN'],
    breadcrumbFor: byOpener('Leave Card'),
  },
  {
    ...hiddenAccountPage(
      '/account/leaves/:id/:type/:label/summary',
      'Leave summary',
      lazyPage(
        () => import('./leave-summary-page'),
        (m) => m.LeaveSummaryPage,
      ),
    ),
    alsoOpenTo: ['EDATSDEPTHEAD', 'EDATSADMIN'],
  },
  {
    path: '/account/withoutpay',
    group: 'PDS',
    title: 'Days Without Pay',
    breadcrumb: ['My Account', 'Days Without Pay'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'Days Without Pay', icon: IconCoinOff, description: 'Your leave without pay this year, by month' },
    element: lazyPage(
      () => import('./without-pay-page'),
      (m) => m.WithoutPayPage,
    ),
  },
  {
    ...hiddenAccountPage(
      '/account/force-leave-schedule/:personnel_id/:year/:type_id/:role',
      'Forced Leave Schedule',
      lazyPage(
        () => import('./forced-leave-page'),
        (m) => m.ForcedLeavePage,
      ),
    ),
    alsoOpenTo: ['EDATSDEPTHEAD', 'EDATSADMIN'],
    breadcrumbFor: byOpener('Forced Leave Schedule'),
  },
  {
    path: '/department/edats/Leave',
    group: 'EDATSDEPTHEAD',
    title: 'Leave',
    breadcrumb: ['Department', 'Leave'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Department',
      label: 'Staff leave',
      icon: IconCalendarUser,
      description: "Recommend your staff's leave, see their credits and forced leave",
    },
    element: lazyPage(
      () => import('./department-leave-page'),
      (m) => m.DepartmentLeavePage,
    ),
  },
  {
    path: '/department/edats/Leave/:id',
    group: 'EDATSDEPTHEAD',
    title: 'Leave application',
    breadcrumb: ['Department', 'Leave', 'Leave application'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(details, (m) => m.DepartmentLeaveApplicationPage),
  },
];
