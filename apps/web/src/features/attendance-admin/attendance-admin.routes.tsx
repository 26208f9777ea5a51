import { IconAdjustmentsHorizontal, IconFileImport } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The eDATS admin's tools: device export files, time logs added by hand, the settings (app/routes.tsx spreads them in). */
export const attendanceAdminRoutes: readonly AppRoute[] = [
  {
    path: '/edats/logs/import',
    group: 'EDATSADMIN',
    title: 'Import device file',
    breadcrumb: ['eDATS', 'Attendance logs', 'Import device file'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'eDATS',
      label: 'Import device file',
      icon: IconFileImport,
      description: 'A biometric device export (.dat or .csv), previewed before its logs are stored',
    },
    element: lazyPage(
      () => import('./import-device-file-page'),
      (m) => m.ImportDeviceFilePage,
    ),
  },
  {
    // SPEC.md §2 names this hidden page; it is reached from the attendance logs.
    path: '/edats/Attendance/addLogs',
    group: 'EDATSADMIN',
    title: 'Add time logs',
    breadcrumb: ['eDATS', 'Attendance logs', 'Add time logs'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./add-time-logs-page'),
      (m) => m.AddTimeLogsPage,
    ),
  },
  {
    path: '/edats/management',
    group: 'EDATSADMIN',
    title: 'eDATS settings',
    breadcrumb: ['eDATS', 'eDATS settings'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'eDATS', label: 'eDATS settings', icon: IconAdjustmentsHorizontal, description: 'The grace period before an arrival counts as late' },
    element: lazyPage(
      () => import('./edats-settings-page'),
      (m) => m.EdatsSettingsPage,
    ),
  },
];
