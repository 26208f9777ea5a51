import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { dashboardApi, notificationsApi } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { prefetchQuietly } from '../../lib/prefetch';
import { notificationKeys } from '../notifications/notifications.api';

export const dashboardKeys = { all: ['dashboard'] as const };

/** GET /api/dashboard: what waits for me, my latest requests and applications, the open posts. */
const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: ({ signal }) => callApi(dashboardApi.mine, { signal }),
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}

/** The dashboard's first answers, asked for as /dashboard is opened (its route's prefetch): the counts and the bell's list. */
export function prefetchDashboard(queryClient: QueryClient): void {
  prefetchQuietly(queryClient, dashboardKeys.all, (signal) => callApi(dashboardApi.mine, { signal, handleError: () => true }));
  prefetchQuietly(queryClient, notificationKeys.list(), (signal) => callApi(notificationsApi.mine, { signal, handleError: () => true }));
}
