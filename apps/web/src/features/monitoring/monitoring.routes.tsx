import { Navigate } from 'react-router';
import { IconChartBar, IconReportAnalytics, IconUsersGroup } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

const dailyAttendancePage = lazyPage(
  () => import('./daily-attendance-page'),
  (m) => m.DailyAttendancePage,
);
const monthlyReportPage = lazyPage(
  () => import('./monthly-report-page'),
  (m) => m.MonthlyReportPage,
);

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const monitoringRoutes: readonly AppRoute[] = [
  {
    path: '/edats',
    group: 'EDATSADMIN',
    title: 'eDATS',
    breadcrumb: ['eDATS'],
    hidden: true,
    layout: 'shell',
    // SPEC.md §2: the attendance office lands on the daily attendance.
    element: <Navigate to="/edats/daily-attendance" replace />,
  },
  {
    path: '/edats/daily-attendance',
    group: 'EDATSADMIN',
    title: 'Daily attendance',
    breadcrumb: ['eDATS', 'Daily attendance'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'eDATS',
      label: 'Daily attendance',
      icon: IconUsersGroup,
      description: 'Who is in today by department: present, late, absent, on leave, on travel',
    },
    element: dailyAttendancePage,
  },
  {
    path: '/edats/reports',
    group: 'EDATSADMIN',
    title: 'Reports',
    breadcrumb: ['eDATS', 'Reports'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'eDATS',
      label: 'Reports',
      icon: IconReportAnalytics,
      description: 'Monthly absences and undertime, with habitual tardiness and 30 days absent',
      activeFor: ['/edats/monthly-absences-undertime'],
    },
    element: monthlyReportPage,
  },
  {
    // SPEC.md §2 lists the report's own hidden page; it is the same report.
    path: '/edats/monthly-absences-undertime',
    group: 'EDATSADMIN',
    title: 'Monthly absences and undertime',
    breadcrumb: ['eDATS', 'Reports', 'Monthly absences and undertime'],
    hidden: true,
    layout: 'shell',
    element: monthlyReportPage,
  },
  {
    path: '/department/statistic',
    group: 'EDATS',
    title: 'Department Monitoring',
    breadcrumb: ['Department', 'Department Monitoring'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Department',
      label: 'Department Monitoring',
      icon: IconChartBar,
      description: "Your department's tardiness, undertime and absences, month by month",
      forDuties: ['head', 'oic'],
    },
    element: lazyPage(
      () => import('./department-statistics-page'),
      (m) => m.DepartmentStatisticsPage,
    ),
  },
];
