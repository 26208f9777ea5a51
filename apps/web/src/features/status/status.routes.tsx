import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The public pages of this feature, spread into the one route table (app/routes.tsx). */
export const statusRoutes: readonly AppRoute[] = [
  {
    path: '/503',
    group: 'OTHERS',
    title: 'Under maintenance',
    breadcrumb: ['Under maintenance'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(
      () => import('./maintenance-page'),
      (m) => m.MaintenancePage,
    ),
  },
  {
    path: '/404',
    group: '404',
    title: 'Page not found',
    breadcrumb: ['Page not found'],
    hidden: true,
    // Signed in, the page keeps the sidebar and offers the dashboard; signed out, it offers the login page.
    layout: 'either',
    element: lazyPage(
      () => import('./not-found-page'),
      (m) => m.NotFoundPage,
    ),
  },
];
