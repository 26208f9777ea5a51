import { lazyPage, page, type AppRoute } from '../../lib/route-kit';

/** The public pages of this feature, spread into the one route table (app/routes.tsx). */
export const statusRoutes: readonly AppRoute[] = [
  page({
    path: '/503',
    group: 'OTHERS',
    breadcrumb: ['Under maintenance'],
    layout: 'bare',
    element: lazyPage(() => import('./maintenance-page'), 'MaintenancePage'),
  }),
  page({
    path: '/404',
    group: '404',
    breadcrumb: ['Page not found'],
    // Signed in, the page keeps the sidebar and offers the dashboard; signed out, it offers the login page.
    layout: 'either',
    element: lazyPage(() => import('./not-found-page'), 'NotFoundPage'),
  }),
];
