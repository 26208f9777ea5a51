import { IconCalendarStats, IconCalendarTime, IconClockHour4, IconDeviceDesktopAnalytics, IconFileTime, IconFingerprint } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The pages under My account of this feature, spread into the one route table (app/routes.tsx). */
export const attendanceAccountRoutes: readonly AppRoute[] = [
  page({
    path: '/account/loginLogout',
    group: 'PDS',
    breadcrumb: ['My Account', 'WF Home Attendance'],
    menu: { section: 'My Account', label: 'WF Home Attendance', icon: IconClockHour4, description: 'Clock in and out while working from home' },
    element: lazyPage(() => import('./wfh-attendance-page'), 'WfhAttendancePage'),
  }),
  page({
    path: '/account/actualTimeLogs',
    group: 'PDS',
    breadcrumb: ['My Account', 'Daily Time Log'],
    menu: { section: 'My Account', label: 'Daily Time Log', icon: IconCalendarTime, description: 'Your time logs of a month, day by day' },
    element: lazyPage(() => import('./daily-time-log-page'), 'DailyTimeLogPage'),
  }),
  page({
    path: '/account/dtr',
    group: 'PDS',
    breadcrumb: ['My Account', 'Daily Time Record'],
    menu: {
      section: 'My Account',
      label: 'Daily Time Record',
      icon: IconCalendarStats,
      description: 'Your DTR of a month with late, undertime and absences, and CS Form 48',
    },
    element: lazyPage(() => import('./my-dtr-page'), 'MyDtrPage'),
  }),
  page({
    path: '/account/dtr/:date',
    group: 'PDS',
    title: 'Daily Time Record',
    breadcrumb: ['My Account', 'Daily Time Record', 'Day'],
    element: lazyPage(() => import('./dtr-day-page'), 'DtrDayPage'),
  }),
];

/** The pages of the eDATS administration of this feature, spread into the one route table (app/routes.tsx). */
export const attendanceEdatsRoutes: readonly AppRoute[] = [
  page({
    path: '/edats/devices',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Biometric devices'],
    menu: { section: 'eDATS', label: 'Biometric devices', icon: IconFingerprint, description: 'Time clocks and the PIN of each employee on them' },
    element: lazyPage(() => import('./devices-page'), 'DevicesPage'),
  }),
  page({
    path: '/edats/logs',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Attendance logs'],
    menu: { section: 'eDATS', label: 'Attendance logs', icon: IconDeviceDesktopAnalytics, description: 'Every punch received, by employee, date and source' },
    element: lazyPage(() => import('./attendance-logs-page'), 'AttendanceLogsPage'),
  }),
  page({
    path: '/edats/dtr',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Employee DTR'],
    menu: {
      section: 'eDATS',
      label: 'Employee DTR',
      icon: IconFileTime,
      description: "An employee's daily time record and CS Form 48, or a whole department's",
    },
    element: lazyPage(() => import('./employee-dtr-page'), 'EmployeeDtrPage'),
  }),
  page({
    path: '/edats/WFH',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Work from home'],
    menu: { section: 'eDATS', label: 'Work from home', icon: IconClockHour4, description: 'Clock-ins and outs of employees working from home' },
    element: lazyPage(() => import('./attendance-logs-page'), 'WfhLogsPage'),
  }),
  page({
    // SPEC.md §2 names /androidLogs; the punches it lists are the admin's, so it needs a session.
    path: '/androidLogs',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Mobile app logs'],
    element: lazyPage(() => import('./attendance-logs-page'), 'MobileAppLogsPage'),
  }),
];
