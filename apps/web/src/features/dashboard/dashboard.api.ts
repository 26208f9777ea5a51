import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@hris/contracts';
import { callApi } from '../../lib/api';

export const dashboardKeys = { all: ['dashboard'] as const };

/** GET /api/dashboard: what waits for me, my latest requests and applications, the open posts. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => callApi(dashboardApi.mine, { signal }),
  });
}
