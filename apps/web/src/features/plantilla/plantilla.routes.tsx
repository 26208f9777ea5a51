import { IconChartPie, IconListNumbers, IconUsersGroup } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const plantillaRoutes: readonly AppRoute[] = [
  {
    // SPEC.md §2: /plantilla opens the plantilla of personnel (the items page for the recruitment office, which sees only that).
    path: '/plantilla',
    group: 'PLANTILLA',
    alsoOpenTo: ['RSP'],
    title: 'Plantilla',
    breadcrumb: ['Plantilla'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./plantilla-landing'),
      (m) => m.PlantillaLanding,
    ),
  },
  {
    path: '/plantilla/personnels',
    group: 'PLANTILLA',
    title: 'Plantilla of Personnel',
    breadcrumb: ['Plantilla', 'Personnels'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Plantilla',
      // SPEC.md §2 names the page "Personnels"; the sidebar has that label for the personnel records already (issue 17).
      label: 'Plantilla of personnel',
      icon: IconUsersGroup,
      description: 'The PSIPOP: items, salaries and incumbents',
      activeFor: ['/plantilla/new/personnel-item'],
    },
    element: lazyPage(
      () => import('./plantilla-personnels-page'),
      (m) => m.PlantillaPersonnelsPage,
    ),
  },
  {
    path: '/plantilla/new/personnel-item',
    group: 'PLANTILLA',
    title: 'New Personnel Item',
    breadcrumb: ['Plantilla', 'Personnels', 'New Personnel Item'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./new-personnel-item-page'),
      (m) => m.NewPersonnelItemPage,
    ),
  },
  {
    path: '/plantilla/items',
    group: 'PLANTILLA',
    // The recruitment office adds the item a request to hire needs.
    alsoOpenTo: ['RSP'],
    title: 'Plantilla Items',
    breadcrumb: ['Plantilla', 'Items'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Plantilla', label: 'Items', icon: IconListNumbers, description: 'Authorized positions, vacant and filled' },
    element: lazyPage(
      () => import('./plantilla-items-page'),
      (m) => m.PlantillaItemsPage,
    ),
  },
  {
    path: '/plantilla/report',
    group: 'PLANTILLA',
    title: 'Plantilla Report',
    breadcrumb: ['Plantilla', 'Report'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Plantilla', label: 'Report', icon: IconChartPie, description: 'Counts by status of appointment, level, sex, grade and office' },
    element: lazyPage(
      () => import('./plantilla-report-page'),
      (m) => m.PlantillaReportPage,
    ),
  },
  {
    path: '/plantilla/report/list-of-appointment-status-personnel',
    group: 'PLANTILLA',
    title: 'List of Personnel',
    breadcrumb: ['Plantilla', 'Report', 'List of Personnel'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./report-count-list-page'),
      (m) => m.ReportCountListPage,
    ),
  },
];
