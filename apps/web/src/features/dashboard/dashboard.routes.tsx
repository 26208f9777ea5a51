import { Navigate } from 'react-router';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../app/route-kit';

/** The main area's pages of this feature, spread into the one route table (app/routes.tsx). */
export const dashboardRoutes: readonly AppRoute[] = [
  {
    path: '/',
    group: 'DASHBOARD',
    title: 'Home',
    breadcrumb: [],
    hidden: true,
    layout: 'shell',
    // SPEC.md §2 sends / to /memorandum_circular; that module does not exist yet, so the
    // dashboard is the landing page until it does.
    element: <Navigate to="/dashboard" replace />,
  },
  {
    path: '/dashboard',
    group: 'DASHBOARD',
    title: 'Dashboard',
    breadcrumb: ['Dashboard'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Main', label: 'Dashboard', icon: IconLayoutDashboard, description: 'Your summary and shortcuts' },
    element: lazyPage(
      () => import('./dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
];
