import { IconChartBar, IconScaleOutline, IconSettingsCog, IconUsersGroup } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

// SPMS (issue 24; SPEC.md §2 /spmis): my IPCRs (SPMS), one IPCR (its owner, the head who rates it, the PMT, the head
// of agency: the API decides, others get 404), the IPCRs of the office I head, those waiting for the PMT's calibration,
// and the SPMIS Admin (SPMSADMIN).
export const spmsRoutes: readonly AppRoute[] = [
  page({
    path: '/spmis/ipcr',
    group: 'SPMS',
    breadcrumb: ['My Account', 'My IPCR'],
    menu: {
      section: 'My Account',
      label: 'My IPCR',
      icon: IconChartBar,
      description: 'Your performance targets and ratings (IPCR) per semester',
      employeesOnly: true,
    },
    element: lazyPage(() => import('./ipcr-list-page'), 'IpcrListPage'),
  }),
  page({
    path: '/spmis/ipcr/:id',
    group: 'SPMS',
    alsoOpenTo: ['SPMSADMIN'],
    breadcrumb: ['My Account', 'IPCR'],
    element: lazyPage(() => import('./ipcr-page'), 'IpcrPage'),
  }),
  page({
    path: '/spmis/office-ipcrs',
    group: 'SPMS',
    breadcrumb: ['Department', 'Office IPCRs'],
    menu: {
      section: 'Department',
      label: 'Office IPCRs',
      icon: IconUsersGroup,
      description: "Your people's IPCRs for a period: rate those waiting for you",
      forDuties: ['head', 'oic'],
    },
    element: lazyPage(() => import('./office-ipcrs-page'), 'OfficeIpcrsPage'),
  }),
  page({
    // The PMT heads no office: its IPCRs to calibrate are listed here, not only in Approvals (issue 42).
    path: '/spmis/calibration',
    group: 'SPMSADMIN',
    breadcrumb: ['Settings', 'IPCRs to calibrate'],
    menu: {
      section: 'Settings',
      label: 'IPCRs to calibrate',
      icon: IconScaleOutline,
      description: 'IPCRs rated by their heads, waiting for the performance management team’s calibration',
    },
    element: lazyPage(() => import('./office-ipcrs-page'), 'CalibrationIpcrsPage'),
  }),
  page({
    path: '/spmis/admin/settings',
    group: 'SPMSADMIN',
    breadcrumb: ['Settings', 'SPMIS Admin'],
    menu: {
      section: 'Settings',
      label: 'SPMIS Admin',
      icon: IconSettingsCog,
      description: 'Rating periods, success indicators under the MFOs, the rating scale',
    },
    element: lazyPage(() => import('./spms-settings-page'), 'SpmsSettingsPage'),
  }),
];
