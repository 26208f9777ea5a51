import { IconChartBar, IconSettingsCog, IconUsersGroup } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

// SPMS (issue 24; SPEC.md §2 /spmis): my IPCRs (SPMS), one IPCR (its owner, the head who rates it, the PMT, the head
// of agency: the API decides, others get 404), the IPCRs of the office I head, and the SPMIS Admin (SPMSADMIN).
export const spmsRoutes: readonly AppRoute[] = [
  {
    path: '/spmis/ipcr',
    group: 'SPMS',
    title: 'My IPCR',
    breadcrumb: ['My Account', 'My IPCR'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'My Account',
      label: 'My IPCR',
      icon: IconChartBar,
      description: 'Your performance targets and ratings (IPCR) per semester',
      employeesOnly: true,
    },
    element: lazyPage(
      () => import('./ipcr-list-page'),
      (m) => m.IpcrListPage,
    ),
  },
  {
    path: '/spmis/ipcr/:id',
    group: 'SPMS',
    alsoOpenTo: ['SPMSADMIN'],
    title: 'IPCR',
    breadcrumb: ['My Account', 'IPCR'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./ipcr-page'),
      (m) => m.IpcrPage,
    ),
  },
  {
    path: '/spmis/office-ipcrs',
    group: 'SPMS',
    title: 'Office IPCRs',
    breadcrumb: ['Department', 'Office IPCRs'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Department',
      label: 'Office IPCRs',
      icon: IconUsersGroup,
      description: "Your people's IPCRs for a period: rate those waiting for you",
      forDuties: ['head', 'oic'],
    },
    element: lazyPage(
      () => import('./office-ipcrs-page'),
      (m) => m.OfficeIpcrsPage,
    ),
  },
  {
    path: '/spmis/admin/settings',
    group: 'SPMSADMIN',
    title: 'SPMIS Admin',
    breadcrumb: ['Settings', 'SPMIS Admin'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Settings',
      label: 'SPMIS Admin',
      icon: IconSettingsCog,
      description: 'Rating periods, success indicators under the MFOs, the rating scale',
    },
    element: lazyPage(
      () => import('./spms-settings-page'),
      (m) => m.SpmsSettingsPage,
    ),
  },
];
