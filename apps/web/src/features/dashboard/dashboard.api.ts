import { useQuery } from '@tanstack/react-query';
import type { TDashboard } from '@hris/contracts';
import { api } from '../../lib/api';

export const dashboardKeys = { all: ['dashboard'] as const };

/** GET /api/dashboard: what waits for me, my latest requests and applications, the open posts. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => api.get<TDashboard>('/api/dashboard', { signal }),
  });
}
