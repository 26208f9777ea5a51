import { IconListNumbers } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../app/route-kit';

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const plantillaRoutes: readonly AppRoute[] = [
  {
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
];
