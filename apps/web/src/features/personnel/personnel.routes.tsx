import { Navigate } from 'react-router';
import { IconAddressBook, IconChartPie, IconUsers } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The pages of the personnel area of this feature, spread into the one route table (app/routes.tsx). */
export const personnelRoutes: readonly AppRoute[] = [
  page({
    path: '/personnels',
    group: 'PERSONNELS',
    breadcrumb: ['Personnel', 'Personnels'],
    menu: {
      section: 'Personnel',
      label: 'Personnels',
      icon: IconAddressBook,
      description: 'Employee records, their PDS and service records',
      activeFor: ['/personnels/new'],
    },
    element: lazyPage(() => import('./personnel-list-page'), 'PersonnelListPage'),
  }),
  page({
    path: '/personnels/new',
    group: 'PERSONNELS',
    title: 'New personnel',
    breadcrumb: ['Personnel', 'Personnels', 'New'],
    element: lazyPage(() => import('./personnel-new-page'), 'NewPersonnelPage'),
  }),
  page({
    path: '/personnels/:id',
    group: 'PERSONNELS',
    alsoOpenTo: ['PDS-CHECKING'],
    title: 'Personnel record',
    breadcrumb: ['Personnel', 'Personnels', 'Record'],
    element: lazyPage(() => import('./personnel-page'), 'PersonnelPage'),
  }),
  page({
    path: '/joborders/list',
    group: 'JO',
    breadcrumb: ['Personnel', 'Job orders'],
    menu: { section: 'Personnel', label: 'Job orders', icon: IconUsers, description: 'Job-order workers' },
    element: lazyPage(() => import('./job-orders-page'), 'JobOrdersPage'),
  }),
];

/** The pages of the personnel area of this feature, spread into the one route table (app/routes.tsx). */
export const personnelDemographicsRoutes: readonly AppRoute[] = [
  page({ path: '/demographic', group: 'PERSONNELS', breadcrumb: ['Personnel', 'Demographics'], element: <Navigate to="/demographic/options" replace /> }),
  page({
    path: '/demographic/options',
    group: 'PERSONNELS',
    breadcrumb: ['Personnel', 'Demographics'],
    menu: {
      section: 'Personnel',
      label: 'Demographics',
      icon: IconChartPie,
      description: 'The workforce by sex, age, status, campus and more',
      activeFor: ['/demographic/options/:id'],
    },
    element: lazyPage(() => import('./demographics-page'), 'DemographicsPage'),
  }),
  page({
    path: '/demographic/options/:id',
    group: 'PERSONNELS',
    breadcrumb: ['Personnel', 'Demographics'],
    element: lazyPage(() => import('./demographics-page'), 'DemographicsPage'),
  }),
];
