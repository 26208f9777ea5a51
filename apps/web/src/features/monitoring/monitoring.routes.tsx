import { Navigate } from 'react-router';
import { IconChartBar, IconReportAnalytics, IconUsersGroup } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

const dailyAttendancePage = lazyPage(() => import('./daily-attendance-page'), 'DailyAttendancePage');
const monthlyReportPage = lazyPage(() => import('./monthly-report-page'), 'MonthlyReportPage');

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const monitoringRoutes: readonly AppRoute[] = [
  page({
    path: '/edats',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS'],
    // SPEC.md §2: the attendance office lands on the daily attendance.
    element: <Navigate to="/edats/daily-attendance" replace />,
  }),
  page({
    path: '/edats/daily-attendance',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Daily attendance'],
    menu: {
      section: 'eDATS',
      label: 'Daily attendance',
      icon: IconUsersGroup,
      description: 'Who is in today by department: present, late, absent, on leave, on travel',
    },
    element: dailyAttendancePage,
  }),
  page({
    path: '/edats/reports',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Reports'],
    menu: {
      section: 'eDATS',
      label: 'Reports',
      icon: IconReportAnalytics,
      description: 'Monthly absences and undertime, with habitual tardiness and 30 days absent',
      activeFor: ['/edats/monthly-absences-undertime'],
    },
    element: monthlyReportPage,
  }),
  page({
    // SPEC.md §2 lists the report's own hidden page; it is the same report.
    path: '/edats/monthly-absences-undertime',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Reports', 'Monthly absences and undertime'],
    element: monthlyReportPage,
  }),
  page({
    path: '/department/statistic',
    group: 'EDATS',
    breadcrumb: ['Department', 'Department Monitoring'],
    menu: {
      section: 'Department',
      label: 'Department Monitoring',
      icon: IconChartBar,
      description: "Your department's tardiness, undertime and absences, month by month",
      forDuties: ['head', 'oic'],
    },
    element: lazyPage(() => import('./department-statistics-page'), 'DepartmentStatisticsPage'),
  }),
];
