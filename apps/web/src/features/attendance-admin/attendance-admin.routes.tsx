import { IconAdjustmentsHorizontal, IconFileImport } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

// One element for every address of the page, so moving between its tabs keeps it mounted.
const personnelEdats = lazyPage(() => import('./personnel-edats-page'), 'PersonnelEdatsPage');

/** The eDATS admin's tools: device export files, time logs added by hand, the settings (app/routes.tsx spreads them in). */
export const attendanceAdminRoutes: readonly AppRoute[] = [
  page({
    path: '/edats/logs/import',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Attendance logs', 'Import device file'],
    menu: {
      section: 'eDATS',
      label: 'Import device file',
      icon: IconFileImport,
      description: 'A biometric device export (.dat or .csv), previewed before its logs are stored',
    },
    element: lazyPage(() => import('./import-device-file-page'), 'ImportDeviceFilePage'),
  }),
  page({
    // SPEC.md §2 names this hidden page; it is reached from the attendance logs.
    path: '/edats/Attendance/addLogs',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Attendance logs', 'Add time logs'],
    element: lazyPage(() => import('./add-time-logs-page'), 'AddTimeLogsPage'),
  }),
  page({
    path: '/edats/management',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'eDATS settings'],
    menu: { section: 'eDATS', label: 'eDATS settings', icon: IconAdjustmentsHorizontal, description: 'The grace period before an arrival counts as late' },
    element: lazyPage(() => import('./edats-settings-page'), 'EdatsSettingsPage'),
  }),
  // SPEC.md §2's hidden pages personnel/{personnelId}/{view?} and …/{view}/{id?}/{date?}: one employee's eDATS, reached
  // from Employee DTR and the leave balance summary.
  page({
    path: '/edats/personnel/:personnelId/:view?',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', "Employee's eDATS"],
    element: personnelEdats,
  }),
  page({
    path: '/edats/personnel/:personnelId/:view/:id/:date?',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', "Employee's eDATS"],
    element: personnelEdats,
  }),
];
