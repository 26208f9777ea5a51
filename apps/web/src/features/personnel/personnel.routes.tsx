import { Navigate } from 'react-router';
import { IconAddressBook, IconChartPie, IconUsers } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The pages of the personnel area of this feature, spread into the one route table (app/routes.tsx). */
export const personnelRoutes: readonly AppRoute[] = [
  {
    path: '/personnels',
    group: 'PERSONNELS',
    title: 'Personnels',
    breadcrumb: ['Personnel', 'Personnels'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Personnel',
      label: 'Personnels',
      icon: IconAddressBook,
      description: 'Employee records, their PDS and service records',
      activeFor: ['/personnels/new'],
    },
    element: lazyPage(
      () => import('./personnel-list-page'),
      (m) => m.PersonnelListPage,
    ),
  },
  {
    path: '/personnels/new',
    group: 'PERSONNELS',
    title: 'New personnel',
    breadcrumb: ['Personnel', 'Personnels', 'New'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./personnel-new-page'),
      (m) => m.NewPersonnelPage,
    ),
  },
  {
    path: '/personnels/:id',
    group: 'PERSONNELS',
    alsoOpenTo: ['PDS-CHECKING'],
    title: 'Personnel record',
    breadcrumb: ['Personnel', 'Personnels', 'Record'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./personnel-page'),
      (m) => m.PersonnelPage,
    ),
  },
  {
    path: '/joborders/list',
    group: 'JO',
    title: 'Job orders',
    breadcrumb: ['Personnel', 'Job orders'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Personnel', label: 'Job orders', icon: IconUsers, description: 'Job-order workers' },
    element: lazyPage(
      () => import('./job-orders-page'),
      (m) => m.JobOrdersPage,
    ),
  },
];

/** The pages of the personnel area of this feature, spread into the one route table (app/routes.tsx). */
export const personnelDemographicsRoutes: readonly AppRoute[] = [
  {
    path: '/demographic',
    group: 'PERSONNELS',
    title: 'Demographics',
    breadcrumb: ['Personnel', 'Demographics'],
    hidden: true,
    layout: 'shell',
    element: <Navigate to="/demographic/options" replace />,
  },
  {
    path: '/demographic/options',
    group: 'PERSONNELS',
    title: 'Demographics',
    breadcrumb: ['Personnel', 'Demographics'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Personnel',
      label: 'Demographics',
      icon: IconChartPie,
      description: 'The workforce by sex, age, status, campus and more',
      activeFor: ['/demographic/options/:id'],
    },
    element: lazyPage(
      () => import('./demographics-page'),
      (m) => m.DemographicsPage,
    ),
  },
  {
    path: '/demographic/options/:id',
    group: 'PERSONNELS',
    title: 'Demographics',
    breadcrumb: ['Personnel', 'Demographics'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./demographics-page'),
      (m) => m.DemographicsPage,
    ),
  },
];
