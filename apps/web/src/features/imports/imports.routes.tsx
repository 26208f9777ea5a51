import { IconTableImport } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The import page, spread into the one route table (app/routes.tsx). */
export const importsRoutes: readonly AppRoute[] = [
  page({
    path: '/personnels/imports',
    group: 'PERSONNELS',
    alsoOpenTo: ['ADMIN'],
    breadcrumb: ['Personnel', 'Import from spreadsheets'],
    menu: {
      section: 'Personnel',
      label: 'Import from spreadsheets',
      icon: IconTableImport,
      description: 'Personnel, plantilla, service records, balances and loans from Excel or CSV, previewed first and undone if need be',
    },
    element: lazyPage(() => import('./imports-page'), 'ImportsPage'),
  }),
];
