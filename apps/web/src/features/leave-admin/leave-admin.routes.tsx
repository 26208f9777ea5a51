import { Navigate } from 'react-router';
import { IconBeach, IconCalendarDollar, IconCertificate, IconClockHour4 } from '@tabler/icons-react';
import { lazyPage, page, type AppRoute } from '../../lib/route-kit';

// The HR leave office's pages (eDATS, group EDATSADMIN): applications, balances, CTO/CDO, service credits and the reports.

const hrLeaves = () => import('./hr-leaves-page');
const credits = () => import('./cto-cdo-pages');
const person = () => import('./person-leave-pages');
const reports = () => import('./leave-report-pages');

// One element for both tabs, so switching tabs keeps the page (and its filters) mounted.
const hrLeavesPage = lazyPage(hrLeaves, 'HrLeavesPage');

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const leaveAdminRoutes: readonly AppRoute[] = [
  page({
    path: '/edats/HR/leaves',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Leave'],
    menu: {
      section: 'eDATS',
      // The department's entry is "Staff leave": one who sees both tells them apart.
      label: 'All leave',
      icon: IconBeach,
      description: "Everyone's leave applications and leave credits; opening balances and the Excel summary",
      activeFor: ['/edats/HR/leaves/submitted-leave', '/edats/HR/leaves/submitted-leave/:id', '/edats/HR/leaves/leavesBalanceSummary'],
    },
    element: <Navigate to="/edats/HR/leaves/submitted-leave" replace />,
  }),
  page({ path: '/edats/HR/leaves/submitted-leave', group: 'EDATSADMIN', breadcrumb: ['eDATS', 'Leave', 'Submitted leave'], element: hrLeavesPage }),
  page({ path: '/edats/HR/leaves/leavesBalanceSummary', group: 'EDATSADMIN', breadcrumb: ['eDATS', 'Leave', 'Balance summary'], element: hrLeavesPage }),
  page({
    path: '/edats/HR/leaves/submitted-leave/:id',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Leave', 'Leave application'],
    element: lazyPage(hrLeaves, 'HrLeaveApplicationPage'),
  }),
  page({
    path: '/edats/CTO',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'CTO'],
    menu: {
      section: 'eDATS',
      label: 'CTO',
      icon: IconClockHour4,
      description: 'Compensatory time-off and each employee’s compensatory overtime credits',
      activeFor: ['/edats/CTO/:id'],
    },
    element: lazyPage(credits, 'CtoPage'),
  }),
  page({ path: '/edats/CTO/:id', group: 'EDATSADMIN', breadcrumb: ['eDATS', 'CTO', 'CTO application'], element: lazyPage(credits, 'CtoApplicationPage') }),
  page({
    path: '/edats/CDO',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'CDO'],
    menu: { section: 'eDATS', label: 'CDO', icon: IconCalendarDollar, description: 'Compensatory day-off of faculty', activeFor: ['/edats/CDO/:id'] },
    element: lazyPage(credits, 'CdoPage'),
  }),
  page({ path: '/edats/CDO/:id', group: 'EDATSADMIN', breadcrumb: ['eDATS', 'CDO', 'CDO application'], element: lazyPage(credits, 'CdoApplicationPage') }),
  page({
    path: '/edats/ServiceCredits',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Service Credits'],
    menu: {
      section: 'eDATS',
      label: 'Service Credits',
      icon: IconCertificate,
      description: "Faculty's service credits: grant them by special order, see each one's ledger",
    },
    element: lazyPage(() => import('./service-credits-page'), 'ServiceCreditsPage'),
  }),
  // The pages reached from the office's lists, each under eDATS → Leave (SPEC.md §2's hidden report and form pages).
  ...(
    [
      ['/edats/LeaveAttachment/:id', 'Attachment', lazyPage(() => import('./leave-attachment-page'), 'LeaveAttachmentPage')],
      ['/edats/leaveApplication', 'Leave applications report', lazyPage(reports, 'LeaveApplicationReportPage')],
      ['/edats/personnelLeaveStatus', 'Personnel leave status', lazyPage(reports, 'PersonnelLeaveStatusPage')],
      ['/edats/ForceLeave', 'Forced leave report', lazyPage(reports, 'ForceLeaveReportPage')],
      ['/edats/personnelLeaveRecord', 'Personnel leave record', lazyPage(person, 'PickLeaveRecordPage')],
      ['/edats/LeaveRecord', 'Leave record', lazyPage(person, 'PickLeaveRecordPage')],
      ['/edats/leave/:id/:type/:label/summary', 'Leave summary', lazyPage(person, 'PersonLeaveSummaryPage')],
      ['/edats/leave/:id/:type/balance', 'Leave balances', lazyPage(person, 'PersonBalancePage')],
      ['/edats/leave/:id/:type/:idno/leaveRecord', 'Leave record', lazyPage(person, 'PersonLeaveRecordPage')],
      ['/edats/addLeaveAdmin/:id', 'File leave for an employee', lazyPage(person, 'AddLeaveAdminPage')],
      ['/edats/LeaveAdminForm/:id/:label/:lid', 'File leave for an employee', lazyPage(person, 'LeaveAdminFormPage')],
    ] as const
  ).map(([path, title, element]) => page({ path, group: 'EDATSADMIN', breadcrumb: ['eDATS', 'Leave', title], element })),
];
