import { IconChartPie, IconListNumbers, IconUsersGroup } from '@tabler/icons-react';
import { lazyPage, page, type AppRoute } from '../../lib/route-kit';
import { SectionLanding } from '../../components/section-landing';

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const plantillaRoutes: readonly AppRoute[] = [
  page({
    // SPEC.md §2: /plantilla opens the plantilla of personnel (the items page for the recruitment office, which sees only that).
    path: '/plantilla',
    group: 'PLANTILLA',
    alsoOpenTo: ['RSP'],
    breadcrumb: ['Plantilla'],
    // SPEC.md §2: /plantilla opens /plantilla/personnels, or the first plantilla page the user may open (the recruitment office has only the items).
    element: <SectionLanding section="Plantilla" preferred="/plantilla/personnels" />,
  }),
  page({
    path: '/plantilla/personnels',
    group: 'PLANTILLA',
    title: 'Plantilla of Personnel',
    breadcrumb: ['Plantilla', 'Personnels'],
    menu: {
      section: 'Plantilla',
      // SPEC.md §2 names the page "Personnels"; the sidebar has that label for the personnel records already (issue 17).
      label: 'Plantilla of personnel',
      icon: IconUsersGroup,
      description: 'The PSIPOP: items, salaries and incumbents',
      activeFor: ['/plantilla/new/personnel-item'],
    },
    element: lazyPage(() => import('./plantilla-personnels-page'), 'PlantillaPersonnelsPage'),
  }),
  page({
    path: '/plantilla/new/personnel-item',
    group: 'PLANTILLA',
    breadcrumb: ['Plantilla', 'Personnels', 'New Personnel Item'],
    element: lazyPage(() => import('./new-personnel-item-page'), 'NewPersonnelItemPage'),
  }),
  page({
    path: '/plantilla/items',
    group: 'PLANTILLA',
    // The recruitment office adds the item a request to hire needs.
    alsoOpenTo: ['RSP'],
    title: 'Plantilla Items',
    breadcrumb: ['Plantilla', 'Items'],
    menu: { section: 'Plantilla', label: 'Items', icon: IconListNumbers, description: 'Authorized positions, vacant and filled' },
    element: lazyPage(() => import('./plantilla-items-page'), 'PlantillaItemsPage'),
  }),
  page({
    path: '/plantilla/report',
    group: 'PLANTILLA',
    title: 'Plantilla Report',
    breadcrumb: ['Plantilla', 'Report'],
    menu: { section: 'Plantilla', label: 'Report', icon: IconChartPie, description: 'Counts by status of appointment, level, sex, grade and office' },
    element: lazyPage(() => import('./plantilla-report-page'), 'PlantillaReportPage'),
  }),
  page({
    path: '/plantilla/report/list-of-appointment-status-personnel',
    group: 'PLANTILLA',
    breadcrumb: ['Plantilla', 'Report', 'List of Personnel'],
    element: lazyPage(() => import('./report-count-list-page'), 'ReportCountListPage'),
  }),
];
