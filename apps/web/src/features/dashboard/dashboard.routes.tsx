import { Navigate } from 'react-router';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';
import { useSignedInUser } from '../account/current-user';

/** Where / lands: the memoranda, or an applicant's dashboard. */
function Landing() {
  const { user } = useSignedInUser();
  return <Navigate to={user.is_applicant ? '/dashboard' : '/memorandum_circular'} replace />;
}

/** The main area's pages of this feature, spread into the one route table (app/routes.tsx). */
export const dashboardRoutes: readonly AppRoute[] = [
  page({
    path: '/',
    group: 'DASHBOARD',
    title: 'Home',
    breadcrumb: [],
    // SPEC.md §2 sends / to /memorandum_circular; an applicant's account, which receives no memoranda, lands on
    // the dashboard (its applications).
    element: <Landing />,
  }),
  page({
    path: '/dashboard',
    group: 'DASHBOARD',
    breadcrumb: ['Dashboard'],
    menu: { section: 'Main', label: 'Dashboard', icon: IconLayoutDashboard, description: 'Your summary and shortcuts' },
    element: lazyPage(() => import('./dashboard-page'), 'DashboardPage'),
    prefetch: (queryClient) => void import('./dashboard.api').then((api) => api.prefetchDashboard(queryClient)),
  }),
];
