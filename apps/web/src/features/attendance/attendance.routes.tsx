import { IconCalendarStats, IconCalendarTime, IconClockHour4, IconDeviceDesktopAnalytics, IconFileTime, IconFingerprint } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The pages under My account of this feature, spread into the one route table (app/routes.tsx). */
export const attendanceAccountRoutes: readonly AppRoute[] = [
  {
    path: '/account/loginLogout',
    group: 'PDS',
    title: 'WF Home Attendance',
    breadcrumb: ['My Account', 'WF Home Attendance'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'WF Home Attendance', icon: IconClockHour4, description: 'Clock in and out while working from home' },
    element: lazyPage(
      () => import('./wfh-attendance-page'),
      (m) => m.WfhAttendancePage,
    ),
  },
  {
    path: '/account/actualTimeLogs',
    group: 'PDS',
    title: 'Daily Time Log',
    breadcrumb: ['My Account', 'Daily Time Log'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'Daily Time Log', icon: IconCalendarTime, description: 'Your time logs of a month, day by day' },
    element: lazyPage(
      () => import('./daily-time-log-page'),
      (m) => m.DailyTimeLogPage,
    ),
  },
  {
    path: '/account/dtr',
    group: 'PDS',
    title: 'Daily Time Record',
    breadcrumb: ['My Account', 'Daily Time Record'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'My Account',
      label: 'Daily Time Record',
      icon: IconCalendarStats,
      description: 'Your DTR of a month with late, undertime and absences, and CS Form 48',
    },
    element: lazyPage(
      () => import('./my-dtr-page'),
      (m) => m.MyDtrPage,
    ),
  },
  {
    path: '/account/dtr/:date',
    group: 'PDS',
    title: 'Daily Time Record',
    breadcrumb: ['My Account', 'Daily Time Record', 'Day'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./dtr-day-page'),
      (m) => m.DtrDayPage,
    ),
  },
];

/** The pages of the eDATS administration of this feature, spread into the one route table (app/routes.tsx). */
export const attendanceEdatsRoutes: readonly AppRoute[] = [
  {
    path: '/edats/devices',
    group: 'EDATSADMIN',
    title: 'Biometric devices',
    breadcrumb: ['eDATS', 'Biometric devices'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'eDATS', label: 'Biometric devices', icon: IconFingerprint, description: 'Time clocks and the PIN of each employee on them' },
    element: lazyPage(
      () => import('./devices-page'),
      (m) => m.DevicesPage,
    ),
  },
  {
    path: '/edats/logs',
    group: 'EDATSADMIN',
    title: 'Attendance logs',
    breadcrumb: ['eDATS', 'Attendance logs'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'eDATS', label: 'Attendance logs', icon: IconDeviceDesktopAnalytics, description: 'Every punch received, by employee, date and source' },
    element: lazyPage(
      () => import('./attendance-logs-page'),
      (m) => m.AttendanceLogsPage,
    ),
  },
  {
    path: '/edats/dtr',
    group: 'EDATSADMIN',
    title: 'Employee DTR',
    breadcrumb: ['eDATS', 'Employee DTR'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'eDATS',
      label: 'Employee DTR',
      icon: IconFileTime,
      description: "An employee's daily time record and CS Form 48, or a whole department's",
    },
    element: lazyPage(
      () => import('./employee-dtr-page'),
      (m) => m.EmployeeDtrPage,
    ),
  },
  {
    path: '/edats/WFH',
    group: 'EDATSADMIN',
    title: 'Work from home',
    breadcrumb: ['eDATS', 'Work from home'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'eDATS', label: 'Work from home', icon: IconClockHour4, description: 'Clock-ins and outs of employees working from home' },
    element: lazyPage(
      () => import('./attendance-logs-page'),
      (m) => m.WfhLogsPage,
    ),
  },
  {
    // SPEC.md §2 names /androidLogs; the punches it lists are the admin's, so it needs a session.
    path: '/androidLogs',
    group: 'EDATSADMIN',
    title: 'Mobile app logs',
    breadcrumb: ['eDATS', 'Mobile app logs'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./attendance-logs-page'),
      (m) => m.MobileAppLogsPage,
    ),
  },
];
