import { IconChartBar } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

// Office performance (issue 24): SPMIS Admin (SPMSADMIN) computes and reads every office's DPCR/OPCR; a head (SPMS,
// listed to heads and OICs) reads their office's from "Office performance" (the API answers only theirs).

const listPage = lazyPage(() => import('./offices-page'), 'OfficesPage');

export const spmsOfficeRoutes: readonly AppRoute[] = [
  page({
    path: '/spmis/offices',
    group: 'SPMSADMIN',
    breadcrumb: ['Settings', 'Office performance'],
    menu: {
      section: 'Settings',
      label: 'Office performance (SPMS)',
      icon: IconChartBar,
      description: "Compute every office's DPCR/OPCR from the approved IPCRs",
      activeFor: ['/spmis/offices/:periodId/:departmentId'],
    },
    element: listPage,
  }),
  page({
    path: '/spmis/my-office',
    group: 'SPMS',
    breadcrumb: ['Department', 'Office performance'],
    menu: {
      section: 'Department',
      label: 'Office performance',
      icon: IconChartBar,
      description: "Your office's DPCR/OPCR rolled up from its people's IPCRs",
      forDuties: ['head', 'oic'],
    },
    element: listPage,
  }),
  page({
    path: '/spmis/offices/:periodId/:departmentId',
    group: 'SPMS',
    alsoOpenTo: ['SPMSADMIN'],
    title: 'Office performance',
    breadcrumb: ['Office performance', 'DPCR/OPCR'],
    element: lazyPage(() => import('./office-page'), 'OfficePage'),
  }),
];
