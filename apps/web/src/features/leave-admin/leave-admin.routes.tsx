import { Navigate } from 'react-router';
import { IconBeach, IconCalendarDollar, IconCertificate, IconClockHour4 } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

// The HR leave office's pages (eDATS, group EDATSADMIN): applications, balances, CTO/CDO, service credits and the reports.

const hrLeaves = () => import('./hr-leaves-page');
const credits = () => import('./cto-cdo-pages');
const person = () => import('./person-leave-pages');
const reports = () => import('./leave-report-pages');

// One element for both tabs, so switching tabs keeps the page (and its filters) mounted.
const hrLeavesPage = lazyPage(hrLeaves, (m) => m.HrLeavesPage);

const hidden = (path: string, breadcrumb: string[], element: AppRoute['element']): AppRoute => ({
  path,
  group: 'EDATSADMIN',
  title: breadcrumb.at(-1)!,
  breadcrumb: ['eDATS', ...breadcrumb],
  hidden: true,
  layout: 'shell',
  element,
});

const listed = (
  path: string,
  label: string,
  icon: NonNullable<AppRoute['menu']>['icon'],
  description: string,
  element: AppRoute['element'],
  activeFor: string[] = [],
  menuLabel?: string,
): AppRoute => ({
  path,
  group: 'EDATSADMIN',
  title: label,
  breadcrumb: ['eDATS', label],
  hidden: false,
  layout: 'shell',
  menu: { section: 'eDATS', label: menuLabel ?? label, icon, description, activeFor },
  element,
});

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const leaveAdminRoutes: readonly AppRoute[] = [
  listed(
    '/edats/HR/leaves',
    'Leave',
    IconBeach,
    "Everyone's leave applications and leave credits; opening balances and the Excel summary",
    <Navigate to="/edats/HR/leaves/submitted-leave" replace />,
    ['/edats/HR/leaves/submitted-leave', '/edats/HR/leaves/submitted-leave/:id', '/edats/HR/leaves/leavesBalanceSummary'],
    // The department's entry is "Staff leave": one who sees both tells them apart.
    'All leave',
  ),
  hidden('/edats/HR/leaves/submitted-leave', ['Leave', 'Submitted leave'], hrLeavesPage),
  hidden('/edats/HR/leaves/leavesBalanceSummary', ['Leave', 'Balance summary'], hrLeavesPage),
  hidden(
    '/edats/HR/leaves/submitted-leave/:id',
    ['Leave', 'Leave application'],
    lazyPage(hrLeaves, (m) => m.HrLeaveApplicationPage),
  ),
  listed(
    '/edats/CTO',
    'CTO',
    IconClockHour4,
    'Compensatory time-off and each employee’s compensatory overtime credits',
    lazyPage(credits, (m) => m.CtoPage),
    ['/edats/CTO/:id'],
  ),
  hidden(
    '/edats/CTO/:id',
    ['CTO', 'CTO application'],
    lazyPage(credits, (m) => m.CtoApplicationPage),
  ),
  listed(
    '/edats/CDO',
    'CDO',
    IconCalendarDollar,
    'Compensatory day-off of faculty',
    lazyPage(credits, (m) => m.CdoPage),
    ['/edats/CDO/:id'],
  ),
  hidden(
    '/edats/CDO/:id',
    ['CDO', 'CDO application'],
    lazyPage(credits, (m) => m.CdoApplicationPage),
  ),
  listed(
    '/edats/ServiceCredits',
    'Service Credits',
    IconCertificate,
    "Faculty's service credits: grant them by special order, see each one's ledger",
    lazyPage(
      () => import('./service-credits-page'),
      (m) => m.ServiceCreditsPage,
    ),
  ),
  hidden(
    '/edats/LeaveAttachment/:id',
    ['Leave', 'Attachment'],
    lazyPage(
      () => import('./leave-attachment-page'),
      (m) => m.LeaveAttachmentPage,
    ),
  ),
  // SPEC.md §2's hidden report and form pages.
  hidden(
    '/edats/leaveApplication',
    ['Leave', 'Leave applications report'],
    lazyPage(reports, (m) => m.LeaveApplicationReportPage),
  ),
  hidden(
    '/edats/personnelLeaveStatus',
    ['Leave', 'Personnel leave status'],
    lazyPage(reports, (m) => m.PersonnelLeaveStatusPage),
  ),
  hidden(
    '/edats/ForceLeave',
    ['Leave', 'Forced leave report'],
    lazyPage(reports, (m) => m.ForceLeaveReportPage),
  ),
  hidden(
    '/edats/personnelLeaveRecord',
    ['Leave', 'Personnel leave record'],
    lazyPage(person, (m) => m.PickLeaveRecordPage),
  ),
  hidden(
    '/edats/LeaveRecord',
    ['Leave', 'Leave record'],
    lazyPage(person, (m) => m.PickLeaveRecordPage),
  ),
  hidden(
    '/edats/leave/:id/:type/:label/summary',
    ['Leave', 'Leave summary'],
    lazyPage(person, (m) => m.PersonLeaveSummaryPage),
  ),
  hidden(
    '/edats/leave/:id/:type/balance',
    ['Leave', 'Leave balances'],
    lazyPage(person, (m) => m.PersonBalancePage),
  ),
  hidden(
    '/edats/leave/:id/:type/:idno/leaveRecord',
    ['Leave', 'Leave record'],
    lazyPage(person, (m) => m.PersonLeaveRecordPage),
  ),
  hidden(
    '/edats/addLeaveAdmin/:id',
    ['Leave', 'File leave for an employee'],
    lazyPage(person, (m) => m.AddLeaveAdminPage),
  ),
  hidden(
    '/edats/LeaveAdminForm/:id/:label/:lid',
    ['Leave', 'File leave for an employee'],
    lazyPage(person, (m) => m.LeaveAdminFormPage),
  ),
];
